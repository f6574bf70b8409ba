import type { ExplorerZone } from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useScope } from '../../shared/context/scope';
import { tableHeight } from '../../shared/table/table-height';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { useZones } from './api';
import { segmentationMessages as m } from './messages';

const MAX_VLAN_BADGES = 6;

/** The zone's 802.1Q ids, once each (a VLAN id recurs per site), with the names it has. */
function vlanIds(zone: ExplorerZone): { id: number; names: string }[] {
  const names = new Map<number, Set<string>>();
  for (const vlan of zone.vlans)
    names.set(vlan.vlan_id, (names.get(vlan.vlan_id) ?? new Set()).add(vlan.name));
  return [...names.entries()].map(([id, set]) => ({ id, names: [...set].join(', ') }));
}

const columns: DataTableColumn<ExplorerZone>[] = [
  { id: 'name', header: m.zone, value: (row) => row.name, width: 180 },
  {
    id: 'purdue_level',
    header: m.purdueLevel,
    value: (row) => row.purdue_level ?? '',
    width: 130,
    cell: (row) =>
      row.purdue_level ? (
        <Badge variant="light" color="grape">
          {row.purdue_level}
        </Badge>
      ) : null,
  },
  { id: 'description', header: m.description, value: (row) => row.description },
  {
    id: 'vlans',
    header: m.vlans,
    value: (row) =>
      vlanIds(row)
        .map(({ id }) => id)
        .join(' '),
    sortable: false,
    cell: (row) => (
      <Group gap={4} wrap="nowrap">
        {vlanIds(row)
          .slice(0, MAX_VLAN_BADGES)
          .map(({ id, names }) => (
            <Badge key={id} variant="outline" size="sm" title={names}>
              {id}
            </Badge>
          ))}
        {vlanIds(row).length > MAX_VLAN_BADGES ? (
          <Text size="xs" c="dimmed">
            +{vlanIds(row).length - MAX_VLAN_BADGES}
          </Text>
        ) : null}
      </Group>
    ),
  },
  {
    id: 'vlan_count',
    header: `${m.vlans} #`,
    value: (row) => row.vlan_count,
    width: 90,
    hiddenByDefault: true,
  },
  { id: 'device_count', header: m.devices, value: (row) => row.device_count, width: 100 },
  { id: 'host_count', header: m.hosts, value: (row) => row.host_count, width: 100 },
  {
    id: 'links',
    header: '',
    value: () => '',
    sortable: false,
    width: 120,
    cell: (row) =>
      row.vlan_count > 0 ? (
        <Anchor
          size="sm"
          aria-label={`${m.showVlans} of ${row.name}`}
          renderRoot={(props) => (
            <Link
              {...props}
              to="/segmentation/vlans"
              search={(previous) => ({
                ...previous,
                q: undefined,
                sort: undefined,
                cols: undefined,
                filters: { zone: row.name },
              })}
            />
          )}
        >
          {m.showVlans}
        </Anchor>
      ) : null,
  },
];

/** Segmentation › Zones: the security zones (Purdue levels) with their VLANs, devices and hosts. */
export function ZonesPage() {
  const scope = useScope();
  const [tableState, setTableState] = useUrlTableState();
  const zones = useZones(scope);
  return (
    <Stack p="md" gap="md">
      <Title order={2}>{m.zonesTitle}</Title>
      <Text c="dimmed" size="sm">
        {m.zoneIntro}{' '}
        <Anchor
          size="sm"
          underline="always"
          renderRoot={(props) => <Link {...props} to="/segmentation/vlans" />}
        >
          {m.showVlans}
        </Anchor>
      </Text>
      <DataTable<ExplorerZone>
        data={zones.data ?? []}
        columns={columns}
        getRowId={(row) => String(row.zone_id)}
        loading={zones.isPending}
        error={zones.error}
        emptyText={m.emptyZones}
        state={tableState}
        onStateChange={setTableState}
        exportFileName="zones"
        height={tableHeight(zones.data?.length ?? 0, 480)}
      />
    </Stack>
  );
}
