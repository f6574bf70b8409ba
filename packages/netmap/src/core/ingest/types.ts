import type Graph from 'graphology';

/** Kinds of drawable nodes; groups (sites, rooms) are kept apart and drawn as boxes behind their members. */
export type NodeKind = 'device' | 'host' | 'custom';

/** Fields parsed from a multi-line `title` ("Name: …\nSerial: …"); keys are lower-case with `_` for spaces. */
export type TitleFields = Record<string, string>;

type CommonNodeAttributes = {
  label: string;
  /** The innermost group (site or room) the node belongs to, when it exists. */
  group?: string;
  /** Shared by the elements with the same classes (frozen). */
  classes: readonly string[];
  title?: string;
  /** The title's fields; one shared empty record (frozen) for the nodes without a title. */
  fields: Readonly<TitleFields>;
  /** One shared empty list (frozen) for the nodes without tags. */
  tags: readonly string[];
  vendor: string;
  newDevice: boolean;
  ip?: string;
  mac?: string;
  serial?: string;
  name?: string;
  /** Position from the answer (Cytoscape `position`) or from the layout; sigma needs numbers. */
  x: number;
  y: number;
  /** True when the answer carried a position, which then takes precedence over any computed layout. */
  hasPosition: boolean;
};

export type DeviceNodeAttributes = CommonNodeAttributes & {
  kind: 'device';
  dbId?: number;
  devType: string;
  known: boolean;
  /** Hardware model, when the answer names it (it tells the glyph of a discovered device). */
  model?: string;
};

export type HostNodeAttributes = CommonNodeAttributes & { kind: 'host' };

export type CustomNodeAttributes = CommonNodeAttributes & { kind: 'custom'; image?: string };

export type NetNodeAttributes = DeviceNodeAttributes | HostNodeAttributes | CustomNodeAttributes;

export type EdgeKind = 'link' | 'access' | 'custom';

/** One member link: the interface at the edge's source node and at its target node. */
export type EdgePort = { source: string; target: string; sourceShort?: string; targetShort?: string };

/** How a link is known: a neighbour protocol (layer 2) or a shared subnet (layer 3 only). */
export type LinkSource = 'cdp' | 'lldp' | 'mndp' | 'subnet';

export type EdgeLag = { members: number; source?: string; target?: string };

export type NetEdgeAttributes = {
  kind: EdgeKind;
  /** Shared by the elements with the same classes (frozen). */
  classes: readonly string[];
  /** Number of parallel links between two devices. */
  redundancy?: number;
  /** Access VLAN label of a device–host link, e.g. "vl 100". */
  label?: string;
  /** Member links with the interface at each end (`ports` of the answer). */
  ports?: EdgePort[];
  linkSource?: LinkSource;
  /** Only one end reports the link. */
  oneSided?: boolean;
  /** The member links are one LAG. */
  lag?: EdgeLag;
};

export type NetGraph = Graph<NetNodeAttributes, NetEdgeAttributes>;

export type GroupInfo = {
  id: string;
  label: string;
  title?: string;
  parent?: string;
  /** Nesting depth: 0 for a top-level site. */
  depth: number;
  /** Direct child groups. */
  children: string[];
  /** Drawable nodes directly inside this group. */
  members: string[];
};

export type IngestIssueKind =
  | 'invalid-element'
  | 'duplicate-id'
  | 'missing-edge-end'
  | 'edge-to-group'
  | 'duplicate-edge'
  | 'missing-parent'
  | 'parent-cycle';

export type IngestIssue = {
  kind: IngestIssueKind;
  /** The element concerned, when it has an id. */
  id?: string;
  message: string;
};

export type IngestResult = {
  graph: NetGraph;
  groups: Map<string, GroupInfo>;
  issues: IngestIssue[];
};
