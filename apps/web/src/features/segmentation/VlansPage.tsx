import type { ExplorerVlan } from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useScope } from '../../shared/context/scope';
import { usePermission } from '../../shared/context/use-access';
import { RowActionButtons } from '../../shared/table/RowActionButtons';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { useVlanHostCounts, useVlanMutations, useVlanStats, useVlans, useZones } from './api';
import { segmentationMessages as m } from './messages';
import { VlanFormModal } from './VlanFormModal';
import { VlanHostsDrawer } from './VlanHostsDrawer';
import { vlanNames } from './vlan-form';

const count = new Intl.NumberFormat('en-US');

function StatCard({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value === undefined ? '–' : count.format(value)}
      </Text>
    </Card>
  );
}

/** The largest VLANs by hosts (analytics), as bars relative to the largest. */
function HostsPerVlan({ rows }: { rows: readonly { name: string; value: number }[] }) {
  const top = rows.slice(0, 6);
  const max = Math.max(1, ...top.map((row) => row.value));
  return (
    <Card withBorder padding="sm" radius="md" data-testid="hosts-per-vlan">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
        {m.hostsPerVlan}
      </Text>
      <Stack gap={4}>
        {top.map((row) => (
          <Group key={row.name} gap="xs" wrap="nowrap">
            <Text size="xs" w={140} truncate="end" title={row.name}>
              {row.name}
            </Text>
            <Progress value={(row.value / max) * 100} size="sm" style={{ flex: 1 }} aria-label={row.name} />
            <Text size="xs" w={40} ta="right">
              {count.format(row.value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Segmentation › VLANs: statistics, the VLAN list with its hosts, and create, edit and (bulk) delete. */
export function VlansPage() {
  const scope = useScope();
  const [tableState, setTableState] = useUrlTableState();
  const edit = usePermission('update', 'vlans');
  const canEdit = edit.allowed;
  const vlans = useVlans(scope);
  const stats = useVlanStats(scope);
  const hostCounts = useVlanHostCounts(scope);
  const zones = useZones(scope);
  const { create, update, remove } = useVlanMutations();
  const [editing, setEditing] = useState<ExplorerVlan | 'new' | undefined>(undefined);
  const [deleting, setDeleting] = useState<{ vlans: ExplorerVlan[]; done: () => void } | undefined>();
  const [hostsOf, setHostsOf] = useState<ExplorerVlan | undefined>(undefined);

  const zoneNames = useMemo(() => (zones.data ?? []).map((zone) => zone.name), [zones.data]);

  const columns = useMemo<DataTableColumn<ExplorerVlan>[]>(
    () => [
      { id: 'vlan_id', header: m.vlanId, value: (row) => row.vlan_id, width: 100 },
      { id: 'name', header: m.name, value: (row) => row.name, filter: 'text' },
      { id: 'description', header: m.description, value: (row) => row.description },
      {
        id: 'zone',
        header: m.zone,
        value: (row) => row.zone ?? '',
        filter: 'select',
        cell: (row) => (row.zone ? <Badge variant="light">{row.zone}</Badge> : null),
      },
      { id: 'subnet', header: m.subnet, value: (row) => row.subnet ?? '' },
      { id: 'devices', header: m.devices, value: (row) => row.device_count, width: 100 },
      {
        id: 'hosts',
        header: m.hosts,
        value: (row) => row.host_count,
        width: 100,
        cell: (row) => (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-label={`${row.host_count} ${m.hosts.toLowerCase()} of VLAN ${row.vlan_id}`}
            onClick={(event) => {
              event.stopPropagation();
              setHostsOf(row);
            }}
          >
            {count.format(row.host_count)}
          </Button>
        ),
      },
      { id: 'ports', header: m.ports, value: (row) => row.port_count, width: 90 },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 150,
        cell: (row) => (
          <RowActionButtons
            row={`VLAN ${row.vlan_id}`}
            actions={[
              { label: m.edit, permission: edit, onClick: () => setEditing(row) },
              {
                label: m.delete,
                danger: true,
                permission: edit,
                onClick: () => setDeleting({ vlans: [row], done: () => undefined }),
              },
            ]}
          />
        ),
      },
    ],
    [edit],
  );

  const submit = (input: Parameters<typeof create.mutate>[0]['data']) => {
    const params = { explorer_network_id: scope.network };
    const done = (message: string) => {
      notifications.show({ color: 'green', message });
      setEditing(undefined);
    };
    if (editing && editing !== 'new') {
      update.mutate(
        { vlanDbId: editing.vlan_db_id, data: input, params },
        { onSuccess: (vlan) => done(m.updated(vlan.vlan_id)) },
      );
    } else {
      create.mutate({ data: input, params }, { onSuccess: (vlan) => done(m.created(vlan.vlan_id)) });
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const ids = deleting.vlans.map((vlan) => vlan.vlan_db_id);
    remove.mutate(
      { data: { data: ids }, params: { explorer_network_id: scope.network } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: m.deleted(ids.length) });
          deleting.done();
          setDeleting(undefined);
        },
      },
    );
  };

  const s = stats.data;
  return (
    <Stack p="md" gap="md">
      <Title order={2}>{m.vlansTitle}</Title>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm">
        <StatCard label={m.statVlans} value={s?.vlan_count} testId="stat-vlans" />
        <StatCard label={m.statUsed} value={s?.used_vlan_count} testId="stat-used" />
        <StatCard label={m.statUnused} value={s?.unused_vlan_count} testId="stat-unused" />
        <StatCard label={m.statDevices} value={s?.device_count} testId="stat-devices" />
        <StatCard label={m.statHosts} value={s?.host_count} testId="stat-hosts" />
      </SimpleGrid>
      {hostCounts.data && hostCounts.data.length > 0 ? <HostsPerVlan rows={hostCounts.data} /> : null}
      <DataTable<ExplorerVlan>
        data={vlans.data ?? []}
        columns={columns}
        getRowId={(row) => String(row.vlan_db_id)}
        loading={vlans.isPending}
        error={vlans.error}
        emptyText={m.emptyVlans}
        state={tableState}
        onStateChange={setTableState}
        exportFileName="vlans"
        height={520}
        selectable={canEdit}
        bulkActions={(selected, clear) => (
          <Button
            color="red"
            size="xs"
            disabled={!canEdit || selected.length === 0}
            onClick={() => setDeleting({ vlans: selected, done: clear })}
          >
            {m.deleteSelected}
          </Button>
        )}
        toolbar={
          <DisabledReason reason={edit.reason}>
            <Button size="sm" onClick={() => setEditing('new')}>
              {m.addVlan}
            </Button>
          </DisabledReason>
        }
      />
      <VlanFormModal
        opened={editing !== undefined}
        vlan={editing === 'new' ? undefined : editing}
        zones={zoneNames}
        pending={create.isPending || update.isPending}
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        opened={deleting !== undefined}
        title={m.confirmDeleteTitle(deleting?.vlans.length ?? 1)}
        confirmLabel={m.delete}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      >
        {m.confirmDeleteText(vlanNames(deleting?.vlans ?? []))}
      </ConfirmDialog>
      <VlanHostsDrawer scope={scope} vlan={hostsOf} onClose={() => setHostsOf(undefined)} />
    </Stack>
  );
}
