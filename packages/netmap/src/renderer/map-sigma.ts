import type { Attributes } from 'graphology-types';
import Sigma from 'sigma';
import type { Settings } from 'sigma/settings';
import type { NetEdgeAttributes, NetGraph, NetNodeAttributes } from '../core/ingest/types';
import type { SlicedWork } from '../core/slices';
import { gpuPassed } from './frame-builder';

type MapSettings = Partial<Settings<NetNodeAttributes, NetEdgeAttributes, Attributes>>;

/** sigma's private members its set-up writes (sigma 3.0.3, pinned: `internals.test.ts`). */
type SetupInternals = {
  container: Pick<HTMLElement, 'offsetWidth' | 'offsetHeight'>;
  webGLContexts: Record<string, WebGLRenderingContext>;
  frameBuffers: Record<string, WebGLFramebuffer | null | undefined>;
  nodePrograms: Record<string, unknown>;
  nodeHoverPrograms: Record<string, unknown>;
  edgePrograms: Record<string, unknown>;
};

type ProgramClass = new (
  gl: WebGLRenderingContext,
  frameBuffer: WebGLFramebuffer | null,
  renderer: unknown,
) => unknown;

/** While a `MapSigma` is constructed with its set-up deferred: what its constructor left to do, in order. */
let deferred: ((s: SetupInternals) => void)[] | undefined;

/**
 * sigma, whose constructor can leave two things to later tasks (`deferred`): sizing its canvases to the
 * viewport, which reallocates the drawing buffer of each canvas and WebGL context, and compiling its programs
 * (a node program with its picking and hover variants, two edge programs). On a 1280×800 viewport in software
 * WebGL the two are most of a 70 ms constructor; a large graph's constructor draws nothing (its graph is
 * attached in steps afterwards), so neither is needed before the attach. Meanwhile the canvases are 1×1 px
 * (what sigma makes of an empty container with `allowInvalidContainer`) and no program is registered, which an
 * empty graph never asks for.
 */
class MapSigma extends Sigma<NetNodeAttributes, NetEdgeAttributes> {
  override resize(force?: boolean): this {
    if (!deferred) return super.resize(force);
    const self = this as unknown as SetupInternals;
    const container = self.container;
    self.container = { offsetWidth: 0, offsetHeight: 0 };
    try {
      return super.resize(force);
    } finally {
      self.container = container;
    }
  }
}

// sigma's constructor registers each program through these (private in its declarations, hence no `override`).
Object.defineProperty(MapSigma.prototype, 'registerNodeProgram', {
  configurable: true,
  writable: true,
  value: function registerNodeProgram(
    this: SetupInternals,
    key: string,
    Program: ProgramClass,
    Hover?: ProgramClass,
  ) {
    const base = (Sigma.prototype as unknown as { registerNodeProgram: (...args: unknown[]) => unknown })
      .registerNodeProgram;
    if (!deferred) return base.call(this, key, Program, Hover);
    // Nothing was registered yet (the constructor registers each type once): the programs are only made.
    deferred.push((s) => {
      s.nodePrograms[key] = new Program(
        s.webGLContexts.nodes as WebGLRenderingContext,
        s.frameBuffers.nodes ?? null,
        s,
      );
    });
    deferred.push((s) => {
      s.nodeHoverPrograms[key] = new (Hover ?? Program)(
        s.webGLContexts.hoverNodes as WebGLRenderingContext,
        null,
        s,
      );
    });
    return this;
  },
});
Object.defineProperty(MapSigma.prototype, 'registerEdgeProgram', {
  configurable: true,
  writable: true,
  value: function registerEdgeProgram(this: SetupInternals, key: string, Program: ProgramClass) {
    const base = (Sigma.prototype as unknown as { registerEdgeProgram: (...args: unknown[]) => unknown })
      .registerEdgeProgram;
    if (!deferred) return base.call(this, key, Program);
    deferred.push((s) => {
      s.edgePrograms[key] = new Program(
        s.webGLContexts.edges as WebGLRenderingContext,
        s.frameBuffers.edges ?? null,
        s,
      );
    });
    return this;
  },
});

/**
 * Makes the map's sigma. With `deferSetup` (a large graph, attached in steps: `graph` is then empty), the
 * constructor leaves sizing the canvases and compiling the programs to `setup`, which must have run before
 * anything is processed or drawn. Each call of `setup` gives the steps not yet run (none once it is done, and
 * none without `deferSetup`), so that work which cancels another (a restyle cancelling the attach) can finish
 * it first; `wait: false` leaves out the wait for the GPU, for `runNow`.
 */
export function makeSigma(
  graph: NetGraph,
  container: HTMLElement,
  settings: MapSettings,
  deferSetup: boolean,
): { sigma: MapSigma; setup: (wait?: boolean) => SlicedWork } {
  const steps: ((s: SetupInternals) => void)[] = [];
  deferred = deferSetup ? steps : undefined;
  let sigma: MapSigma;
  try {
    sigma = new MapSigma(graph, container, settings);
  } finally {
    deferred = undefined;
  }
  const made = sigma;
  let resized = !deferSetup;
  let next = 0;
  function* setup(wait = true): SlicedWork {
    if (!resized) {
      resized = true;
      made.resize();
      // The canvases' new drawing buffers are made by the GPU process: wait for it without blocking, so that
      // the next call that syncs with the GPU (a shader's compile status, a framebuffer's) does not wait for them.
      const contexts = (made as unknown as SetupInternals).webGLContexts;
      if (wait) yield Promise.all(Object.values(contexts).map((gl) => gpuPassed(gl)));
    }
    while (next < steps.length) {
      if (wait) yield;
      const step = steps[next];
      next += 1;
      step?.(made as unknown as SetupInternals);
    }
  }
  return { sigma: made, setup };
}
