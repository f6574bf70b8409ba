import { describe, expect, it } from 'vitest';
import { allRows, buildPrefixForest, matchingForest, parentIds, visibleRows } from './prefix-tree';

const p = (id: number, prefix: string, vrf_id: number | null, parent_id: number | null) => ({
  id,
  prefix,
  vrf_id,
  parent_id,
});

const LIST = [
  p(1, '10.0.0.0/8', null, null),
  p(2, '10.1.0.0/16', null, 1),
  p(3, '10.1.1.0/24', null, 2),
  p(4, '10.2.0.0/16', null, 1),
  p(5, '10.20.0.0/16', 7, null),
  p(6, '10.20.0.0/24', 7, 5),
  p(7, '2001:db8::/32', null, null),
];

describe('buildPrefixForest', () => {
  it('nests by parent within each VRF, global table first', () => {
    const forest = buildPrefixForest(LIST);
    expect(forest.map((tree) => [tree.vrfId, tree.count])).toEqual([
      [null, 5],
      [7, 2],
    ]);
    const global = forest[0];
    expect(global?.roots.map((node) => node.prefix.prefix)).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    expect(global?.roots[0]?.children.map((node) => node.prefix.id)).toEqual([2, 4]);
    expect(global?.roots[0]?.children[0]?.children.map((node) => node.prefix.id)).toEqual([3]);
  });

  it('makes a prefix whose parent is missing (filtered) a root', () => {
    const forest = buildPrefixForest([p(3, '10.1.1.0/24', null, 2), p(4, '10.2.0.0/16', null, 1)]);
    expect(forest[0]?.roots.map((node) => node.prefix.id)).toEqual([3, 4]);
  });

  it('never nests across VRFs', () => {
    const forest = buildPrefixForest([p(1, '10.0.0.0/8', null, null), p(2, '10.1.0.0/16', 3, 1)]);
    expect(forest.map((tree) => tree.roots.length)).toEqual([1, 1]);
  });
});

describe('visibleRows', () => {
  const roots = buildPrefixForest(LIST)[0]?.roots ?? [];
  it('shows only roots when nothing is expanded', () => {
    expect(visibleRows(roots, new Set()).map((row) => [row.prefix.id, row.depth, row.hasChildren])).toEqual([
      [1, 0, true],
      [7, 0, false],
    ]);
  });
  it('shows children of expanded prefixes with their depth', () => {
    expect(visibleRows(roots, new Set([1, 2])).map((row) => [row.prefix.id, row.depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
      [7, 0],
    ]);
    expect(visibleRows(roots, new Set([2])).map((row) => row.prefix.id)).toEqual([1, 7]);
  });
  it('lists every parent for expand all', () => {
    expect(parentIds(roots)).toEqual([1, 2]);
  });
});

describe('matchingForest', () => {
  it('keeps the matches and the ancestors leading to them, opened', () => {
    const { forest, open } = matchingForest(
      buildPrefixForest(LIST),
      (prefix) => prefix.prefix === '10.1.1.0/24',
    );
    expect(forest.map((tree) => [tree.vrfId, tree.count])).toEqual([[null, 3]]);
    const rows = visibleRows(forest[0]?.roots ?? [], new Set(open));
    expect(rows.map((row) => [row.prefix.prefix, row.depth])).toEqual([
      ['10.0.0.0/8', 0],
      ['10.1.0.0/16', 1],
      ['10.1.1.0/24', 2],
    ]);
  });

  it('keeps matching parents and children, and drops the trees without a match', () => {
    const { forest, open } = matchingForest(buildPrefixForest(LIST), (prefix) =>
      prefix.prefix.startsWith('10.20.'),
    );
    expect(forest.map((tree) => tree.vrfId)).toEqual([7]);
    expect(forest.flatMap((tree) => allRows(tree.roots).map((row) => row.prefix.id))).toEqual([5, 6]);
    expect(open).toEqual([5]);
  });
});

describe('allRows', () => {
  it('lists every prefix in tree order, whatever is opened', () => {
    const global = buildPrefixForest(LIST)[0];
    expect(allRows(global?.roots ?? []).map((row) => row.prefix.id)).toEqual([1, 2, 3, 4, 7]);
  });
});
