import { Button, Stack } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { License } from '../../features/dialogs/License';
import { PlaceholderPage } from '../../features/pages/PlaceholderPage';

function LicenseAndSettingsPage() {
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap={0}>
      <PlaceholderPage title="License & Settings" />
      <Button mx="md" w="fit-content" onClick={() => setOpened(true)}>
        License
      </Button>
      <License opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}

export const Route = createLazyRoute('/_app/system-settings/license-and-settings')({
  component: LicenseAndSettingsPage,
});
