import type { Glyph } from '../glyph';
import type { LinkKind } from '../links';

export type ViewMode = 'basegraph' | 'connected-components' | 'impact' | 'difference' | 'spanning-tree';

export type DiffStatus = 'added' | 'removed' | 'changed' | 'unchanged';

/** What a view mode needs to style the map; the server computes these, the map only draws them. */
export type ViewState =
  | { mode: 'basegraph' }
  | {
      mode: 'connected-components';
      /** Component index per node; 0 is the largest component (see `componentsFromGroups`). */
      components: ReadonlyMap<string, number>;
    }
  | {
      mode: 'impact';
      impactedNodes: ReadonlySet<string>;
      impactedEdges: ReadonlySet<string>;
      /** What the person picked to remove. */
      selectedNodes?: ReadonlySet<string>;
      selectedEdges?: ReadonlySet<string>;
    }
  | { mode: 'difference'; nodes: ReadonlyMap<string, DiffStatus>; edges: ReadonlyMap<string, DiffStatus> }
  | {
      mode: 'spanning-tree';
      rootNodes: ReadonlySet<string>;
      blockingEdges: ReadonlySet<string>;
      /** Forwarding links of the tree, emphasised when given. */
      treeEdges?: ReadonlySet<string>;
    };

/** Search matches to highlight (everything else is dimmed); `current` is the result stepped to. */
export type SearchHighlight = { matches: ReadonlySet<string>; current?: string };

export type ColorScheme = 'light' | 'dark';

/** `scheme`: the colour scheme the map is drawn in (Mantine's computed scheme in the app); light by default. */
export type StyleState = { view: ViewState; search?: SearchHighlight; scheme?: ColorScheme };

export type NodeStyle = {
  color: string;
  /** Ring colour: the vendor for devices, or the mark of a view mode (root bridge, current result). */
  borderColor?: string;
  size: number;
  /** The pictogram of what the node is, drawn on its disc in every view. */
  glyph: Glyph;
  /** The glyph's colour on this disc. */
  glyphColor: string;
  /** Image of a custom node. */
  image?: string;
  label: string;
  dimmed: boolean;
  highlighted: boolean;
  /** The view or the search points at this node: its label is placed before the others. */
  forceLabel: boolean;
  zIndex: number;
  /** Short mark drawn beside the node, e.g. "root" or "+". */
  badge?: string;
};

export type EdgeStyle = {
  color: string;
  size: number;
  dashed: boolean;
  /** The dash pattern in pixels when `dashed` (layer-3 links dash long, one-sided links short). */
  dash?: readonly number[];
  dimmed: boolean;
  /** What kind of link: layer 2 (CDP/LLDP), layer 3 only (shared subnet), a host link or a custom edge. */
  link: LinkKind;
  oneSided: boolean;
  /** "LAG ×n", "×n" parallel links or the VLAN of a host link; shown on hover and from a zoom threshold. */
  label?: string;
  zIndex: number;
};

export type GroupBoxStyle = {
  fill: string;
  stroke: string;
  labelColor: string;
  lineWidth: number;
  /** Padding around the members, in graph units. */
  padding: number;
};

export type LegendEntry = {
  label: string;
  color: string;
  shape: 'circle' | 'line' | 'dashed-line' | 'box' | 'glyph';
  /** The glyph drawn for `shape: 'glyph'`. */
  glyph?: Glyph;
  /** Dash pattern of a dashed line, in pixels. */
  dash?: readonly number[];
  /** Line width in pixels (a LAG is drawn thicker). */
  width?: number;
};
