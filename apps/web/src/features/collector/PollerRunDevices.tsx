import type { PollerRunStats } from '@lne/api-client';
import { Badge, Button, Card, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCancelPoller } from './api';
import { collectorMessages as m } from './messages';
import { deviceRunView, runDevicesInOrder } from './poll-state';

/** Rows shown at once; the list scrolls beyond. */
const VISIBLE_HEIGHT = 360;

/**
 * The poller run per device, while it goes on and after it: waiting, being polled, collected or failed with
 * the reason. The run can be cancelled from here.
 */
export function PollerRunDevices({
  network,
  stats,
  canCancel,
}: {
  network: number;
  stats: PollerRunStats | undefined;
  canCancel: boolean;
}) {
  const cancel = useCancelPoller(network);
  if (!stats || stats.devices.length === 0) return null;
  const done = stats.devices_succeeded + stats.devices_failed;
  return (
    <Card withBorder radius="md" padding="md" data-testid="poller-devices">
      <Stack gap="sm">
        <Group justify="space-between">
          <Stack gap={0}>
            <Text fw={600}>{m.pollerDevices}</Text>
            <Text size="xs" c="dimmed" data-testid="poller-live">
              {m.pollerLive(done, stats.devices_total, stats.devices_running)}
            </Text>
          </Stack>
          {stats.running ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={!canCancel}
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { params: { explorer_network_id: network } },
                  { onSuccess: () => notifications.show({ color: 'gray', message: m.pollerCancelled }) },
                )
              }
            >
              {m.cancelPoller}
            </Button>
          ) : null}
        </Group>
        <ScrollArea.Autosize mah={VISIBLE_HEIGHT}>
          <Table fz="sm" verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.name}</Table.Th>
                <Table.Th>{m.ipShort}</Table.Th>
                <Table.Th>{m.status}</Table.Th>
                <Table.Th>{m.platform}</Table.Th>
                <Table.Th>{m.message}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runDevicesInOrder(stats.devices).map((device) => {
                const view = deviceRunView(device);
                return (
                  <Table.Tr key={device.login_device_id} data-testid={`poller-device-${device.name}`}>
                    <Table.Td>
                      {device.name}
                      {device.discovered ? (
                        <Badge size="xs" variant="outline" ml={6}>
                          {m.discovered}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{device.ip_address}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={view.color}>
                        {view.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{device.platform ?? ''}</Table.Td>
                    <Table.Td>
                      {device.message ? (
                        <Text size="xs" c={device.state === 'FAILURE' ? 'red' : 'dimmed'}>
                          {device.message}
                        </Text>
                      ) : device.state === 'SUCCESS' ? (
                        <Text size="xs" c="dimmed">
                          {m.commands(device.commands_ok, device.commands_rejected)}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}
