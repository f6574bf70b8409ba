/** The exact error texts of spec §5 and §8, in one place for the app and the tests. */
export const ERROR_MESSAGES = {
  validationHeading: 'Validation errors:',
  validationEmpty: 'Validation error occurred',
  unexpected: 'An unexpected error occurred',
  wrongCredentials: 'Wrong username or password',
  versionUpdated: 'The app version has been updated',
} as const;

/** Kinds of a 422 item (spec §5). */
export const VALIDATION_KINDS = {
  missing: 'Missing field',
  extra: 'Extra field not allowed',
  value: 'Invalid value',
  type: 'Wrong type',
  other: 'Validation error',
} as const;

export type ValidationKind = (typeof VALIDATION_KINDS)[keyof typeof VALIDATION_KINDS];

/** Server texts the app reacts to (spec §8). */
export const SERVER_ERRORS = {
  inactiveUser: 'Missing token or inactive user.',
  notSuperuser: 'Not a superuser.',
  userDoesNotExist: 'The user does not exist.',
  unexpectedVersion: 'Unexpected version',
  badCredentials: 'LOGIN_BAD_CREDENTIALS',
} as const;

/** Separator of the location path of a 422 item: `body → username`. */
export const LOCATION_SEPARATOR = ' → ';
