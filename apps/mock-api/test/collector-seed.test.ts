import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

type LoginDevice = { id: number; name: string; ip_address: string; login_credential_id: number | null };
type Stats = { running: boolean; devices_total: number; devices_failed: number; task: unknown };

describe('the seeded data collector', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.COLLECTOR_STEP_MS = '0';
    process.env.COLLECTOR_MIN_RUN_MS = '0';
    t = await startTestApp({ dataset: true });
  }, 120_000);
  afterAll(async () => {
    delete process.env.COLLECTOR_STEP_MS;
    delete process.env.COLLECTOR_MIN_RUN_MS;
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
      expect(credentials.body).not.toMatch(/-ssh!|-api!/);
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

  it('a poller run on a fresh start reaches every seeded login device', async () => {
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
    expect(stats?.devices_total).toBeGreaterThanOrEqual(3);
    expect(stats?.devices_failed).toBe(0);
  });
});
