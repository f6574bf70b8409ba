import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { settingsMessages as m } from './messages';

export type ConfirmModalProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  color?: string;
};

/** Asks before a destructive action, naming what it affects. */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        {typeof props.children === 'string' ? <Text size="sm">{props.children}</Text> : props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {m.cancel}
          </Button>
          <Button color={props.color ?? 'red'} loading={props.loading} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
