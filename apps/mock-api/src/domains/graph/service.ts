import {
  componentsView,
  type DifferenceResult,
  differenceView,
  type EdgeElement,
  type EdgePorts,
  type Elements,
  type ImpactSets,
  impactSets,
  impactView,
  isGroup,
  type NodeElement,
  type StpMember,
  spanningTreeView,
  topologyKey,
} from '../../analysis/graph';
import type { AppContext } from '../../context';
import { readDocs, type Scope, type StoredHost } from '../../db/network-store';
import { docSorter } from '../../db/sorted-docs';
import { HttpError } from '../../errors';
import { addressText } from '../../model/address-text';
import type { DeviceRecord, GroupNode, NetworkData, Tag } from '../../model/documents';
import { deviceEdges, deviceNode, edgeId, groupNode, hostEdge, hostNode } from '../../seed/graph';
import { deviceMatches } from '../devices/service';
import { hostMatches } from '../hosts/service';
import type { ListFilters } from '../list-filters';
import { type LayoutInfo, readLayout } from '../netmap-layout/service';

export type GraphQuery = ListFilters & {
  dataType: 'all' | 'devices' | 'hosts';
  filter?: Record<string, unknown> | undefined;
  cutOffTs?: number | undefined;
};

/** Parses the `filter` query: a JSON object of field → value or list of values; 422 otherwise. */
export function parseGraphFilter(raw: string | undefined): Record<string, unknown> | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const invalid = () =>
    new HttpError(422, [
      { type: 'value_error', loc: ['query', 'filter'], msg: 'Value error, filter must be a JSON object' },
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid();
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid();
  return parsed as Record<string, unknown>;
}

function matchesJsonFilter(
  data: Record<string, unknown>,
  filter: Record<string, unknown> | undefined,
): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([field, accepted]) => {
    const value = data[field];
    const options = Array.isArray(accepted) ? accepted : [accepted];
    return options.some((option) => JSON.stringify(option) === JSON.stringify(value));
  });
}

type Stored = {
  devices: DeviceRecord[];
  hosts: StoredHost[];
  data: NetworkData;
  /** The stored tags as `readDocs` answered them (the same array while they are unchanged). */
  tagDocs: readonly Tag[];
};

type LoadedDocs = {
  groups: readonly unknown[];
  devices: readonly unknown[];
  hosts: readonly unknown[];
  tags: readonly unknown[];
  stored: Stored;
};
/**
 * The last loaded state per database and scope, reused while the document cache answers the same arrays
 * (which it does until a row of the scope changes), so that the base graph derived from it is memoised too.
 */
const loaded = new WeakMap<AppContext['db'], Map<string, LoadedDocs>>();
const LOADED_ENTRIES = 8;

const byDbId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const devicesById = docSorter<DeviceRecord>(byDbId);
const hostsById = docSorter<StoredHost>(byDbId);

