import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ipamMessages } from '../messages';
import type { useDeleteFlow } from '../use-delete';

const m = ipamMessages.common;

/** The confirmation of a delete flow (`useDeleteFlow`): open while ids are pending, naming how many of what. */
export function ConfirmDeletion({ deletion }: { deletion: ReturnType<typeof useDeleteFlow> }) {
  return (
    <ConfirmDialog
      opened={deletion.pending.length > 0}
      title={m.confirmDeleteTitle}
      confirmLabel={m.delete}
      pending={deletion.deleting}
      onConfirm={deletion.confirm}
      onClose={deletion.cancel}
    >
      {m.confirmDelete(deletion.pending.length, deletion.noun)}
    </ConfirmDialog>
  );
}
