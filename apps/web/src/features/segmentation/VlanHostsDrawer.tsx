import type { ExplorerVlan, HostListItem } from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import { Anchor, Drawer } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Scope } from '../../shared/context/scope';
import { deviceDisplayName } from '../../shared/format/device-name';
import { formatUnixTime } from '../../shared/format/time';
import { useVlanHosts } from './api';
import { firstAddress } from './format';
import { segmentationMessages as m } from './messages';

const columns: DataTableColumn<HostListItem>[] = [
  {
    id: 'ip',
    header: m.ip,
    value: (row) => firstAddress(row.data.addresses),
    cell: (row) => (
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link {...props} to="/inventory/host/$ulid" params={{ ulid: row.unique_id }} />
        )}
      >
        {firstAddress(row.data.addresses) || row.data.mac.address}
      </Anchor>
    ),
  },
  { id: 'mac', header: m.mac, value: (row) => row.data.mac.address },
  { id: 'vendor', header: m.vendor, value: (row) => row.data.vendor, filter: 'select' },
  {
    id: 'seen_on',
    header: m.seenOn,
    value: (row) => (row.data.seen_on_device ? deviceDisplayName(row.data.seen_on_device_name) : ''),
  },
  { id: 'port', header: m.port, value: (row) => row.data.port_if_no_short ?? row.data.port_if_no ?? '' },
  { id: 'last_seen', header: m.lastSeen, value: (row) => formatUnixTime(row.data.last_seen) },
];

/** The hosts seen in a VLAN, each linked to its host details. */
export function VlanHostsDrawer({
  scope,
  vlan,
  onClose,
}: {
  scope: Scope;
  vlan: ExplorerVlan | undefined;
  onClose: () => void;
}) {
  const hosts = useVlanHosts(scope, vlan?.vlan_id);
  return (
    <Drawer
      opened={vlan !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={vlan ? m.hostsOfVlan(vlan.vlan_id, vlan.name) : ''}
    >
      {vlan ? (
        <DataTable<HostListItem>
          data={hosts.data ?? []}
          columns={columns}
          getRowId={(row) => row.unique_id}
          loading={hosts.isPending}
          error={hosts.error}
          emptyText={m.emptyHosts}
          exportFileName={`vlan-${vlan.vlan_id}-hosts`}
          height={560}
        />
      ) : null}
    </Drawer>
  );
}
