import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { networkDocs, snapshots } from '../src/db/schema';
import { login, startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };

describe('persistence in the data directory, with the seeded dataset', () => {
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lne-api-persist-'));
    t = await startTestApp({ dataDir, dataset: true });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds the generated networks, their live documents and real snapshot copies', async () => {
    const networks = await t.as('reader', { method: 'GET', url: '/api/system/explorer_networks' });
    const names = (networks.json() as Data<{ id: number; name: string }[]>).data.map((n) => n.name);
    expect(names.slice(0, 2)).toEqual(['OT Plant', 'IT Campus']);
    // A user of the Operations group sees every generated network too.
    const userView = await t.as('user', { method: 'GET', url: '/api/system/explorer_networks' });
    expect((userView.json() as Data<unknown[]>).data).toHaveLength(names.length);
    const list = await t.as('reader', { method: 'GET', url: '/api/system/snapshots?explorer_network_id=1' });
    const ids = (list.json() as Data<{ id: number }[]>).data.map((s) => s.id);
    expect(ids[0]).toBe(1);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const db = t.app.ctx.db;
    const devicesIn = async (snapshotId: number) =>
      (
        await db
          .select({ n: count() })
          .from(networkDocs)
          .where(
            and(
              eq(networkDocs.explorerNetworkId, 1),
              eq(networkDocs.snapshotId, snapshotId),
              eq(networkDocs.kind, 'device'),
            ),
          )
      )[0]?.n ?? 0;
    expect(await devicesIn(1)).toBeGreaterThan(10);
    const oldest = ids[ids.length - 1] ?? 0;
    expect(await devicesIn(oldest)).toBeGreaterThan(0);
    expect(await devicesIn(oldest)).not.toBe(await devicesIn(1));
  });

  it('all_snapshots with reset_db keeps the changed live state in a snapshot and restores the seeded one', async () => {
    const db = t.app.ctx.db;
    const live = and(
      eq(networkDocs.explorerNetworkId, 1),
      eq(networkDocs.snapshotId, 1),
      eq(networkDocs.kind, 'device'),
    );
    const [device] = await db.select().from(networkDocs).where(live).limit(1);
    if (!device) throw new Error('no seeded device');
    const one = and(live, eq(networkDocs.docId, device.docId));
    await db
      .update(networkDocs)
      .set({ data: { changed: true } })
      .where(one);
    const response = await t.as('admin', { method: 'POST', url: '/api/system/all_snapshots?reset_db=true' });
    expect(response.statusCode).toBe(201);
    const taken = (response.json() as Data<{ id: number; explorer_network_id: number }[]>).data;
    const snapshotOf1 = taken.find((s) => s.explorer_network_id === 1)?.id ?? 0;
    const [kept] = await db
      .select()
      .from(networkDocs)
      .where(and(eq(networkDocs.snapshotId, snapshotOf1), eq(networkDocs.docId, device.docId)));
    expect(kept?.data).toEqual({ changed: true });
    const [restored] = await db.select().from(networkDocs).where(one);
    expect(restored?.data).toEqual(device.data);
  });

  it('keeps every change across a restart of the same data directory', async () => {
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'Kept' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const patched = await t.as('reader', {
      method: 'PATCH',
      url: '/api/system/users/me',
      payload: { password: 'kept-pass' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const taken = await t.as('admin', {
      method: 'POST',
      url: '/api/system/snapshots?explorer_network_id=2',
      payload: { name: 'kept' },
    });
    const snapshotId = (taken.json() as Data<{ id: number }>).data.id;
    const token = t.tokens.admin;
    await t.app.close();

    const reopened = await buildApp({ dataDir, databaseUrl: t.databaseUrl, dataset: true });
    try {
      // The JWT secret is kept in the data directory too: the old token still works.
      const networks = await reopened.inject({
        method: 'GET',
        url: '/api/system/explorer_networks',
        headers: { authorization: `Bearer ${token}` },
      });
      expect((networks.json() as Data<{ name: string }[]>).data.map((n) => n.name)).toContain('Kept');
      expect((await login(reopened, 'reader', 'kept-pass')).statusCode).toBe(200);
      const rows = await reopened.ctx.db.select().from(snapshots).where(eq(snapshots.id, snapshotId));
      expect(rows[0]?.name).toBe('kept');
    } finally {
      await reopened.close();
    }
  });

  it('reseeds with reset', async () => {
    const reset = await buildApp({ dataDir, databaseUrl: t.databaseUrl, reset: true, dataset: false });
    try {
      const token = await login(reset, 'reader', 'reader');
      expect(token.statusCode).toBe(200);
      const rows = await reset.ctx.db.select({ n: count() }).from(networkDocs);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await reset.close();
    }
  });
});
