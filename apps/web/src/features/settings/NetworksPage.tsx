import {
  type ExplorerNetwork,
  getGetExplorerNetworkSummaryQueryKey,
  getListExplorerNetworksQueryKey,
  useCreateExplorerNetwork,
  useDeleteExplorerNetwork,
  useGetExplorerNetworkSummary,
  useUpdateExplorerNetwork,
} from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import { Badge, Button, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNetworks } from '../../shared/context/api';
import { isArchivedNetwork } from '../../shared/context/selection';
import { usePermission } from '../../shared/context/use-access';
import { formatUnixTime } from '../../shared/format/time';
import { RowActionButtons } from '../../shared/table/RowActionButtons';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { settingsMessages as m } from './messages';
import { NameModal } from './NameModal';
import { notifySuccess } from './notify';
import { SettingsPage } from './SettingsPage';

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename'; network: ExplorerNetwork }
  | { kind: 'delete'; network: ExplorerNetwork };

function DeleteNetwork({ network, onClose }: { network: ExplorerNetwork; onClose: () => void }) {
  const queryClient = useQueryClient();
  const summary = useGetExplorerNetworkSummary(network.id, { query: { staleTime: 0, gcTime: 0 } });
  const remove = useDeleteExplorerNetwork({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.networkDeleted);
        queryClient.removeQueries({ queryKey: getGetExplorerNetworkSummaryQueryKey(network.id) });
        await queryClient.invalidateQueries({ queryKey: getListExplorerNetworksQueryKey() });
        onClose();
      },
    },
  });
  const counts = summary.data;
  return (
    <ConfirmDialog
      opened
      title={m.deleteNetwork}
      confirmLabel={m.delete}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate({ explorerNetworkId: network.id })}
    >
      <Text size="sm" fw={600}>
        {m.deleteNetworkConfirm(network.name)}
      </Text>
      {counts ? (
        <Text size="sm" data-testid="delete-network-contents">
          {m.deleteNetworkContents(counts.devices, counts.hosts, counts.snapshots)}
        </Text>
      ) : (
        <Loader size="sm" />
      )}
    </ConfirmDialog>
  );
}

/**
 * Networks: list (searchable, archived ones marked), create ('New Network Added!'), rename ('Network Updated!'),
 * archive and restore (hidden from the network selector, data kept), delete naming what goes with it.
 */
export function NetworksPage() {
  const queryClient = useQueryClient();
  const networks = useNetworks();
  const creating = usePermission('create', 'networks');
  const update = usePermission('update', 'networks');
  const removal = usePermission('delete', 'networks');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [tableState, setTableState] = useUrlTableState();
  const close = () => setDialog(null);
  // The footer's network selector reads this query: it shows the change at once.
  const refreshNetworks = () =>
    queryClient.invalidateQueries({ queryKey: getListExplorerNetworksQueryKey() });
  const create = useCreateExplorerNetwork({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.networkAdded);
        await refreshNetworks();
        close();
      },
    },
  });
  const rename = useUpdateExplorerNetwork({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.networkUpdated);
        await refreshNetworks();
        close();
      },
    },
  });

  const archive = useUpdateExplorerNetwork({
    mutation: {
      onSuccess: async (network) => {
        notifySuccess(
          isArchivedNetwork(network) ? m.networkArchived(network.name) : m.networkUnarchived(network.name),
        );
        await refreshNetworks();
      },
    },
  });
  const toggleArchive = archive.mutate;

  const columns = useMemo<DataTableColumn<ExplorerNetwork>[]>(
    () => [
      { id: 'id', header: m.id, value: (row) => row.id, width: 80 },
      { id: 'name', header: m.name, value: (row) => row.name, filter: 'text' },
      { id: 'description', header: m.description, value: (row) => row.description },
      {
        id: 'state',
        header: m.state,
        value: (row) => (isArchivedNetwork(row) ? m.archived : m.inUse),
        filter: 'select',
        width: 130,
        cell: (row) =>
          isArchivedNetwork(row) ? (
            <Badge color="gray" variant="light" title={formatUnixTime(row.archived_at ?? 0)}>
              {m.archived}
            </Badge>
          ) : (
            <Badge color="green" variant="light">
              {m.inUse}
            </Badge>
          ),
      },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 290,
        cell: (row) => (
          <RowActionButtons
            row={row.name}
            variant="light"
            actions={[
              {
                label: m.rename,
                permission: update,
                onClick: () => setDialog({ kind: 'rename', network: row }),
              },
              {
                label: isArchivedNetwork(row) ? m.unarchive : m.archive,
                permission: update,
                onClick: () =>
                  toggleArchive({
                    explorerNetworkId: row.id,
                    data: { name: row.name, archived: !isArchivedNetwork(row) },
                  }),
              },
              {
                label: m.delete,
                danger: true,
                permission: removal,
                onClick: () => setDialog({ kind: 'delete', network: row }),
              },
            ]}
          />
        ),
      },
    ],
    [update, removal, toggleArchive],
  );

  return (
    <SettingsPage
      title={m.networksTitle}
      subjects={['networks']}
      description={m.archiveHint}
      actions={
        <DisabledReason reason={creating.reason}>
          <Button onClick={() => setDialog({ kind: 'create' })}>{m.newNetwork}</Button>
        </DisabledReason>
      }
    >
      <DataTable<ExplorerNetwork>
        state={tableState}
        onStateChange={setTableState}
        data={networks.data ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        loading={networks.isPending}
        error={networks.error}
        emptyText={m.noNetworks}
        exportFileName="networks"
      />
      <NameModal
        opened={dialog?.kind === 'create'}
        title={m.newNetwork}
        nameLabel={m.networkName}
        submitLabel={m.create}
        withDescription
        loading={create.isPending}
        onClose={close}
        onSubmit={(value) => create.mutate({ data: value })}
      />
      <NameModal
        opened={dialog?.kind === 'rename'}
        title={m.renameNetwork}
        nameLabel={m.networkName}
        submitLabel={m.save}
        initialName={dialog?.kind === 'rename' ? dialog.network.name : ''}
        withDescription
        initialDescription={dialog?.kind === 'rename' ? dialog.network.description : ''}
        loading={rename.isPending}
        onClose={close}
        onSubmit={(value) =>
          dialog?.kind === 'rename' && rename.mutate({ explorerNetworkId: dialog.network.id, data: value })
        }
      />
      {dialog?.kind === 'delete' ? <DeleteNetwork network={dialog.network} onClose={close} /> : null}
    </SettingsPage>
  );
}
