import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, COMPRESS_FROM_BYTES } from '../src/http/answer-cache';
import { startTestApp, type TestApp } from './helpers';

describe('large answers travel gzip-compressed to clients that accept it', () => {
  let t: TestApp;
  const url = '/api/explorer/devices?explorer_network_id=1';
  beforeAll(async () => {
    t = await startTestApp({ dataset: true });
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
  });

  it('sends the plain bytes first, then the gzip copy of the same answer once it is ready', async () => {
    const gzipped = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await t.as('reader', { method: 'GET', url, headers: gzipped });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toBe('accept-encoding');
    let packed = first;
    for (let tries = 0; tries < 100 && packed.headers['content-encoding'] !== 'gzip'; tries += 1) {
      await sleep(20);
      packed = await t.as('reader', { method: 'GET', url, headers: gzipped });
    }
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(packed.rawPayload.length).toBeLessThan(first.rawPayload.length / 4);
    expect(gunzipSync(packed.rawPayload).equals(first.rawPayload)).toBe(true);

    // A client that does not ask for it (or refuses it) gets the plain bytes.
    const plain = await t.as('reader', { method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(first.rawPayload)).toBe(true);
    const refused = await t.as('reader', { method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  }, 60_000);

  it('small answers are sent as they are', async () => {
    const small = await t.as('reader', {
      method: 'GET',
      url: '/api/explorer/vlans?explorer_network_id=3',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip(['deflate', 'gzip'])).toBe(true);
  });
});
