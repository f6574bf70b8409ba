import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStats } from '../src/db/network-store';
import { startTestApp, type TestApp } from './helpers';

describe('live views prepared after the start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dataset: true, prepareViews: true });
    await t.app.ready();
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
  });

  it('decodes the live documents once beforehand: opening the device list and map reads nothing again', async () => {
    await t.app.viewsPrepared;
    const before = { ...readStats };
    for (const url of [
      '/api/explorer/devices?explorer_network_id=1',
      '/api/explorer/devices?explorer_network_id=2&view=summary',
      '/api/explorer/graph/basegraph?explorer_network_id=1',
    ]) {
      const response = await t.as('reader', { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect((response.json() as { data: unknown }).data).toBeTruthy();
    }
    // Every document came from what the preparation decoded (checked against the stored versions).
    expect(readStats.full).toBe(before.full);
    expect(readStats.cached).toBeGreaterThan(before.cached);
  }, 60_000);
});
