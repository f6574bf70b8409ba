/**
 * A fetch-shaped call over XMLHttpRequest, for the one thing fetch cannot do: report how much of the request
 * body has been sent. The answer comes back as a standard `Response`, so the mutator reads it, and raises its
 * errors, exactly as it does for fetch.
 */

/** How much of a request body has been sent; `total` is null when the browser does not know it. */
export type UploadProgress = { loaded: number; total: number | null };

export type XhrInit = {
  method: string;
  headers: Headers;
  body: BodyInit | undefined;
  signal: AbortSignal | undefined;
  onUploadProgress: (progress: UploadProgress) => void;
};

/** Statuses whose answer has no body (a `Response` with one cannot be made). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** `getAllResponseHeaders()` text as Headers; lines that are not `name: value` are skipped. */
export function parseResponseHeaders(text: string): Headers {
  const headers = new Headers();
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header name the Headers class refuses is not one the mutator reads.
    }
  }
  return headers;
}

/** An upload's progress in whole percent (0–100), or null while its size is unknown. */
export function uploadPercent(progress: UploadProgress): number | null {
  if (progress.total === null || progress.total <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor((progress.loaded / progress.total) * 100)));
}

/**
 * Sends the request and resolves with its answer, whatever the status; rejects with a TypeError when no
 * answer came (as fetch does) and with an `AbortError` when the signal fired.
 */
export function xhrFetch(xhr: XMLHttpRequest, url: string, init: XhrInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => xhr.abort();
    const done = () => init.signal?.removeEventListener('abort', abort);
    xhr.open(init.method, url, true);
    xhr.withCredentials = true;
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of init.headers) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      init.onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    });
    xhr.addEventListener('load', () => {
      done();
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as ArrayBuffer | null);
      try {
        resolve(
          new Response(body, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      } catch {
        // A status outside 200–599 (0 when the browser gave up): no answer, as fetch reports it.
        reject(new TypeError('Failed to fetch'));
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The request was aborted.', 'AbortError'));
    });
    init.signal?.addEventListener('abort', abort);
    // XMLHttpRequest takes the body types the mutator encodes (FormData, text, URLSearchParams, Blob).
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
