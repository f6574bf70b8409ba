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
