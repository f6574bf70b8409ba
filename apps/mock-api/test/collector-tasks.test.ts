/** A collector run tells that its process is alive while it goes on (its heartbeat), so no server ends it. */
import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDoc } from '../src/db/network-store';
import { isRunning, type StoredTask, startTask } from '../src/domains/collectors/tasks';
import { startTestApp, type TestApp } from './helpers';

const NETWORK = 1;

describe('a running collector run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('beats while it runs, longer than a heartbeat, and ends with its outcome', async () => {
    const scope = { networkId: NETWORK, snapshotId: LIVE_SNAPSHOT_ID };
    const beats: number[] = [];
    const task = await startTask(t.app.ctx, NETWORK, 'assessment', async (_report, own) => {
      const until = Date.now() + 25_000;
      while (beats.length < 2 && Date.now() < until) {
        const stored = (await getDoc(t.app.ctx.db, scope, 'collector_task', own.task_id)) as StoredTask;
        const beat = stored.heartbeat_ms;
        if (beat !== undefined && beat !== beats.at(-1)) beats.push(beat);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return { message: 'done' };
    });
    let ended: StoredTask | undefined;
    for (const until = Date.now() + 40_000; Date.now() < until; ) {
      ended = (await getDoc(t.app.ctx.db, scope, 'collector_task', task.task_id)) as StoredTask;
      if (!isRunning(ended)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ended).toMatchObject({ state: 'SUCCESS', message: 'done' });
    // Saved when it started, then again while the work went on.
    expect(beats).toHaveLength(2);
    expect((beats[1] ?? 0) - (beats[0] ?? 0)).toBeGreaterThanOrEqual(9_000);
  }, 60_000);
});
