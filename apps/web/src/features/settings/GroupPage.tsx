import {
  type ExplorerNetworkRef,
  type GroupMember,
  type Group as GroupRead,
  getGetGroupQueryKey,
  getListExplorerNetworksQueryKey,
  getListGroupsQueryKey,
  useAddGroupExplorerNetworks,
  useAddGroupUsers,
  useDeleteGroupExplorerNetworks,
  useDeleteGroupUsers,
  useGetGroup,
  useListUsers,
} from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import { Alert, Button, Group, MultiSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { Permission } from '../../shared/context/access';
import { useNetworks } from '../../shared/context/api';
import { usePermission } from '../../shared/context/use-access';
import { RowActionButtons } from '../../shared/table/RowActionButtons';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { settingsMessages as m } from './messages';
import { notifySuccess } from './notify';
import { SettingsPage } from './SettingsPage';

function useGroupChange(groupId: number) {
  const queryClient = useQueryClient();
  return {
    mutation: {
      onSuccess: async (group: GroupRead) => {
        notifySuccess(m.groupUpdated);
        queryClient.setQueryData(getGetGroupQueryKey(groupId), group);
        await queryClient.invalidateQueries({ queryKey: getListGroupsQueryKey() });
        // The signed-in person's own networks may have changed with their groups.
        await queryClient.invalidateQueries({ queryKey: getListExplorerNetworksQueryKey() });
      },
    },
  };
}

function AddPicker({
  label,
  options,
  permission,
  loading,
  onAdd,
}: {
  label: string;
  options: { value: string; label: string }[];
  permission: Permission;
  loading: boolean;
  onAdd: (ids: number[]) => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <Group align="flex-end" wrap="nowrap">
      <MultiSelect
        label={label}
        data={options}
        value={picked}
        onChange={setPicked}
        searchable
        clearable
        disabled={!permission.allowed}
        style={{ flex: 1 }}
      />
      <DisabledReason reason={permission.reason}>
        <Button
          disabled={picked.length === 0}
          loading={loading}
          onClick={() => {
            onAdd(picked.map(Number));
            setPicked([]);
          }}
        >
          {m.add}
        </Button>
      </DisabledReason>
    </Group>
  );
}

function GroupDetails({ group }: { group: GroupRead }) {
  const update = usePermission('update', 'groups');
  const users = useListUsers().data ?? [];
  const networks = useNetworks().data ?? [];
  const change = useGroupChange(group.id);
  const addUsers = useAddGroupUsers(change);
  const removeUsers = useDeleteGroupUsers(change);
  const addNetworks = useAddGroupExplorerNetworks(change);
  const removeNetworks = useDeleteGroupExplorerNetworks(change);

  const memberColumns = useMemo<DataTableColumn<GroupMember>[]>(
    () => [
      { id: 'username', header: m.username, value: (row) => row.username },
      { id: 'email', header: m.email, value: (row) => row.email },
      { id: 'role', header: m.role, value: (row) => row.role, width: 100 },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 110,
        cell: (row) => (
          <RowActionButtons
            row={row.username}
            variant="light"
            actions={[
              {
                label: m.remove,
                danger: true,
                permission: update,
                onClick: () => removeUsers.mutate({ groupId: group.id, data: { user_ids: [row.id] } }),
              },
            ]}
          />
        ),
      },
    ],
    [update, group.id, removeUsers.mutate],
  );
  const networkColumns = useMemo<DataTableColumn<ExplorerNetworkRef>[]>(
    () => [
      { id: 'id', header: m.id, value: (row) => row.id, width: 70 },
      { id: 'name', header: m.name, value: (row) => row.name },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 110,
        cell: (row) => (
          <RowActionButtons
            row={row.name}
            variant="light"
            actions={[
              {
                label: m.remove,
                danger: true,
                permission: update,
                onClick: () =>
                  removeNetworks.mutate({ groupId: group.id, data: { explorer_network_ids: [row.id] } }),
              },
            ]}
          />
        ),
      },
    ],
    [update, group.id, removeNetworks.mutate],
  );

  const userOptions = users
    .filter((user) => !group.users.some((member) => member.id === user.id))
    .map((user) => ({ value: String(user.id), label: `${user.username} (${user.email})` }));
  const networkOptions = networks
    .filter((network) => !group.explorer_networks.some((held) => held.id === network.id))
    .map((network) => ({ value: String(network.id), label: network.name }));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Stack gap="sm">
        <Title order={3}>{m.members}</Title>
        <AddPicker
          label={m.addUsers}
          options={userOptions}
          permission={update}
          loading={addUsers.isPending}
          onAdd={(ids) => addUsers.mutate({ groupId: group.id, data: { user_ids: ids } })}
        />
        <DataTable<GroupMember>
          data={group.users}
          columns={memberColumns}
          getRowId={(row) => String(row.id)}
          emptyText={m.noMembers}
          height={360}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={3}>{m.networks}</Title>
        <AddPicker
          label={m.addNetworks}
          options={networkOptions}
          permission={update}
          loading={addNetworks.isPending}
          onAdd={(ids) => addNetworks.mutate({ groupId: group.id, data: { explorer_network_ids: ids } })}
        />
        <DataTable<ExplorerNetworkRef>
          data={group.explorer_networks}
          columns={networkColumns}
          getRowId={(row) => String(row.id)}
          emptyText={m.noGroupNetworks}
          height={360}
        />
      </Stack>
    </SimpleGrid>
  );
}

const groupRoute = getRouteApi('/_app/system-settings/users/groups/$groupId');

export function GroupRoutePage() {
  const { groupId } = groupRoute.useParams();
  return <GroupPage groupId={Number(groupId)} />;
}

/** One group: add and remove its users and networks (`/system-settings/users/groups/{groupId}`). */
function GroupPage({ groupId }: { groupId: number }) {
  const valid = Number.isInteger(groupId) && groupId > 0;
  const group = useGetGroup(groupId, { query: { enabled: valid, meta: { handlesErrors: true } } });
  return (
    <SettingsPage
      title={m.groupTitle}
      description={group.data?.name}
      subjects={['users', 'groups']}
      actions={
        <Link
          to="/system-settings/users"
          search={(prev) => ({ network: prev.network, snapshot: prev.snapshot })}
        >
          {m.backToUsers}
        </Link>
      }
    >
      {group.data ? (
        <GroupDetails group={group.data} />
      ) : group.isError || !valid ? (
        <Alert color="yellow">{m.groupNotFound}</Alert>
      ) : null}
    </SettingsPage>
  );
}
