import type {
  CustomFieldDefinition,
  CustomFieldDefinitionInput,
  CustomFieldsSchema,
  CustomFieldsSchemaInput,
} from '@lne/api-client';
import { settingsMessages as m } from '../messages';

export const CUSTOM_FIELD_MODELS = ['devices', 'hosts'] as const;
export type CustomFieldModel = (typeof CUSTOM_FIELD_MODELS)[number];
export const FIELD_TYPES = ['string', 'integer', 'number', 'boolean'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** One field as the schema editor edits it; constraints it does not show are kept in `rest`. */
export type FieldRow = {
  key: string;
  name: string;
  title: string;
  type: FieldType;
  required: boolean;
  /** Comma-separated choices (text fields only). */
  choices: string;
  rest: Omit<CustomFieldDefinitionInput, 'type' | 'title' | 'required' | 'enum'>;
};

export type RowErrors = Record<string, { name?: string; choices?: string }>;

let nextKey = 0;
const newRowKey = () => `row-${++nextKey}`;

export function emptyRow(): FieldRow {
  return { key: newRowKey(), name: '', title: '', type: 'string', required: false, choices: '', rest: {} };
}

export function schemaToRows(schema: CustomFieldsSchema | undefined, model: CustomFieldModel): FieldRow[] {
  return Object.entries(schema?.[model] ?? {}).map(([name, definition]) => {
    const { type, title, required, enum: choices, ...rest } = definition;
    return {
      key: newRowKey(),
      name,
      title: title ?? '',
      type,
      required: required === true,
      choices: (choices ?? []).join(', '),
      rest,
    };
  });
}

const splitChoices = (text: string) =>
  text
    .split(',')
    .map((choice) => choice.trim())
    .filter(Boolean);

function rowToDefinition(row: FieldRow): CustomFieldDefinitionInput {
  const definition: CustomFieldDefinitionInput = { type: row.type, ...row.rest };
  if (row.title.trim()) definition.title = row.title.trim();
  if (row.required) definition.required = true;
  const choices = splitChoices(row.choices);
  if (choices.length > 0) definition.enum = choices;
  return definition;
}

export function rowsToSchema(rows: Record<CustomFieldModel, FieldRow[]>): CustomFieldsSchemaInput {
  const schema: CustomFieldsSchemaInput = {};
  for (const model of CUSTOM_FIELD_MODELS) {
    schema[model] = Object.fromEntries(rows[model].map((row) => [row.name.trim(), rowToDefinition(row)]));
  }
  return schema;
}

const FIELD_NAME = /^[a-z][a-z0-9_]{0,63}$/;

/** Problems of the rows of one model, by row key: names and choices. */
export function validateRows(rows: readonly FieldRow[]): RowErrors {
  const errors: RowErrors = {};
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(row.name.trim(), (seen.get(row.name.trim()) ?? 0) + 1);
  for (const row of rows) {
    const name = row.name.trim();
    const error: { name?: string; choices?: string } = {};
    if (!FIELD_NAME.test(name)) error.name = m.fieldNameInvalid;
    else if ((seen.get(name) ?? 0) > 1) error.name = m.fieldNameDuplicate;
    if (splitChoices(row.choices).length > 0 && row.type !== 'string') error.choices = m.choicesNeedText;
    if (error.name || error.choices) errors[row.key] = error;
  }
  return errors;
}

/**
 * A typed value from what was entered: numbers for number fields (text that is not a number stays text, so the
 * server names the problem), booleans from 'true'/'false', null for an empty entry (clears the field).
 */
export function parseFieldValue(definition: CustomFieldDefinition, input: string): unknown {
  if (input.trim() === '') return null;
  switch (definition.type) {
    case 'integer':
    case 'number': {
      const value = Number(input);
      return Number.isFinite(value) ? value : input;
    }
    case 'boolean':
      return input === 'true' ? true : input === 'false' ? false : input;
    default:
      return input;
  }
}

/** The text an input shows for a stored value. */
export function fieldValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}
