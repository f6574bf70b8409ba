import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTarGz } from '../src/archive/index';
import { login, multipartFile, startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };
type AuditEntry = {
  id: number;
  time: number;
  user_id: number | null;
  username: string | null;
  method: string;
  path: string;
  status: number;
  target: string;
};
type AuditPage = { items: AuditEntry[]; total: number; page: number; page_size: number };

describe('the audit trail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  const audit = async (query = '') => {
    const answer = await t.as('admin', { method: 'GET', url: `/api/system/audit${query}` });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as Data<AuditPage>).data;
  };

  it('records every write with method, path, user, time, status and target, newest first; reads are not', async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'Audited' },
    });
    const id = (created.json() as Data<{ id: number }>).data.id;
    await t.as('admin', { method: 'GET', url: '/api/system/explorer_networks' });
    await t.as('admin', {
      method: 'PUT',
      url: `/api/system/explorer_networks/${id}`,
      payload: { name: 'Audited 2' },
    });
    const page = await audit();
    const [renamed, added] = page.items;
    expect(renamed).toMatchObject({
      username: 'admin',
      user_id: 1,
      method: 'PUT',
      path: `/api/system/explorer_networks/${id}`,
      status: 200,
      target: `explorer_networks/${id} (Audited 2)`,
    });
    expect(renamed?.time).toBeGreaterThanOrEqual(before);
    expect(added).toMatchObject({ method: 'POST', status: 201, target: 'explorer_networks (Audited)' });
    expect(
      page.items.some((entry) => entry.path === '/api/system/explorer_networks' && entry.method === 'GET'),
    ).toBe(false);
  });

  it('records refused writes and sign-ins with the name given, never a password', async () => {
    const refused = await t.as('reader', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'Nope' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await login(t.app, 'reader', 'wrong-password')).statusCode).toBe(400);
    const page = await audit();
    expect(page.items[0]).toMatchObject({
      username: 'reader',
      user_id: null,
      status: 400,
      target: 'auth/jwt/login (reader)',
    });
    expect(page.items[1]).toMatchObject({ username: 'reader', method: 'POST', status: 403 });
    expect(JSON.stringify(page)).not.toContain('wrong-password');
  });

  it('filters by user and pages', async () => {
    for (const name of ['A1', 'A2', 'A3']) {
      await t.as('user', { method: 'POST', url: '/api/system/explorer_networks', payload: { name } });
    }
    const first = await audit('?username=user&page_size=2');
    expect(first.total).toBeGreaterThanOrEqual(4); // three creations and the sign-in of the test set-up
    expect(first.items.map((entry) => entry.target)).toEqual([
      'explorer_networks (A3)',
      'explorer_networks (A2)',
    ]);
    const second = await audit('?username=user&page_size=2&page=2');
    expect(second.page).toBe(2);
    expect(second.items[0]?.target).toBe('explorer_networks (A1)');
    expect(first.items.every((entry) => entry.username === 'user')).toBe(true);
    expect((await audit('?username=nobody')).items).toEqual([]);
  });

  it('is readable by admins only, and checks its query', async () => {
    for (const who of ['user', 'reader'] as const) {
      expect((await t.as(who, { method: 'GET', url: '/api/system/audit' })).statusCode).toBe(403);
    }
    expect((await t.as(undefined, { method: 'GET', url: '/api/system/audit' })).statusCode).toBe(401);
    expect((await t.as('admin', { method: 'GET', url: '/api/system/audit?page=0' })).statusCode).toBe(422);
  });

  it('keeps the trail across a restore', async () => {
    const backup = await t.as('admin', { method: 'POST', url: '/api/system/backups' });
    const filename = (backup.json() as Data<{ filename: string }>).data.filename;
    const file = await t.as('admin', { method: 'GET', url: `/api/system/backups/${filename}` });
    const upload = multipartFile(filename, file.rawPayload);
    const restored = await t.as('admin', {
      method: 'POST',
      url: '/api/system/restore',
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(restored.statusCode).toBe(200);
    const page = await audit();
    expect(page.items[0]).toMatchObject({ path: '/api/system/restore', status: 200, username: 'admin' });
    expect(page.items.some((entry) => entry.target === 'explorer_networks (A1)')).toBe(true);
  });
});

