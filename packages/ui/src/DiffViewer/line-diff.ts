/**
 * Line diffs for the diff viewer: jsdiff's Myers shortest edit script, bounded in edit length and time, then
 * the rows a unified or side-by-side view shows, with unchanged runs folded down to a few lines of context.
 */
import { diffArrays } from 'diff';

export type DiffLine =
  | { kind: 'equal'; text: string; oldNo: number; newNo: number }
  | { kind: 'remove'; text: string; oldNo: number }
  | { kind: 'add'; text: string; newNo: number };

/** Splits a text into lines; a final newline does not start an empty last line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

type Op = 'equal' | 'remove' | 'add';

/** The most changed lines (insertions plus deletions) a diff is computed for, and the time it may take. */
export const DIFF_LIMITS = { maxEditLength: 5000, timeoutMs: 2000 } as const;
export type DiffLimits = { maxEditLength: number; timeoutMs: number };

/** Two texts that differ in more lines than the limits allow (or whose diff takes too long). */
export class DiffTooLargeError extends Error {
  constructor(readonly limits: DiffLimits) {
    super(`The texts differ in more than ${limits.maxEditLength} lines.`);
    this.name = 'DiffTooLargeError';
  }
}

/** The edit script of the middle part (after the common prefix and suffix are cut off): jsdiff's Myers diff. */
function editScript(a: readonly string[], b: readonly string[], limits: DiffLimits): Op[] {
  if (a.length + b.length === 0) return [];
  const changes = diffArrays([...a], [...b], {
    maxEditLength: limits.maxEditLength,
    timeout: limits.timeoutMs,
  });
  if (!changes) throw new DiffTooLargeError(limits);
  const ops: Op[] = [];
  for (const change of changes) {
    const op: Op = change.added ? 'add' : change.removed ? 'remove' : 'equal';
    for (let i = 0; i < change.value.length; i += 1) ops.push(op);
  }
  return ops;
}

/**
 * The shortest line diff turning `oldText` into `newText`, with the line numbers on each side. Throws
 * `DiffTooLargeError` when the texts differ in more lines than `limits` allow: memory and time stay bounded.
 */
export function diffLines(oldText: string, newText: string, limits: DiffLimits = DIFF_LIMITS): DiffLine[] {
  const a = splitLines(oldText);
  const b = splitLines(newText);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  ) {
    suffix += 1;
  }
  const ops: Op[] = [
    ...Array<Op>(prefix).fill('equal'),
    ...editScript(a.slice(prefix, a.length - suffix), b.slice(prefix, b.length - suffix), limits),
    ...Array<Op>(suffix).fill('equal'),
  ];
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  for (const op of ops) {
    if (op === 'equal') {
      lines.push({ kind: 'equal', text: a[i] ?? '', oldNo: i + 1, newNo: j + 1 });
      i += 1;
      j += 1;
    } else if (op === 'remove') {
      lines.push({ kind: 'remove', text: a[i] ?? '', oldNo: i + 1 });
      i += 1;
    } else {
      lines.push({ kind: 'add', text: b[j] ?? '', newNo: j + 1 });
      j += 1;
    }
  }
  return lines;
}

export type DiffStats = { added: number; removed: number };

export function diffStats(lines: readonly DiffLine[]): DiffStats {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'add') added += 1;
    else if (line.kind === 'remove') removed += 1;
  }
  return { added, removed };
}

/** A run of unchanged lines left out of the view. */
export type FoldedLines = { kind: 'fold'; count: number };

/**
 * Keeps `context` unchanged lines around each change and replaces longer unchanged runs by one fold, as
 * `diff -u` does with its hunks. A diff without changes folds to nothing.
 */
export function foldUnchanged(lines: readonly DiffLine[], context = 3): (DiffLine | FoldedLines)[] {
  const keep = new Uint8Array(lines.length);
  lines.forEach((line, index) => {
    if (line.kind === 'equal') return;
    const from = Math.max(0, index - context);
    const to = Math.min(lines.length - 1, index + context);
    for (let i = from; i <= to; i += 1) keep[i] = 1;
  });
  const rows: (DiffLine | FoldedLines)[] = [];
  let folded = 0;
  lines.forEach((line, index) => {
    if (keep[index]) {
      if (folded > 0) rows.push({ kind: 'fold', count: folded });
      folded = 0;
      rows.push(line);
    } else {
      folded += 1;
    }
  });
  if (folded > 0 && rows.length > 0) rows.push({ kind: 'fold', count: folded });
  return rows;
}

/** One row of the side-by-side view: the old line left, the new line right (either may be empty). */
export type SplitRow =
  | { kind: 'fold'; count: number }
  | {
      kind: 'line';
      left?: { no: number; text: string; changed: boolean };
      right?: { no: number; text: string; changed: boolean };
    };

/**
 * Pairs removed and added lines of one change side by side (the first removal with the first addition, …),
 * and unchanged lines with themselves.
 */
export function toSplitRows(rows: readonly (DiffLine | FoldedLines)[]): SplitRow[] {
  const out: SplitRow[] = [];
  let removed: { no: number; text: string }[] = [];
  let added: { no: number; text: string }[] = [];
  const flush = () => {
    const count = Math.max(removed.length, added.length);
    for (let i = 0; i < count; i += 1) {
      const left = removed[i];
      const right = added[i];
      out.push({
        kind: 'line',
        ...(left ? { left: { ...left, changed: true } } : {}),
        ...(right ? { right: { ...right, changed: true } } : {}),
      });
    }
    removed = [];
    added = [];
  };
  for (const row of rows) {
    if (row.kind === 'remove') removed.push({ no: row.oldNo, text: row.text });
    else if (row.kind === 'add') added.push({ no: row.newNo, text: row.text });
    else {
      flush();
      if (row.kind === 'fold') out.push(row);
      else
        out.push({
          kind: 'line',
          left: { no: row.oldNo, text: row.text, changed: false },
          right: { no: row.newNo, text: row.text, changed: false },
        });
    }
  }
  flush();
  return out;
}
