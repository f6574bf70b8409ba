import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from './ConfirmDialog';

type ConfirmDeleteProps<T> = {
  /** The item asked about; the dialog is open while there is one. */
  item: T | undefined;
  title: string;
  describe: (item: T) => string;
  confirmLabel: string;
  pending: boolean;
  /** The delete call; a failure is reported by the global error handler and leaves the dialog open. */
  remove: (item: T) => Promise<unknown>;
  deletedMessage: string;
  onClose: () => void;
};

/** Asks before deleting one item, deletes it, says so and closes. */
export function ConfirmDelete<T>({
  item,
  title,
  describe,
  confirmLabel,
  pending,
  remove,
  deletedMessage,
  onClose,
}: ConfirmDeleteProps<T>) {
  const confirm = () => {
    if (item === undefined) return;
    remove(item).then(
      () => {
        notifications.show({ color: 'green', message: deletedMessage });
        onClose();
      },
      () => undefined,
    );
  };
  return (
    <ConfirmDialog
      opened={item !== undefined}
      title={title}
      confirmLabel={confirmLabel}
      pending={pending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {item === undefined ? '' : describe(item)}
    </ConfirmDialog>
  );
}
