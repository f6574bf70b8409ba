/**
 * Line diffs of configuration files: jsdiff's Myers diff with a bound on the edit length and the time it may
 * take, written in the unified format of `diff -u`.
 */
import { diffArrays } from 'diff';
import { HttpError } from '../errors';

export type DiffOp = { kind: 'equal' | 'delete' | 'insert'; line: string };

/** The most changed lines (insertions plus deletions) a diff is computed for, and the time it may take. */
export const DIFF_LIMITS = { maxEditLength: 5000, timeoutMs: 2000 } as const;

/** A diff beyond `DIFF_LIMITS`: answered 422 `{detail}` rather than holding memory and the event loop. */
export class DiffTooLarge extends HttpError {
  constructor(limits: { maxEditLength: number } = DIFF_LIMITS) {
    super(
      422,
      `The texts are too large to diff: they differ in more than ${limits.maxEditLength} lines, or the diff takes too long.`,
    );
  }
}

export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The shortest edit script turning `a` into `b`, as a sequence of kept, deleted and inserted lines (deletions
 * before insertions within a change). Throws `DiffTooLarge` past the limits.
 */
export function diffLines(
  a: readonly string[],
  b: readonly string[],
  limits: { maxEditLength: number; timeoutMs: number } = DIFF_LIMITS,
): DiffOp[] {
  const changes = diffArrays([...a], [...b], {
    maxEditLength: limits.maxEditLength,
    timeout: limits.timeoutMs,
  });
  if (!changes) throw new DiffTooLarge(limits);
  const ops: DiffOp[] = [];
  for (const change of changes) {
    const kind = change.added ? 'insert' : change.removed ? 'delete' : 'equal';
    for (const line of change.value) ops.push({ kind, line });
  }
  return ops;
}

export type UnifiedDiff = { unified: string; added_lines: number; removed_lines: number };

function range(start: number, count: number): string {
  // As GNU diff: an empty range names the line before it; a one-line range has no count.
  if (count === 0) return `${start - 1},0`;
  if (count === 1) return `${start}`;
  return `${start},${count}`;
}

/** Unified diff with `context` lines around each change; `''` when both texts are equal. */
export function unifiedDiff(
  before: string,
  after: string,
  fromName: string,
  toName: string,
  context = 3,
  limits: { maxEditLength: number; timeoutMs: number } = DIFF_LIMITS,
): UnifiedDiff {
  const ops = diffLines(splitLines(before), splitLines(after), limits);
  const added = ops.filter((op) => op.kind === 'insert').length;
  const removed = ops.filter((op) => op.kind === 'delete').length;
  if (added + removed === 0) return { unified: '', added_lines: 0, removed_lines: 0 };
  const changed = ops.map((op, index) => (op.kind === 'equal' ? -1 : index)).filter((index) => index >= 0);
  // Group changes whose context windows touch into hunks.
  const hunks: [number, number][] = [];
  for (const index of changed) {
    const last = hunks[hunks.length - 1];
    if (last && index - last[1] <= 2 * context) last[1] = index;
    else hunks.push([index, index]);
  }
  const out = [`--- ${fromName}`, `+++ ${toName}`];
  // Line numbers in a and b at each op index.
  const aLine: number[] = [];
  const bLine: number[] = [];
  let ai = 1;
  let bi = 1;
  for (const op of ops) {
    aLine.push(ai);
    bLine.push(bi);
    if (op.kind !== 'insert') ai += 1;
    if (op.kind !== 'delete') bi += 1;
  }
  for (const [first, last] of hunks) {
    const start = Math.max(0, first - context);
    const end = Math.min(ops.length - 1, last + context);
    const slice = ops.slice(start, end + 1);
    const aCount = slice.filter((op) => op.kind !== 'insert').length;
    const bCount = slice.filter((op) => op.kind !== 'delete').length;
    out.push(`@@ -${range(aLine[start] ?? 1, aCount)} +${range(bLine[start] ?? 1, bCount)} @@`);
    for (const op of slice)
      out.push(`${op.kind === 'equal' ? ' ' : op.kind === 'delete' ? '-' : '+'}${op.line}`);
  }
  return { unified: `${out.join('\n')}\n`, added_lines: added, removed_lines: removed };
}
