import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/index';
import { openDatabase } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { readStats } from '../src/db/network-store';
import { holdPendingDocs, pendingDocs, releasePendingDocs, storedDocTexts } from '../src/db/pending-docs';
import { networkDocs } from '../src/db/schema';
import { DATASET_PENDING, seedDatabase } from '../src/db/seed-base';
import { datasetDocs, generateSeedDataset, SeededStates } from '../src/db/seed-network';
import { loadSecretBox } from '../src/security/secrets';
import { tokenFor } from './helpers';

/** Read calls over every kind of document: lists, graph views, IPAM, history. */
const READS = [
  '/api/explorer/devices?explorer_network_id=1',
  '/api/explorer/devices?explorer_network_id=2&view=summary',
  '/api/explorer/hosts?explorer_network_id=1',
  '/api/explorer/vlans?explorer_network_id=2',
  '/api/explorer/graph/basegraph?explorer_network_id=1',
  '/api/explorer/graph/basegraph?explorer_network_id=2&snapshot_id=5',
  '/api/ipam/prefixes?explorer_network_id=2',
  '/api/ipam/ips?explorer_network_id=1',
  '/api/explorer/graph/difference?explorer_network_id=1&snapshot_id=1&diff_snapshot_id=4',
];

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
    await seedDatabase(database.db, { now: 1, secrets: loadSecretBox(undefined) });
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

  it('answers reads from the generated documents while storing them, and holds writes until they are stored', async () => {
    const app = await buildApp({ dataDir, seedInBackground: true });
    let stored = false;
    const ready = app.datasetReady.then(() => {
      stored = true;
    });
    const version = await app.inject({ method: 'GET', url: '/api/version' });
    expect(version.statusCode).toBe(200);
    expect(stored).toBe(false);
    const reader = await tokenFor(app, 'reader');
    const admin = await tokenFor(app, 'admin');
    await app.datasetReadable;
    const before = readStats.pending;
    const read = async (url: string) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${reader}` },
      });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    const early = new Map<string, string>();
    for (const url of READS) early.set(url, await read(url));
    // Some of these answers came from the held documents (not all kinds need be stored by now).
    expect(readStats.pending).toBeGreaterThan(before);
    const device = (JSON.parse(early.get(READS[0] ?? '') ?? '{}') as { data: { unique_id: string }[] })
      .data[1];
    expect(device).toBeDefined();
    const single = await read(`/api/explorer/devices/${device?.unique_id}?explorer_network_id=1`);

    // A write sent now is answered only once everything is stored.
    const registered = await app.inject({
      method: 'POST',
      url: '/api/system/users/register',
      headers: { authorization: `Bearer ${admin}` },
      payload: { email: 'early@example.com', username: 'early', password: 'earlypass', role: 'user' },
    });
    expect(stored).toBe(true);
    expect(registered.statusCode).toBe(201);
    await ready;

    // The stored documents give the same answers, byte for byte.
    for (const url of READS) expect(await read(url), url).toBe(early.get(url));
    expect(await read(`/api/explorer/devices/${device?.unique_id}?explorer_network_id=1`)).toBe(single);
    expect(await dump(app)).toBe(expected);
    const marker = await app.ctx.database.rows(sql`SELECT key FROM settings WHERE key = ${DATASET_PENDING}`);
    expect(marker).toEqual([]);
    await app.close();

    // And so does a restart, which decodes every document from the database.
    const restarted = await buildApp({ dataDir, seedInBackground: true });
    await restarted.ready();
    const again = await tokenFor(restarted, 'reader');
    for (const url of READS) {
      const response = await restarted.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${again}` },
      });
      expect(response.body, url).toBe(early.get(url));
    }
    await restarted.close();
  }, 180_000);

  it('the generated documents held in memory are the documents the database gives back', async () => {
    const database = await openDatabase({});
    await migrate(database);
    await seedDatabase(database.db, { now: 1, secrets: loadSecretBox(undefined) });
    const held = {} as Db;
    const parts = datasetDocs(new SeededStates(generateSeedDataset()));
    expect(parts.length).toBeGreaterThan(100);
    for (const { scope, kind, docs } of parts) {
      holdPendingDocs(held, scope, kind, Promise.resolve(storedDocTexts(docs())));
      const rows = await database.db
        .select({ data: networkDocs.data })
        .from(networkDocs)
        .where(
          and(
            eq(networkDocs.explorerNetworkId, scope.networkId),
            eq(networkDocs.snapshotId, scope.snapshotId),
            eq(networkDocs.kind, kind),
          ),
        );
      // Order-sensitive texts: the same documents, members and rows in the same order.
      expect(
        JSON.stringify((await pendingDocs(held, scope, kind))?.docs),
        `${JSON.stringify(scope)} ${kind}`,
      ).toBe(JSON.stringify(rows.map((row) => row.data)));
    }
    releasePendingDocs(held);
    await database.close();
  }, 180_000);

  it('closing the server while it stores stops storing; the next start stores the dataset', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lne-api-background-close-'));
    try {
      const app = await buildApp({ dataDir: dir, seedInBackground: true });
      await app.ready();
      await app.datasetReadable;
      await app.close();
      await expect(app.datasetReady).rejects.toThrow('the server is closing');
      const reopened = await buildApp({ dataDir: dir });
      const marker = await reopened.ctx.database.rows(
        sql`SELECT key FROM settings WHERE key = ${DATASET_PENDING}`,
      );
      expect(marker).toEqual([{ key: DATASET_PENDING }]);
      await reopened.close();
      const restarted = await buildApp({ dataDir: dir, seedInBackground: true });
      await restarted.ready();
      await restarted.datasetReady;
      expect(await dump(restarted)).toBe(expected);
      await restarted.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

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
