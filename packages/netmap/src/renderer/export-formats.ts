import type { NetEdgeAttributes, NetGraph, NetNodeAttributes } from '../core/ingest/types';

// Small writers rather than graphology-gexf / graphology-graphml: those parse and write generic attributes,
// while the map exports a fixed, typed set of columns that tools like Gephi and yEd read as typed columns.

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

type Column<A> = { id: string; type: 'string' | 'boolean' | 'integer' | 'double'; read: (a: A) => unknown };

const NODE_COLUMNS: Column<NetNodeAttributes>[] = [
  { id: 'kind', type: 'string', read: (a) => a.kind },
  { id: 'dev_type', type: 'string', read: (a) => (a.kind === 'device' ? a.devType : undefined) },
  { id: 'vendor', type: 'string', read: (a) => a.vendor || undefined },
  { id: 'name', type: 'string', read: (a) => a.name },
  { id: 'ip', type: 'string', read: (a) => a.ip },
  { id: 'mac', type: 'string', read: (a) => a.mac },
  { id: 'serial', type: 'string', read: (a) => a.serial },
  { id: 'group', type: 'string', read: (a) => a.group },
  { id: 'tags', type: 'string', read: (a) => (a.tags.length > 0 ? a.tags.join(', ') : undefined) },
  { id: 'known', type: 'boolean', read: (a) => (a.kind === 'device' ? a.known : undefined) },
  { id: 'new_device', type: 'boolean', read: (a) => a.newDevice },
];

const EDGE_COLUMNS: Column<NetEdgeAttributes>[] = [
  { id: 'kind', type: 'string', read: (a) => a.kind },
  { id: 'redundancy', type: 'integer', read: (a) => a.redundancy },
  { id: 'vlan', type: 'string', read: (a) => a.label },
];

function values<A>(columns: Column<A>[], a: A): [string, string][] {
  const out: [string, string][] = [];
  for (const c of columns) {
    const v = c.read(a);
    if (v !== undefined && v !== null && v !== '') out.push([c.id, String(v)]);
  }
  return out;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** GEXF 1.3 with typed attributes and positions (viz:position), readable by Gephi. */
export function toGexf(graph: NetGraph): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gexf xmlns="http://gexf.net/1.3" xmlns:viz="http://gexf.net/1.3/viz" version="1.3">',
    '  <graph defaultedgetype="undirected" mode="static">',
    '    <attributes class="node">',
    ...NODE_COLUMNS.map((c) => `      <attribute id="${c.id}" title="${c.id}" type="${c.type}"/>`),
    '    </attributes>',
    '    <attributes class="edge">',
    ...EDGE_COLUMNS.map((c) => `      <attribute id="${c.id}" title="${c.id}" type="${c.type}"/>`),
    '    </attributes>',
    '    <nodes>',
  ];
  graph.forEachNode((id, a) => {
    lines.push(`      <node id="${escapeXml(id)}" label="${escapeXml(a.label.replace(/\n/g, ' '))}">`);
    lines.push('        <attvalues>');
    for (const [k, v] of values(NODE_COLUMNS, a))
      lines.push(`          <attvalue for="${k}" value="${escapeXml(v)}"/>`);
    lines.push('        </attvalues>');
    lines.push(`        <viz:position x="${round(a.x)}" y="${round(a.y)}" z="0"/>`);
    lines.push('      </node>');
  });
  lines.push('    </nodes>', '    <edges>');
  graph.forEachEdge((id, a, source, target) => {
    const attrs = values(EDGE_COLUMNS, a);
    const weight = a.redundancy !== undefined ? ` weight="${a.redundancy}"` : '';
    lines.push(
      `      <edge id="${escapeXml(id)}" source="${escapeXml(source)}" target="${escapeXml(target)}"${weight}>`,
    );
    lines.push('        <attvalues>');
    for (const [k, v] of attrs) lines.push(`          <attvalue for="${k}" value="${escapeXml(v)}"/>`);
    lines.push('        </attvalues>');
    lines.push('      </edge>');
  });
  lines.push('    </edges>', '  </graph>', '</gexf>', '');
  return lines.join('\n');
}

/** GraphML with typed keys (and x, y), readable by yEd, Gephi and networkx. */
export function toGraphml(graph: NetGraph): string {
  const graphmlType = (t: Column<unknown>['type']) => (t === 'integer' ? 'int' : t);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns">',
    '  <key id="label" for="node" attr.name="label" attr.type="string"/>',
    '  <key id="x" for="node" attr.name="x" attr.type="double"/>',
    '  <key id="y" for="node" attr.name="y" attr.type="double"/>',
    ...NODE_COLUMNS.map(
      (c) => `  <key id="${c.id}" for="node" attr.name="${c.id}" attr.type="${graphmlType(c.type)}"/>`,
    ),
    ...EDGE_COLUMNS.map(
      (c) => `  <key id="e_${c.id}" for="edge" attr.name="${c.id}" attr.type="${graphmlType(c.type)}"/>`,
    ),
    '  <graph id="netmap" edgedefault="undirected">',
  ];
  graph.forEachNode((id, a) => {
    lines.push(`    <node id="${escapeXml(id)}">`);
    lines.push(`      <data key="label">${escapeXml(a.label.replace(/\n/g, ' '))}</data>`);
    lines.push(`      <data key="x">${round(a.x)}</data>`, `      <data key="y">${round(a.y)}</data>`);
    for (const [k, v] of values(NODE_COLUMNS, a)) lines.push(`      <data key="${k}">${escapeXml(v)}</data>`);
    lines.push('    </node>');
  });
  graph.forEachEdge((id, a, source, target) => {
    lines.push(
      `    <edge id="${escapeXml(id)}" source="${escapeXml(source)}" target="${escapeXml(target)}">`,
    );
    for (const [k, v] of values(EDGE_COLUMNS, a))
      lines.push(`      <data key="e_${k}">${escapeXml(v)}</data>`);
    lines.push('    </edge>');
  });
  lines.push('  </graph>', '</graphml>', '');
  return lines.join('\n');
}
