/**
 * Request bodies of spec §7: JSON by default, `application/x-www-form-urlencoded` when the content type says
 * so (the login), `multipart/form-data` for FormData (uploads, restores, imports). For multipart the explicit
 * content type is dropped so that fetch writes it with the boundary of the body it sends.
 */
export type EncodedBody = { body: BodyInit | undefined; headers: Headers };

const FORM_URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const JSON_TYPE = 'application/json';

export function encodeBody(data: unknown, headers: Headers): EncodedBody {
  if (data === undefined) return { body: undefined, headers };
  const contentType = headers.get('content-type')?.toLowerCase() ?? '';

  if (data instanceof FormData) {
    headers.delete('content-type');
    return { body: data, headers };
  }
  if (data instanceof URLSearchParams) {
    if (!contentType) headers.set('content-type', `${FORM_URLENCODED};charset=UTF-8`);
    return { body: data, headers };
  }
  if (typeof data === 'string' || data instanceof Blob || data instanceof ArrayBuffer) {
    return { body: data, headers };
  }
  if (contentType.startsWith(FORM_URLENCODED) && isRecord(data)) {
    return { body: toSearchParams(data), headers };
  }
  if (contentType.startsWith(MULTIPART) && isRecord(data)) {
    headers.delete('content-type');
    return { body: toFormData(data), headers };
  }
  if (!contentType) headers.set('content-type', JSON_TYPE);
  return { body: JSON.stringify(data), headers };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lists repeat the key, as HTML forms do; empty values are left out. */
function toSearchParams(data: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params;
}

/** Files stay files; other objects travel as JSON text, which is how FastAPI reads them from a form field. */
function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item);
      else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}
