import { GLYPH_LABELS, GLYPHS, type Glyph, glyphFor } from '../glyph';
import type { GroupInfo, NetEdgeAttributes, NetGraph, NetNodeAttributes } from '../ingest/types';
import { linkKind, linkMiddleLabel } from '../links';
import { glyphInk, mapTheme, schemeColor } from './theme';
import type {
  ColorScheme,
  DiffStatus,
  EdgeStyle,
  GroupBoxStyle,
  LegendEntry,
  NodeStyle,
  StyleState,
  ViewMode,
  ViewState,
} from './types';
import { dim, mixColor, paletteColor } from './utils';

export { glyphInk, luminance, type MapTheme, mapTheme, schemeColor } from './theme';
export type * from './types';
export { COMPONENT_PALETTE, dim, mixColor, paletteColor } from './utils';

export const VIEW_MODES: ViewMode[] = [
  'basegraph',
  'connected-components',
  'impact',
  'difference',
  'spanning-tree',
];

/** Reads `viewMode` of a deep link; anything unknown is the base graph. */
export function parseViewMode(value: unknown): ViewMode {
  return VIEW_MODES.find((m) => m === value) ?? 'basegraph';
}

/** The meaning colour of each glyph in the base graph (a node's type), and the size of its disc. */
const GLYPH_LOOKS: Record<Glyph, { color: string; size: number }> = {
  router: { color: '#2b8a3e', size: 9 },
  'l3-switch': { color: '#1864ab', size: 9 },
  switch: { color: '#1971c2', size: 8 },
  firewall: { color: '#c92a2a', size: 9 },
  'wireless-controller': { color: '#5c940d', size: 7 },
  'access-point': { color: '#66a80f', size: 6 },
  server: { color: '#0c8599', size: 7 },
  workstation: { color: '#5c7cfa', size: 6 },
  phone: { color: '#7048e8', size: 5 },
  plc: { color: '#e8590c', size: 7 },
  hmi: { color: '#9c36b5', size: 7 },
  'io-module': { color: '#f08c00', size: 5 },
  gateway: { color: '#087f5b', size: 7 },
  meter: { color: '#e67700', size: 5 },
  unknown: { color: '#adb5bd', size: 4 },
  host: { color: '#74c0fc', size: 3 },
  custom: { color: '#868e96', size: 7 },
};
export const UNKNOWN_DEVICE_COLOR = GLYPH_LOOKS.unknown.color;
export const HOST_COLOR = GLYPH_LOOKS.host.color;
export const CUSTOM_COLOR = GLYPH_LOOKS.custom.color;

/** The base-graph colour of a glyph (what the legend shows for it). */
export function glyphColor(glyph: Glyph, scheme?: ColorScheme): string {
  return schemeColor(GLYPH_LOOKS[glyph].color, scheme);
}

/** Vendor ring colours; vendors not listed get none, so the ring means something when present. */
export const VENDOR_COLORS: Record<string, string> = {
  cisco: '#049fd9',
  mikrotik: '#293239',
  dell: '#007db8',
  siemens: '#009999',
  moxa: '#00857c',
  huawei: '#cf0a2c',
  hirschmann: '#f7a600',
  beckhoff: '#ef0000',
  abb: '#ff000f',
  janitza: '#003e7e',
};

export const HIGHLIGHT_COLOR = '#f59f00';
export const IMPACT_COLOR = '#e03131';
export const SELECTED_COLOR = '#212529';
export const DIFF_COLORS: Record<DiffStatus, string> = {
  added: '#2f9e44',
  removed: '#e03131',
  changed: '#f08c00',
  unchanged: '#ced4da',
};
export const ROOT_BRIDGE_COLOR = '#7048e8';
export const BLOCKING_EDGE_COLOR = '#fa5252';
/** Dash patterns (px): layer-3 links long dashes, one-sided links short ones, custom links in between. */
export const L3_DASH: readonly number[] = [7, 4];
export const ONE_SIDED_DASH: readonly number[] = [2, 3];
export const CUSTOM_DASH: readonly number[] = [6, 4];

function isUnknownDevice(a: NetNodeAttributes): boolean {
  return a.kind === 'device' && (!a.known || a.devType === 'unknown');
}

