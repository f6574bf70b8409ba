import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkDocs } from '../src/db/schema';
import { login, startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };

describe('users, groups, networks and snapshots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    // Every answer matched the contract.
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('answers the current user with role and demo flag, never a password', async () => {
    const me = await t.as('demo', { method: 'GET', url: '/api/system/users/me' });
    expect(me.json()).toEqual({
      data: {
        id: 4,
        email: 'demo@example.com',
        username: 'demo',
        is_active: true,
        is_superuser: false,
        is_verified: true,
        is_demo: true,
        role: 'reader',
      },
    });
    expect(me.body).not.toMatch(/password/);
  });

  it('lets a user change their password, trimmed, and not the demo account', async () => {
    const patched = await t.as('reader', {
      method: 'PATCH',
      url: '/api/system/users/me',
      payload: { password: '  reader2  ' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await login(t.app, 'reader', 'reader2')).statusCode).toBe(200);
    expect((await login(t.app, 'reader', 'reader')).statusCode).toBe(400);
    const demo = await t.as('demo', {
      method: 'PATCH',
      url: '/api/system/users/me',
      payload: { password: 'x1234' },
    });
    expect(demo.statusCode).toBe(403);
  });

  it('refuses a role change through /me (extra field)', async () => {
    const response = await t.as('user', {
      method: 'PATCH',
      url: '/api/system/users/me',
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ type: 'extra_forbidden', loc: ['body', 'role'], msg: 'Extra inputs are not permitted' }],
    });
  });

  it('guards user-by-id operations: 403 Not a superuser., 404 The user does not exist.', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const payload = method === 'PATCH' ? { role: 'admin' } : undefined;
      const refused = await t.as('user', {
        method,
        url: '/api/system/users/1',
        ...(payload ? { payload } : {}),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'Not a superuser.' });
      const missing = await t.as('admin', {
        method,
        url: '/api/system/users/999',
        ...(payload ? { payload } : {}),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'The user does not exist.' });
    }
    const list = await t.as('reader', { method: 'GET', url: '/api/system/users' });
    expect(list.json()).toEqual({ detail: 'Not a superuser.' });
  });

  it('registers, updates and deletes a user', async () => {
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/system/users/register',
      payload: { email: 'jane@example.com', username: 'jane', password: 'janepass', role: 'user' },
    });
    expect(created.statusCode).toBe(201);
    const jane = (created.json() as Data<{ id: number; role: string; is_superuser: boolean }>).data;
    expect(jane).toMatchObject({ role: 'user', is_superuser: false });
    const again = await t.as('admin', {
      method: 'POST',
      url: '/api/system/users/register',
      payload: { email: 'jane@example.com', password: 'janepass' },
    });
    expect(again.json()).toEqual({ detail: 'REGISTER_USER_ALREADY_EXISTS' });
    const patched = await t.as('admin', {
      method: 'PATCH',
      url: `/api/system/users/${jane.id}`,
      payload: { role: 'reader' },
    });
    expect((patched.json() as Data<{ role: string }>).data.role).toBe('reader');
    expect((await t.as('admin', { method: 'DELETE', url: `/api/system/users/${jane.id}` })).statusCode).toBe(
      204,
    );
    expect((await t.as('admin', { method: 'GET', url: `/api/system/users/${jane.id}` })).statusCode).toBe(
      404,
    );
  });

  it('answers 422 int_parsing for a non-numeric id', async () => {
    const response = await t.as('admin', { method: 'GET', url: '/api/system/users/abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        {
          type: 'int_parsing',
          loc: ['path', 'id'],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
        },
      ],
    });
  });

  it('manages groups, and a user sees only the networks of their groups', async () => {
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'Lab', description: 'Test lab' },
    });
    expect(created.statusCode).toBe(201);
    const lab = (created.json() as Data<{ id: number }>).data;
    const userView = await t.as('user', { method: 'GET', url: '/api/system/explorer_networks' });
    expect((userView.json() as Data<{ name: string }[]>).data.map((n) => n.name)).toEqual([
      'OT Plant',
      'IT Campus',
    ]);
    expect(
      (await t.as('user', { method: 'GET', url: `/api/system/explorer_networks/${lab.id}` })).statusCode,
    ).toBe(403);

    const group = await t.as('admin', {
      method: 'POST',
      url: '/api/system/groups',
      payload: { name: 'Lab crew', user_ids: [2] },
    });
    expect(group.statusCode).toBe(201);
    const groupId = (group.json() as Data<{ id: number }>).data.id;
    const added = await t.as('admin', {
      method: 'POST',
      url: `/api/system/groups/${groupId}/add_explorer_networks`,
      payload: { explorer_network_ids: [lab.id] },
    });
    expect((added.json() as Data<{ explorer_networks: { name: string }[] }>).data.explorer_networks).toEqual([
      { id: lab.id, name: 'Lab' },
    ]);
    const nowVisible = await t.as('user', { method: 'GET', url: `/api/system/explorer_networks/${lab.id}` });
    expect(nowVisible.statusCode).toBe(200);
    const removed = await t.as('admin', {
      method: 'DELETE',
      url: `/api/system/groups/${groupId}/delete_users`,
      payload: { user_ids: [2] },
    });
    expect((removed.json() as Data<{ users: unknown[] }>).data.users).toEqual([]);
    expect(
      (await t.as('user', { method: 'GET', url: `/api/system/explorer_networks/${lab.id}` })).statusCode,
    ).toBe(403);
    expect((await t.as('user', { method: 'GET', url: '/api/system/groups' })).statusCode).toBe(403);
    expect((await t.as('admin', { method: 'DELETE', url: `/api/system/groups/${groupId}` })).statusCode).toBe(
      204,
    );
    expect((await t.as('admin', { method: 'GET', url: `/api/system/groups/${groupId}` })).statusCode).toBe(
      404,
    );
  });

  it('lets users manage networks and readers only read them', async () => {
    const refused = await t.as('reader', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    const created = await t.as('user', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'Branch' },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as Data<{ id: number }>).data.id;
    // The creator's groups get access, so the creator sees the new network.
    expect(
      (await t.as('user', { method: 'GET', url: `/api/system/explorer_networks/${id}` })).statusCode,
    ).toBe(200);
    const renamed = await t.as('user', {
      method: 'PUT',
      url: `/api/system/explorer_networks/${id}`,
      payload: { name: 'Branch 2' },
    });
    expect((renamed.json() as Data<{ name: string }>).data.name).toBe('Branch 2');
    expect(
      (await t.as('user', { method: 'DELETE', url: `/api/system/explorer_networks/${id}` })).statusCode,
    ).toBe(204);
    expect(
      (await t.as('admin', { method: 'GET', url: `/api/system/explorer_networks/${id}` })).statusCode,
    ).toBe(404);
  });

  it('takes snapshots as real copies of the live state, lists live first then newest', async () => {
    await t.app.ctx.db.insert(networkDocs).values([
      { explorerNetworkId: 1, snapshotId: 1, kind: 'device', docId: 'D1', data: { name: 'sw-core-01' } },
      { explorerNetworkId: 2, snapshotId: 1, kind: 'device', docId: 'D9', data: { name: 'other' } },
    ]);
    const refused = await t.as('user', {
      method: 'POST',
      url: '/api/system/snapshots?explorer_network_id=1',
    });
    expect(refused.statusCode).toBe(403);
    const first = await t.as('admin', {
      method: 'POST',
      url: '/api/system/snapshots?explorer_network_id=1',
      payload: { name: 'before' },
    });
    expect(first.statusCode).toBe(201);
    const before = (first.json() as Data<{ id: number; name: string }>).data;
    expect(before.id).toBeGreaterThan(1);
    // Changing live afterwards leaves the snapshot as it was.
    await t.app.ctx.db
      .update(networkDocs)
      .set({ data: { name: 'sw-core-01-renamed' } })
      .where(eq(networkDocs.snapshotId, 1));
    const copies = await t.app.ctx.db.select().from(networkDocs);
    expect(copies.find((row) => row.snapshotId === before.id)?.data).toEqual({ name: 'sw-core-01' });
    expect(copies.filter((row) => row.snapshotId === before.id)).toHaveLength(1);

    await t.as('admin', {
      method: 'POST',
      url: '/api/system/snapshots?explorer_network_id=1',
      payload: { name: 'after' },
    });
    const list = await t.as('reader', { method: 'GET', url: '/api/system/snapshots?explorer_network_id=1' });
    const names = (list.json() as Data<{ id: number; name: string }[]>).data.map((s) => s.name);
    expect(names).toEqual(['live', 'after', 'before']);

    const renamed = await t.as('admin', {
      method: 'PUT',
      url: `/api/system/snapshots/${before.id}?explorer_network_id=1`,
      payload: { name: 'baseline' },
    });
    expect((renamed.json() as Data<{ name: string }>).data.name).toBe('baseline');
    const live = await t.as('admin', {
      method: 'DELETE',
      url: '/api/system/snapshots/1?explorer_network_id=1',
    });
    expect(live.statusCode).toBe(400);
    expect(
      (
        await t.as('admin', {
          method: 'DELETE',
          url: `/api/system/snapshots/${before.id}?explorer_network_id=1`,
        })
      ).statusCode,
    ).toBe(204);
    const left = await t.app.ctx.db.select().from(networkDocs);
    expect(left.some((row) => row.snapshotId === before.id)).toBe(false);
  });

  it('snapshots every network at once and shows schedules read-only', async () => {
    const all = await t.as('admin', { method: 'POST', url: '/api/system/all_snapshots?reset_db=false' });
    expect(all.statusCode).toBe(201);
    const taken = (all.json() as Data<{ explorer_network_id: number }[]>).data;
    expect(taken.map((s) => s.explorer_network_id)).toContain(2);
    const schedules = await t.as('reader', { method: 'GET', url: '/api/system/snapshot_schedules' });
    expect(schedules.statusCode).toBe(200);
    expect((schedules.json() as Data<{ interval_seconds: number }[]>).data[0]?.interval_seconds).toBe(86400);
  });
});
