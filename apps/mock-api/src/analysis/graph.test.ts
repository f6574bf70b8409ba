import { describe, expect, it } from 'vitest';
import {
  componentsView,
  differenceView,
  type EdgeElement,
  type Elements,
  impactView,
  type NodeElement,
  type StpMember,
  spanningTreeView,
} from './graph';

const device = (id: string, extra: Record<string, unknown> = {}): NodeElement => ({
  data: { id, node_type: 'device', label: id, ...extra },
  classes: 'device',
});
const host = (id: string): NodeElement => ({ data: { id, node_type: 'host', label: id }, classes: 'host' });
const edge = (a: string, b: string, extra: Record<string, unknown> = {}): EdgeElement => {
  const [source, target] = a < b ? [a, b] : [b, a];
  return { data: { id: `${source}-${target}`, source, target, ...extra }, classes: 'device-edge' };
};

// core — dist — acc — (h1, h2); core — dist2; a separate lab router.
const campus: Elements = {
  nodes: [
    { data: { id: 'parent-1', node_type: 'group', label: 'Site' }, classes: 'group' },
    device('core'),
    device('dist'),
    device('dist2'),
    device('acc'),
    host('h1'),
    host('h2'),
    device('lab'),
  ],
  edges: [
    edge('core', 'dist'),
    edge('core', 'dist2'),
    edge('acc', 'dist'),
    edge('acc', 'h1'),
    edge('acc', 'h2'),
  ],
};

describe('connected components', () => {
  it('numbers components largest first and leaves groups out', () => {
    const view = componentsView(campus);
    expect(view.components).toEqual([
      { id: 0, size: 6, node_ids: ['acc', 'core', 'dist', 'dist2', 'h1', 'h2'] },
      { id: 1, size: 1, node_ids: ['lab'] },
    ]);
    const group = view.elements.nodes.find((n) => n.data.id === 'parent-1');
    expect(group?.data.component_id).toBeUndefined();
    expect(view.elements.edges.every((e) => e.data.component_id === 0)).toBe(true);
  });
});

describe('impact', () => {
  it('removing the only uplink of an access switch impacts exactly the switch and its hosts', () => {
    const view = impactView(campus, ['acc-dist']);
    expect(view.removed_node_ids).toEqual([]);
    expect(view.removed_edge_ids).toEqual(['acc-dist']);
    expect(view.impacted_node_ids).toEqual(['acc', 'h1', 'h2', 'lab']);
    expect(view.cut_edge_ids).toEqual(['acc-dist']);
    expect(view.impacted_edge_ids).toEqual(['acc-h1', 'acc-h2']);
  });

  it('removing a bridge node takes its edges out and cuts the ones from the core', () => {
    const view = impactView(campus, ['dist']);
    expect(view.removed_node_ids).toEqual(['dist']);
    expect(view.removed_edge_ids).toEqual(['acc-dist', 'core-dist']);
    // core + dist2 (2 devices) beat acc + hosts (1 device).
    expect(view.impacted_node_ids).toEqual(['acc', 'h1', 'h2', 'lab']);
    expect(view.cut_edge_ids).toEqual(['core-dist']);
    const removed = view.elements.nodes.find((n) => n.data.id === 'dist');
    expect(removed?.data).toMatchObject({ removed: true, impacted: false });
  });

  it('a redundant link impacts nothing but the isolated lab router', () => {
    const ring: Elements = { ...campus, edges: [...campus.edges, edge('acc', 'dist2')] };
    const view = impactView(ring, ['acc-dist']);
    expect(view.impacted_node_ids).toEqual(['lab']);
    expect(view.cut_edge_ids).toEqual([]);
  });
});

describe('difference', () => {
  it('finds one added, one removed and one changed node', () => {
    const before: Elements = {
      nodes: [device('a', { ip_address: '10.0.0.1' }), device('b'), device('c')],
      edges: [edge('a', 'b')],
    };
    const after: Elements = {
      nodes: [device('a', { ip_address: '10.0.0.9' }), device('b'), device('d')],
      edges: [edge('a', 'b')],
    };
    const view = differenceView(after, before);
    expect(view.summary).toEqual({ added: 1, removed: 1, changed: 1, unchanged: 2 });
    expect(view.changes).toEqual([
      {
        id: 'a',
        element: 'node',
        label: 'a',
        diff_status: 'changed',
        diff_changes: [{ field: 'ip_address', before: '10.0.0.1', after: '10.0.0.9' }],
      },
      { id: 'd', element: 'node', label: 'd', diff_status: 'added', diff_changes: [] },
      { id: 'c', element: 'node', label: 'c', diff_status: 'removed', diff_changes: [] },
    ]);
    expect(view.elements.nodes.map((n) => n.data.id)).toEqual(['a', 'b', 'd', 'c']);
  });
});

describe('spanning tree', () => {
  it('finds the root by MAC and the blocked link of a triangle', () => {
    const triangle: Elements = {
      nodes: [device('s1'), device('s2'), device('s3')],
      edges: [edge('s1', 's2'), edge('s1', 's3'), edge('s2', 's3')],
    };
    const member = (id: string, mac: string, states: Record<string, string>): StpMember => ({
      id,
      bridgeMac: mac,
      rootMac: 'aa:00:00:00:00:01',
      portStates: new Map(Object.entries(states)),
    });
    const members = [
      member('s1', 'aa:00:00:00:00:01', { p1: 'Forwarding', p2: 'Forwarding' }),
      member('s2', 'aa:00:00:00:00:02', { p1: 'Forwarding', p2: 'Forwarding' }),
      member('s3', 'aa:00:00:00:00:03', { p1: 'Forwarding', p2: 'Blocking' }),
    ];
    const ports = new Map([
      ['s1-s2', { source: ['p1'], target: ['p1'] }],
      ['s1-s3', { source: ['p2'], target: ['p1'] }],
      ['s2-s3', { source: ['p2'], target: ['p2'] }],
    ]);
    const view = spanningTreeView(triangle, members, ports);
    expect(view.rootBridgeId).toBe('s1');
    expect(view.elements.nodes.filter((n) => n.data.is_root).map((n) => n.data.id)).toEqual(['s1']);
    expect(Object.fromEntries(view.elements.edges.map((e) => [e.data.id, e.data.stp_state]))).toEqual({
      's1-s2': 'forwarding',
      's1-s3': 'forwarding',
      's2-s3': 'blocking',
    });
  });
});
