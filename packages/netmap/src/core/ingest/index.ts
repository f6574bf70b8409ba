import Graph from 'graphology';
import { runNow, runSliced, type SlicedRun, type SlicedWork, type SliceOptions } from '../slices';
import { normaliseClasses } from './classes';
import type {
  EdgeLag,
  EdgePort,
  GroupInfo,
  IngestIssue,
  IngestResult,
  LinkSource,
  NetEdgeAttributes,
  NetGraph,
  NetNodeAttributes,
  TitleFields,
} from './types';
import {
  asBoolean,
  asNumber,
  asString,
  isRecord,
  looksLikeIp,
  parseTags,
  parseTitle,
  splitLabel,
  type UnknownRecord,
} from './utils';

export { normaliseClasses } from './classes';
export type * from './types';
export { parseTitle, splitLabel } from './utils';

export type CytoscapeElements = { nodes: unknown[]; edges: unknown[] };

/**
 * Finds `elements` in a base-graph answer: the full envelope `{data: {graph: {elements}}}`, the payload
 * `{graph: {elements}}` (what the generated client returns), or the elements `{nodes, edges}` themselves.
 */
export function extractElements(answer: unknown): CytoscapeElements {
  let current: unknown = answer;
  if (isRecord(current) && isRecord(current.data)) current = current.data;
  if (isRecord(current) && isRecord(current.graph)) current = current.graph;
  if (isRecord(current) && isRecord(current.elements)) current = current.elements;
  if (!isRecord(current)) return { nodes: [], edges: [] };
  return {
    nodes: Array.isArray(current.nodes) ? current.nodes : [],
    edges: Array.isArray(current.edges) ? current.edges : [],
  };
}

type RawElement = { data: UnknownRecord; classes: readonly string[]; position?: { x: number; y: number } };

/**
 * The classes of an ingest's elements, one frozen list per distinct string: a large graph has a few, and a list
 * per element would be 300,000 long-lived arrays at 100,000 nodes.
 */
type ClassLists = Map<string, readonly string[]>;

function classesOf(classes: unknown, lists: ClassLists): readonly string[] {
  if (typeof classes !== 'string') return Object.freeze(normaliseClasses(classes));
  let list = lists.get(classes);
  if (!list) {
    list = Object.freeze(normaliseClasses(classes));
    lists.set(classes, list);
  }
  return list;
}

function readElement(element: unknown, lists: ClassLists): RawElement | undefined {
  if (!isRecord(element) || !isRecord(element.data)) return undefined;
  const position = isRecord(element.position) ? element.position : undefined;
  const x = asNumber(position?.x);
  const y = asNumber(position?.y);
  const raw: RawElement = { data: element.data, classes: classesOf(element.classes, lists) };
  if (x !== undefined && y !== undefined) raw.position = { x, y };
  return raw;
}

type NodeType = 'group' | NetNodeAttributes['kind'];

function nodeTypeOf(data: UnknownRecord, classes: readonly string[], id: string): NodeType {
  const declared = asString(data.node_type)?.toLowerCase();
  if (declared === 'group' || declared === 'device' || declared === 'host' || declared === 'custom')
    return declared;
  for (const kind of ['group', 'device', 'host', 'custom'] as const) if (classes.includes(kind)) return kind;
  if (id.startsWith('parent-')) return 'group';
  if (asString(data.vendor) === 'custom') return 'custom';
  return 'device';
}

// Shared by the many nodes (hosts, mostly) without a title or tags.
const NO_FIELDS: Readonly<TitleFields> = Object.freeze({});
const NO_TAGS: readonly string[] = Object.freeze([]);

