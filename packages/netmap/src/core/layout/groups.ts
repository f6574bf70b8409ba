import type { LayoutGroups } from './types';

/**
 * Room around a group's members, in graph units: the padding of its drawn box (see groupBoxStyle) plus the
 * label band the renderer puts above it (18 px per nested level, which is about 18 units at the fitted zoom).
 */
const GROUP_PADDING = 12;
const GROUP_LABEL_BAND_UNITS = 18;
/** Free space kept between two sibling boxes. */
const GROUP_GAP = 8;
const GROUP_SEPARATION_ROUNDS = 100;

type Rect = { minX: number; minY: number; maxX: number; maxY: number };

/** Every group's nodes, its own members and those of nested groups. */
function descendantsOf(groups: LayoutGroups, order: number): number[][] {
  const count = groups.parent.length;
  const out: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < order; i += 1) {
    let g = groups.memberOf[i] ?? -1;
    let guard = 0;
    while (g >= 0 && g < count && guard < count) {
      out[g]?.push(i);
      g = groups.parent[g] ?? -1;
      guard += 1;
    }
  }
  return out;
}

/** Levels of boxes nested inside each group, for the stacked label band. */
function nestedLevels(groups: LayoutGroups): number[] {
  const count = groups.parent.length;
  const nested = new Array<number>(count).fill(0);
  for (let g = 0; g < count; g += 1) {
    let level = 1;
    let p = groups.parent[g] ?? -1;
    let guard = 0;
    while (p >= 0 && p < count && guard < count) {
      nested[p] = Math.max(nested[p] ?? 0, level);
      level += 1;
      p = groups.parent[p] ?? -1;
      guard += 1;
    }
  }
  return nested;
}

function rectOf(nodes: readonly number[], positions: Float32Array, sizes: Float32Array, margin: Rect): Rect {
  const r = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const i of nodes) {
    const x = positions[i * 2] ?? 0;
    const y = positions[i * 2 + 1] ?? 0;
    const s = sizes[i] ?? 0;
    r.minX = Math.min(r.minX, x - s);
    r.minY = Math.min(r.minY, y - s);
    r.maxX = Math.max(r.maxX, x + s);
    r.maxY = Math.max(r.maxY, y + s);
  }
  return {
    minX: r.minX - margin.minX,
    minY: r.minY - margin.minY,
    maxX: r.maxX + margin.maxX,
    maxY: r.maxY + margin.maxY,
  };
}

/**
 * Pushes overlapping rectangles apart along the axis of least overlap; `movable[k]` false keeps rectangle k in
 * place. Returns the translation of each rectangle.
 */
export function separateRects(
  rects: readonly Rect[],
  movable: readonly boolean[],
  gap = GROUP_GAP,
  rounds = GROUP_SEPARATION_ROUNDS,
): { dx: number; dy: number }[] {
  const moves = rects.map(() => ({ dx: 0, dy: 0 }));
  const cur = rects.map((r) => ({ ...r }));
  const shift = (k: number, dx: number, dy: number) => {
    const r = cur[k];
    const m = moves[k];
    if (!r || !m) return;
    r.minX += dx;
    r.maxX += dx;
    r.minY += dy;
    r.maxY += dy;
    m.dx += dx;
    m.dy += dy;
  };
  for (let round = 0; round < rounds; round += 1) {
    let moved = false;
    for (let a = 0; a < cur.length; a += 1) {
      for (let b = a + 1; b < cur.length; b += 1) {
        const ra = cur[a];
        const rb = cur[b];
        if (!ra || !rb) continue;
        const ox = Math.min(ra.maxX, rb.maxX) - Math.max(ra.minX, rb.minX) + gap;
        const oy = Math.min(ra.maxY, rb.maxY) - Math.max(ra.minY, rb.minY) + gap;
        if (ox <= 0 || oy <= 0) continue;
        const ma = movable[a] ?? false;
        const mb = movable[b] ?? false;
        if (!ma && !mb) continue;
        const shareA = ma && mb ? 0.5 : ma ? 1 : 0;
        const shareB = 1 - shareA;
        const cax = (ra.minX + ra.maxX) / 2;
        const cbx = (rb.minX + rb.maxX) / 2;
        const cay = (ra.minY + ra.maxY) / 2;
        const cby = (rb.minY + rb.maxY) / 2;
        // Ties (same centre) are broken by index so the result does not depend on floating-point noise.
        if (ox <= oy) {
          const dir = cax < cbx || (cax === cbx && a < b) ? -1 : 1;
          shift(a, dir * ox * shareA, 0);
          shift(b, -dir * ox * shareB, 0);
        } else {
          const dir = cay < cby || (cay === cby && a < b) ? -1 : 1;
          shift(a, 0, dir * oy * shareA);
          shift(b, 0, -dir * oy * shareB);
        }
        moved = true;
      }
    }
    if (!moved) break;
  }
  return moves;
}

/**
 * Keeps group boxes apart after ForceAtlas2 and node overlap removal: rooms inside each site first, then the
 * sites, each moved as a whole (translation only, so the arrangement inside stays). Groups holding a fixed
 * (saved) node do not move; the others move around them. Returns new x, y per node.
 */
export function separateGroups(
  positions: Float32Array,
  sizes: Float32Array,
  fixed: (i: number) => boolean,
  groups: LayoutGroups,
): Float32Array {
  const out = Float32Array.from(positions);
  const order = positions.length / 2;
  const count = groups.parent.length;
  if (count === 0) return out;
  const nodesOf = descendantsOf(groups, order);
  const nested = nestedLevels(groups);
  const depthOf = (g: number): number => {
    let d = 0;
    let p = groups.parent[g] ?? -1;
    while (p >= 0 && d < count) {
      d += 1;
      p = groups.parent[p] ?? -1;
    }
    return d;
  };
  // Sibling sets keyed by parent (-1: the sites), deepest first so a site's box already holds its spread rooms.
  const siblings = new Map<number, number[]>();
  for (let g = 0; g < count; g += 1) {
    const p = groups.parent[g] ?? -1;
    const list = siblings.get(p) ?? [];
    list.push(g);
    siblings.set(p, list);
  }
  const sets = [...siblings.entries()].sort(
    ([a], [b]) => (b < 0 ? -1 : depthOf(b)) - (a < 0 ? -1 : depthOf(a)),
  );
  for (const [, list] of sets) {
    const used = list.filter((g) => (nodesOf[g]?.length ?? 0) > 0);
    if (used.length < 2) continue;
    const rects = used.map((g) => {
      const pad = Math.max(3, GROUP_PADDING - Math.min(depthOf(g), 3) * 3);
      const band = GROUP_LABEL_BAND_UNITS * ((nested[g] ?? 0) + 1);
      // The label band is drawn above the box; which side is "above" depends on the renderer's y axis, so
      // both sides get it.
      return rectOf(nodesOf[g] ?? [], out, sizes, {
        minX: pad,
        maxX: pad,
        minY: pad + band,
        maxY: pad + band,
      });
    });
    const movable = used.map((g) => !(nodesOf[g] ?? []).some(fixed));
    const moves = separateRects(rects, movable);
    used.forEach((g, k) => {
      const m = moves[k];
      if (!m || (m.dx === 0 && m.dy === 0)) return;
      for (const i of nodesOf[g] ?? []) {
        out[i * 2] = (out[i * 2] ?? 0) + m.dx;
        out[i * 2 + 1] = (out[i * 2 + 1] ?? 0) + m.dy;
      }
    });
  }
  return out;
}
