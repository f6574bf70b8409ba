import { Button, Group, Modal, Text } from '@mantine/core';
import { inventoryMessages as m } from './messages';

export type ConfirmDeleteProps = {
  opened: boolean;
  title: string;
  message: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before deleting; names what is deleted. */
export function ConfirmDelete({
  opened,
  title,
  message,
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDeleteProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm" data-testid="confirm-delete-text">
        {message}
      </Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {m.actions.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {m.actions.delete}
        </Button>
      </Group>
    </Modal>
  );
}
