import type Sigma from 'sigma';
import type { NetEdgeAttributes, NetNodeAttributes } from '../core/ingest/types';
import { groupBoxStyle } from '../core/style';
import type { ColorScheme } from '../core/style/types';
import { nodeDisplayOf } from './staged';
import type { GroupBox } from './types';

export type NetSigmaInstance = Sigma<NetNodeAttributes, NetEdgeAttributes>;
type NetSigma = NetSigmaInstance;

/** True while the camera moves: the same test sigma uses for `hideEdgesOnMove`. */
export function isCameraMoving(sigma: NetSigma): boolean {
  const captor = sigma.getMouseCaptor();
  return (
    sigma.getCamera().isAnimated() ||
    captor.isMoving ||
    captor.draggedEvents > 0 ||
    captor.currentWheelDirection !== 0
  );
}

/**
 * A 2D canvas layer inside sigma's stack, sized to the viewport at sigma's pixel ratio. `context()` clears it for
 * drawing; `clear()` empties it only if something may have been drawn since: a canvas touched by a clear is
 * copied to the compositor again at the next commit (3–4 ms for a 1280×800 canvas in software compositing).
 */
export function createCanvasLayer(
  sigma: NetSigma,
  id: string,
  position: { beforeLayer: string } | { afterLayer: string },
  pixelRatio: () => number,
): { context: () => CanvasRenderingContext2D | null; clear: () => void; kill: () => void } {
  const canvas = sigma.createCanvas(id, { ...position, style: { pointerEvents: 'none' } });
  let blank = true;
  const sized = () => {
    const { width, height } = sigma.getDimensions();
    const ratio = pixelRatio();
    const w = Math.round(width * ratio);
    const h = Math.round(height * ratio);
    if (canvas.width !== w || canvas.height !== h) {
      // A resized canvas is blank.
      canvas.width = w;
      canvas.height = h;
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      blank = true;
    }
    return { width, height, ratio };
  };
  const context = () => {
    const { width, height, ratio } = sized();
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (!blank) ctx.clearRect(0, 0, width, height);
    blank = false;
    return ctx;
  };
  const clear = () => {
    const { width, height } = sized();
    if (blank) return;
    canvas.getContext('2d')?.clearRect(0, 0, width, height);
    blank = true;
  };
  return { context, clear, kill: () => sigma.killLayer(id) };
}

function viewportBox(sigma: NetSigma, box: GroupBox) {
  const a = sigma.graphToViewport({ x: box.minX, y: box.minY });
  const b = sigma.graphToViewport({ x: box.maxX, y: box.maxY });
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
}

/** Screen pixels above a box's members for its label; a site adds one band per nested level, so labels stack. */
export const GROUP_LABEL_BAND = 18;

/** Where the titles of the group boxes are on screen, as `drawGroupBoxes` draws them: room node labels keep off. */
export function groupTitleBoxes(
  sigma: NetSigma,
  boxes: readonly GroupBox[],
): { x: number; y: number; width: number; height: number }[] {
  const { width, height } = sigma.getDimensions();
  const out: { x: number; y: number; width: number; height: number }[] = [];
  for (const box of boxes) {
    const r = viewportBox(sigma, box);
    const band = GROUP_LABEL_BAND * (box.nested + 1);
    const y = r.y - band;
    if (r.x > width || y > height || r.x + r.w < 0 || r.y + r.h < 0 || r.w <= 48) continue;
    // About 7 px per character of the 12 px bold title, clipped to the box as drawGroupBoxes clips it.
    out.push({ x: r.x + 4, y: y + 2, width: Math.min(r.w - 8, box.label.length * 7 + 6), height: 16 });
  }
  return out;
}

/** Sites and rooms as labelled, nested boxes behind their members. */
export function drawGroupBoxes(
  ctx: CanvasRenderingContext2D,
  sigma: NetSigma,
  boxes: readonly GroupBox[],
  scheme?: ColorScheme,
): void {
  const { width, height } = sigma.getDimensions();
  ctx.font = '600 12px system-ui, sans-serif';
  ctx.textBaseline = 'top';
  for (const box of boxes) {
    const r = viewportBox(sigma, box);
    // The label gets its own band above the members (and above the labels of nested boxes), in pixels so it
    // stays readable at every zoom.
    const band = GROUP_LABEL_BAND * (box.nested + 1);
    r.y -= band;
    r.h += band;
    if (r.x > width || r.y > height || r.x + r.w < 0 || r.y + r.h < 0 || (r.w < 3 && r.h < 3)) continue;
    const style = groupBoxStyle(box, scheme);
    ctx.fillStyle = style.fill;
    ctx.strokeStyle = style.stroke;
    ctx.lineWidth = style.lineWidth;
    ctx.beginPath();
    ctx.roundRect(r.x, r.y, r.w, r.h, 6);
    ctx.fill();
    ctx.stroke();
    if (r.w > 48 && r.h > 20) {
      ctx.fillStyle = style.labelColor;
      ctx.fillText(box.label, r.x + 6, r.y + 4, r.w - 12);
    }
  }
}

export type OverlayEdge = {
  source: string;
  target: string;
  color: string;
  size: number;
  dashed: boolean;
  dash?: readonly number[];
};

/**
 * Dashed edges (layer-3 and one-sided links, blocking STP links, removed and custom links), which sigma's WebGL
 * programs cannot draw.
 */
export function drawDashedEdges(
  ctx: CanvasRenderingContext2D,
  sigma: NetSigma,
  edges: readonly OverlayEdge[],
): void {
  for (const edge of edges) {
    const s = nodeDisplayOf(sigma, edge.source);
    const t = nodeDisplayOf(sigma, edge.target);
    if (!s || !t || s.hidden || t.hidden) continue;
    const a = sigma.framedGraphToViewport(s);
    const b = sigma.framedGraphToViewport(t);
    ctx.strokeStyle = edge.color;
    ctx.lineWidth = Math.max(1, edge.size);
    ctx.setLineDash(edge.dashed ? [...(edge.dash ?? [6, 4])] : []);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  ctx.setLineDash([]);
}

export type Badge = { node: string; text: string; color: string };

/** Small marks beside nodes: "root", "+", "−", "~", "new". */
export function drawBadges(
  ctx: CanvasRenderingContext2D,
  sigma: NetSigma,
  badges: readonly Badge[],
  textColor = '#ffffff',
): void {
  ctx.font = '600 10px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  for (const badge of badges) {
    const data = nodeDisplayOf(sigma, badge.node);
    if (!data || data.hidden) continue;
    const p = sigma.framedGraphToViewport(data);
    const r = sigma.scaleSize(data.size);
    const w = ctx.measureText(badge.text).width + 8;
    const x = p.x + r * 0.7;
    const y = p.y - r * 0.7 - 7;
    ctx.fillStyle = badge.color;
    ctx.beginPath();
    ctx.roundRect(x, y, w, 14, 7);
    ctx.fill();
    ctx.fillStyle = textColor;
    ctx.fillText(badge.text, x + 4, y + 7);
  }
}
