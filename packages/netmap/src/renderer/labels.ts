import type { NodeDisplayData } from 'sigma/types';
import type { NetEdgeAttributes } from '../core/ingest/types';
import {
  type LabelBox,
  type LabelCandidate,
  type LabelLine,
  nodeLabelBoxes,
  type Obstacle,
  type PlacedLabel,
  placeLabels,
  placeLabelsSteps,
  pointLabelBoxes,
} from '../core/labels';
import { portLabel } from '../core/links';
import type { SlicedWork } from '../core/slices';
import type { MapTheme } from '../core/style/theme';
import type { NetSigmaInstance } from './layers';
import { nodeDisplayOf } from './staged';

/**
 * The map's labels, drawn on sigma's label canvas after each complete frame: node names, the ports at both ends
 * of links and the link counts (LAG ×n), placed by `placeLabels` so that none overlaps another or covers a node.
 * Which nodes compete, and with which priority, comes from the map (`LabelSource`).
 */

/** What the map says about a node's label. */
export type NodeLabel = {
  text: string;
  /** From `labelPriority` (type, role, degree) plus what the view and the search point at. */
  priority: number;
  /** The view or the search points at this node: its label is wanted at any size. */
  emphasised: boolean;
};

export type EdgeLabelInfo = { middle?: string; dimmed: boolean };

export type LabelSource = {
  nodeLabel: (id: string) => NodeLabel | undefined;
  /** `nodeLabel(id).priority`, without working out the text (asked for every node that may get a label). */
  nodePriority: (id: string) => number | undefined;
  /** The nodes whose labels are emphasised (`NodeLabel.emphasised`): the only ones asked for below label size. */
  emphasised: { has: (id: string) => boolean };
  edgeLabel: (id: string) => EdgeLabelInfo | undefined;
  /** Nodes whose ports are shown whatever the zoom (the hovered and selected ones). */
  portsOf: ReadonlySet<string>;
  /** Port and link labels for every link from this zoom on (camera ratio at most this). */
  portZoomRatio: number;
  theme: MapTheme;
  /** Room labels keep off (the titles of the group boxes). */
  taken?: () => readonly LabelBox[];
};

export const LABEL_FONT = 'system-ui, sans-serif';
const NODE_FONT_SIZE = 12;
const PORT_FONT_SIZE = 10;
/** Nodes smaller than this on screen get a label only when emphasised. */
const MIN_LABEL_RADIUS = 3.5;
/** Nodes at least this big are obstacles that labels keep off. */
const MIN_OBSTACLE_RADIUS = 3;
/** Links shorter than this on screen get no port labels. */
const MIN_PORT_LINK = 70;
const MAX_NODE_CANDIDATES = 4000;
/** A view where this many labels in a row found no room is full. */
const GIVE_UP_AFTER = 600;
const MAX_EDGE_CANDIDATES = 3000;

type Matrix = Float32Array;

const lineFrom = (from: { x: number; y: number }, to: { x: number; y: number }): LabelLine => ({
  x1: from.x,
  y1: from.y,
  x2: to.x,
  y2: to.y,
});

/** sigma's framed-graph → viewport transform, with its current matrix, without allocating. */
function toViewport(matrix: Matrix, width: number, height: number, x: number, y: number): [number, number] {
  const vx = (matrix[0] ?? 1) * x + (matrix[3] ?? 0) * y + (matrix[6] ?? 0);
  const vy = (matrix[1] ?? 0) * x + (matrix[4] ?? 1) * y + (matrix[7] ?? 0);
  return [((1 + vx) * width) / 2, ((1 - vy) * height) / 2];
}

const widths = new Map<string, number>();

