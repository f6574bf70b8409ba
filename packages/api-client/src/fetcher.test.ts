// The mutator against a real HTTP server on loopback: what the server receives and what callers get back.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LoopbackServer, MemoryStorage, startLoopbackServer } from '../test/support/loopback-server';
import { CLIENT_VERSION } from './constants';
import { ApiError, apiFetch, configureClient, getClientConfig, resetClientConfig } from './fetcher';
import { getVersion } from './generated/fetch';

let server: LoopbackServer;
let storage: MemoryStorage;

beforeAll(async () => {
  server = await startLoopbackServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  storage = new MemoryStorage();
  configureClient({ baseUrl: server.baseUrl, storage });
});

afterEach(() => {
  resetClientConfig();
  server.reset();
});

const lastRequest = () => {
  const request = server.requests.at(-1);
  if (!request) throw new Error('the server received nothing');
  return request;
};

/** The rejection of a call, for assertions on its fields. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

describe('configuration', () => {
  it('defaults to an empty base URL, so calls go to /api of the page origin (spec §9)', () => {
    resetClientConfig();
    expect(getClientConfig().baseUrl).toBe('');
    expect(CLIENT_VERSION).toBe('0.1.0');
  });

  it('puts the configured base URL before the path, with or without a trailing slash', async () => {
    configureClient({ baseUrl: `${server.baseUrl}/` });
    await apiFetch({ url: '/api/version', method: 'GET' });
    expect(lastRequest().url).toBe('/api/version');

    configureClient({ baseUrl: `${server.baseUrl}/prefix` });
    await apiFetch({ url: '/api/version', method: 'GET' });
    expect(lastRequest().url).toBe('/prefix/api/version');
  });

  it('calls the server through the configured fetch with credentials included', async () => {
    const seen: RequestInit[] = [];
    configureClient({
      fetch: (input, init) => {
        if (init) seen.push(init);
        return fetch(input, init);
      },
    });
    await apiFetch({ url: '/api/version', method: 'GET' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.credentials).toBe('include');
    expect(lastRequest().path).toBe('/api/version');
  });
});

describe('headers', () => {
  it('sends the bearer token from access_token and the version from nwos_version', async () => {
    storage.setItem('access_token', 'tok.en.value');
    storage.setItem('nwos_version', '0.1.0');
    await apiFetch({ url: '/api/version', method: 'GET' });
    expect(lastRequest().headers.authorization).toBe('Bearer tok.en.value');
    expect(lastRequest().headers['x-nwos-version']).toBe('0.1.0');
  });

  it('sends neither when the storage holds none', async () => {
    await apiFetch({ url: '/api/version', method: 'GET' });
    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(lastRequest().headers['x-nwos-version']).toBeUndefined();
  });

  it('reads the storage at every call, so a login or logout takes effect at once', async () => {
    storage.setItem('access_token', 'first');
    await apiFetch({ url: '/api/a', method: 'GET' });
    storage.setItem('access_token', 'second');
    await apiFetch({ url: '/api/b', method: 'GET' });
    storage.removeItem('access_token');
    await apiFetch({ url: '/api/c', method: 'GET' });
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer first',
      'Bearer second',
      undefined,
    ]);
  });

  it('takes token and version from configured functions, also asynchronous ones', async () => {
    configureClient({ getToken: async () => 'from-vault', getVersion: () => '9.9.9' });
    await apiFetch({ url: '/api/version', method: 'GET' });
    expect(lastRequest().headers.authorization).toBe('Bearer from-vault');
    expect(lastRequest().headers['x-nwos-version']).toBe('9.9.9');
  });

  it('passes the headers of the call', async () => {
    await apiFetch({ url: '/api/x', method: 'GET', headers: { 'X-Trace': 'abc' } });
    expect(lastRequest().headers['x-trace']).toBe('abc');
  });
});

describe('query', () => {
  it('serialises arrays and objects in bracket style and skips empty values', async () => {
    await apiFetch({
      url: '/api/explorer/devices',
      method: 'GET',
      params: {
        explorer_network_id: 1,
        'tag_ids[]': [1, 2],
        vendors: ['cisco', 'moxa'],
        filter: { name: 'core sw' },
        search: undefined,
        snapshot_id: null,
      },
    });
    expect(lastRequest().url).toBe(
      '/api/explorer/devices?explorer_network_id=1&tag_ids[]=1&tag_ids[]=2&vendors[]=cisco&vendors[]=moxa&filter[name]=core%20sw',
    );
  });
});

describe('bodies', () => {
  it('sends JSON by default', async () => {
    await apiFetch({ url: '/api/system/explorer_networks', method: 'POST', data: { name: 'OT plant' } });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest().body.toString())).toEqual({ name: 'OT plant' });
  });

  it('sends JSON with DELETE too (bulk deletes)', async () => {
    await apiFetch({ url: '/api/explorer/devices/bulk', method: 'DELETE', data: { data: ['01H', '01J'] } });
    expect(lastRequest().method).toBe('DELETE');
    expect(JSON.parse(lastRequest().body.toString())).toEqual({ data: ['01H', '01J'] });
  });

  it('sends a form-urlencoded login', async () => {
    await apiFetch({
      url: '/api/system/auth/jwt/login',
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: { username: 'admin', password: 'p@ss word' },
    });
    expect(lastRequest().headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(lastRequest().body.toString()))).toEqual({
      username: 'admin',
      password: 'p@ss word',
    });
  });

  it('sends URLSearchParams as a form', async () => {
    const form = new URLSearchParams({ username: 'user', password: 'user' });
    await apiFetch({ url: '/api/system/auth/jwt/login', method: 'post', data: form });
    expect(lastRequest().headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(lastRequest().body.toString()).toBe('username=user&password=user');
  });

  it('sends FormData as multipart with the boundary fetch chose', async () => {
    const form = new FormData();
    form.append('upload_file', new Blob(['patch bytes'], { type: 'application/gzip' }), 'patch.tgz');
    await apiFetch({
      url: '/api/system/maintenance/upload_patch',
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: form,
    });
    const request = lastRequest();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=.+/);
    const received = await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    const file = received.get('upload_file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('patch.tgz');
    expect(await (file as File).text()).toBe('patch bytes');
  });

  it('sends no body without data', async () => {
    await apiFetch({ url: '/api/system/maintenance/run_cleanup', method: 'POST' });
    expect(lastRequest().body.length).toBe(0);
    expect(lastRequest().headers['content-type']).toBeUndefined();
  });
});

describe('answers', () => {
  it('returns the payload of the data envelope', async () => {
    server.reply('/api/system/users', { body: { data: [{ id: 1, username: 'admin' }] } });
    await expect(apiFetch({ url: '/api/system/users', method: 'GET' })).resolves.toEqual([
      { id: 1, username: 'admin' },
    ]);
  });

  it('unwraps one level only', async () => {
    server.reply('/api/explorer/devices/01H', { body: { data: { created: '2024-01-01', data: { id: 7 } } } });
    await expect(apiFetch({ url: '/api/explorer/devices/01H', method: 'GET' })).resolves.toEqual({
      created: '2024-01-01',
      data: { id: 7 },
    });
  });

  it('returns answers without an envelope whole (the login)', async () => {
    server.reply('/api/system/auth/jwt/login', { body: { access_token: 'jwt', token_type: 'bearer' } });
    await expect(apiFetch({ url: '/api/system/auth/jwt/login', method: 'POST' })).resolves.toEqual({
      access_token: 'jwt',
      token_type: 'bearer',
    });
  });

  it('gives undefined for 204 and for an empty 200', async () => {
    server.reply('/api/system/auth/jwt/logout', { status: 204 });
    await expect(apiFetch({ url: '/api/system/auth/jwt/logout', method: 'POST' })).resolves.toBeUndefined();
    server.reply('/api/empty', { status: 200 });
    await expect(apiFetch({ url: '/api/empty', method: 'GET' })).resolves.toBeUndefined();
  });

  it('returns text that is not JSON as text, and blobs when asked', async () => {
    server.reply('/api/logs', { body: 'line 1\nline 2', headers: { 'content-type': 'text/plain' } });
    await expect(apiFetch({ url: '/api/logs', method: 'GET' })).resolves.toBe('line 1\nline 2');
    server.reply('/api/system/backups/b.tar.gz', { body: 'archive' });
    const blob = await apiFetch<Blob>({
      url: '/api/system/backups/b.tar.gz',
      method: 'GET',
      responseType: 'blob',
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(await (blob as Blob).text()).toBe('archive');
  });

  it('works for the generated functions', async () => {
    const version = { version: '0.1.0', git_commit_id: 'abc' };
    server.reply('/api/version', { body: { data: version } });
    await expect(getVersion()).resolves.toEqual(version);
  });
});

describe('errors', () => {
  it.each([
    [400, 'Bad Request', { detail: 'Bad Request' }],
    [401, 'Unauthorized', { detail: 'Missing token or inactive user.' }],
    [403, 'Forbidden', { detail: 'Not a superuser.' }],
    [404, 'Not Found', { detail: 'The user does not exist.' }],
    [409, 'Conflict', { detail: 'exists' }],
    [
      422,
      'Unprocessable Content',
      { detail: [{ type: 'missing', loc: ['body', 'name'], msg: 'Field required' }] },
    ],
    [429, 'Too Many Requests', { detail: 'slow down' }],
    [500, 'Internal Server Error', { detail: 'boom' }],
    [502, 'Bad Gateway', { detail: 'upstream' }],
    [503, 'Service Unavailable', { detail: 'later' }],
    [511, 'Network Authentication Required', { detail: 'portal' }],
  ])('raises ApiError %i %s with url, status and body', async (status, name, body) => {
    server.reply('/api/fail', { status, body });
    const error = await failure(apiFetch({ url: '/api/fail', method: 'GET', params: { a: 1 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: name,
      url: `${server.baseUrl}/api/fail?a=1`,
      status,
      statusText: name,
      body,
    });
  });

  it("uses the standard name, not the server's reason phrase", async () => {
    server.reply('/api/custom', { status: 422, reason: 'Whatever Proxy Says', body: { detail: [] } });
    const error = await failure(apiFetch({ url: '/api/custom', method: 'GET' }));
    expect(error).toMatchObject({ status: 422, statusText: 'Unprocessable Content' });
  });

  it.each([599, 418, 499])("gives 'Generic Error' for %i", async (status) => {
    server.reply('/api/odd', { status, body: { detail: 'odd' } });
    const error = await failure(apiFetch({ url: '/api/odd', method: 'GET' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, statusText: 'Generic Error', body: { detail: 'odd' } });
  });

  it('keeps a body that is not JSON as text and an empty one as undefined', async () => {
    server.reply('/api/text', { status: 502, body: '<html>bad gateway</html>' });
    expect(await failure(apiFetch({ url: '/api/text', method: 'GET' }))).toMatchObject({
      body: '<html>bad gateway</html>',
    });
    server.reply('/api/empty-error', { status: 500 });
    expect(await failure(apiFetch({ url: '/api/empty-error', method: 'GET' }))).toMatchObject({
      status: 500,
      body: undefined,
    });
  });

  it('passes the version mismatch body through for isUnexpectedVersion', async () => {
    server.reply('/api/version', { status: 400, body: { error: 'Unexpected version' } });
    storage.setItem('nwos_version', '0.0.1');
    expect(await failure(getVersion())).toMatchObject({ status: 400, body: { error: 'Unexpected version' } });
  });
});

describe('cancellation', () => {
  it("raises 'Request aborted' when the signal fires during the call", async () => {
    server.reply('/api/slow', { hang: true });
    const controller = new AbortController();
    const call = apiFetch({ url: '/api/slow', method: 'GET', signal: controller.signal });
    await server.received('/api/slow');
    controller.abort();
    const error = await failure(call);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Request aborted');
  });

  it("raises 'Request aborted' without calling when the signal already fired", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(apiFetch({ url: '/api/never', method: 'GET', signal: controller.signal }));
    expect((error as Error).message).toBe('Request aborted');
    expect(server.requests).toHaveLength(0);
  });

  it('cancels generated calls through the per-call signal', async () => {
    server.reply('/api/version', { hang: true });
    const controller = new AbortController();
    const call = getVersion({ signal: controller.signal });
    await server.received('/api/version');
    controller.abort();
    expect(((await failure(call)) as Error).message).toBe('Request aborted');
  });

  it('aborts when either the query signal or the per-call signal fires', async () => {
    server.reply('/api/slow', { hang: true });
    const query = new AbortController();
    const call = apiFetch(
      { url: '/api/slow', method: 'GET', signal: query.signal },
      { signal: new AbortController().signal },
    );
    await server.received('/api/slow');
    query.abort();
    expect(((await failure(call)) as Error).message).toBe('Request aborted');
  });
});

describe('per-call options', () => {
  it('lets the headers of the call win over the stored token and version', async () => {
    storage.setItem('access_token', 'stored');
    storage.setItem('nwos_version', '0.1.0');
    await getVersion({ headers: { Authorization: 'Bearer explicit', 'x-nwos-version': '2.0.0' } });
    expect(lastRequest().headers.authorization).toBe('Bearer explicit');
    expect(lastRequest().headers['x-nwos-version']).toBe('2.0.0');
  });

  it('adds the headers of the call', async () => {
    server.reply('/api/version', { body: { data: { version: '0.1.0', git_commit_id: 'x' } } });
    await getVersion({ headers: { 'x-request-id': 'req-1' } });
    expect(lastRequest().headers['x-request-id']).toBe('req-1');
  });
});
