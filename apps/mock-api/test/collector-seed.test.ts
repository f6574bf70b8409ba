import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCredentials, loginDevices } from '../src/db/schema';
import { startTestApp, type TestApp } from './helpers';

type LoginDevice = { id: number; name: string; ip_address: string; login_credential_id: number | null };
type Stats = {
  running: boolean;
  devices_total: number;
  devices_failed: number;
  devices: { reason: string | null }[];
  task: unknown;
};

describe('the seeded data collector', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dataset: true });
  }, 120_000);
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('holds credentials with masked secrets and login devices per network', async () => {
    for (const network of [1, 2, 3]) {
      const credentials = await t.as('reader', {
        method: 'GET',
        url: `/api/system/login_credentials?explorer_network_id=${network}`,
      });
      const stored = (credentials.json() as { data: { id: number; password: string; username: string }[] })
        .data;
      expect(stored.length).toBeGreaterThanOrEqual(2);
      for (const credential of stored) expect(credential.password).toBe('********');
      expect(credentials.body).not.toMatch(/-ssh!/);
      const devices = await t.as('reader', {
        method: 'GET',
        url: `/api/system/login_devices?explorer_network_id=${network}`,
      });
      const rows = (devices.json() as { data: LoginDevice[] }).data;
      expect(rows.length).toBeGreaterThanOrEqual(3);
      const ids = new Set(stored.map((credential) => credential.id));
      for (const row of rows) expect(ids.has(row.login_credential_id ?? -1)).toBe(true);
    }
  });

  it('keeps the seeded secrets sealed in the database', async () => {
    const rows = await t.app.ctx.db.select().from(loginCredentials);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.password).toMatch(/^lne:v1:/);
      expect(row.password).not.toMatch(/-ssh!/);
    }
    const devices = await t.app.ctx.db.select().from(loginDevices);
    const withEnable = devices.filter((device) => device.enablePassword !== null);
    expect(withEnable.length).toBeGreaterThan(0);
    for (const device of withEnable) expect(device.enablePassword).toMatch(/^lne:v1:/);
  });

  it('keeps each network’s collections as its runs, and a parser run reads the latest again', async () => {
    const base = 'explorer_network_id=2';
    const runs = await t.as('reader', { method: 'GET', url: `/api/collectors/runs?${base}` });
    const list = (
      runs.json() as { data: { id: number; source: string; status: string; file_count: number }[] }
    ).data;
    // A poll per state of the network (three history snapshots and live), newest first, all parsed.
    expect(list.map((r) => [r.source, r.status])).toEqual([
      ['poll', 'parsed'],
      ['poll', 'parsed'],
      ['poll', 'parsed'],
      ['poll', 'parsed'],
    ]);
    const devices = async () =>
      (
        (await t.as('reader', { method: 'GET', url: `/api/explorer/devices?${base}` })).json() as {
          data: { unique_id: string; data: { name: string; known: boolean } }[];
        }
      ).data;
    const before = await devices();
    const started = await t.as('admin', { method: 'POST', url: `/api/collectors/parser_run?${base}` });
    expect(started.statusCode).toBe(202);
    let status: { running: boolean; task: { state: string; message: string | null } | null } | undefined;
    for (let i = 0; i < 2400; i += 1) {
      const answer = await t.as('admin', { method: 'GET', url: `/api/collectors/parser_run_status?${base}` });
      status = (answer.json() as { data: NonNullable<typeof status> }).data;
      if (!status.running && status.task !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const known = before.filter((d) => d.data.known).length;
    expect(status?.task?.state).toBe('SUCCESS');
    expect(status?.task?.message).toMatch(
      new RegExp(`^Parsed ${known} devices and \\d+ hosts from \\d+ files\\.$`),
    );
    // The same devices, by the same ids: parsing the live collection again changes nothing but when they were seen.
    const after = await devices();
    expect(after.map((d) => [d.unique_id, d.data.name]).sort()).toEqual(
      before.map((d) => [d.unique_id, d.data.name]).sort(),
    );
  }, 180_000);

  it('a poller run never connects outside the subnets the server may poll', async () => {
    const base = 'explorer_network_id=2';
    const started = await t.as('admin', {
      method: 'POST',
      url: `/api/collectors/poller_run?${base}`,
      payload: {},
    });
    expect(started.statusCode).toBe(202);
    let stats: Stats | undefined;
    for (let i = 0; i < 400; i += 1) {
      const answer = await t.as('admin', { method: 'GET', url: `/api/collectors/poller_run_stats?${base}` });
      stats = (answer.json() as { data: Stats }).data;
      if (!stats.running && stats.task !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // The generated network's addresses are outside POLLER_ALLOWED_SUBNETS (127.0.0.0/8 in tests).
    expect(stats?.devices_total).toBeGreaterThanOrEqual(3);
    expect(stats?.devices_failed).toBe(stats?.devices_total);
    for (const device of stats?.devices ?? []) expect(device.reason).toBe('address not allowed');
  });
});
