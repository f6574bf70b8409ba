import { describe, expect, it } from 'vitest';
import { type Column, CsvReader, headerIssues, parseCsv, readCsv, rowToBody } from './csv';

const COLUMNS: Column[] = [
  { name: 'prefix', type: 'string', required: true },
  { name: 'vrf_id', type: 'int' },
  { name: 'status', type: ['active', 'reserved'] },
  { name: 'is_pool', type: 'bool' },
];

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, CRLF or LF, and skips blank lines', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n"multi\nline",2\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', '2'],
    ]);
  });

  it('drops a byte order mark and keeps empty cells', () => {
    expect(parseCsv('\uFEFFa,b,c\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });

  it('answers null for a quote that is never closed', () => {
    expect(parseCsv('a\n"open')).toBeNull();
  });
});

describe('CsvReader', () => {
  const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"multi\r\nline",2\n"",last';
  const whole = parseCsv(text);

  it('reads the same records whatever the chunks, split anywhere (inside quotes, between CR and LF)', () => {
    expect(whole).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\r\nline', '2'],
      ['', 'last'],
    ]);
    for (let size = 1; size <= 7; size += 1) {
      const reader = new CsvReader();
      for (let at = 0; at < text.length; at += size) reader.push(text.slice(at, at + size));
      expect(reader.end(), `chunks of ${size}`).toBe(true);
      expect(reader.records, `chunks of ${size}`).toEqual(whole);
    }
  });

  it('answers false for a quote never closed, also when the last chunk ends in it', () => {
    const reader = new CsvReader();
    reader.push('a\n"open');
    reader.push(' ""');
    expect(reader.end()).toBe(false);
  });
});

describe('readCsv', () => {
  async function* bytes(text: string, size: number) {
    const all = Buffer.from(text);
    for (let at = 0; at < all.length; at += size) yield all.subarray(at, at + size);
  }

  it('decodes UTF-8 split inside a character', async () => {
    expect(await readCsv(bytes('name\nZürich café\n', 1), 10, () => new Error('too many'))).toEqual([
      ['name'],
      ['Zürich café'],
    ]);
  });

  it('stops at the first chunk past the most records, without reading the rest', async () => {
    let read = 0;
    async function* rows() {
      for (let i = 0; i < 1000; i += 1) {
        read += 1;
        yield Buffer.from(`row ${i}\n`);
      }
    }
    await expect(readCsv(rows(), 100, () => new Error('too many rows'))).rejects.toThrow('too many rows');
    expect(read).toBe(101);
  });
});

describe('rowToBody', () => {
  const header = ['prefix', 'vrf_id', 'status', 'is_pool'];

  it('converts cells to the column types and leaves empty cells out', () => {
    expect(rowToBody(header, ['10.0.0.0/8', '3', 'Reserved', 'yes'], COLUMNS)).toEqual({
      body: { prefix: '10.0.0.0/8', vrf_id: 3, status: 'reserved', is_pool: true },
      issues: [],
    });
    expect(rowToBody(header, ['10.0.0.0/8', '', '', ''], COLUMNS).body).toEqual({ prefix: '10.0.0.0/8' });
  });

  it('reports each bad cell with the wording of FastAPI', () => {
    const { issues } = rowToBody(header, ['', 'x', 'gone', 'perhaps'], COLUMNS);
    expect(issues).toEqual([
      { field: 'prefix', type: 'missing', msg: 'Field required' },
      {
        field: 'vrf_id',
        type: 'int_parsing',
        msg: 'Input should be a valid integer, unable to parse string as an integer',
      },
      { field: 'status', type: 'enum', msg: "Input should be 'active' or 'reserved'" },
      {
        field: 'is_pool',
        type: 'bool_parsing',
        msg: 'Input should be a valid boolean, unable to interpret input',
      },
    ]);
  });

  it('reports a row with more cells than columns', () => {
    expect(rowToBody(['prefix'], ['10.0.0.0/8', 'extra'], COLUMNS).issues[0]?.msg).toBe(
      'Value error, 2 cells for 1 columns',
    );
  });
});

describe('headerIssues', () => {
  it('names unknown columns and missing required ones', () => {
    expect(headerIssues(['prefix', 'status'], COLUMNS)).toEqual([]);
    expect(headerIssues(['ip', 'status'], COLUMNS)).toEqual([
      'unknown column ip; the columns are prefix, vrf_id, status, is_pool',
      'the required column prefix is missing',
    ]);
  });
});
