import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ipamMessages } from '../messages';
import { ServerValidation } from './ServerValidation';

export type FormModalProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The failed write; a 422 answer is listed above the buttons. */
  error: unknown;
  children: ReactNode;
};

/** Create/edit dialog of an IPAM entity: the fields, the server's validation errors, Cancel and Save. */
export function FormModal({ opened, title, onClose, onSubmit, submitting, error, children }: FormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <ServerValidation error={error} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {ipamMessages.common.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {ipamMessages.common.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
