import {
  type DevicePortRow,
  type DeviceRouteRow,
  type DeviceStpInstanceRow,
  useListDeviceNeighbors,
  useListDevicePorts,
  useListDeviceRoutes,
  useListStpInstanceDevices,
  useListStpInstances,
  useListStpProtocols,
} from '@lne/api-client';
import { DataTable } from '@lne/ui';
import { Group, Select } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { deviceDisplayName } from '../../shared/format/device-name';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import {
  deviceNeighborColumns,
  devicePortColumns,
  deviceRouteColumns,
  type NeighborRow,
  stpDeviceColumns,
} from './columns';
import { inventoryMessages as m } from './messages';
import { chosenOrFirst } from './stp-choice';

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
  const rows = useMemo(() => keyed<DeviceStpInstanceRow>(devices.data), [devices.data]);
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
      loading={protocols.isPending || (instance !== null && devices.isPending)}
      error={protocols.error ?? instances.error ?? devices.error}
      emptyText={protocol !== null && instance === null ? m.stp.pick : m.empty.stp}
      exportFileName="spanning-tree"
    />
  );
}
