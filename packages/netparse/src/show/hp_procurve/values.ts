import type { Duplex } from '../../model/types';
import { parseSpeedMbps, parseUptimeSeconds } from '../../model/values';
import { type Column, cellsOf, columnsFromSeparator, isSeparator } from '../common/columns';
import type { ShowContext } from '../common/show-output';

/**
 * What AOS-S (ProCurve) prints in its own way: ports with their trunk (`A24-Trk1`), port modes (`1000FDx`,
 * `10GigFD`), two `Key : value` pairs on one line, uptimes in `mins`.
 */

/**
 * A port cell: `A24-Trk1` is port A24 in trunk Trk1, `1/51-...` a stack port whose trunk name was cut, `A8*`
 * a port whose values RADIUS overrode.
 */
export function procurvePort(raw: string): { port: string; lag?: string } {
  const text = raw.trim().replace(/\*$/, '');
  const dash = text.indexOf('-');
  if (dash < 0) return { port: text };
  const port = text.slice(0, dash);
  const lag = /^Trk\d+$/i.exec(text.slice(dash + 1))?.[0];
  return lag ? { port, lag } : { port };
}

/** A port mode: `1000FDx`, `100HDx`, `10GigFD`, `2500FDx*`, `.` (unknown). */
export function procurveMode(raw: string): { speedMbps?: number; duplex?: Duplex } {
  const m = /^(\d+)(Gig)?(FDx|HDx|FD|HD)\*?$/i.exec(raw.trim());
  if (!m) return {};
  const speed = parseSpeedMbps(`${m[1]}${m[2] ? 'G' : 'M'}`);
  const duplex: Duplex = /^F/i.test(m[3] ?? '') ? 'full' : 'half';
  return speed === undefined ? { duplex } : { speedMbps: speed, duplex };
}

/** An uptime as AOS-S prints it: `84 days`, `2 mins`, `1 hour`, `5 hours 3 mins`. */
export function procurveUptimeSeconds(raw: string): number | undefined {
  const text = raw
    .replace(/\bmins?\b/gi, 'minutes')
    .replace(/\bhrs?\b/gi, 'hours')
    .replace(/\bsecs?\b/gi, 'seconds');
  return parseUptimeSeconds(text);
}

/**
 * The `Key : value` pairs of a line, where AOS-S prints one or two side by side:
 * `Software revision  : WC.16.11.0027        Base MAC Addr      : a1b2c3-d4e5f6`. Keys are returned with their
 * inner spacing collapsed (`Memory - Total`). A value and the next key are told apart by the run of spaces
 * between them; a key part starting with `-` belongs to the word before it (`Memory   - Total`).
 */
export function procurvePairs(line: string): { key: string; value: string }[] {
  const colons: number[] = [];
  for (let i = 0; i < line.length; i++) {
    // A separator colon has a space (or nothing) after it and is not inside a time (`12:01:02`) or MAC.
    if (line[i] !== ':') continue;
    const before = line[i - 1] ?? ' ';
    if (before !== ' ' && !/[A-Za-z)%]/.test(before)) continue;
    if (colons.length > 0 && before !== ' ') continue;
    colons.push(i);
  }
  if (colons.length === 0) return [];
  const pairs: { key: string; value: string }[] = [];
  let key = line.slice(0, colons[0]).trim().replace(/\s+/g, ' ');
  for (let c = 0; c < colons.length; c++) {
    const start = (colons[c] ?? 0) + 1;
    const end = colons[c + 1];
    const between = line.slice(start, end ?? line.length);
    if (end === undefined) {
      pairs.push({ key, value: between.trim() });
      break;
    }
    const segments: string[] = [];
    for (const segment of between.trim().split(/\s{2,}/)) {
      if (segment.startsWith('-') && segments.length > 0) segments[segments.length - 1] += ` ${segment}`;
      else segments.push(segment);
    }
    const nextKey = segments.pop() ?? '';
    pairs.push({ key, value: segments.join('  ').trim() });
    key = nextKey.replace(/\s+/g, ' ');
  }
  return pairs;
}

/** The columns of an AOS-S table and where its `+` splits the column groups (−1 without one). */
export type ProcurveColumns = { columns: Column[]; bar: number };

export function procurveColumns(separator: string): ProcurveColumns {
  return { columns: columnsFromSeparator(separator), bar: separator.indexOf('+') };
}

/**
 * The cells of a row of an AOS-S table. Its `|` sits under the separator's `+`; a row that lost its indentation
 * (a pager prompt removed in front of it) is moved back so that they line up again.
 */
export function procurveCells(line: string, table: ProcurveColumns): string[] {
  let row = line;
  const bar = row.indexOf('|');
  if (table.bar >= 0 && bar >= 0 && bar < table.bar) row = ' '.repeat(table.bar - bar) + row;
  return cellsOf(row.replace(/\|/g, ' '), table.columns);
}

/**
 * A table of AOS-S: blank lines and those `known` (titles, column heads) are read, the dashes under the heads
 * give the columns, and `row` reads each other line with its cells (`undefined` above the dashes), answering
 * whether it knew the line.
 */
export function readProcurveTable(
  { lines, log }: ShowContext,
  known: (trimmed: string) => boolean,
  row: (cells: string[] | undefined, n: number, line: string) => boolean,
): void {
  let columns: ProcurveColumns | undefined;
  for (const { n, text: line } of lines) {
    const trimmed = line.trim();
    if (trimmed === '' || known(trimmed)) {
      log.recognized++;
      continue;
    }
    if (isSeparator(line)) {
      columns = procurveColumns(line);
      log.recognized++;
      continue;
    }
    if (row(columns ? procurveCells(line, columns) : undefined, n, line)) log.recognized++;
    else log.unrecognizedLine(n, line);
  }
}