export async function loadNetwork(ctx: AppContext, scope: Scope): Promise<Stored> {
  const [groups, devices, hosts, tags] = await Promise.all([
    readDocs(ctx.db, scope, 'group'),
    readDocs(ctx.db, scope, 'device'),
    readDocs(ctx.db, scope, 'host'),
    readDocs(ctx.db, scope, 'tag'),
  ]);
  const key = `${scope.networkId}/${scope.snapshotId}`;
  const entries = loaded.get(ctx.db) ?? new Map<string, LoadedDocs>();
  loaded.set(ctx.db, entries);
  const hit = entries.get(key);
  if (hit && hit.groups === groups && hit.devices === devices && hit.hosts === hosts && hit.tags === tags) {
    return hit.stored;
  }
  const sortedDevices = [...devicesById(key, devices)];
  const sortedHosts = [...hostsById(key, hosts)];
  const stored: Stored = {
    devices: sortedDevices,
    hosts: sortedHosts,
    data: {
      explorer_network_id: scope.networkId,
      groups: [...groups],
      devices: sortedDevices,
      hosts: sortedHosts,
      vlans: [],
      zones: [],
      configs: [],
      tags: [...tags],
    },
    tagDocs: tags,
  };
  entries.delete(key);
  entries.set(key, { groups, devices, hosts, tags, stored });
  if (entries.size > LOADED_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return stored;
}

/** The query-independent part of the base graph: every node and edge with its attributes. */
type Prepared = {
  nodes: NodeElement[];
  edges: EdgeElement[];
  devices: Map<string, DeviceRecord>;
  hosts: Map<string, StoredHost>;
  groupParents: Map<string, string | null>;
  /** Filtered elements by query (its JSON), the most recent last. */
  filtered: Map<string, Elements>;
};
const FILTERED_ENTRIES = 8;
const prepared = new WeakMap<Stored, Prepared>();

/**
 * Node and edge objects per stored document, reused while the document (by identity: `readDocs` keeps the
 * unchanged ones) and what else they show are unchanged, so that the base graph of a state after a small
 * write is assembled from the previous objects and only the changed documents' elements are built (and
 * serialised, `json-parts`) again.
 */
type DeviceElements = {
  tags: ReadonlyMap<number, Tag>;
  /** The neighbours' documents the edges were built with (their LAGs and neighbour tables go into the edges). */
  peers: (DeviceRecord | undefined)[];
  node: NodeElement;
  edges: EdgeElement[];
};
const deviceElements = new WeakMap<DeviceRecord, DeviceElements>();
type HostElements = { parent: string | undefined; node: NodeElement; edge: EdgeElement };
const hostElements = new WeakMap<StoredHost, HostElements>();
const groupElements = new WeakMap<GroupNode, NodeElement>();
const tagMaps = new WeakMap<readonly Tag[], ReadonlyMap<number, Tag>>();

function elementsOfDevice(
  device: DeviceRecord,
  tags: ReadonlyMap<number, Tag>,
  devices: ReadonlyMap<string, DeviceRecord>,
): DeviceElements {
  const memo = deviceElements.get(device);
  const peers = Object.keys(device.data.neighbors).map((id) => devices.get(id));
  const samePeers = memo?.peers.length === peers.length && memo.peers.every((peer, i) => peer === peers[i]);
  if (memo && memo.tags === tags && samePeers) return memo;
  const names = new Map([...tags.values()].map((tag) => [tag.tag_id, tag.name]));
  const node = deviceNode(device, names);
  const data = { ...node.data } as NodeElement['data'];
  data.ip_address = device.data.ip_address;
  data.serial = device.data.version.serial;
  // The model tells the map's glyph what a discovered device is (an access point, say).
  if (device.data.version.model) data.model = device.data.version.model;
  data.tags = device.tag_ids.flatMap((id) => tags.get(id) ?? []);
  // Devices added by hand sit in no group yet.
  if (!device.group_id) delete data.parent;
  const elements = {
    tags,
    peers,
    node: { data, classes: node.classes } as NodeElement,
    edges: deviceEdges(device, (id) => devices.get(id)).map(
      (edge) => ({ data: { ...edge.data }, classes: edge.classes }) as EdgeElement,
    ),
  };
  deviceElements.set(device, elements);
  return elements;
}

function elementsOfHost(host: StoredHost, deviceId: string, parent: string | undefined): HostElements {
  const memo = hostElements.get(host);
  if (memo && memo.parent === parent) return memo;
  const node = hostNode(host);
  const data = { ...node.data } as NodeElement['data'];
  data.ip_address = addressText(host.data.addresses[0]) ?? '';
  data.vlan_ids = host.data.vlan_ids;
  if (parent) data.parent = parent;
  const edge = hostEdge(host, deviceId);
  const elements = {
    parent,
    node: { data, classes: node.classes } as NodeElement,
    edge: { data: { ...edge.data }, classes: edge.classes } as EdgeElement,
  };
  hostElements.set(host, elements);
  return elements;
}

function elementOfGroup(group: GroupNode): NodeElement {
  let node = groupElements.get(group);
  if (!node) {
    const base = groupNode(group);
    node = { data: { ...base.data }, classes: base.classes } as NodeElement;
    groupElements.set(group, node);
  }
  return node;
}

/** The same elements as `toBaseGraph` with the map's attributes, from the per-document elements. */
function prepare(stored: Stored): Prepared {
  const memo = prepared.get(stored);
  if (memo) return memo;
  const devices = new Map(stored.devices.map((d) => [d.unique_id, d]));
  const hosts = new Map(stored.hosts.map((h) => [h.data.hw_id, h]));
  let tags = tagMaps.get(stored.tagDocs);
  if (!tags) {
    tags = new Map(stored.data.tags.map((tag) => [tag.tag_id, tag]));
    tagMaps.set(stored.tagDocs, tags);
  }
  const nodes: NodeElement[] = stored.data.groups.map(elementOfGroup);
  const perDevice = stored.devices.map((device) => elementsOfDevice(device, tags, devices));
  for (const elements of perDevice) nodes.push(elements.node);
  const edges: EdgeElement[] = [];
  const seen = new Set<string>();
  stored.devices.forEach((device, index) => {
    for (const edge of perDevice[index]?.edges ?? []) {
      const other = edge.data.source === device.unique_id ? edge.data.target : edge.data.source;
      if (!devices.has(other) || seen.has(edge.data.id)) continue;
      seen.add(edge.data.id);
      edges.push(edge);
    }
  });
  for (const host of stored.hosts) {
    const seenOn = host.data.seen_on_device === null ? undefined : devices.get(host.data.seen_on_device);
    if (!seenOn) continue;
    const elements = elementsOfHost(host, seenOn.unique_id, seenOn.group_id || undefined);
    nodes.push(elements.node);
    edges.push(elements.edge);
  }
  const groupParents = new Map(
    nodes
      .filter(isGroup)
      .map((node) => [node.data.id, typeof node.data.parent === 'string' ? node.data.parent : null]),
  );
  const result = { nodes, edges, devices, hosts, groupParents, filtered: new Map<string, Elements>() };
  prepared.set(stored, result);
  return result;
}

/**
 * The base graph of the stored state, with the query's filters applied. The elements are shared with the
 * memoised graph of the state: the views derive new elements and never change them.
 */
export function buildElements(stored: Stored, query: GraphQuery): Elements {
  const elements = memoisedElements(stored, query);
  // Fresh arrays, so that no caller can change the memoised lists.
  return { nodes: [...elements.nodes], edges: [...elements.edges] };
}

/** The filtered elements as memoised: the same object for the same state and query. Never change it. */
function memoisedElements(stored: Stored, query: GraphQuery): Elements {
  const state = prepare(stored);
  const key = JSON.stringify(query);
  let elements = state.filtered.get(key);
  if (elements) {
    state.filtered.delete(key);
  } else {
    elements = filterElements(state, query);
    if (state.filtered.size >= FILTERED_ENTRIES) {
      const oldest = state.filtered.keys().next().value;
      if (oldest !== undefined) state.filtered.delete(oldest);
    }
  }
  state.filtered.set(key, elements);
  return elements;
}

/**
 * The last few answers of a view per input, kept beside the memoised input elements (so they go with them):
 * the views are pure functions of their input, and large graphs make them costly.
 */
const viewMemo = new WeakMap<Elements, Map<string, unknown>>();
const VIEW_ENTRIES = 4;

function memoView<T>(input: Elements, key: string, compute: () => T): T {
  const entries = viewMemo.get(input) ?? new Map<string, unknown>();
  viewMemo.set(input, entries);
  if (entries.has(key)) return entries.get(key) as T;
  const value = compute();
  if (entries.size >= VIEW_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, value);
  return value;
}

function filterElements(
  { nodes, edges, devices, hosts, groupParents }: Prepared,
  query: GraphQuery,
): Elements {
  const keep = new Set<string>();
  // Without filters every device and host passes (the map's usual query): no per-node matching.
  const unfiltered =
    !query.search &&
    !(query.tagIds && query.tagIds.length > 0) &&
    query.lastseenFrom === undefined &&
    query.lastseenTo === undefined &&
    query.createdFrom === undefined &&
    query.createdTo === undefined &&
    query.cutOffTs === undefined &&
    query.filter === undefined;
  for (const node of nodes) {
    const id = node.data.id;
    const device = devices.get(id);
    const host = hosts.get(id);
    const record = device ?? host;
    if (!record) continue;
    if (device && query.dataType === 'hosts') continue;
    if (host && query.dataType === 'devices') continue;
    const lastSeen = device ? device.data.last_seen : (host?.data.last_seen ?? 0);
    if (unfiltered) {
      keep.add(id);
      continue;
    }
    if (query.cutOffTs !== undefined && lastSeen < query.cutOffTs) continue;
    const passes = device ? deviceMatches(device, query) : host ? hostMatches(host, query) : false;
    if (!passes || !matchesJsonFilter(node.data, query.filter)) continue;
    keep.add(id);
  }
  // Groups stay when they (or a group inside them) still hold a node.
  const usedGroups = new Set<string>();
  for (const node of nodes) {
    if (!keep.has(node.data.id)) continue;
    let group = typeof node.data.parent === 'string' ? node.data.parent : null;
    while (group && !usedGroups.has(group)) {
      usedGroups.add(group);
      group = groupParents.get(group) ?? null;
    }
  }
  return {
    nodes: nodes.filter((node) => keep.has(node.data.id) || (isGroup(node) && usedGroups.has(node.data.id))),
    edges: edges.filter((edge) => keep.has(edge.data.source) && keep.has(edge.data.target)),
  };
}

/** Nodes whose position was saved carry Cytoscape's `position`. */
function withLayout(elements: Elements, layout: LayoutInfo | null): Elements {
  if (!layout) return elements;
  return {
    nodes: elements.nodes.map((node) => {
      const position = layout.positions[node.data.id];
      return position ? { ...node, position } : node;
    }),
    edges: elements.edges,
  };
}

async function answer<T extends object>(
  ctx: AppContext,
  scope: Scope,
  view: string,
  elements: Elements,
  extra: T,
) {
  const layout = await readLayout(ctx, scope.networkId, view);
  return {
    graph: { elements: withLayout(elements, layout) },
    layout: layout ? { view: layout.view, updated: layout.updated } : null,
    ...extra,
  };
}

export async function baseGraph(ctx: AppContext, scope: Scope, query: GraphQuery) {
  const elements = buildElements(await loadNetwork(ctx, scope), query);
  return answer(ctx, scope, 'basegraph', elements, {});
}

export async function componentsGraph(ctx: AppContext, scope: Scope, query: GraphQuery) {
  const view = componentsView(buildElements(await loadNetwork(ctx, scope), query));
  return answer(ctx, scope, 'connected-components', view.elements, { components: view.components });
}

/**
 * The impact's sets by topology and what was taken out: a write that changes no node, type or edge (notes,
 * names, tags, addresses) keeps them, and the graph algorithms do not run again.
 */
const impactByTopology = new Map<string, ImpactSets>();
const IMPACT_ENTRIES = 4;

function impactSetsOf(elements: Elements, takenOut: readonly string[]): ImpactSets {
  const key = `${JSON.stringify(takenOut)}\n${topologyKey(elements)}`;
  let sets = impactByTopology.get(key);
  if (sets) {
    impactByTopology.delete(key);
  } else {
    sets = impactSets(elements, takenOut);
    if (impactByTopology.size >= IMPACT_ENTRIES) {
      const oldest = impactByTopology.keys().next().value;
      if (oldest !== undefined) impactByTopology.delete(oldest);
    }
  }
  impactByTopology.set(key, sets);
  return sets;
}

export async function impactGraph(ctx: AppContext, scope: Scope, query: GraphQuery, takenOut: string[]) {
  const input = memoisedElements(await loadNetwork(ctx, scope), query);
  const { elements, ...rest } = memoView(input, `impact:${JSON.stringify(takenOut)}`, () => {
    const copy = { nodes: [...input.nodes], edges: [...input.edges] };
    return impactView(copy, takenOut, impactSetsOf(copy, takenOut));
  });
  return answer(ctx, scope, 'impact', elements, rest);
}

export async function differenceGraph(
  ctx: AppContext,
  scope: Scope,
  query: GraphQuery,
  diffSnapshotId: number,
) {
  const current = memoisedElements(await loadNetwork(ctx, scope), query);
  const previous = memoisedElements(await loadNetwork(ctx, { ...scope, snapshotId: diffSnapshotId }), query);
  // Keyed by the current elements and, through a second level, by the previous ones.
  const byPrevious = memoView(current, 'difference', () => new WeakMap<Elements, DifferenceResult>());
  const view =
    byPrevious.get(previous) ??
    differenceView(
      { nodes: [...current.nodes], edges: [...current.edges] },
      { nodes: [...previous.nodes], edges: [...previous.edges] },
    );
  byPrevious.set(previous, view);
  return answer(ctx, scope, 'difference', view.elements, {
    snapshot_id: scope.snapshotId,
    diff_snapshot_id: diffSnapshotId,
    summary: view.summary,
    changes: view.changes,
  });
}

const lower = (mac: string) => mac.toLowerCase();

export async function spanningTreeGraph(
  ctx: AppContext,
  scope: Scope,
  query: GraphQuery,
  protocol: string,
  instanceId: string,
) {
  const stored = await loadNetwork(ctx, scope);
  const members: StpMember[] = [];
  const memberIds = new Set<string>();
  for (const device of stored.devices) {
    const stp = device.data.stp;
    const instance = stp && stp.protocol === protocol ? stp.instances[instanceId] : undefined;
    if (!instance) continue;
    const portStates = new Map<string, string>();
    for (const port of instance.interfaces) {
      portStates.set(port.if_no, port.state);
      portStates.set(port.if_no_short, port.state);
    }
    members.push({
      id: device.unique_id,
      bridgeMac: lower(instance.bridge_address.address),
      rootMac: lower(instance.root_address.address),
      portStates,
    });
    memberIds.add(device.unique_id);
  }
  // The devices of the instance, and the hosts hanging off them.
  const inInstance: Stored = {
    ...stored,
    devices: stored.devices.filter((d) => memberIds.has(d.unique_id)),
    hosts: stored.hosts.filter((h) => h.data.seen_on_device !== null && memberIds.has(h.data.seen_on_device)),
  };
  inInstance.data = { ...stored.data, devices: inInstance.devices, hosts: inInstance.hosts };
  const elements = buildElements(inInstance, query);
  const ports: EdgePorts = new Map();
  for (const device of inInstance.devices) {
    for (const neighbor of Object.values(device.data.neighbors)) {
      if (!memberIds.has(neighbor.neigh_id)) continue;
      const id = edgeId(device.unique_id, neighbor.neigh_id);
      const entry = ports.get(id) ?? { source: [], target: [] };
      const side = device.unique_id < neighbor.neigh_id ? entry.source : entry.target;
      side.push(...neighbor.connections.map((c) => c.if_local));
      ports.set(id, entry);
    }
  }
  const view = spanningTreeView(elements, members, ports);
  const mapped = [
    ...new Set(inInstance.devices.flatMap((d) => d.data.stp?.instances[instanceId]?.mapped_vlans ?? [])),
  ].sort((a, b) => a - b);
  return answer(ctx, scope, 'spanning-tree', view.elements, {
    stp: {
      protocol,
      stp_instance_id: instanceId,
      mapped_vlans: mapped,
      root_bridge_id: view.rootBridgeId,
      root_bridge_address: view.rootBridgeAddress,
    },
  });
}
