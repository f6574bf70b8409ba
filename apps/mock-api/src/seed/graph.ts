import { type LinkFacts, linkFacts } from '../analysis/links';
import { addressText } from '../model/address-text';
import type { DeviceRecord, HostRecord, NetworkData } from '../model/documents';

/** Cytoscape element JSON of the base graph, as the real backend answers it. */
export type GroupNodeData = { id: string; node_type: 'group'; label: string; title: string; parent?: string };
export type DeviceNodeData = {
  id: string;
  db_id: number;
  node_type: 'device';
  dev_type: string;
  vendor: string;
  known: boolean;
  new_device: boolean;
  parent: string;
  label: string;
  title: string;
};
export type HostNodeData = {
  id: string;
  node_type: 'host';
  vendor: string;
  new_device: boolean;
  label: string;
};
export type GraphNode = { data: GroupNodeData | DeviceNodeData | HostNodeData; classes: string | string[] };
export type DeviceEdgeData = {
  id: string;
  source: string;
  target: string;
  redundancy: number;
} & Partial<LinkFacts>;
export type HostEdgeData = { id: string; source: string; target: string; label: string };
export type GraphEdge = { data: DeviceEdgeData | HostEdgeData; classes: string | string[] };
export type BaseGraph = { nodes: GraphNode[]; edges: GraphEdge[] };

export function edgeId(a: string, b: string): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** The node of a group. */
export function groupNode(group: NetworkData['groups'][number]): GraphNode {
  const data: GroupNodeData = { id: group.id, node_type: 'group', label: group.label, title: group.title };
  if (group.parent) data.parent = group.parent;
  return { data, classes: ['group', group.kind] };
}

/** The node of a device; `tagNames` names the network's tags by id. */
export function deviceNode(device: DeviceRecord, tagNames: ReadonlyMap<number, string>): GraphNode {
  const info = device.data;
  const tags = device.tag_ids.map((id) => tagNames.get(id) ?? String(id)).join(', ');
  return {
    data: {
      id: device.unique_id,
      db_id: device.id,
      node_type: 'device',
      dev_type: device.dev_type,
      vendor: info.version.vendor,
      known: info.known,
      new_device: device.new_device,
      parent: device.group_id,
      label: `${info.known ? info.name : 'Discovered Device'}\n${info.ip_address}`,
      title: [
        `Name: ${info.name}`,
        `Serial: ${info.version.serial}`,
        `Vendor: ${info.version.vendor}`,
        `IP: ${info.ip_address}`,
        `MAC: ${info.mac.address}`,
        `Tags: ${tags}`,
      ].join('\n'),
    },
    classes: ['device', device.dev_type, info.known ? 'known' : 'unknown'],
  };
}

/**
 * The device–device edges a device's neighbour entries give, in their order (one per neighbour entry; the
 * base graph keeps the first edge of each id whose other end is a device of the network), with the link's
 * ports, how it is known, whether one end only reports it and its LAG (`linkFacts`); `peerOf` gives the
 * neighbour's own document when the network has it.
 */
export function deviceEdges(
  device: DeviceRecord,
  peerOf: (id: string) => DeviceRecord | undefined = () => undefined,
): GraphEdge[] {
  return Object.values(device.data.neighbors).map((neighbor) => {
    const deviceIsSource = device.unique_id < neighbor.neigh_id;
    const [source, target] = deviceIsSource
      ? [device.unique_id, neighbor.neigh_id]
      : [neighbor.neigh_id, device.unique_id];
    return {
      data: {
        id: edgeId(source, target),
        source,
        target,
        redundancy: neighbor.connections.length,
        ...linkFacts(device, neighbor, deviceIsSource, peerOf(neighbor.neigh_id)),
      },
      classes: 'device-edge',
    };
  });
}

/** The node of a host (shown when the device it was seen on is in the network). */
export function hostNode(host: HostRecord): GraphNode {
  const info = host.data;
  return {
    data: {
      id: info.hw_id,
      node_type: 'host',
      vendor: info.vendor,
      new_device: host.new_device,
      label: `${addressText(info.addresses[0]) ?? ''}\n${info.vendor}`,
    },
    classes: ['host'],
  };
}

/** The edge between a host and the device it was seen on. */
export function hostEdge(host: HostRecord, deviceId: string): GraphEdge {
  const info = host.data;
  const id = edgeId(deviceId, info.hw_id);
  const [source, target] = deviceId < info.hw_id ? [deviceId, info.hw_id] : [info.hw_id, deviceId];
  return { data: { id, source, target, label: `vl ${info.vlan_ids[0] ?? ''}` }, classes: 'host-edge' };
}

/** Derives the base graph: group nodes, device nodes, host nodes, device–device and device–host edges. */
export function toBaseGraph(network: NetworkData): BaseGraph {
  const tagNames = new Map(network.tags.map((t) => [t.tag_id, t.name]));
  const nodes: GraphNode[] = network.groups.map(groupNode);
  const devices = new Map<string, DeviceRecord>();
  for (const device of network.devices) {
    devices.set(device.unique_id, device);
    nodes.push(deviceNode(device, tagNames));
  }
  const deviceIds = new Set(devices.keys());
  const edges: GraphEdge[] = [];
  const seen = new Set<string>();
  for (const device of network.devices) {
    for (const edge of deviceEdges(device, (id) => devices.get(id))) {
      const other = edge.data.source === device.unique_id ? edge.data.target : edge.data.source;
      if (!deviceIds.has(other) || seen.has(edge.data.id)) continue;
      seen.add(edge.data.id);
      edges.push(edge);
    }
  }
  for (const host of network.hosts) {
    const on = host.data.seen_on_device;
    if (on === null || !deviceIds.has(on)) continue;
    nodes.push(hostNode(host));
    edges.push(hostEdge(host, on));
  }
  return { nodes, edges };
}
