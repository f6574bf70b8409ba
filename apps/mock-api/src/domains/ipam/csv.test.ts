import { describe, expect, it } from 'vitest';
import { type Column, headerIssues, parseCsv, rowToBody } from './csv';

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
