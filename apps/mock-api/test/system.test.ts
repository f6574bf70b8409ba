import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTarGz, readArchive } from '../src/archive/index';
import { multipartFile, startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };

describe('login devices, credentials, licence, extensions, maintenance, system information, price request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    // Every answer matched the contract.
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('stores credentials and never answers the secret in clear', async () => {
    const created = await t.as('user', {
      method: 'POST',
      url: '/api/system/login_credentials?explorer_network_id=1',
      payload: { name: 'switches', username: 'netops', password: 'Sup3rSecret!' },
    });
    expect(created.statusCode).toBe(201);
    const credential = (created.json() as Data<{ id: number; password: string }>).data;
    expect(credential.password).toBe('********');
    const list = await t.as('reader', {
      method: 'GET',
      url: '/api/system/login_credentials?explorer_network_id=1',
    });
    expect(list.body).not.toContain('Sup3rSecret!');
    expect((list.json() as Data<unknown[]>).data).toHaveLength(1);

    const device = await t.as('user', {
      method: 'POST',
      url: '/api/system/login_devices?explorer_network_id=1',
      payload: {
        name: 'sw-core-01',
        ip_address: '10.10.0.1',
        vendor: 'cisco',
        login_credential_id: credential.id,
        enable_password: 'En4ble',
      },
    });
    expect(device.statusCode).toBe(201);
    const saved = (device.json() as Data<{ id: number; enable_password: string }>).data;
    expect(saved.enable_password).toBe('********');
    const elsewhere = await t.as('user', {
      method: 'POST',
      url: '/api/system/login_devices?explorer_network_id=2',
      payload: { name: 'x', ip_address: '10.0.0.9', login_credential_id: credential.id },
    });
    expect(elsewhere.statusCode).toBe(400);

    const updated = await t.as('user', {
      method: 'PUT',
      url: `/api/system/login_credentials/${credential.id}`,
      payload: { name: 'switches', username: 'netops2', password: '********' },
    });
    expect((updated.json() as Data<{ username: string }>).data.username).toBe('netops2');
    // A masked password keeps the stored one, which stays sealed.
    const stored = await t.app.ctx.db.query.loginCredentials.findFirst();
    expect(stored?.password).toMatch(/^lne:v1:/);
    expect(t.app.ctx.secrets.open(stored?.password ?? '', 'credential.password')).toBe('Sup3rSecret!');

    expect(
      (await t.as('reader', { method: 'DELETE', url: `/api/system/login_devices/${saved.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.as('user', { method: 'DELETE', url: `/api/system/login_devices/${saved.id}` })).statusCode,
    ).toBe(204);
    expect(
      (await t.as('user', { method: 'GET', url: `/api/system/login_devices/${saved.id}` })).statusCode,
    ).toBe(404);
  });

  // The same server serves the other administration domains (one database start per file keeps the suite fast).

  it('answers the seeded licence masked, with ipam, and checks features', async () => {
    const license = await t.as('reader', { method: 'GET', url: '/api/license' });
    const data = (
      license.json() as Data<{ key: string; features: string[]; is_valid: boolean; expires_at: number }>
    ).data;
    expect(data.key).toBe('LNE-****-****-****-****-ZW3R');
    expect(data.features).toContain('ipam');
    expect(data.is_valid).toBe(true);
    expect(data.expires_at).toBeGreaterThan(Date.now() / 1000);
    const valid = await t.as('reader', { method: 'GET', url: '/api/license/valid?features[]=ipam' });
    expect(valid.json()).toEqual({ data: { is_valid: true, features: ['ipam'] } });
    const other = await t.as('reader', {
      method: 'GET',
      url: '/api/license/valid?features[]=ipam&features[]=teleport',
    });
    expect((other.json() as Data<{ is_valid: boolean }>).data.is_valid).toBe(false);
  });

  it('installs and removes licence keys (admin only)', async () => {
    const refused = await t.as('user', {
      method: 'POST',
      url: '/api/license',
      payload: { key: 'LNE-AAAA-BBBB-CCCC-DDDD' },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.as('admin', { method: 'POST', url: '/api/license', payload: { key: 'hello' } });
    expect(bad.json()).toEqual({ detail: 'Invalid license key.' });
    const expired = await t.as('admin', {
      method: 'POST',
      url: '/api/license',
      payload: { key: 'LNE-AAAA-EXPD-CCCC-DDDD' },
    });
    expect((expired.json() as Data<{ is_valid: boolean }>).data.is_valid).toBe(false);
    const good = await t.as('admin', {
      method: 'POST',
      url: '/api/license',
      payload: { key: 'lne-8h2k-4mzq-7twx-p9ra' },
    });
    expect((good.json() as Data<{ key: string; is_valid: boolean }>).data).toMatchObject({
      key: 'LNE-****-****-****-P9RA',
      is_valid: true,
    });
    expect((await t.as('admin', { method: 'DELETE', url: '/api/license' })).statusCode).toBe(204);
    const none = await t.as('admin', { method: 'GET', url: '/api/license' });
    expect(none.json()).toEqual({ data: { key: null, features: [], is_valid: false, expires_at: null } });
  });

  it('validates custom field values with the error of spec §3 and saves all or nothing', async () => {
    const items = [
      { model: 'devices', instance_id: 'D1', values: { owner: 'Plant IT', criticality: 'high' } },
      { model: 'devices', instance_id: 'D2', values: { criticality: 'extreme' } },
    ];
    const report = await t.as('user', {
      method: 'POST',
      url: '/api/system/extensions/custom_fields/validate?explorer_network_id=1',
      payload: { items },
    });
    expect(report.json()).toEqual({
      data: {
        network_name: 'OT Plant',
        network_id: 1,
        errors: [
          {
            model: 'devices',
            instance_id: 'D2',
            custom_field: 'criticality',
            message: 'Criticality must be one of: low, medium, high, critical.',
          },
        ],
      },
    });
    const refused = await t.as('user', {
      method: 'POST',
      url: '/api/system/extensions/custom_fields?explorer_network_id=1',
      payload: { items },
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { detail: { network_name: string } }).detail.network_name).toBe('OT Plant');
    const none = await t.as('user', {
      method: 'GET',
      url: '/api/system/extensions/custom_fields?explorer_network_id=1',
    });
    expect(none.json()).toEqual({ data: [] });
    const saved = await t.as('user', {
      method: 'POST',
      url: '/api/system/extensions/custom_fields?explorer_network_id=1',
      payload: { items: [items[0]] },
    });
    expect((saved.json() as Data<unknown[]>).data).toEqual([items[0]]);
    const schema = await t.as('reader', {
      method: 'GET',
      url: '/api/system/extensions/custom_fields/schema',
    });
    expect((schema.json() as Data<Record<string, unknown>>).data).toHaveProperty('devices');
    const osquery = await t.as('admin', {
      method: 'POST',
      url: '/api/system/extensions/osquery',
      payload: { enabled: true, interval_seconds: 900, queries: [] },
    });
    expect(osquery.statusCode).toBe(200);
    const extensions = await t.as('user', { method: 'GET', url: '/api/system/extensions' });
    expect((extensions.json() as Data<{ osquery: { enabled: boolean } }>).data.osquery.enabled).toBe(true);
  });

  it('accepts readable .tgz patches only, lists, installs, cleans up and deletes them', async () => {
    const patch = await createTarGz([
      {
        path: 'patch.json',
        content: Buffer.from(
          JSON.stringify({ version: '0.1.1', release_date: '2026-11-20', changelog: 'Fixes.' }),
        ),
      },
    ]);
    const upload = (name: string, content: Buffer, who: 'admin' | 'user' = 'admin') =>
      t.as(who, {
        method: 'POST',
        url: '/api/system/maintenance/upload_patch',
        ...multipartFile(name, content),
      });
    expect((await upload('lne-0.1.1.tgz', patch, 'user')).statusCode).toBe(403);
    const wrongName = await upload('lne.zip', patch);
    expect(wrongName.json()).toEqual({ detail: 'Only .tgz files are accepted.' });
    const notGzip = await upload('lne-0.1.2.tgz', Buffer.from('not an archive'));
    expect(notGzip.json()).toEqual({ detail: 'The file is not a readable .tgz archive.' });
    const ok = await upload('lne-0.1.1.tgz', patch);
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as Data<{ version: string; changelog: string }>).data).toMatchObject({
      version: '0.1.1',
      changelog: 'Fixes.',
    });
    const noField = await t.as('admin', {
      method: 'POST',
      url: '/api/system/maintenance/upload_patch',
      ...multipartFile('lne-0.1.1.tgz', patch, 'other'),
    });
    expect(noField.json()).toEqual({
      detail: [{ type: 'missing', loc: ['body', 'upload_file'], msg: 'Field required' }],
    });

    const config = await t.as('admin', { method: 'GET', url: '/api/system/maintenance/patches' });
    expect(Object.keys((config.json() as Data<{ patches: object }>).data.patches)).toEqual(['lne-0.1.1.tgz']);
    const installed = await t.as('admin', { method: 'POST', url: '/api/system/maintenance/install_patches' });
    expect(
      (installed.json() as Data<{ patches: Record<string, { installed: boolean }> }>).data.patches[
        'lne-0.1.1.tgz'
      ]?.installed,
    ).toBe(true);
    const cleanup = await t.as('admin', { method: 'POST', url: '/api/system/maintenance/run_cleanup' });
    expect(cleanup.json()).toEqual({ data: { cleaned: 1 } });
    await upload('lne-0.1.3.tgz', patch);
    expect(
      (await t.as('admin', { method: 'DELETE', url: '/api/system/maintenance/patches' })).statusCode,
    ).toBe(204);
    const after = await t.as('admin', { method: 'GET', url: '/api/system/maintenance/patches' });
    expect(Object.keys((after.json() as Data<{ patches: object }>).data.patches)).toEqual(['lne-0.1.1.tgz']);
    const tasks = await t.as('admin', { method: 'GET', url: '/api/taskstatus?task_type=install_patches' });
    expect((tasks.json() as Data<{ status: string }[]>).data[0]?.status).toBe('success');
  });

  it('serves its own logs with request ids, and the containers', async () => {
    const logs = await t.as('admin', { method: 'GET', url: '/api/logs?container_name=api&tail=5' });
    const lines = (logs.json() as Data<{ lines: string[] }>).data.lines;
    expect(lines.length).toBe(5);
    expect(JSON.parse(lines[0] ?? '{}')).toHaveProperty('reqId');
    expect((await t.as('admin', { method: 'GET', url: '/api/logs?container_name=nope' })).statusCode).toBe(
      404,
    );
    expect((await t.as('user', { method: 'GET', url: '/api/logs' })).statusCode).toBe(403);
    const containers = await t.as('admin', { method: 'GET', url: '/api/containers' });
    expect((containers.json() as Data<{ name: string }[]>).data.map((c) => c.name)).toEqual([
      'api',
      'database',
    ]);
  });

  it('records price requests and answers status error on bad input', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/send-email',
      payload: {
        subject: 'Pricing request',
        body: 'Name: Jane\nEmail: jane@example.com\nPlease send pricing information.',
      },
    });
    expect(ok.json()).toEqual({ status: 'success', message: 'Your request has been sent.' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/send-email',
      payload: { subject: 'x', body: 'no address' },
    });
    expect(bad.json()).toEqual({
      status: 'error',
      message: 'The message must contain a valid e-mail address.',
    });
    const rows = await t.app.ctx.db.query.emails.findMany();
    expect(rows).toHaveLength(1);
  });
});

describe('backups and restore', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lne-api-test-'));
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('round-trips: backup, change, restore brings the data back', async () => {
    const backup = await t.as('admin', { method: 'POST', url: '/api/system/backups' });
    expect(backup.statusCode).toBe(201);
    const { filename } = (backup.json() as Data<{ filename: string }>).data;
    expect(filename).toMatch(/^backup-\d{8}-\d{6}\.tar\.gz$/);
    const list = await t.as('admin', { method: 'GET', url: '/api/system/backups' });
    expect((list.json() as Data<{ filename: string }[]>).data.map((b) => b.filename)).toEqual([filename]);
    const download = await t.as('admin', { method: 'GET', url: `/api/system/backups/${filename}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    const archive = download.rawPayload;

    await t.as('admin', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'After backup' },
    });
    await t.as('admin', { method: 'DELETE', url: '/api/system/users/3' });

    const restored = await t.as('admin', {
      method: 'POST',
      url: '/api/system/restore',
      ...multipartFile(filename, archive),
    });
    expect(restored.statusCode).toBe(200);
    const networks = await t.as('admin', { method: 'GET', url: '/api/system/explorer_networks' });
    expect((networks.json() as Data<{ name: string }[]>).data.map((n) => n.name)).toEqual([
      'OT Plant',
      'IT Campus',
    ]);
    expect((await t.as('reader', { method: 'GET', url: '/api/system/users/me' })).statusCode).toBe(200);
    // Sequences follow the restored rows: the next network gets a fresh id.
    const next = await t.as('admin', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: { name: 'Next' },
    });
    expect((next.json() as Data<{ id: number }>).data.id).toBe(3);
  });

  it('refuses a broken archive and changes nothing', async () => {
    const before = await t.as('admin', { method: 'GET', url: '/api/system/explorer_networks' });
    for (const content of [
      Buffer.from('garbage'),
      await createTarGz([{ path: 'manifest.json', content: Buffer.from('{"format":"other"}') }]),
      await createTarGz([
        { path: 'manifest.json', content: Buffer.from('{"format":"lne-backup","format_version":1}') },
        { path: 'tables/users.json', content: Buffer.from('[1,2]') },
      ]),
    ]) {
      const response = await t.as('admin', {
        method: 'POST',
        url: '/api/system/restore',
        ...multipartFile('x.tar.gz', content),
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { detail: string }).detail).toMatch(
        /^The backup archive cannot be restored: /,
      );
    }
    const after = await t.as('admin', { method: 'GET', url: '/api/system/explorer_networks' });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses a restore whose rows do not fit, inside the transaction, with data intact', async () => {
    const backup = await t.as('admin', { method: 'POST', url: '/api/system/backups' });
    const { filename } = (backup.json() as Data<{ filename: string }>).data;
    const download = await t.as('admin', { method: 'GET', url: `/api/system/backups/${filename}` });
    const entries = (await readArchive(download.rawPayload)).map((entry) =>
      entry.path === 'tables/group_users.json'
        ? { ...entry, content: Buffer.from('[{"group_id":999,"user_id":999}]') }
        : entry,
    );
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/system/restore',
      ...multipartFile('x.tar.gz', await createTarGz(entries)),
    });
    expect(response.statusCode).toBe(400);
    const users = await t.as('admin', { method: 'GET', url: '/api/system/users' });
    expect((users.json() as Data<unknown[]>).data.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses path traversal in backup file names and deletes backups', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2Fjwt-secret', 'a..b.tar.gz', '%2Fetc%2Fpasswd']) {
      const response = await t.as('admin', { method: 'GET', url: `/api/system/backups/${name}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Invalid backup file name.' });
    }
    expect((await t.as('admin', { method: 'GET', url: '/api/system/backups/none.tar.gz' })).statusCode).toBe(
      404,
    );
    const list = await t.as('admin', { method: 'GET', url: '/api/system/backups' });
    for (const backup of (list.json() as Data<{ filename: string }[]>).data) {
      expect(
        (await t.as('admin', { method: 'DELETE', url: `/api/system/backups/${backup.filename}` })).statusCode,
      ).toBe(204);
    }
    expect((await t.as('user', { method: 'GET', url: '/api/system/backups' })).statusCode).toBe(403);
  });
});