/** The colour of what is picked to be taken out in the impact view: near black on light, near white on dark. */
function selectedColor(scheme?: ColorScheme): string {
  return scheme === 'dark' ? '#f8f9fa' : SELECTED_COLOR;
}

/**
 * The base look of a node: its glyph and the glyph's colour and size, a ring by vendor; devices that cannot be
 * logged into paler and smaller, unknown devices and hosts small.
 */
export function baseNodeStyle(a: NetNodeAttributes, scheme?: ColorScheme): NodeStyle {
  const glyph = glyphFor(a);
  const look = GLYPH_LOOKS[glyph];
  // One object per node, optional fields set only when present (no spreads: large graphs have many nodes).
  const style = (color: string, size: number, zIndex: number): NodeStyle => {
    const shown = schemeColor(color, scheme);
    return {
      label: a.label,
      dimmed: false,
      highlighted: false,
      forceLabel: false,
      glyph,
      size,
      zIndex,
      color: shown,
      glyphColor: glyphInk(shown, mapTheme(scheme)),
    };
  };
  if (a.kind === 'host') return style(look.color, look.size, 0);
  if (a.kind === 'custom') {
    const custom = style(look.color, look.size, 1);
    if (a.image) custom.image = a.image;
    return custom;
  }
  let device: NodeStyle;
  if (glyph === 'unknown') device = style(look.color, look.size, 0);
  else {
    // A device that cannot be logged into keeps its glyph but is drawn paler and smaller.
    const unreachable = isUnknownDevice(a);
    device = style(
      unreachable ? mixColor(look.color, UNKNOWN_DEVICE_COLOR, 0.6) : look.color,
      unreachable ? Math.max(4, look.size - 2) : look.size,
      2,
    );
  }
  const vendorRing = VENDOR_COLORS[a.vendor];
  if (vendorRing) device.borderColor = vendorRing;
  if (a.newDevice) device.badge = 'new';
  return device;
}

/**
 * The base look of an edge: layer-2 links solid, a LAG thicker with its member count, layer-3 links (a shared
 * subnet only) dashed in violet, links only one end reports dotted in orange; host links thin, custom dashed.
 */
export function baseEdgeStyle(a: NetEdgeAttributes, scheme?: ColorScheme): EdgeStyle {
  const theme = mapTheme(scheme);
  const link = linkKind(a);
  const label = linkMiddleLabel(a);
  const oneSided = a.oneSided === true;
  // One object per edge, as for nodes.
  const style = (color: string, size: number, zIndex: number, dash?: readonly number[]): EdgeStyle => {
    const edge: EdgeStyle = {
      dimmed: false,
      link,
      oneSided,
      color,
      size,
      dashed: dash !== undefined,
      zIndex,
    };
    if (dash) edge.dash = dash;
    if (label) edge.label = label;
    return edge;
  };
  if (link === 'access') return style(theme.accessEdge, 0.5, 0);
  if (link === 'custom') return style(theme.customEdge, 1, 0, CUSTOM_DASH);
  if (a.oneSided) return style(theme.oneSidedEdge, 1.5, 1, ONE_SIDED_DASH);
  if (link === 'l3') return style(theme.l3Edge, 1, 1, L3_DASH);
  if (a.lag) return style(theme.lagEdge, 2.5 + Math.log2(a.lag.members), 1);
  return style(theme.edge, 1 + Math.log2(Math.max(1, a.redundancy ?? 1)), 1);
}

/** Sites and rooms: nested boxes get stronger strokes and fills from the outside in. */
export function groupBoxStyle(group: Pick<GroupInfo, 'depth'>, scheme?: ColorScheme): GroupBoxStyle {
  const theme = mapTheme(scheme);
  const depth = Math.min(group.depth, 4);
  const strong = scheme === 'dark' ? '#74c0fc' : '#1864ab';
  return {
    fill: mixColor(theme.groupFill, theme.background, 0.5 - depth * 0.1),
    stroke: mixColor(theme.groupStroke, strong, depth * 0.2),
    labelColor: theme.groupLabel,
    lineWidth: depth === 0 ? 1.5 : 1,
    padding: 12 - Math.min(depth, 3) * 3,
  };
}

