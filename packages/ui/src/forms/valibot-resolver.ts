import * as v from 'valibot';

/** Field errors keyed by dotted path, the shape `@mantine/form` expects from `validate`. */
export type FormErrors = Record<string, string>;

/**
 * Turns a valibot schema into a `@mantine/form` validator: the first message per field, keyed by its path.
 * Written here because no valibot resolver for Mantine is in the workspace, and it is ten lines.
 */
export function valibotResolver<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (values: unknown): FormErrors => {
    const result = v.safeParse(schema, values, { abortPipeEarly: true });
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
}
