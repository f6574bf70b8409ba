/** An error answered to the client as FastAPI does: `{detail}` with the status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: unknown,
    readonly extra: Record<string, unknown> = {},
    /** Headers of the answer (`Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : `HTTP ${statusCode}`);
  }
}

export type ValidationIssue = { type: string; loc: (string | number)[]; msg: string };

export function validationError(issues: ValidationIssue[]): HttpError {
  return new HttpError(422, issues);
}

export const badRequest = (detail: unknown = 'Bad Request') => new HttpError(400, detail);
export const forbidden = (detail = 'Forbidden') => new HttpError(403, detail);
export const notFound = (detail = 'Not Found') => new HttpError(404, detail);

export const MESSAGES = {
  unauthorized: 'Missing token or inactive user.',
  notSuperuser: 'Not a superuser.',
  userNotFound: 'The user does not exist.',
  badCredentials: 'LOGIN_BAD_CREDENTIALS',
  userExists: 'REGISTER_USER_ALREADY_EXISTS',
  updateUserExists: 'UPDATE_USER_EMAIL_ALREADY_EXISTS',
  unexpectedVersion: 'Unexpected version',
  demoReadOnly: 'This is a read-only demo instance.',
  cookieOnlyWrite:
    'A request that changes data must send its token in the Authorization header; the cookie alone is not accepted.',
  demoAccount: 'The demo account cannot be changed.',
  networkNotFound: 'Explorer network not found.',
  networkForbidden: 'You have no access to this explorer network.',
  groupNotFound: 'Group not found.',
  snapshotNotFound: 'Snapshot not found.',
  liveSnapshot: 'The live snapshot cannot be renamed or deleted.',
} as const;

/** 429 with `Retry-After` in whole seconds, at least one. */
export function tooManyAttempts(what: string, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(
    429,
    `Too many ${what}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    {},
    { 'retry-after': String(seconds) },
  );
}

/** The refusal of the permission matrix, naming what was refused. */
export function notAllowed(action: string, subject: string): HttpError {
  return forbidden(`Not allowed to ${action} ${subject.replaceAll('_', ' ')}.`);
}
