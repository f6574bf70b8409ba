import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '../status';

export function StatusBadge({ status }: { status: keyof typeof STATUS_COLORS }) {
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {status}
    </Badge>
  );
}
