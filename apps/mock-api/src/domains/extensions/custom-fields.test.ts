import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOM_FIELDS_SCHEMA } from '../../db/seed-base';
import { type CustomFieldsSchema, schemaProblems, validateCustomFields } from './custom-fields';

const schema = DEFAULT_CUSTOM_FIELDS_SCHEMA as CustomFieldsSchema;

describe('validateCustomFields', () => {
  it('accepts values that fit the schema, and null to clear a field', () => {
    expect(
      validateCustomFields(schema, [
        {
          model: 'devices',
          instance_id: 'A',
          values: { asset_tag: 'PL-12345', criticality: 'high', owner: null },
        },
        { model: 'hosts', instance_id: 'B', values: { patch_level: 42 } },
      ]),
    ).toEqual([]);
  });

  it('names the model, instance, field and problem of each error', () => {
    expect(
      validateCustomFields(schema, [
        {
          model: 'devices',
          instance_id: 'A',
          values: { asset_tag: 'x', criticality: 'extreme', colour: 'red' },
        },
        { model: 'hosts', instance_id: 'B', values: { patch_level: 101 } },
        { model: 'vlans', instance_id: 'C', values: {} },
      ]),
    ).toEqual([
      {
        model: 'devices',
        instance_id: 'A',
        custom_field: 'asset_tag',
        message: 'Asset tag must match the pattern ^[A-Z]{2}-\\d{4,6}$.',
      },
      {
        model: 'devices',
        instance_id: 'A',
        custom_field: 'criticality',
        message: 'Criticality must be one of: low, medium, high, critical.',
      },
      {
        model: 'devices',
        instance_id: 'A',
        custom_field: 'colour',
        message: "Unknown custom field 'colour'.",
      },
      {
        model: 'hosts',
        instance_id: 'B',
        custom_field: 'patch_level',
        message: 'Patch level must be at most 100.',
      },
      {
        model: 'vlans',
        instance_id: 'C',
        custom_field: '',
        message: "The model 'vlans' has no custom fields.",
      },
    ]);
  });
});

describe('required custom fields and schema checks', () => {
  const required: CustomFieldsSchema = {
    devices: { owner: { type: 'string', title: 'Owner', required: true } },
  };

  it('refuses to clear a required field, with null or an empty text', () => {
    const errors = validateCustomFields(required, [
      { model: 'devices', instance_id: 'A', values: { owner: null } },
      { model: 'devices', instance_id: 'B', values: { owner: '' } },
      { model: 'devices', instance_id: 'C', values: { owner: 'Plant IT' } },
    ]);
    expect(errors.map((error) => [error.instance_id, error.message])).toEqual([
      ['A', 'Owner is required.'],
      ['B', 'Owner is required.'],
    ]);
  });

  it('reports choices on non-text fields, inverted bounds and broken patterns', () => {
    expect(
      schemaProblems({
        hosts: {
          level: { type: 'integer', enum: ['a'], minimum: 5, maximum: 1 },
          tag: { type: 'string', pattern: '([' },
        },
      }),
    ).toEqual([
      'hosts.level: choices need the type string.',
      'hosts.level: the minimum is above the maximum.',
      'hosts.tag: the pattern is not a valid regular expression.',
    ]);
    expect(schemaProblems(schema)).toEqual([]);
  });
});
