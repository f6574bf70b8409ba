import type { NetworkData } from './types';

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
export type DeviceEdgeData = { id: string; source: string; target: string; redundancy: number };
export type HostEdgeData = { id: string; source: string; target: string; label: string };
export type GraphEdge = { data: DeviceEdgeData | HostEdgeData; classes: string | string[] };
export type BaseGraph = { nodes: GraphNode[]; edges: GraphEdge[] };

export function edgeId(a: string, b: string): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** Derives the base graph: group nodes, device nodes, host nodes, device–device and device–host edges. */
export function toBaseGraph(network: NetworkData): BaseGraph {
  const tagNames = new Map(network.tags.map((t) => [t.tag_id, t.name]));
  const nodes: GraphNode[] = [];
  for (const group of network.groups) {
    const data: GroupNodeData = { id: group.id, node_type: 'group', label: group.label, title: group.title };
    if (group.parent) data.parent = group.parent;
    nodes.push({ data, classes: ['group', group.kind] });
  }
  const deviceIds = new Set<string>();
  for (const device of network.devices) {
    const info = device.data;
    deviceIds.add(device.unique_id);
    const tags = device.tag_ids.map((id) => tagNames.get(id) ?? String(id)).join(', ');
    nodes.push({
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
    });
  }
  const edges: GraphEdge[] = [];
  const seen = new Set<string>();
  for (const device of network.devices) {
    for (const neighbor of Object.values(device.data.neighbors)) {
      if (!deviceIds.has(neighbor.neigh_id)) continue;
      const id = edgeId(device.unique_id, neighbor.neigh_id);
      if (seen.has(id)) continue;
      seen.add(id);
      const [source, target] =
        device.unique_id < neighbor.neigh_id
          ? [device.unique_id, neighbor.neigh_id]
          : [neighbor.neigh_id, device.unique_id];
      edges.push({
        data: { id, source, target, redundancy: neighbor.connections.length },
        classes: 'device-edge',
      });
    }
  }
  for (const host of network.hosts) {
    const info = host.data;
    if (!deviceIds.has(info.seen_on_device)) continue;
    nodes.push({
      data: {
        id: info.hw_id,
        node_type: 'host',
        vendor: info.vendor,
        new_device: host.new_device,
        label: `${info.addresses[0]?.ipv4 ?? ''}\n${info.vendor}`,
      },
      classes: ['host'],
    });
    const id = edgeId(info.seen_on_device, info.hw_id);
    const [source, target] =
      info.seen_on_device < info.hw_id
        ? [info.seen_on_device, info.hw_id]
        : [info.hw_id, info.seen_on_device];
    edges.push({ data: { id, source, target, label: `vl ${info.vlan_ids[0] ?? ''}` }, classes: 'host-edge' });
  }
  return { nodes, edges };
}
