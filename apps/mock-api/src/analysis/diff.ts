/** Line diffs of configuration files: Myers' O(ND) algorithm and the unified format of `diff -u`. */

export type DiffOp = { kind: 'equal' | 'delete' | 'insert'; line: string };

export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The shortest edit script turning `a` into `b`, as a sequence of kept, deleted and inserted lines. */
export function diffLines(a: readonly string[], b: readonly string[]): DiffOp[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = false;
  for (let d = 0; d <= max && !found; d += 1) {
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      let x: number;
      if (k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0)))
        x = v[offset + k + 1] ?? 0;
      else x = (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      next[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
    v = next;
  }
  trace.push(v);
  // Walk back through the trace from (n, m) to (0, 0).
  const ops: DiffOp[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 2; d >= 0; d -= 1) {
    const state = trace[d] ?? new Int32Array(0);
    const k = x - y;
    const down = k === -d || (k !== d && (state[offset + k - 1] ?? 0) < (state[offset + k + 1] ?? 0));
    const prevK = down ? k + 1 : k - 1;
    const prevX = state[offset + prevK] ?? 0;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x -= 1;
      y -= 1;
      ops.push({ kind: 'equal', line: a[x] ?? '' });
    }
    if (d > 0) {
      if (down) {
        y -= 1;
        ops.push({ kind: 'insert', line: b[y] ?? '' });
      } else {
        x -= 1;
        ops.push({ kind: 'delete', line: a[x] ?? '' });
      }
    }
  }
  return ops.reverse();
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
): UnifiedDiff {
  const ops = diffLines(splitLines(before), splitLines(after));
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
