import { isApiError } from '../http/api-error';
import { ERROR_MESSAGES, SERVER_ERRORS } from './messages';
import { formatValidationErrors } from './validation';

/**
 * 400 whose body `error` is 'Unexpected version' (spec §8): the server runs another version than the page
 * was loaded with; the app clears `nwos_version` and reloads.
 */
export function isUnexpectedVersion(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    isRecord(error.body) &&
    error.body.error === SERVER_ERRORS.unexpectedVersion
  );
}

/**
 * A 401 logs the person out (spec §4). The server words it 'Missing token or inactive user.' (spec §8), but
 * any 401 means the token is no longer accepted, so the text is not required.
 */
export function isLogoutError(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** 404 'The user does not exist.' is silently ignored by the global handler (spec §8). */
export function isIgnoredError(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && detailOf(error.body) === SERVER_ERRORS.userDoesNotExist;
}

/**
 * The text of the detail of an error body: FastAPI's string `detail`, the 422 list as formatted text,
 * or the `reason`/`title`/`message`/`code` of an object detail (fastapi-users answers `{code, reason}`).
 */
export function detailTitle(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const detail = body.detail;
  if (typeof detail === 'string') return detail || undefined;
  if (Array.isArray(detail)) return formatValidationErrors(detail).text;
  if (isRecord(detail)) {
    for (const key of ['reason', 'title', 'message', 'code']) {
      const value = detail[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return undefined;
}

/** What an error toast says (spec §8): the detail title, else the message, else a fixed text. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    const title = detailTitle(error.body);
    if (title) return title;
  }
  if (error instanceof Error && error.message) return error.message;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  return ERROR_MESSAGES.unexpected;
}

/**
 * The text of a failed login (spec §8): `LOGIN_BAD_CREDENTIALS` reads 'Wrong username or password', any
 * other code is shown as it is. Takes the code, or the error of the login call.
 */
export function loginErrorMessage(codeOrError: unknown): string {
  const code = typeof codeOrError === 'string' ? codeOrError : errorMessage(codeOrError);
  return code === SERVER_ERRORS.badCredentials ? ERROR_MESSAGES.wrongCredentials : code;
}

function detailOf(body: unknown): unknown {
  return isRecord(body) ? body.detail : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
