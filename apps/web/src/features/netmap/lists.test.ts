import { ingestBaseGraph, type ViewState } from '@lne/netmap';
import { describe, expect, it } from 'vitest';
import { carryPositions, diffCsv, diffRows, impactCsv, impactRows, neighbourRows, siteOf } from './lists';

const device = (id: string, parent: string, devType = 'switch') => ({
  data: { id, node_type: 'device', dev_type: devType, known: true, parent, label: `${id}\n10.0.0.1` },
});
const host = (id: string, parent: string) => ({
  data: { id, node_type: 'host', parent, label: `10.0.9.${id.length}\nacme` },
});
const edge = (a: string, b: string) => ({ data: { id: `${a}-${b}`, source: a, target: b } });

// core — dist — acc — (plc, h1); core — dist2 — acc2; a lab router alone in another site.
const answer = {
  nodes: [
    { data: { id: 'parent-1', node_type: 'group', label: 'Plant' } },
    { data: { id: 'parent-2', node_type: 'group', label: 'Hall 3', parent: 'parent-1' } },
    { data: { id: 'parent-3', node_type: 'group', label: 'Lab' } },
    device('core', 'parent-1'),
    device('dist', 'parent-1'),
    device('dist2', 'parent-1'),
    device('acc', 'parent-2'),
    device('acc2', 'parent-2'),
    device('plc', 'parent-2', 'plc'),
    host('h1', 'parent-2'),
    device('lab', 'parent-3', 'router'),
  ],
  edges: [
    edge('core', 'dist'),
    edge('dist', 'acc'),
    edge('acc', 'plc'),
    edge('acc', 'h1'),
    edge('core', 'dist2'),
    edge('dist2', 'acc2'),
  ],
};
const { graph, groups } = ingestBaseGraph(answer);

describe('siteOf', () => {
  it('finds the top-level group of nested rooms', () => {
    expect(siteOf(groups, 'parent-2')).toBe('Plant');
    expect(siteOf(groups, 'parent-3')).toBe('Lab');
    expect(siteOf(groups, undefined)).toBe('');
  });
});

describe('impactRows', () => {
  it('lists the impacted nodes with the node taken out that cut them off, devices before hosts', () => {
    const view: ViewState = {
      mode: 'impact',
      impactedNodes: new Set(['acc', 'plc', 'h1', 'lab']),
      impactedEdges: new Set(),
      selectedNodes: new Set(['dist']),
      selectedEdges: new Set(),
    };
    const rows = impactRows(graph, groups, view);
    expect(rows.map((r) => r.name)).toEqual(['acc', 'lab', 'plc', '10.0.9.2']);
    expect(rows[0]).toMatchObject({
      type: 'Switch',
      site: 'Plant',
      why: 'Reaches the core only through dist',
    });
    expect(rows[2]).toMatchObject({ type: 'PLC', why: 'Reaches the core only through dist' });
    // The lab router was never connected: nothing taken out explains it.
    expect(rows[1]).toMatchObject({ type: 'Router', site: 'Lab', why: 'Not connected to the core' });
    expect(rows[3]).toMatchObject({ host: true, type: 'Host' });
  });

  it('names a link taken out', () => {
    const view: ViewState = {
      mode: 'impact',
      impactedNodes: new Set(['acc2']),
      impactedEdges: new Set(),
      selectedEdges: new Set(['dist2-acc2']),
    };
    expect(impactRows(graph, groups, view)[0]?.why).toBe(
      'Reaches the core only through the link acc2 – dist2',
    );
  });

  it('exports name, type, site and why as CSV', () => {
    const csv = impactCsv([
      { id: 'a', name: 'acc', type: 'Switch', site: 'Plant', why: 'x, y', host: false },
    ]);
    expect(csv).toBe('\ufeffName,Type,Site,Why\r\nacc,Switch,Plant,"x, y"\r\n');
  });

  it('is empty outside the impact view', () => {
    expect(impactRows(graph, groups, { mode: 'basegraph' })).toEqual([]);
  });
});

describe('diffRows', () => {
  it('lists what changed, added first, and exports it', () => {
    const view: ViewState = {
      mode: 'difference',
      nodes: new Map([
        ['plc', 'changed'],
        ['acc', 'added'],
        ['core', 'unchanged'],
        ['lab', 'removed'],
      ]),
      edges: new Map(),
    };
    const rows = diffRows(graph, groups, view);
    expect(rows.map((r) => [r.status, r.name])).toEqual([
      ['added', 'acc'],
      ['removed', 'lab'],
      ['changed', 'plc'],
    ]);
    expect(diffCsv(rows)).toContain('Added,acc,Switch,Plant\r\n');
  });
});

describe('neighbourRows', () => {
  it('gives each neighbour its ports at both ends in short forms, how the link is known and whether one end only reports it', () => {
    const rows = neighbourRows(
      [
        {
          neigh_id: 'dist',
          name: 'dist',
          connections: [
            { if_local: 'GigabitEthernet1/0/1', if_remote: 'TenGigabitEthernet1/1/1', source: 'lldp' },
            { if_local: 'GigabitEthernet1/0/2', if_remote: 'TenGigabitEthernet1/1/2', source: 'lldp' },
          ],
        },
        {
          neigh_id: 'other',
          ip_address: '10.9.9.9',
          connections: [{ if_local: 'Vlan10', if_remote: 'Vlan10', source: 'subnet', one_sided: true }],
        },
      ],
      graph,
    );
    expect(rows[0]).toEqual({
      id: 'other',
      name: '10.9.9.9',
      ports: [{ local: 'Vl10', remote: 'Vl10' }],
      how: 'shared subnet',
      oneSided: true,
      onMap: false,
    });
    expect(rows[1]).toMatchObject({
      name: 'dist',
      ports: [
        { local: 'Gi1/0/1', remote: 'Te1/1/1' },
        { local: 'Gi1/0/2', remote: 'Te1/1/2' },
      ],
      how: 'LLDP',
      oneSided: false,
      onMap: true,
    });
  });
});

describe('carryPositions', () => {
  it('keeps the positions of the nodes both graphs hold and leaves the new ones to the layout', () => {
    const before = ingestBaseGraph(answer).graph;
    before.forEachNode((id, a) => {
      a.x = id.length * 10;
      a.y = 5;
    });
    const after = ingestBaseGraph({
      nodes: [...answer.nodes, device('new', 'parent-2')],
      edges: answer.edges,
    }).graph;
    expect(carryPositions(before, after)).toBe(before.order);
    expect(after.getNodeAttributes('dist')).toMatchObject({ x: 40, y: 5, hasPosition: true });
    expect(after.getNodeAttributes('new').hasPosition).toBe(false);
    expect(carryPositions(undefined, after)).toBe(0);
  });
});
