import { describe, expect, it } from 'vitest';
import { DiffTooLargeError, diffLines, diffStats, foldUnchanged, splitLines, toSplitRows } from './line-diff';

/** Applies a diff to its old side: the added and kept lines must give the new text. */
function newSide(lines: ReturnType<typeof diffLines>): string[] {
  return lines.filter((line) => line.kind !== 'remove').map((line) => line.text);
}
function oldSide(lines: ReturnType<typeof diffLines>): string[] {
  return lines.filter((line) => line.kind !== 'add').map((line) => line.text);
}

describe('splitLines', () => {
  it('drops the empty line after a final newline and reads CRLF', () => {
    expect(splitLines('a\nb\n')).toEqual(['a', 'b']);
    expect(splitLines('a\r\nb')).toEqual(['a', 'b']);
    expect(splitLines('')).toEqual([]);
  });
});

describe('diffLines', () => {
  it('marks every line equal when the texts are the same', () => {
    const lines = diffLines('a\nb\nc\n', 'a\nb\nc\n');
    expect(lines.map((l) => l.kind)).toEqual(['equal', 'equal', 'equal']);
    expect(diffStats(lines)).toEqual({ added: 0, removed: 0 });
  });

  it('finds one changed line between kept lines with their numbers on both sides', () => {
    const lines = diffLines(
      'hostname a\n!\n transport input telnet ssh\nend\n',
      'hostname a\n!\n transport input ssh\nend\n',
    );
    expect(lines).toEqual([
      { kind: 'equal', text: 'hostname a', oldNo: 1, newNo: 1 },
      { kind: 'equal', text: '!', oldNo: 2, newNo: 2 },
      { kind: 'remove', text: ' transport input telnet ssh', oldNo: 3 },
      { kind: 'add', text: ' transport input ssh', newNo: 3 },
      { kind: 'equal', text: 'end', oldNo: 4, newNo: 4 },
    ]);
  });

  it('gives the shortest edit script (the classic ABCABBA → CBABAC has 5 edits)', () => {
    const a = 'A\nB\nC\nA\nB\nB\nA';
    const b = 'C\nB\nA\nB\nA\nC';
    const lines = diffLines(a, b);
    const { added, removed } = diffStats(lines);
    expect(added + removed).toBe(5);
    expect(oldSide(lines)).toEqual(splitLines(a));
    expect(newSide(lines)).toEqual(splitLines(b));
  });

  it('handles an empty side', () => {
    expect(diffLines('', 'x\ny').map((l) => l.kind)).toEqual(['add', 'add']);
    expect(diffLines('x\ny', '').map((l) => l.kind)).toEqual(['remove', 'remove']);
    expect(diffLines('', '')).toEqual([]);
  });

  it('reconstructs both sides of random edits', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 50; round += 1) {
      const a = Array.from({ length: rand(30) }, () => `l${rand(6)}`);
      const b = Array.from({ length: rand(30) }, () => `l${rand(6)}`);
      const lines = diffLines(a.join('\n'), b.join('\n'));
      expect(oldSide(lines)).toEqual(a);
      expect(newSide(lines)).toEqual(b);
    }
  });
});

describe('foldUnchanged', () => {
  const old = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n');
  const changed = old.replace('line 10', 'line ten');

  it('keeps three lines of context around a change and folds the rest', () => {
    const rows = foldUnchanged(diffLines(old, changed));
    expect(rows[0]).toEqual({ kind: 'fold', count: 6 });
    expect(rows.filter((r) => r.kind === 'equal')).toHaveLength(6);
    expect(rows[rows.length - 1]).toEqual({ kind: 'fold', count: 7 });
  });

  it('folds an unchanged text to nothing', () => {
    expect(foldUnchanged(diffLines(old, old))).toEqual([]);
  });
});

describe('toSplitRows', () => {
  it('pairs removed and added lines side by side and fills the shorter side', () => {
    const rows = toSplitRows(foldUnchanged(diffLines('a\nb\nc\nz', 'a\nB\nz'), 1));
    expect(rows).toEqual([
      {
        kind: 'line',
        left: { no: 1, text: 'a', changed: false },
        right: { no: 1, text: 'a', changed: false },
      },
      { kind: 'line', left: { no: 2, text: 'b', changed: true }, right: { no: 2, text: 'B', changed: true } },
      { kind: 'line', left: { no: 3, text: 'c', changed: true } },
      {
        kind: 'line',
        left: { no: 4, text: 'z', changed: false },
        right: { no: 3, text: 'z', changed: false },
      },
    ]);
  });
});

describe('bounds', () => {
  it('refuses texts that differ in more lines than the limit, and diffs them within it', () => {
    const a = Array.from({ length: 400 }, (_, i) => `a${i}`).join('\n');
    const b = Array.from({ length: 400 }, (_, i) => `b${i}`).join('\n');
    expect(() => diffLines(a, b, { maxEditLength: 100, timeoutMs: 10_000 })).toThrow(DiffTooLargeError);
    expect(diffStats(diffLines(a, b, { maxEditLength: 800, timeoutMs: 10_000 }))).toEqual({
      added: 400,
      removed: 400,
    });
  });

  it('counts only the changed middle: a long text with one change stays well within the limit', () => {
    const a = Array.from({ length: 20_000 }, (_, i) => `line ${i}`);
    const b = [...a];
    b[10_000] = 'changed';
    expect(diffStats(diffLines(a.join('\n'), b.join('\n'), { maxEditLength: 2, timeoutMs: 10_000 }))).toEqual(
      {
        added: 1,
        removed: 1,
      },
    );
  });
});
