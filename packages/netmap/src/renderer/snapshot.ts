import type { CameraState } from 'sigma/types';
import type { FrameBuilder } from './frame-builder';
import { isCameraMoving, type NetSigmaInstance } from './layers';

type NetSigma = NetSigmaInstance;

/** A 2D affine map of the viewport without rotation: p' = scale · p + (tx, ty). */
export type ViewportTransform = { scale: number; tx: number; ty: number };

export const IDENTITY: ViewportTransform = { scale: 1, tx: 0, ty: 0 };

/**
 * The transform that moves what was drawn at `from` (two viewport points `a0`, `b0`) to where the same graph
 * points are now (`a1`, `b1`). The camera never rotates here, so scale and translation are enough.
 */
export function viewportTransform(
  a0: { x: number; y: number },
  b0: { x: number; y: number },
  a1: { x: number; y: number },
  b1: { x: number; y: number },
): ViewportTransform {
  const d0 = Math.hypot(b0.x - a0.x, b0.y - a0.y);
  const d1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
  const scale = d0 > 0 ? d1 / d0 : 1;
  return { scale, tx: a1.x - scale * a0.x, ty: a1.y - scale * a0.y };
}

export function cssTransform(t: ViewportTransform): string {
  return `translate(${t.tx}px, ${t.ty}px) scale(${t.scale})`;
}

/** Whether the bitmap can still stand in for the graph: past this zoom it is too blurry or too small. */
export function snapshotUsable(t: ViewportTransform, maxScaleChange: number): boolean {
  return t.scale <= maxScaleChange && t.scale >= 1 / maxScaleChange;
}

// sigma's private members used here: its render method, a pending render frame, and whether the graph data
// must be reprocessed.
type SigmaInternals = { render: () => unknown; renderFrame: number | null; needToProcess: boolean };

/** Canvases swapped in together by a progressive frame (`frame-builder.ts`); the rest are the 2D layers. */
type FrameLayer = 'edges' | 'nodes' | 'layers';

export type RenderLoop = {
  /** A progressive frame put these canvases on screen, drawn for `camera`. */
  swapped: (layer: FrameLayer, camera: CameraState) => void;
  /** Whether some canvas shows an earlier frame moved with the camera (hover is off then). */
  readonly transformed: boolean;
  /** sigma's own complete render, now (e.g. before reading the canvases for an export). */
  renderNow: () => void;
  uninstall: () => void;
};

/**
 * Level of detail for large graphs: while the camera moves, sigma does not render at all; the last complete
 * frame (every canvas of sigma's stack, as drawn) is moved and scaled with the camera through a CSS transform,
 * which the compositor applies without touching WebGL. When the camera stops, a complete frame replaces it:
 * sigma's own render, or, with a frame builder, a frame built without long tasks and swapped in canvas by
 * canvas (each canvas keeps its own camera until then). Areas that were outside the last frame stay empty until
 * then, as on tiled maps. Without a builder, a refresh of the data while moving (e.g. layout progress) or a zoom
 * beyond `maxScaleChange` renders a complete frame at once, which becomes the new bitmap.
 */
