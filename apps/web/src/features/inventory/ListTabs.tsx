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
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useUrlTableState } from '../table/use-url-table-state';
import {
  deviceNeighborColumns,
  devicePortColumns,
  deviceRouteColumns,
  type NeighborRow,
  stpDeviceColumns,
} from './columns';
import { inventoryMessages as m } from './messages';

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

/** Devices of one spanning-tree instance; the first protocol and instance are chosen at first. */
export function SpanningTreeTab() {
  const params = useScopeParams();
  const [state, setState] = useUrlTableState();
  const [protocolChoice, setProtocol] = useState<string | null>(null);
  const [instanceChoice, setInstance] = useState<string | null>(null);
  const protocols = useListStpProtocols(params);
  const protocol = protocolChoice ?? protocols.data?.[0]?.protocol ?? null;
  const instances = useListStpInstances(
    { ...params, ...(protocol ? { stp_protocol: protocol } : {}) },
    { query: { enabled: protocol !== null } },
  );
  const instance = instanceChoice ?? instances.data?.[0]?.stp_instance_id ?? null;
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
        onChange={(value) => {
          setProtocol(value);
          setInstance(null);
        }}
      />
      <Select
        size="xs"
        w={200}
        aria-label={m.stp.instance}
        placeholder={m.stp.instance}
        data={(instances.data ?? []).map((i) => ({
          value: i.stp_instance_id,
          label: `${i.stp_instance_id}${i.root_device_name ? ` (root ${i.root_device_name})` : ''}`,
        }))}
        value={instance}
        onChange={setInstance}
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
