import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTarGz, readArchive } from '../src/archive/index';
import { gzipBomb, rawTarGz } from './archives';
import { multipartFile, startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };

/** The probe's uploads of archives: bombs, escaping paths, links, and what a failed restore tells. */
describe('archives uploaded to restore and to patch', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lne-hardening-archives-'));
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const restore = (content: Buffer) =>
    t.as('admin', { method: 'POST', url: '/api/system/restore', ...multipartFile('backup.tar.gz', content) });
  const uploadPatch = (content: Buffer, name = 'lne-9.9.9.tgz') =>
    t.as('admin', {
      method: 'POST',
      url: '/api/system/maintenance/upload_patch',
      ...multipartFile(name, content),
    });
  const networks = async () =>
    (await t.as('admin', { method: 'GET', url: '/api/system/explorer_networks' })).json();
  const patches = async () =>
    (
      (await t.as('admin', { method: 'GET', url: '/api/system/maintenance/patches' })).json() as Data<{
        patches: Record<string, unknown>;
      }>
    ).data.patches;

  it('refuses a gzip bomb (1 MB that unpacks to 1 GiB) on restore with 413, changing nothing', async () => {
    const before = await networks();
    const bomb = gzipBomb(1024 * 1024 * 1024, 100 * 1024 * 1024);
    const answer = await restore(bomb);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({
      detail:
        'The backup archive cannot be restored: the archive is compressed more than 200:1, which only a decompression bomb does.',
    });
    expect(await networks()).toEqual(before);
    // The same bomb declaring its real size is refused from its header.
    expect((await restore(gzipBomb(1024 * 1024 * 1024))).statusCode).toBe(413);
  });

  it('refuses a gzip bomb as a patch with 413, and stores nothing', async () => {
    const answer = await uploadPatch(gzipBomb(1024 * 1024 * 1024, 100 * 1024 * 1024));
    expect(answer.statusCode).toBe(413);
    expect((answer.json() as { detail: string }).detail).toMatch(/compressed more than 200:1/);
    expect(await patches()).toEqual({});
  });

  it('refuses paths leaving the folder and links, in a restore and in a patch', async () => {
    const manifest = {
      name: 'manifest.json',
      content: Buffer.from('{"format":"lne-backup","format_version":1}'),
    };
    for (const entry of [
      { name: '../../jwt-secret', content: Buffer.from('x') },
      { name: '/etc/cron.d/evil', content: Buffer.from('x') },
      { name: 'tables\\..\\..\\x', content: Buffer.from('x') },
      { name: 'tables/users.json', type: '2', linkname: '/etc/passwd' },
      { name: 'tables/users.json', type: '1', linkname: 'manifest.json' },
    ]) {
      const refused = await restore(rawTarGz([manifest, entry]));
      expect(refused.statusCode, entry.name).toBe(400);
      expect((refused.json() as { detail: string }).detail).toMatch(
        /^The backup archive cannot be restored: the archive entry ".*" is (a path outside the archive's folder|a link); it is not unpacked\.$/,
      );
      const patch = await uploadPatch(rawTarGz([entry]));
      expect(patch.statusCode, entry.name).toBe(400);
    }
    expect(await patches()).toEqual({});
  });

  it('writes backups readable by the server alone (0600 in a 0700 folder)', async () => {
    const created = await t.as('admin', { method: 'POST', url: '/api/system/backups' });
    expect(created.statusCode).toBe(201);
    const { filename } = (created.json() as Data<{ filename: string }>).data;
    expect(statSync(join(dataDir, 'backups', filename)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
  });

  it('answers a restore whose rows do not fit without the SQL text', async () => {
    const created = await t.as('admin', { method: 'POST', url: '/api/system/backups' });
    const { filename } = (created.json() as Data<{ filename: string }>).data;
    const download = await t.as('admin', { method: 'GET', url: `/api/system/backups/${filename}` });
    const entries = (await readArchive(download.rawPayload)).map((entry) =>
      entry.path === 'tables/group_users.json'
        ? { ...entry, content: Buffer.from('[{"group_id":999,"user_id":999}]') }
        : entry,
    );
    const answer = await restore(await createTarGz(entries));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      detail:
        'The backup archive cannot be restored: its rows do not fit the tables of this server; nothing was changed.',
    });
    expect(answer.body).not.toMatch(/insert|select|violates|constraint|json_populate|group_users/i);
  });
});
