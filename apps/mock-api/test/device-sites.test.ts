import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { generateDataset } from '../src/seed/index';
import { startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };
type Site = { device_id: string; site: string | null; group: string | null };

const dataset = generateDataset();
const ot = dataset.networks[0];
if (!ot) throw new Error('the generator answers networks');

describe('the site of each device', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
  }, 180_000);
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('answers every device of the network with a site of the map and its own group', async () => {
    const answer = await t.as('reader', {
      method: 'GET',
      url: '/api/explorer/device_sites?explorer_network_id=1&snapshot_id=1',
    });
    expect(answer.statusCode).toBe(200);
    const sites = (answer.json() as Data<Site[]>).data;
    expect(sites.map((entry) => entry.device_id).sort()).toEqual(
      ot.live.devices.map((entry) => entry.unique_id).sort(),
    );
    const siteLabels = new Set(ot.live.groups.filter((g) => g.kind === 'site').map((g) => g.label));
    const groupOf = new Map(ot.live.groups.map((g) => [g.id, g.label]));
    for (const entry of sites) {
      const stored = ot.live.devices.find((d) => d.unique_id === entry.device_id);
      expect(entry.group).toBe(groupOf.get(stored?.group_id ?? '') ?? null);
      expect(siteLabels.has(entry.site ?? '')).toBe(true);
    }
  });

  it('asks for the network like every read', async () => {
    const missing = await t.as('reader', { method: 'GET', url: '/api/explorer/device_sites' });
    expect(missing.statusCode).toBe(422);
    const unauthenticated = await t.as(undefined, {
      method: 'GET',
      url: '/api/explorer/device_sites?explorer_network_id=1',
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
