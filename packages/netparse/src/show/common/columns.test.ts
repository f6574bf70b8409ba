import { describe, expect, it } from 'vitest';
import { cellsOf, columnsFromHeader, columnsFromSeparator, fitsColumns, isSeparator } from './columns';

describe('columns', () => {
  const separator = '  ------------ ---------- + --------- -------';
  const columns = columnsFromSeparator(separator);

  it('come from the dash runs of a separator, `+` being a gap', () => {
    expect(columns.map((c) => c.start)).toEqual([2, 15, 28, 38]);
    expect(columns[3]?.end).toBe(Number.POSITIVE_INFINITY);
  });

  it('come from header labels that may hold spaces', () => {
    const header = 'Port       Neighbor Device ID       Neighbor Port ID    TTL';
    expect(
      columnsFromHeader(header, ['Port', 'Neighbor Device ID', 'Neighbor Port ID', 'TTL'])?.map(
        (c) => c.start,
      ),
    ).toEqual([0, 11, 36, 56]);
    expect(columnsFromHeader(header, ['Port', 'Missing'])).toBeUndefined();
  });

  it('cut rows into trimmed cells, empty ones included', () => {
    expect(cellsOf('  E3                        No        Yes', columns)).toEqual(['E3', '', 'No', 'Yes']);
    expect(cellsOf('  1', columns)).toEqual(['1', '', '', '']);
  });

  it('give a word crossing a column start to the column where it starts', () => {
    const row = '  a-very-long-port-name     No        Yes';
    expect(cellsOf(row, columns)).toEqual(['a-very-long-port-name', '', 'No', 'Yes']);
    expect(fitsColumns(row, columns)).toBe(false);
    expect(fitsColumns('  1            100/1000T    No        Yes', columns)).toBe(true);
  });

  it('tell separators from data', () => {
    expect(isSeparator('---- ----- + ---')).toBe(true);
    expect(isSeparator('=========')).toBe(true);
    expect(isSeparator('- - Out-of-Sync')).toBe(false);
    expect(isSeparator(`${'-'.repeat(10000)}x`)).toBe(false);
  });
});