function measure(ctx: CanvasRenderingContext2D, font: string, text: string): number {
  const key = `${font}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    ctx.font = font;
    width = ctx.measureText(text).width;
    if (widths.size > 50_000) widths.clear();
    widths.set(key, width);
  }
  return width;
}

type Shown = { id: string; x: number; y: number; radius: number; data: NodeDisplayData };

export type LabelPass = { placed: PlacedLabel[]; candidates: number };

/** Labels placed for a frame, ready to be painted. */
export type PreparedLabels = LabelPass & { width: number; height: number };

/**
 * Finds and places the labels of the frame for sigma's current matrix, as sliced work (a node at a time, with a
 * yield every few hundred): it runs while the GPU draws the frame. `paintLabels` then draws them.
 */
export function* prepareLabels(
  ctx: CanvasRenderingContext2D,
  sigma: NetSigmaInstance,
  source: LabelSource,
): SlicedWork<PreparedLabels> {
  const { width, height } = sigma.getDimensions();
  // A copy: the build of the next frame may change sigma's matrix while this one is prepared.
  const matrix = Float32Array.from((sigma as unknown as { matrix: Matrix }).matrix);
  const ratio = sigma.getCamera().getState().ratio;
  const graph = sigma.getGraph();
  const nodeFont = `${NODE_FONT_SIZE}px ${LABEL_FONT}`;
  const portFont = `${PORT_FONT_SIZE}px ${LABEL_FONT}`;
  const margin = 40;

  // Where a node is on screen, if it is: worked out again for the few nodes that port labels need, rather than
  // kept for every node (at 100,000 nodes, a record each would be most of this pass's time and garbage).
  const shownAt = new Map<string, Shown | null>();
  const shownOf = (id: string): Shown | undefined => {
    let item = shownAt.get(id);
    if (item === undefined) {
      const data = nodeDisplayOf(sigma, id);
      item = null;
      if (data && !data.hidden) {
        const [x, y] = toViewport(matrix, width, height, data.x, data.y);
        if (x >= -margin && y >= -margin && x <= width + margin && y <= height + margin)
          item = { id, x, y, radius: sigma.scaleSize(data.size, ratio), data };
      }
      shownAt.set(id, item);
    }
    return item ?? undefined;
  };
  const obstacles: Obstacle[] = [];
  // The nodes that may get a label, by priority; only the first `MAX_NODE_CANDIDATES` of them get their text.
  const ids: string[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  const radii: number[] = [];
  const priorities: number[] = [];
  let visited = 0;
  for (const id of graph.nodes()) {
    if (++visited % 1024 === 0) yield;
    const data = nodeDisplayOf(sigma, id);
    if (!data || data.hidden) continue;
    const [x, y] = toViewport(matrix, width, height, data.x, data.y);
    if (x < -margin || y < -margin || x > width + margin || y > height + margin) continue;
    const radius = sigma.scaleSize(data.size, ratio);
    // A node too small for a label and for an obstacle is left alone, unless the view points at it.
    if (radius < MIN_OBSTACLE_RADIUS && radius < MIN_LABEL_RADIUS && !source.emphasised.has(id)) continue;
    if (radius >= MIN_OBSTACLE_RADIUS) obstacles.push({ x, y, radius, owner: id });
    if (radius < MIN_LABEL_RADIUS && !source.emphasised.has(id)) continue;
    const priority = source.nodePriority(id);
    if (priority === undefined) continue;
    ids.push(id);
    xs.push(x);
    ys.push(y);
    radii.push(radius);
    priorities.push(priority);
  }
  // Highest priority first; the sort is stable, so ties keep the graph's order.
  const order = Array.from(ids.keys()).sort((a, b) => (priorities[b] ?? 0) - (priorities[a] ?? 0));
  yield;
  const candidates: LabelCandidate[] = [];
  for (let k = 0; k < order.length && candidates.length < MAX_NODE_CANDIDATES; k += 1) {
    const i = order[k] as number;
    const id = ids[i] as string;
    const text = source.nodeLabel(id)?.text;
    if (!text) continue;
    const [x, y, radius] = [xs[i] ?? 0, ys[i] ?? 0, radii[i] ?? 0];
    candidates.push({
      id,
      text,
      priority: (priorities[i] ?? 0) + 1_000,
      boxes: () => nodeLabelBoxes(x, y, radius, measure(ctx, nodeFont, text) + 4, NODE_FONT_SIZE + 4),
    });
    if (k % 512 === 511) yield;
  }

  // Port labels at both ends of links long enough on screen, and the count in the middle.
  const zoomed = ratio <= source.portZoomRatio;
  const edgeCandidates: LabelCandidate[] = [];
  const considerEdge = (
    edge: string,
    a: NetEdgeAttributes,
    sourceId: string,
    targetId: string,
    boost: number,
  ) => {
    const s = shownOf(sourceId);
    const t = shownOf(targetId);
    if (!s || !t) return;
    const info = source.edgeLabel(edge);
    if (!info || info.dimmed) return;
    const dx = t.x - s.x;
    const dy = t.y - s.y;
    const length = Math.hypot(dx, dy);
    if (length < MIN_PORT_LINK) return;
    const ux = dx / length;
    const uy = dy / length;
    const priority = Math.min(s.data.size, t.data.size) + boost;
    for (const [end, node, sign] of [
      ['source', s, 1],
      ['target', t, -1],
    ] as const) {
      const text = portLabel(a, end);
      if (!text) continue;
      const w = measure(ctx, portFont, text) + 6;
      // Along the link, out of the disc: first close to it, then a little further.
      const along = (d: number) => ({
        x: node.x + sign * ux * (node.radius + d + w / 2),
        y: node.y + sign * uy * (node.radius + d + PORT_FONT_SIZE / 2),
      });
      edgeCandidates.push({
        id: `${edge}\u0000${end}`,
        text,
        priority: priority + 1,
        boxes: pointLabelBoxes([along(3), along(12)], w, PORT_FONT_SIZE + 4),
        line: lineFrom(node, sign > 0 ? t : s),
      });
    }
    if (info.middle) {
      const w = measure(ctx, portFont, info.middle) + 6;
      edgeCandidates.push({
        id: `${edge}\u0000middle`,
        text: info.middle,
        priority,
        boxes: pointLabelBoxes([{ x: (s.x + t.x) / 2, y: (s.y + t.y) / 2 }], w, PORT_FONT_SIZE + 4),
      });
    }
  };
  // Ports of the hovered and selected nodes first, whatever the zoom: they claim room before node labels.
  for (const node of source.portsOf) {
    if (!graph.hasNode(node)) continue;
    graph.forEachEdge(node, (edge, a, sourceId, targetId) =>
      considerEdge(edge, a, sourceId, targetId, 1_000_000),
    );
  }
  if (zoomed) {
    let edges = 0;
    for (const edge of graph.edges()) {
      if (++edges % 1024 === 0) yield;
      if (edgeCandidates.length >= MAX_EDGE_CANDIDATES) break;
      const [sourceId, targetId] = graph.extremities(edge);
      if (source.portsOf.has(sourceId) || source.portsOf.has(targetId)) continue;
      considerEdge(edge, graph.getEdgeAttributes(edge), sourceId, targetId, 0);
    }
  }
  const placed = yield* placeLabelsSteps([...candidates, ...edgeCandidates], {
    width,
    height,
    obstacles,
    taken: source.taken?.() ?? [],
    giveUpAfter: GIVE_UP_AFTER,
  });
  return { placed, candidates: candidates.length + edgeCandidates.length, width, height };
}

/**
 * The port labels of the hovered node's links, placed in the room the frame's labels left: drawn on the hover
 * layer, so a hover does not place every label again.
 */
export function hoverPortLabels(
  ctx: CanvasRenderingContext2D,
  sigma: NetSigmaInstance,
  node: string,
  frame: PreparedLabels | undefined,
  source: LabelSource,
): PlacedLabel[] {
  const graph = sigma.getGraph();
  if (!graph.hasNode(node)) return [];
  const { width, height } = sigma.getDimensions();
  const matrix = (sigma as unknown as { matrix: Matrix }).matrix;
  const portFont = `${PORT_FONT_SIZE}px ${LABEL_FONT}`;
  const at = (id: string) => {
    const data = nodeDisplayOf(sigma, id);
    if (!data || data.hidden) return undefined;
    const [x, y] = toViewport(matrix, width, height, data.x, data.y);
    return { x, y, radius: sigma.scaleSize(data.size) };
  };
  const centre = at(node);
  if (!centre) return [];
  const candidates: LabelCandidate[] = [];
  graph.forEachEdge(node, (edge, a, sourceId, targetId) => {
    const other = at(sourceId === node ? targetId : sourceId);
    if (!other || source.edgeLabel(edge)?.dimmed) return;
    for (const [end, p, q] of [
      ['source', sourceId === node ? centre : other, sourceId === node ? other : centre],
      ['target', targetId === node ? centre : other, targetId === node ? other : centre],
    ] as const) {
      const text = portLabel(a, end);
      const length = Math.hypot(q.x - p.x, q.y - p.y);
      if (!text || length < 20) continue;
      const w = measure(ctx, portFont, text) + 6;
      const ux = (q.x - p.x) / length;
      const uy = (q.y - p.y) / length;
      const along = (d: number) => ({
        x: p.x + ux * (p.radius + d + w / 2),
        y: p.y + uy * (p.radius + d + PORT_FONT_SIZE / 2),
      });
      candidates.push({
        id: `${edge}\u0000${end}`,
        text,
        priority: end === (sourceId === node ? 'source' : 'target') ? 2 : 1,
        boxes: pointLabelBoxes([along(3), along(12), along(24)], w, PORT_FONT_SIZE + 4),
        line: lineFrom(p, q),
      });
    }
  });
  const taken = (frame?.placed ?? []).filter((l) => !l.id.includes('\u0000'));
  return placeLabels(candidates, { width, height, taken });
}

/** Draws placed labels: node names with a halo, port and link labels on a small pill. */
export function paintLabels(
  ctx: CanvasRenderingContext2D,
  prepared: Pick<PreparedLabels, 'placed' | 'width' | 'height'>,
  theme: MapTheme,
  clear = true,
): void {
  if (clear) ctx.clearRect(0, 0, prepared.width, prepared.height);
  const nodeFont = `${NODE_FONT_SIZE}px ${LABEL_FONT}`;
  const portFont = `${PORT_FONT_SIZE}px ${LABEL_FONT}`;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  for (const label of prepared.placed) {
    if (label.id.includes('\u0000')) {
      ctx.font = portFont;
      ctx.fillStyle = theme.portLabelBackground;
      ctx.beginPath();
      ctx.roundRect(label.x, label.y, label.width, label.height, 3);
      ctx.fill();
      ctx.fillStyle = theme.portLabel;
      ctx.fillText(label.text, label.x + 3, label.y + label.height / 2);
    } else {
      ctx.font = nodeFont;
      ctx.strokeStyle = theme.labelHalo;
      ctx.lineWidth = 3;
      ctx.strokeText(label.text, label.x + 2, label.y + label.height / 2);
      ctx.fillStyle = theme.label;
      ctx.fillText(label.text, label.x + 2, label.y + label.height / 2);
    }
  }
}

/**
 * The labels on screen as a list in the DOM, visually hidden: what a canvas shows, readable by assistive
 * technology (and by tests). Each item names its kind (`node`, `port`, `link`), what it belongs to and where it
 * is (screen pixels of its box); a port label also names its link's line (`data-line`: from its end's centre to
 * the other's).
 */
export function createLabelList(container: HTMLElement): {
  update: (placed: readonly PlacedLabel[], hover?: readonly PlacedLabel[]) => void;
  remove: () => void;
} {
  const list = document.createElement('ul');
  list.className = 'netmap-labels';
  list.setAttribute('aria-label', 'Labels on the map');
  Object.assign(list.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  container.appendChild(list);
  const item = (label: PlacedLabel, hover: boolean) => {
    const li = document.createElement('li');
    const [owner, end] = label.id.split('\u0000');
    li.textContent = label.text;
    li.dataset.kind = end === undefined ? 'node' : end === 'middle' ? 'link' : 'port';
    li.dataset.owner = owner ?? label.id;
    if (end && end !== 'middle') li.dataset.end = end;
    if (hover) li.dataset.hover = 'true';
    li.dataset.x = String(Math.round(label.x));
    li.dataset.y = String(Math.round(label.y));
    const line = label.line;
    if (line) li.dataset.line = [line.x1, line.y1, line.x2, line.y2].map((v) => v.toFixed(1)).join(' ');
    return li;
  };
  return {
    update: (placed, hover = []) => {
      list.replaceChildren(...placed.map((l) => item(l, false)), ...hover.map((l) => item(l, true)));
    },
    remove: () => list.remove(),
  };
}
