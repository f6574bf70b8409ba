import { DataTable, type DataTableColumn, type DataTableState } from '@lne/ui';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { inventoryMessages as m } from './messages';

type Deletable = { unique_id: string };

type BulkDeleteTableProps<T extends Deletable> = {
  data: readonly T[];
  /** Keep this array stable (module scope): see `DataTable`. */
  columns: DataTableColumn<T>[];
  state: DataTableState;
  onStateChange: (state: DataTableState) => void;
  /** Selection and the bulk delete only for those who may edit. */
  canEdit: boolean;
  loading: boolean;
  error: unknown;
  emptyText: string;
  exportFileName: string;
  confirmTitle: string;
  confirmMessage: (count: number) => string;
  writes: { deleting: boolean; bulkDelete: (ids: string[]) => Promise<unknown> };
};

/** The device and host lists: a `DataTable` whose selected rows are deleted after a confirmation. */
export function BulkDeleteTable<T extends Deletable>({
  confirmTitle,
  confirmMessage,
  writes,
  canEdit,
  ...table
}: BulkDeleteTableProps<T>) {
  const [pending, setPending] = useState<{ ids: string[]; clear: () => void } | undefined>();
  return (
    <>
      <DataTable<T>
        {...table}
        getRowId={(row) => row.unique_id}
        selectable={canEdit}
        bulkActions={(selected, clear) => (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => setPending({ ids: selected.map((row) => row.unique_id), clear })}
          >
            {m.bulkDelete.button(selected.length)}
          </Button>
        )}
      />
      <ConfirmDialog
        confirmLabel={m.actions.delete}
        opened={pending !== undefined}
        title={confirmTitle}
        pending={writes.deleting}
        onClose={() => setPending(undefined)}
        onConfirm={() => {
          if (!pending) return;
          void writes.bulkDelete(pending.ids).then(() => {
            pending.clear();
            setPending(undefined);
          });
        }}
      >
        {confirmMessage(pending?.ids.length ?? 0)}
      </ConfirmDialog>
    </>
  );
}
