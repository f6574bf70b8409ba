import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/index';
import { migrate } from '../db/migrate';
import { pgliteDatabase } from '../db/pglite';
import { explorerNetworks } from '../db/schema';
import type { RunReport } from './report';
import {
  getRun,
  latestRun,
  listRuns,
  pruneRuns,
  recordParse,
  runFile,
  runFileReports,
  runFiles,
  runsKept,
  setRunStatus,
  storeRun,
} from './store';

const report: RunReport = {
  summary: {
    files: 1,
    devices: 1,
    discovered_devices: 0,
    links: 0,
    hosts: 0,
    vlan_subnets: 0,
    parsed: 1,
    partial: 0,
    failed: 0,
    unknown_format: 0,
    warnings: 1,
    platforms: { cisco_ios: 1 },
    written: null,
  },
  warnings: [],
};

describe('the evidence store', () => {
  let database: Database;

  beforeEach(async () => {
    database = pgliteDatabase(await PGlite.create());
    await migrate(database);
    await database.db.insert(explorerNetworks).values([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
  });
  afterEach(() => database.close());

  it('keeps a run and its files verbatim, by path, with quotes, newlines and non-ASCII intact', async () => {
    const text = 'hostname r1\r\n description "Café" \\ backslash\n\u0001 end\n';
    const run = await storeRun(database.db, {
      networkId: 1,
      source: 'import',
      label: 'snap.tgz',
      files: [
        { path: 'show/r1/show version.txt', text: 'Cisco IOS\n' },
        { path: 'configs/r1.cfg', text },
      ],
      notes: [{ path: 'x.png', code: 'left-out', text: 'binary' }],
    });
    expect(run).toMatchObject({
      source: 'import',
      status: 'collected',
      file_count: 2,
      task_id: null,
      report: null,
    });
    expect(run.bytes).toBe(Buffer.byteLength(text) + 'Cisco IOS\n'.length);
    expect(await runFiles(database.db, run.id)).toEqual([
      { path: 'configs/r1.cfg', text },
      { path: 'show/r1/show version.txt', text: 'Cisco IOS\n' },
    ]);
    expect((await getRun(database.db, 1, run.id))?.notes).toEqual([
      { path: 'x.png', code: 'left-out', text: 'binary' },
    ]);
    // A run belongs to its network.
    expect(await getRun(database.db, 2, run.id)).toBeUndefined();
  });

  it('records a parse: the run report and each file report; the first task named stays', async () => {
    const run = await storeRun(database.db, {
      networkId: 1,
      source: 'poll',
      label: 'poll',
      taskId: 'poller-task',
      files: [{ path: 'configs/r1.cfg', text: 'hostname r1\n' }],
    });
    await setRunStatus(database.db, run.id, 'parsing', 'parser-task');
    const file = {
      path: 'configs/r1.cfg',
      kind: 'config' as const,
      status: 'partial' as const,
      platform: 'cisco_ios',
      command: null,
      device: 'r1',
      parser: 'cisco_ios config',
      recognized_lines: 1,
      unrecognized_lines: 1,
      warning_count: 1,
      warnings: [{ file: 'configs/r1.cfg', line: 1, severity: 'info' as const, code: 'x', text: 'y' }],
    };
    await recordParse(database.db, run.id, { status: 'parsed', report, files: [file], parsed: 123 });
    const stored = await latestRun(database.db, 1);
    expect(stored).toMatchObject({ status: 'parsed', task_id: 'poller-task', parsed: 123, report });
    expect(await runFileReports(database.db, run.id)).toEqual([{ path: 'configs/r1.cfg', report: file }]);
    expect(await runFile(database.db, run.id, 'configs/r1.cfg')).toEqual({
      path: 'configs/r1.cfg',
      text: 'hostname r1\n',
      report: file,
    });
    expect(await runFile(database.db, run.id, 'configs/nope.cfg')).toBeUndefined();
  });

  it('a parse again clears the reports of the files it does not name, and replaces the others', async () => {
    const run = await storeRun(database.db, {
      networkId: 1,
      source: 'import',
      label: 'twice',
      files: [
        { path: 'configs/r1.cfg', text: 'hostname r1\n' },
        { path: 'configs/r2.cfg', text: 'hostname r2\n' },
      ],
    });
    const fileReport = (path: string, device: string) => ({
      path,
      kind: 'config' as const,
      status: 'parsed' as const,
      platform: 'cisco_ios',
      command: null,
      device,
      parser: 'cisco_ios config',
      recognized_lines: 1,
      unrecognized_lines: 0,
      warning_count: 0,
      warnings: [],
    });
    const r1 = fileReport('configs/r1.cfg', 'r1');
    const r2 = fileReport('configs/r2.cfg', 'r2');
    await recordParse(database.db, run.id, { status: 'parsed', report, files: [r1, r2] });
    const r2Again = { ...r2, device: 'r2-again' };
    await recordParse(database.db, run.id, { status: 'parsed', report, files: [r2Again] });
    expect(await runFileReports(database.db, run.id)).toEqual([
      { path: 'configs/r1.cfg', report: null },
      { path: 'configs/r2.cfg', report: r2Again },
    ]);
  });

  it('stores a run parsed before it is stored as a parse recorded afterwards would leave it', async () => {
    const files = [
      { path: 'configs/r1.cfg', text: 'hostname r1\n' },
      { path: 'configs/r2.cfg', text: 'hostname r2\n' },
      { path: 'show/r1/show version.txt', text: 'Cisco IOS Software\n' },
    ];
    const reportOf = (path: string, device: string) => ({
      path,
      kind: 'config' as const,
      status: 'partial' as const,
      platform: 'cisco_ios',
      command: null,
      device,
      parser: 'cisco_ios config',
      recognized_lines: 1,
      unrecognized_lines: 1,
      warning_count: 1,
      warnings: [{ file: path, line: 1, severity: 'info' as const, code: 'x', text: 'quote " and é' }],
    });
    // The show output is named by no report: it keeps none.
    const parse = {
      status: 'parsed' as const,
      report,
      files: [reportOf('configs/r1.cfg', 'r1'), reportOf('configs/r2.cfg', 'r2')],
      parsed: 456,
    };
    const after = await storeRun(database.db, { networkId: 1, source: 'poll', label: 'later', files });
    await recordParse(database.db, after.id, parse);
    const along = await storeRun(database.db, { networkId: 2, source: 'poll', label: 'along', files, parse });
    expect(along).toMatchObject({ status: 'parsed', parsed: 456, report, file_count: 3 });
    const withoutNames = (run: Awaited<ReturnType<typeof getRun>>) => {
      if (!run) throw new Error('the run is missing');
      const { id: _id, explorer_network_id: _network, label: _label, ...rest } = run;
      return rest;
    };
    expect(withoutNames(await getRun(database.db, 2, along.id))).toEqual(
      withoutNames(await getRun(database.db, 1, after.id)),
    );
    expect(await runFileReports(database.db, along.id)).toEqual(await runFileReports(database.db, after.id));
    expect(await runFiles(database.db, along.id)).toEqual(
      files.toSorted((a, b) => a.path.localeCompare(b.path)),
    );
    expect((await runFileReports(database.db, along.id)).map((f) => f.report?.device ?? null)).toEqual([
      'r1',
      'r2',
      null,
    ]);
  });

  it('keeps the newest runs of each network and always its newest parsed run', async () => {
    const store = (networkId: number) =>
      storeRun(database.db, { networkId, source: 'import', label: 'x', files: [{ path: 'a', text: 'a' }] });
    const first = await store(1);
    await recordParse(database.db, first.id, { status: 'parsed', report, files: [] });
    const other = await store(2);
    for (let i = 0; i < 4; i += 1) await store(1);
    expect(await pruneRuns(database.db, 1, 2)).toBe(2);
    const ids = (await listRuns(database.db, 1)).map((run) => run.id);
    // The two newest, and the parsed one behind them.
    expect(ids).toEqual([first.id + 5, first.id + 4, first.id]);
    expect(await listRuns(database.db, 2)).toHaveLength(1);
    expect((await runFiles(database.db, first.id + 2)).length).toBe(0);
    expect(other.explorer_network_id).toBe(2);
  });

  it('reads the number of runs kept from COLLECTION_RUNS_KEPT', () => {
    expect(runsKept({})).toBe(10);
    expect(runsKept({ COLLECTION_RUNS_KEPT: '3' })).toBe(3);
    expect(runsKept({ COLLECTION_RUNS_KEPT: '0' })).toBe(10);
    expect(runsKept({ COLLECTION_RUNS_KEPT: 'x' })).toBe(10);
  });
});
