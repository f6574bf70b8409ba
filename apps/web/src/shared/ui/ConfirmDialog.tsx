import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { sharedMessages } from '../messages';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What the action affects; a string is shown as one line of text. */
  children: ReactNode;
  confirmLabel: string;
  /** Red by default: most confirmations guard a destructive action. */
  color?: string;
  /** While the confirmed call runs: the confirm button shows progress and Cancel waits for it. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that cannot be undone, naming what it affects. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        {typeof children === 'string' ? (
          <Text size="sm" data-testid="confirm-dialog-text">
            {children}
          </Text>
        ) : (
          children
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {sharedMessages.cancel}
          </Button>
          <Button color={color} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
