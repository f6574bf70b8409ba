import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedAnswer, cachedAnswerCount, noteWrite, scopeVersions } from '../src/db/answer-cache';
import { type Database, openDatabase } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { deleteDocs, putDoc, putDocs, readDocs, storeLiveNetworks } from '../src/db/network-store';
import { takeSnapshotIn } from '../src/domains/snapshots/service';
import { generateDataset } from '../src/seed/index';
import { startTestApp, type TestApp } from './helpers';

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

describe('cached answers over HTTP', () => {
  let t: TestApp;
  const dataset = generateDataset();
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
