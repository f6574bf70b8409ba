import type { CameraState, RenderParams } from 'sigma/types';
import { getMatrixImpact, matrixFromCamera } from 'sigma/utils';
import { runNow, runSliced, SliceCancelled, type SlicedRun, type SlicedWork } from '../core/slices';
import type { NetSigmaInstance } from './layers';
import { internalsOf, processEdgeSteps, processNodeSteps } from './staged';

/**
 * Complete frames of a large graph without a long main-thread task. In software WebGL (SwiftShader) the GPU
 * work of a frame runs in the GPU process, and the main thread waits for all of it whenever the compositor reads
 * a changed canvas back (one task of 150–400 ms at 10,000 nodes). Here a frame is drawn off screen: sigma's
 * programs draw their buffers in ranges into a framebuffer of each WebGL context, one range per animation frame,
 * each followed by a fence that is polled (never waited on), the range growing while the GPU keeps up. Only when
 * every range is done is the result copied to the canvases (`blitFramebuffer`), one canvas per frame, and the 2D
 * layers drawn. The canvases keep showing the previous complete frame until then.
 *
 * The main thread and the GPU work at the same time: the nodes are drawn first, and while the GPU draws them the
 * main thread processes the edges (after a full restyle, it also makes their display data: `deferEdges`); the
 * labels are placed while the edges are drawn.
 */

/** The parts of sigma's (non-instanced) Program instances used to draw ranges. */
type ProgramInfo = {
  gl: WebGL2RenderingContext;
  program: WebGLProgram;
  buffer: WebGLBuffer;
  frameBuffer: WebGLFramebuffer | null;
};
type AttributeSpec = { name: string; size: number; type: number; normalized?: boolean };
type RangeProgram = {
  array: Float32Array;
  capacity: number;
  VERTICES: number;
  METHOD: number;
  ATTRIBUTES: AttributeSpec[];
  ATTRIBUTES_ITEMS_COUNT: number;
  isInstanced: boolean;
  normalProgram: ProgramInfo;
  pickProgram: ProgramInfo | null;
  bindAttribute: (attr: AttributeSpec, program: ProgramInfo, offset: number) => number;
  unbindAttribute: (attr: AttributeSpec, program: ProgramInfo) => void;
  setUniforms: (params: RenderParams, program: ProgramInfo) => void;
  programs?: RangeProgram[];
};

/** sigma's private rendering state used here. */
type RenderInternals = {
  webGLContexts: Record<string, WebGL2RenderingContext>;
  frameBuffers: Record<string, WebGLFramebuffer>;
  textures: Record<string, WebGLTexture>;
  nodePrograms: Record<string, RangeProgram>;
  edgePrograms: Record<string, RangeProgram>;
  matrix: Float32Array;
  invMatrix: Float32Array;
  correctionRatio: number;
  graphToViewportRatio: number;
  width: number;
  height: number;
  pixelRatio: number;
  pickingDownSizingRatio: number;
  needToProcess: boolean;
};

type Target = { fbo: WebGLFramebuffer; texture: WebGLTexture; width: number; height: number };

function makeTarget(gl: WebGL2RenderingContext, width: number, height: number): Target | null {
  const texture = gl.createTexture();
  const fbo = gl.createFramebuffer();
  if (!texture || !fbo) return null;
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, width, height, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  gl.bindFramebuffer(gl.FRAMEBUFFER, fbo);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
  gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  return { fbo, texture, width, height };
}

function dropTarget(gl: WebGL2RenderingContext, target: Target | undefined): void {
  if (!target) return;
  gl.deleteFramebuffer(target.fbo);
  gl.deleteTexture(target.texture);
}

/** Whether the contexts can draw off screen with fences (WebGL 2), which this builder needs. */
export function canBuildFrames(sigma: NetSigmaInstance): boolean {
  const contexts = (sigma as unknown as RenderInternals).webGLContexts;
  return ['nodes', 'edges'].every(
    (id) => typeof WebGL2RenderingContext !== 'undefined' && contexts[id] instanceof WebGL2RenderingContext,
  );
}

type DrawJob = {
  program: RangeProgram;
  info: ProgramInfo;
  target: Target;
  params: RenderParams;
  viewport: [number, number, number, number];
};

/** Least and most items per range, and the first range. */
const MIN_RANGE = 1_000;
const MAX_RANGE = 60_000;
const FIRST_RANGE = 4_000;
/** Ranges submitted to the GPU and not yet passed at most. */
const IN_FLIGHT = 2;
/** An animation frame at 60 Hz, in ms. */
const FRAME_MS = 1000 / 60;

