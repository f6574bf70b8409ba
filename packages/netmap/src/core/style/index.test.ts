import { describe, expect, it } from 'vitest';
import { ingestBaseGraph } from '../ingest';
import { plantAnswer } from '../ingest/fixture.test-data';
import type { NetEdgeAttributes } from '../ingest/types';
import {
  BLOCKING_EDGE_COLOR,
  baseEdgeStyle,
  baseNodeStyle,
  componentsFromGroups,
  DIFF_COLORS,
  dim,
  groupBoxStyle,
  HIGHLIGHT_COLOR,
  HOST_COLOR,
  IMPACT_COLOR,
  legendFor,
  mixColor,
  paletteColor,
  parseViewMode,
  ROOT_BRIDGE_COLOR,
  SELECTED_COLOR,
  styleEdge,
  styleNode,
  UNKNOWN_DEVICE_COLOR,
  VENDOR_COLORS,
} from './index';
import type { StyleState } from './types';

const { graph } = ingestBaseGraph(plantAnswer);
const CORE = '01HV0CORE00000000000000001';
const PLC = '01HV0PLC000000000000000002';
const UNKNOWN = '01HV0UNK000000000000000003';
const HOST = '01HV0HOST00000000000000004';
const CORE_PLC = `${CORE}-${PLC}`;
const CORE_UNKNOWN = `${CORE}-${UNKNOWN}`;
const PLC_HOST = `${HOST}-${PLC}`;
const base: StyleState = { view: { mode: 'basegraph' } };

const node = (id: string, state: StyleState = base) => styleNode(id, graph.getNodeAttributes(id), state);
const edge = (id: string, state: StyleState = base) =>
  styleEdge(id, graph.getEdgeAttributes(id), [graph.source(id), graph.target(id)], state);

describe('base styles', () => {
  it('colours devices by type with a vendor ring, bigger for infrastructure', () => {
    const core = node(CORE);
    const plc = node(PLC);
    expect(core).toMatchObject({ icon: 'switch', borderColor: VENDOR_COLORS.cisco, dimmed: false });
    expect(plc).toMatchObject({ icon: 'plc', borderColor: VENDOR_COLORS.siemens, badge: 'new' });
    expect(core.color).not.toBe(plc.color);
    expect(core.size).toBeGreaterThan(plc.size);
  });
  it('knows the OT device types of the seeded plant', () => {
    const core = graph.getNodeAttributes(CORE);
    if (core.kind !== 'device') throw new Error('the core switch is a device');
    expect(baseNodeStyle({ ...core, devType: 'gateway' }).icon).toBe('gateway');
    expect(baseNodeStyle({ ...core, devType: 'io-module' }).icon).toBe('io');
    expect(baseNodeStyle({ ...core, devType: 'power-meter' }).icon).toBe('meter');
    expect(baseNodeStyle({ ...core, devType: 'wireless-controller' }).icon).toBe('wireless');
    expect(baseNodeStyle({ ...core, devType: 'toaster' }).icon).toBe('device');
  });

  it('sets unknown devices and hosts apart', () => {
    expect(node(UNKNOWN)).toMatchObject({ icon: 'unknown', color: UNKNOWN_DEVICE_COLOR });
    expect(node(UNKNOWN).size).toBeLessThan(node(PLC).size);
    expect(node(HOST)).toMatchObject({ icon: 'host', color: HOST_COLOR });
    expect(node('custom-cloud')).toMatchObject({ icon: 'custom', image: 'cloud.svg' });
    const core = graph.getNodeAttributes(CORE);
    if (core.kind !== 'device') throw new Error('the core switch is a device');
    const unreachable = baseNodeStyle({ ...core, known: false });
    expect(unreachable.icon).toBe('switch');
    expect(unreachable.color).not.toBe(node(CORE).color);
  });
  it('widens edges with redundancy and labels VLAN links', () => {
    expect(edge(CORE_PLC)).toMatchObject({ label: '×2', size: 2, dashed: false });
    expect(edge(CORE_UNKNOWN)).toMatchObject({ size: 1 });
    expect(edge(CORE_UNKNOWN).label).toBeUndefined();
    expect(edge(PLC_HOST)).toMatchObject({ label: 'vl 100' });
    expect(edge(`${CORE}-custom-cloud`).dashed).toBe(true);
    const four: NetEdgeAttributes = { kind: 'link', classes: [], redundancy: 4 };
    expect(baseEdgeStyle(four).size).toBe(3);
  });
  it('draws nested group boxes with distinct strokes', () => {
    expect(groupBoxStyle({ depth: 0 }).stroke).not.toBe(groupBoxStyle({ depth: 1 }).stroke);
    expect(groupBoxStyle({ depth: 0 }).padding).toBeGreaterThan(groupBoxStyle({ depth: 2 }).padding);
  });
});

