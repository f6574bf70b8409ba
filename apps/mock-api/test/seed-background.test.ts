import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { DATASET_PENDING, seedDatabase } from '../src/db/seed-base';
import { tokenFor } from './helpers';

/** Every stored document (and snapshot row) of a database, in one comparable text. */
async function dump(app: FastifyInstance): Promise<string> {
  const rows = await app.ctx.database.rows(
    sql`SELECT explorer_network_id, snapshot_id, kind, doc_id, data::text AS t FROM network_docs ORDER BY 1, 2, 3, 4`,
  );
  const taken = await app.ctx.database.rows(
    sql`SELECT id, explorer_network_id, name, created FROM snapshots ORDER BY id`,
  );
  return JSON.stringify([rows, taken]);
}

describe('storing the generated dataset in the background', () => {
  let dataDir: string;
  let expected: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lne-api-background-'));
    // The same dataset stored the usual way (before answering), to compare with.
    const database = await openDatabase({});
    await migrate(database);
    await seedDatabase(database.db, { now: 1 });
    const rows = await database.rows(
      sql`SELECT explorer_network_id, snapshot_id, kind, doc_id, data::text AS t FROM network_docs ORDER BY 1, 2, 3, 4`,
    );
    const taken = await database.rows(
      sql`SELECT id, explorer_network_id, name, created FROM snapshots ORDER BY id`,
    );
    expected = JSON.stringify([rows, taken]);
    await database.close();
  }, 180_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers the version at once, and a device list asked meanwhile waits for every device', async () => {
    const app = await buildApp({ dataDir, seedInBackground: true });
    let stored = false;
    const ready = app.datasetReady.then(() => {
      stored = true;
    });
    const version = await app.inject({ method: 'GET', url: '/api/version' });
    expect(version.statusCode).toBe(200);
    expect(stored).toBe(false);
    const token = await tokenFor(app, 'reader');
    const list = await app.inject({
      method: 'GET',
      url: '/api/explorer/devices?explorer_network_id=1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored).toBe(true);
    expect(list.statusCode).toBe(200);
    await ready;
    const again = await app.inject({
      method: 'GET',
      url: '/api/explorer/devices?explorer_network_id=1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((list.json() as { data: unknown[] }).data.length).toBeGreaterThan(10);
    expect(list.body).toBe(again.body);
    expect(await dump(app)).toBe(expected);
    const marker = await app.ctx.database.rows(sql`SELECT key FROM settings WHERE key = ${DATASET_PENDING}`);
    expect(marker).toEqual([]);
    await app.close();
  }, 120_000);

  it('an interrupted run is stored again from scratch at the next start', async () => {
    const app = await buildApp({ dataDir });
    // As if the process had stopped halfway: the marker is back and some documents are missing.
    await app.ctx.database.rows(sql`INSERT INTO settings (key, value) VALUES (${DATASET_PENDING}, 'true')`);
    await app.ctx.database.rows(sql`DELETE FROM network_docs WHERE explorer_network_id = 2`);
    await app.ctx.database.rows(sql`DELETE FROM snapshots WHERE explorer_network_id = 3`);
    expect(await dump(app)).not.toBe(expected);
    await app.close();

    const restarted = await buildApp({ dataDir, seedInBackground: true });
    // Storing begins once the server is ready (listening or first call).
    await restarted.ready();
    await restarted.datasetReady;
    expect(await dump(restarted)).toBe(expected);
    const marker = await restarted.ctx.database.rows(
      sql`SELECT key FROM settings WHERE key = ${DATASET_PENDING}`,
    );
    expect(marker).toEqual([]);
    await restarted.close();

    // Once stored, a restart stores nothing again.
    const third = await buildApp({ dataDir, seedInBackground: true });
    await third.ready();
    await third.datasetReady;
    expect(await dump(third)).toBe(expected);
    await third.close();
  }, 180_000);
});
