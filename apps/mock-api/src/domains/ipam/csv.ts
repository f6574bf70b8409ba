/**
 * CSV as RFC 4180 writes it (comma, double quotes, `""` inside quotes, CRLF or LF), plus the typed reading of
 * the IPAM import columns. Pure functions.
 */

/**
 * Reads CSV text as it arrives, chunk by chunk (a chunk may end anywhere, inside a quoted cell or between `\r`
 * and `\n`). `records` grows as lines complete; a blank line is no record; a byte order mark is dropped.
 */
export class CsvReader {
  readonly records: string[][] = [];
  #record: string[] = [];
  #field = '';
  #quoted = false;
  /** A `"` inside quotes ended the last chunk: the next character says whether it was `""` or the end. */
  #quoteAtEnd = false;
  /** A `\r` ended the last chunk: a `\n` first in the next belongs to it. */
  #crAtEnd = false;
  #started = false;

  #endField(): void {
    this.#record.push(this.#field);
    this.#field = '';
  }

  #endRecord(): void {
    this.#endField();
    const record = this.#record;
    if (!(record.length === 1 && record[0]?.trim() === '')) this.records.push(record);
    this.#record = [];
  }

  push(chunk: string): void {
    let text = chunk;
    if (!this.#started && text !== '') {
      this.#started = true;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    let i = 0;
    if (this.#crAtEnd && text !== '') {
      this.#crAtEnd = false;
      if (text[0] === '\n') i = 1;
    }
    if (this.#quoteAtEnd && i < text.length) {
      this.#quoteAtEnd = false;
      if (text[i] === '"') {
        this.#field += '"';
        i += 1;
      } else this.#quoted = false;
    }
    while (i < text.length) {
      if (this.#quoted) {
        const quote = text.indexOf('"', i);
        if (quote < 0) {
          this.#field += text.slice(i);
          return;
        }
        this.#field += text.slice(i, quote);
        if (quote + 1 >= text.length) {
          this.#quoteAtEnd = true;
          return;
        }
        if (text[quote + 1] === '"') {
          this.#field += '"';
          i = quote + 2;
        } else {
          this.#quoted = false;
          i = quote + 1;
        }
        continue;
      }
      const char = text[i];
      if (char === '"' && this.#field === '') {
        this.#quoted = true;
        i += 1;
      } else if (char === ',') {
        this.#endField();
        i += 1;
      } else if (char === '\n' || char === '\r') {
        this.#endRecord();
        i += 1;
        if (char === '\r') {
          if (i >= text.length) this.#crAtEnd = true;
          else if (text[i] === '\n') i += 1;
        }
      } else {
        // Up to the next separator in one slice.
        let stop = i + 1;
        while (stop < text.length) {
          const next = text[stop];
          if (next === ',' || next === '\n' || next === '\r') break;
          stop += 1;
        }
        this.#field += text.slice(i, stop);
        i = stop;
      }
    }
  }

  /** The last record; false when a quote is never closed. */
  end(): boolean {
    if (this.#quoteAtEnd) {
      this.#quoteAtEnd = false;
      this.#quoted = false;
    }
    if (this.#quoted) return false;
    if (this.#field !== '' || this.#record.length > 0) this.#endRecord();
    return true;
  }
}

/** The records of the text; a blank line is no record. Null when a quote is never closed. */
export function parseCsv(input: string): string[][] | null {
  const reader = new CsvReader();
  reader.push(input);
  return reader.end() ? reader.records : null;
}

/**
 * The records of an uploaded CSV file, decoded as UTF-8 as it arrives; `tooMany` is thrown as soon as there
 * are more than `maxRecords`, without reading further. Null when a quote is never closed.
 */
export async function readCsv(
  file: AsyncIterable<Uint8Array>,
  maxRecords: number,
  tooMany: () => Error,
): Promise<string[][] | null> {
  const reader = new CsvReader();
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of file) {
    reader.push(decoder.decode(chunk, { stream: true }));
    if (reader.records.length > maxRecords) throw tooMany();
  }
  reader.push(decoder.decode());
  if (!reader.end()) return null;
  if (reader.records.length > maxRecords) throw tooMany();
  return reader.records;
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
