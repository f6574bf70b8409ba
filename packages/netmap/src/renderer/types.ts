import type { GroupInfo, NetGraph, NetNodeAttributes } from '../core/ingest/types';
import type { DataType } from '../core/search/types';
import type { StyleState } from '../core/style/types';

export type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** `nested`: how many levels of boxes lie inside this one (0 for a room without child groups). */
export type GroupBox = Box & { id: string; label: string; depth: number; nested: number };

/** What the map shows; every field can be changed later with `setState`. */
export type MapState = StyleState & {
  dataType: DataType;
  selection: ReadonlySet<string>;
};

export type MapStatus = { nodes: number; edges: number; text: string };

export type NetworkMapCallbacks = {
  onNodeClick?: (id: string, attributes: NetNodeAttributes) => void;
  onNodeHover?: (id: string | null) => void;
  onSelectionChange?: (ids: string[]) => void;
  /** After a node was dragged (editable layout). */
  onNodeMoved?: (id: string, position: { x: number; y: number }) => void;
  onStatusChange?: (status: MapStatus) => void;
};

export type LevelOfDetail = {
  /** Canvas pixels per CSS pixel; lower is faster on large graphs. */
  pixelRatio: number;
  /** Camera ratio below which edge labels (VLAN, redundancy) are drawn for every edge. */
  edgeLabelZoomThreshold: number;
  labelDensity: number;
  labelRenderedSizeThreshold: number;
  /** Sort by zIndex on each refresh; costly on very large graphs. */
  zIndex: boolean;
  /** 1-pixel GL lines instead of quads for edges. */
  thinEdges: boolean;
  /** Plain discs instead of discs with a vendor/selection ring (a cheaper fragment shader). */
  plainNodes: boolean;
  /** Upper bound of dashed edges drawn on the overlay; above it they are drawn solid by WebGL. */
  maxOverlayEdges: number;
  /**
   * While the camera moves, show the last complete frame moved and scaled with the camera (a CSS transform)
   * instead of rendering; one complete render when it stops (`snapshot.ts`).
   */
  movingSnapshot: boolean;
  /** Zoom factor away from the last complete frame beyond which a new frame is rendered even while moving. */
  snapshotMaxScale: number;
  /**
   * Attach, style and draw the graph in short main-thread tasks (frames built off screen, `frame-builder.ts`),
   * never rendering while the camera moves. Needs WebGL 2; without it the map draws as small graphs do.
   */
  progressive: boolean;
};

export type NetworkMapOptions = NetworkMapCallbacks & {
  graph: NetGraph;
  groups?: ReadonlyMap<string, GroupInfo>;
  state?: Partial<MapState>;
  lod?: Partial<LevelOfDetail>;
  /** Nodes can be dragged (disabled in historical snapshots and in the demo). */
  editable?: boolean;
};
