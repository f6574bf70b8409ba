import type { Subject } from '@lne/permissions';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSettingsAccess } from './access';
import { settingsMessages as m } from './messages';

export type SettingsPageProps = {
  title: string;
  /** The page is shown only with read permission on every subject (spec §6). */
  subjects: readonly Subject[];
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
};

/** Frame of a system settings page: heading, actions, and the access rules of spec §1 and §6. */
export function SettingsPage({ title, subjects, description, actions, children }: SettingsPageProps) {
  const access = useSettingsAccess(subjects);
  return (
    <Stack p="md" gap="md" maw={1400} data-testid="settings-page">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2}>{title}</Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {access === 'allowed' ? actions : null}
      </Group>
      {access === 'demo' ? (
        <Alert color="gray" data-testid="settings-hidden">
          {m.demoHidden}
        </Alert>
      ) : access === 'denied' ? (
        <Alert color="yellow" data-testid="settings-denied">
          {m.noPermission}
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}
