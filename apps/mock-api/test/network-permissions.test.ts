import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { storedLiveDataset } from '../src/db/seed-network';
import { takeSnapshotIn } from '../src/domains/snapshots/service';
import { generateDataset } from '../src/seed/index';
import { startTestApp, type TestApp } from './helpers';

const dataset = storedLiveDataset(generateDataset());
const [ot, campus] = dataset.networks;
if (!ot || !campus) throw new Error('two networks');
const device = ot.live.devices[0];
const host = ot.live.hosts[0];
const foreignDevice = campus.live.devices[0];
if (!device || !host || !foreignDevice) throw new Error('devices and a host');

const dev = device.unique_id;
const hw = host.data.hw_id;
/** Every write of the network-data domains, with a body the contract accepts. */
const WRITES: [string, string, unknown][] = [
  ['POST', '/api/explorer/devices', { name: 'x', ip_address: '10.0.0.1' }],
  ['PUT', `/api/explorer/devices/${dev}`, { name: 'x', ip_address: '10.0.0.1' }],
  ['PATCH', `/api/explorer/devices/${dev}`, { name: 'x' }],
  ['PATCH', `/api/explorer/devices/${dev}/notes`, { notes: 'x' }],
  ['DELETE', `/api/explorer/devices/${dev}`, undefined],
  ['DELETE', '/api/explorer/devices/bulk', { data: [dev] }],
  ['POST', '/api/explorer/hosts', { mac: { address: '00:00:00:00:00:01' } }],
  ['PUT', `/api/explorer/hosts/${hw}`, { mac: { address: '00:00:00:00:00:01' } }],
  ['PATCH', `/api/explorer/hosts/${hw}`, { vendor: 'x' }],
  ['PATCH', `/api/explorer/hosts/${hw}/notes`, { notes: 'x' }],
  ['DELETE', `/api/explorer/hosts/${hw}`, undefined],
  ['DELETE', '/api/explorer/hosts/bulk', { data: [hw] }],
  ['POST', '/api/explorer/hosts_extended', { mac_address: '00:00:00:00:00:01', attributes: { a: 1 } }],
  ['DELETE', '/api/explorer/hosts_extended/00:00:00:00:00:01', undefined],
  ['POST', '/api/explorer/tags', { name: 'x', klass: 'y' }],
  ['PUT', '/api/explorer/tags/1', { name: 'x', klass: 'y' }],
  ['PATCH', '/api/explorer/tags/criticality', { color: '#000000' }],
  ['DELETE', '/api/explorer/tags/1', undefined],
  ['POST', '/api/explorer/vlans', { vlan_id: 3000, name: 'x' }],
  ['PUT', '/api/explorer/vlans/1', { vlan_id: 3000, name: 'x' }],
  ['DELETE', '/api/explorer/vlans/1', undefined],
  ['DELETE', '/api/explorer/vlans/bulk', { data: [1] }],
  ['POST', '/api/explorer/devices/configs/git_commit', { message: 'x' }],
  ['DELETE', `/api/explorer/devices/${dev}/configs`, undefined],
  ['POST', '/api/analytics/assessment/configuration/run_assessment', undefined],
  ['POST', '/api/collectors/parser_run', undefined],
  ['POST', '/api/collectors/poller_run', {}],
  ['DELETE', '/api/explorer/netmap_view/layout/delete', undefined],
];

describe('permissions and isolation of the network-data domains', () => {
  let t: TestApp;
  let snapshotId = 0;
  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
    snapshotId = (await t.app.ctx.db.transaction((tx) => takeSnapshotIn(tx, 1, 'history', 1))).id;
  });
  afterAll(() => t.app.close());

  it.each(WRITES)(
    '%s %s is refused in a historical snapshot and for readers',
    async (method, path, payload) => {
      const call = (who: 'admin' | 'reader', snapshot: string) =>
        t.as(who, {
          method: method as 'POST',
          url: `${path}?explorer_network_id=1${snapshot}`,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
      const historical = await call('admin', `&snapshot_id=${snapshotId}`);
      expect(historical.statusCode).toBe(403);
      expect(historical.json()).toEqual({ detail: expect.stringMatching(/^Not allowed to \w+ [\w ]+\.$/) });
      expect((await call('reader', '')).statusCode).toBe(403);
    },
  );

  it('answers 401 without a token and 404 for an unknown network', async () => {
    const anonymous = await t.as(undefined, {
      method: 'GET',
      url: '/api/explorer/devices?explorer_network_id=1',
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.as('admin', {
      method: 'GET',
      url: '/api/explorer/graph/basegraph?explorer_network_id=99',
    });
    expect(unknown.statusCode).toBe(404);
    const snapshot = await t.as('admin', {
      method: 'GET',
      url: '/api/explorer/hosts?explorer_network_id=1&snapshot_id=999',
    });
    expect(snapshot.statusCode).toBe(404);
  });

  it('never shows one network the data of another', async () => {
    const foreign = await t.as('admin', {
      method: 'GET',
      url: `/api/explorer/devices/${foreignDevice.unique_id}?explorer_network_id=1`,
    });
    expect(foreign.statusCode).toBe(404);
    const patch = await t.as('admin', {
      method: 'PATCH',
      url: `/api/explorer/devices/${foreignDevice.unique_id}?explorer_network_id=1`,
      payload: { name: 'stolen' },
    });
    expect(patch.statusCode).toBe(404);
    const hosts = await t.as('reader', { method: 'GET', url: '/api/explorer/hosts?explorer_network_id=2' });
    const ids = new Set((hosts.json() as { data: { unique_id: string }[] }).data.map((h) => h.unique_id));
    expect(ot.live.hosts.some((h) => ids.has(h.data.hw_id))).toBe(false);
    const configs = await t.as('reader', {
      method: 'GET',
      url: '/api/explorer/devices/configs?explorer_network_id=2',
    });
    const devices = new Set(
      (configs.json() as { data: { device_id: string }[] }).data.map((c) => c.device_id),
    );
    expect(ot.live.devices.some((d) => devices.has(d.unique_id))).toBe(false);
  });

  it('reads a historical snapshot, and answers 422 for malformed input', async () => {
    const old = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/basegraph?explorer_network_id=1&snapshot_id=${snapshotId}`,
    });
    expect(old.statusCode).toBe(200);
    const badId = await t.as('reader', {
      method: 'GET',
      url: '/api/explorer/vlans/abc?explorer_network_id=1',
    });
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).toEqual({
      detail: [expect.objectContaining({ type: 'int_parsing', loc: ['path', 'vlan_db_id'] })],
    });
    const badBody = await t.as('user', {
      method: 'POST',
      url: '/api/explorer/vlans?explorer_network_id=1',
      payload: { vlan_id: 5000, name: 'x' },
    });
    expect(badBody.statusCode).toBe(422);
    const impact = await t.as('reader', {
      method: 'GET',
      url: '/api/explorer/graph/impact?explorer_network_id=1',
    });
    expect(impact.statusCode).toBe(422);
  });
});