describe('network summary, custom field schema, groups and restore', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dataset: true });
  });
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('names what deleting a network removes: live devices and hosts, stored snapshots', async () => {
    const devices = await t.as('admin', {
      method: 'GET',
      url: '/api/explorer/devices?explorer_network_id=2',
    });
    const hosts = await t.as('admin', { method: 'GET', url: '/api/explorer/hosts?explorer_network_id=2' });
    const snapshots = await t.as('admin', {
      method: 'GET',
      url: '/api/system/snapshots?explorer_network_id=2',
    });
    const summary = await t.as('admin', { method: 'GET', url: '/api/system/explorer_networks/2/summary' });
    expect(summary.statusCode).toBe(200);
    const data = (summary.json() as Data<{ name: string; devices: number; hosts: number; snapshots: number }>)
      .data;
    expect(data.name).toBe('IT Campus');
    expect(data.devices).toBe((devices.json() as Data<unknown[]>).data.length);
    expect(data.hosts).toBe((hosts.json() as Data<unknown[]>).data.length);
    const stored = (snapshots.json() as Data<{ id: number }[]>).data.filter((s) => s.id !== 1).length;
    expect(data.snapshots).toBe(stored);
    expect(data.devices).toBeGreaterThan(0);
    expect(
      (await t.as('admin', { method: 'GET', url: '/api/system/explorer_networks/999/summary' })).statusCode,
    ).toBe(404);
  });

  it('saves the custom field schema (admin only) and enforces required fields and choices', async () => {
    const schema = {
      devices: {
        rack: { type: 'string', title: 'Rack', required: true },
        tier: { type: 'string', title: 'Tier', enum: ['gold', 'silver'] },
      },
      hosts: { patch_level: { type: 'integer', title: 'Patch level', minimum: 0, maximum: 10 } },
    };
    for (const who of ['user', 'reader'] as const) {
      expect(
        (
          await t.as(who, {
            method: 'PUT',
            url: '/api/system/extensions/custom_fields/schema',
            payload: schema,
          })
        ).statusCode,
      ).toBe(403);
    }
    const saved = await t.as('admin', {
      method: 'PUT',
      url: '/api/system/extensions/custom_fields/schema',
      payload: schema,
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Data<unknown>).data).toEqual(schema);
    const read = await t.as('reader', { method: 'GET', url: '/api/system/extensions/custom_fields/schema' });
    expect((read.json() as Data<unknown>).data).toEqual(schema);

    const badName = await t.as('admin', {
      method: 'PUT',
      url: '/api/system/extensions/custom_fields/schema',
      payload: { devices: { 'Bad Name': { type: 'string' } } },
    });
    expect(badName.statusCode).toBe(422);
    const badChoices = await t.as('admin', {
      method: 'PUT',
      url: '/api/system/extensions/custom_fields/schema',
      payload: { hosts: { level: { type: 'integer', enum: ['1'] } } },
    });
    expect(badChoices.statusCode).toBe(400);
    expect((badChoices.json() as { detail: string }).detail).toBe(
      'The custom field schema is invalid: hosts.level: choices need the type string.',
    );

    const refused = await t.as('user', {
      method: 'POST',
      url: '/api/system/extensions/custom_fields?explorer_network_id=2',
      payload: { items: [{ model: 'devices', instance_id: 'D1', values: { rack: '', tier: 'bronze' } }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: {
        network_name: 'IT Campus',
        network_id: 2,
        errors: [
          { model: 'devices', instance_id: 'D1', custom_field: 'rack', message: 'Rack is required.' },
          {
            model: 'devices',
            instance_id: 'D1',
            custom_field: 'tier',
            message: 'Tier must be one of: gold, silver.',
          },
        ],
      },
    });
    const stored = await t.as('reader', {
      method: 'GET',
      url: '/api/system/extensions/custom_fields?explorer_network_id=2',
    });
    expect((stored.json() as Data<unknown[]>).data).toEqual([]);
  });

  it('leaves a user whose last group is removed without networks (the no-access-group state)', async () => {
    const registered = await t.as('admin', {
      method: 'POST',
      url: '/api/system/users/register',
      payload: { email: 'solo@example.com', username: 'solo', password: 'solo-pass', role: 'user' },
    });
    const userId = (registered.json() as Data<{ id: number }>).data.id;
    const group = await t.as('admin', {
      method: 'POST',
      url: '/api/system/groups',
      payload: { name: 'Solo group', user_ids: [userId], explorer_network_ids: [1] },
    });
    const groupId = (group.json() as Data<{ id: number }>).data.id;
    const token = ((await login(t.app, 'solo', 'solo-pass')).json() as { access_token: string }).access_token;
    const networksOf = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/system/explorer_networks',
            headers: { authorization: `Bearer ${token}` },
          })
        ).json() as Data<{ id: number }[]>
      ).data;
    expect((await networksOf()).map((n) => n.id)).toEqual([1]);
    await t.as('admin', {
      method: 'DELETE',
      url: `/api/system/groups/${groupId}/delete_users`,
      payload: { user_ids: [userId] },
    });
    expect(await networksOf()).toEqual([]);
  });

  it('refuses a broken backup file with a clear message and changes nothing', async () => {
    const before = await t.as('admin', { method: 'GET', url: '/api/system/explorer_networks' });
    for (const [name, content] of [
      ['garbage.tar.gz', Buffer.from('this is not an archive')],
      [
        'foreign.tar.gz',
        await createTarGz([{ path: 'manifest.json', content: Buffer.from('{"format":"other"}') }]),
      ],
    ] as const) {
      const upload = multipartFile(name, content);
      const answer = await t.as('admin', {
        method: 'POST',
        url: '/api/system/restore',
        payload: upload.payload,
        headers: upload.headers,
      });
      expect(answer.statusCode).toBe(400);
      expect((answer.json() as { detail: string }).detail).toMatch(
        /^The backup archive cannot be restored: /,
      );
    }
    const after = await t.as('admin', { method: 'GET', url: '/api/system/explorer_networks' });
    expect(after.json()).toEqual(before.json());
    const upload = multipartFile('x.tar.gz', Buffer.from('x'));
    const byUser = await t.as('user', {
      method: 'POST',
      url: '/api/system/restore',
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(byUser.statusCode).toBe(403);
  });
});
