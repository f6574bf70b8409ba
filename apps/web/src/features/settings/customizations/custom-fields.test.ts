import { describe, expect, it } from 'vitest';
import { emptyRow, parseFieldValue, rowsToSchema, schemaToRows, validateRows } from './custom-fields';

const schema = {
  devices: {
    asset_tag: { type: 'string' as const, title: 'Asset tag', pattern: '^[A-Z]{2}$' },
    criticality: { type: 'string' as const, title: 'Criticality', required: true, enum: ['low', 'high'] },
  },
  hosts: { patch_level: { type: 'integer' as const, minimum: 0, maximum: 100 } },
};

describe('custom field schema editor', () => {
  it('round-trips a schema through the editor rows, keeping constraints it does not show', () => {
    const rows = { devices: schemaToRows(schema, 'devices'), hosts: schemaToRows(schema, 'hosts') };
    expect(rows.devices.map((row) => [row.name, row.required, row.choices])).toEqual([
      ['asset_tag', false, ''],
      ['criticality', true, 'low, high'],
    ]);
    expect(rowsToSchema(rows)).toEqual(schema);
  });

  it('reports bad and repeated names and choices on a non-text field', () => {
    const bad = { ...emptyRow(), name: 'Bad Name' };
    const first = { ...emptyRow(), name: 'rack' };
    const again = { ...emptyRow(), name: 'rack', type: 'integer' as const, choices: 'a, b' };
    expect(validateRows([bad, first, again])).toEqual({
      [bad.key]: { name: 'Lower-case letters, digits and _; starts with a letter' },
      [first.key]: { name: 'This name is used twice' },
      [again.key]: { name: 'This name is used twice', choices: 'Choices need the type string' },
    });
    expect(validateRows([first])).toEqual({});
  });
});

describe('custom field values', () => {
  it('parses entries by type, keeps non-numbers as text and clears with an empty entry', () => {
    expect(parseFieldValue({ type: 'integer' }, '42')).toBe(42);
    expect(parseFieldValue({ type: 'integer' }, 'abc')).toBe('abc');
    expect(parseFieldValue({ type: 'boolean' }, 'true')).toBe(true);
    expect(parseFieldValue({ type: 'string' }, ' x ')).toBe(' x ');
    expect(parseFieldValue({ type: 'string' }, '  ')).toBeNull();
  });
});
