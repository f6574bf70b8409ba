import { ERROR_MESSAGES, LOCATION_SEPARATOR, VALIDATION_KINDS, type ValidationKind } from './messages';

/** One item of FastAPI's 422 answer, as shown to the person. */
export type ValidationIssue = {
  /** Position in the list, from 1. */
  number: number;
  kind: ValidationKind;
  /** The `loc` path joined with ' → ', e.g. `body → username`; empty when the server gave none. */
  location: string;
  message: string;
};

export type FormattedValidationErrors = {
  issues: ValidationIssue[];
  /** The numbered list headed 'Validation errors:', or 'Validation error occurred' when there is none. */
  text: string;
};

/**
 * The kind of a pydantic error type: v2 names (`missing`, `extra_forbidden`, `int_parsing`, `string_type`,
 * `value_error`) and their v1 spellings (`value_error.missing`, `type_error.integer`).
 */
export function validationKind(type: string): ValidationKind {
  if (type === 'missing' || type === 'value_error.missing') return VALIDATION_KINDS.missing;
  if (type === 'extra_forbidden' || type === 'value_error.extra') return VALIDATION_KINDS.extra;
  if (type.endsWith('_type') || type.endsWith('_parsing') || type.startsWith('type_error')) {
    return VALIDATION_KINDS.type;
  }
  if (type === 'value_error' || type.startsWith('value_error.')) return VALIDATION_KINDS.value;
  return VALIDATION_KINDS.other;
}

/**
 * Formats a 422 answer for the person (spec §5):
 *
 *     Validation errors:
 *     1. Missing field (body → username): Field required
 *     2. Wrong type (query → explorer_network_id): Input should be a valid integer
 *
 * Takes the `detail` list or the whole body (`{detail: [...]}`); entries that are not objects are skipped.
 */
export function formatValidationErrors(detail: unknown): FormattedValidationErrors {
  const issues = detailList(detail)
    .filter(isRecord)
    .map((item, index) => toIssue(item, index + 1));
  if (issues.length === 0) return { issues, text: ERROR_MESSAGES.validationEmpty };
  const lines = issues.map(issueLine);
  return { issues, text: [ERROR_MESSAGES.validationHeading, ...lines].join('\n') };
}

/** One line of the list: `1. Missing field (body → username): Field required`. */
export function issueLine(issue: ValidationIssue): string {
  const where = issue.location ? ` (${issue.location})` : '';
  return `${issue.number}. ${issue.kind}${where}: ${issue.message}`;
}

function detailList(detail: unknown): unknown[] {
  if (Array.isArray(detail)) return detail;
  if (isRecord(detail) && Array.isArray(detail.detail)) return detail.detail;
  return [];
}

function toIssue(item: Record<string, unknown>, number: number): ValidationIssue {
  const loc = Array.isArray(item.loc) ? item.loc : [];
  return {
    number,
    kind: validationKind(typeof item.type === 'string' ? item.type : ''),
    location: loc.map(String).join(LOCATION_SEPARATOR),
    message: typeof item.msg === 'string' ? item.msg : '',
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
