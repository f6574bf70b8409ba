import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NetSigmaInstance } from './layers';
import { cssTransform, IDENTITY, installRenderLoop, snapshotUsable, viewportTransform } from './snapshot';

describe('moving snapshot transform', () => {
  it('is the identity when the camera did not move', () => {
    const t = viewportTransform({ x: 10, y: 20 }, { x: 110, y: 120 }, { x: 10, y: 20 }, { x: 110, y: 120 });
    expect(t).toEqual(IDENTITY);
  });

  it('translates on a pan', () => {
    const t = viewportTransform({ x: 10, y: 20 }, { x: 110, y: 120 }, { x: -40, y: 50 }, { x: 60, y: 150 });
    expect(t).toEqual({ scale: 1, tx: -50, ty: 30 });
  });

  it('scales around the zoom centre and maps both reference points', () => {
    // Zoom ×2 around (100, 100): (0,0) → (-100,-100), (50,50) → (0,0).
    const a0 = { x: 0, y: 0 };
    const b0 = { x: 50, y: 50 };
    const t = viewportTransform(a0, b0, { x: -100, y: -100 }, { x: 0, y: 0 });
    expect(t.scale).toBeCloseTo(2);
    expect(t.scale * b0.x + t.tx).toBeCloseTo(0);
    expect(t.scale * 100 + t.tx).toBeCloseTo(100);
    expect(cssTransform(t)).toBe('translate(-100px, -100px) scale(2)');
  });

  it('gives up on the bitmap beyond the allowed zoom change', () => {
    expect(snapshotUsable({ scale: 3.9, tx: 0, ty: 0 }, 4)).toBe(true);
    expect(snapshotUsable({ scale: 0.26, tx: 0, ty: 0 }, 4)).toBe(true);
    expect(snapshotUsable({ scale: 4.1, tx: 0, ty: 0 }, 4)).toBe(false);
    expect(snapshotUsable({ scale: 0.2, tx: 0, ty: 0 }, 4)).toBe(false);
  });
});

/** The parts of sigma the render loop uses: a camera that can be still or animated, and its canvases. */
function fakeSigma() {
  const camera = { x: 0.5, y: 0.5, ratio: 1, angle: 0 };
  const state = { animated: false, renders: 0 };
  const canvases = {
    edges: { style: {} as Record<string, string>, isConnected: true },
    nodes: { style: {} as Record<string, string>, isConnected: true },
    mouse: { style: {} as Record<string, string>, isConnected: true },
  };
  const sigma = {
    renderFrame: null as number | null,
    needToProcess: false,
    render() {
      state.renders += 1;
      return sigma;
    },
    scheduleRender() {
      if (sigma.renderFrame !== null) return;
      sigma.renderFrame = requestAnimationFrame(() => {
        (sigma as { render: () => unknown }).render();
        sigma.renderFrame = null;
      });
    },
    getCamera: () => ({ isAnimated: () => state.animated, getState: () => ({ ...camera }) }),
    getMouseCaptor: () => ({ isMoving: false, draggedEvents: 0, currentWheelDirection: 0 }),
    getCanvases: () => canvases,
    framedGraphToViewport: (p: { x: number; y: number }, o: { cameraState: typeof camera }) => ({
      x: (p.x - o.cameraState.x) / o.cameraState.ratio,
      y: (p.y - o.cameraState.y) / o.cameraState.ratio,
    }),
  };
  return { sigma, camera, state, canvases };
}

describe('the render loop', () => {
  let frames: (() => void)[] = [];
  const nextFrame = () => {
    const due = frames;
    frames = [];
    for (const run of due) run();
  };
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws a complete frame when the camera stops without a last update', () => {
    const { sigma, camera, state, canvases } = fakeSigma();
    const loop = installRenderLoop(sigma as unknown as NetSigmaInstance, {
      enabled: () => true,
      maxScaleChange: 4,
    });
    // A camera animation: sigma renders while it runs, and the loop moves the bitmaps instead.
    state.animated = true;
    camera.x = 0.6;
    (sigma as { render: () => unknown }).render();
    expect(loop.transformed).toBe(true);
    expect(canvases.nodes.style.transform).toContain('translate');
    const before = state.renders;
    nextFrame();
    expect(state.renders).toBe(before);
    // The animation ends where the last step already was: sigma's camera emits nothing, so nothing renders.
    state.animated = false;
    nextFrame();
    nextFrame();
    expect(state.renders).toBe(before + 1);
    expect(loop.transformed).toBe(false);
    expect(canvases.nodes.style.transform).toBe('');
  });

  it("draws a complete frame after sigma's own render of a moving camera (edges and labels hidden)", () => {
    const { sigma, camera, state } = fakeSigma();
    installRenderLoop(sigma as unknown as NetSigmaInstance, { enabled: () => true, maxScaleChange: 4 });
    // New data while the camera moves: sigma renders it at once, as a moving frame.
    state.animated = true;
    camera.x = 0.6;
    sigma.needToProcess = true;
    (sigma as { render: () => unknown }).render();
    const moving = state.renders;
    state.animated = false;
    nextFrame();
    nextFrame();
    expect(state.renders).toBe(moving + 1);
  });

  it('adds no render when the camera stopped with one of its own', () => {
    const { sigma, camera, state } = fakeSigma();
    installRenderLoop(sigma as unknown as NetSigmaInstance, { enabled: () => true, maxScaleChange: 4 });
    state.animated = true;
    camera.x = 0.6;
    (sigma as { render: () => unknown }).render();
    state.animated = false;
    (sigma as { render: () => unknown }).render();
    const after = state.renders;
    nextFrame();
    nextFrame();
    expect(state.renders).toBe(after);
  });
});
