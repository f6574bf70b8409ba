/** A value a table column yields for sorting, filtering, search and CSV. */
export type CellValue = string | number | boolean | null | undefined;

/** Byte order mark: spreadsheet tools need it to read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
/** RFC 4180 line break. */
const CSV_LINE_BREAK = '\r\n';

// Text starting with one of these is read as a formula by spreadsheet tools (OWASP "CSV injection");
// tab and carriage return are included because some tools strip them and then read the next character.
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Text of one cell: formula-safe, then quoted per RFC 4180 when it holds a quote, comma or line break. */
export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') {
    text = value.length > 0 && FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
  } else if (typeof value === 'number') {
    // Numbers are data, not text: a negative number keeps its sign and gets no prefix.
    text = Number.isFinite(value) ? String(value) : '';
  } else {
    text = value ? 'true' : 'false';
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV document: UTF-8 BOM, a header line, one line per row, CRLF after every line.
 * Pure, so the export of a table is exactly what this returns for the rows and columns shown.
 */
export function buildCsv(headers: readonly string[], rows: readonly (readonly CellValue[])[]): string {
  const lines = [headers.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return CSV_BOM + lines.join(CSV_LINE_BREAK) + CSV_LINE_BREAK;
}

/** File name of an export: the given base, with `.csv` added when missing. */
export function csvFileName(base: string): string {
  return base.toLowerCase().endsWith('.csv') ? base : `${base}.csv`;
}
