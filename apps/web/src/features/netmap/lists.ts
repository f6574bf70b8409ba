import {
  type DiffStatus,
  GLYPH_LABELS,
  type GroupInfo,
  glyphFor,
  type NetGraph,
  type NetNodeAttributes,
  nodeLabelText,
  shortInterfaceName,
  type ViewState,
} from '@lne/netmap';
import { buildCsv } from '@lne/ui';
import { netmapMessages as m } from './messages';

/**
 * What the map's side lists show: the impacted devices with why they are impacted, the differences against a
 * snapshot, a device's neighbours with their ports; and positions carried from one graph to the next. Pure.
 */

/** The top-level group (site) a group lies in, by following `parent`. */
export function siteOf(groups: ReadonlyMap<string, GroupInfo>, group: string | undefined): string {
  let current = group === undefined ? undefined : groups.get(group);
  while (current?.parent !== undefined) {
    const parent = groups.get(current.parent);
    if (!parent) break;
    current = parent;
  }
  return current?.label ?? '';
}

/** What a node is, as the legend names its glyph. */
export function typeOf(a: NetNodeAttributes): string {
  return GLYPH_LABELS[glyphFor(a)];
}

export type ImpactRow = { id: string; name: string; type: string; site: string; why: string; host: boolean };

function nameOf(graph: NetGraph, id: string): string {
  return graph.hasNode(id) ? nodeLabelText(graph.getNodeAttributes(id)) : id;
}

/**
 * The impacted nodes with why each lost its path to the core: the nodes and links taken out next to the part of
 * the network it sits in (the impacted nodes that still reach each other). Devices first, then hosts, by name.
 */
export function impactRows(
  graph: NetGraph,
  groups: ReadonlyMap<string, GroupInfo>,
  view: ViewState,
): ImpactRow[] {
  if (view.mode !== 'impact') return [];
  const impacted = view.impactedNodes;
  const removedNodes = view.selectedNodes ?? new Set<string>();
  const removedEdges = view.selectedEdges ?? new Set<string>();
  const reason = new Map<string, string>();
  for (const start of impacted) {
    if (reason.has(start) || !graph.hasNode(start)) continue;
    // The island of impacted nodes around `start`, and what was taken out at its shore.
    const island: string[] = [];
    const throughNodes = new Set<string>();
    const throughLinks = new Set<string>();
    const queue = [start];
    const seen = new Set([start]);
    while (queue.length > 0) {
      const node = queue.pop() as string;
      island.push(node);
      graph.forEachEdge(node, (edge, _a, source, target) => {
        const other = source === node ? target : source;
        if (removedNodes.has(other)) {
          throughNodes.add(other);
          return;
        }
        if (removedEdges.has(edge)) {
          throughLinks.add(`${nameOf(graph, node)} – ${nameOf(graph, other)}`);
          return;
        }
        if (impacted.has(other) && !seen.has(other)) {
          seen.add(other);
          queue.push(other);
        }
      });
    }
    const parts = [
      ...[...throughNodes].map((id) => nameOf(graph, id)).sort(),
      ...[...throughLinks].sort().map((link) => m.impact.link(link)),
    ];
    const why = parts.length > 0 ? m.impact.through(parts) : m.impact.isolated;
    for (const node of island) reason.set(node, why);
  }
  const rows = [...impacted]
    .filter((id) => graph.hasNode(id))
    .map((id) => {
      const a = graph.getNodeAttributes(id);
      return {
        id,
        name: nodeLabelText(a),
        type: typeOf(a),
        site: siteOf(groups, a.group),
        why: reason.get(id) ?? m.impact.isolated,
        host: a.kind === 'host',
      };
    });
  return rows.sort((x, y) => Number(x.host) - Number(y.host) || x.name.localeCompare(y.name));
}

export function impactCsv(rows: readonly ImpactRow[]): string {
  return buildCsv(
    [m.columns.name, m.columns.type, m.columns.site, m.columns.why],
    rows.map((r) => [r.name, r.type, r.site, r.why]),
  );
}

