import { describe, expect, it } from 'vitest';
import { computeColumnValues, distinctColumnValues } from './column-values';
import type { DataTableColumn } from './types';

type Device = { name: string; ip: string | null; ports: number; vendor?: string };

const rows: Device[] = [
  { name: 'SW-Core', ip: '10.0.0.1', ports: 48, vendor: 'Cisco' },
  { name: 'sw-edge', ip: '', ports: 24, vendor: 'Juniper' },
  { name: 'plc-7', ip: null, ports: 0 },
  { name: 'fw-1', ip: '10.0.0.9', ports: 8, vendor: 'Cisco' },
];

function counted(): { columns: DataTableColumn<Device>[]; calls: () => number } {
  let calls = 0;
  const columns: DataTableColumn<Device>[] = [
    {
      id: 'name',
      header: 'Name',
      value: (row) => {
        calls += 1;
        return row.name;
      },
    },
    { id: 'ip', header: 'IP', value: (row) => row.ip },
    { id: 'ports', header: 'Ports', value: (row) => row.ports },
    { id: 'vendor', header: 'Vendor', value: (row) => row.vendor ?? '', filter: 'select' },
  ];
  return { columns, calls: () => calls };
}

describe('computeColumnValues', () => {
  it('computes every column of every row once, and never again when read', () => {
    const { columns, calls } = counted();
    const values = computeColumnValues(rows, columns);
    expect(calls()).toBe(4);
    for (let pass = 0; pass < 3; pass++) for (const row of rows) values.of(row);
    expect(calls()).toBe(4);
    expect(values.of(rows[0] as Device).values).toEqual(['SW-Core', '10.0.0.1', 48, 'Cisco']);
  });

  it('turns empty text and null into undefined, so that they sort last, and keeps 0 and false', () => {
    const { columns } = counted();
    const values = computeColumnValues(rows, columns);
    expect(values.of(rows[1] as Device).values[1]).toBeUndefined();
    expect(values.of(rows[2] as Device).values).toEqual(['plc-7', undefined, 0, undefined]);
  });

  it('keeps lower-case search text per column, empty for empty values', () => {
    const { columns } = counted();
    const values = computeColumnValues(rows, columns);
    expect(values.of(rows[0] as Device).search).toEqual(['sw-core', '10.0.0.1', '48', 'cisco']);
    expect(values.of(rows[2] as Device).search).toEqual(['plc-7', '', '0', '']);
  });

  it('finds columns by id', () => {
    const { columns } = counted();
    const values = computeColumnValues(rows, columns);
    expect(values.indexOf('ports')).toBe(2);
    expect(values.indexOf('nope')).toBe(-1);
  });

  it('computes a row that is not in the data when asked, once', () => {
    const { columns, calls } = counted();
    const values = computeColumnValues(rows, columns);
    const extra: Device = { name: 'new', ip: '10.9.9.9', ports: 1 };
    expect(values.of(extra).values[0]).toBe('new');
    values.of(extra);
    expect(calls()).toBe(5);
  });
});

describe('distinctColumnValues', () => {
  it('lists the distinct non-empty values of a column in natural order', () => {
    const { columns } = counted();
    const values = computeColumnValues(rows, columns);
    expect(distinctColumnValues(rows, values, 3)).toEqual(['Cisco', 'Juniper']);
    expect(distinctColumnValues(rows, values, 2)).toEqual(['0', '8', '24', '48']);
  });
});
