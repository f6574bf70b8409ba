import type { GroupInfo, NetEdgeAttributes, NetNodeAttributes } from '../ingest/types';
import type {
  DiffStatus,
  EdgeStyle,
  GroupBoxStyle,
  LegendEntry,
  NodeIcon,
  NodeStyle,
  StyleState,
  ViewMode,
  ViewState,
} from './types';
import { dim, mixColor, paletteColor } from './utils';

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

type DeviceLook = { color: string; icon: NodeIcon; size: number };

const DEVICE_LOOKS: Record<string, DeviceLook> = {
  router: { color: '#2b8a3e', icon: 'router', size: 9 },
  firewall: { color: '#c92a2a', icon: 'firewall', size: 9 },
  switch: { color: '#1971c2', icon: 'switch', size: 8 },
  plc: { color: '#e8590c', icon: 'plc', size: 7 },
  hmi: { color: '#9c36b5', icon: 'hmi', size: 7 },
  server: { color: '#0c8599', icon: 'server', size: 7 },
  workstation: { color: '#5c7cfa', icon: 'workstation', size: 6 },
  wireless: { color: '#66a80f', icon: 'wireless', size: 6 },
  'wireless-controller': { color: '#66a80f', icon: 'wireless', size: 7 },
  gateway: { color: '#087f5b', icon: 'gateway', size: 7 },
  'io-module': { color: '#f08c00', icon: 'io', size: 5 },
  'power-meter': { color: '#e67700', icon: 'meter', size: 5 },
};
const GENERIC_DEVICE: DeviceLook = { color: '#495057', icon: 'device', size: 6 };
export const UNKNOWN_DEVICE_COLOR = '#adb5bd';
export const HOST_COLOR = '#74c0fc';
export const CUSTOM_COLOR = '#868e96';
export const EDGE_COLOR = '#adb5bd';

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

function isUnknownDevice(a: NetNodeAttributes): boolean {
  return a.kind === 'device' && (!a.known || a.devType === 'unknown');
}

/** The base look of a node: colour, icon and size by device type, a ring by vendor; unknown devices set apart. */
export function baseNodeStyle(a: NetNodeAttributes): NodeStyle {
  const common = { label: a.label, dimmed: false, highlighted: false, forceLabel: false };
  if (a.kind === 'host') return { ...common, color: HOST_COLOR, icon: 'host', size: 3, zIndex: 0 };
  if (a.kind === 'custom') {
    return {
      ...common,
      color: CUSTOM_COLOR,
      icon: 'custom',
      size: 7,
      zIndex: 1,
      ...(a.image ? { image: a.image } : {}),
    };
  }
  const vendorRing = VENDOR_COLORS[a.vendor];
  const ring = vendorRing ? { borderColor: vendorRing } : {};
  const newBadge = a.newDevice ? { badge: 'new' } : {};
  if (a.devType === 'unknown') {
    return {
      ...common,
      ...ring,
      ...newBadge,
      color: UNKNOWN_DEVICE_COLOR,
      icon: 'unknown',
      size: 4,
      zIndex: 0,
    };
  }
  const look = DEVICE_LOOKS[a.devType] ?? GENERIC_DEVICE;
  // A device that cannot be logged into keeps its icon but is drawn paler and smaller.
  const color = isUnknownDevice(a) ? mixColor(look.color, UNKNOWN_DEVICE_COLOR, 0.6) : look.color;
  const size = isUnknownDevice(a) ? look.size - 2 : look.size;
  return { ...common, ...ring, ...newBadge, color, icon: look.icon, size, zIndex: 2 };
}

/** The base look of an edge: width grows with redundancy; access links are thin, custom links dashed. */
export function baseEdgeStyle(a: NetEdgeAttributes): EdgeStyle {
  if (a.kind === 'access') {
    return {
      color: '#dee2e6',
      size: 0.5,
      dashed: false,
      dimmed: false,
      zIndex: 0,
      ...(a.label ? { label: a.label } : {}),
    };
  }
  if (a.kind === 'custom') {
    return {
      color: CUSTOM_COLOR,
      size: 1,
      dashed: true,
      dimmed: false,
      zIndex: 0,
      ...(a.label ? { label: a.label } : {}),
    };
  }
  const redundancy = a.redundancy ?? 1;
  return {
    color: EDGE_COLOR,
    size: 1 + Math.log2(Math.max(1, redundancy)),
    dashed: false,
    dimmed: false,
    zIndex: 1,
    ...(redundancy > 1 ? { label: `×${redundancy}` } : a.label ? { label: a.label } : {}),
  };
}

