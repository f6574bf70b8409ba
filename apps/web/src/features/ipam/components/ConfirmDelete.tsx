import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ipamMessages } from '../messages';

const m = ipamMessages.common;

/** Asks before deleting `count` entities of one kind (`noun`, e.g. 'prefix'). */
export function ConfirmDelete({
  count,
  noun,
  onConfirm,
  onCancel,
  deleting,
}: {
  count: number;
  noun: { one: string; many: string };
  onConfirm: () => void;
  onCancel: () => void;
  deleting: boolean;
}) {
  return (
    <Modal opened={count > 0} onClose={onCancel} title={m.confirmDeleteTitle} centered>
      <Stack>
        <Text size="sm">{m.confirmDelete(count, noun)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            {m.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