describe('view modes', () => {
  it('connected components: a palette colour per component, largest first', () => {
    const { components, sizes } = componentsFromGroups([[HOST], [CORE, PLC, UNKNOWN]]);
    expect(sizes).toEqual([3, 1]);
    const state: StyleState = { view: { mode: 'connected-components', components } };
    expect(node(CORE, state).color).toBe(paletteColor(0));
    expect(node(HOST, state).color).toBe(paletteColor(1));
    expect(node('custom-cloud', state).dimmed).toBe(true);
    expect(edge(CORE_PLC, state).color).toBe(paletteColor(0));
    expect(legendFor('connected-components', sizes).map((e) => e.label)).toEqual([
      'Component 1 (3 nodes)',
      'Component 2 (1 node)',
    ]);
  });
  it('impact: impacted highlighted, picked ones marked, others dimmed', () => {
    const state: StyleState = {
      view: {
        mode: 'impact',
        selectedNodes: new Set([CORE]),
        impactedNodes: new Set([UNKNOWN]),
        impactedEdges: new Set([CORE_UNKNOWN]),
      },
    };
    expect(node(CORE, state)).toMatchObject({ color: SELECTED_COLOR, highlighted: true });
    expect(node(UNKNOWN, state)).toMatchObject({ color: IMPACT_COLOR, highlighted: true, forceLabel: true });
    expect(node(PLC, state)).toMatchObject({ dimmed: true, color: dim(node(PLC).color) });
    expect(edge(CORE_UNKNOWN, state).color).toBe(IMPACT_COLOR);
    expect(edge(CORE_PLC, state).dimmed).toBe(true);
  });
  it('difference: added, removed and changed styled apart, unchanged dimmed', () => {
    const state: StyleState = {
      view: {
        mode: 'difference',
        nodes: new Map([
          [PLC, 'added'],
          [UNKNOWN, 'removed'],
          [CORE, 'changed'],
        ]),
        edges: new Map([[CORE_UNKNOWN, 'removed']]),
      },
    };
    expect(node(PLC, state)).toMatchObject({ color: DIFF_COLORS.added, badge: '+' });
    expect(node(UNKNOWN, state)).toMatchObject({ color: DIFF_COLORS.removed, badge: '−' });
    expect(node(CORE, state)).toMatchObject({ color: DIFF_COLORS.changed, badge: '~' });
    expect(node(HOST, state).dimmed).toBe(true);
    expect(edge(CORE_UNKNOWN, state)).toMatchObject({ color: DIFF_COLORS.removed, dashed: true });
    expect(edge(CORE_PLC, state).dimmed).toBe(true);
  });
  it('spanning tree: root marked, blocking links dashed and dim, tree links emphasised', () => {
    const state: StyleState = {
      view: {
        mode: 'spanning-tree',
        rootNodes: new Set([CORE]),
        blockingEdges: new Set([CORE_UNKNOWN]),
        treeEdges: new Set([CORE_PLC]),
      },
    };
    expect(node(CORE, state)).toMatchObject({
      borderColor: ROOT_BRIDGE_COLOR,
      badge: 'root',
      forceLabel: true,
    });
    expect(node(PLC, state).dimmed).toBe(false);
    expect(edge(CORE_UNKNOWN, state)).toMatchObject({
      dashed: true,
      dimmed: true,
      color: mixColor(BLOCKING_EDGE_COLOR, '#ffffff', 0.35),
    });
    expect(edge(CORE_PLC, state).color).toBe(ROOT_BRIDGE_COLOR);
    expect(edge(PLC_HOST, state).dimmed).toBe(true);
  });
});

describe('search highlight', () => {
  const state: StyleState = {
    view: { mode: 'basegraph' },
    search: { matches: new Set([CORE, PLC]), current: PLC },
  };
  it('highlights matches, marks the current one, dims the rest', () => {
    expect(node(CORE, state)).toMatchObject({
      highlighted: true,
      forceLabel: true,
      borderColor: HIGHLIGHT_COLOR,
    });
    expect(node(PLC, state).size).toBeGreaterThan(node(CORE, state).size);
    expect(node(HOST, state).dimmed).toBe(true);
    expect(edge(CORE_PLC, state).dimmed).toBe(false);
    expect(edge(PLC_HOST, state).dimmed).toBe(true);
  });
  it('changes nothing without matches', () => {
    expect(node(HOST, { ...state, search: { matches: new Set() } })).toEqual(node(HOST));
  });
});

describe('helpers', () => {
  it('mixes colours and reads view modes', () => {
    expect(mixColor('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColor('red', '#ffffff', 0.5)).toBe('red');
    expect(parseViewMode('spanning-tree')).toBe('spanning-tree');
    expect(parseViewMode('nonsense')).toBe('basegraph');
    expect(paletteColor(12)).toBe(paletteColor(0));
    expect(legendFor('difference').map((e) => e.label)).toEqual(['Added', 'Removed', 'Changed', 'Unchanged']);
  });
});
