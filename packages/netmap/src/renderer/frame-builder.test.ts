import Graph from 'graphology';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// sigma reads WebGL constants when its modules load; their values do not matter here.
beforeAll(() => {
  const constants = new Proxy({}, { get: () => 0 });
  vi.stubGlobal('WebGLRenderingContext', constants);
  vi.stubGlobal('WebGL2RenderingContext', constants);
});

describe('nextRangeSize', () => {
  it('grows the range while the GPU draws one within a frame or so', async () => {
    const { nextRangeSize } = await import('./frame-builder');
    expect(nextRangeSize(4000, 1)).toBe(6400);
    expect(nextRangeSize(4000, 0.2)).toBe(6400);
    expect(nextRangeSize(50_000, 1)).toBe(60_000);
  });

  it('keeps it between a frame and a half and three', async () => {
    const { nextRangeSize } = await import('./frame-builder');
    expect(nextRangeSize(4000, 2)).toBe(4000);
    expect(nextRangeSize(4000, 3)).toBe(4000);
  });

  it('shrinks it in proportion when the GPU took longer, never below the least range', async () => {
    const { nextRangeSize } = await import('./frame-builder');
    expect(nextRangeSize(8000, 4)).toBe(4000);
    expect(nextRangeSize(8000, 8)).toBe(2000);
    expect(nextRangeSize(2000, 40)).toBe(1000);
  });
});

describe('gpuPassed', () => {
  /** A WebGL 2 context whose fence passes at the `passAt`th poll (or whose context is lost then). */
  class FakeGL2 {
    readonly SYNC_GPU_COMMANDS_COMPLETE = 0x9117;
    readonly SYNC_STATUS = 0x9114;
    readonly SIGNALED = 0x9119;
    readonly UNSIGNALED = 0x9118;
    polls = 0;
    flushes = 0;
    deleted: unknown[] = [];
    constructor(
      private readonly passAt: number,
      private readonly lostAt = Number.POSITIVE_INFINITY,
    ) {}
    fenceSync() {
      return 'fence';
    }
    flush() {
      this.flushes += 1;
    }
    getSyncParameter() {
      this.polls += 1;
      return this.polls >= this.passAt ? this.SIGNALED : this.UNSIGNALED;
    }
    isContextLost() {
      return this.polls >= this.lostAt;
    }
    deleteSync(sync: unknown) {
      this.deleted.push(sync);
    }
  }

  const pass = async (gl: FakeGL2) => {
    vi.stubGlobal('WebGL2RenderingContext', FakeGL2);
    // Polled in timer tasks: no animation frame is needed (none comes in a hidden tab).
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('waited for an animation frame');
    });
    try {
      const { gpuPassed } = await import('./frame-builder');
      await gpuPassed(gl as unknown as WebGL2RenderingContext);
    } finally {
      vi.stubGlobal('WebGL2RenderingContext', new Proxy({}, { get: () => 0 }));
      vi.stubGlobal('requestAnimationFrame', undefined);
    }
  };

  it('polls the fence in timer tasks until the GPU has passed it, then deletes it', async () => {
    const gl = new FakeGL2(4);
    await pass(gl);
    expect(gl.polls).toBe(4);
    expect(gl.flushes).toBe(1);
    expect(gl.deleted).toEqual(['fence']);
  });

  it('stops polling when the context is lost', async () => {
    const gl = new FakeGL2(Number.POSITIVE_INFINITY, 2);
    await pass(gl);
    expect(gl.polls).toBe(2);
    expect(gl.deleted).toEqual(['fence']);
  });
});

