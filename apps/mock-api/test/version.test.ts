import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { pickCommit } from '../src/version';

describe('GET /api/version', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  it('answers the version and commit in the data envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/version' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: { version: string; git_commit_id: string } };
    expect(body.data.version).toBe('0.1.0');
    expect(body.data.git_commit_id).toMatch(/^([0-9a-f]{40}|unknown)$/);
  });

  it('answers unknown routes with FastAPI not-found detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });
});

describe('the reported commit', () => {
  const head = 'a'.repeat(40);
  const baked = 'b'.repeat(40);

  it("is the checkout's HEAD over the one baked in at build time (a build restored from a cache)", () => {
    expect(pickCommit(undefined, () => head, baked)).toBe(head);
  });

  it('is the baked one outside a checkout, and LNE_GIT_COMMIT over both', () => {
    expect(pickCommit(undefined, () => undefined, baked)).toBe(baked);
    expect(pickCommit('c'.repeat(40), () => head, baked)).toBe('c'.repeat(40));
    expect(pickCommit(undefined, () => undefined, undefined)).toBe('unknown');
  });
});
