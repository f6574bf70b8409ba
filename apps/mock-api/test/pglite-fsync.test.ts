import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { tokenFor } from './helpers';

/** The status of a call over a real connection, noted in `events` when its answer arrives. */
function call(
  app: FastifyInstance,
  events: string[],
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<number> {
  const { port } = app.server.address() as AddressInfo;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (answer) => {
        events.push(`answer ${method}`);
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

// PGlite on disk only: in the PostgreSQL pass the server's own fsync does this.
describe('PGlite writes reach the disk before the answer', () => {
  let dataDir: string;
  let app: FastifyInstance;
  const events: string[] = [];
  let token = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lne-fsync-'));
    app = await buildApp({
      dataDir,
      dataset: false,
      onSync: (path) => events.push(`sync ${path}`),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    token = await tokenFor(app, 'user');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('syncs the WAL a created tag was written to before its 201 leaves', async () => {
    events.length = 0;
    const status = await call(app, events, 'POST', '/api/explorer/tags?explorer_network_id=1', token, {
      name: 'synced before answered',
      klass: 'device',
    });
    expect(status).toBe(201);
    const answeredAt = events.indexOf('answer POST');
    const walSyncs = events.flatMap((event, at) => (/^sync .*pg_wal\//.test(event) ? [at] : []));
    expect(walSyncs.length).toBeGreaterThan(0);
    expect(walSyncs.every((at) => at < answeredAt)).toBe(true);
  });

  it('syncs nothing for a read', async () => {
    events.length = 0;
    expect(await call(app, events, 'GET', '/api/explorer/tags?explorer_network_id=1', token)).toBe(200);
    expect(events).toEqual(['answer GET']);
  });
});
