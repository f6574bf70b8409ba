import {
  type AssessmentFinding,
  type DeviceInfo,
  type DeviceStpInterface,
  type DeviceVlan,
  isApiError,
  useGetDevice,
  useListAssessments,
  useListTags,
} from '@lne/api-client';
import { DataTable, type DataTableColumn, type DataTableState } from '@lne/ui';
import { Badge, Card, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { usePermission } from '../../shared/context/use-access';
import { PAGE_SHOWS_NOT_FOUND } from '../../shared/errors/meta';
import { deviceDisplayName } from '../../shared/format/device-name';
import { formatIsoTime, formatUnixTime } from '../../shared/format/time';
import { vendorDisplayName } from '../../shared/format/vendor-name';
import { DEVICE_DETAIL_TABS } from '../../shared/navigation/search';
import { CLEARED_TABLE_SEARCH } from '../../shared/table/table-search';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import {
  type NeighborRow,
  ownNeighborColumns,
  ownPortColumns,
  ownRouteColumns,
  stpInterfaceColumns,
} from './columns';
import { DetailsHeading, MissingItem } from './DetailsHeading';
import { type ConfigSelection, DeviceConfigs } from './DeviceConfigs';
import { EditReason } from './EditReason';
import { idsText } from './format';
import { MapLink } from './links';
import { inventoryMessages as m } from './messages';
import { NotesEditor } from './NotesEditor';
import { TagEditor } from './TagEditor';
import { useDeviceWrites, useTagCreation } from './use-writes';

const t = m.details.tabs;

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" data-field={label}>
        {value === '' || value === undefined || value === null ? '—' : value}
      </Text>
    </Stack>
  );
}

const vlanColumns: DataTableColumn<DeviceVlan>[] = [
  { id: 'vlan', header: m.columns.vlan, value: (row) => row.vlan_id, width: 100 },
  { id: 'name', header: m.columns.vlanName, value: (row) => row.vlan_name ?? '' },
];

type FindingRow = AssessmentFinding & { check: string; key: string };

const severityColor: Record<string, string> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'blue',
};

const findingColumns: DataTableColumn<FindingRow>[] = [
  {
    id: 'severity',
    header: m.details.severity,
    value: (row) => row.severity,
    cell: (row) => (
      <Badge size="sm" variant="light" color={severityColor[row.severity] ?? 'gray'}>
        {row.severity}
      </Badge>
    ),
    filter: 'select',
    width: 120,
  },
  { id: 'check', header: m.details.check, value: (row) => row.check, filter: 'select', width: 240 },
  { id: 'issue', header: m.details.issue, value: (row) => row.message },
];

function neighborRows(info: DeviceInfo): (NeighborRow & { rowKey: string })[] {
  return Object.values(info.neighbors).flatMap((neighbor) =>
    (neighbor.connections ?? []).map((connection, index) => ({
      neigh_id: neighbor.neigh_id,
      name: neighbor.name,
      ip_address: neighbor.ip_address,
      status: neighbor.status,
      if_local: connection.if_local,
      if_remote: connection.if_remote,
      rowKey: `${neighbor.neigh_id}|${index}`,
    })),
  );
}

type TableUrlState = { state: DataTableState; onStateChange: (state: DataTableState) => void };

function Findings({
  deviceId,
  network,
  snapshot,
  table,
}: {
  deviceId: string;
  network: number;
  snapshot: number;
  table: TableUrlState;
}) {
  const report = useListAssessments({ explorer_network_id: network, snapshot_id: snapshot, type: 'any' });
  const rows = useMemo<FindingRow[]>(() => {
    const data = report.data;
    if (!data) return [];
    const titles = new Map(data.descriptions.map((d) => [d.type, d.title]));
    return Object.entries(data.results).flatMap(([type, devices]) =>
      devices
        .filter((device) => device.device_id === deviceId)
        .flatMap((device) =>
          device.results.map((finding, index) => ({
            ...finding,
            check: titles.get(type) ?? type,
            key: `${type}|${index}`,
          })),
        ),
    );
  }, [report.data, deviceId]);
  return (
    <DataTable<FindingRow>
      data={rows}
      columns={findingColumns}
      getRowId={(row) => row.key}
      {...table}
      loading={report.isPending}
      error={report.error}
      emptyText={m.empty.findings}
      exportFileName="findings"
    />
  );
}

