import type {
  DeviceNeighborRow,
  DevicePort,
  DeviceRoute,
  DeviceStpInstanceRow,
  DeviceStpInterface,
} from '@lne/api-client';
import type { DataTableColumn } from '@lne/ui';
import { Badge } from '@mantine/core';
import { deviceDisplayName } from '../../shared/format/device-name';
import { formatSpeed } from '../../shared/format/speed';
import { DeviceLink } from '../../shared/navigation/DeviceLink';
import { idsText } from './format';
import { DeviceNameCell } from './links';
import { inventoryMessages as m } from './messages';

/** Rows of the flat inventory lists carry their device; the device details page leaves it out. */
type OnDevice = { device_id?: string; device_name?: string };

function deviceColumn<T extends OnDevice>(): DataTableColumn<T> {
  return {
    id: 'device',
    header: m.columns.device,
    value: (row) => deviceDisplayName(row.device_name),
    cell: (row) => <DeviceNameCell id={row.device_id ?? ''} name={row.device_name ?? ''} />,
    filter: 'text',
    width: 200,
  };
}

function withDevice<T extends OnDevice>(
  columns: DataTableColumn<T>[],
  device: boolean,
): DataTableColumn<T>[] {
  return device ? [deviceColumn<T>(), ...columns] : columns;
}

/** STP rows allow extra fields, so TypeScript widens theirs: read them as text or numbers. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const mac = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'address' in value ? text(value.address) : '';
const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

const stateColor = (state: string | undefined) =>
  state === 'up' ? 'green' : state === 'down' ? 'gray' : state ? 'red' : 'gray';

function portColumnList<T extends DevicePort & OnDevice>(): DataTableColumn<T>[] {
  return [
    { id: 'port', header: m.columns.port, value: (row) => row.if_no, filter: 'text', width: 200 },
    {
      id: 'state',
      header: m.columns.state,
      value: (row) => row.if_state ?? '',
      cell: (row) =>
        row.if_state ? (
          <Badge size="sm" variant="light" color={stateColor(row.if_state)}>
            {row.if_state}
          </Badge>
        ) : null,
      filter: 'select',
      width: 120,
    },
    { id: 'type', header: m.columns.type, value: (row) => row.port_type ?? '', filter: 'select', width: 110 },
    { id: 'vlan', header: m.columns.vlan, value: (row) => row.vlan_id ?? null, width: 80 },
    { id: 'tagged', header: m.columns.tagged, value: (row) => idsText(row.tagged), width: 140 },
    {
      id: 'description',
      header: m.columns.description,
      value: (row) => row.description ?? '',
      filter: 'text',
    },
    {
      id: 'speed',
      header: m.columns.speed,
      value: (row) => (row.speed === null || row.speed === undefined ? null : row.speed),
      text: formatSpeed,
      width: 90,
    },
    {
      id: 'duplex',
      header: m.columns.duplex,
      value: (row) => row.duplex ?? '',
      filter: 'select',
      width: 100,
    },
  ];
}

function routeColumnList<T extends DeviceRoute & OnDevice>(): DataTableColumn<T>[] {
  return [
    {
      id: 'network',
      header: m.columns.network,
      value: (row) => row.network ?? '',
      filter: 'text',
      width: 150,
    },
    { id: 'mask', header: m.columns.mask, value: (row) => row.mask ?? '', width: 150 },
    {
      id: 'protocol',
      header: m.columns.protocol,
      value: (row) => row.protocol ?? '',
      filter: 'select',
      width: 120,
    },
    { id: 'nexthopIp', header: m.columns.nexthopIp, value: (row) => row.nexthop_ip ?? '', width: 150 },
    { id: 'nexthopIf', header: m.columns.nexthopInterface, value: (row) => row.nexthop_if ?? '', width: 180 },
    { id: 'vrf', header: m.columns.vrf, value: (row) => row.vrf ?? '', filter: 'select', width: 120 },
  ];
}

export type NeighborRow = Pick<DeviceNeighborRow, 'neigh_id' | 'if_local' | 'if_remote'> & {
  name?: string;
  ip_address?: string;
  status?: string;
} & OnDevice;

function neighborColumnList<T extends NeighborRow>(): DataTableColumn<T>[] {
  return [
    {
      id: 'neighbor',
      header: m.columns.neighbor,
      value: (row) => deviceDisplayName(row.name),
      cell: (row) =>
        row.status === 'unknown' ? (
          deviceDisplayName(row.name)
        ) : (
          <DeviceLink id={row.neigh_id} name={row.name ?? ''} />
        ),
      filter: 'text',
      width: 200,
    },
    { id: 'neighborIp', header: m.columns.neighborIp, value: (row) => row.ip_address ?? '', width: 140 },
    {
      id: 'status',
      header: m.columns.status,
      value: (row) => row.status ?? '',
      filter: 'select',
      width: 100,
    },
    { id: 'localIf', header: m.columns.localInterface, value: (row) => row.if_local, width: 170 },
    { id: 'remoteIf', header: m.columns.remoteInterface, value: (row) => row.if_remote, width: 170 },
  ];
}

export const devicePortColumns = withDevice(portColumnList(), true);
export const ownPortColumns = portColumnList<DevicePort>();
export const deviceRouteColumns = withDevice(routeColumnList(), true);
export const ownRouteColumns = routeColumnList<DeviceRoute>();
export const deviceNeighborColumns = withDevice(neighborColumnList<NeighborRow>(), true);
export const ownNeighborColumns = neighborColumnList<NeighborRow>();

export const stpDeviceColumns: DataTableColumn<DeviceStpInstanceRow>[] = [
  deviceColumn<DeviceStpInstanceRow>(),
  {
    id: 'root',
    header: m.columns.root,
    value: (row) => (row.is_root === true ? m.details.yes : m.details.no),
    cell: (row) =>
      row.is_root === true ? (
        <Badge size="sm" color="blue" variant="light">
          {m.stp.rootYes}
        </Badge>
      ) : (
        m.details.no
      ),
    filter: 'select',
    width: 130,
  },
  { id: 'protocol', header: m.columns.protocol, value: (row) => text(row.protocol), width: 100 },
  { id: 'instance', header: m.columns.instance, value: (row) => text(row.stp_instance_id), width: 100 },
  { id: 'vlans', header: m.columns.vlans, value: (row) => idsText(ids(row.mapped_vlans)), width: 160 },
  { id: 'rootPort', header: m.columns.rootPort, value: (row) => text(row.root_port), width: 180 },
  {
    id: 'bridgePriority',
    header: m.columns.bridgePriority,
    value: (row) => num(row.bridge_priority),
    width: 130,
  },
  { id: 'bridgeAddress', header: m.columns.mac, value: (row) => mac(row.bridge_address), width: 150 },
  { id: 'rootBridge', header: m.columns.rootBridge, value: (row) => mac(row.root_address), width: 150 },
];

export const stpInterfaceColumns: DataTableColumn<DeviceStpInterface>[] = [
  { id: 'port', header: m.columns.port, value: (row) => row.if_no, width: 200 },
  { id: 'role', header: m.columns.role, value: (row) => row.role ?? '', filter: 'select', width: 130 },
  { id: 'state', header: m.columns.state, value: (row) => row.state ?? '', filter: 'select', width: 130 },
  { id: 'cost', header: m.columns.cost, value: (row) => row.cost ?? null, width: 100 },
  { id: 'priority', header: m.columns.priority, value: (row) => row.priority ?? null, width: 100 },
];