/** Sites and rooms: nested boxes get darker strokes and fills from the outside in. */
export function groupBoxStyle(group: Pick<GroupInfo, 'depth'>): GroupBoxStyle {
  const depth = Math.min(group.depth, 4);
  return {
    fill: mixColor('#e7f5ff', '#ffffff', 0.5 - depth * 0.1),
    stroke: mixColor('#a5d8ff', '#1864ab', depth * 0.2),
    labelColor: '#1864ab',
    lineWidth: depth === 0 ? 1.5 : 1,
    padding: 12 - Math.min(depth, 3) * 3,
  };
}

function dimNode(s: NodeStyle): NodeStyle {
  const { borderColor, badge, ...rest } = s;
  return {
    ...rest,
    color: dim(s.color),
    ...(borderColor ? { borderColor: dim(borderColor) } : {}),
    dimmed: true,
    zIndex: -1,
  };
}

function dimEdge(s: EdgeStyle): EdgeStyle {
  const { label, ...rest } = s;
  return { ...rest, color: dim(s.color), dimmed: true, zIndex: -1 };
}

function emphasise(s: NodeStyle, color: string): NodeStyle {
  return { ...s, color, highlighted: true, forceLabel: true, zIndex: 3, size: s.size + 2 };
}

/** Applies a view mode to a node's base style. */
export function nodeViewStyle(id: string, base: NodeStyle, view: ViewState): NodeStyle {
  switch (view.mode) {
    case 'basegraph':
      return base;
    case 'connected-components': {
      const component = view.components.get(id);
      return component === undefined ? dimNode(base) : { ...base, color: paletteColor(component) };
    }
    case 'impact':
      if (view.selectedNodes?.has(id)) return { ...emphasise(base, SELECTED_COLOR), badge: 'removed' };
      return view.impactedNodes.has(id) ? emphasise(base, IMPACT_COLOR) : dimNode(base);
    case 'difference': {
      const status = view.nodes.get(id) ?? 'unchanged';
      if (status === 'unchanged') return dimNode(base);
      const badge = status === 'added' ? '+' : status === 'removed' ? '−' : '~';
      return { ...emphasise(base, DIFF_COLORS[status]), badge };
    }
    case 'spanning-tree':
      return view.rootNodes.has(id)
        ? {
            ...emphasise(base, base.color),
            borderColor: ROOT_BRIDGE_COLOR,
            badge: 'root',
            size: base.size + 4,
          }
        : base;
  }
}

/** Applies a view mode to an edge's base style; `ends` are the edge's source and target ids. */
export function edgeViewStyle(
  id: string,
  ends: [string, string],
  base: EdgeStyle,
  view: ViewState,
): EdgeStyle {
  switch (view.mode) {
    case 'basegraph':
      return base;
    case 'connected-components': {
      const component = view.components.get(ends[0]);
      return component === undefined ? dimEdge(base) : { ...base, color: paletteColor(component) };
    }
    case 'impact':
      if (view.selectedEdges?.has(id)) return { ...base, color: SELECTED_COLOR, dashed: true, zIndex: 3 };
      return view.impactedEdges.has(id)
        ? { ...base, color: IMPACT_COLOR, size: base.size + 1, zIndex: 2 }
        : dimEdge(base);
    case 'difference': {
      const status = view.edges.get(id) ?? 'unchanged';
      if (status === 'unchanged') return dimEdge(base);
      return {
        ...base,
        color: DIFF_COLORS[status],
        dashed: status === 'removed',
        size: base.size + 1,
        zIndex: 2,
      };
    }
    case 'spanning-tree':
      // Blocking links stay recognisable (red, dashed) but paler than the tree that forwards.
      if (view.blockingEdges.has(id))
        return {
          ...dimEdge(base),
          color: mixColor(BLOCKING_EDGE_COLOR, '#ffffff', 0.35),
          dashed: true,
          zIndex: 0,
        };
      if (view.treeEdges?.has(id))
        return { ...base, color: ROOT_BRIDGE_COLOR, size: base.size + 1, zIndex: 2 };
      return view.treeEdges ? dimEdge(base) : base;
  }
}

