import { inferSettings } from 'graphology-layout-forceatlas2';
import type { GroupInfo, NetGraph } from '../ingest/types';
import type { LayoutGroups, LayoutInput, LayoutSettings, Point, PositionMap } from './types';

/** Above this many nodes ForceAtlas2 uses the Barnes-Hut approximation (O(n log n) instead of O(n²)). */
export const BARNES_HUT_THRESHOLD = 2000;

export function layoutSettings(order: number): LayoutSettings {
  const inferred = inferSettings(order);
  return {
    linLogMode: false,
    outboundAttractionDistribution: false,
    adjustSizes: true,
    edgeWeightInfluence: 1,
    scalingRatio: inferred.scalingRatio ?? 10,
    // Plain gravity, not the strong one that inferSettings picks: strong gravity pulls the seeded sites into one disc.
    strongGravityMode: false,
    gravity: 1,
    slowDown: inferred.slowDown ?? 1,
    barnesHutTheta: 0.5,
    barnesHutOptimize: order > BARNES_HUT_THRESHOLD,
  };
}

/** Fewer iterations for bigger graphs: the seed already places sites apart, FA2 only refines. */
export function defaultIterations(order: number): number {
  if (order <= 1000) return 500;
  if (order <= 10_000) return 200;
  return 100;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** Sunflower spiral: even density around a centre for any count. */
export function spiralOffset(index: number, spacing: number): Point {
  const r = spacing * Math.sqrt(index + 0.5);
  const a = index * GOLDEN_ANGLE;
  return { x: r * Math.cos(a), y: r * Math.sin(a) };
}

type SeedOptions = { spacing?: number };

const UNGROUPED = '\u0000ungrouped';

/**
 * Initial positions that keep sites together: top-level groups (and the ungrouped nodes) on a grid, child
 * groups on a ring around their parent's members, members on a spiral around their group's centre, and
 * hosts beside the device they hang off.
 */
export function seedPositions(
  graph: NetGraph,
  groups: ReadonlyMap<string, GroupInfo>,
  options: SeedOptions = {},
): Map<string, Point> {
  const spacing = options.spacing ?? 10;
  const positions = new Map<string, Point>();
  const ungrouped = graph.filterNodes((_id, a) => a.group === undefined || !groups.has(a.group));
  const all = new Map<string, Pick<GroupInfo, 'id' | 'children' | 'members'>>(groups);
  if (ungrouped.length > 0) all.set(UNGROUPED, { id: UNGROUPED, children: [], members: ungrouped });

  // Hosts with exactly one device neighbour in the same group orbit that device instead of taking a spiral slot.
  const satellites = new Map<string, string[]>();
  const anchorsOf = new Map<string, string[]>();
  for (const group of all.values()) {
    const anchors: string[] = [];
    const inGroup = new Set(group.members);
    for (const id of group.members) {
      const a = graph.getNodeAttributes(id);
      const neighbours = a.kind === 'host' ? graph.neighbors(id) : [];
      const [device] = neighbours;
      if (
        neighbours.length === 1 &&
        device !== undefined &&
        inGroup.has(device) &&
        graph.getNodeAttribute(device, 'kind') !== 'host'
      ) {
        const list = satellites.get(device) ?? [];
        list.push(id);
        satellites.set(device, list);
      } else {
        anchors.push(id);
      }
    }
    anchorsOf.set(group.id, anchors);
  }

  const radius = new Map<string, number>();
  const membersRadius = (id: string) => spacing * Math.sqrt((anchorsOf.get(id)?.length ?? 0) + 0.5) + spacing;
  const radiusOf = (id: string): number => {
    const known = radius.get(id);
    if (known !== undefined) return known;
    const group = all.get(id);
    const inner = membersRadius(id);
    const childMax = Math.max(0, ...(group?.children ?? []).map(radiusOf));
    const r = childMax > 0 ? inner + 2 * childMax + spacing : inner;
    radius.set(id, r);
    return r;
  };

  const place = (id: string, centre: Point) => {
    const group = all.get(id);
    if (!group) return;
    (anchorsOf.get(id) ?? []).forEach((member, i) => {
      const offset = spiralOffset(i, spacing);
      const p = { x: centre.x + offset.x, y: centre.y + offset.y };
      positions.set(member, p);
      const orbit = satellites.get(member) ?? [];
      orbit.forEach((host, k) => {
        const angle = (2 * Math.PI * k) / orbit.length;
        const r = spacing * 0.4 * (1 + Math.floor(k / 12) * 0.5);
        positions.set(host, { x: p.x + r * Math.cos(angle), y: p.y + r * Math.sin(angle) });
      });
    });
    const children = group.children;
    const ringRadius = membersRadius(id) + Math.max(0, ...children.map(radiusOf));
    children.forEach((child, i) => {
      const angle = (2 * Math.PI * i) / children.length;
      place(child, {
        x: centre.x + ringRadius * Math.cos(angle),
        y: centre.y + ringRadius * Math.sin(angle),
      });
    });
  };

  const tops = [...all.values()].filter((g) => g.id === UNGROUPED || groups.get(g.id)?.parent === undefined);
  const columns = Math.max(1, Math.ceil(Math.sqrt(tops.length)));
  const cell = 2 * Math.max(spacing, ...tops.map((g) => radiusOf(g.id))) + 2 * spacing;
  tops.forEach((group, i) => {
    place(group.id, { x: (i % columns) * cell, y: Math.floor(i / columns) * cell });
  });
  return positions;
}

/**
 * Where each node starts: a saved position when there is one (from the layout or from the answer), else the
 * seed. `needsLayout` is false when every node has a saved position, so the map shows it at once.
 */
export function initialPositions(
  graph: NetGraph,
  groups: ReadonlyMap<string, GroupInfo>,
  saved: PositionMap = {},
): { positions: Map<string, Point>; fixed: Set<string>; needsLayout: boolean } {
  const fixed = new Set<string>();
  const positions = new Map<string, Point>();
  graph.forEachNode((id, a) => {
    const p = Object.hasOwn(saved, id) ? saved[id] : a.hasPosition ? { x: a.x, y: a.y } : undefined;
    if (p && Number.isFinite(p.x) && Number.isFinite(p.y)) {
      positions.set(id, { x: p.x, y: p.y });
      fixed.add(id);
    }
  });
  const needsLayout = fixed.size < graph.order;
  if (needsLayout) {
    for (const [id, p] of seedPositions(graph, groups)) if (!fixed.has(id)) positions.set(id, p);
  }
  return { positions, fixed, needsLayout };
}

/**
 * Writes positions into the graph's attribute objects in place, without graph events: the renderer is told once
 * through `refreshPositions` (the layout's `onProgress`), instead of re-running its reducers for every node on
 * each event (sigma's handler for `updateEachNodeAttributes` styles every node twice).
 */
export function applyPositions(graph: NetGraph, positions: ReadonlyMap<string, Point>): void {
  for (const [id, p] of positions) {
    if (!graph.hasNode(id)) continue;
    const a = graph.getNodeAttributes(id);
    a.x = p.x;
    a.y = p.y;
  }
}

/** Writes x, y pairs (in `ids` order) into the graph, in place and without graph events (see applyPositions). */
export function applyPositionArray(graph: NetGraph, ids: readonly string[], positions: Float32Array): void {
  const count = Math.min(ids.length, positions.length / 2);
  for (let i = 0; i < count; i += 1) {
    const id = ids[i];
    if (id === undefined || !graph.hasNode(id)) continue;
    const a = graph.getNodeAttributes(id);
    a.x = positions[i * 2] ?? a.x;
    a.y = positions[i * 2 + 1] ?? a.y;
  }
}

const INTER_GROUP_WEIGHT = 0.05;

/** The graph as flat arrays for the worker; `fixed` nodes do not move; redundancy weights the pull. */
export function graphToLayoutInput(
  graph: NetGraph,
  fixed: ReadonlySet<string> = new Set(),
  sizeOf: (id: string) => number = () => 5,
  groups?: ReadonlyMap<string, GroupInfo>,
): LayoutInput {
  const ids = graph.nodes();
  const index = new Map<string, number>();
  const nodes = new Float32Array(ids.length * 4);
  ids.forEach((id, i) => {
    index.set(id, i);
    nodes[i * 4] = graph.getNodeAttribute(id, 'x');
    nodes[i * 4 + 1] = graph.getNodeAttribute(id, 'y');
    nodes[i * 4 + 2] = sizeOf(id);
    nodes[i * 4 + 3] = fixed.has(id) ? 1 : 0;
  });
  const edges = new Uint32Array(graph.size * 2);
  const weights = new Float32Array(graph.size);
  let e = 0;
  graph.forEachEdge((_id, a, source, target) => {
    edges[e * 2] = index.get(source) ?? 0;
    edges[e * 2 + 1] = index.get(target) ?? 0;
    // Links inside a site pull fully, links between sites barely: sites then stay apart as separate clusters.
    const sameGroup = graph.getNodeAttribute(source, 'group') === graph.getNodeAttribute(target, 'group');
    weights[e] = Math.max(1, a.redundancy ?? 1) * (sameGroup ? 1 : INTER_GROUP_WEIGHT);
    e += 1;
  });
  return groups
    ? { ids, nodes, edges, weights, groups: layoutGroups(ids, graph, groups) }
    : { ids, nodes, edges, weights };
}

/** Groups as indices for the worker: each node's innermost group and each group's parent. */
export function layoutGroups(
  ids: readonly string[],
  graph: NetGraph,
  groups: ReadonlyMap<string, GroupInfo>,
): LayoutGroups {
  const groupIds = [...groups.keys()];
  const index = new Map<string, number>();
  groupIds.forEach((id, i) => {
    index.set(id, i);
  });
  const parent = new Int32Array(groupIds.length).fill(-1);
  groupIds.forEach((id, i) => {
    const p = groups.get(id)?.parent;
    parent[i] = p === undefined ? -1 : (index.get(p) ?? -1);
  });
  const memberOf = new Int32Array(ids.length).fill(-1);
  ids.forEach((id, i) => {
    const g = graph.getNodeAttribute(id, 'group');
    memberOf[i] = g === undefined ? -1 : (index.get(g) ?? -1);
  });
  return { memberOf, parent };
}