export function installRenderLoop(
  sigma: NetSigma,
  options: {
    enabled: () => boolean;
    maxScaleChange: number;
    /** Layers left out while the bitmap moves (fewer layers for the compositor), e.g. hover highlights. */
    hiddenWhileMoving?: readonly string[];
    builder?: FrameBuilder;
  },
): RenderLoop {
  const internals = sigma as unknown as SigmaInternals;
  const fullRender = internals.render.bind(sigma);
  const mouseCanvas = sigma.getCanvases().mouse;
  const hidden = new Set(options.hiddenWhileMoving ?? []);
  const { builder } = options;
  // Installed after sigma's constructor, which rendered a complete frame already (an empty one with a builder).
  const initial = sigma.getCamera().getState();
  const drawnAt = new Map<string, CameraState>();
  const transformedCanvases = new Set<string>();
  const layerOf = (id: string): FrameLayer => (id === 'edges' || id === 'nodes' ? id : 'layers');
  const cameraOf = (id: string) => drawnAt.get(layerOf(id)) ?? initial;

  const canvases = () =>
    Object.entries(sigma.getCanvases()).filter(([, canvas]) => canvas !== mouseCanvas && canvas.isConnected);

  const setTransform = (id: string, canvas: HTMLCanvasElement, t: ViewportTransform | null) => {
    if (hidden.has(id)) canvas.style.visibility = t ? 'hidden' : '';
    else {
      canvas.style.transformOrigin = '0 0';
      canvas.style.transform = t ? cssTransform(t) : '';
    }
    if (t) transformedCanvases.add(id);
    else transformedCanvases.delete(id);
  };

  const currentTransform = (from: CameraState): ViewportTransform => {
    const a = { x: 0, y: 0 };
    const b = { x: 1, y: 1 };
    // Explicit camera states: sigma's own matrix is only updated by a render, which is what is skipped here.
    const now = sigma.getCamera().getState();
    return viewportTransform(
      sigma.framedGraphToViewport(a, { cameraState: from }),
      sigma.framedGraphToViewport(b, { cameraState: from }),
      sigma.framedGraphToViewport(a, { cameraState: now }),
      sigma.framedGraphToViewport(b, { cameraState: now }),
    );
  };

  const moveBitmaps = (): boolean => {
    const transforms = canvases().map(
      ([id, canvas]) => [id, canvas, currentTransform(cameraOf(id))] as const,
    );
    if (!transforms.every(([, , t]) => snapshotUsable(t, options.maxScaleChange))) return false;
    for (const [id, canvas, t] of transforms) setTransform(id, canvas, t);
    return true;
  };

  // The camera can stop without a last render: an animation whose end state is where it already was emits no
  // update, and the mouse captor's moving flags fall back on timers. Until a render sees the camera still, the
  // map shows a moving frame (moved bitmaps, or sigma's frame without edges and labels) and hover stays off, so
  // the loop watches for the stop itself after any render while moving.
  let lastRenderMoving = false;
  let settleFrame: number | null = null;
  const settle = () => {
    settleFrame = null;
    if (isCameraMoving(sigma)) settleFrame = requestAnimationFrame(settle);
    // Only when nothing else will draw: no render pending, no frame being built.
    else if (lastRenderMoving && internals.renderFrame === null && !builder?.building) sigma.scheduleRender();
  };

  const render = (): NetSigma => {
    const moving = isCameraMoving(sigma);
    lastRenderMoving = moving;
    if (moving && settleFrame === null) settleFrame = requestAnimationFrame(settle);
    if (moving && options.enabled() && (builder || !internals.needToProcess) && moveBitmaps()) {
      if (internals.renderFrame !== null) {
        cancelAnimationFrame(internals.renderFrame);
        internals.renderFrame = null;
      }
      builder?.cancel();
      return sigma;
    }
    if (builder) {
      builder.request();
      return sigma;
    }
    // A complete frame: drawn for the current camera, shown untransformed.
    for (const [id, canvas] of canvases()) if (transformedCanvases.has(id)) setTransform(id, canvas, null);
    fullRender();
    const camera = sigma.getCamera().getState();
    for (const layer of ['edges', 'nodes', 'layers'] as const) drawnAt.set(layer, camera);
    return sigma;
  };

  internals.render = render;
  return {
    swapped: (layer, camera) => {
      drawnAt.set(layer, camera);
      for (const [id, canvas] of canvases()) {
        if (layerOf(id) === layer && transformedCanvases.has(id)) setTransform(id, canvas, null);
      }
    },
    get transformed() {
      return transformedCanvases.size > 0;
    },
    renderNow: () => {
      builder?.cancel();
      builder?.flush();
      for (const [id, canvas] of canvases()) if (transformedCanvases.has(id)) setTransform(id, canvas, null);
      fullRender();
      const camera = sigma.getCamera().getState();
      for (const layer of ['edges', 'nodes', 'layers'] as const) drawnAt.set(layer, camera);
    },
    uninstall: () => {
      if (settleFrame !== null) cancelAnimationFrame(settleFrame);
      settleFrame = null;
      internals.render = fullRender;
      for (const [id, canvas] of canvases()) if (transformedCanvases.has(id)) setTransform(id, canvas, null);
    },
  };
}