function dimNode(s: NodeStyle, scheme?: ColorScheme): NodeStyle {
  const { borderColor, badge, ...rest } = s;
  const towards = mapTheme(scheme).dimTowards;
  return {
    ...rest,
    color: dim(s.color, towards),
    glyphColor: dim(s.glyphColor, towards),
    ...(borderColor ? { borderColor: dim(borderColor, towards) } : {}),
    dimmed: true,
    zIndex: -1,
  };
}

function dimEdge(s: EdgeStyle, scheme?: ColorScheme): EdgeStyle {
  const { label, ...rest } = s;
  return { ...rest, color: dim(s.color, mapTheme(scheme).dimTowards), dimmed: true, zIndex: -1 };
}

function emphasise(s: NodeStyle, color: string, scheme?: ColorScheme): NodeStyle {
  const shown = schemeColor(color, scheme);
  return {
    ...s,
    color: shown,
    glyphColor: glyphInk(shown, mapTheme(scheme)),
    highlighted: true,
    forceLabel: true,
    zIndex: 3,
    size: s.size + 2,
  };
}

function recolour(s: NodeStyle, color: string, scheme?: ColorScheme): NodeStyle {
  const shown = schemeColor(color, scheme);
  return { ...s, color: shown, glyphColor: glyphInk(shown, mapTheme(scheme)) };
}

/** Applies a view mode to a node's base style. */
export function nodeViewStyle(id: string, base: NodeStyle, view: ViewState, scheme?: ColorScheme): NodeStyle {
  switch (view.mode) {
    case 'basegraph':
      return base;
    case 'connected-components': {
      const component = view.components.get(id);
      return component === undefined
        ? dimNode(base, scheme)
        : recolour(base, paletteColor(component), scheme);
    }
    case 'impact':
      if (view.selectedNodes?.has(id))
        return { ...emphasise(base, selectedColor(scheme), scheme), badge: 'removed' };
      return view.impactedNodes.has(id) ? emphasise(base, IMPACT_COLOR, scheme) : dimNode(base, scheme);
    case 'difference': {
      const status = view.nodes.get(id) ?? 'unchanged';
      if (status === 'unchanged') return dimNode(base, scheme);
      const badge = status === 'added' ? '+' : status === 'removed' ? '−' : '~';
      return { ...emphasise(base, DIFF_COLORS[status], scheme), badge };
    }
    case 'spanning-tree':
      return view.rootNodes.has(id)
        ? {
            ...emphasise(base, base.color, scheme),
            color: base.color,
            glyphColor: base.glyphColor,
            borderColor: ROOT_BRIDGE_COLOR,
            badge: 'root',
            size: base.size + 4,
          }
        : base;
  }
}

/**
 * The ids of an edge's source and target, asked for only by the styles that need them (most do not, and at
 * 200,000 links looking them up for each is time and garbage).
 */
export type EdgeEnds = () => readonly [string, string];

/** Applies a view mode to an edge's base style; `ends` gives the edge's source and target ids. */
export function edgeViewStyle(
  id: string,
  ends: EdgeEnds,
  base: EdgeStyle,
  view: ViewState,
  scheme?: ColorScheme,
): EdgeStyle {
  switch (view.mode) {
    case 'basegraph':
      return base;
    case 'connected-components': {
      const component = view.components.get(ends()[0]);
      return component === undefined
        ? dimEdge(base, scheme)
        : { ...base, color: schemeColor(paletteColor(component), scheme) };
    }
    case 'impact':
      if (view.selectedEdges?.has(id))
        return { ...base, color: selectedColor(scheme), dashed: true, dash: CUSTOM_DASH, zIndex: 3 };
      return view.impactedEdges.has(id)
        ? { ...base, color: schemeColor(IMPACT_COLOR, scheme), size: base.size + 1, zIndex: 2 }
        : dimEdge(base, scheme);
    case 'difference': {
      const status = view.edges.get(id) ?? 'unchanged';
      if (status === 'unchanged') return dimEdge(base, scheme);
      return {
        ...base,
        color: schemeColor(DIFF_COLORS[status], scheme),
        dashed: status === 'removed' || base.dashed,
        ...(status === 'removed' ? { dash: CUSTOM_DASH } : {}),
        size: base.size + 1,
        zIndex: 2,
      };
    }
    case 'spanning-tree':
      // Blocking links stay recognisable (red, dashed) but paler than the tree that forwards.
      if (view.blockingEdges.has(id))
        return {
          ...dimEdge(base, scheme),
          color: mixColor(BLOCKING_EDGE_COLOR, mapTheme(scheme).background, 0.35),
          dashed: true,
          dash: CUSTOM_DASH,
          zIndex: 0,
        };
      if (view.treeEdges?.has(id))
        return { ...base, color: schemeColor(ROOT_BRIDGE_COLOR, scheme), size: base.size + 1, zIndex: 2 };
      return view.treeEdges ? dimEdge(base, scheme) : base;
  }
}

