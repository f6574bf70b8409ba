import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readableKeyPair } from '@lne/device-lab';
import pg from 'pg';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, startTestApp, type TestApp } from './helpers';
import { type OpenLab, openLab } from './lab';

/** Every file under a folder, as bytes. */
function filesUnder(folder: string): { path: string; bytes: Buffer }[] {
  const out: { path: string; bytes: Buffer }[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    const stat = statSync(path);
    if (stat.isDirectory()) out.push(...filesUnder(path));
    else if (stat.isFile()) out.push({ path, bytes: readFileSync(path) });
  }
  return out;
}

const base = 'explorer_network_id=1';

describe('login secrets at rest', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lne-api-secrets-'));
  // Unique texts: any occurrence in a file can only be the secret.
  const password = `Pw-${randomBytes(9).toString('hex')}`;
  const enable = `En-${randomBytes(9).toString('hex')}`;
  const passphrase = `Pp-${randomBytes(9).toString('hex')}`;
  const pair = readableKeyPair({ passphrase, cipher: 'aes256-cbc', rounds: 16 });
  // A line of the key's body: its base64 would show in any copy of the key.
  const keyLine = pair.private.split('\n')[2] ?? '';
  const secrets = [password, enable, passphrase, keyLine];
  let t: TestApp;
  let lab: OpenLab;
  let backupFile = '';
  let keyDeviceId = 0;

  beforeAll(async () => {
    lab = await openLab('127.0.40.61', {
      only: ['r1'],
      users: [
        { username: 'netops', password },
        { username: 'keyuser', publicKey: pair.public },
      ],
      hosts: { r1: { enablePassword: enable } },
    });
    t = await startTestApp({ dataDir });
  }, 120_000);

  afterAll(async () => {
    await t.app.close();
    await lab.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps its key in a file only its owner may read', () => {
    const mode = statSync(join(dataDir, 'secret-key')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('answers secrets masked, and refuses a private key it cannot use', async () => {
    // The key is one ssh2 reads with its passphrase (`readableKeyPair`), so the server must take it.
    expect(ssh2.utils.parseKey(pair.private, passphrase)).not.toBeInstanceOf(Error);
    const made = await t.as('admin', {
      method: 'POST',
      url: `/api/system/login_credentials?${base}`,
      payload: { name: 'by key', username: 'keyuser', private_key: pair.private, passphrase },
    });
    expect(made.statusCode).toBe(201);
    expect((made.json() as { data: unknown }).data).toMatchObject({
      password: null,
      private_key: '********',
    });
    const withPassword = await t.as('admin', {
      method: 'POST',
      url: `/api/system/login_credentials?${base}`,
      payload: { name: 'by password', username: 'netops', password },
    });
    expect((withPassword.json() as { data: unknown }).data).toMatchObject({
      password: '********',
      private_key: null,
    });
    const wrongPassphrase = await t.as('admin', {
      method: 'POST',
      url: `/api/system/login_credentials?${base}`,
      payload: { name: 'broken', username: 'keyuser', private_key: pair.private, passphrase: 'not it' },
    });
    expect(wrongPassphrase.statusCode).toBe(400);
    expect((wrongPassphrase.json() as { detail: string }).detail).toMatch(
      /^The private key cannot be used: /,
    );
    const nothing = await t.as('admin', {
      method: 'POST',
      url: `/api/system/login_credentials?${base}`,
      payload: { name: 'empty', username: 'x' },
    });
    expect(nothing.statusCode).toBe(400);

    const host = lab.hosts[0];
    if (!host) throw new Error('the lab host');
    const keyId = (made.json() as { data: { id: number } }).data.id;
    const passwordId = (withPassword.json() as { data: { id: number } }).data.id;
    for (const [name, credential] of [
      ['r1-by-key', keyId],
      ['r1-by-password', passwordId],
    ] as const) {
      const device = await t.as('admin', {
        method: 'POST',
        url: `/api/system/login_devices?${base}`,
        payload: {
          name,
          ip_address: host.address,
          port: host.port,
          platform: 'cisco_ios',
          login_credential_id: credential,
          enable_password: enable,
        },
      });
      expect(device.statusCode).toBe(201);
      if (name === 'r1-by-key') keyDeviceId = (device.json() as { data: { id: number } }).data.id;
    }
  });

  it('logs in with the opened secrets: a password, a private key with its passphrase, the enable password', async () => {
    const started = await t.as('admin', {
      method: 'POST',
      url: `/api/collectors/poller_run?${base}`,
      payload: {},
    });
    expect(started.statusCode).toBe(202);
    let stats:
      | { running: boolean; devices: { name: string; state: string; message: string | null }[] }
      | undefined;
    for (let i = 0; i < 1000; i++) {
      stats = (
        (await t.as('admin', { method: 'GET', url: `/api/collectors/poller_run_stats?${base}` })).json() as {
          data: NonNullable<typeof stats>;
        }
      ).data;
      if (!stats.running && stats.devices.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(stats?.devices.map((d) => [d.name, d.state, d.message])).toEqual([
      ['r1-by-key', 'SUCCESS', null],
      ['r1-by-password', 'SUCCESS', null],
    ]);
  });

  it('never answers, logs or audits a secret in clear', async () => {
    const answers = await Promise.all(
      [
        `/api/system/login_credentials?${base}`,
        `/api/system/login_devices?${base}`,
        `/api/collectors/poller_run_stats?${base}`,
        '/api/logs?container_name=api&tail=2000',
        '/api/system/audit',
        '/api/taskstatus',
      ].map((url) => t.as('admin', { method: 'GET', url })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const secret of secrets) expect(answer.body).not.toContain(secret);
    }
  });

  it('finds no secret in the data directory or in a backup', async () => {
    const backup = await t.as('admin', { method: 'POST', url: '/api/system/backups' });
    expect(backup.statusCode).toBe(201);
    backupFile = (backup.json() as { data: { filename: string } }).data.filename;
    // Where a PostgreSQL server keeps this database: its write-ahead log and the database's own folder.
    const cluster = process.env.TEST_POSTGRES_DATA_DIR;
    let clusterFolders: string[] = [];
    if (t.databaseUrl) {
      if (!cluster)
        throw new Error('TEST_POSTGRES_DATA_DIR names the PostgreSQL cluster of TEST_DATABASE_URL');
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ oid: number }>(
        'SELECT oid FROM pg_database WHERE datname = current_database()',
      );
      await client.end();
      clusterFolders = [join(cluster, 'pg_wal'), join(cluster, 'base', String(rows[0]?.oid))];
    }
    // Closed, so that the database has written everything it holds.
    await t.app.close();
    const files = [dataDir, ...clusterFolders].flatMap(filesUnder);
    // The database's files are among them: PGlite's in the data directory, or the PostgreSQL server's.
    expect(
      files.some((file) =>
        t.databaseUrl ? file.path.startsWith(join(cluster ?? '', 'base')) : file.path.includes('pgdata'),
      ),
    ).toBe(true);
    for (const file of files) {
      for (const secret of secrets)
        expect(file.bytes.includes(secret), `${secret} in ${file.path}`).toBe(false);
    }
    const archive = gunzipSync(readFileSync(join(dataDir, 'backups', backupFile)));
    expect(archive.includes('login_credentials')).toBe(true);
    for (const secret of secrets) expect(archive.includes(secret)).toBe(false);
    t = await startTestApp({ dataDir, databaseUrl: t.databaseUrl });
  });

  it('restores a backup on the same key, and refuses one made with another key', async () => {
    const archive = readFileSync(join(dataDir, 'backups', backupFile));
    const same = await t.as('admin', {
      method: 'POST',
      url: '/api/system/restore',
      ...multipartFile(backupFile, archive),
    });
    expect(same.statusCode).toBe(200);
    // The restored secrets open: the key device logs in again.
    const run = await t.as('admin', {
      method: 'POST',
      url: `/api/collectors/poller_run?${base}`,
      payload: { login_device_ids: [keyDeviceId] },
    });
    expect(run.statusCode).toBe(202);
    let devices: { state: string }[] = [];
    for (let i = 0; i < 1000; i++) {
      const stats = (
        (await t.as('admin', { method: 'GET', url: `/api/collectors/poller_run_stats?${base}` })).json() as {
          data: { running: boolean; task: { task_id: string } | null; devices: { state: string }[] };
        }
      ).data;
      devices = stats.devices;
      if (
        !stats.running &&
        stats.task?.task_id === (run.json() as { data: { task_id: string } }).data.task_id
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(devices.map((d) => d.state)).toEqual(['SUCCESS']);

    process.env.SECRET_KEY = randomBytes(32).toString('hex');
    const other = await startTestApp();
    try {
      const refused = await other.as('admin', {
        method: 'POST',
        url: '/api/system/restore',
        ...multipartFile(backupFile, archive),
      });
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { detail: string }).detail).toMatch(
        /^The backup archive cannot be restored: its login secrets were sealed with another secret key/,
      );
    } finally {
      delete process.env.SECRET_KEY;
      await other.app.close();
    }
  });
});
