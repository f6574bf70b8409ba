import { Button, Group, Modal, Text } from '@mantine/core';

export const noAccessGroupMessages = {
  title: 'No access',
  body: 'No access group is assigned to your account, so there is no network you can see. Please ask your administrator to add you to a group.',
  logout: 'Log out',
} as const;

const m = noAccessGroupMessages;

export type NoAccessGroupDialogProps = { opened: boolean; onLogout: () => void };

/** Blocking: a user without networks can only log out (spec §4). */
export function NoAccessGroupDialog({ opened, onLogout }: NoAccessGroupDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title={m.title}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
    >
      <Text>{m.body}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onLogout}>{m.logout}</Button>
      </Group>
    </Modal>
  );
}