/**
 * The size of the next range from the GPU's time for the last one, in animation frames: larger while the GPU
 * keeps up (a frame or less), smaller in proportion when it took more than two.
 */
export function nextRangeSize(size: number, frames: number): number {
  if (frames <= 1.5) return Math.min(MAX_RANGE, size * 1.6);
  if (frames > 3) return Math.max(MIN_RANGE, (size * 2) / frames);
  return size;
}

function waitFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Polls a fence in a task of its own: WebGL updates a fence's status only between tasks. */
function waitTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the GPU has run every command given to `gl` so far: a fence, polled in a timer task (every 4 ms
 * or so, the browser's clamp) so that the main thread never waits for the GPU and a passed fence is seen within
 * a few milliseconds rather than at the next animation frame (a WebGL 1 context, which has no fences, resolves
 * at once).
 */
export async function gpuPassed(gl: WebGLRenderingContext | WebGL2RenderingContext): Promise<void> {
  if (typeof WebGL2RenderingContext === 'undefined' || !(gl instanceof WebGL2RenderingContext)) return;
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  gl.flush();
  if (!sync) return;
  for (;;) {
    await waitTask();
    if (gl.getSyncParameter(sync, gl.SYNC_STATUS) === gl.SIGNALED || gl.isContextLost()) break;
  }
  gl.deleteSync(sync);
}

/** One step of `work` per call, for work done between fence polls: false once it is done (or absent). */
function stepper(work: SlicedWork<unknown> | undefined, what: string): () => boolean {
  let done = work === undefined;
  return () => {
    if (done || !work) return false;
    const step = work.next();
    if (step.value instanceof Promise) throw new Error(`${what} cannot wait`);
    if (step.done) done = true;
    return true;
  };
}

export type FrameBuilderOptions = {
  /** Work that must be done before a frame is built (what is left of sigma's set-up), in steps. */
  beforeBuild?: () => SlicedWork;
  /** Work the programs need before they draw (the glyph atlas), done in steps before the first frame. */
  prepare?: () => SlicedWork<unknown>;
  /** Slice budget of the main-thread work (processing), in ms. */
  budgetMs?: number;
  /**
   * After the edges canvas, then the nodes canvas were swapped in (one frame each), then the 2D layers (painted
   * in the nodes canvas's task). The picking image follows, a frame later.
   */
  onSwap: (layer: 'edges' | 'nodes' | 'layers', camera: CameraState) => void;
  /**
   * Prepares the 2D layers (groups, labels, badges…) of the new frame in steps, while the GPU draws it; the
   * answer paints them when the frame is swapped in.
   */
  prepareLayers: () => SlicedWork<() => void>;
  /** A frame could not be built (a bug or a lost context): what the map does with the error. */
  onError: (error: unknown) => void;
};

export type FrameBuilder = {
  /** Builds a complete frame for the current camera and data, unless one for the same is under way. */
  request: () => void;
  /** The data changed (program buffers rewritten, positions moved): a build under way starts over. */
  invalidate: () => void;
  /**
   * The nodes' display data are new and the edges' are still to be made (`work`, the edge reducers): the next
   * frame runs `work` while its nodes are drawn, then processes and draws the edges.
   */
  deferEdges: (work: () => SlicedWork) => void;
  /** Runs deferred edge work at once (before sigma's own render, which needs every edge's display data). */
  flush: () => void;
  cancel: () => void;
  readonly building: boolean;
  /** The frame on screen has no picking image yet (it is drawn after the frame is shown): no hover until then. */
  readonly picking: boolean;
  /** Resolves when the frame under way (or the next one) is on screen. */
  settled: () => Promise<void>;
  destroy: () => void;
};

function sameCamera(a: CameraState, b: CameraState): boolean {
  return a.x === b.x && a.y === b.y && a.ratio === b.ratio && a.angle === b.angle;
}

export function createFrameBuilder(sigma: NetSigmaInstance, options: FrameBuilderOptions): FrameBuilder {
  const s = sigma as unknown as RenderInternals;
  const staged = internalsOf(sigma);
  const targets = new Map<string, Target>();
  let backPick: Target | undefined;
  let run: SlicedRun<void> | undefined;
  let runCamera: CameraState | undefined;
  let version = 0;
  let runVersion = -1;
  let waiters: (() => void)[] = [];
  let rangeSize = FIRST_RANGE;
  let pickStale = false;
  let deferred: (() => SlicedWork) | undefined;

  const target = (id: string, gl: WebGL2RenderingContext, width: number, height: number): Target | null => {
    const known = targets.get(id);
    if (known && known.width === width && known.height === height) return known;
    dropTarget(gl, known);
    const made = makeTarget(gl, width, height);
    if (made) targets.set(id, made);
    else targets.delete(id);
    return made;
  };

  /** Sets sigma's matrices for the camera, as its render does, without drawing. */
  const matricesFor = (camera: CameraState): RenderParams => {
    const dimensions = sigma.getDimensions();
    const graphDimensions = sigma.getGraphDimensions();
    const padding = sigma.getStagePadding();
    s.matrix = matrixFromCamera(camera, dimensions, graphDimensions, padding);
    s.invMatrix = matrixFromCamera(camera, dimensions, graphDimensions, padding, true);
    s.correctionRatio = getMatrixImpact(s.matrix, camera, dimensions);
    s.graphToViewportRatio = sigma.getGraphToViewportRatio();
    return sigma.getRenderParams();
  };

  const uploads = new Map<WebGLBuffer, number>();
  const drawRange = (job: DrawJob, from: number, to: number) => {
    const { program: p, info } = job;
    const { gl } = info;
    const stride = p.VERTICES * p.ATTRIBUTES_ITEMS_COUNT;
    gl.useProgram(info.program);
    gl.bindBuffer(gl.ARRAY_BUFFER, info.buffer);
    // The buffer is filled range by range as it is drawn: each range's copy is small.
    if (!uploads.has(info.buffer)) {
      gl.bufferData(gl.ARRAY_BUFFER, p.array.byteLength, gl.DYNAMIC_DRAW);
      uploads.set(info.buffer, 0);
    }
    gl.bufferSubData(gl.ARRAY_BUFFER, from * stride * 4, p.array, from * stride, (to - from) * stride);
    let offset = 0;
    for (const attr of p.ATTRIBUTES) offset += p.bindAttribute(attr, info, offset);
    p.setUniforms(job.params, info);
    gl.enable(gl.BLEND);
    gl.bindFramebuffer(gl.FRAMEBUFFER, job.target.fbo);
    gl.viewport(...job.viewport);
    gl.drawArrays(p.METHOD, from * p.VERTICES, (to - from) * p.VERTICES);
    for (const attr of p.ATTRIBUTES) p.unbindAttribute(attr, info);
    gl.bindBuffer(gl.ARRAY_BUFFER, null);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  };

  const leaves = (p: RangeProgram): RangeProgram[] => p.programs?.flatMap(leaves) ?? [p];

  function* build(camera: CameraState, cancelled: () => boolean): SlicedWork {
    if (options.beforeBuild) yield* options.beforeBuild();
    sigma.resize();
    // The edges are processed (and, when deferred, their display data made) while the nodes are drawn.
    let edgeWork: SlicedWork | undefined;
    if (s.needToProcess || deferred) {
      const nodes = yield* processNodeSteps(staged);
      const refresh = deferred;
      edgeWork = (function* (): SlicedWork {
        if (refresh) {
          yield* refresh();
          if (deferred === refresh) deferred = undefined;
        }
        yield* processEdgeSteps(staged, nodes);
      })();
    }
    const params = matricesFor(camera);
    const pickParams = { ...params, pixelRatio: params.pixelRatio / params.downSizingRatio };
    uploads.clear();
    const pickJobs: DrawJob[] = [];
    const clearTargets: [WebGL2RenderingContext, Target][] = [];
    const colourTargets = new Map<'edges' | 'nodes', Target>();
    /** A context's colour jobs, from its programs' sizes at the time (the edges' are known once processed). */
    const jobsOf = (id: 'edges' | 'nodes'): DrawJob[] => {
      const gl = s.webGLContexts[id];
      const colour = colourTargets.get(id);
      if (!gl || !colour) return [];
      const programs = id === 'edges' ? s.edgePrograms : s.nodePrograms;
      const full: [number, number, number, number] = [0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight];
      return Object.values(programs)
        .flatMap(leaves)
        .filter((program) => !program.isInstanced && program.capacity > 0)
        .map((program) => ({ program, info: program.normalProgram, target: colour, params, viewport: full }));
    };
    for (const [id, programs] of [
      ['edges', s.edgePrograms],
      ['nodes', s.nodePrograms],
    ] as const) {
      const gl = s.webGLContexts[id];
      if (!gl) continue;
      const colour = target(id, gl, gl.drawingBufferWidth, gl.drawingBufferHeight);
      if (!colour) throw new Error('no framebuffer for the map');
      clearTargets.push([gl, colour]);
      colourTargets.set(id, colour);
      if (id === 'nodes') {
        // The picking image, at sigma's reduced size, into a second framebuffer: drawn once the frame is on
        // screen (only hover reads it), then swapped in.
        if (!backPick || backPick.width !== s.width || backPick.height !== s.height) {
          dropTarget(gl, backPick);
          backPick = makeTarget(gl, s.width, s.height) ?? undefined;
        }
        if (backPick) {
          clearTargets.push([gl, backPick]);
          const pick: [number, number, number, number] = [
            0,
            0,
            (s.width * s.pixelRatio) / s.pickingDownSizingRatio,
            (s.height * s.pixelRatio) / s.pickingDownSizingRatio,
          ];
          for (const program of Object.values(programs).flatMap(leaves)) {
            if (program.isInstanced || program.capacity === 0 || !program.pickProgram) continue;
            pickJobs.push({
              program,
              info: program.pickProgram,
              target: backPick,
              params: pickParams,
              viewport: pick,
            });
          }
        }
      }
    }
    // A step per target: the first clear of a new framebuffer waits for the GPU process to check it (6–12 ms).
    for (const [gl, t] of clearTargets) {
      gl.bindFramebuffer(gl.FRAMEBUFFER, t.fbo);
      gl.viewport(0, 0, t.width, t.height);
      gl.clearColor(0, 0, 0, 0);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
      yield;
    }
    // The main thread's work of the frame runs while the GPU draws, between fence polls: first what the node
    // programs need (the glyph atlas), then the edges' display data and processing, then the labels.
    const prepareStep = stepper(options.prepare?.(), "the frame's preparation");
    const edgeStep = stepper(edgeWork, "the edges' processing");
    // Made once the edges are processed: the labels read the edges' display data.
    let layers: SlicedWork<() => void> | undefined;
    let paint: (() => void) | undefined;
    const layerStep = (): boolean => {
      if (prepareStep()) return true;
      if (edgeStep()) return true;
      if (paint) return false;
      layers ??= options.prepareLayers();
      const step = layers.next();
      if (step.done) paint = step.value;
      return true;
    };
    // Ranges are pipelined: the next one is submitted while the GPU still draws the earlier ones (at most
    // `IN_FLIGHT` fences pending), so a fence's latency (a frame or more in software WebGL) is not paid per range.
    const inFlight: { passed: boolean; done: Promise<void> }[] = [];
    let lastPassed = 0;
    const waitOldest = function* (): SlicedWork {
      const oldest = inFlight[0];
      if (!oldest) return;
      while (!oldest.passed && layerStep()) yield;
      if (!oldest.passed) yield oldest.done;
      inFlight.shift();
    };
    const drawJobs = function* (list: readonly DrawJob[]): SlicedWork {
      for (const job of list) {
        if (job.info.gl === s.webGLContexts.nodes) while (prepareStep()) yield;
        for (let from = 0; from < job.program.capacity; ) {
          const to = Math.min(job.program.capacity, from + Math.round(rangeSize));
          drawRange(job, from, to);
          const pending = { passed: false, done: Promise.resolve() };
          const submitted = performance.now();
          pending.done = gpuPassed(job.info.gl).then(() => {
            pending.passed = true;
            // The GPU's time for this range alone: from its submission or the end of the range before it.
            const now = performance.now();
            rangeSize = nextRangeSize(rangeSize, (now - Math.max(submitted, lastPassed)) / FRAME_MS);
            lastPassed = now;
          });
          inFlight.push(pending);
          while (inFlight.length >= IN_FLIGHT) yield* waitOldest();
          from = to;
        }
      }
      while (inFlight.length > 0) yield* waitOldest();
    };
    /** Main-thread work of the frame while `done` is pending, then `done` itself. */
    const busyUntil = function* (done: Promise<unknown>): SlicedWork {
      let over = false;
      void done.then(() => {
        over = true;
      });
      while (!over && layerStep()) yield;
      if (!over) yield done;
    };
    // A canvas's copy into its drawing buffer: shown by the next commit, which reads the canvas back.
    const copyIn = (id: 'edges' | 'nodes') => {
      const gl = s.webGLContexts[id];
      const colour = targets.get(id);
      if (!gl || !colour) return;
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, colour.fbo);
      gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
      gl.blitFramebuffer(
        0,
        0,
        colour.width,
        colour.height,
        0,
        0,
        colour.width,
        colour.height,
        gl.COLOR_BUFFER_BIT,
        gl.NEAREST,
      );
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
      // The picking image of the earlier frame does not match this one.
      if (id === 'nodes') pickStale = true;
      options.onSwap(id, camera);
    };
    // A canvas's swap, at an animation frame. The nodes are copied in within the animation frame's callback, so
    // that its commit reads them back before anything else is queued: the edges' ranges, submitted right after,
    // would otherwise be drawn first and that read would wait for them (a task of 50–70 ms at 10,000 nodes).
    // The edges are copied in the task after the frame, with the 2D layers painted beside them, and the picking
    // pass waits for the commit that reads them back (below).
    const swap = function* (id: 'edges' | 'nodes'): SlicedWork {
      if (!s.webGLContexts[id] || !targets.has(id)) return;
      if (id === 'nodes') {
        yield* busyUntil(
          waitFrame().then(() => {
            if (!cancelled()) copyIn(id);
          }),
        );
        return;
      }
      yield* busyUntil(waitFrame());
      copyIn(id);
    };
    // The nodes first: the edges' display data and processing run while they are drawn. Each canvas is swapped
    // in as soon as its frame is drawn, one per animation frame, so no frame reads back more than one WebGL
    // canvas; the render loop shows each canvas for the camera it was drawn for.
    yield* drawJobs(jobsOf('nodes'));
    while (edgeStep()) yield;
    yield* swap('nodes');
    yield* drawJobs(jobsOf('edges'));
    while (layerStep()) yield;
    yield* swap('edges');
    paint?.();
    options.onSwap('layers', camera);
    if (pickJobs.length === 0 || !backPick) {
      pickStale = false;
      return;
    }
    // The picking pass is queued after the next animation frame, whose commit reads the swapped canvases back:
    // that read waits for every command queued before it, so a pass queued now would hold the frame back.
    yield waitFrame();
    yield* drawJobs(pickJobs);
    const front = { fbo: s.frameBuffers.nodes, texture: s.textures.nodes };
    s.frameBuffers.nodes = backPick.fbo;
    s.textures.nodes = backPick.texture;
    backPick =
      front.fbo && front.texture
        ? { fbo: front.fbo, texture: front.texture, width: backPick.width, height: backPick.height }
        : undefined;
    pickStale = false;
  }

  const settle = () => {
    const list = waiters;
    waiters = [];
    for (const resolve of list) resolve();
  };

  const start = (camera: CameraState) => {
    run?.cancel();
    runCamera = camera;
    runVersion = version;
    let current: SlicedRun<void> | undefined;
    current = runSliced(
      build(camera, () => current?.cancelled !== false),
      options.budgetMs !== undefined ? { budgetMs: options.budgetMs } : {},
    );
    run = current;
    current.done.then(
      () => {
        if (run !== current) return;
        run = undefined;
        runCamera = undefined;
        // The data may have changed while the frame was built: build again.
        if (runVersion !== version) start(sigma.getCamera().getState());
        else settle();
      },
      (error: unknown) => {
        if (error instanceof SliceCancelled || run !== current) return;
        // A frame that failed is not retried (it would fail again); nothing waits for it any more.
        run = undefined;
        runCamera = undefined;
        settle();
        options.onError(error);
      },
    );
  };

  return {
    request: () => {
      const camera = sigma.getCamera().getState();
      if (run && runCamera && sameCamera(runCamera, camera) && runVersion === version) return;
      start(camera);
    },
    invalidate: () => {
      version += 1;
    },
    deferEdges: (work) => {
      deferred = work;
      version += 1;
    },
    flush: () => {
      const work = deferred;
      if (!work) return;
      run?.cancel();
      run = undefined;
      runCamera = undefined;
      deferred = undefined;
      runNow(work());
      version += 1;
    },
    cancel: () => {
      run?.cancel();
      run = undefined;
      runCamera = undefined;
    },
    get building() {
      return run !== undefined;
    },
    get picking() {
      return pickStale;
    },
    settled: () =>
      run === undefined && runVersion === version
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiters.push(resolve);
          }),
    destroy: () => {
      run?.cancel();
      run = undefined;
      for (const [id, t] of targets) {
        const gl = s.webGLContexts[id];
        if (gl) dropTarget(gl, t);
      }
      targets.clear();
      const gl = s.webGLContexts.nodes;
      if (gl) dropTarget(gl, backPick);
      backPick = undefined;
      settle();
    },
  };
}
