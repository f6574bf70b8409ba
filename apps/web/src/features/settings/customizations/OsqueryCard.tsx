import { getGetExtensionsQueryKey, useGetExtensions, useSaveOsquerySettings } from '@lne/api-client';
import { Button, Card, Group, NumberInput, Stack, Switch, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePermission } from '../../../shared/context/use-access';
import { DisabledReason } from '../../../shared/ui/DisabledReason';
import { settingsMessages as m } from '../messages';
import { notifySuccess } from '../notify';

/** Settings of the osquery extension: on or off, interval, queries. */
export function OsqueryCard() {
  const queryClient = useQueryClient();
  const extensions = useGetExtensions();
  const edit = usePermission('update', 'system_settings');
  const canEdit = edit.allowed;
  const [enabled, setEnabled] = useState(false);
  const [intervalSeconds, setIntervalSeconds] = useState<number>(3600);
  const [queries, setQueries] = useState('');
  const osquery = extensions.data?.osquery;
  useEffect(() => {
    if (!osquery) return;
    setEnabled(osquery.enabled);
    setIntervalSeconds(osquery.interval_seconds);
    setQueries(osquery.queries.join('\n'));
  }, [osquery]);
  const save = useSaveOsquerySettings({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.osquerySaved);
        await queryClient.invalidateQueries({ queryKey: getGetExtensionsQueryKey() });
      },
    },
  });
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3}>{m.osqueryTitle}</Title>
        <Group align="flex-end">
          <Switch
            label={m.osqueryEnabled}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
            disabled={!canEdit}
            mb={10}
          />
          <NumberInput
            label={m.osqueryInterval}
            value={intervalSeconds}
            min={60}
            max={604800}
            onChange={(value) => setIntervalSeconds(typeof value === 'number' ? value : Number(value))}
            disabled={!canEdit}
            w={200}
          />
        </Group>
        <Textarea
          label={m.osqueryQueries}
          value={queries}
          onChange={(e) => setQueries(e.currentTarget.value)}
          autosize
          minRows={3}
          ff="monospace"
          disabled={!canEdit}
        />
        <Group justify="flex-end">
          <DisabledReason reason={edit.reason}>
            <Button
              loading={save.isPending}
              onClick={() =>
                save.mutate({
                  data: {
                    enabled,
                    interval_seconds: intervalSeconds,
                    queries: queries
                      .split('\n')
                      .map((query) => query.trim())
                      .filter(Boolean),
                  },
                })
              }
            >
              {m.save}
            </Button>
          </DisabledReason>
        </Group>
      </Stack>
    </Card>
  );
}
