/**
 * A non-ok answer (spec §8): the URL called, the status, its standard name ('Generic Error' outside the
 * IANA names of 400–511) and the parsed body (FastAPI's `{detail}`, the 422 list, `{error}` for a version
 * mismatch, text when the body is not JSON, `undefined` when empty). The message is the status text.
 */
export class ApiError<TBody = unknown> extends Error {
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: TBody;

  constructor(url: string, status: number, statusText: string, body: TBody) {
    super(statusText);
    this.name = 'ApiError';
    this.url = url;
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/**
 * True for an `ApiError`, also one raised by another copy of this package (the built `dist/` next to the
 * source in one app), where `instanceof` alone would say no.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof Reflect.get(error, 'status') === 'number' &&
    typeof Reflect.get(error, 'url') === 'string'
  );
}

/** The message of a cancelled request (spec §8). */
export const REQUEST_ABORTED = 'Request aborted';

/** Raised when the request's AbortSignal fires, before or during the call. */
export class RequestAbortedError extends Error {
  constructor() {
    super(REQUEST_ABORTED);
    // The name DOM and Node give cancellations, so generic `name === 'AbortError'` checks keep working.
    this.name = 'AbortError';
  }
}
