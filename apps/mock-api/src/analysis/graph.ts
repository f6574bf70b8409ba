import { UndirectedGraph } from 'graphology';

/**
 * Graph analyses of the network map, over Cytoscape element JSON. Pure functions: they take elements and
 * answer new elements with the analysis fields added, so the server and tests share them.
 */

export type ElementData = { id: string; [field: string]: unknown };
export type NodeElement = {
  data: ElementData & { node_type?: unknown };
  classes: string | string[];
  position?: { x: number; y: number };
};
export type EdgeElement = {
  data: ElementData & { source: string; target: string };
  classes: string | string[];
};
export type Elements = { nodes: NodeElement[]; edges: EdgeElement[] };

export const isGroup = (node: NodeElement) => node.data.node_type === 'group';

/** The undirected graph of the non-group nodes and the edges between them. */
export function toGraphology(elements: Elements): UndirectedGraph {
  const graph = new UndirectedGraph({ multi: false, allowSelfLoops: false });
  for (const node of elements.nodes)
    if (!isGroup(node)) graph.mergeNode(node.data.id, { node_type: node.data.node_type });
  for (const edge of elements.edges) {
    const { source, target, id } = edge.data;
    if (source === target || !graph.hasNode(source) || !graph.hasNode(target)) continue;
    if (!graph.hasEdge(id) && !graph.hasEdge(source, target)) graph.addEdgeWithKey(id, source, target);
  }
  return graph;
}

/**
 * The marked copy of an element (an analysis' fields added), the same object again for the same element and
 * marks: a view recomputed after a small change reuses the copies of the unchanged elements, whose JSON the
 * server keeps serialised (elements are never changed once built).
 */
const markedCopies = new WeakMap<object, { key: string; copy: unknown }>();
function marked<T extends object, M>(element: T, marks: M, copy: (marks: M) => T): T {
  const key = JSON.stringify(marks);
  const memo = markedCopies.get(element);
  if (memo && memo.key === key) return memo.copy as T;
  const made = copy(marks);
  markedCopies.set(element, { key, copy: made });
  return made;
}

/** Connected components (lists of node ids), largest first; ties by their smallest node id. */
export function connectedComponents(graph: UndirectedGraph): string[][] {
  const seen = new Set<string>();
  const components: string[][] = [];
  graph.forEachNode((start) => {
    if (seen.has(start)) return;
    const component: string[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const node = queue.pop() as string;
      component.push(node);
      graph.forEachNeighbor(node, (neighbor) => {
        if (!seen.has(neighbor)) {
          seen.add(neighbor);
          queue.push(neighbor);
        }
      });
    }
    components.push(component.sort());
  });
  return components.sort((a, b) => b.length - a.length || (a[0] ?? '').localeCompare(b[0] ?? ''));
}

export type ComponentsResult = {
  elements: Elements;
  components: { id: number; size: number; node_ids: string[] }[];
};

export function componentsView(elements: Elements): ComponentsResult {
  const components = connectedComponents(toGraphology(elements));
  const componentOf = new Map<string, number>();
  components.forEach((ids, index) => {
    for (const id of ids) componentOf.set(id, index);
  });
  return {
    elements: {
      nodes: elements.nodes.map((node) => {
        const id = componentOf.get(node.data.id);
        return id === undefined ? node : { ...node, data: { ...node.data, component_id: id } };
      }),
      edges: elements.edges.map((edge) => {
        const id = componentOf.get(edge.data.source);
        return id === undefined ? edge : { ...edge, data: { ...edge.data, component_id: id } };
      }),
    },
    components: components.map((ids, index) => ({ id: index, size: ids.length, node_ids: ids })),
  };
}

export type ImpactResult = {
  elements: Elements;
  removed_node_ids: string[];
  removed_edge_ids: string[];
  impacted_node_ids: string[];
  impacted_edge_ids: string[];
  cut_edge_ids: string[];
};

/** What an impact depends on: the node ids and types and the edges (id and ends), as one text. */
export function topologyKey(elements: Elements): string {
  const parts: string[] = [];
  for (const node of elements.nodes) parts.push(`${node.data.id}\t${String(node.data.node_type)}`);
  parts.push('');
  for (const edge of elements.edges) parts.push(`${edge.data.id}\t${edge.data.source}\t${edge.data.target}`);
  return parts.join('\n');
}

/** The sorted id lists of an impact's sets, once per sets object. */
const sortedLists = new WeakMap<ImpactSets, Map<ReadonlySet<string>, string[]>>();

/** The outcome of taking nodes and edges out, a function of the topology (`topologyKey`) only. */
export type ImpactSets = {
  removedNodes: ReadonlySet<string>;
  removedEdges: ReadonlySet<string>;
  impacted: ReadonlySet<string>;
  impactedEdges: ReadonlySet<string>;
  cut: ReadonlySet<string>;
};