function buildNode(
  kind: Exclude<NodeType, 'group'>,
  raw: RawElement,
  id: string,
): { attributes: NetNodeAttributes; parentRef: string | undefined } {
  const { data } = raw;
  const label = asString(data.label) ?? id;
  const title = asString(data.title);
  const fields = title ? parseTitle(title) : NO_FIELDS;
  const [first, second] = splitLabel(label);
  const vendor = (asString(data.vendor) ?? fields.vendor ?? '').toLowerCase();
  // Device labels read "name\nIP", host labels "IP\nvendor": the title wins when it names the field.
  const ipFromLabel =
    kind === 'host' ? (looksLikeIp(first) ? first : undefined) : looksLikeIp(second) ? second : undefined;
  // Empty strings (a host without an address) count as missing, so the label can still supply the value.
  const text = (value: unknown) => asString(value) || undefined;
  const ip = fields.ip ?? fields.ip_address ?? text(data.ip_address) ?? ipFromLabel;
  const name = fields.name ?? text(data.name) ?? (kind === 'host' ? undefined : first || undefined);
  const mac = fields.mac ?? fields.mac_address ?? text(data.mac);
  const serial = fields.serial ?? text(data.serial);
  const listed = Array.isArray(data.tags)
    ? data.tags.map((t) => (isRecord(t) ? asString(t.name) : asString(t))).filter((t): t is string => !!t)
    : parseTags(fields.tags);
  const tags = listed.length > 0 ? listed : NO_TAGS;
  // One object per node, optional fields set only when present (no spreads: large graphs have many nodes).
  const attributes = {
    kind,
    label,
    classes: raw.classes,
    fields,
    tags,
    vendor,
    newDevice: asBoolean(data.new_device),
    x: raw.position?.x ?? 0,
    y: raw.position?.y ?? 0,
    hasPosition: raw.position !== undefined,
  } as NetNodeAttributes;
  if (title !== undefined) attributes.title = title;
  if (ip !== undefined) attributes.ip = ip;
  if (mac !== undefined) attributes.mac = mac;
  if (serial !== undefined) attributes.serial = serial;
  if (name !== undefined) attributes.name = name;
  if (attributes.kind === 'device') {
    attributes.devType = (asString(data.dev_type) ?? 'unknown').toLowerCase();
    attributes.known = asBoolean(data.known);
    const dbId = asNumber(data.db_id);
    if (dbId !== undefined) attributes.dbId = dbId;
    const model = text(data.model) ?? fields.model;
    if (model !== undefined) attributes.model = model;
  } else if (attributes.kind === 'custom') {
    const image = asString(data.image);
    if (image !== undefined) attributes.image = image;
  }
  return { attributes, parentRef: asString(data.parent) };
}

/** Breaks cycles in group nesting (reporting each) and computes every group's depth. */
function resolveGroupNesting(groups: Map<string, GroupInfo>, issues: IngestIssue[]): void {
  const state = new Map<string, 1 | 2>();
  for (const start of groups.keys()) {
    const chain: string[] = [];
    let current: string | undefined = start;
    while (current !== undefined && !state.has(current)) {
      state.set(current, 1);
      chain.push(current);
      current = groups.get(current)?.parent;
    }
    if (current !== undefined && state.get(current) === 1) {
      const closing = groups.get(chain[chain.length - 1] ?? '');
      if (closing) {
        issues.push({
          kind: 'parent-cycle',
          id: closing.id,
          message: `group ${closing.id}: parent ${current} closes a cycle; the group is placed at the top level`,
        });
        delete closing.parent;
      }
    }
    for (const id of chain) state.set(id, 2);
  }
  const depthOf = (id: string): number => {
    let depth = 0;
    let current = groups.get(id)?.parent;
    while (current !== undefined) {
      depth += 1;
      current = groups.get(current)?.parent;
    }
    return depth;
  };
  for (const group of groups.values()) {
    group.depth = depthOf(group.id);
    if (group.parent !== undefined) groups.get(group.parent)?.children.push(group.id);
  }
}

/**
 * graphology keeps each node's neighbours in a plain object keyed by neighbour id. V8 gives a plain object a new
 * hidden class for every new key, which for ids (all different) makes adding edges slow; an object switched to
 * dictionary mode (adding then deleting keys) takes new keys at hash-table speed. Reaches into graphology's node
 * records (pinned by `internals.test.ts`); a graph without them is left as it is.
 */
