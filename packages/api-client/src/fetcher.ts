/**
 * The one fetch mutator of every generated call: base URL, auth, version header, query serialisation,
 * body encoding, the `data` envelope and typed errors (spec §7–§9). Orval reads `ErrorType` from this file
 * and types the errors of the generated hooks with it.
 */
import { VERSION_HEADER } from './constants';
import { ApiError, RequestAbortedError } from './http/api-error';
import { getClientConfig } from './http/config';
import { encodeBody } from './http/encode-body';
import { withQuery } from './http/serialize-query';
import { statusText } from './http/status-text';
import { type UploadProgress, xhrFetch } from './http/xhr-transport';

export { ApiError, isApiError, REQUEST_ABORTED, RequestAbortedError } from './http/api-error';
export {
  type ClientConfig,
  configureClient,
  getClientConfig,
  type KeyValueStorage,
  resetClientConfig,
} from './http/config';
export { serializeQuery } from './http/serialize-query';
export { GENERIC_ERROR, statusText } from './http/status-text';
export { type UploadProgress, uploadPercent } from './http/xhr-transport';

export type RequestConfig = {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'get' | 'post' | 'put' | 'patch' | 'delete';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `blob`, `arraybuffer` or `text` for downloads; anything else reads JSON. */
  responseType?: string;
};

/**
 * Per-call options, the second argument of every generated function (`getVersion({signal})`) and the
 * `request` option of every generated hook.
 */
export type RequestOptions = {
  /** Cancels the call with 'Request aborted'; combined with the signal React Query passes. */
  signal?: AbortSignal;
  /** Extra headers of this call. */
  headers?: Record<string, string>;
  /**
   * Called as the request body goes out (uploads). The call then travels over XMLHttpRequest, the only browser
   * API that reports it, with the same headers, credentials, cancellation, answer and errors.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
};

/** Unwraps the `{data: …}` envelope of the answer type; answers without it (login) stay as they are. */
export type Unwrapped<T> = T extends { data: infer D } ? D : T;

/** The error type of generated hooks: an `ApiError` whose body has the declared error shape. */
export type ErrorType<E> = ApiError<E>;

export async function apiFetch<T>(config: RequestConfig, options?: RequestOptions): Promise<Unwrapped<T>> {
  const client = getClientConfig();
  const url = `${client.baseUrl.replace(/\/+$/, '')}${withQuery(config.url, config.params)}`;
  const signal = anySignal(config.signal, options?.signal);
  if (signal?.aborted) throw new RequestAbortedError();

  const [token, version] = await Promise.all([client.getToken(), client.getVersion()]);
  const headers = new Headers(config.headers);
  for (const [name, value] of Object.entries(options?.headers ?? {})) headers.set(name, value);
  // Headers given for the call win over the stored ones (a script acting for several users, a version probe).
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  if (version && !headers.has(VERSION_HEADER)) headers.set(VERSION_HEADER, version);
  const encoded = encodeBody(config.data, headers);

  try {
    const method = config.method.toUpperCase();
    const onUploadProgress = options?.onUploadProgress;
    const response = onUploadProgress
      ? await xhrFetch(client.createXhr(), url, {
          method,
          headers: encoded.headers,
          body: encoded.body,
          signal,
          onUploadProgress,
        })
      : await client.fetch(url, {
          method,
          headers: encoded.headers,
          credentials: 'include',
          ...(encoded.body === undefined ? {} : { body: encoded.body }),
          ...(signal ? { signal } : {}),
        });
    if (!response.ok) {
      throw new ApiError(url, response.status, statusText(response.status), await readBody(response));
    }
    if (config.responseType === 'blob') return (await response.blob()) as Unwrapped<T>;
    if (config.responseType === 'arraybuffer') return (await response.arrayBuffer()) as Unwrapped<T>;
    if (config.responseType === 'text') return (await response.text()) as Unwrapped<T>;
    return unwrap(await readBody(response)) as Unwrapped<T>;
  } catch (error) {
    if (signal?.aborted || isAbort(error)) throw new RequestAbortedError();
    throw error;
  }
}

export default apiFetch;

/** JSON when it parses, the raw text otherwise, `undefined` for 204 and empty bodies. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The payload of the `{data: …}` envelope; answers without one (the login) are returned whole. */
function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const given = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (given.length <= 1) return given[0];
  return AbortSignal.any(given);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
