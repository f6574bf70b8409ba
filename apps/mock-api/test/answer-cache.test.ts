import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Elements, impactView } from '../src/analysis/graph';
import { type Database, openDatabase } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import {
  deleteDocs,
  INCREMENTAL_READ_LIMIT,
  putDoc,
  putDocs,
  readDocs,
  readStats,
  storeLiveNetworks,
} from '../src/db/network-store';
import { storedLiveDataset } from '../src/db/seed-network';
import { listDevices } from '../src/domains/devices/service';
import { listHosts } from '../src/domains/hosts/service';
import { takeSnapshotIn } from '../src/domains/snapshots/service';
import { cachedAnswer, cachedAnswerCount, noteWrite, scopeVersions } from '../src/http/answer-cache';
import type { Tag } from '../src/model/documents';
import { generateDataset } from '../src/seed/index';
import { freshDatabaseUrl, startTestApp, type TestApp } from './helpers';

const live = { networkId: 1, snapshotId: 1 };
const other = { networkId: 2, snapshotId: 1 };

describe('cached answers and documents follow every write', () => {
  let database: Database;
  let computed = 0;
  let value = 'first';
  const answer = (scopes = [live], key = 'k') =>
    cachedAnswer(database.db, scopes, key, async () => {
      computed += 1;
      return { data: value };
    });

  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    await database.rows(sql`INSERT INTO explorer_networks (id, name) VALUES (1, 'one'), (2, 'two')`);
  });
  afterAll(() => database.close());

  it('answers the same bytes without computing again while nothing changed', async () => {
    const before = computed;
    const first = await answer();
    const second = await answer();
    expect(JSON.parse(first.toString())).toEqual({ data: 'first' });
    expect(second).toBe(first);
    expect(computed).toBe(before + 1);
    expect(cachedAnswerCount(database.db)).toBeGreaterThan(0);
  });

  it('a document written in the scope changes the next answer', async () => {
    await answer();
    value = 'after a put';
    await putDoc(database.db, live, 'tag', '1', { tag_id: 1, name: 'a', color: '#fa5252', klass: 'role' });
    expect(JSON.parse((await answer()).toString())).toEqual({ data: 'after a put' });
  });

  it('a batch that names one document twice keeps its last version', async () => {
    await putDocs(database.db, other, 'tag', [
      { id: '7', data: { tag_id: 7, name: 'first', color: '#fa5252', klass: 'role' } },
      { id: '8', data: { tag_id: 8, name: 'eight', color: '#fa5252', klass: 'role' } },
      { id: '7', data: { tag_id: 7, name: 'last', color: '#fa5252', klass: 'role' } },
    ]);
    const tags = await readDocs(database.db, other, 'tag');
    expect(tags.map((tag) => tag.name).sort()).toEqual(['eight', 'last']);
    await deleteDocs(database.db, other, 'tag');
  });

  it('a change by plain SQL (no store function) changes the next answer too', async () => {
    await answer();
    value = 'after an update';
    await database.rows(sql`UPDATE network_docs SET data = '{"tag_id": 1}' WHERE kind = 'tag'`);
    expect(JSON.parse((await answer()).toString())).toEqual({ data: 'after an update' });
    value = 'after a delete';
    await deleteDocs(database.db, live, 'tag');
    expect(JSON.parse((await answer()).toString())).toEqual({ data: 'after a delete' });
    await putDoc(database.db, live, 'tag', '2', { tag_id: 2, name: 'b', color: '#fa5252', klass: 'role' });
    value = 'after a truncate';
    await answer();
    await database.rows(sql`TRUNCATE network_docs`);
    expect(JSON.parse((await answer()).toString())).toEqual({ data: 'after a truncate' });
  });

  it('a write in another scope keeps the answer; one in any scope it reads does not', async () => {
    value = 'two scopes';
    const first = await answer([live, other], 'both');
    await putDoc(database.db, { networkId: 2, snapshotId: 5 }, 'tag', '1', {
      tag_id: 1,
      name: 'a',
      color: '#fa5252',
      klass: 'role',
    });
    expect(await answer([live, other], 'both')).toBe(first);
    value = 'second scope changed';
    await putDoc(database.db, other, 'tag', '1', { tag_id: 1, name: 'a', color: '#fa5252', klass: 'role' });
    expect(JSON.parse((await answer([live, other], 'both')).toString())).toEqual({
      data: 'second scope changed',
    });
  });

  it('a write request (any table) drops the answers computed before it', async () => {
    value = 'before the write';
    const first = await answer();
    expect(await answer()).toBe(first);
    noteWrite(database.db);
    value = 'after the write';
    expect(JSON.parse((await answer()).toString())).toEqual({ data: 'after the write' });
  });

  it('an answer whose computation overlaps a write is sent but not kept', async () => {
    const before = computed;
    value = 'overlapping';
    await cachedAnswer(database.db, [live], 'overlap', async () => {
      computed += 1;
      noteWrite(database.db);
      return { data: value };
    });
    await cachedAnswer(database.db, [live], 'overlap', async () => {
      computed += 1;
      return { data: value };
    });
    expect(computed).toBe(before + 2);
  });

  it('the scope version and the decoded documents change with each write', async () => {
    const version = await scopeVersions(database.db, [live]);
    const tags = await readDocs(database.db, live, 'tag');
    expect(await readDocs(database.db, live, 'tag')).toBe(tags);
    await database.rows(
      sql`INSERT INTO network_docs VALUES (1, 1, 'tag', '9', '{"tag_id": 9, "name": "raw"}')`,
    );
    expect(await scopeVersions(database.db, [live])).not.toBe(version);
    const after = await readDocs(database.db, live, 'tag');
    expect(after).not.toBe(tags);
    expect(after.map((tag) => tag.name)).toContain('raw');
  });
});

