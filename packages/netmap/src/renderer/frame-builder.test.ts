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
