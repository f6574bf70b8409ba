import type { LoginDevice } from '@lne/api-client';
import { Badge, Stack, Text } from '@mantine/core';
import { formatUnixTime } from '../../shared/format/time';
import { lastPollView } from './poll-state';

/** A login device's last poll: its outcome, why it failed or stopped, and when. */
export function LastPollCell({ device }: { device: LoginDevice }) {
  const view = lastPollView(device);
  return (
    <Stack gap={0} data-testid={`last-poll-${device.name}`}>
      <Badge size="sm" variant="light" color={view.color} title={formatUnixTime(device.last_polled)}>
        {view.label}
      </Badge>
      {device.last_poll_reason ? (
        <Text size="xs" c="red" lineClamp={2} title={device.last_poll_reason}>
          {device.last_poll_reason}
        </Text>
      ) : null}
    </Stack>
  );
}
