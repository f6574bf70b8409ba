import { describe, expect, it } from 'vitest';
import { generateBaseGraph } from '../generate';
import { ingestBaseGraph } from '../ingest';
import { separateGroups, separateRects } from './groups';
import { graphToLayoutInput, runLayoutSync } from './index';
import type { LayoutGroups } from './types';

type Rect = { minX: number; minY: number; maxX: number; maxY: number };

function boxOf(positions: Float32Array, nodes: number[]): Rect {
  const xs = nodes.map((i) => positions[i * 2] ?? 0);
  const ys = nodes.map((i) => positions[i * 2 + 1] ?? 0);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const disjoint = (a: Rect, b: Rect) =>
  a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY;

const offsets = (positions: Float32Array, nodes: number[]) => {
  const [first = 0] = nodes;
  return nodes.map((i) => [
    (positions[i * 2] ?? 0) - (positions[first * 2] ?? 0),
    (positions[i * 2 + 1] ?? 0) - (positions[first * 2 + 1] ?? 0),
  ]);
};

// Two sites of three nodes each; site 0 at the origin, site 1 either on top of it or far away.
function twoSites(dx: number): { positions: Float32Array; groups: LayoutGroups } {
  const positions = new Float32Array([0, 0, 10, 5, 5, 10, dx, 0, dx + 10, 5, dx + 5, 10]);
  return {
    positions,
    groups: { memberOf: new Int32Array([0, 0, 0, 1, 1, 1]), parent: new Int32Array([-1, -1]) },
  };
}

const sizes = new Float32Array(6).fill(2);
const none = () => false;

describe('separateRects', () => {
  it('pushes two overlapping rectangles apart and leaves fixed ones in place', () => {
    const rects = [
      { minX: 0, minY: 0, maxX: 10, maxY: 10 },
      { minX: 5, minY: 2, maxX: 15, maxY: 12 },
    ];
    const both = separateRects(rects, [true, true], 0);
    expect(both[0]?.dx).toBeLessThan(0);
    expect(both[1]?.dx).toBeGreaterThan(0);
    const one = separateRects(rects, [false, true], 0);
    expect(one[0]).toEqual({ dx: 0, dy: 0 });
    expect(one[1]?.dx).toBe(5);
  });
});

describe('separateGroups', () => {
  it('makes two overlapping sites disjoint by translation only', () => {
    const { positions, groups } = twoSites(4);
    const out = separateGroups(positions, sizes, none, groups);
    expect(disjoint(boxOf(out, [0, 1, 2]), boxOf(out, [3, 4, 5]))).toBe(true);
    expect(offsets(out, [0, 1, 2])).toEqual(offsets(positions, [0, 1, 2]));
    expect(offsets(out, [3, 4, 5])).toEqual(offsets(positions, [3, 4, 5]));
  });

  it('does not move sites that do not overlap', () => {
    const { positions, groups } = twoSites(500);
    expect([...separateGroups(positions, sizes, none, groups)]).toEqual([...positions]);
  });

  it('never moves nodes with a saved position, nor their site', () => {
    const { positions, groups } = twoSites(4);
    const fixed = (i: number) => i === 0;
    const out = separateGroups(positions, sizes, fixed, groups);
    expect([...out.slice(0, 6)]).toEqual([...positions.slice(0, 6)]);
    expect(disjoint(boxOf(out, [0, 1, 2]), boxOf(out, [3, 4, 5]))).toBe(true);
  });

  it('keeps sibling rooms of a site apart and the site around them', () => {
    // Site 0 with rooms 1 and 2 on top of each other; site 3 overlapping site 0.
    const positions = new Float32Array([0, 0, 5, 5, 1, 1, 6, 6, 3, 3, 8, 8]);
    const groups = {
      memberOf: new Int32Array([1, 1, 2, 2, 3, 3]),
      parent: new Int32Array([-1, 0, 0, -1]),
    };
    const out = separateGroups(positions, sizes, none, groups);
    expect(disjoint(boxOf(out, [0, 1]), boxOf(out, [2, 3]))).toBe(true);
    expect(disjoint(boxOf(out, [0, 1, 2, 3]), boxOf(out, [4, 5]))).toBe(true);
  });

  it('leaves site boxes of a laid-out generated network apart', () => {
    const { graph, groups } = ingestBaseGraph(generateBaseGraph({ nodes: 300, sites: 4, seed: 5 }));
    const input = graphToLayoutInput(graph, new Set(), () => 5, groups);
    const out = runLayoutSync(input, 100);
    const sites = [...groups.values()].filter((g) => g.parent === undefined);
    const nodesOf = (siteId: string) =>
      input.ids.flatMap((id, i) => {
        let g = graph.getNodeAttribute(id, 'group');
        while (g !== undefined && g !== siteId) g = groups.get(g)?.parent;
        return g === siteId ? [i] : [];
      });
    const boxes = sites.map((s) => boxOf(out, nodesOf(s.id)));
    for (let a = 0; a < boxes.length; a += 1) {
      for (let b = a + 1; b < boxes.length; b += 1) {
        const ra = boxes[a];
        const rb = boxes[b];
        if (ra && rb) expect(disjoint(ra, rb)).toBe(true);
      }
    }
    // A full synchronous layout: seconds alone, half a minute when the machine's cores are shared.
  }, 120_000);
});
