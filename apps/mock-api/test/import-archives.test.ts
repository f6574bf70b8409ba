/**
 * What `POST /api/collectors/import` refuses, and that a refusal changes nothing: not an archive, an empty one,
 * paths leaving the folder, links, more than the size or file limits, a gzip bomb. Also `validate_only`, the
 * permissions and the busy parser.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTarGz } from '../src/archive/index';
import { putDoc } from '../src/db/network-store';
import { endInterruptedRuns, INTERRUPTED } from '../src/domains/collectors/tasks';
import { takeSnapshotIn } from '../src/domains/snapshots/service';
import { gzipBomb, rawTar, rawTarGz, zipOf } from './archives';
import { startTestApp, type TestApp } from './helpers';
import { batfishFiles, parserEnded, postImport, snapshotArchive } from './import-helpers';

const NETWORK = 2;
const base = `explorer_network_id=${NETWORK}`;
const config = (name: string) =>
  `hostname ${name}\n!\ninterface GigabitEthernet0/0\n ip address 10.9.9.1 255.255.255.0\n!\nend\n`;

describe('import refusals and validation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });
  afterEach(() => {
    delete process.env.IMPORT_MAX_UNPACKED_MB;
  });

  /** Everything an import could change: the runs, the devices, the parser's last run. */
  async function state() {
    const [runs, devices, parser] = await Promise.all([
      t.as('admin', { method: 'GET', url: `/api/collectors/runs?${base}` }),
      t.as('admin', { method: 'GET', url: `/api/explorer/devices?${base}` }),
      t.as('admin', { method: 'GET', url: `/api/collectors/parser_run_status?${base}` }),
    ]);
    return { runs: runs.json(), devices: devices.json(), parser: parser.json() };
  }

  async function refused(archive: Buffer, status: number, detail: RegExp) {
    const before = await state();
    const answer = await postImport(t, NETWORK, archive);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json()).toEqual({ detail: expect.stringMatching(detail) });
    // A validating import refuses the same archive the same way.
    const validating = await postImport(t, NETWORK, archive, { validateOnly: true });
    expect(validating.statusCode).toBe(status);
    expect(await state()).toEqual(before);
  }

  it('refuses what is not an archive, and an empty one', async () => {
    await refused(
      Buffer.from('hostname r1\n!\nend\n'),
      400,
      /not a \.tar\.gz, \.tgz, \.tar or \.zip archive/,
    );
    await refused(Buffer.alloc(0), 400, /holds no file/);
    await refused(gzipSync(Buffer.from('just some gzipped text, no tar')), 400, /not a/);
    await refused(rawTarGz([{ name: 'configs/', type: '5' }]), 400, /holds no file/);
    // Only what archivers add: no text file to import.
    await refused(
      zipOf({ '__MACOSX/._r1.cfg': Buffer.from('x'), '.DS_Store': Buffer.from([0, 1, 2]) }),
      400,
      /holds no text file/,
    );
  });

  it('refuses paths leaving the folder and links', async () => {
    await refused(
      zipOf({ 'configs/r1.cfg': Buffer.from(config('r1')), '../../evil.cfg': Buffer.from(config('x')) }),
      400,
      /outside the archive's folder/,
    );
    await refused(rawTarGz([{ name: '/etc/r1.cfg', content: Buffer.from(config('r1')) }]), 400, /outside/);
    await refused(
      rawTarGz([{ name: 'configs/../../r1.cfg', content: Buffer.from(config('r1')) }]),
      400,
      /outside/,
    );
    await refused(
      rawTarGz([
        { name: 'configs/r1.cfg', content: Buffer.from(config('r1')) },
        { name: 'configs/r2.cfg', type: '2', linkname: '/etc/passwd' },
      ]),
      400,
      /is a link/,
    );
    await refused(
      rawTarGz([{ name: 'configs/r2.cfg', type: '1', linkname: 'configs/r1.cfg' }]),
      400,
      /is a link/,
    );
    await refused(
      zipOf({
        'configs/r1.cfg': Buffer.from(config('r1')),
        'configs/r2.cfg': { content: Buffer.from('/etc/passwd'), unixMode: 0o120777 },
      }),
      400,
      /is a link/,
    );
  });

  it('refuses more than the unpacked size allowed (IMPORT_MAX_UNPACKED_MB), more than 20,000 files, a gzip bomb', async () => {
    process.env.IMPORT_MAX_UNPACKED_MB = '1';
    // Text that does not compress much, as real configurations: 40 files of about 32 kB.
    const large = Array.from({ length: 40 }, (_, i) => ({
      path: `configs/r${i}.cfg`,
      text: `${config(`r${i}`)}${Array.from({ length: 500 }, () => `! ${randomBytes(30).toString('hex')}\n`).join('')}`,
    }));
    await refused(await snapshotArchive(large), 413, /unpacks to more than 1048576 bytes/);
    delete process.env.IMPORT_MAX_UNPACKED_MB;

    const many = rawTar(
      Array.from({ length: 20_001 }, (_, i) => ({
        name: `show/r${i % 50}/c${i}.txt`,
        content: Buffer.from('x\n'),
      })),
    );
    await refused(gzipSync(many), 413, /more than 20000 files/);

    await refused(gzipBomb(1024 * 1024 * 1024, 100 * 1024 * 1024), 413, /compressed more than 200:1/);
  });

  it('answers the parse report with validate_only and stores nothing', async () => {
    const before = await state();
    const latin1 = Buffer.concat([
      Buffer.from('hostname r9\n!\ninterface GigabitEthernet0/1\n description Caf'),
      Buffer.from([0xe9]),
      Buffer.from('\n!\nend\n'),
    ]);
    const archive = await createTarGz([
      ...batfishFiles()
        .slice(0, 3)
        .map((f) => ({ path: `snap/${f.path}`, content: Buffer.from(f.text) })),
      { path: 'snap/configs/r9.cfg', content: latin1 },
      { path: 'snap/notes/photo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) },
    ]);
    const answer = await postImport(t, NETWORK, archive, { validateOnly: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const report = (
      answer.json() as {
        data: {
          run_id: number | null;
          summary: { files: number; devices: number; written: unknown };
          files: { path: string; status: string; device: string | null; warnings: { code: string }[] }[];
          warnings: { file: string; code: string }[];
        };
      }
    ).data;
    expect(report.run_id).toBeNull();
    expect(report.summary).toMatchObject({ files: 4, devices: 4, written: null });
    expect(report.files.map((f) => f.path)).toEqual([
      'configs/as1border1.cfg',
      'configs/as1border2.cfg',
      'configs/as1core1.cfg',
      'configs/r9.cfg',
    ]);
    expect(report.files.find((f) => f.path === 'configs/r9.cfg')?.warnings.map((w) => w.code)).toContain(
      'not-utf8',
    );
    // The binary file is left out, and said so.
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ file: 'notes/photo.png', code: 'left-out' }),
    );
    expect(await state()).toEqual(before);
  });

  it('lets only who may run the collectors import, and never into a historical snapshot', async () => {
    const archive = await snapshotArchive(batfishFiles().slice(0, 2));
    const before = await state();
    for (const who of ['reader', 'user'] as const) {
      const answer = await postImport(t, NETWORK, archive, { who });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ detail: 'Not allowed to manage collectors.' });
    }
    const snapshot = await t.app.ctx.db.transaction((tx) => takeSnapshotIn(tx, NETWORK, 'before import', 1));
    const historical = await postImport(t, NETWORK, archive, { query: `&snapshot_id=${snapshot.id}` });
    expect(historical.statusCode).toBe(403);
    const missing = await t.as('admin', {
      method: 'POST',
      url: `/api/collectors/import?${base}`,
      payload: '',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(missing.statusCode).toBe(422);
    // Readers read what was collected, but the runs list of a network they cannot see is not theirs.
    const runs = await t.as('reader', { method: 'GET', url: `/api/collectors/runs?${base}` });
    expect(runs.statusCode).toBe(200);
    const unknown = await t.as('reader', {
      method: 'GET',
      url: '/api/collectors/runs?explorer_network_id=99',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('refuses an import while a parser run of the network is running (409); a run a stopped server left open ends', async () => {
    const running = {
      task_id: '00000000-0000-4000-8000-000000000001',
      task_type: 'parser',
      state: 'STARTED',
      explorer_network_id: NETWORK,
      created: Math.floor(Date.now() / 1000),
      started: Math.floor(Date.now() / 1000),
      finished: null,
      message: null,
      progress: 10,
    };
    const scope = { networkId: NETWORK, snapshotId: LIVE_SNAPSHOT_ID };
    await putDoc(t.app.ctx.db, scope, 'collector_task', running.task_id, running);
    const archive = await snapshotArchive([{ path: 'configs/r1.cfg', text: config('r1') }]);
    const busy = await postImport(t, NETWORK, archive);
    expect(busy.statusCode).toBe(409);
    expect((await t.as('admin', { method: 'GET', url: `/api/collectors/runs?${base}` })).json()).toEqual({
      data: [],
    });

    // Its server was killed (kill -9) ten minutes ago: no heartbeat since. A server starting ends it (on
    // PostgreSQL, where other servers may still run theirs, because its heartbeat is that old).
    await putDoc(t.app.ctx.db, scope, 'collector_task', running.task_id, {
      ...running,
      heartbeat_ms: Date.now() - 10 * 60_000,
    });
    expect(await endInterruptedRuns(t.app.ctx)).toBe(1);
    const status = await t.as('admin', { method: 'GET', url: `/api/collectors/parser_run_status?${base}` });
    expect(status.json()).toMatchObject({
      data: {
        running: false,
        task: { task_id: running.task_id, state: 'FAILURE', message: INTERRUPTED, progress: 100 },
      },
    });
    const accepted = await postImport(t, NETWORK, archive);
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect((await parserEnded(t, NETWORK)).state).toBe('SUCCESS');
  });

  it('keeps a run whose server still beats open, and ends one silent for too long (PostgreSQL)', async () => {
    const scope = { networkId: NETWORK, snapshotId: LIVE_SNAPSHOT_ID };
    // Queued after the runs of the tests before, the second after the first.
    const open = (taskId: string, heartbeatMs: number, queuedMs: number) => ({
      task_id: taskId,
      task_type: 'parser',
      state: 'STARTED',
      explorer_network_id: NETWORK,
      created: Math.floor(queuedMs / 1000),
      queued_ms: queuedMs,
      started: Math.floor(Date.now() / 1000),
      finished: null,
      message: null,
      progress: 10,
      heartbeat_ms: heartbeatMs,
    });
    const status = async () =>
      (
        (await t.as('admin', { method: 'GET', url: `/api/collectors/parser_run_status?${base}` })).json() as {
          data: { running: boolean; task: { task_id: string; state: string; message: string | null } };
        }
      ).data;
    // Another server runs it and beat a moment ago: it is running, wherever the database is.
    const beating = '00000000-0000-4000-8000-000000000002';
    await putDoc(
      t.app.ctx.db,
      scope,
      'collector_task',
      beating,
      open(beating, Date.now(), Date.now() + 60_000),
    );
    expect(await status()).toMatchObject({ running: true, task: { task_id: beating, state: 'STARTED' } });
    // Its server went silent ten minutes ago. On PostgreSQL, where servers share the database, the run is
    // ended as soon as it is read; PGlite has one server, which ends what it left open when it starts again.
    const silent = '00000000-0000-4000-8000-000000000003';
    await putDoc(t.app.ctx.db, scope, 'collector_task', beating, {
      ...open(beating, Date.now(), Date.now() + 60_000),
      state: 'SUCCESS',
    });
    await putDoc(
      t.app.ctx.db,
      scope,
      'collector_task',
      silent,
      open(silent, Date.now() - 10 * 60_000, Date.now() + 120_000),
    );
    if (t.databaseUrl) {
      expect(await status()).toMatchObject({
        running: false,
        task: { task_id: silent, state: 'FAILURE', message: INTERRUPTED },
      });
    } else {
      expect(await status()).toMatchObject({ running: true, task: { task_id: silent, state: 'STARTED' } });
      expect(await endInterruptedRuns(t.app.ctx)).toBe(1);
      expect(await status()).toMatchObject({ running: false, task: { task_id: silent, state: 'FAILURE' } });
    }
  });
});
