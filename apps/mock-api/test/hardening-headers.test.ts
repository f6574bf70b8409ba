import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

/** The probe: no security header was sent, on the app or on the API. */
describe('security headers', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'lne-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'index.js'), 'export {};');
    t = await startTestApp({ webDist });
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const directives = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name, values]),
    );

  it.each([
    ['the web app', '/network/'],
    ['a client-side route', '/network/inventory/hosts'],
    ['a script of the app', '/network/assets/index.js'],
    ['an API answer', '/api/version'],
    ['an API refusal', '/api/system/users/me'],
    ['an unknown path', '/nowhere'],
    ['Swagger UI', '/docs/static/index.html'],
  ])('sends CSP, nosniff, a referrer policy and no framing on %s', async (_name, url) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('same-origin');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    const csp = directives(answer.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('sends them on a refusal by a hook too (version mismatch)', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { 'x-nwos-version': '0.0.1' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
