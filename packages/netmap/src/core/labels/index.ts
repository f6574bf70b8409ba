/**
 * Collision-aware label placement: labels (node names, port names, link counts) are placed in order of priority,
 * each in the first of its candidate boxes that overlaps no label placed before it, no node disc but its own and
 * stays in the viewport; a label with no free box is left out. Labels therefore never heap: the most important
 * ones are placed first and the rest fill the room that is left. Pure and framework-free; the renderer measures
 * the text and draws what this answers.
 */

import type { NetNodeAttributes } from '../ingest/types';
import { runNow, type SlicedWork } from '../slices';

/**
 * The text of a node's label on the map: a device's name (its address when it is a discovered device without
 * one), a host's address; the rest of the answer's label is in the tooltip and the side panel.
 */
export function nodeLabelText(a: Pick<NetNodeAttributes, 'kind' | 'label' | 'name' | 'ip'>): string {
  // The first two lines of the label, trimmed (without a split of the whole label: this runs per node and frame).
  const label = a.label;
  const end = label.indexOf('\n');
  const first = (end < 0 ? label : label.slice(0, end)).trim();
  let second: string | undefined;
  if (end >= 0) {
    const next = label.indexOf('\n', end + 1);
    second = (next < 0 ? label.slice(end + 1) : label.slice(end + 1, next)).trim();
  }
  if (a.kind === 'device') {
    const named = a.name && a.name !== 'Discovered Device' ? a.name : undefined;
    const fromLabel = first !== 'Discovered Device' ? first : undefined;
    return named || fromLabel || a.ip || second || first;
  }
  if (a.kind === 'host') return a.ip || first;
  return first;
}

/** A box in screen pixels: left, top, width, height. */
export type LabelBox = { x: number; y: number; width: number; height: number };

/** A disc on screen that labels must not cover (a node), `owner` being the id whose own label may touch it. */
export type Obstacle = { x: number; y: number; radius: number; owner?: string };

export type LabelCandidate = {
  id: string;
  text: string;
  /** Higher is placed first. */
  priority: number;
  /**
   * Where the label may go, in order of preference (see `nodeLabelBoxes`, `pointLabelBoxes`). A function is called
   * only if the placement gets to the candidate: on a crowded view it gives up long before the last ones, whose
   * text then need not be measured.
   */
  boxes: readonly LabelBox[] | (() => readonly LabelBox[]);
  /** The line a port label belongs to: its link on screen, from the label's end to the other. */
  line?: LabelLine;
};

/** A segment in screen pixels. */
export type LabelLine = { x1: number; y1: number; x2: number; y2: number };

export type PlacedLabel = LabelBox & { id: string; text: string; priority: number; line?: LabelLine };

export type PlacementOptions = {
  /** The viewport; a label must lie inside it. */
  width: number;
  height: number;
  obstacles?: readonly Obstacle[];
  /** Room already taken, e.g. by the labels of the frame under a hover's labels. */
  taken?: readonly LabelBox[];
  /** Least room between two labels, in pixels. */
  gap?: number;
  /** At most this many labels are placed (the highest priorities first). */
  maxLabels?: number;
};

/** The boxes around a node's disc, in the order labels read best: right, left, below, above. */
export function nodeLabelBoxes(
  x: number,
  y: number,
  radius: number,
  width: number,
  height: number,
  gap = 3,
): LabelBox[] {
  const r = radius + gap;
  return [
    { x: x + r, y: y - height / 2, width, height },
    { x: x - r - width, y: y - height / 2, width, height },
    { x: x - width / 2, y: y + r, width, height },
    { x: x - width / 2, y: y - r - height, width, height },
  ];
}

/** Boxes centred on points, e.g. a port label at the end of a link and a little further along it. */
export function pointLabelBoxes(
  points: readonly { x: number; y: number }[],
  width: number,
  height: number,
): LabelBox[] {
  return points.map((p) => ({ x: p.x - width / 2, y: p.y - height / 2, width, height }));
}

function overlaps(a: LabelBox, b: LabelBox, gap: number): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  );
}

function coversDisc(box: LabelBox, disc: Obstacle): boolean {
  const nx = Math.max(box.x, Math.min(disc.x, box.x + box.width));
  const ny = Math.max(box.y, Math.min(disc.y, box.y + box.height));
  const dx = disc.x - nx;
  const dy = disc.y - ny;
  return dx * dx + dy * dy < disc.radius * disc.radius;
}

