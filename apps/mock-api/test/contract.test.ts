import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, toOpenApiPath } from '../src/validation';
import { startTestApp, type TestApp } from './helpers';

describe('the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    // Every answer matched the contract.
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('has an operation for every route the server registers under /api and /send-email', () => {
    const contract = loadContract();
    const registered = t.app.registeredRoutes;
    const missing = registered
      .filter((route) => route.url.startsWith('/api') || route.url === '/send-email')
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => !contract.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
    expect(registered.length).toBeGreaterThan(50);
  });

  it('serves Swagger UI and the document at /docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
    const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect((json.json() as { paths: Record<string, unknown> }).paths).toHaveProperty('/api/system/users/me');
  });
});