export function useDictionaryAdjacency(graph: NetGraph): void {
  const records = (graph as unknown as { _nodes?: unknown })._nodes;
  if (!(records instanceof Map)) return;
  for (const record of records.values()) {
    const adjacency = isRecord(record) ? record.undirected : undefined;
    if (!isRecord(adjacency) || Object.keys(adjacency).length > 0) continue;
    adjacency['\u0000a'] = 0;
    adjacency['\u0000b'] = 0;
    delete adjacency['\u0000a'];
    delete adjacency['\u0000b'];
  }
}

const LINK_SOURCES: readonly LinkSource[] = ['cdp', 'lldp', 'mndp', 'subnet'];

/**
 * Adds the link facts of a device–device edge (`ports`, `link_source`, `one_sided`, `lag`) to `attributes`;
 * malformed parts are left out. Fields are set only when present, without spreads: a large graph has hundreds
 * of thousands of edges, most of them without any of these facts.
 */
function addLinkFacts(attributes: NetEdgeAttributes, data: UnknownRecord): void {
  if (Array.isArray(data.ports)) {
    const ports: EdgePort[] = [];
    for (const p of data.ports) {
      if (!isRecord(p)) continue;
      const source = asString(p.source) ?? '';
      const target = asString(p.target) ?? '';
      if (source === '' && target === '') continue;
      const port: EdgePort = { source, target };
      const sourceShort = asString(p.source_short);
      const targetShort = asString(p.target_short);
      if (sourceShort) port.sourceShort = sourceShort;
      if (targetShort) port.targetShort = targetShort;
      ports.push(port);
    }
    if (ports.length > 0) attributes.ports = ports;
  }
  if (data.link_source !== undefined) {
    const linkSource = LINK_SOURCES.find((s) => s === data.link_source);
    if (linkSource) attributes.linkSource = linkSource;
  }
  if (typeof data.one_sided === 'boolean') attributes.oneSided = data.one_sided;
  if (isRecord(data.lag)) {
    const members = asNumber(data.lag.members);
    if (members !== undefined && members > 1) {
      const lag: EdgeLag = { members };
      const lagSource = asString(data.lag.source);
      const lagTarget = asString(data.lag.target);
      if (lagSource) lag.source = lagSource;
      if (lagTarget) lag.target = lagTarget;
      attributes.lag = lag;
    }
  }
}

/**
 * Turns the base graph's Cytoscape elements into a graphology graph. Never throws on bad data: problems
 * (missing edge ends, duplicate ids, missing parents, cycles) are collected in `issues` and the rest is kept.
 */
export function ingestBaseGraph(answer: unknown): IngestResult {
  return runNow(ingestSteps(answer));
}

/**
 * The same ingest in main-thread tasks of about `budgetMs` each (large graphs: one task per 10,000 elements
 * would block the page for a quarter of a second).
 */
export function ingestBaseGraphSliced(answer: unknown, options: SliceOptions = {}): SlicedRun<IngestResult> {
  return runSliced(ingestSteps(answer), options);
}

/** Elements between two yields of the ingest. */
const INGEST_STEP = 200;