/** A uniform grid of cells over the viewport holding what lies in each cell, so tests look at neighbours only. */
class Grid<T> {
  private readonly cells = new Map<number, T[]>();
  constructor(
    private readonly cell: number,
    private readonly columns: number,
  ) {}

  private range(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    visit: (key: number) => boolean | undefined,
  ): boolean {
    // Cells are clamped to the viewport's columns (things beyond its edges share the border cells).
    const column = (x: number) => Math.min(this.columns - 1, Math.max(0, Math.floor(x / this.cell)));
    const c0 = column(x0);
    const c1 = column(x1);
    const r0 = Math.max(0, Math.floor(y0 / this.cell));
    const r1 = Math.max(0, Math.floor(y1 / this.cell));
    for (let r = r0; r <= r1; r += 1)
      for (let c = c0; c <= c1; c += 1) if (visit(r * this.columns + c)) return true;
    return false;
  }

  add(x0: number, y0: number, x1: number, y1: number, item: T): void {
    this.range(x0, y0, x1, y1, (key) => {
      const list = this.cells.get(key);
      if (list) list.push(item);
      else this.cells.set(key, [item]);
      return false;
    });
  }

  some(x0: number, y0: number, x1: number, y1: number, test: (item: T) => boolean): boolean {
    return this.range(x0, y0, x1, y1, (key) => this.cells.get(key)?.some(test));
  }
}

/** Places the labels that fit, highest priority first; ties go to the smaller id, so placement is stable. */
export function placeLabels(candidates: readonly LabelCandidate[], options: PlacementOptions): PlacedLabel[] {
  return runNow(placeLabelsSteps(candidates, options));
}

/** Candidates tried between two yields of `placeLabelsSteps`. */
const PLACE_STEP = 128;

/**
 * The same placement as sliced work. It also stops early once `options.giveUpAfter` candidates in a row found
 * no room: on a crowded view the rest would not find any either.
 */
export function* placeLabelsSteps(
  candidates: readonly LabelCandidate[],
  options: PlacementOptions & { giveUpAfter?: number },
): SlicedWork<PlacedLabel[]> {
  const gap = options.gap ?? 2;
  const max = options.maxLabels ?? Number.POSITIVE_INFINITY;
  const cell = 48;
  const columns = Math.max(1, Math.ceil(options.width / cell) + 2);
  const placed = new Grid<LabelBox>(cell, columns);
  for (const box of options.taken ?? []) placed.add(box.x, box.y, box.x + box.width, box.y + box.height, box);
  const discs = new Grid<Obstacle>(cell, columns);
  for (const disc of options.obstacles ?? []) {
    discs.add(disc.x - disc.radius, disc.y - disc.radius, disc.x + disc.radius, disc.y + disc.radius, disc);
  }
  const order = [...candidates].sort(
    (a, b) => b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  yield;
  const result: PlacedLabel[] = [];
  const giveUpAfter = options.giveUpAfter ?? Number.POSITIVE_INFINITY;
  let misses = 0;
  for (let i = 0; i < order.length; i += 1) {
    const candidate = order[i] as LabelCandidate;
    if (result.length >= max || misses >= giveUpAfter) break;
    if (i % PLACE_STEP === PLACE_STEP - 1) yield;
    misses += 1;
    const boxes = typeof candidate.boxes === 'function' ? candidate.boxes() : candidate.boxes;
    for (const box of boxes) {
      if (box.x < 0 || box.y < 0 || box.x + box.width > options.width || box.y + box.height > options.height)
        continue;
      const x1 = box.x + box.width;
      const y1 = box.y + box.height;
      if (placed.some(box.x - gap, box.y - gap, x1 + gap, y1 + gap, (other) => overlaps(box, other, gap)))
        continue;
      if (discs.some(box.x, box.y, x1, y1, (disc) => disc.owner !== candidate.id && coversDisc(box, disc)))
        continue;
      placed.add(box.x, box.y, x1, y1, box);
      const label: PlacedLabel = {
        ...box,
        id: candidate.id,
        text: candidate.text,
        priority: candidate.priority,
      };
      if (candidate.line) label.line = candidate.line;
      result.push(label);
      misses = 0;
      break;
    }
  }
  return result;
}
