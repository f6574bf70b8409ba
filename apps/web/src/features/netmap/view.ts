import {
  componentsFromGroups,
  type DataType,
  type DiffStatus,
  extractElements,
  type QueryError,
  type ViewMode,
  type ViewState,
} from '@lne/netmap';

/** The `dataType` select: URL values as the spec writes them (`All`, `devices`, `hosts`). */
export const DATA_TYPE_OPTIONS = [
  { value: 'All', label: 'All' },
  { value: 'devices', label: 'Devices' },
  { value: 'hosts', label: 'Hosts' },
] as const;

/** The URL value of a data type. */
export function dataTypeParam(dataType: DataType): string {
  return dataType === 'all' ? 'All' : dataType;
}

export const VIEW_MODE_OPTIONS: { value: ViewMode; label: string }[] = [
  { value: 'basegraph', label: 'Base graph' },
  { value: 'connected-components', label: 'Connected components' },
  { value: 'impact', label: 'Impact analysis' },
  { value: 'difference', label: 'Difference' },
  { value: 'spanning-tree', label: 'Spanning tree' },
];

type ElementData = Record<string, unknown>;

function dataOf(element: unknown): ElementData | undefined {
  if (typeof element !== 'object' || element === null) return undefined;
  const data = (element as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as ElementData) : undefined;
}

function idOf(data: ElementData): string | undefined {
  return typeof data.id === 'string' ? data.id : undefined;
}

function isGroup(data: ElementData): boolean {
  return data.node_type === 'group';
}

/** Drawable nodes and edges of an answer with their data, groups left out (they are boxes, not nodes). */
function elementsOf(answer: unknown): { nodes: ElementData[]; edges: ElementData[] } {
  const { nodes, edges } = extractElements(answer);
  const keep = (list: unknown[]) =>
    list.map(dataOf).filter((d): d is ElementData => d !== undefined && idOf(d) !== undefined);
  return { nodes: keep(nodes).filter((d) => !isGroup(d)), edges: keep(edges) };
}

const DIFF_STATUSES: readonly DiffStatus[] = ['added', 'removed', 'changed', 'unchanged'];

function diffStatusOf(value: unknown): DiffStatus {
  return DIFF_STATUSES.find((s) => s === value) ?? 'unchanged';
}

/** Components as lists of node ids, from the per-node `component_id` of the connected-components answer. */
export function componentGroups(answer: unknown): string[][] {
  const byId = new Map<number, string[]>();
  for (const data of elementsOf(answer).nodes) {
    const component = data.component_id;
    const id = idOf(data);
    if (typeof component !== 'number' || id === undefined) continue;
    const members = byId.get(component) ?? [];
    members.push(id);
    byId.set(component, members);
  }
  return [...byId.values()];
}

/** Counts of the difference view for its legend. */
export type DiffCounts = Record<DiffStatus, number>;

/**
 * What the map draws for a view mode, read from the element data the server added (`component_id`,
 * `impacted`/`removed`, `diff_status`, `is_root`/`stp_state`). Missing fields fall back to the base look.
 */
export function viewStateFromAnswer(mode: ViewMode, answer: unknown): ViewState {
  const { nodes, edges } = elementsOf(answer);
  const ids = (list: ElementData[], keep: (d: ElementData) => boolean) =>
    new Set(list.filter(keep).map((d) => idOf(d) ?? ''));
  switch (mode) {
    case 'basegraph':
      return { mode };
    case 'connected-components':
      return { mode, components: componentsFromGroups(componentGroups(answer)).components };
    case 'impact':
      return {
        mode,
        impactedNodes: ids(nodes, (d) => d.impacted === true),
        impactedEdges: ids(edges, (d) => d.impacted === true || d.cut === true),
        selectedNodes: ids(nodes, (d) => d.removed === true),
        selectedEdges: ids(edges, (d) => d.removed === true),
      };
    case 'difference':
      return {
        mode,
        nodes: new Map(nodes.map((d) => [idOf(d) ?? '', diffStatusOf(d.diff_status)])),
        edges: new Map(edges.map((d) => [idOf(d) ?? '', diffStatusOf(d.diff_status)])),
      };
    case 'spanning-tree':
      return {
        mode,
        rootNodes: ids(nodes, (d) => d.is_root === true),
        blockingEdges: ids(edges, (d) => d.stp_state === 'blocking'),
        treeEdges: ids(edges, (d) => d.stp_state === 'forwarding'),
      };
  }
}

/** How many nodes are added, removed, changed and unchanged in a difference view. */
export function diffCounts(view: ViewState): DiffCounts {
  const counts: DiffCounts = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  if (view.mode !== 'difference') return counts;
  for (const status of view.nodes.values()) counts[status] += 1;
  return counts;
}

/** Where a query error is, for the message under the search box. */
export function queryErrorText(error: QueryError): string {
  if (error.kind === 'syntax') {
    return `Line ${error.line ?? 1}, column ${error.column ?? 1}: ${error.reason}`;
  }
  return `At ${error.path ?? '$'}: ${error.reason}`;
}

/** '3 of 12' while stepping through search results, '12 results' before. */
export function resultText(current: number, count: number): string {
  if (count === 0) return 'No results';
  if (current < 0) return `${count} ${count === 1 ? 'result' : 'results'}`;
  return `${current + 1} of ${count}`;
}

/** The query text around a syntax error, split at the offending position, so the page can mark it. */
export function errorExcerpt(text: string, position: number, radius = 20): { before: string; after: string } {
  const at = Math.max(0, Math.min(position, text.length));
  const start = Math.max(0, at - radius);
  const end = Math.min(text.length, at + radius);
  return {
    before: `${start > 0 ? '…' : ''}${text.slice(start, at)}`,
    after: `${text.slice(at, end)}${end < text.length ? '…' : ''}`,
  };
}

/** 'netmap-<network>-<snapshot>.<ext>', so exports of different contexts do not overwrite each other. */
export function exportFileName(network: number, snapshot: number, extension: string): string {
  return `netmap-${network}-${snapshot}.${extension}`;
}
