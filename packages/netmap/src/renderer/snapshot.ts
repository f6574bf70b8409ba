import type Sigma from 'sigma';
import type { CameraState } from 'sigma/types';
import type { NetEdgeAttributes, NetNodeAttributes } from '../core/ingest/types';
import { isCameraMoving } from './layers';

type NetSigma = Sigma<NetNodeAttributes, NetEdgeAttributes>;

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

/**
 * Level of detail for large graphs: while the camera moves, sigma does not render at all; the last complete
 * frame (every canvas of sigma's stack, as drawn) is moved and scaled with the camera through a CSS transform,
 * which the compositor applies without touching WebGL. When the camera stops, one complete render replaces it.
 * Areas that were outside the last frame stay empty until then, as on tiled maps. A refresh of the data while
 * moving (e.g. layout progress) or a zoom beyond `maxScaleChange` renders a complete frame, which becomes the
 * new bitmap.
 *
 * Returns a function that uninstalls it.
 */
export function installMovingSnapshot(
  sigma: NetSigma,
  options: {
    enabled: () => boolean;
    maxScaleChange: number;
    /** Layers left out while the bitmap moves (fewer layers for the compositor), e.g. hover highlights. */
    hiddenWhileMoving?: readonly string[];
  },
): () => void {
  const internals = sigma as unknown as SigmaInternals;
  const fullRender = internals.render.bind(sigma);
  const mouseCanvas = sigma.getCanvases().mouse;
  // Installed after sigma's constructor, which rendered a complete frame already.
  let drawnAt: CameraState | null = sigma.getCamera().getState();
  let transformed = false;

  const hidden = new Set(options.hiddenWhileMoving ?? []);

  const setTransform = (t: ViewportTransform | null) => {
    for (const [id, canvas] of Object.entries(sigma.getCanvases())) {
      if (canvas === mouseCanvas || !canvas.isConnected) continue;
      if (hidden.has(id)) {
        canvas.style.visibility = t ? 'hidden' : '';
        continue;
      }
      canvas.style.transformOrigin = '0 0';
      canvas.style.transform = t ? cssTransform(t) : '';
    }
    transformed = t !== null;
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

  const render = (): NetSigma => {
    if (drawnAt && options.enabled() && !internals.needToProcess && isCameraMoving(sigma)) {
      const t = currentTransform(drawnAt);
      if (snapshotUsable(t, options.maxScaleChange)) {
        if (internals.renderFrame !== null) {
          cancelAnimationFrame(internals.renderFrame);
          internals.renderFrame = null;
        }
        setTransform(t);
        return sigma;
      }
    }
    // A complete frame: drawn for the current camera, shown untransformed.
    if (transformed) setTransform(null);
    fullRender();
    drawnAt = sigma.getCamera().getState();
    return sigma;
  };

  internals.render = render;
  return () => {
    internals.render = fullRender;
    if (transformed) setTransform(null);
  };
}