describe('a frame with deferred edges', () => {
  type Log = string[];

  /** A WebGL 2 context that logs its draws; fences pass at the second poll. */
  class DrawingGL {
    readonly SYNC_GPU_COMMANDS_COMPLETE = 1;
    readonly SYNC_STATUS = 2;
    readonly SIGNALED = 3;
    readonly drawingBufferWidth = 64;
    readonly drawingBufferHeight = 48;
    private polls = new Map<number, number>();
    private fences = 0;
    constructor(
      private readonly name: string,
      private readonly log: Log,
    ) {}
    fenceSync() {
      this.fences += 1;
      return this.fences;
    }
    getSyncParameter(sync: number) {
      const polls = (this.polls.get(sync) ?? 0) + 1;
      this.polls.set(sync, polls);
      return polls >= 2 ? this.SIGNALED : 0;
    }
    drawArrays(_mode: number, first: number, count: number) {
      this.log.push(`draw ${this.name} ${first}+${count}`);
    }
    blitFramebuffer() {
      this.log.push(`blit ${this.name}`);
    }
    createTexture() {
      return {};
    }
    createFramebuffer() {
      return {};
    }
    isContextLost() {
      return false;
    }
  }
  // Every other call of the builder is a no-op here.
  for (const method of [
    'bindTexture',
    'texImage2D',
    'texParameteri',
    'bindFramebuffer',
    'framebufferTexture2D',
    'deleteFramebuffer',
    'deleteTexture',
    'viewport',
    'clearColor',
    'clear',
    'useProgram',
    'bindBuffer',
    'bufferData',
    'bufferSubData',
    'enable',
    'flush',
    'deleteSync',
  ])
    (DrawingGL.prototype as unknown as Record<string, () => void>)[method] = () => undefined;

  /** A non-instanced program of one vertex per item, which sigma's processing fills. */
  const program = (gl: DrawingGL) => ({
    capacity: 0,
    array: new Float32Array(0),
    VERTICES: 1,
    METHOD: 0,
    ATTRIBUTES: [],
    ATTRIBUTES_ITEMS_COUNT: 1,
    isInstanced: false,
    normalProgram: { gl, program: {}, buffer: {}, frameBuffer: null },
    pickProgram: null,
    bindAttribute: () => 0,
    unbindAttribute: () => undefined,
    setUniforms: () => undefined,
    reallocate(capacity: number) {
      this.capacity = capacity;
      this.array = new Float32Array(capacity);
    },
    process: () => undefined,
  });

  /** sigma's fields and methods the builder and the staged processing use, on a graph of 3 nodes and 2 edges. */
  function fakeSigma(log: Log) {
    const graph = new Graph({ type: 'undirected' });
    for (const [id, x] of [
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ] as const)
      graph.addNode(id, { x, y: x });
    graph.addEdgeWithKey('a-b', 'a', 'b');
    graph.addEdgeWithKey('b-c', 'b', 'c');
    const nodesGL = new DrawingGL('nodes', log);
    const edgesGL = new DrawingGL('edges', log);
    const camera = { x: 0.5, y: 0.5, ratio: 1, angle: 0 };
    const sigma = {
      graph,
      settings: {
        zIndex: false,
        edgeReducer: () => ({ type: 'line' }),
        defaultNodeColor: '#999',
        defaultEdgeColor: '#ccc',
        defaultNodeType: 'circle',
        defaultEdgeType: 'line',
      },
      edgesWithForcedLabels: new Set<string>(),
      nodeDataCache: Object.fromEntries(graph.nodes().map((n) => [n, { x: 0, y: 0, type: 'circle' }])),
      edgeDataCache: {} as Record<string, { type: string }>,
      nodeExtent: { x: [0, 1], y: [0, 1] },
      customBBox: null,
      nodeZExtent: [0, 0],
      edgeZExtent: [0, 0],
      nodeIndices: {},
      edgeIndices: {},
      itemIDsIndex: {},
      needToProcess: true,
      webGLContexts: { nodes: nodesGL, edges: edgesGL },
      frameBuffers: {},
      textures: {},
      nodePrograms: { circle: program(nodesGL) },
      edgePrograms: { line: program(edgesGL) },
      width: 64,
      height: 48,
      pixelRatio: 1,
      pickingDownSizingRatio: 2,
      emit: () => undefined,
      addNodeToProgram: () => undefined,
      edgeProgramIndex: {},
      clearEdgeIndices() {
        this.edgeDataCache = {};
      },
      resize: () => undefined,
      getDimensions: () => ({ width: 64, height: 48 }),
      getGraphDimensions: () => ({ width: 1, height: 1 }),
      getStagePadding: () => 0,
      getGraphToViewportRatio: () => 1,
      getRenderParams: () => ({ pixelRatio: 1, downSizingRatio: 1 }),
      getCamera: () => ({ getState: () => camera }),
    };
    return sigma;
  }

  const withFakes = async <T>(run: (log: Log) => Promise<T>): Promise<T> => {
    vi.stubGlobal('WebGL2RenderingContext', DrawingGL);
    const log: Log = [];
    // An animation frame as the browser runs it: the callbacks, their microtasks, then the commit that reads the
    // changed canvases back, all in one task.
    vi.stubGlobal('requestAnimationFrame', (callback: (t: number) => void) =>
      setTimeout(async () => {
        log.push('frame');
        callback(performance.now());
        for (let i = 0; i < 10; i += 1) await null;
        log.push('commit');
      }, 1),
    );
    try {
      return await run(log);
    } finally {
      vi.stubGlobal('WebGL2RenderingContext', new Proxy({}, { get: () => 0 }));
      vi.stubGlobal('requestAnimationFrame', undefined);
    }
  };

  const build = async (log: Log, sigma: ReturnType<typeof fakeSigma>, defer?: (sigma: never) => void) => {
    const { createFrameBuilder } = await import('./frame-builder');
    const { refreshEdgeSteps } = await import('./staged');
    const builder = createFrameBuilder(sigma as never, {
      onSwap: (layer) => log.push(`swap ${layer}`),
      *prepareLayers() {
        log.push('labels');
        yield;
        return () => log.push('paint');
      },
      onError: (error) => log.push(`error ${error instanceof Error ? error.message : error}`),
    });
    builder.deferEdges(function* () {
      log.push('edges refreshed: start');
      yield* refreshEdgeSteps(sigma as never);
      log.push('edges refreshed: end');
    });
    defer?.(builder as never);
    builder.request();
    await builder.settled();
    return builder;
  };

  it('makes the edges while the nodes are drawn, swaps the nodes in, then draws and swaps the edges', async () => {
    await withFakes(async (log) => {
      const sigma = fakeSigma(log);
      await build(log, sigma);
      const at = (entry: string) => {
        const index = log.indexOf(entry);
        expect(index, `${entry} in ${log.join(' | ')}`).toBeGreaterThanOrEqual(0);
        return index;
      };
      // The nodes' range was submitted before the edges were made, which happened while it was drawn.
      expect(at('draw nodes 0+3')).toBeLessThan(at('edges refreshed: start'));
      expect(at('edges refreshed: end')).toBeLessThan(at('draw edges 0+2'));
      expect(at('draw edges 0+2')).toBeLessThan(at('swap edges'));
      // The nodes' canvas is swapped in as soon as the nodes are drawn, before the edges are.
      expect(at('swap nodes')).toBeLessThan(at('draw edges 0+2'));
      expect(at('labels')).toBeGreaterThan(at('edges refreshed: end'));
      expect(at('paint')).toBeLessThan(at('swap layers'));
      expect(sigma.needToProcess).toBe(false);
      expect(Object.keys(sigma.edgeDataCache)).toEqual(['a-b', 'b-c']);
      expect(log.filter((entry) => entry.startsWith('error'))).toEqual([]);
    });
  });

  it('copies the nodes in within an animation frame, before its commit, and draws the edges after it', async () => {
    await withFakes(async (log) => {
      await build(log, fakeSigma(log));
      const blit = log.indexOf('blit nodes');
      expect(blit, log.join(' | ')).toBeGreaterThan(0);
      const frame = log.lastIndexOf('frame', blit);
      const commit = log.indexOf('commit', blit);
      // Nothing committed between the frame's callbacks and the copy: that frame's commit reads the nodes back.
      expect(frame).toBeGreaterThanOrEqual(0);
      expect(log.slice(frame, blit)).not.toContain('commit');
      // The edges' first range is queued after that read, which would otherwise wait for it.
      expect(log.indexOf('draw edges 0+2')).toBeGreaterThan(commit);
    });
  });

  it('reports a frame that fails, and settles what waits for it', async () => {
    await withFakes(async (log) => {
      const sigma = fakeSigma(log);
      sigma.settings.edgeReducer = () => {
        throw new Error('no style for this edge');
      };
      await build(log, sigma);
      expect(log).toContain('error no style for this edge');
      expect(log).not.toContain('swap edges');
    });
  });

  it('makes the deferred edges once: the next frame only draws', async () => {
    await withFakes(async (log) => {
      const sigma = fakeSigma(log);
      const builder = await build(log, sigma);
      log.length = 0;
      builder.invalidate();
      builder.request();
      await builder.settled();
      expect(log).not.toContain('edges refreshed: start');
      expect(log).toContain('draw edges 0+2');
    });
  });

  it('flush makes the deferred edges at once, for a render of sigma’s own', async () => {
    await withFakes(async (log) => {
      const sigma = fakeSigma(log);
      const { createFrameBuilder } = await import('./frame-builder');
      const { refreshEdgeSteps } = await import('./staged');
      const builder = createFrameBuilder(sigma as never, {
        onSwap: () => undefined,
        *prepareLayers() {
          return () => undefined;
        },
        onError: () => undefined,
      });
      builder.deferEdges(() => refreshEdgeSteps(sigma as never));
      builder.flush();
      expect(Object.keys(sigma.edgeDataCache)).toEqual(['a-b', 'b-c']);
      sigma.edgeDataCache = {};
      builder.flush();
      expect(sigma.edgeDataCache).toEqual({});
    });
  });
});