/** The ingest as sliced work (`runSliced`, `runNow`). */
export function* ingestSteps(answer: unknown): SlicedWork<IngestResult> {
  const { nodes, edges } = extractElements(answer);
  const issues: IngestIssue[] = [];
  const graph: NetGraph = new Graph<NetNodeAttributes, NetEdgeAttributes>({
    type: 'undirected',
    multi: false,
    allowSelfLoops: true,
  });
  const groups = new Map<string, GroupInfo>();
  const parentRefs = new Map<string, string>();
  const classLists: ClassLists = new Map();

  for (let index = 0; index < nodes.length; index += 1) {
    if (index % INGEST_STEP === INGEST_STEP - 1) yield;
    const element = nodes[index];
    const raw = readElement(element, classLists);
    const id = raw ? asString(raw.data.id) : undefined;
    if (!raw || id === undefined || id === '') {
      issues.push({ kind: 'invalid-element', message: `nodes[${index}]: no data.id; the node is skipped` });
      continue;
    }
    if (groups.has(id) || graph.hasNode(id)) {
      issues.push({
        kind: 'duplicate-id',
        id,
        message: `nodes[${index}]: duplicate id ${id}; the first is kept`,
      });
      continue;
    }
    const type = nodeTypeOf(raw.data, raw.classes, id);
    if (type === 'group') {
      const title = asString(raw.data.title);
      const parent = asString(raw.data.parent);
      groups.set(id, {
        id,
        label: asString(raw.data.label) ?? id,
        depth: 0,
        children: [],
        members: [],
        ...(title !== undefined ? { title } : {}),
        ...(parent !== undefined ? { parent } : {}),
      });
      continue;
    }
    const { attributes, parentRef } = buildNode(type, raw, id);
    if (parentRef !== undefined) parentRefs.set(id, parentRef);
    graph.addNode(id, attributes);
  }
  yield;
  useDictionaryAdjacency(graph);

  for (const group of groups.values()) {
    if (group.parent !== undefined && !groups.has(group.parent)) {
      issues.push({
        kind: 'missing-parent',
        id: group.id,
        message: `group ${group.id}: parent ${group.parent} does not exist`,
      });
      delete group.parent;
    }
  }
  resolveGroupNesting(groups, issues);

  for (const [id, parent] of parentRefs) {
    const group = groups.get(parent);
    if (group) {
      group.members.push(id);
      graph.setNodeAttribute(id, 'group', parent);
    } else {
      issues.push({
        kind: 'missing-parent',
        id,
        message: `node ${id}: parent ${parent} is not a known group`,
      });
    }
  }

  for (let index = 0; index < edges.length; index += 1) {
    if (index % INGEST_STEP === INGEST_STEP - 1) yield;
    const element = edges[index];
    const raw = readElement(element, classLists);
    const source = raw ? asString(raw.data.source) : undefined;
    const target = raw ? asString(raw.data.target) : undefined;
    if (!raw || source === undefined || target === undefined) {
      issues.push({ kind: 'invalid-element', message: `edges[${index}]: no data.source or data.target` });
      continue;
    }
    const id = asString(raw.data.id) ?? [source, target].sort().join('-');
    const missing =
      graph.hasNode(source) && graph.hasNode(target)
        ? []
        : [source, target].filter((end) => !graph.hasNode(end));
    if (missing.length > 0) {
      const toGroup = missing.every((end) => groups.has(end));
      issues.push({
        kind: toGroup ? 'edge-to-group' : 'missing-edge-end',
        id,
        message: `edge ${id}: ${toGroup ? 'end is a group' : 'missing end'} ${missing.join(', ')}`,
      });
      continue;
    }
    if (graph.hasEdge(id)) {
      issues.push({
        kind: 'duplicate-id',
        id,
        message: `edges[${index}]: duplicate id ${id}; the first is kept`,
      });
      continue;
    }
    if (graph.hasEdge(source, target)) {
      issues.push({
        kind: 'duplicate-edge',
        id,
        message: `edge ${id}: ${source} and ${target} are already linked by ${graph.edge(source, target)}`,
      });
      continue;
    }
    const redundancy = asNumber(raw.data.redundancy);
    const label = asString(raw.data.label);
    const kind = raw.classes.includes('custom-edge')
      ? 'custom'
      : label !== undefined && redundancy === undefined
        ? 'access'
        : 'link';
    const attributes: NetEdgeAttributes = { kind, classes: raw.classes };
    if (redundancy !== undefined) attributes.redundancy = redundancy;
    if (label !== undefined && label !== '') attributes.label = label;
    addLinkFacts(attributes, raw.data);
    graph.addEdgeWithKey(id, source, target, attributes);
  }

  return { graph, groups, issues };
}
