import {
  getListSnapshotsQueryKey,
  type Snapshot,
  useCreateSnapshot,
  useDeleteSnapshot,
  useUpdateSnapshot,
} from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useSnapshots } from '../../shared/context/api';
import { useScope } from '../../shared/context/scope';
import { snapshotLabel, sortSnapshots } from '../../shared/context/selection';
import { usePermission } from '../../shared/context/use-access';
import { formatUnixTime } from '../../shared/format/time';
import { RowActionButtons } from '../../shared/table/RowActionButtons';
import { tableHeight } from '../../shared/table/table-height';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { ConfirmDelete } from '../../shared/ui/ConfirmDelete';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { compareOnMapSearch, isHistorical, openOnMapSearch } from './links';
import { snapshotMessages as m } from './messages';
import { SnapshotNameModal } from './SnapshotNameModal';

/** History › Snapshots: live and the taken snapshots; take, rename, delete, open on the map or compare. */
export function SnapshotsPage() {
  const scope = useScope();
  const [tableState, setTableState] = useUrlTableState();
  const edit = usePermission('update', 'snapshots');
  const navigate = useNavigate();
  const client = useQueryClient();
  const snapshots = useSnapshots(scope.network);
  const rows = useMemo(() => sortSnapshots(snapshots.data ?? []), [snapshots.data]);
  // The footer's snapshot selector reads the same list: it shows a change at once.
  const onSettled = () => client.invalidateQueries({ queryKey: getListSnapshotsQueryKey() });
  const take = useCreateSnapshot({ mutation: { onSettled } });
  const rename = useUpdateSnapshot({ mutation: { onSettled } });
  const remove = useDeleteSnapshot({ mutation: { onSettled } });
  const [taking, setTaking] = useState(false);
  const [renaming, setRenaming] = useState<Snapshot | undefined>(undefined);
  const [deleting, setDeleting] = useState<Snapshot | undefined>(undefined);
  const params = { explorer_network_id: scope.network };

  const columns = useMemo<DataTableColumn<Snapshot>[]>(
    () => [
      { id: 'id', header: m.id, value: (row) => row.id, width: 80 },
      {
        id: 'name',
        header: m.name,
        value: (row) => row.name,
        cell: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" truncate="end">
              {row.name}
            </Text>
            {isHistorical(row.id) ? null : (
              <Badge color="green" variant="light" size="sm">
                {m.live}
              </Badge>
            )}
            {row.id === scope.snapshot ? (
              <Badge variant="outline" size="sm">
                {m.current}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      { id: 'created', header: m.createdAt, value: (row) => formatUnixTime(row.created), width: 190 },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 520,
        cell: (row) => (
          <RowActionButtons
            row={row.name}
            actions={[
              {
                label: m.openOnMap,
                onClick: () => void navigate({ to: '/', search: openOnMapSearch(scope.network, row.id) }),
              },
              // The live state is neither compared with itself nor renamed or deleted.
              ...(isHistorical(row.id)
                ? [
                    {
                      label: m.compare,
                      onClick: () =>
                        void navigate({ to: '/', search: compareOnMapSearch(scope.network, row.id) }),
                    },
                    { label: m.rename, permission: edit, onClick: () => setRenaming(row) },
                    { label: m.delete, danger: true, permission: edit, onClick: () => setDeleting(row) },
                  ]
                : []),
            ]}
          />
        ),
      },
    ],
    [edit, navigate, scope.network, scope.snapshot],
  );

  return (
    <Stack p="md" gap="md">
      <Title order={2}>{m.title}</Title>
      <Text c="dimmed" size="sm">
        {m.intro}
      </Text>
      {edit.allowed ? null : <Alert color="gray">{m.readOnly}</Alert>}
      <DataTable<Snapshot>
        data={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        loading={snapshots.isPending}
        error={snapshots.error}
        emptyText={m.empty}
        state={tableState}
        onStateChange={setTableState}
        exportFileName="snapshots"
        height={tableHeight(rows.length, 520)}
        toolbar={
          <DisabledReason reason={edit.reason}>
            <Button onClick={() => setTaking(true)}>{m.takeSnapshot}</Button>
          </DisabledReason>
        }
      />
      <SnapshotNameModal
        opened={taking}
        title={m.takeTitle}
        submitLabel={m.take}
        required={false}
        pending={take.isPending}
        onClose={() => setTaking(false)}
        onSubmit={(name) =>
          take.mutate(
            { params, data: name ? { name } : {} },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: m.created });
                setTaking(false);
              },
            },
          )
        }
      />
      <SnapshotNameModal
        opened={renaming !== undefined}
        title={m.renameTitle}
        submitLabel={m.save}
        required
        initialName={renaming?.name ?? ''}
        pending={rename.isPending}
        onClose={() => setRenaming(undefined)}
        onSubmit={(name) => {
          if (!renaming) return;
          rename.mutate(
            { snapshotId: renaming.id, params, data: { name } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: m.renamed });
                setRenaming(undefined);
              },
            },
          );
        }}
      />
      <ConfirmDelete
        item={deleting}
        title={m.confirmDeleteTitle}
        describe={(snapshot) => m.confirmDeleteText(snapshotLabel(snapshot))}
        confirmLabel={m.delete}
        pending={remove.isPending}
        remove={(snapshot) => remove.mutateAsync({ snapshotId: snapshot.id, params })}
        deletedMessage={m.deleted}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
