import type { LoginDevice } from '@lne/api-client';
import { Badge, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAcceptHostKey } from './api';
import { collectorMessages as m } from './messages';
import { hostKeyView } from './poll-state';

/**
 * A login device's SSH host key: trusted on first use, or changed (the device fails until an administrator
 * accepts the key it shows now, after comparing both fingerprints).
 */
export function HostKeyCell({ device, canAccept }: { device: LoginDevice; canAccept: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const accept = useAcceptHostKey();
  const view = hostKeyView(device);
  const offered = device.host_key_offered;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        size="sm"
        variant="light"
        color={view.color}
        title={device.host_key ?? undefined}
        data-testid={`host-key-${device.name}`}
      >
        {view.label}
      </Badge>
      {device.host_key_state === 'changed' && canAccept && offered ? (
        <>
          <Button size="compact-xs" variant="light" color="red" onClick={() => setConfirming(true)}>
            {m.acceptHostKey}
          </Button>
          <Modal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={m.acceptHostKeyTitle}
            centered
          >
            <Stack gap="sm">
              <Text size="sm">{m.acceptHostKeyText(device.name)}</Text>
              <Text size="xs" c="dimmed">
                {m.trustedKey}
              </Text>
              <Code>{device.host_key}</Code>
              <Text size="xs" c="dimmed">
                {m.offeredKey}
              </Text>
              <Code>{offered}</Code>
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={() => setConfirming(false)} disabled={accept.isPending}>
                  {m.cancel}
                </Button>
                <Button
                  color="red"
                  loading={accept.isPending}
                  onClick={() =>
                    accept.mutate(
                      { loginDeviceId: device.id, data: { fingerprint: offered } },
                      {
                        onSuccess: () => {
                          notifications.show({ color: 'green', message: m.hostKeyAccepted });
                          setConfirming(false);
                        },
                      },
                    )
                  }
                >
                  {m.acceptHostKey}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      ) : null}
    </Group>
  );
}