function StpView({ info }: { info: DeviceInfo }) {
  const instances = Object.entries(info.stp?.instances ?? {});
  if (instances.length === 0) return <Text c="dimmed">{m.empty.stp}</Text>;
  return (
    <Stack gap="md">
      {instances.map(([key, instance]) => (
        <Card key={key} withBorder padding="sm">
          <Group gap="lg" mb="xs" wrap="wrap">
            <Field label={m.columns.protocol} value={info.stp?.protocol} />
            <Field label={m.columns.instance} value={key} />
            <Field label={m.columns.vlans} value={idsText(instance.mapped_vlans)} />
            <Field label={m.columns.root} value={instance.is_root ? m.stp.rootYes : m.details.no} />
            <Field label={m.columns.rootPort} value={instance.root_port} />
            <Field label={m.columns.bridgePriority} value={instance.bridge_priority} />
            <Field label={m.columns.rootBridge} value={instance.root_address?.address} />
          </Group>
          <DataTable<DeviceStpInterface>
            data={instance.interfaces ?? []}
            columns={stpInterfaceColumns}
            getRowId={(row) => row.if_no}
            height={240}
          />
        </Card>
      ))}
    </Stack>
  );
}

/** Inventory › device details (`/inventory/device/{id}`). */
export function DeviceDetailsPage() {
  const { serial: deviceId } = useParams({ from: '/_app/inventory/device/$serial' });
  const { network, snapshot, tab, config, line, diffFrom, diffTo } = useSearch({
    from: '/_app/inventory/device/$serial',
  });
  const navigate = useNavigate({ from: '/inventory/device/$serial' });
  const scope = { network, snapshot };
  // The open tab, the sort and search of its table and the Configs choices live in the URL: a reload, Back or a
  // shared link opens the same view. Another tab has other columns, so its table starts unsorted.
  const [tableState, setTableState] = useUrlTableState();
  const table = { state: tableState, onStateChange: setTableState };
  const selectTab = (next: string | null) => {
    const chosen = DEVICE_DETAIL_TABS.find((candidate) => candidate === next);
    if (chosen && chosen !== tab)
      void navigate({ search: (previous) => ({ ...previous, tab: chosen, ...CLEARED_TABLE_SEARCH }) });
  };
  const selectConfigs = (selection: ConfigSelection) =>
    void navigate({
      search: (previous) => ({
        ...previous,
        config: selection.config,
        line: selection.line,
        diffFrom: selection.diffFrom,
        diffTo: selection.diffTo,
      }),
      replace: true,
    });
  const edit = usePermission('update', 'devices');
  const canEdit = edit.allowed;
  const device = useGetDevice(
    deviceId,
    { explorer_network_id: scope.network, snapshot_id: scope.snapshot },
    { query: { meta: PAGE_SHOWS_NOT_FOUND } },
  );
  const tags = useListTags({ explorer_network_id: scope.network, snapshot_id: scope.snapshot });
  const writes = useDeviceWrites(scope);
  const tagCreation = useTagCreation(scope);
  const info = device.data?.data;
  const ports = useMemo(() => (info ? Object.values(info.ports) : []), [info]);
  const routes = useMemo(
    () => (info ? Object.entries(info.routes).map(([key, route]) => ({ ...route, rowKey: key })) : []),
    [info],
  );
  const neighbors = useMemo(() => (info ? neighborRows(info) : []), [info]);
  const vlans = useMemo(() => (info ? Object.values(info.vlans) : []), [info]);

  return (
    <Stack p="md" gap="sm">
      <DetailsHeading
        origin="devices"
        title={m.deviceDetailsTitle}
        current={info ? deviceDisplayName(info.name) : undefined}
      />
      {device.isPending && <Loader size="sm" />}
      {/* A missing device says so once, here; other failures are reported by the global handler. */}
      {device.isError && isApiError(device.error) && device.error.status === 404 ? (
        <MissingItem origin="devices" title={m.details.notFound} />
      ) : null}
      {info && (
        <>
          <Card withBorder padding="md" data-testid="device-header">
            <Group justify="space-between" align="flex-start" mb="sm">
              <Group gap="xs">
                <Title order={3}>{deviceDisplayName(info.name)}</Title>
                <Badge variant="light" color={info.known ? 'green' : 'gray'}>
                  {info.known ? m.details.known : m.details.unknown}
                </Badge>
                <MapLink name={info.name} ip={info.ip_address} />
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
              <Field label={m.columns.ip} value={info.ip_address} />
              <Field label={m.columns.vendor} value={vendorDisplayName(info.version?.vendor)} />
              <Field label={m.columns.model} value={info.version?.model} />
              <Field label={m.columns.serial} value={info.version?.serial ?? info.serial} />
              <Field label={m.columns.lastSeen} value={formatUnixTime(info.last_seen)} />
              <Field label={m.details.known} value={info.known ? m.details.yes : m.details.no} />
            </SimpleGrid>
          </Card>
          <Tabs value={tab} onChange={selectTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview">{t.overview}</Tabs.Tab>
              <Tabs.Tab value="ports">{t.ports}</Tabs.Tab>
              <Tabs.Tab value="neighbors">{t.neighbors}</Tabs.Tab>
              <Tabs.Tab value="routes">{t.routes}</Tabs.Tab>
              <Tabs.Tab value="vlans">{t.vlans}</Tabs.Tab>
              <Tabs.Tab value="stp">{t.stp}</Tabs.Tab>
              <Tabs.Tab value="notes">{t.notes}</Tabs.Tab>
              <Tabs.Tab value="tags">{t.tags}</Tabs.Tab>
              <Tabs.Tab value="findings">{t.findings}</Tabs.Tab>
              <Tabs.Tab value="configs">{t.configs}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
                <Field label={m.columns.name} value={deviceDisplayName(info.name)} />
                <Field label={m.columns.ip} value={info.ip_address} />
                <Field label={m.columns.mac} value={info.mac?.address} />
                <Field label={m.details.type} value={info.dev_type} />
                <Field label={m.columns.vendor} value={vendorDisplayName(info.version?.vendor)} />
                <Field label={m.columns.model} value={info.version?.model} />
                <Field label={m.columns.software} value={info.version?.software} />
                <Field label={m.columns.serial} value={info.version?.serial ?? info.serial} />
                <Field label={m.columns.lastSeen} value={formatUnixTime(info.last_seen)} />
                <Field label={m.details.created} value={formatIsoTime(device.data?.created)} />
                <Field label={t.ports} value={ports.length} />
                <Field label={t.neighbors} value={neighbors.length} />
                <Field label={m.details.hostsSeen} value={Object.keys(info.hosts).length} />
                <Field label={t.vlans} value={idsText(vlans.map((vlan) => vlan.vlan_id))} />
                <Field label={m.columns.tags} value={info.tags.map((tag) => tag.name).join(', ')} />
                <Field label={m.columns.notes} value={info.notes} />
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="ports" pt="md">
              <DataTable
                data={ports}
                columns={ownPortColumns}
                getRowId={(row) => row.if_no}
                {...table}
                emptyText={m.empty.ports}
                exportFileName={`${info.name || deviceId}-ports`}
              />
            </Tabs.Panel>
            <Tabs.Panel value="neighbors" pt="md">
              <DataTable
                data={neighbors}
                columns={ownNeighborColumns}
                getRowId={(row) => row.rowKey}
                {...table}
                emptyText={m.empty.neighbors}
                exportFileName={`${info.name || deviceId}-neighbors`}
              />
            </Tabs.Panel>
            <Tabs.Panel value="routes" pt="md">
              <DataTable
                data={routes}
                columns={ownRouteColumns}
                getRowId={(row) => row.rowKey}
                {...table}
                emptyText={m.empty.routes}
                exportFileName={`${info.name || deviceId}-routes`}
              />
            </Tabs.Panel>
            <Tabs.Panel value="vlans" pt="md">
              <DataTable
                data={vlans}
                columns={vlanColumns}
                getRowId={(row) => String(row.vlan_id)}
                {...table}
                emptyText={m.empty.vlans}
                exportFileName={`${info.name || deviceId}-vlans`}
              />
            </Tabs.Panel>
            <Tabs.Panel value="stp" pt="md">
              <StpView info={info} />
            </Tabs.Panel>
            <Tabs.Panel value="notes" pt="md">
              <NotesEditor
                notes={info.notes}
                disabled={!canEdit}
                compact={false}
                onSave={(text) => writes.setNotes(deviceId, text)}
              />
              <EditReason reason={edit.reason} />
            </Tabs.Panel>
            <Tabs.Panel value="tags" pt="md">
              {info.tags.length === 0 && !canEdit ? (
                <Text c="dimmed">{m.empty.tags}</Text>
              ) : (
                <TagEditor
                  value={info.tags}
                  allTags={tags.data ?? []}
                  disabled={!canEdit}
                  onChange={(ids) => void writes.setTags(deviceId, ids)}
                  onCreate={tagCreation.createTag}
                  busy={tagCreation.busy}
                />
              )}
              <EditReason reason={edit.reason} />
            </Tabs.Panel>
            <Tabs.Panel value="findings" pt="md">
              <Findings deviceId={deviceId} network={scope.network} snapshot={scope.snapshot} table={table} />
            </Tabs.Panel>
            <Tabs.Panel value="configs" pt="md">
              <DeviceConfigs
                deviceId={deviceId}
                network={scope.network}
                snapshot={scope.snapshot}
                canEdit={canEdit}
                selection={{ config, line, diffFrom, diffTo }}
                onSelectionChange={selectConfigs}
              />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