/** Search: matches highlighted (the current one most), everything else dimmed. */
export function nodeSearchStyle(
  id: string,
  style: NodeStyle,
  search: StyleState['search'],
  scheme?: ColorScheme,
): NodeStyle {
  if (!search || search.matches.size === 0) return style;
  if (!search.matches.has(id)) return style.dimmed ? style : dimNode(style, scheme);
  const highlighted = { ...style, highlighted: true, forceLabel: true, zIndex: 4, dimmed: false };
  return id === search.current
    ? { ...highlighted, borderColor: HIGHLIGHT_COLOR, size: style.size + 4, zIndex: 5 }
    : { ...highlighted, borderColor: HIGHLIGHT_COLOR };
}

export function edgeSearchStyle(
  ends: EdgeEnds,
  style: EdgeStyle,
  search: StyleState['search'],
  scheme?: ColorScheme,
): EdgeStyle {
  if (!search || search.matches.size === 0) return style;
  const [source, target] = ends();
  const both = search.matches.has(source) && search.matches.has(target);
  return both || style.dimmed ? style : dimEdge(style, scheme);
}

/** The full style of a node: base look, then view mode, then search, in the state's colour scheme. */
export function styleNode(id: string, a: NetNodeAttributes, state: StyleState): NodeStyle {
  const { scheme } = state;
  return nodeSearchStyle(
    id,
    nodeViewStyle(id, baseNodeStyle(a, scheme), state.view, scheme),
    state.search,
    scheme,
  );
}

export function styleEdge(id: string, a: NetEdgeAttributes, ends: EdgeEnds, state: StyleState): EdgeStyle {
  const { scheme } = state;
  return edgeSearchStyle(
    ends,
    edgeViewStyle(id, ends, baseEdgeStyle(a, scheme), state.view, scheme),
    state.search,
    scheme,
  );
}

/**
 * Turns the server's components (lists of node ids) into the index map of the view, largest first, and
 * lists their sizes for the legend.
 */
export function componentsFromGroups(groups: readonly (readonly string[])[]): {
  components: Map<string, number>;
  sizes: number[];
} {
  const ordered = [...groups].sort((a, b) => b.length - a.length);
  const components = new Map<string, number>();
  ordered.forEach((members, index) => {
    for (const id of members) components.set(id, index);
  });
  return { components, sizes: ordered.map((g) => g.length) };
}

/** Kinds of link the legend can explain. */
export type LegendLink = 'l2' | 'lag' | 'l3' | 'one-sided' | 'access' | 'custom';

const LEGEND_LINKS: readonly LegendLink[] = ['l2', 'lag', 'l3', 'one-sided', 'access', 'custom'];

/** What a graph holds that its legend explains: the glyphs of its nodes and the kinds of its links. */
export function legendFacts(graph: NetGraph): {
  glyphs: Set<Glyph>;
  links: Set<LegendLink>;
  groups: boolean;
} {
  const glyphs = new Set<Glyph>();
  let groups = false;
  graph.forEachNode((_id, a) => {
    glyphs.add(glyphFor(a));
    if (a.group !== undefined) groups = true;
  });
  const links = new Set<LegendLink>();
  graph.forEachEdge((_id, a) => {
    const kind = linkKind(a);
    links.add(a.oneSided ? 'one-sided' : a.lag && kind === 'l2' ? 'lag' : kind);
  });
  return { glyphs, links, groups };
}