export function impactSets(elements: Elements, takenOut: readonly string[]): ImpactSets {
  const out = new Set(takenOut);
  const removedNodes = new Set(
    elements.nodes.filter((node) => !isGroup(node) && out.has(node.data.id)).map((node) => node.data.id),
  );
  const removedEdges = new Set(
    elements.edges
      .filter(
        (edge) =>
          out.has(edge.data.id) || removedNodes.has(edge.data.source) || removedNodes.has(edge.data.target),
      )
      .map((edge) => edge.data.id),
  );
  const remaining: Elements = {
    nodes: elements.nodes.filter((node) => !removedNodes.has(node.data.id)),
    edges: elements.edges.filter((edge) => !removedEdges.has(edge.data.id)),
  };
  const graph = toGraphology(remaining);
  const isDevice = (id: string) => graph.getNodeAttribute(id, 'node_type') === 'device';
  const components = connectedComponents(graph);
  let core: string[] = [];
  let coreDevices = -1;
  for (const component of components) {
    const devices = component.filter(isDevice).length;
    if (devices > coreDevices || (devices === coreDevices && component.length > core.length)) {
      core = component;
      coreDevices = devices;
    }
  }
  const coreSet = new Set(core);
  const impacted = new Set<string>();
  graph.forEachNode((id) => {
    if (!coreSet.has(id)) impacted.add(id);
  });
  const cut = new Set<string>();
  const impactedEdges = new Set<string>();
  for (const edge of elements.edges) {
    const { id, source, target } = edge.data;
    if (removedEdges.has(id)) {
      const lost = (node: string) => impacted.has(node) || removedNodes.has(node);
      if ((coreSet.has(source) && lost(target)) || (coreSet.has(target) && lost(source))) cut.add(id);
    } else if (impacted.has(source) || impacted.has(target)) {
      impactedEdges.add(id);
    }
  }
  return { removedNodes, removedEdges, impacted, impactedEdges, cut };
}

/**
 * Takes the given nodes and edges out. The core is the remaining component with the most devices (then the
 * most nodes); every other remaining node is impacted. A removed edge is cut when it joined the core to an
 * impacted or a removed node. `sets` may be given when known for the same topology (`impactSets`).
 */
export function impactView(
  elements: Elements,
  takenOut: readonly string[],
  sets: ImpactSets = impactSets(elements, takenOut),
): ImpactResult {
  const { removedNodes, removedEdges, impacted, impactedEdges, cut } = sets;
  const sortedOnce = new Map<ReadonlySet<string>, string[]>();
  const sorted = (set: ReadonlySet<string>) => {
    const lists = sortedLists.get(sets) ?? sortedOnce;
    sortedLists.set(sets, lists);
    let list = lists.get(set);
    if (!list) {
      list = [...set].sort();
      lists.set(set, list);
    }
    return list;
  };
  return {
    elements: {
      nodes: elements.nodes.map((node) =>
        isGroup(node)
          ? node
          : marked(node, [impacted.has(node.data.id), removedNodes.has(node.data.id)], ([i, r]) => ({
              ...node,
              data: { ...node.data, impacted: i, removed: r },
            })),
      ),
      edges: elements.edges.map((edge) => {
        const id = edge.data.id;
        return marked(edge, [impactedEdges.has(id), removedEdges.has(id), cut.has(id)], ([i, r, c]) => ({
          ...edge,
          data: { ...edge.data, impacted: i, removed: r, cut: c },
        }));
      }),
    },
    removed_node_ids: sorted(removedNodes),
    removed_edge_ids: sorted(removedEdges),
    impacted_node_ids: sorted(impacted),
    impacted_edge_ids: sorted(impactedEdges),
    cut_edge_ids: sorted(cut),
  };
}

export type DiffStatus = 'added' | 'removed' | 'changed' | 'unchanged';
export type FieldChange = { field: string; before: unknown; after: unknown };
export type DiffEntry = {
  id: string;
  element: 'node' | 'edge';
  label: string;
  diff_status: DiffStatus;
  diff_changes: FieldChange[];
};

