import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { storedLiveDataset } from '../src/db/seed-network';
import { generateDataset } from '../src/seed/index';
import { multipartFile, startTestApp, type TestApp } from './helpers';

const dataset = storedLiveDataset(generateDataset());
const deviceId = dataset.networks[0]?.live.configs[0]?.device_id ?? '';
const base = 'explorer_network_id=1';

/** The probe: two hand-written Myers diffs held O(D·(N+M)) memory without a bound. */
describe('configuration diffs are bounded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
  });
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  const upload = async (text: string) => {
    const answer = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/devices/configs?${base}&device_id=${deviceId}`,
      ...multipartFile('sw.cfg', Buffer.from(text)),
    });
    expect(answer.statusCode).toBe(201);
    return (answer.json() as { data: { config_id: number } }).data.config_id;
  };

  it('answers two versions that differ in every one of 6,000 lines with 422 "too large to diff"', async () => {
    const lines = (prefix: string) => Array.from({ length: 6000 }, (_, i) => `${prefix} ${i}`).join('\n');
    const from = await upload(lines('interface Gi1/0/'));
    const to = await upload(lines('description port'));
    const answer = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/${deviceId}/configs?${base}&from=${from}&to=${to}`,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      detail:
        'The texts are too large to diff: they differ in more than 5000 lines, or the diff takes too long.',
    });
    // A change of one line in the same large text diffs as before.
    const near = await upload(
      lines('description port').replace('description port 17\n', 'description uplink\n'),
    );
    const small = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/${deviceId}/configs?${base}&from=${to}&to=${near}`,
    });
    expect(small.statusCode).toBe(200);
    expect((small.json() as { data: { diff: { added_lines: number } } }).data.diff.added_lines).toBe(1);
  });
});
