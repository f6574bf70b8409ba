import type { ForceAtlas2Settings } from 'graphology-layout-forceatlas2';

export type Point = { x: number; y: number };

/** Positions keyed by node id, e.g. a layout saved on the server. */
export type PositionMap = Record<string, Point>;

/**
 * The graph as flat arrays, which is what crosses into the worker (structured clone of typed arrays is cheap).
 * `nodes` holds x, y, size, fixed (0/1) per node; `edges` holds node-index pairs; `weights` one per edge.
 */
export type LayoutInput = {
  ids: string[];
  nodes: Float32Array;
  edges: Uint32Array;
  weights: Float32Array;
  /** Sites and rooms, so their boxes can be kept apart after the node layout. */
  groups?: LayoutGroups;
};

/** `memberOf`: innermost group index per node (-1: none); `parent`: parent group index per group (-1: a site). */
export type LayoutGroups = { memberOf: Int32Array; parent: Int32Array };

export type LayoutSettings = Required<ForceAtlas2Settings>;

export type LayoutRunOptions = {
  settings: LayoutSettings;
  maxIterations: number;
  /** Upper bound of one slice of iterations, in ms: how quickly a stop request is seen. */
  stepBudgetMs: number;
  /** Least time between two progress messages, in ms. */
  progressIntervalMs: number;
  /**
   * Send positions with each progress message. Applying them re-renders the map on the main thread, which on
   * large graphs takes longer than a frame; without them large graphs get a progress count and the end result.
   */
  livePositions: boolean;
  removeOverlaps: boolean;
  /** Upper bound of the overlap removal after ForceAtlas2, in ms (default: until it converges, 300 iterations). */
  overlapBudgetMs?: number;
};

export type WorkerRequest =
  | { type: 'start'; input: LayoutInput; options: LayoutRunOptions }
  | { type: 'stop' };

export type WorkerResponse =
  | { type: 'progress'; positions: Float32Array | null; iteration: number; maxIterations: number }
  | { type: 'done'; positions: Float32Array; iteration: number; stopped: boolean }
  | { type: 'error'; message: string };

export type LayoutStatus = 'idle' | 'running' | 'stopped' | 'done' | 'failed';
