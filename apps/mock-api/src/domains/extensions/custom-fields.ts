/** Custom fields: a per-model schema of extra attributes and the check of submitted values (spec §3). */
export type CustomFieldDefinition = {
  type: 'string' | 'integer' | 'number' | 'boolean';
  title?: string;
  /** A value cannot be cleared (null or empty). */
  required?: boolean;
  enum?: string[];
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};
export type CustomFieldsSchema = Record<string, Record<string, CustomFieldDefinition>>;
export type CustomFieldValues = { model: string; instance_id: string; values: Record<string, unknown> };
export type CustomFieldError = { model: string; instance_id: string; custom_field: string; message: string };
export type CustomFieldValidationError = {
  network_name: string;
  network_id: number;
  errors: CustomFieldError[];
};

function checkValue(definition: CustomFieldDefinition, value: unknown): string | undefined {
  if (value === null || value === '') return definition.required ? 'is required' : undefined;
  switch (definition.type) {
    case 'string': {
      if (typeof value !== 'string') return 'must be a string';
      if (definition.enum && !definition.enum.includes(value))
        return `must be one of: ${definition.enum.join(', ')}`;
      if (definition.maxLength !== undefined && value.length > definition.maxLength) {
        return `must have at most ${definition.maxLength} characters`;
      }
      if (definition.pattern && !new RegExp(definition.pattern).test(value)) {
        return `must match the pattern ${definition.pattern}`;
      }
      return undefined;
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return `must be a${definition.type === 'integer' ? 'n integer' : ' number'}`;
      if (definition.type === 'integer' && !Number.isInteger(value)) return 'must be an integer';
      if (definition.minimum !== undefined && value < definition.minimum)
        return `must be at least ${definition.minimum}`;
      if (definition.maximum !== undefined && value > definition.maximum)
        return `must be at most ${definition.maximum}`;
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
  }
}

export function validateCustomFields(
  schema: CustomFieldsSchema,
  items: CustomFieldValues[],
): CustomFieldError[] {
  const errors: CustomFieldError[] = [];
  for (const item of items) {
    const fields = schema[item.model];
    const base = { model: item.model, instance_id: item.instance_id };
    if (!fields) {
      errors.push({ ...base, custom_field: '', message: `The model '${item.model}' has no custom fields.` });
      continue;
    }
    for (const [name, value] of Object.entries(item.values)) {
      const definition = fields[name];
      if (!definition) {
        errors.push({ ...base, custom_field: name, message: `Unknown custom field '${name}'.` });
        continue;
      }
      const problem = checkValue(definition, value);
      if (problem)
        errors.push({ ...base, custom_field: name, message: `${definition.title ?? name} ${problem}.` });
    }
  }
  return errors;
}

/** Problems of a schema the contract cannot see: choices on a non-text field, bounds, patterns, duplicates. */
export function schemaProblems(schema: CustomFieldsSchema): string[] {
  const problems: string[] = [];
  for (const [model, fields] of Object.entries(schema)) {
    for (const [name, definition] of Object.entries(fields)) {
      const label = `${model}.${name}`;
      if (definition.enum) {
        if (definition.type !== 'string') problems.push(`${label}: choices need the type string.`);
        if (definition.enum.length === 0) problems.push(`${label}: give at least one choice.`);
        if (new Set(definition.enum).size !== definition.enum.length)
          problems.push(`${label}: the choices repeat a value.`);
      }
      if (
        definition.minimum !== undefined &&
        definition.maximum !== undefined &&
        definition.minimum > definition.maximum
      ) {
        problems.push(`${label}: the minimum is above the maximum.`);
      }
      if (definition.pattern !== undefined) {
        try {
          new RegExp(definition.pattern);
        } catch {
          problems.push(`${label}: the pattern is not a valid regular expression.`);
        }
      }
    }
  }
  return problems;
}
