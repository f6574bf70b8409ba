import { Group, Progress, Text } from '@mantine/core';
import { utilizationColor } from '../dashboard/utilization';

/** A prefix's utilisation as a bar with its percent. */
export function UtilizationBar({ percent, width = 120 }: { percent: number; width?: number }) {
  const shown = Math.round(percent * 10) / 10;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="utilization">
      <Progress value={shown} color={utilizationColor(shown)} w={width} aria-label={`${shown}%`} />
      <Text size="xs" c="dimmed" w={44}>
        {shown}%
      </Text>
    </Group>
  );
}
