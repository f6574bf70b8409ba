import { useUpdateCurrentUser } from '@lne/api-client';
import { ChangePasswordDialog, changePasswordMessages } from '@lne/ui';
import { notifications } from '@mantine/notifications';

/** Change Password wired to PATCH /system/users/me; 'User updated!' on success. */
export function ChangePassword({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const mutation = useUpdateCurrentUser({
    mutation: {
      onSuccess: () => {
        notifications.show({ color: 'green', message: changePasswordMessages.success });
        onClose();
      },
    },
  });
  return (
    <ChangePasswordDialog
      opened={opened}
      onClose={onClose}
      onSubmit={(password) => mutation.mutate({ data: { password } })}
      submitting={mutation.isPending}
    />
  );
}
