import type { CollectorSettings, LoginCredential } from '@lne/api-client';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useCollectorSettings, useCollectorSettingsMutation } from './api';
import { collectorMessages as m } from './messages';

type Values = Omit<CollectorSettings, 'explorer_network_id' | 'default_login_credential_id'> & {
  default_login_credential_id: string | null;
};

const toValues = (settings: CollectorSettings): Values => ({
  ...settings,
  default_login_credential_id:
    settings.default_login_credential_id === null ? null : String(settings.default_login_credential_id),
});

/** The network's poller settings: timeouts, concurrency and discovery (off by default). */
export function CollectorSettingsCard({
  network,
  credentials,
  canEdit,
}: {
  network: number;
  credentials: readonly LoginCredential[];
  canEdit: boolean;
}) {
  const settings = useCollectorSettings(network, true);
  const save = useCollectorSettingsMutation(network);
  const form = useForm<Values>({
    initialValues: {
      connect_timeout_seconds: 10,
      command_timeout_seconds: 60,
      concurrency: 16,
      discovery_enabled: false,
      discovery_hop_limit: 2,
      discovery_subnets: [],
      default_login_credential_id: null,
    },
  });
  useEffect(() => {
    if (settings.data) form.setValues(toValues(settings.data));
  }, [settings.data]);
  const submit = (values: Values) =>
    save.mutate(
      {
        params: { explorer_network_id: network },
        data: {
          ...values,
          connect_timeout_seconds: Number(values.connect_timeout_seconds),
          command_timeout_seconds: Number(values.command_timeout_seconds),
          concurrency: Number(values.concurrency),
          discovery_hop_limit: Number(values.discovery_hop_limit),
          default_login_credential_id:
            values.default_login_credential_id === null ? null : Number(values.default_login_credential_id),
        },
      },
      { onSuccess: () => notifications.show({ color: 'green', message: m.settingsSaved }) },
    );
  const number = { allowDecimal: false, allowNegative: false, disabled: !canEdit } as const;
  return (
    <Card withBorder radius="md" padding="md" data-testid="poller-settings">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{m.settingsTitle}</Text>
          <Text size="sm" c="dimmed">
            {m.settingsHelp}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={m.connectTimeout}
              min={1}
              max={300}
              {...number}
              {...form.getInputProps('connect_timeout_seconds')}
            />
            <NumberInput
              label={m.commandTimeout}
              min={1}
              max={3600}
              {...number}
              {...form.getInputProps('command_timeout_seconds')}
            />
            <NumberInput
              label={m.concurrency}
              min={1}
              max={256}
              {...number}
              {...form.getInputProps('concurrency')}
            />
          </SimpleGrid>
          <Switch
            label={m.discovery}
            description={m.discoveryHelp}
            disabled={!canEdit}
            {...form.getInputProps('discovery_enabled', { type: 'checkbox' })}
          />
          {form.values.discovery_enabled ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={m.hopLimit}
                min={1}
                max={10}
                {...number}
                {...form.getInputProps('discovery_hop_limit')}
              />
              <TagsInput
                label={m.allowedSubnets}
                description={m.allowedSubnetsHelp}
                disabled={!canEdit}
                {...form.getInputProps('discovery_subnets')}
              />
              <Select
                label={m.defaultCredential}
                placeholder={m.firstCredential}
                clearable
                disabled={!canEdit}
                data={credentials.map((credential) => ({
                  value: String(credential.id),
                  label: credential.name,
                }))}
                {...form.getInputProps('default_login_credential_id')}
              />
            </SimpleGrid>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" size="xs" disabled={!canEdit} loading={save.isPending}>
              {m.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
