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

export type StyleState = { view: ViewState; search?: SearchHighlight };

export type NodeIcon =
  | 'switch'
  | 'router'
  | 'firewall'
  | 'plc'
  | 'hmi'
  | 'server'
  | 'workstation'
  | 'wireless'
  | 'gateway'
  | 'io'
  | 'meter'
  | 'device'
  | 'unknown'
  | 'host'
  | 'custom';

export type NodeStyle = {
  color: string;
  /** Ring colour: the vendor for devices, or the mark of a view mode (root bridge, current result). */
  borderColor?: string;
  size: number;
  icon: NodeIcon;
  /** Image of a custom node. */
  image?: string;
  label: string;
  dimmed: boolean;
  highlighted: boolean;
  /** Show the label whatever the label density. */
  forceLabel: boolean;
  zIndex: number;
  /** Short mark drawn beside the node, e.g. "root" or "+". */
  badge?: string;
};

export type EdgeStyle = {
  color: string;
  size: number;
  dashed: boolean;
  dimmed: boolean;
  /** VLAN label or "×n" redundancy, shown on hover and from the edge-label zoom threshold. */
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

export type LegendEntry = { label: string; color: string; shape: 'circle' | 'line' | 'dashed-line' | 'box' };
