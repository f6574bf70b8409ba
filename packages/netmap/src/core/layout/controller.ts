import type { GroupInfo, NetGraph } from '../ingest/types';
import type { LayoutRunOptions, LayoutStatus, PositionMap, WorkerRequest, WorkerResponse } from './types';
import {
  applyPositionArray,
  applyPositions,
  defaultIterations,
  graphToLayoutInput,
  initialPositions,
  layoutSettings,
} from './utils';

/** Above this many nodes the layout reports progress without positions and shows the result at the end. */
export const LIVE_POSITIONS_LIMIT = 3000;

/** Worker time given to overlap removal after ForceAtlas2 on graphs above `LIVE_POSITIONS_LIMIT` nodes. */
const OVERLAP_BUDGET_MS = 1500;

/** What the controller needs of a Worker; tests pass a fake, the app the real one. */
export type LayoutWorker = {
  postMessage: (message: WorkerRequest) => void;
  terminate: () => void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

/** The default worker; the `new URL(..., import.meta.url)` form is what Vite recognises and bundles. */
export function createLayoutWorker(): LayoutWorker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as LayoutWorker;
}

export type LayoutProgress = {
  status: LayoutStatus;
  iteration: number;
  maxIterations: number;
  /**
   * Whether positions in the graph changed since the last report. Large graphs report progress without
   * positions: refreshing the map for those would redraw the same picture at a high cost.
   */
  moved: boolean;
};

export type LayoutControllerOptions = {
  graph: NetGraph;
  groups: ReadonlyMap<string, GroupInfo>;
  /** A layout saved on the server; its positions take precedence and its nodes stay put. */
  saved?: PositionMap;
  createWorker?: () => LayoutWorker;
  maxIterations?: number;
  stepBudgetMs?: number;
  progressIntervalMs?: number;
  /** Show intermediate positions; default only up to `LIVE_POSITIONS_LIMIT` nodes (see LayoutRunOptions). */
  livePositions?: boolean;
  removeOverlaps?: boolean;
  sizeOf?: (id: string) => number;
  /** Called after positions were written to the graph (progress or end), so the renderer can refresh. */
  onProgress?: (progress: LayoutProgress) => void;
  onError?: (message: string) => void;
};

export type LayoutController = {
  readonly status: LayoutStatus;
  /** True when saved positions covered every node and nothing was run. */
  readonly usedSavedLayout: boolean;
  start: () => void;
  stop: () => void;
  /** Back to the seed (keeping saved positions) and run again. */
  restart: () => void;
  destroy: () => void;
};

/**
 * Places the graph: saved positions, else group seeds refined by ForceAtlas2 in a worker, then overlap removal.
 * Positions are written into the graph as the worker reports them; the main thread only copies numbers.
 */
export function createLayoutController(options: LayoutControllerOptions): LayoutController {
  const { graph, groups } = options;
  const makeWorker = options.createWorker ?? createLayoutWorker;
  let worker: LayoutWorker | undefined;
  let status: LayoutStatus = 'idle';
  let ids: string[] = [];
  const seed = initialPositions(graph, groups, options.saved);
  applyPositions(graph, seed.positions);
  const maxIterations = options.maxIterations ?? defaultIterations(graph.order);
  // The seed is in the graph before the caller gets the controller (and shows it); later changes are reported.
  let moved = false;
  const report = (iteration: number) => {
    options.onProgress?.({ status, iteration, maxIterations, moved });
    moved = false;
  };

  const handle = (message: WorkerResponse) => {
    if (message.type === 'error') {
      status = 'failed';
      options.onError?.(message.message);
      report(0);
      return;
    }
    if (message.positions) {
      applyPositionArray(graph, ids, message.positions);
      moved = true;
    }
    if (message.type === 'done') status = message.stopped ? 'stopped' : 'done';
    report(message.iteration);
  };

  const start = () => {
    if (status === 'running' || !seed.needsLayout) return;
    worker ??= makeWorker();
    worker.onmessage = (event) => handle(event.data);
    worker.onerror = (event) => {
      status = 'failed';
      options.onError?.(event.message || 'layout worker failed');
      report(0);
    };
    const input = graphToLayoutInput(graph, seed.fixed, options.sizeOf, groups);
    ids = input.ids;
    const run: LayoutRunOptions = {
      settings: layoutSettings(graph.order),
      maxIterations,
      stepBudgetMs: options.stepBudgetMs ?? 40,
      progressIntervalMs: options.progressIntervalMs ?? (graph.order > LIVE_POSITIONS_LIMIT ? 500 : 100),
      livePositions: options.livePositions ?? graph.order <= LIVE_POSITIONS_LIMIT,
      removeOverlaps: options.removeOverlaps ?? true,
      // Large graphs: the final positions show after a bounded overlap removal rather than minutes later.
      ...(graph.order > LIVE_POSITIONS_LIMIT ? { overlapBudgetMs: OVERLAP_BUDGET_MS } : {}),
    };
    status = 'running';
    worker.postMessage({ type: 'start', input, options: run });
    report(0);
  };

  return {
    get status() {
      return status;
    },
    get usedSavedLayout() {
      return !seed.needsLayout;
    },
    start,
    stop: () => {
      if (status === 'running') worker?.postMessage({ type: 'stop' });
    },
    restart: () => {
      worker?.terminate();
      worker = undefined;
      status = 'idle';
      applyPositions(graph, seed.positions);
      moved = true;
      start();
    },
    destroy: () => {
      worker?.terminate();
      worker = undefined;
      if (status === 'running') status = 'stopped';
    },
  };
}