/** Search: matches highlighted (the current one most), everything else dimmed. */
export function nodeSearchStyle(id: string, style: NodeStyle, search: StyleState['search']): NodeStyle {
  if (!search || search.matches.size === 0) return style;
  if (!search.matches.has(id)) return style.dimmed ? style : dimNode(style);
  const highlighted = { ...style, highlighted: true, forceLabel: true, zIndex: 4, dimmed: false };
  return id === search.current
    ? { ...highlighted, borderColor: HIGHLIGHT_COLOR, size: style.size + 4, zIndex: 5 }
    : { ...highlighted, borderColor: HIGHLIGHT_COLOR };
}

export function edgeSearchStyle(
  ends: [string, string],
  style: EdgeStyle,
  search: StyleState['search'],
): EdgeStyle {
  if (!search || search.matches.size === 0) return style;
  const both = search.matches.has(ends[0]) && search.matches.has(ends[1]);
  return both || style.dimmed ? style : dimEdge(style);
}

/** The full style of a node: base look, then view mode, then search. */
export function styleNode(id: string, a: NetNodeAttributes, state: StyleState): NodeStyle {
  return nodeSearchStyle(id, nodeViewStyle(id, baseNodeStyle(a), state.view), state.search);
}

export function styleEdge(
  id: string,
  a: NetEdgeAttributes,
  ends: [string, string],
  state: StyleState,
): EdgeStyle {
  return edgeSearchStyle(ends, edgeViewStyle(id, ends, baseEdgeStyle(a), state.view), state.search);
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

/** The legend of a view mode. */
export function legendFor(mode: ViewMode, componentSizes: readonly number[] = []): LegendEntry[] {
  switch (mode) {
    case 'basegraph':
      return [
        { label: 'Router', color: DEVICE_LOOKS.router?.color ?? '', shape: 'circle' },
        { label: 'Firewall', color: DEVICE_LOOKS.firewall?.color ?? '', shape: 'circle' },
        { label: 'Switch', color: DEVICE_LOOKS.switch?.color ?? '', shape: 'circle' },
        { label: 'PLC', color: DEVICE_LOOKS.plc?.color ?? '', shape: 'circle' },
        { label: 'HMI', color: DEVICE_LOOKS.hmi?.color ?? '', shape: 'circle' },
        { label: 'Other device', color: GENERIC_DEVICE.color, shape: 'circle' },
        { label: 'Unknown device', color: UNKNOWN_DEVICE_COLOR, shape: 'circle' },
        { label: 'Host', color: HOST_COLOR, shape: 'circle' },
        { label: 'Site / room', color: '#a5d8ff', shape: 'box' },
      ];
    case 'connected-components':
      return componentSizes.map((size, i) => ({
        label: `Component ${i + 1} (${size} ${size === 1 ? 'node' : 'nodes'})`,
        color: paletteColor(i),
        shape: 'circle',
      }));
    case 'impact':
      return [
        { label: 'Removed', color: SELECTED_COLOR, shape: 'circle' },
        { label: 'Impacted', color: IMPACT_COLOR, shape: 'circle' },
      ];
    case 'difference':
      return [
        { label: 'Added', color: DIFF_COLORS.added, shape: 'circle' },
        { label: 'Removed', color: DIFF_COLORS.removed, shape: 'circle' },
        { label: 'Changed', color: DIFF_COLORS.changed, shape: 'circle' },
        { label: 'Unchanged', color: DIFF_COLORS.unchanged, shape: 'circle' },
      ];
    case 'spanning-tree':
      return [
        { label: 'Root bridge', color: ROOT_BRIDGE_COLOR, shape: 'circle' },
        { label: 'Forwarding', color: ROOT_BRIDGE_COLOR, shape: 'line' },
        { label: 'Blocking', color: BLOCKING_EDGE_COLOR, shape: 'dashed-line' },
      ];
  }
}
