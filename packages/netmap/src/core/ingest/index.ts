import Graph from 'graphology';
import { normaliseClasses } from './classes';
import type {
  EdgePort,
  GroupInfo,
  IngestIssue,
  IngestResult,
  LinkSource,
  NetEdgeAttributes,
  NetGraph,
  NetNodeAttributes,
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

type RawElement = { data: UnknownRecord; classes: string[]; position?: { x: number; y: number } };

function readElement(element: unknown): RawElement | undefined {
  if (!isRecord(element) || !isRecord(element.data)) return undefined;
  const position = isRecord(element.position) ? element.position : undefined;
  const x = asNumber(position?.x);
  const y = asNumber(position?.y);
  return {
    data: element.data,
    classes: normaliseClasses(element.classes),
    ...(x !== undefined && y !== undefined ? { position: { x, y } } : {}),
  };
}

type NodeType = 'group' | NetNodeAttributes['kind'];

function nodeTypeOf(data: UnknownRecord, classes: string[], id: string): NodeType {
  const declared = asString(data.node_type)?.toLowerCase();
  if (declared === 'group' || declared === 'device' || declared === 'host' || declared === 'custom')
    return declared;
  for (const kind of ['group', 'device', 'host', 'custom'] as const) if (classes.includes(kind)) return kind;
  if (id.startsWith('parent-')) return 'group';
  if (asString(data.vendor) === 'custom') return 'custom';
  return 'device';
}

function buildNode(
  kind: Exclude<NodeType, 'group'>,
  raw: RawElement,
  id: string,
): NetNodeAttributes & { parentRef?: string } {
  const { data } = raw;
  const label = asString(data.label) ?? id;
  const title = asString(data.title);
  const fields = parseTitle(title);
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
  const tags = Array.isArray(data.tags)
    ? data.tags.map((t) => (isRecord(t) ? asString(t.name) : asString(t))).filter((t): t is string => !!t)
    : parseTags(fields.tags);
  const common = {
    label,
    classes: raw.classes,
    fields,
    tags,
    vendor,
    newDevice: asBoolean(data.new_device),
    x: raw.position?.x ?? 0,
    y: raw.position?.y ?? 0,
    hasPosition: raw.position !== undefined,
    ...(title !== undefined ? { title } : {}),
    ...(ip !== undefined ? { ip } : {}),
    ...(mac !== undefined ? { mac } : {}),
    ...(serial !== undefined ? { serial } : {}),
    ...(name !== undefined ? { name } : {}),
  };
  const parentRef = asString(data.parent);
  const withParent = parentRef !== undefined ? { parentRef } : {};
  if (kind === 'device') {
    const dbId = asNumber(data.db_id);
    const model = text(data.model) ?? fields.model;
    return {
      ...common,
      ...withParent,
      kind,
      devType: (asString(data.dev_type) ?? 'unknown').toLowerCase(),
      known: asBoolean(data.known),
      ...(dbId !== undefined ? { dbId } : {}),
      ...(model !== undefined ? { model } : {}),
    };
  }
  if (kind === 'custom') {
    const image = asString(data.image);
    return { ...common, ...withParent, kind, ...(image !== undefined ? { image } : {}) };
  }
  return { ...common, ...withParent, kind };
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

const LINK_SOURCES: readonly LinkSource[] = ['cdp', 'lldp', 'mndp', 'subnet'];

/** The link facts of a device–device edge (`ports`, `link_source`, `one_sided`, `lag`); malformed parts are left out. */
function linkFacts(
  data: UnknownRecord,
): Pick<NetEdgeAttributes, 'ports' | 'linkSource' | 'oneSided' | 'lag'> {
  const ports = Array.isArray(data.ports)
    ? data.ports.flatMap((p): EdgePort[] => {
        if (!isRecord(p)) return [];
        const source = asString(p.source) ?? '';
        const target = asString(p.target) ?? '';
        if (source === '' && target === '') return [];
        const sourceShort = asString(p.source_short);
        const targetShort = asString(p.target_short);
        return [
          {
            source,
            target,
            ...(sourceShort ? { sourceShort } : {}),
            ...(targetShort ? { targetShort } : {}),
          },
        ];
      })
    : [];
  const linkSource = LINK_SOURCES.find((s) => s === data.link_source);
  const lag = isRecord(data.lag) ? data.lag : undefined;
  const members = asNumber(lag?.members);
  const lagSource = asString(lag?.source);
  const lagTarget = asString(lag?.target);
  return {
    ...(ports.length > 0 ? { ports } : {}),
    ...(linkSource ? { linkSource } : {}),
    ...(typeof data.one_sided === 'boolean' ? { oneSided: data.one_sided } : {}),
    ...(members !== undefined && members > 1
      ? {
          lag: {
            members,
            ...(lagSource ? { source: lagSource } : {}),
            ...(lagTarget ? { target: lagTarget } : {}),
          },
        }
      : {}),
  };
}

/**
 * Turns the base graph's Cytoscape elements into a graphology graph. Never throws on bad data: problems
 * (missing edge ends, duplicate ids, missing parents, cycles) are collected in `issues` and the rest is kept.
 */
export function ingestBaseGraph(answer: unknown): IngestResult {
  const { nodes, edges } = extractElements(answer);
  const issues: IngestIssue[] = [];
  const graph: NetGraph = new Graph<NetNodeAttributes, NetEdgeAttributes>({
    type: 'undirected',
    multi: false,
    allowSelfLoops: true,
  });
  const groups = new Map<string, GroupInfo>();
  const parentRefs = new Map<string, string>();

  nodes.forEach((element, index) => {
    const raw = readElement(element);
    const id = raw ? asString(raw.data.id) : undefined;
    if (!raw || id === undefined || id === '') {
      issues.push({ kind: 'invalid-element', message: `nodes[${index}]: no data.id; the node is skipped` });
      return;
    }
    if (groups.has(id) || graph.hasNode(id)) {
      issues.push({
        kind: 'duplicate-id',
        id,
        message: `nodes[${index}]: duplicate id ${id}; the first is kept`,
      });
      return;
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
      return;
    }
    const { parentRef, ...attributes } = buildNode(type, raw, id);
    if (parentRef !== undefined) parentRefs.set(id, parentRef);
    graph.addNode(id, attributes);
  });

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

  edges.forEach((element, index) => {
    const raw = readElement(element);
    const source = raw ? asString(raw.data.source) : undefined;
    const target = raw ? asString(raw.data.target) : undefined;
    if (!raw || source === undefined || target === undefined) {
      issues.push({ kind: 'invalid-element', message: `edges[${index}]: no data.source or data.target` });
      return;
    }
    const id = asString(raw.data.id) ?? [source, target].sort().join('-');
    const missing = [source, target].filter((end) => !graph.hasNode(end));
    if (missing.length > 0) {
      const toGroup = missing.every((end) => groups.has(end));
      issues.push({
        kind: toGroup ? 'edge-to-group' : 'missing-edge-end',
        id,
        message: `edge ${id}: ${toGroup ? 'end is a group' : 'missing end'} ${missing.join(', ')}`,
      });
      return;
    }
    if (graph.hasEdge(id)) {
      issues.push({
        kind: 'duplicate-id',
        id,
        message: `edges[${index}]: duplicate id ${id}; the first is kept`,
      });
      return;
    }
    if (graph.hasEdge(source, target)) {
      issues.push({
        kind: 'duplicate-edge',
        id,
        message: `edge ${id}: ${source} and ${target} are already linked by ${graph.edge(source, target)}`,
      });
      return;
    }
    const redundancy = asNumber(raw.data.redundancy);
    const label = asString(raw.data.label);
    const kind = raw.classes.includes('custom-edge')
      ? 'custom'
      : label !== undefined && redundancy === undefined
        ? 'access'
        : 'link';
    graph.addEdgeWithKey(id, source, target, {
      kind,
      classes: raw.classes,
      ...(redundancy !== undefined ? { redundancy } : {}),
      ...(label !== undefined && label !== '' ? { label } : {}),
      ...linkFacts(raw.data),
    });
  });

  return { graph, groups, issues };
}
