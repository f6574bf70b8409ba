import {
  type DeviceListItem,
  type DevicePortRow,
  type DeviceRouteRow,
  type DeviceStpInstanceRow,
  useListDeviceNeighbors,
  useListDevicePorts,
  useListDeviceRoutes,
  useListDevices,
  useListStpInstanceDevices,
  useListStpInstances,
  useListStpProtocols,
} from '@lne/api-client';
import { DataTable } from '@lne/ui';
import { Group, Select } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useUrlTableState } from '../table/use-url-table-state';
import {
  deviceNeighborColumns,
  devicePortColumns,
  deviceRouteColumns,
  type NeighborRow,
  type StpListRow,
  stpDeviceColumns,
} from './columns';
import { deviceDisplayName } from './device-name';
import { inventoryMessages as m } from './messages';
import { chosenOrFirst } from './stp-choice';
import { instanceVlans, isMstpCist } from './stp-vlans';

function useScopeParams() {
  const { network, snapshot } = useSearch({ from: '/_app/inventory/network-devices' });
  return { explorer_network_id: network, snapshot_id: snapshot };
}

/** Rows keyed by their position: the flat lists have no id of their own. */
function keyed<T>(rows: readonly T[] | undefined): (T & { rowKey: string })[] {
  return (rows ?? []).map((row, index) => ({ ...row, rowKey: String(index) }));
}

export function NeighborsTab() {
  const params = useScopeParams();
  const [state, setState] = useUrlTableState();
  const answer = useListDeviceNeighbors(params);
  const rows = useMemo(() => keyed<NeighborRow>(answer.data), [answer.data]);
  return (
    <DataTable
      data={rows}
      columns={deviceNeighborColumns}
      getRowId={(row) => row.rowKey}
      state={state}
      onStateChange={setState}
      loading={answer.isPending}
      error={answer.error}
      emptyText={m.empty.neighbors}
      exportFileName="neighbors"
    />
  );
}

export function RoutesTab() {
  const params = useScopeParams();
  const [state, setState] = useUrlTableState();
  const answer = useListDeviceRoutes(params);
  const rows = useMemo(() => keyed<DeviceRouteRow>(answer.data), [answer.data]);
  return (
    <DataTable
      data={rows}
      columns={deviceRouteColumns}
      getRowId={(row) => row.rowKey}
      state={state}
      onStateChange={setState}
      loading={answer.isPending}
      error={answer.error}
      emptyText={m.empty.routes}
      exportFileName="routes"
    />
  );
}

export function PortsTab() {
  const params = useScopeParams();
  const [state, setState] = useUrlTableState();
  const answer = useListDevicePorts(params);
  const rows = useMemo(() => keyed<DevicePortRow>(answer.data), [answer.data]);
  return (
    <DataTable
      data={rows}
      columns={devicePortColumns}
      getRowId={(row) => row.rowKey}
      state={state}
      onStateChange={setState}
      loading={answer.isPending}
      error={answer.error}
      emptyText={m.empty.ports}
      exportFileName="ports"
    />
  );
}

/**
 * Devices of one spanning-tree instance. The chosen protocol and instance are in the URL (`stpProtocol`,
 * `stpInstance`); without them, or when the network has no such one, the first of each is shown.
 */
/** Each device's instance-0 VLANs, by device id, from the full device records (their VLANs and mapping). */
function cistVlansOf(devices: readonly DeviceListItem[] | undefined): Map<string, number[]> {
  const vlans = new Map<string, number[]>();
  for (const { unique_id: id, data: info } of devices ?? []) {
    if (!info.stp?.instances) continue;
    const deviceVlans = Object.values(info.vlans).map((vlan) => vlan.vlan_id);
    vlans.set(id, instanceVlans(info.stp.protocol, '0', info.stp.instances, deviceVlans));
  }
  return vlans;
}

/**
 * MSTP's instance 0 (the CIST) carries every VLAN not mapped to another instance, which the instance rows do not
 * list: they follow from each device's own VLANs and mapping. Those come from the full device list, asked for only
 * while MSTP instance 0 is shown: one call, where one call per device would be thousands on a large campus.
 */
function useCistVlans(
  rows: readonly DeviceStpInstanceRow[] | undefined,
  params: { explorer_network_id: number; snapshot_id: number },
): { vlans: Map<string, number[]>; pending: boolean } {
  const needed = (rows ?? []).some((row) => isMstpCist(row.protocol, row.stp_instance_id));
  const devices = useListDevices(params, { query: { enabled: needed } });
  const vlans = useMemo(() => cistVlansOf(devices.data), [devices.data]);
  return { vlans, pending: needed && devices.isPending };
}

export function SpanningTreeTab() {
  const params = useScopeParams();
  const [state, setState] = useUrlTableState();
  const { stpProtocol, stpInstance } = useSearch({ from: '/_app/inventory/network-devices' });
  const navigate = useNavigate({ from: '/inventory/network-devices' });
  const choose = (next: { stpProtocol?: string | undefined; stpInstance?: number | undefined }) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
  const protocols = useListStpProtocols(params);
  const protocol = chosenOrFirst(
    (protocols.data ?? []).map((p) => p.protocol),
    stpProtocol,
  );
  const instances = useListStpInstances(
    { ...params, ...(protocol ? { stp_protocol: protocol } : {}) },
    { query: { enabled: protocol !== null } },
  );
  const instance = chosenOrFirst(
    (instances.data ?? []).map((i) => i.stp_instance_id),
    stpInstance === undefined ? undefined : String(stpInstance),
  );
  const devices = useListStpInstanceDevices(
    instance ?? '',
    { ...params, ...(protocol ? { stp_protocol: protocol } : {}) },
    { query: { enabled: instance !== null } },
  );
  const cist = useCistVlans(devices.data, params);
  const rows = useMemo(
    () =>
      keyed<StpListRow>(
        (devices.data ?? []).map((row) =>
          isMstpCist(row.protocol, row.stp_instance_id)
            ? { ...row, shownVlans: cist.vlans.get(row.device_id) ?? [] }
            : row,
        ),
      ),
    [devices.data, cist.vlans],
  );
  const toolbar = (
    <Group gap="xs">
      <Select
        size="xs"
        w={140}
        aria-label={m.stp.protocol}
        placeholder={m.stp.protocol}
        data={(protocols.data ?? []).map((p) => p.protocol)}
        value={protocol}
        onChange={(value) => choose({ stpProtocol: value ?? undefined, stpInstance: undefined })}
      />
      <Select
        size="xs"
        w={200}
        aria-label={m.stp.instance}
        placeholder={m.stp.instance}
        data={(instances.data ?? []).map((i) => ({
          value: i.stp_instance_id,
          label: `${i.stp_instance_id}${i.root_device_id ? ` (root ${deviceDisplayName(i.root_device_name)})` : ''}`,
        }))}
        value={instance}
        onChange={(value) =>
          choose({
            stpProtocol: protocol ?? undefined,
            // Instance numbers go to the URL as numbers (`stpInstance=1`, not `"1"`).
            stpInstance: value !== null && /^\d+$/.test(value) ? Number(value) : undefined,
          })
        }
      />
    </Group>
  );
  return (
    <DataTable
      data={rows}
      columns={stpDeviceColumns}
      getRowId={(row) => row.rowKey}
      state={state}
      onStateChange={setState}
      toolbar={toolbar}
      loading={protocols.isPending || (instance !== null && devices.isPending) || cist.pending}
      error={protocols.error ?? instances.error ?? devices.error}
      emptyText={protocol !== null && instance === null ? m.stp.pick : m.empty.stp}
      exportFileName="spanning-tree"
    />
  );
}
