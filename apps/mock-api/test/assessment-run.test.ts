import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { generateDataset } from '../src/seed/index';
import { startTestApp, type TestApp } from './helpers';

const dataset = generateDataset();

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
