/**
 * CSV as RFC 4180 writes it (comma, double quotes, `""` inside quotes, CRLF or LF), plus the typed reading of
 * the IPAM import columns. Pure functions.
 */

/** The records of the text; a blank line is no record. Null when a quote is never closed. */
export function parseCsv(input: string): string[][] | null {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    if (!(record.length === 1 && record[0]?.trim() === '')) records.push(record);
    record = [];
    field = '';
  };
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else field += char;
    i += 1;
  }
  if (quoted) return null;
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

export type ColumnType = 'int' | 'string' | 'bool' | readonly string[];
export type Column = { name: string; type: ColumnType; required?: boolean };

export type CellIssue = { field: string; type: string; msg: string };

/**
 * One CSV row as a request body: empty cells are left out (the defaults apply), other cells are converted to
 * the column's type; problems are answered with the wording FastAPI uses for the same mistake in JSON.
 */
export function rowToBody(
  header: readonly string[],
  cells: readonly string[],
  columns: readonly Column[],
): { body: Record<string, unknown>; issues: CellIssue[] } {
  const body: Record<string, unknown> = {};
  const issues: CellIssue[] = [];
  if (cells.length > header.length) {
    issues.push({
      field: '',
      type: 'value_error',
      msg: `Value error, ${cells.length} cells for ${header.length} columns`,
    });
  }
  for (const column of columns) {
    const at = header.indexOf(column.name);
    const raw = (at < 0 ? '' : (cells[at] ?? '')).trim();
    if (raw === '') {
      if (column.required) issues.push({ field: column.name, type: 'missing', msg: 'Field required' });
      continue;
    }
    if (column.type === 'int') {
      if (/^-?\d{1,15}$/.test(raw)) body[column.name] = Number(raw);
      else
        issues.push({
          field: column.name,
          type: 'int_parsing',
          msg: 'Input should be a valid integer, unable to parse string as an integer',
        });
    } else if (column.type === 'bool') {
      const lower = raw.toLowerCase();
      if (['true', '1', 'yes', 'y', 'on'].includes(lower)) body[column.name] = true;
      else if (['false', '0', 'no', 'n', 'off'].includes(lower)) body[column.name] = false;
      else
        issues.push({
          field: column.name,
          type: 'bool_parsing',
          msg: 'Input should be a valid boolean, unable to interpret input',
        });
    } else if (column.type === 'string') {
      body[column.name] = raw;
    } else if (column.type.includes(raw.toLowerCase())) {
      body[column.name] = raw.toLowerCase();
    } else {
      const options = column.type.map((option) => `'${option}'`);
      const last = options.pop();
      issues.push({
        field: column.name,
        type: 'enum',
        msg: `Input should be ${options.join(', ')}${options.length > 0 ? ' or ' : ''}${last ?? ''}`,
      });
    }
  }
  return { body, issues };
}

/** Problems of the header line: unknown columns, required columns missing. */
export function headerIssues(header: readonly string[], columns: readonly Column[]): string[] {
  const known = new Set(columns.map((c) => c.name));
  const problems = header
    .filter((name) => !known.has(name))
    .map((name) => `unknown column ${name || '(empty)'}; the columns are ${[...known].join(', ')}`);
  for (const column of columns) {
    if (column.required && !header.includes(column.name))
      problems.push(`the required column ${column.name} is missing`);
  }
  return problems;
}
