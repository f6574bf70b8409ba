// Calls that follow their upload (`onUploadProgress`) travel over XMLHttpRequest — here happy-dom's, on a page
// of the loopback server's origin — and must behave as the fetch calls do: headers, envelope, errors, abort.
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LoopbackServer, MemoryStorage, startLoopbackServer } from '../test/support/loopback-server';
import { ApiError, apiFetch, configureClient, REQUEST_ABORTED, resetClientConfig } from './fetcher';
import { parseResponseHeaders, type UploadProgress, uploadPercent } from './http/xhr-transport';

let server: LoopbackServer;
let storage: MemoryStorage;
let window: Window;

beforeAll(async () => {
  server = await startLoopbackServer();
  window = new Window({ url: `${server.baseUrl}/network/` });
  // The page's FormData, as in a browser, where the mutator and XMLHttpRequest share one.
  vi.stubGlobal('FormData', window.FormData);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await window.happyDOM.close();
  await server.close();
});

beforeEach(() => {
  storage = new MemoryStorage();
  const XHR = window.XMLHttpRequest;
  configureClient({ baseUrl: '', storage, createXhr: () => new XHR() as unknown as XMLHttpRequest });
});

afterEach(() => {
  resetClientConfig();
  server.reset();
});

/** A multipart upload as the generated import call sends it, with the page's FormData and File. */
function upload(progress: UploadProgress[] = [], signal?: AbortSignal) {
  const form = new window.FormData();
  form.append('upload_file', new window.File(['hostname r1\n'], 'snapshot.zip'));
  return apiFetch<{ data: { task_id: string } }>(
    {
      url: `${server.baseUrl}/api/collectors/import`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: form,
      params: { explorer_network_id: 2, validate_only: false },
    },
    { onUploadProgress: (step) => progress.push(step), ...(signal ? { signal } : {}) },
  );
}

describe('calls that report their upload progress', () => {
  it('send the token, the version and the query, and answer the data of the envelope', async () => {
    storage.setItem('access_token', 'tok.en');
    storage.setItem('nwos_version', '0.1.0');
    server.reply('/api/collectors/import', { status: 202, body: { data: { task_id: 't-1' } } });
    await expect(upload()).resolves.toEqual({ task_id: 't-1' });
    const request = server.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/collectors/import?explorer_network_id=2&validate_only=false');
    expect(request?.headers.authorization).toBe('Bearer tok.en');
    expect(request?.headers['x-nwos-version']).toBe('0.1.0');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body.toString('utf8')).toContain('filename="snapshot.zip"');
    expect(request?.body.toString('utf8')).toContain('hostname r1');
  });

  it("raise the server's refusal as an ApiError with its status name and FastAPI body", async () => {
    const detail = 'The archive is not a .tar.gz, .tgz, .tar or .zip archive.';
    server.reply('/api/collectors/import', { status: 400, body: { detail } });
    const error = await upload().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', body: { detail } });
    expect((error as ApiError).url).toBe(
      `${server.baseUrl}/api/collectors/import?explorer_network_id=2&validate_only=false`,
    );
  });

  it('read a body that is not JSON as text, as the fetch calls do', async () => {
    server.reply('/api/collectors/import', { status: 413, body: 'Request Entity Too Large' });
    await expect(upload()).rejects.toMatchObject({
      status: 413,
      statusText: 'Content Too Large',
      body: 'Request Entity Too Large',
    });
  });

  it("end with 'Request aborted' when cancelled before or during the call", async () => {
    const before = new AbortController();
    before.abort();
    await expect(upload([], before.signal)).rejects.toThrow(REQUEST_ABORTED);

    server.reply('/api/collectors/import', { hang: true });
    const during = new AbortController();
    const call = upload([], during.signal);
    await server.received('/api/collectors/import');
    during.abort();
    await expect(call).rejects.toThrow(REQUEST_ABORTED);
  });
});

describe('upload progress helpers', () => {
  it('turns bytes sent into whole percent, unknown while the size is', () => {
    expect(uploadPercent({ loaded: 0, total: 200 })).toBe(0);
    expect(uploadPercent({ loaded: 99, total: 200 })).toBe(49);
    expect(uploadPercent({ loaded: 200, total: 200 })).toBe(100);
    expect(uploadPercent({ loaded: 300, total: 200 })).toBe(100);
    expect(uploadPercent({ loaded: 10, total: null })).toBeNull();
    expect(uploadPercent({ loaded: 10, total: 0 })).toBeNull();
  });

  it('reads the header block of an answer, skipping lines that are no header', () => {
    const headers = parseResponseHeaders(
      'content-type: application/json\r\nx-a: 1: 2\r\nbroken line\r\n\r\n',
    );
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-a')).toBe('1: 2');
    expect([...headers.keys()]).toEqual(['content-type', 'x-a']);
  });
});
