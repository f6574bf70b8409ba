import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlOf, IMMUTABLE_CACHE, REVALIDATE, spaPlugin } from '../src/plugins/spa';

/** A built app as Vite writes it: hashed assets with their Brotli and gzip copies, index.html, a favicon. */
function writeBuild(dir: string) {
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}];\n`;
  const html = `<!doctype html><html lang="en"><head></head><body><div id="root">${'<p>shell</p>'.repeat(60)}</div></body></html>`;
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of [
    ['assets/index-Ab12Cd34.js', script],
    ['index.html', html],
  ] as const) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { script, html };
}

describe('the built web app', () => {
  let app: FastifyInstance;
  let dir: string;
  let files: ReturnType<typeof writeBuild>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lne-spa-'));
    files = writeBuild(dir);
    app = Fastify();
    await app.register(spaPlugin, { webDist: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encodings?: string) =>
    app.inject({ method: 'GET', url, headers: encodings ? { 'accept-encoding': encodings } : {} });

  it('sends the Brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const answer = await get('/network/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(files.script);
  });

  it('sends gzip to a browser without Brotli, and the plain file to one without either', async () => {
    const gzipped = await get('/network/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(files.script);
    const plain = await get('/network/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files.script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('revalidates index.html on every load, for the app root and for a client-side route', async () => {
    for (const url of ['/network/', '/network/inventory/hosts']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(files.html);
    }
    expect((await get('/network/favicon.svg')).headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers 404 for an asset that is not in the build, not the app page', async () => {
    const answer = await get('/network/assets/NetmapPage-Gone1234.js', 'br');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type'] ?? '').not.toMatch(/html/);
  });

  it('tells hashed assets from the rest by their folder', () => {
    expect(cacheControlOf('assets/DataTable-5N4eg3JW.js')).toBe(IMMUTABLE_CACHE);
    expect(cacheControlOf(join('assets', 'index-Dsx1JjSd.css'))).toBe(IMMUTABLE_CACHE);
    expect(cacheControlOf('index.html')).toBe(REVALIDATE);
    expect(cacheControlOf('favicon.svg')).toBe(REVALIDATE);
  });
});
