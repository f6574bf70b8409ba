import { describe, expect, it } from 'vitest';
import { DiffTooLarge, diffLines, unifiedDiff } from './diff';

describe('diffLines', () => {
  it('finds the shortest edit script', () => {
    const ops = diffLines(['a', 'b', 'c', 'a', 'b', 'b', 'a'], ['c', 'b', 'a', 'b', 'a', 'c']);
    expect(ops.filter((op) => op.kind !== 'equal')).toHaveLength(5);
    const a = ops.filter((op) => op.kind !== 'insert').map((op) => op.line);
    const b = ops.filter((op) => op.kind !== 'delete').map((op) => op.line);
    expect(a).toEqual(['a', 'b', 'c', 'a', 'b', 'b', 'a']);
    expect(b).toEqual(['c', 'b', 'a', 'b', 'a', 'c']);
  });

  it('handles empty sides', () => {
    expect(diffLines([], ['x'])).toEqual([{ kind: 'insert', line: 'x' }]);
    expect(diffLines(['x'], [])).toEqual([{ kind: 'delete', line: 'x' }]);
    expect(diffLines([], [])).toEqual([]);
  });
});

describe('unifiedDiff', () => {
  it('writes hunks with three lines of context as diff -u does', () => {
    const before =
      'hostname sw\n!\ninterface Gi1/5\n duplex half\n!\nline vty 0 4\n transport input telnet ssh\n!\nend\n';
    const after =
      'hostname sw\n!\ninterface Gi1/5\n duplex half\n!\nline vty 0 4\n transport input ssh\n!\nend\n';
    expect(unifiedDiff(before, after, 'sw.cfg (1)', 'sw.cfg (2)')).toEqual({
      unified:
        '--- sw.cfg (1)\n+++ sw.cfg (2)\n@@ -4,6 +4,6 @@\n  duplex half\n !\n line vty 0 4\n- transport input telnet ssh\n+ transport input ssh\n !\n end\n',
      added_lines: 1,
      removed_lines: 1,
    });
  });

  it('is empty for equal texts and splits distant changes into hunks', () => {
    expect(unifiedDiff('a\nb\n', 'a\nb\n', 'x', 'y').unified).toBe('');
    const lines = Array.from({ length: 20 }, (_, i) => `line ${i}`);
    const changed = [...lines];
    changed[1] = 'first';
    changed[18] = 'second';
    const diff = unifiedDiff(lines.join('\n'), changed.join('\n'), 'a', 'b');
    expect(diff.unified.match(/^@@/gm)).toHaveLength(2);
    expect(diff.unified).toContain('@@ -1,5 +1,5 @@');
    expect(diff.unified).toContain('@@ -16,5 +16,5 @@');
  });
});

describe('bounds', () => {
  it('refuses a diff with more changed lines than the limit, with a clear message', () => {
    const a = Array.from({ length: 300 }, (_, i) => `a ${i}`);
    const b = Array.from({ length: 300 }, (_, i) => `b ${i}`);
    expect(() => diffLines(a, b, { maxEditLength: 100, timeoutMs: 10_000 })).toThrow(DiffTooLarge);
    expect(() =>
      unifiedDiff(a.join('\n'), b.join('\n'), 'x', 'y', 3, { maxEditLength: 100, timeoutMs: 10_000 }),
    ).toThrow(/^The texts are too large to diff: they differ in more than 100 lines/);
    // Within the limit the same texts diff.
    expect(
      diffLines(a, b, { maxEditLength: 600, timeoutMs: 10_000 }).filter((op) => op.kind !== 'equal'),
    ).toHaveLength(600);
  });

  it('answers a large file with few changes (the bound is on the changes, not the size)', () => {
    const a = Array.from({ length: 50_000 }, (_, i) => `interface Gi1/0/${i}`);
    const b = [...a];
    b[25_000] = 'interface Gi9/9/9';
    const diff = unifiedDiff(a.join('\n'), b.join('\n'), 'x', 'y');
    expect([diff.added_lines, diff.removed_lines]).toEqual([1, 1]);
  });
});
