import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { storedLiveDataset } from '../src/db/seed-network';
import { generateDataset } from '../src/seed/index';
import { multipartFile, startTestApp, type TestApp } from './helpers';

const dataset = storedLiveDataset(generateDataset());

type Task = { task_id: string; task_type: string; state: string; message: string | null };
type RunStatus = { running: boolean; task: Task | null };

describe('assessment run status', () => {
  let t: TestApp;
  const base = 'explorer_network_id=1';

  async function status(as: 'admin' | 'user' | 'reader' = 'reader') {
    const response = await t.as(as, {
      method: 'GET',
      url: `/api/analytics/assessment/configuration/run_status?${base}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: RunStatus }).data;
  }

  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
  });
  afterAll(() => t.app.close());

  it('answers no task before the first run', async () => {
    expect(await status()).toEqual({ running: false, task: null });
  });

  it('follows a run to SUCCESS, readable by a reader who cannot start one', async () => {
    const refused = await t.as('reader', {
      method: 'POST',
      url: `/api/analytics/assessment/configuration/run_assessment?${base}`,
    });
    expect(refused.statusCode).toBe(403);
    const run = await t.as('user', {
      method: 'POST',
      url: `/api/analytics/assessment/configuration/run_assessment?${base}`,
    });
    expect(run.statusCode).toBe(202);
    const queued = (run.json() as { data: Task }).data;
    const first = await status();
    expect(first.task?.task_id).toBe(queued.task_id);
    let latest = first;
    for (let i = 0; i < 400 && latest.running; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      latest = await status();
    }
    expect(latest.running).toBe(false);
    expect(latest.task).toMatchObject({ task_id: queued.task_id, task_type: 'assessment', state: 'SUCCESS' });
    expect(latest.task?.message).toMatch(/^Evaluated \d+ checks: \d+ device findings\.$/);
    const report = await t.as('reader', {
      method: 'GET',
      url: `/api/analytics/assessment/configuration/assessments?${base}&snapshot_id=1&type=any`,
    });
    expect((report.json() as { data: { created: number | null } }).data.created).not.toBeNull();
  });

  it('refuses a network the caller cannot see and a missing network id', async () => {
    const missing = await t.as('reader', {
      method: 'GET',
      url: '/api/analytics/assessment/configuration/run_status',
    });
    expect(missing.statusCode).toBe(422);
    const unknown = await t.as('admin', {
      method: 'GET',
      url: '/api/analytics/assessment/configuration/run_status?explorer_network_id=999',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

type Finding = {
  severity: string;
  message: string;
  change?: string;
  evidence?: { config_id: number | null; lines: { line: number | null; text: string }[] }[];
};
type Row = { device_id: string; device_name: string; results: Finding[] };
type Report = {
  created: number | null;
  results: Record<string, Row[]>;
  not_applicable: Record<string, { reason: string; device_count: number }[]>;
  diff?: {
    snapshot_id: number;
    snapshot_name: string;
    counts: { new: number; unchanged: number; fixed: number };
    fixed: Record<string, Row[]>;
  };
};

describe('differential assessment against a snapshot', () => {
  let t: TestApp;
  const base = 'explorer_network_id=2';

  async function report(query = '') {
    const response = await t.as('reader', {
      method: 'GET',
      url: `/api/analytics/assessment/configuration/assessments?${base}&snapshot_id=1&type=any${query}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Report }).data;
  }

  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
  });
  afterAll(() => t.app.close());

  it('marks findings new or unchanged since the snapshot and lists the fixed ones', async () => {
    const snap = await t.as('admin', {
      method: 'POST',
      url: `/api/system/snapshots?${base}`,
      payload: { name: 'before' },
    });
    expect(snap.statusCode).toBe(201);
    const snapshotId = (snap.json() as { data: { id: number } }).data.id;
    // Unchanged so far: every finding is the snapshot's, none fixed.
    const same = await report(`&diff_snapshot_id=${snapshotId}`);
    expect(same.diff?.counts.new).toBe(0);
    expect(same.diff?.counts.fixed).toBe(0);
    expect(same.diff?.counts.unchanged).toBeGreaterThan(0);

    // A RouterOS switch that allows Telnet gets it off and a write community: two findings fixed, one new.
    const campus = dataset.networks.find((n) => n.network.id === 2);
    const latest = new Map<string, NonNullable<typeof campus>['live']['configs'][number]>();
    for (const c of campus?.live.configs ?? [])
      if ((latest.get(c.device_id)?.version ?? 0) < c.version) latest.set(c.device_id, c);
    const router = [...latest.values()].find(
      (c) => c.platform === 'mikrotik_routeros' && c.text.includes('set telnet disabled=no'),
    );
    if (!router) throw new Error('a RouterOS device of the campus allows Telnet');
    const edited = `${router.text.replace('set telnet disabled=no', 'set telnet disabled=yes')}\n/snmp community\nadd name=lab-rw write-access=yes\n`;
    const upload = await t.as('admin', {
      method: 'POST',
      url: `/api/explorer/devices/configs?${base}&device_id=${router.device_id}`,
      ...multipartFile(`${router.device_name}.rsc`, Buffer.from(edited)),
    });
    expect(upload.statusCode).toBe(201);

    const diff = await report(`&diff_snapshot_id=${snapshotId}`);
    expect(diff.diff).toMatchObject({ snapshot_id: snapshotId, snapshot_name: 'before' });
    const write = diff.results.snmp_write_community?.find((r) => r.device_id === router.device_id)?.results;
    expect(write).toMatchObject([
      { message: "SNMP community 'lab-rw' has write access from any address", change: 'new' },
    ]);
    expect(write?.[0]?.evidence?.[0]?.lines.at(-1)?.text).toBe('add name=lab-rw write-access=yes');
    expect(diff.results.telnet_enabled?.some((r) => r.device_id === router.device_id)).toBe(false);
    expect(diff.diff?.fixed.telnet_enabled).toMatchObject([
      { device_id: router.device_id, results: [{ message: "Telnet is allowed: 'set telnet disabled=no'" }] },
    ]);
    // Telnet off also closes the Telnet login that no address restricted.
    expect(diff.diff?.fixed.vty_without_acl).toMatchObject([
      { device_id: router.device_id, results: [{ message: 'Telnet accepts logins from every address' }] },
    ]);
    expect(diff.diff?.counts.new).toBe(1);
    expect(diff.diff?.counts.fixed).toBe(2);
    // Without the comparison, the findings carry no change mark.
    const plain = await report();
    expect(plain.diff).toBeUndefined();
    expect(
      Object.values(plain.results)
        .flat()
        .flatMap((r) => r.results)
        .some((f) => f.change !== undefined),
    ).toBe(false);
  });

  it('says which devices a check does not apply to, and refuses a snapshot of another network', async () => {
    const plain = await report();
    expect(plain.not_applicable.aaa_missing?.some((e) => /IOS-XE only/.test(e.reason))).toBe(true);
    const refused = await t.as('reader', {
      method: 'GET',
      url: `/api/analytics/assessment/configuration/assessments?${base}&snapshot_id=1&type=any&diff_snapshot_id=999`,
    });
    expect(refused.statusCode).toBe(404);
  });
});
