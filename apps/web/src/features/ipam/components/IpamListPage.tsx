import { DataTable, type DataTableColumn } from '@lne/ui';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useUrlTableState } from '../../../shared/table/use-url-table-state';
import { DisabledReason } from '../../../shared/ui/DisabledReason';
import { useIpamPermission } from '../access';
import { useInvalidateIpam } from '../api';
import { ipamMessages } from '../messages';
import { type IpamKind, useDeleteFlow } from '../use-delete';
import { ConfirmDeletion } from './ConfirmDeletion';
import { ImportDialog, type ImportRun } from './ImportDialog';
import { RowActions } from './RowActions';

const c = ipamMessages.common;

type FormState<T> = { opened: boolean; editing: T | null; onClose: () => void };

type Props<T extends { id: number }> = {
  title: string;
  subtitle?: string;
  kind: IpamKind;
  rows: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  /** Keep stable (useMemo); the edit/delete column is added here. */
  columns: readonly DataTableColumn<T>[];
  /** Name of a row in button labels, e.g. its address. */
  rowLabel: (row: T) => string;
  createLabel: string;
  emptyText: string;
  exportFileName: string;
  importColumns: readonly string[];
  importRun: ImportRun;
  renderForm: (state: FormState<T>) => ReactNode;
  /** Extra controls left of the search, e.g. filters. */
  filters?: ReactNode;
};

/**
 * A list page of IPAM entities (IP addresses, VRFs, VLANs, locations) on the shared `DataTable`: search, sort,
 * column filters and CSV export, create, edit, delete, bulk delete of the selected rows, and CSV import.
 */
export function IpamListPage<T extends { id: number }>(props: Props<T>) {
  const { kind, rowLabel, renderForm } = props;
  const edit = useIpamPermission();
  const invalidate = useInvalidateIpam();
  const [form, setForm] = useState<{ editing: T | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [tableState, setTableState] = useUrlTableState();
  const deletion = useDeleteFlow(kind);
  const ask = deletion.ask;

  const columns = useMemo<DataTableColumn<T>[]>(
    () => [
      ...props.columns,
      {
        id: 'actions',
        header: '',
        value: () => null,
        sortable: false,
        width: 90,
        cell: (row) => (
          <RowActions
            label={rowLabel(row)}
            permission={edit}
            onEdit={() => setForm({ editing: row })}
            onDelete={() => ask([row.id])}
          />
        ),
      },
    ],
    [props.columns, rowLabel, edit, ask],
  );

  return (
    <Stack p="md" gap="md" data-testid={`ipam-${kind}-list`}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{props.title}</Title>
          {props.subtitle ? (
            <Text c="dimmed" size="sm">
              {props.subtitle}
            </Text>
          ) : null}
          {edit.allowed ? null : (
            <Text c="dimmed" size="xs" data-testid="ipam-read-only">
              {c.readOnly}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <DisabledReason reason={edit.reason}>
            <Button variant="default" onClick={() => setImporting(true)}>
              {c.import}
            </Button>
          </DisabledReason>
          <DisabledReason reason={edit.reason}>
            <Button onClick={() => setForm({ editing: null })}>{props.createLabel}</Button>
          </DisabledReason>
        </Group>
      </Group>
      <DataTable<T>
        data={props.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        state={tableState}
        onStateChange={setTableState}
        loading={props.loading}
        error={props.error ?? undefined}
        emptyText={props.emptyText}
        exportFileName={props.exportFileName}
        toolbar={props.filters}
        selectable
        bulkActions={(selected, clear) => (
          <DisabledReason reason={edit.reason}>
            <Button
              color="red"
              variant="light"
              size="xs"
              onClick={() => {
                ask(selected.map((row) => row.id));
                clear();
              }}
            >
              {c.deleteSelected(selected.length)}
            </Button>
          </DisabledReason>
        )}
      />
      {renderForm({ opened: form !== null, editing: form?.editing ?? null, onClose: () => setForm(null) })}
      <ImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        noun={ipamMessages.nouns[kind].many}
        columns={props.importColumns}
        run={props.importRun}
        onApplied={() => void invalidate()}
      />
      <ConfirmDeletion deletion={deletion} />
    </Stack>
  );
}
