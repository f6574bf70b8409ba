import type { NetGraph, NetNodeAttributes } from '../ingest/types';

export type FieldValue = string | number | boolean | readonly string[] | undefined;

type FieldReader = (attributes: NetNodeAttributes, id: string, graph: NetGraph) => FieldValue;

/** The fields a query can compare; `title.<key>` reaches any line of the node's title as well. */
export const QUERY_FIELDS: Record<string, FieldReader> = {
  id: (_a, id) => id,
  kind: (a) => a.kind,
  node_type: (a) => a.kind,
  dev_type: (a) => (a.kind === 'device' ? a.devType : undefined),
  vendor: (a) => a.vendor,
  name: (a) => a.name,
  label: (a) => a.label,
  ip: (a) => a.ip,
  mac: (a) => a.mac,
  serial: (a) => a.serial,
  tags: (a) => a.tags,
  known: (a) => (a.kind === 'device' ? a.known : undefined),
  new_device: (a) => a.newDevice,
  group: (a) => a.group,
  db_id: (a) => (a.kind === 'device' ? a.dbId : undefined),
  degree: (_a, id, graph) => graph.degree(id),
};

export function isKnownField(field: string): boolean {
  return Object.hasOwn(QUERY_FIELDS, field) || /^title\.[a-z0-9_]+$/.test(field);
}

export function readField(
  field: string,
  attributes: NetNodeAttributes,
  id: string,
  graph: NetGraph,
): FieldValue {
  const reader = QUERY_FIELDS[field];
  if (reader) return reader(attributes, id, graph);
  if (field.startsWith('title.')) return attributes.fields[field.slice('title.'.length)];
  return undefined;
}

/** Appends a key to a JSON path the way a reader would write it: `$.vendor`, `$.$and[1]`. */
export function childPath(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`;
}
