import { Text } from '@mantine/core';

/** Why notes and tags offer no edit here ('Read-only role', 'Historical snapshot', …); nothing when they do. */
export function EditReason({ reason }: { reason: string | undefined }) {
  if (reason === undefined) return null;
  return (
    <Text size="xs" c="dimmed" mt="xs" data-testid="edit-reason">
      {reason}
    </Text>
  );
}
