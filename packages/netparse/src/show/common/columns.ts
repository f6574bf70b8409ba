/**
 * Fixed-width tables as devices print them: a header, often a separator of dash runs, and rows whose cells sit
 * under the header. Cells may be empty or hold spaces (`Name`, `Description`), so rows are cut at the column
 * positions rather than split on whitespace.
 */

/** One column: its first character and the first character of the next column (`Infinity` for the last). */
export type Column = { start: number; end: number };

/** Columns from a separator line: one per run of `-` or `=` (`----- ---- + ------`); anything else is a gap. */
export function columnsFromSeparator(separator: string): Column[] {
  const starts: number[] = [];
  for (const match of separator.matchAll(/[-=]+/g)) starts.push(match.index ?? 0);
  return starts.map((start, i) => ({ start, end: starts[i + 1] ?? Number.POSITIVE_INFINITY }));
}

/**
 * Columns from a header line and its labels in order (a label may hold single spaces: `Neighbor Device ID`).
 * Answers `undefined` when a label is not found after the previous one.
 */
export function columnsFromHeader(header: string, labels: readonly string[]): Column[] | undefined {
  const starts: number[] = [];
  let from = 0;
  for (const label of labels) {
    const at = header.indexOf(label, from);
    if (at < 0) return undefined;
    starts.push(at);
    from = at + label.length;
  }
  return starts.map((start, i) => ({ start, end: starts[i + 1] ?? Number.POSITIVE_INFINITY }));
}

function isBlank(ch: string | undefined): boolean {
  return ch === undefined || ch === ' ' || ch === '\t';
}

/** The cut positions of a row: a word crossing a column start belongs to the column where the word starts. */
function cuts(row: string, columns: readonly Column[]): number[] {
  const out: number[] = [];
  let previous = 0;
  for (let i = 0; i < columns.length; i++) {
    let cut = Math.max(columns[i]?.start ?? 0, previous);
    if (i > 0) while (cut < row.length && !isBlank(row[cut - 1]) && !isBlank(row[cut])) cut++;
    out.push(cut);
    previous = cut;
  }
  return out;
}

/** The trimmed cells of a row, one per column (`''` for an empty cell or a row too short to reach it). */
export function cellsOf(row: string, columns: readonly Column[]): string[] {
  const at = cuts(row, columns);
  return at.map((start, i) => row.slice(start, at[i + 1] ?? row.length).trim());
}

/**
 * Whether a row sits in the columns: no word crosses a column start. Rows printed with collapsed spacing (some
 * devices do, past a width) fail this, and a parser reads them by their words instead.
 */
export function fitsColumns(row: string, columns: readonly Column[]): boolean {
  for (let i = 1; i < columns.length; i++) {
    const start = columns[i]?.start ?? 0;
    if (start >= row.length) break;
    if (!isBlank(row[start - 1]) && !isBlank(row[start])) return false;
  }
  return true;
}

/** Whether a line is a table separator: dash or `=` runs with spaces or `+` between them, nothing else. */
export function isSeparator(line: string): boolean {
  return /^\s*[-=]{2}[-=+|\s]*$/.test(line);
}
