import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { storedLiveDataset } from '../src/db/seed-network';
import { takeSnapshotIn } from '../src/domains/snapshots/service';
import { generateDataset } from '../src/seed/index';
import { startTestApp, type TestApp } from './helpers';

const dataset = storedLiveDataset(generateDataset());
const ot = dataset.networks[0];
if (!ot) throw new Error('the OT network');

type Zone = {
  zone_id: number;
  name: string;
  purdue_level: string | null;
  vlan_count: number;
  device_count: number;
  host_count: number;
  vlans: { vlan_db_id: number; vlan_id: number; name: string }[];
};
type Vlan = { vlan_db_id: number; vlan_id: number; zone: string | null; host_count: number };

describe('zones and historical writes of the administration pages', () => {
  let t: TestApp;
  let snapshotId = 0;
  const base = 'explorer_network_id=1';

  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
    snapshotId = (await t.app.ctx.db.transaction((tx) => takeSnapshotIn(tx, 1, 'history', 1))).id;
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function zones(query = base): Promise<Zone[]> {
    const answer = await t.as('reader', { method: 'GET', url: `/api/explorer/zones?${query}` });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { data: Zone[] }).data;
  }

  it('lists the Purdue zones of the OT network with their VLANs, devices and hosts', async () => {
    const list = await zones();
    expect(list.map((z) => z.name)).toEqual(ot.live.zones.map((z) => z.name));
    expect(list.find((z) => z.name === 'Control')?.purdue_level).toBe('L1');
    for (const zone of list) {
      const seeded = ot.live.zones.find((z) => z.id === zone.zone_id);
      expect(zone.device_count).toBe(ot.live.devices.filter((d) => d.zone_id === zone.zone_id).length);
      expect(zone.vlan_count).toBe(zone.vlans.length);
      expect(zone.vlans.map((v) => v.vlan_db_id).sort()).toEqual([...(seeded?.vlan_db_ids ?? [])].sort());
      const inZone = new Set(zone.vlans.map((v) => v.vlan_db_id));
      expect(zone.host_count).toBe(ot.live.hosts.filter((h) => inZone.has(h.vlan_db_id)).length);
    }
    expect(list.some((z) => z.host_count > 0 && z.device_count > 0)).toBe(true);
  });

  it('moves a VLAN into the zone named on it, and keeps a snapshot as it was', async () => {
    const created = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/vlans?${base}`,
      payload: { vlan_id: 3901, name: 'ZONE-TEST', zone: 'Control' },
    });
    expect(created.statusCode).toBe(201);
    const vlan = (created.json() as { data: Vlan }).data;
    const control = (await zones()).find((z) => z.name === 'Control');
    expect(control?.vlans).toContainEqual({ vlan_db_id: vlan.vlan_db_id, vlan_id: 3901, name: 'ZONE-TEST' });
    const old = (await zones(`${base}&snapshot_id=${snapshotId}`)).find((z) => z.name === 'Control');
    expect(old?.vlans.some((v) => v.vlan_id === 3901)).toBe(false);
    const unknown = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/zones?${base}&snapshot_id=999`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  const WRITES: [string, (ids: { device: number; credential: number }) => string, unknown][] = [
    ['POST', () => '/api/system/login_devices', { name: 'x', ip_address: '10.0.0.9' }],
    ['PUT', (ids) => `/api/system/login_devices/${ids.device}`, { name: 'x', ip_address: '10.0.0.9' }],
    ['DELETE', (ids) => `/api/system/login_devices/${ids.device}`, undefined],
    ['POST', () => '/api/system/login_credentials', { name: 'x', username: 'u', password: 'p' }],
    ['PUT', (ids) => `/api/system/login_credentials/${ids.credential}`, { name: 'x', username: 'u' }],
    ['DELETE', (ids) => `/api/system/login_credentials/${ids.credential}`, undefined],
    ['POST', () => '/api/system/snapshots', { name: 'x' }],
    ['PUT', () => `/api/system/snapshots/${snapshotId}`, { name: 'renamed' }],
    ['DELETE', () => `/api/system/snapshots/${snapshotId}`, undefined],
  ];

  it.each(WRITES)(
    '%s %s is refused in a historical snapshot and for readers',
    async (method, path, payload) => {
      const credential = await t.as('admin', {
        method: 'POST',
        url: `/api/system/login_credentials?${base}`,
        payload: { name: 'c', username: 'netops', password: 'S3cret!' },
      });
      const credentialId = (credential.json() as { data: { id: number } }).data.id;
      const device = await t.as('admin', {
        method: 'POST',
        url: `/api/system/login_devices?${base}`,
        payload: { name: 'd', ip_address: '10.9.9.9', login_credential_id: credentialId },
      });
      const ids = { device: (device.json() as { data: { id: number } }).data.id, credential: credentialId };
      const call = (who: 'admin' | 'reader', snapshot: string) =>
        t.as(who, {
          method: method as 'POST',
          url: `${path(ids)}?${base}${snapshot}`,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
      const historical = await call('admin', `&snapshot_id=${snapshotId}`);
      expect(historical.statusCode).toBe(403);
      expect(historical.json()).toEqual({ detail: expect.stringMatching(/^Not allowed to \w+ [\w ]+\.$/) });
      expect((await call('reader', '')).statusCode).toBe(403);
    },
  );

  it('never answers a credential secret, and keeps it when an edit leaves it out', async () => {
    const created = await t.as('user', {
      method: 'POST',
      url: `/api/system/login_credentials?${base}`,
      payload: { name: 'switches', username: 'netops', password: 'Very$ecret1' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain('Very$ecret1');
    const id = (created.json() as { data: { id: number } }).data.id;
    const edited = await t.as('user', {
      method: 'PUT',
      url: `/api/system/login_credentials/${id}?${base}`,
      payload: { name: 'switches', username: 'netops2' },
    });
    expect(edited.json()).toMatchObject({ data: { username: 'netops2', password: '********' } });
    const list = await t.as('reader', { method: 'GET', url: `/api/system/login_credentials?${base}` });
    expect(list.body).not.toContain('Very$ecret1');
    const device = await t.as('user', {
      method: 'POST',
      url: `/api/system/login_devices?${base}`,
      payload: { name: 'edge', ip_address: '10.1.1.1', login_credential_id: id },
    });
    const deviceId = (device.json() as { data: { id: number } }).data.id;
    const gone = await t.as('user', { method: 'DELETE', url: `/api/system/login_credentials/${id}?${base}` });
    expect(gone.statusCode).toBe(204);
    const after = await t.as('reader', {
      method: 'GET',
      url: `/api/system/login_devices/${deviceId}?${base}`,
    });
    expect(after.json()).toMatchObject({ data: { login_credential_id: null } });
  });
});