export type DiffRow = { id: string; status: DiffStatus; name: string; type: string; site: string };

/** Nodes of a difference view that are not unchanged: added first, then removed, then changed, by name. */
export function diffRows(
  graph: NetGraph,
  groups: ReadonlyMap<string, GroupInfo>,
  view: ViewState,
): DiffRow[] {
  if (view.mode !== 'difference') return [];
  const order: Record<DiffStatus, number> = { added: 0, removed: 1, changed: 2, unchanged: 3 };
  return [...view.nodes]
    .filter(([id, status]) => status !== 'unchanged' && graph.hasNode(id))
    .map(([id, status]) => {
      const a = graph.getNodeAttributes(id);
      return { id, status, name: nodeLabelText(a), type: typeOf(a), site: siteOf(groups, a.group) };
    })
    .sort((x, y) => order[x.status] - order[y.status] || x.name.localeCompare(y.name));
}

export function diffCsv(rows: readonly DiffRow[]): string {
  return buildCsv(
    [m.columns.change, m.columns.name, m.columns.type, m.columns.site],
    rows.map((r) => [m.diff.status[r.status], r.name, r.type, r.site]),
  );
}

/** What the device document says of one neighbour (the generated client's shape, loosely). */
export type NeighbourRecord = {
  neigh_id: string;
  name?: string | undefined;
  ip_address?: string | undefined;
  status?: string | undefined;
  connections?: {
    if_local: string;
    if_remote: string;
    source?: string | undefined;
    one_sided?: boolean | undefined;
  }[];
};

export type NeighbourRow = {
  id: string;
  name: string;
  /** Local and remote port of each member link, in short forms. */
  ports: { local: string; remote: string }[];
  /** How the link is known: LLDP, CDP, MNDP or a shared subnet; empty when not recorded. */
  how: string;
  oneSided: boolean;
  onMap: boolean;
};

const HOW: Record<string, string> = { lldp: 'LLDP', cdp: 'CDP', mndp: 'MNDP', subnet: m.panel.subnet };

/** A device's neighbours with the ports at both ends, by name. */
export function neighbourRows(
  neighbours: readonly NeighbourRecord[],
  graph: NetGraph | undefined,
): NeighbourRow[] {
  return neighbours
    .map((n) => {
      const connections = n.connections ?? [];
      const sources = [...new Set(connections.map((c) => c.source).filter((s): s is string => !!s))];
      const onMap = graph?.hasNode(n.neigh_id) ?? false;
      const name =
        n.name && n.name !== ''
          ? n.name
          : onMap && graph
            ? nameOf(graph, n.neigh_id)
            : (n.ip_address ?? n.neigh_id);
      return {
        id: n.neigh_id,
        name,
        ports: connections.map((c) => ({
          local: shortInterfaceName(c.if_local),
          remote: shortInterfaceName(c.if_remote),
        })),
        how: sources.map((s) => HOW[s] ?? s).join(', '),
        oneSided: connections.length > 0 && connections.every((c) => c.one_sided === true),
        onMap,
      };
    })
    .sort((x, y) => x.name.localeCompare(y.name));
}

/**
 * Copies the positions of nodes that both graphs hold from `previous` into `next`, marked as given (the layout
 * keeps them and places only the new nodes): a view whose answer changes (another snapshot to compare with)
 * keeps the map as it was. Answers how many nodes kept their place.
 */
export function carryPositions(previous: NetGraph | undefined, next: NetGraph): number {
  if (!previous || previous === next) return 0;
  let kept = 0;
  next.forEachNode((id, a) => {
    if (a.hasPosition || !previous.hasNode(id)) return;
    const before = previous.getNodeAttributes(id);
    a.x = before.x;
    a.y = before.y;
    a.hasPosition = true;
    kept += 1;
  });
  return kept;
}
