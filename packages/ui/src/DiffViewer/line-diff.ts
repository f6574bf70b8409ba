/**
 * Line diffs for the diff viewer: Myers' O(ND) shortest edit script, then the rows a unified or side-by-side
 * view shows, with unchanged runs folded down to a few lines of context.
 */

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

/** The edit script of the middle part (after the common prefix and suffix are cut off). */
function myers(a: readonly string[], b: readonly string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  if (max === 0) return [];
  const offset = max;
  const v = new Int32Array(2 * max + 2);
  const trace: Int32Array[] = [];
  let done = false;
  for (let d = 0; d <= max && !done; d += 1) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        done = true;
        break;
      }
    }
  }
  // Walk back from (n, m): each step of the trace adds one insertion or deletion after a diagonal run.
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const state = trace[d] ?? v;
    const k = x - y;
    const down = k === -d || (k !== d && (state[offset + k - 1] ?? 0) < (state[offset + k + 1] ?? 0));
    const prevK = down ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : (state[offset + prevK] ?? 0);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      x -= 1;
      y -= 1;
      ops.push('equal');
    }
    if (d > 0) {
      if (down) {
        y -= 1;
        ops.push('add');
      } else {
        x -= 1;
        ops.push('remove');
      }
    }
  }
  return ops.reverse();
}

/** The shortest line diff turning `oldText` into `newText`, with the line numbers on each side. */
export function diffLines(oldText: string, newText: string): DiffLine[] {
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
    ...myers(a.slice(prefix, a.length - suffix), b.slice(prefix, b.length - suffix)),
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