export type LegendOptions = {
  /** Connected components: the sizes, largest first. */
  componentSizes?: readonly number[];
  /** Base graph: only these glyphs and links are listed (all when not given). */
  glyphs?: ReadonlySet<Glyph>;
  links?: ReadonlySet<LegendLink>;
  groups?: boolean;
  scheme?: ColorScheme;
};

function linkEntry(link: LegendLink, scheme?: ColorScheme): LegendEntry {
  const theme = mapTheme(scheme);
  switch (link) {
    case 'l2':
      return { label: 'Link (CDP/LLDP)', color: theme.edge, shape: 'line', width: 2 };
    case 'lag':
      return { label: 'LAG (bundled links)', color: theme.lagEdge, shape: 'line', width: 4 };
    case 'l3':
      return {
        label: 'Layer-3 link (shared subnet)',
        color: theme.l3Edge,
        shape: 'dashed-line',
        dash: L3_DASH,
      };
    case 'one-sided':
      return {
        label: 'Link one end reports',
        color: theme.oneSidedEdge,
        shape: 'dashed-line',
        dash: ONE_SIDED_DASH,
      };
    case 'access':
      return { label: 'Host link (VLAN)', color: theme.accessEdge, shape: 'line', width: 1 };
    case 'custom':
      return { label: 'Custom link', color: theme.customEdge, shape: 'dashed-line', dash: CUSTOM_DASH };
  }
}

/** The device types of the legend: a glyph on its base-graph colour, or on a neutral disc in the other views. */
export function glyphLegend(options: LegendOptions = {}, neutral = false): LegendEntry[] {
  const neutralColor = options.scheme === 'dark' ? '#5c5f66' : '#868e96';
  return GLYPHS.filter((g) => !options.glyphs || options.glyphs.has(g)).map((glyph) => ({
    label: GLYPH_LABELS[glyph],
    color: neutral ? neutralColor : glyphColor(glyph, options.scheme),
    shape: 'glyph',
    glyph,
  }));
}

/** The legend of a view mode: what its colours mean (the base graph: device types, links and boxes). */
export function legendFor(mode: ViewMode, options: LegendOptions = {}): LegendEntry[] {
  const { scheme } = options;
  const shown = (color: string) => schemeColor(color, scheme);
  switch (mode) {
    case 'basegraph':
      return [
        ...glyphLegend(options),
        ...LEGEND_LINKS.filter((l) => !options.links || options.links.has(l)).map((l) =>
          linkEntry(l, scheme),
        ),
        ...(options.groups === false
          ? []
          : [{ label: 'Site / room', color: mapTheme(scheme).groupStroke, shape: 'box' as const }]),
      ];
    case 'connected-components':
      return (options.componentSizes ?? []).map((size, i) => ({
        label: `Component ${i + 1} (${size} ${size === 1 ? 'node' : 'nodes'})`,
        color: shown(paletteColor(i)),
        shape: 'circle',
      }));
    case 'impact':
      return [
        { label: 'Removed', color: selectedColor(scheme), shape: 'circle' },
        { label: 'Impacted', color: shown(IMPACT_COLOR), shape: 'circle' },
      ];
    case 'difference':
      return [
        { label: 'Added', color: shown(DIFF_COLORS.added), shape: 'circle' },
        { label: 'Removed', color: shown(DIFF_COLORS.removed), shape: 'circle' },
        { label: 'Changed', color: shown(DIFF_COLORS.changed), shape: 'circle' },
        { label: 'Unchanged', color: shown(DIFF_COLORS.unchanged), shape: 'circle' },
      ];
    case 'spanning-tree':
      return [
        { label: 'Root bridge', color: shown(ROOT_BRIDGE_COLOR), shape: 'circle' },
        { label: 'Forwarding', color: shown(ROOT_BRIDGE_COLOR), shape: 'line' },
        { label: 'Blocking', color: shown(BLOCKING_EDGE_COLOR), shape: 'dashed-line', dash: CUSTOM_DASH },
      ];
  }
}