describe('decoded documents re-read only what changed', () => {
  let database: Database;
  const scope = { networkId: 1, snapshotId: 1 };
  type Doc = Tag;
  const tag = (id: number, name: string): Doc => ({ tag_id: id, name, color: '#fa5252', klass: 'role' });
  const names = async () =>
    (await readDocs(database.db, scope, 'tag')).map((doc) => `${doc.tag_id}:${doc.name}`).sort();
  /** What a fresh read of the stored rows gives. */
  const stored = async () =>
    (
      await database.rows(
        sql`SELECT data FROM network_docs WHERE explorer_network_id = 1 AND snapshot_id = 1 AND kind = 'tag'`,
      )
    )
      .map((row) => {
        const doc = row.data as Doc;
        return `${doc.tag_id}:${doc.name}`;
      })
      .sort();
  /** How the next read is answered. */
  const nextRead = async () => {
    const before = { ...readStats };
    const docs = await readDocs(database.db, scope, 'tag');
    const how =
      readStats.full > before.full
        ? 'full'
        : readStats.incremental > before.incremental
          ? 'incremental'
          : 'cached';
    return { docs, how };
  };

  beforeAll(async () => {
    // The triggers and the log are checked in both database modes (TEST_DATABASE_URL: PostgreSQL).
    database = await openDatabase({ databaseUrl: await freshDatabaseUrl() });
    await migrate(database);
    await database.rows(sql`INSERT INTO explorer_networks (id, name) VALUES (1, 'one')`);
    await putDocs(
      database.db,
      scope,
      'tag',
      Array.from({ length: 100 }, (_, index) => ({ id: String(index), data: tag(index, `t${index}`) })),
    );
  });
  afterAll(() => database.close());

  it('one changed document is read again; the others keep their identity', async () => {
    const { docs: before } = await nextRead();
    await putDoc(database.db, scope, 'tag', '5', tag(5, 'renamed'));
    const { docs: after, how } = await nextRead();
    expect(how).toBe('incremental');
    expect(after).not.toBe(before);
    expect(after.find((doc) => doc.tag_id === 5)?.name).toBe('renamed');
    expect(after.find((doc) => doc.tag_id === 6)).toBe(before.find((doc) => doc.tag_id === 6));
    expect(await names()).toEqual(await stored());
    expect((await nextRead()).how).toBe('cached');
  });

  it('inserts and deletes of a few documents, also by plain SQL, are followed one by one', async () => {
    await readDocs(database.db, scope, 'tag');
    await putDoc(database.db, scope, 'tag', '500', tag(500, 'new'));
    await deleteDocs(database.db, scope, 'tag', ['1', '2']);
    await database.rows(
      sql`UPDATE network_docs SET data = jsonb_set(data, '{name}', '"by sql"') WHERE kind = 'tag' AND doc_id = '3'`,
    );
    await database.rows(sql`DELETE FROM network_docs WHERE kind = 'tag' AND doc_id = '4'`);
    const { docs, how } = await nextRead();
    expect(how).toBe('incremental');
    expect(docs).toHaveLength(100 + 1 - 3);
    expect(await names()).toEqual(await stored());
    expect(await names()).toContain('3:by sql');
  });

  it('an update that moves a document to another id drops the old one', async () => {
    await readDocs(database.db, scope, 'tag');
    await database.rows(sql`UPDATE network_docs SET doc_id = '600' WHERE kind = 'tag' AND doc_id = '7'`);
    const { how } = await nextRead();
    expect(how).toBe('incremental');
    expect(await readDocs(database.db, scope, 'tag')).toHaveLength(98);
    expect(await names()).toEqual(await stored());
  });

  it('a statement changing many documents, a reader far behind and a truncate read the kind again', async () => {
    await readDocs(database.db, scope, 'tag');
    await putDocs(
      database.db,
      scope,
      'tag',
      Array.from({ length: 80 }, (_, index) => ({
        id: String(index + 10),
        data: tag(index + 10, `bulk${index}`),
      })),
    );
    expect((await nextRead()).how).toBe('full');
    expect(await names()).toEqual(await stored());

    for (let index = 0; index < INCREMENTAL_READ_LIMIT + 1; index += 1) {
      await putDoc(database.db, scope, 'tag', '20', tag(20, `again${index}`));
    }
    expect((await nextRead()).how).toBe('full');
    expect(await names()).toEqual(await stored());

    // More versions than the log keeps (64), fewer than the limit: the log cannot say, so all is read.
    for (let index = 0; index < 70; index += 1) {
      await putDoc(database.db, scope, 'tag', '21', tag(21, `kept${index}`));
    }
    expect((await nextRead()).how).toBe('full');
    expect(await names()).toEqual(await stored());

    await database.rows(sql`TRUNCATE network_docs`);
    const { docs, how } = await nextRead();
    expect(how).toBe('full');
    expect(docs).toEqual([]);
    await putDoc(database.db, scope, 'tag', '1', tag(1, 'after truncate'));
    expect((await nextRead()).how).toBe('incremental');
    expect(await names()).toEqual(['1:after truncate']);
  });

  it('a rolled back write leaves the documents as they were', async () => {
    await readDocs(database.db, scope, 'tag');
    await expect(
      database.db.transaction(async (tx) => {
        await putDoc(tx, scope, 'tag', '1', tag(1, 'rolled back'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { how } = await nextRead();
    expect(how).toBe('cached');
    expect(await names()).toEqual(['1:after truncate']);
  });
});

describe('cached answers over HTTP', () => {
  let t: TestApp;
  const dataset = storedLiveDataset(generateDataset());
  const ot = dataset.networks[0];
  const base = 'explorer_network_id=1';
  let snapshotId = 0;

  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
    snapshotId = (await t.app.ctx.db.transaction((tx) => takeSnapshotIn(tx, 1, 'before', 1))).id;
  });
  afterAll(() => t.app.close());

  const get = async (url: string) => {
    const response = await t.as('reader', { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response;
  };
  type Listed = { data: { unique_id: string; data: { name?: string; notes: string } }[] };
  type ViewAnswer = {
    data: {
      graph: { elements: Elements };
      impacted_node_ids?: string[];
      cut_edge_ids?: string[];
      changes?: { id: string; diff_status: string; diff_changes: { field: string }[] }[];
    };
  };
  type Graph = { data: { graph: { elements: { nodes: { data: { id: string; label?: unknown } }[] } } } };

  it('the device list shows a renamed device at once, and the same bytes while nothing changes', async () => {
    const url = `/api/explorer/devices?${base}`;
    const first = await get(url);
    expect((await get(url)).body).toBe(first.body);
    const device = (first.json() as Listed).data[0];
    if (!device) throw new Error('a device');
    const patched = await t.as('admin', {
      method: 'PATCH',
      url: `/api/explorer/devices/${device.unique_id}?${base}`,
      payload: { name: 'renamed-by-test' },
    });
    expect(patched.statusCode).toBe(200);
    const after = (await get(url)).json() as Listed;
    expect(after.data.find((d) => d.unique_id === device.unique_id)?.data.name).toBe('renamed-by-test');
    // The snapshot taken before is unchanged.
    const historical = (await get(`${url}&snapshot_id=${snapshotId}`)).json() as Listed;
    expect(historical.data.find((d) => d.unique_id === device.unique_id)?.data.name).toBe(device.data.name);
  });

  it('the host list shows new notes at once', async () => {
    const url = `/api/explorer/hosts?${base}`;
    const host = ((await get(url)).json() as Listed).data[0];
    if (!host) throw new Error('a host');
    const patched = await t.as('admin', {
      method: 'PATCH',
      url: `/api/explorer/hosts/${host.unique_id}/notes?${base}`,
      payload: { notes: 'noted by test' },
    });
    expect(patched.statusCode).toBe(200);
    const after = (await get(url)).json() as Listed;
    expect(after.data.find((h) => h.unique_id === host.unique_id)?.data.notes).toBe('noted by test');
  });

  it('the device list after a write is exactly the fresh serialisation of the stored devices', async () => {
    const url = `/api/explorer/devices?${base}`;
    const before = (await get(url)).json() as Listed;
    const device = before.data[1];
    if (!device) throw new Error('a device');
    const patched = await t.as('admin', {
      method: 'PATCH',
      url: `/api/explorer/devices/${device.unique_id}/notes?${base}`,
      payload: { notes: 'serialised again' },
    });
    expect(patched.statusCode).toBe(200);
    const body = (await get(url)).body;
    const fresh = await listDevices(t.app.ctx, live, {});
    expect(body).toBe(JSON.stringify({ data: fresh }));
    expect((JSON.parse(body) as Listed).data.find((d) => d.unique_id === device.unique_id)?.data.notes).toBe(
      'serialised again',
    );
  });

  it('the host list after notes and extended attributes is exactly the fresh serialisation', async () => {
    const url = `/api/explorer/hosts?${base}`;
    const host = ((await get(url)).json() as Listed).data[2];
    if (!host) throw new Error('a host');
    const noted = await t.as('admin', {
      method: 'PATCH',
      url: `/api/explorer/hosts/${host.unique_id}/notes?${base}`,
      payload: { notes: 'host noted again' },
    });
    expect(noted.statusCode).toBe(200);
    expect((await get(url)).body).toBe(JSON.stringify({ data: await listHosts(t.app.ctx, live, {}) }));
    const mac = (host.data as { mac?: { address: string } }).mac?.address ?? '';
    const upsert = await t.as('admin', {
      method: 'POST',
      url: `/api/explorer/hosts_extended?${base}`,
      payload: { mac_address: mac.toUpperCase(), attributes: { asset_owner: 'Line 4' } },
    });
    expect(upsert.statusCode).toBe(200);
    const body = (await get(url)).body;
    expect(body).toBe(JSON.stringify({ data: await listHosts(t.app.ctx, live, {}) }));
    const after = JSON.parse(body) as { data: { unique_id: string; data: { extended: unknown } }[] };
    expect(after.data.find((h) => h.unique_id === host.unique_id)?.data.extended).toEqual({
      asset_owner: 'Line 4',
    });
  });

  it('impact and difference follow a rename and a deleted device', async () => {
    const graph = (url: string) => get(url).then((r) => (r.json() as ViewAnswer).data);
    const devices = ot?.live.devices ?? [];
    const core = [...devices].sort(
      (a, b) => Object.keys(b.data.neighbors).length - Object.keys(a.data.neighbors).length,
    )[0];
    const renamed = devices[3];
    const leaf = devices.find(
      (d) => Object.keys(d.data.neighbors).length === 1 && d.unique_id !== renamed?.unique_id,
    );
    if (!core || !renamed || !leaf) throw new Error('devices');
    const impactUrl = `/api/explorer/graph/impact?${base}&nodes_and_edges[]=${core.unique_id}`;
    const diffUrl = `/api/explorer/graph/difference?${base}&diff_snapshot_id=${snapshotId}`;
    const expectedImpact = async () => {
      const elements = (await graph(`/api/explorer/graph/basegraph?data_type=all&${base}`)).graph.elements;
      return impactView(elements, [core.unique_id]);
    };
    await graph(impactUrl);
    await graph(diffUrl);
    const patched = await t.as('admin', {
      method: 'PATCH',
      url: `/api/explorer/devices/${renamed.unique_id}?${base}`,
      payload: { name: 'renamed-for-views' },
    });
    expect(patched.statusCode).toBe(200);
    const impact = await graph(impactUrl);
    const label = (answer: ViewAnswer['data'], id: string) =>
      answer.graph.elements.nodes.find((node) => node.data.id === id)?.data.label;
    expect(label(impact, renamed.unique_id)).toContain('renamed-for-views');
    const expected = await expectedImpact();
    expect(impact.impacted_node_ids).toEqual(expected.impacted_node_ids);
    expect(impact.graph.elements).toEqual(expected.elements);
    const difference = await graph(diffUrl);
    const changed = difference.changes?.find((change) => change.id === renamed.unique_id);
    expect(changed?.diff_status).toBe('changed');
    expect(changed?.diff_changes.map((change) => change.field)).toContain('label');

    const deleted = await t.as('admin', {
      method: 'DELETE',
      url: `/api/explorer/devices/${leaf.unique_id}?${base}`,
    });
    expect(deleted.statusCode).toBe(204);
    const afterDelete = await graph(impactUrl);
    expect(label(afterDelete, leaf.unique_id)).toBeUndefined();
    const expectedAfter = await expectedImpact();
    expect(afterDelete.impacted_node_ids).toEqual(expectedAfter.impacted_node_ids);
    expect(afterDelete.cut_edge_ids).toEqual(expectedAfter.cut_edge_ids);
    expect(afterDelete.graph.elements).toEqual(expectedAfter.elements);
    const removed = (await graph(diffUrl)).changes?.find((change) => change.id === leaf.unique_id);
    expect(removed?.diff_status).toBe('removed');
  });

  it('the base graph loses a deleted device, and follows a change written by plain SQL', async () => {
    const url = `/api/explorer/graph/basegraph?data_type=devices&${base}`;
    const ids = () =>
      get(url).then((r) => (r.json() as Graph).data.graph.elements.nodes.map((n) => n.data.id));
    const device = ot?.live.devices.at(-1);
    if (!device) throw new Error('a device');
    expect(await ids()).toContain(device.unique_id);
    const deleted = await t.as('admin', {
      method: 'DELETE',
      url: `/api/explorer/devices/${device.unique_id}?${base}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await ids()).not.toContain(device.unique_id);
    // A background task writing the documents directly (no request) is seen too.
    await t.app.ctx.database.rows(
      sql`INSERT INTO network_docs (explorer_network_id, snapshot_id, kind, doc_id, data)
          VALUES (1, 1, 'device', ${device.unique_id}, ${JSON.stringify(device)}::jsonb)`,
    );
    expect(await ids()).toContain(device.unique_id);
    expect(t.app.responseIssues).toEqual([]);
  });
});