/** Fields that restate others (the tooltip) or are layout are not compared. */
const NOT_COMPARED = new Set(['id', 'title', 'layout']);

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // Only lists and objects (tags, VLAN ids) need a structural comparison.
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function fieldChanges(before: ElementData, after: ElementData): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !NOT_COMPARED.has(field))
    .sort();
  return fields
    .filter((field) => !sameValue(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

export type DifferenceResult = {
  elements: Elements;
  summary: Record<DiffStatus, number>;
  changes: DiffEntry[];
};

/**
 * The marked copy of an element of a difference per element: what it was compared with (`REMOVED` for an
 * element only in the previous state), its status and changes, so that an unchanged pair gives the same copy.
 */
const diffCopies = new WeakMap<
  object,
  { partner: unknown; status: DiffStatus; diff: FieldChange[]; copy: unknown; entry: DiffEntry | undefined }
>();
const REMOVED = {};

/** The union of `current` (the state shown) and `previous` (the state compared against), each element marked. */
export function differenceView(current: Elements, previous: Elements): DifferenceResult {
  const summary: Record<DiffStatus, number> = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  const changes: DiffEntry[] = [];
  function merge<T extends NodeElement | EdgeElement>(now: T[], before: T[], element: 'node' | 'edge'): T[] {
    const beforeById = new Map(before.map((item) => [item.data.id, item]));
    const nowIds = new Set(now.map((item) => item.data.id));
    const out: T[] = [];
    const record = (item: T, status: DiffStatus, diff: FieldChange[], partner: T | undefined) => {
      const counted = element === 'edge' || !isGroup(item as NodeElement);
      if (counted) summary[status] += 1;
      const memo = diffCopies.get(item);
      const reused = memo && memo.partner === partner && memo.status === status ? memo : undefined;
      const label = item.data.label;
      const entry: DiffEntry | undefined =
        !counted || status === 'unchanged'
          ? undefined
          : (reused?.entry ?? {
              id: item.data.id,
              element,
              label: typeof label === 'string' ? label : '',
              diff_status: status,
              diff_changes: diff,
            });
      if (entry) changes.push(entry);
      if (reused) {
        out.push(reused.copy as T);
        return;
      }
      const copy = { ...item, data: { ...item.data, diff_status: status, diff_changes: diff } };
      diffCopies.set(item, { partner, status, diff, copy, entry });
      out.push(copy);
    };
    for (const item of now) {
      const old = beforeById.get(item.data.id);
      if (!old) record(item, 'added', [], undefined);
      else {
        // Compared once per pair of elements (the views reuse unchanged elements by identity).
        const memo = diffCopies.get(item);
        const diff = memo && memo.partner === old ? memo.diff : fieldChanges(old.data, item.data);
        record(item, diff.length > 0 ? 'changed' : 'unchanged', diff, old);
      }
    }
    for (const item of before) if (!nowIds.has(item.data.id)) record(item, 'removed', [], REMOVED as T);
    return out;
  }
  const nodes = merge(current.nodes, previous.nodes, 'node');
  const edges = merge(current.edges, previous.edges, 'edge');
  return { elements: { nodes, edges }, summary, changes };
}

/** One device's view of an STP instance: its bridge MAC, the root MAC it reports and its port states. */
export type StpMember = {
  id: string;
  bridgeMac: string;
  rootMac: string;
  /** Port state by interface name (long and short names both present). */
  portStates: Map<string, string>;
};

/** Per device–device edge, the local interfaces of each end. */
export type EdgePorts = Map<string, { source: string[]; target: string[] }>;

const BLOCKING = /^(blocking|discarding|alternate|backup)$/i;

export type SpanningTreeResult = {
  elements: Elements;
  rootBridgeId: string | null;
  rootBridgeAddress: string | null;
};

/** The root bridge is the member whose bridge MAC equals the root MAC most members report. */
export function findRootBridge(members: readonly StpMember[]): { id: string | null; mac: string | null } {
  const counts = new Map<string, number>();
  for (const member of members) counts.set(member.rootMac, (counts.get(member.rootMac) ?? 0) + 1);
  const [mac] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [null];
  if (mac === null) return { id: null, mac: null };
  return { id: members.find((member) => member.bridgeMac === mac)?.id ?? null, mac };
}

export function spanningTreeView(
  elements: Elements,
  members: readonly StpMember[],
  ports: EdgePorts,
): SpanningTreeResult {
  const byId = new Map(members.map((member) => [member.id, member]));
  const root = findRootBridge(members);
  const blocked = (member: StpMember | undefined, interfaces: string[] | undefined) =>
    (interfaces ?? []).some((name) => BLOCKING.test(member?.portStates.get(name) ?? ''));
  return {
    elements: {
      nodes: elements.nodes.map((node) =>
        byId.has(node.data.id)
          ? { ...node, data: { ...node.data, is_root: node.data.id === root.id } }
          : node,
      ),
      edges: elements.edges.map((edge) => {
        const source = byId.get(edge.data.source);
        const target = byId.get(edge.data.target);
        if (!source || !target) return edge;
        const local = ports.get(edge.data.id);
        const state =
          blocked(source, local?.source) || blocked(target, local?.target) ? 'blocking' : 'forwarding';
        return { ...edge, data: { ...edge.data, stp_state: state } };
      }),
    },
    rootBridgeId: root.id,
    rootBridgeAddress: root.mac,
  };
}
