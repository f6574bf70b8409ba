import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { storedLiveDataset } from '../src/db/seed-network';
import { takeSnapshotIn } from '../src/domains/snapshots/service';
import { generateDataset } from '../src/seed/index';
import { startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };
type DeviceItem = {
  unique_id: string;
  id: number;
  data: Record<string, unknown> & { name: string; serial: string };
};

const dataset = storedLiveDataset(generateDataset());
const ot = dataset.networks[0];
const it_ = dataset.networks[1];
if (!ot || !it_) throw new Error('the generator answers two networks');
const anyDevice = ot.live.devices.find((d) => d.data.known && d.data.stp);
if (!anyDevice) throw new Error('the OT network has a known STP device');

describe('devices, hosts, tags, VLANs and reference lists', () => {
  let t: TestApp;
  let snapshotId = 0;
  const q = (network = 1, extra = '') => `explorer_network_id=${network}${extra}`;

  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
    const snapshot = await t.app.ctx.db.transaction((tx) => takeSnapshotIn(tx, 1, 'before', 1));
    snapshotId = snapshot.id;
  });
  afterAll(() => t.app.close());

  it('lists the devices of one network only, ordered by name, in the model of BACKEND-FACTS', async () => {
    const response = await t.as('reader', { method: 'GET', url: `/api/explorer/devices?${q()}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as Data<DeviceItem[]>;
    expect(data).toHaveLength(ot.live.devices.length);
    const names = data.map((d) => d.data.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const itIds = new Set(it_.live.devices.map((d) => d.unique_id));
    expect(data.some((d) => itIds.has(d.unique_id))).toBe(false);
    const first = data[0];
    expect(first?.data).toMatchObject({ notes: '', tags: expect.any(Array), ports: expect.any(Object) });
  });

  it('view=summary answers the same devices and list fields without the collected maps', async () => {
    const full = (
      (await t.as('reader', { method: 'GET', url: `/api/explorer/devices?${q()}` })).json() as Data<
        DeviceItem[]
      >
    ).data;
    const response = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices?${q(1, '&view=summary')}`,
    });
    expect(response.statusCode).toBe(200);
    const summary = (response.json() as Data<DeviceItem[]>).data;
    expect(summary.map((d) => d.unique_id)).toEqual(full.map((d) => d.unique_id));
    const maps = ['ports', 'hosts', 'neighbors', 'routes', 'vlans', 'vrfs', 'lags', 'ip_configs'];
    for (const [index, device] of summary.entries()) {
      const fullData: Record<string, unknown> = full[index]?.data ?? {};
      const { stp: _stp, ...listed } = fullData;
      expect(device.data).not.toHaveProperty('stp');
      for (const map of maps) expect(device.data[map]).toEqual({});
      for (const [key, value] of Object.entries(listed))
        if (!maps.includes(key)) expect(device.data[key]).toEqual(value);
    }
    const withStp = full.find((d) => d.unique_id === anyDevice.unique_id);
    expect(withStp?.data).toHaveProperty('stp');
    expect(Object.keys((withStp?.data.ports as object | undefined) ?? {}).length).toBeGreaterThan(0);
    // The filters apply as in the full view; `full` is the default; other views are refused.
    const bySerial = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices?${q(1, `&view=summary&serial=${anyDevice.data.version.serial}`)}`,
    });
    expect((bySerial.json() as Data<DeviceItem[]>).data.map((d) => d.unique_id)).toEqual([
      anyDevice.unique_id,
    ]);
    const explicit = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices?${q(1, '&view=full')}`,
    });
    expect((explicit.json() as Data<DeviceItem[]>).data).toEqual(full);
    const bogus = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices?${q(1, '&view=ports')}`,
    });
    expect(bogus.statusCode).toBe(422);
    expect(JSON.stringify(bogus.json())).toContain('view');
  });

  it('view=summary is a cached answer that follows writes', async () => {
    const url = `/api/explorer/devices?${q(1, '&view=summary')}`;
    const first = await t.as('reader', { method: 'GET', url });
    expect((await t.as('reader', { method: 'GET', url })).body).toBe(first.body);
    const device = (first.json() as Data<DeviceItem[]>).data[0];
    if (!device) throw new Error('a device');
    const noted = await t.as('admin', {
      method: 'PATCH',
      url: `/api/explorer/devices/${device.unique_id}/notes?${q()}`,
      payload: { notes: 'summary follows notes' },
    });
    expect(noted.statusCode).toBe(200);
    const after = (await t.as('reader', { method: 'GET', url })).json() as Data<DeviceItem[]>;
    expect(after.data.find((d) => d.unique_id === device.unique_id)?.data.notes).toBe(
      'summary follows notes',
    );
    await t.as('admin', {
      method: 'PATCH',
      url: `/api/explorer/devices/${device.unique_id}/notes?${q()}`,
      payload: { notes: '' },
    });
  });

  it('searches name/IP/serial, matches a serial exactly and filters by tag', async () => {
    const bySerial = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices?${q(1, `&serial=${anyDevice.data.version.serial}`)}`,
    });
    expect((bySerial.json() as Data<DeviceItem[]>).data.map((d) => d.unique_id)).toEqual([
      anyDevice.unique_id,
    ]);
    const search = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices?${q(1, `&search=${anyDevice.data.ip_address}`)}`,
    });
    expect((search.json() as Data<DeviceItem[]>).data.map((d) => d.unique_id)).toContain(anyDevice.unique_id);
    const tagId = anyDevice.tag_ids[0] ?? 1;
    const tagged = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices?${q(1, `&tag_ids[]=${tagId}`)}`,
    });
    const expected = ot.live.devices.filter((d) => d.tag_ids.includes(tagId)).length;
    expect((tagged.json() as Data<DeviceItem[]>).data).toHaveLength(expected);
  });

  it('answers one device by ULID, 404 for an unknown one and 422 without the network', async () => {
    const one = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/${anyDevice.unique_id}?${q()}`,
    });
    expect(one.json()).toMatchObject({
      data: { created: anyDevice.created, data: { id: anyDevice.unique_id } },
    });
    const missing = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/01AAAAAAAAAAAAAAAAAAAAAAAA?${q()}`,
    });
    expect(missing.statusCode).toBe(404);
    const invalid = await t.as('reader', { method: 'GET', url: '/api/explorer/devices' });
    expect(invalid.statusCode).toBe(422);
  });

  it('creates, patches, replaces, annotates and deletes a device; readers and snapshots are refused', async () => {
    const created = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/devices?${q()}`,
      payload: {
        name: 'hmi-hall3-02',
        ip_address: '10.20.3.12',
        version: { vendor: 'Siemens' },
        tag_ids: [1],
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json() as Data<{ data: { id: string; notes: string; version: { vendor: string } } }>;
    const id = body.data.data.id;
    expect(body.data.data.notes).toBe('');
    expect(body.data.data.version.vendor).toBe('siemens');
    const patched = await t.as('user', {
      method: 'PATCH',
      url: `/api/explorer/devices/${id}?${q()}`,
      payload: { ip_address: '10.20.3.13' },
    });
    expect(patched.json()).toMatchObject({
      data: { data: { ip_address: '10.20.3.13', name: 'hmi-hall3-02' } },
    });
    const notes = await t.as('user', {
      method: 'PATCH',
      url: `/api/explorer/devices/${id}/notes?${q()}`,
      payload: { notes: 'Mounted at line 3.' },
    });
    expect(notes.json()).toEqual({ data: { notes: 'Mounted at line 3.' } });
    const replaced = await t.as('user', {
      method: 'PUT',
      url: `/api/explorer/devices/${id}?${q()}`,
      payload: { name: 'hmi-hall3-03', ip_address: '10.20.3.14' },
    });
    expect(replaced.json()).toMatchObject({ data: { data: { name: 'hmi-hall3-03', notes: '', tags: [] } } });
    const reader = await t.as('reader', { method: 'DELETE', url: `/api/explorer/devices/${id}?${q()}` });
    expect(reader.statusCode).toBe(403);
    const historical = await t.as('admin', {
      method: 'DELETE',
      url: `/api/explorer/devices/${id}?${q(1, `&snapshot_id=${snapshotId}`)}`,
    });
    expect(historical.statusCode).toBe(403);
    expect(
      (await t.as('user', { method: 'DELETE', url: `/api/explorer/devices/${id}?${q()}` })).statusCode,
    ).toBe(204);
    const gone = await t.as('user', { method: 'GET', url: `/api/explorer/devices/${id}?${q()}` });
    expect(gone.statusCode).toBe(404);
  });

  it('bulk-deletes all or nothing', async () => {
    const [a, b] = ot.live.devices.slice(-2);
    if (!a || !b) throw new Error('two devices');
    const refused = await t.as('user', {
      method: 'DELETE',
      url: `/api/explorer/devices/bulk?${q()}`,
      payload: { data: [a.unique_id, '01AAAAAAAAAAAAAAAAAAAAAAAA'] },
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await t.as('user', { method: 'GET', url: `/api/explorer/devices/${a.unique_id}?${q()}` })).statusCode,
    ).toBe(200);
    const deleted = await t.as('user', {
      method: 'DELETE',
      url: `/api/explorer/devices/bulk?${q()}`,
      payload: { data: [a.unique_id, b.unique_id] },
    });
    expect(deleted.statusCode).toBe(204);
    // The snapshot taken before still holds them.
    const old = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/${a.unique_id}?${q(1, `&snapshot_id=${snapshotId}`)}`,
    });
    expect(old.statusCode).toBe(200);
  });

  it('answers port, route and neighbour rows and the STP instances of a device', async () => {
    const ports = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/device_ports?${q(1, `&device_id=${anyDevice.unique_id}`)}`,
    });
    expect((ports.json() as Data<unknown[]>).data).toHaveLength(Object.keys(anyDevice.data.ports).length);
    const neighbors = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/device_neighbors?${q(1, `&device_id=${anyDevice.unique_id}`)}`,
    });
    const links = Object.values(anyDevice.data.neighbors).reduce((n, x) => n + x.connections.length, 0);
    expect((neighbors.json() as Data<unknown[]>).data).toHaveLength(links);
    const stp = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/device_stp_instance/${anyDevice.unique_id}?${q()}`,
    });
    const rows = (stp.json() as Data<{ stp_instance_id: string; protocol: string }[]>).data;
    expect(rows.length).toBe(Object.keys(anyDevice.data.stp?.instances ?? {}).length);
    const instance = rows[0];
    if (!instance) throw new Error('an instance');
    const members = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices_stp_instance/${instance.stp_instance_id}?${q(1, `&stp_protocol=${instance.protocol}`)}`,
    });
    expect((members.json() as Data<{ device_id: string }[]>).data.map((r) => r.device_id)).toContain(
      anyDevice.unique_id,
    );
    const instances = await t.as('reader', { method: 'GET', url: `/api/explorer/stp_instances?${q()}` });
    const summary = (instances.json() as Data<{ root_device_id: string | null }[]>).data;
    expect(summary.length).toBeGreaterThan(0);
    expect(summary.some((s) => s.root_device_id !== null)).toBe(true);
    const vendors = await t.as('reader', { method: 'GET', url: `/api/explorer/supported_vendors?${q()}` });
    expect((vendors.json() as Data<{ vendor: string }[]>).data).toContainEqual({
      platform: 'cisco_ios',
      vendor: 'cisco',
    });
  });

  it("answers MSTP's instance 0 with each device's VLANs that no other instance maps, everywhere", async () => {
    type Row = { device_id: string; stp_instance_id: string; mapped_vlans: number[] };
    const mstp = it_.live.devices.filter((d) => d.data.stp?.protocol === 'mstp');
    expect(mstp.length).toBeGreaterThan(0);
    const cist = (deviceId: string) => {
      const device = mstp.find((d) => d.unique_id === deviceId);
      const instances = Object.entries(device?.data.stp?.instances ?? {});
      const elsewhere = new Set(instances.filter(([id]) => id !== '0').flatMap(([, i]) => i.mapped_vlans));
      return Object.values(device?.data.vlans ?? {})
        .map((vlan) => vlan.vlan_id)
        .filter((vlan) => !elsewhere.has(vlan))
        .sort((a, b) => a - b);
    };

    const members = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices_stp_instance/0?${q(2, '&stp_protocol=mstp')}`,
    });
    expect(members.statusCode).toBe(200);
    const rows = (members.json() as Data<Row[]>).data;
    expect(rows.map((r) => r.device_id).sort()).toEqual(mstp.map((d) => d.unique_id).sort());
    // AOS-S prints only the common tree of its region (`seed/observable.ts`): its other instances are not known,
    // so its instance 0 is what the switch shows, not what the others leave.
    const whole = new Set(mstp.filter((d) => d.data.version.vendor !== 'aruba').map((d) => d.unique_id));
    const known = rows.filter((r) => whole.has(r.device_id));
    expect(known.length).toBeGreaterThan(0);
    for (const row of known) expect(row.mapped_vlans, row.device_id).toEqual(cist(row.device_id));
    // The buildings' switches map VLANs 20, 40 and 30, 50 to instances 1 and 2: management VLAN 10 stays in the CIST.
    const region = known.filter(
      (r) => mstp.find((d) => d.unique_id === r.device_id)?.data.stp?.instances['1'],
    );
    expect(region.length).toBeGreaterThan(0);
    expect(region.every((r) => r.mapped_vlans.join() === '10')).toBe(true);

    const access = mstp.find((d) => d.data.name === 'hq-a-acc-01');
    if (!access) throw new Error('an MSTP access switch');
    const own = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/device_stp_instance/${access.unique_id}?${q(2)}`,
    });
    const byInstance = Object.fromEntries(
      (own.json() as Data<Row[]>).data.map((r) => [r.stp_instance_id, r.mapped_vlans]),
    );
    expect(byInstance).toEqual({ '0': [10], '1': [20, 40], '2': [30, 50] });
    const record = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/${access.unique_id}?${q(2)}`,
    });
    const info = (
      record.json() as Data<{ data: { stp?: { instances: Record<string, { mapped_vlans: number[] }> } } }>
    ).data.data;
    expect(info.stp?.instances['0']?.mapped_vlans).toEqual([10]);

    // The instance summary and the spanning-tree graph list the VLANs of the instance over its devices.
    const over = (id: string) =>
      [...new Set(mstp.flatMap((d) => d.data.stp?.instances[id]?.mapped_vlans ?? []))].sort((a, b) => a - b);
    const instances = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/stp_instances?${q(2, '&stp_protocol=mstp')}`,
    });
    const summary = (instances.json() as Data<{ stp_instance_id: string; mapped_vlans: number[] }[]>).data;
    expect(summary.map((i) => [i.stp_instance_id, i.mapped_vlans])).toEqual([
      ['0', over('0')],
      ['1', [20, 40]],
      ['2', [30, 50]],
    ]);
    const graph = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/spanning-tree?${q(2, '&data_type=devices&stp_protocol=mstp&stp_instance_id=0')}`,
    });
    expect(graph.statusCode).toBe(200);
    expect((graph.json() as Data<{ stp: { mapped_vlans: number[] } }>).data.stp.mapped_vlans).toEqual(
      over('0'),
    );
  });

  it('lists hosts by VLAN, keeps extended attributes per MAC and refuses readers', async () => {
    const host = ot.live.hosts[0];
    if (!host) throw new Error('a host');
    const vlan = host.data.vlan_ids[0] ?? 0;
    const list = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/hosts?${q(1, `&vlan_ids[]=${vlan}`)}`,
    });
    const expected = ot.live.hosts.filter((h) => h.data.vlan_ids.includes(vlan)).length;
    expect((list.json() as Data<unknown[]>).data).toHaveLength(expected);
    const upsert = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/hosts_extended?${q()}`,
      payload: {
        mac_address: host.data.mac.address.toUpperCase(),
        attributes: { asset_owner: 'Production' },
      },
    });
    expect(upsert.statusCode).toBe(200);
    const one = await t.as('reader', { method: 'GET', url: `/api/explorer/hosts/${host.data.hw_id}?${q()}` });
    expect(one.json()).toMatchObject({
      data: { data: { extended: { asset_owner: 'Production' }, notes: '' } },
    });
    const refused = await t.as('reader', {
      method: 'PATCH',
      url: `/api/explorer/hosts/${host.data.hw_id}/notes?${q()}`,
      payload: { notes: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    const created = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/hosts?${q()}`,
      payload: {
        mac: { address: '00:A0:45:11:22:33' },
        addresses: [{ ipv4: '10.20.4.30' }],
        vlan_ids: [200],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { data: { mac: { address: '00:a0:45:11:22:33' }, seen_on_device: null } },
    });
  });

  it('manages tags and recolours a class', async () => {
    const created = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/tags?${q()}`,
      payload: { name: 'Hall 3', klass: 'hall', color: '#1971c2' },
    });
    expect(created.statusCode).toBe(201);
    const patched = await t.as('user', {
      method: 'PATCH',
      url: `/api/explorer/tags/hall?${q()}`,
      payload: { color: '#2f9e44' },
    });
    expect(patched.json()).toEqual({ data: [expect.objectContaining({ name: 'Hall 3', color: '#2f9e44' })] });
    const invalid = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/tags?${q()}`,
      payload: { name: 'x', klass: 'y', color: 'red' },
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('counts VLAN use and refuses a duplicate VLAN id', async () => {
    const stats = await t.as('reader', { method: 'GET', url: `/api/explorer/vlans/stats?${q()}` });
    const data = (
      stats.json() as Data<{ vlan_count: number; per_vlan: { vlan_id: number; host_count: number }[] }>
    ).data;
    expect(data.vlan_count).toBe(ot.live.vlans.length);
    const row = data.per_vlan[0];
    if (!row) throw new Error('a VLAN');
    expect(row.host_count).toBe(ot.live.hosts.filter((h) => h.data.vlan_ids.includes(row.vlan_id)).length);
    const duplicate = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/vlans?${q()}`,
      payload: { vlan_id: row.vlan_id, name: 'again' },
    });
    expect(duplicate.statusCode).toBe(409);
    const created = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/vlans?${q()}`,
      payload: { vlan_id: 3999, name: 'CCTV' },
    });
    expect(created.json()).toMatchObject({
      data: { vlan_id: 3999, name: 'CCTV', description: '', host_count: 0 },
    });
  });

  it('answers documents changed by any code, not a stale decoded copy', async () => {
    const url = `/api/explorer/devices/${anyDevice.unique_id}?${q()}`;
    expect((await t.as('reader', { method: 'GET', url: `/api/explorer/devices?${q()}` })).statusCode).toBe(
      200,
    );
    await t.app.ctx.database.rows(sql`
      UPDATE network_docs SET data = jsonb_set(data, '{data,name}', '"renamed-by-sql"')
      WHERE explorer_network_id = 1 AND snapshot_id = 1 AND kind = 'device' AND doc_id = ${anyDevice.unique_id}`);
    const list = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices?${q(1, '&search=renamed-by-sql')}`,
    });
    expect((list.json() as Data<DeviceItem[]>).data.map((d) => d.unique_id)).toEqual([anyDevice.unique_id]);
    expect((await t.as('reader', { method: 'GET', url })).json()).toMatchObject({
      data: { data: { name: 'renamed-by-sql' } },
    });
  });
});
