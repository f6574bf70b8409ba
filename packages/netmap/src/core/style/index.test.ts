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
  glyphColor,
  groupBoxStyle,
  HIGHLIGHT_COLOR,
  HOST_COLOR,
  IMPACT_COLOR,
  L3_DASH,
  legendFacts,
  legendFor,
  mapTheme,
  mixColor,
  ONE_SIDED_DASH,
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
  styleEdge(id, graph.getEdgeAttributes(id), () => [graph.source(id), graph.target(id)], state);

describe('base styles', () => {
  it('colours devices by glyph with a vendor ring, bigger for infrastructure', () => {
    const core = node(CORE);
    const plc = node(PLC);
    // The plant's core switch is named core-sw-01: a switch in the core is drawn as an L3 switch.
    expect(core).toMatchObject({ glyph: 'l3-switch', borderColor: VENDOR_COLORS.cisco, dimmed: false });
    expect(plc).toMatchObject({ glyph: 'plc', borderColor: VENDOR_COLORS.siemens, badge: 'new' });
    expect(core.color).not.toBe(plc.color);
    expect(core.size).toBeGreaterThan(plc.size);
  });
  it('gives the OT device types of the seeded plant their glyphs and colours', () => {
    const core = graph.getNodeAttributes(CORE);
    if (core.kind !== 'device') throw new Error('the core switch is a device');
    const styleOf = (devType: string) => baseNodeStyle({ ...core, devType });
    expect(styleOf('gateway').glyph).toBe('gateway');
    expect(styleOf('io-module').glyph).toBe('io-module');
    expect(styleOf('power-meter').glyph).toBe('meter');
    expect(styleOf('wireless-controller').glyph).toBe('wireless-controller');
    expect(styleOf('toaster').glyph).toBe('unknown');
    expect(styleOf('gateway').color).toBe(glyphColor('gateway'));
    expect(new Set(['router', 'firewall', 'plc', 'hmi'].map((t) => styleOf(t).color)).size).toBe(4);
  });

  it('sets unknown devices and hosts apart', () => {
    expect(node(UNKNOWN)).toMatchObject({ glyph: 'unknown', color: UNKNOWN_DEVICE_COLOR });
    expect(node(UNKNOWN).size).toBeLessThan(node(PLC).size);
    expect(node(HOST)).toMatchObject({ glyph: 'host', color: HOST_COLOR });
    expect(node('custom-cloud')).toMatchObject({ glyph: 'custom', image: 'cloud.svg' });
    const core = graph.getNodeAttributes(CORE);
    if (core.kind !== 'device') throw new Error('the core switch is a device');
    const unreachable = baseNodeStyle({ ...core, known: false });
    expect(unreachable.glyph).toBe('l3-switch');
    expect(unreachable.color).not.toBe(node(CORE).color);
  });
  it('draws the glyph white on saturated discs and dark on pale ones', () => {
    expect(node(PLC).glyphColor).toBe(mapTheme('light').glyph);
    expect(node(UNKNOWN).glyphColor).toBe(mapTheme('light').glyphOnLight);
  });
  it('widens edges with redundancy and labels VLAN links', () => {
    expect(edge(CORE_PLC)).toMatchObject({ label: '×2', size: 2, dashed: false, link: 'l2' });
    expect(edge(CORE_UNKNOWN)).toMatchObject({ size: 1 });
    expect(edge(CORE_UNKNOWN).label).toBeUndefined();
    expect(edge(PLC_HOST)).toMatchObject({ label: 'vl 100', link: 'access' });
    expect(edge(`${CORE}-custom-cloud`)).toMatchObject({ dashed: true, link: 'custom' });
    const four: NetEdgeAttributes = { kind: 'link', classes: [], redundancy: 4 };
    expect(baseEdgeStyle(four).size).toBe(3);
  });
  it('draws a LAG as one thicker link labelled with its member count', () => {
    const lag: NetEdgeAttributes = { kind: 'link', classes: [], redundancy: 2, lag: { members: 2 } };
    const parallel: NetEdgeAttributes = { kind: 'link', classes: [], redundancy: 2 };
    expect(baseEdgeStyle(lag)).toMatchObject({ label: 'LAG ×2', dashed: false, link: 'l2' });
    expect(baseEdgeStyle(lag).size).toBeGreaterThan(baseEdgeStyle(parallel).size);
    const four: NetEdgeAttributes = { kind: 'link', classes: [], redundancy: 4, lag: { members: 4 } };
    expect(baseEdgeStyle(four).size).toBeGreaterThan(baseEdgeStyle(lag).size);
    expect(baseEdgeStyle(lag).color).not.toBe(baseEdgeStyle(parallel).color);
  });
  it('sets layer-3 links (a shared subnet) apart from layer-2 ones, and flags one-sided links', () => {
    const l2: NetEdgeAttributes = { kind: 'link', classes: [], redundancy: 1, linkSource: 'lldp' };
    const l3: NetEdgeAttributes = { kind: 'link', classes: [], redundancy: 1, linkSource: 'subnet' };
    const oneSided: NetEdgeAttributes = { ...l2, oneSided: true };
    expect(baseEdgeStyle(l2)).toMatchObject({ link: 'l2', dashed: false, oneSided: false });
    expect(baseEdgeStyle(l3)).toMatchObject({ link: 'l3', dashed: true, dash: L3_DASH });
    expect(baseEdgeStyle(l3).color).not.toBe(baseEdgeStyle(l2).color);
    expect(baseEdgeStyle(oneSided)).toMatchObject({ oneSided: true, dashed: true, dash: ONE_SIDED_DASH });
    expect(baseEdgeStyle(oneSided).color).not.toBe(baseEdgeStyle(l2).color);
    expect(baseEdgeStyle(oneSided).color).not.toBe(baseEdgeStyle(l3).color);
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
    expect(legendFor('connected-components', { componentSizes: sizes }).map((e) => e.label)).toEqual([
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

describe('colour scheme', () => {
  const dark: StyleState = { view: { mode: 'basegraph' }, scheme: 'dark' };
  it('draws links, boxes and faded nodes for the dark canvas', () => {
    const theme = mapTheme('dark');
    expect(theme.background).not.toBe(mapTheme('light').background);
    expect(edge(CORE_UNKNOWN, dark).color).toBe(theme.edge);
    expect(edge(CORE_UNKNOWN).color).toBe(mapTheme('light').edge);
    expect(groupBoxStyle({ depth: 0 }, 'dark').fill).not.toBe(groupBoxStyle({ depth: 0 }).fill);
    const impact: StyleState = {
      ...dark,
      view: { mode: 'impact', impactedNodes: new Set([UNKNOWN]), impactedEdges: new Set() },
    };
    // Faded nodes fade towards the dark background, not towards white.
    expect(node(PLC, impact).color).toBe(dim(node(PLC, dark).color, theme.dimTowards));
    expect(node(PLC, impact).color).not.toBe(dim(node(PLC, dark).color));
  });
  it('lightens meaning colours a little on dark, keeping their hue order', () => {
    expect(node(PLC, dark).color).not.toBe(node(PLC).color);
    expect(legendFor('impact', { scheme: 'dark' })[1]?.color).not.toBe(legendFor('impact')[1]?.color);
  });
});

describe('legend', () => {
  it('lists the glyphs and links the graph has, with the glyph of each type', () => {
    const facts = legendFacts(graph);
    expect([...facts.glyphs].sort()).toEqual(['custom', 'host', 'l3-switch', 'plc', 'unknown']);
    expect([...facts.links].sort()).toEqual(['access', 'custom', 'l2']);
    const entries = legendFor('basegraph', facts);
    expect(entries.filter((e) => e.shape === 'glyph').map((e) => e.glyph)).toEqual([
      'l3-switch',
      'plc',
      'unknown',
      'host',
      'custom',
    ]);
    expect(entries.map((e) => e.label)).toContain('Link (CDP/LLDP)');
    expect(entries.map((e) => e.label)).not.toContain('Layer-3 link (shared subnet)');
    expect(entries.at(-1)?.label).toBe('Site / room');
  });
  it('lists nothing of a graph without nodes', () => {
    const facts = legendFacts(
      ingestBaseGraph({ data: { graph: { elements: { nodes: [], edges: [] } } } }).graph,
    );
    expect(legendFor('basegraph', facts)).toEqual([]);
  });
});
