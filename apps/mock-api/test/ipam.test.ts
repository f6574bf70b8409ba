import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { licenses } from '../src/db/schema';
import { storedLiveDataset, storeIpam } from '../src/db/seed-network';
import { takeSnapshotIn } from '../src/domains/snapshots/service';
import { generateDataset } from '../src/seed/index';
import { multipartFile, startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };
type Prefix = {
  id: number;
  prefix: string;
  vrf_id: number | null;
  status: string;
  utilization: number;
  parent_id: number | null;
  children_count: number;
};
type PrefixDetail = Prefix & {
  size: string;
  usable_size: string;
  ancestors: { id: number; prefix: string }[];
  children: Prefix[];
  ips: { id: number; address: string }[];
  free_ranges: { first: string; last: string; size: string; cidrs: string[] }[];
  next_free_ip: string | null;
};
type IpAddress = { id: number; address: string; prefix_id: number | null; assigned_object: unknown };
type Issue = { type: string; loc: (string | number)[]; msg: string };
type ImportResult = {
  validate_only: boolean;
  written: boolean;
  total_rows: number;
  valid_rows: number;
  rows: { row: number; id: number | null; errors: { column: string | null; message: string }[] }[];
};
type Diff = {
  summary: {
    documented: number;
    seen: number;
    matched: number;
    documented_unseen: number;
    seen_undocumented: number;
    mismatched: number;
  };
  documented_unseen: { ip_id: number; address: string }[];
  seen_undocumented: { address: string; seen_on: { kind: string; name: string } }[];
  mismatched: { ip_id: number; address: string; fields: string[]; seen_on: { kind: string; name: string } }[];
};

const dataset = storedLiveDataset(generateDataset());
const ot = dataset.networks[0];
const campus = dataset.networks[1];
if (!ot || !campus) throw new Error('the generator answers the OT plant and the IT campus');

const CAMPUS = 2;
const q = (network = CAMPUS, extra = '') => `explorer_network_id=${network}${extra}`;
const json = (body: unknown) => ({
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
const csv = (text: string) => multipartFile('import.csv', Buffer.from(text));

describe('IPAM', () => {
  let t: TestApp;
  let vrfId = 0;

  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
    for (const bundle of dataset.networks.slice(0, 2))
      await storeIpam(t.app.ctx.db, bundle.network.id, bundle.ipam);
    const created = await t.as('admin', {
      method: 'POST',
      url: `/api/ipam/vrfs?${q()}`,
      ...json({ name: 'Tests', rd: '65000:77', description: 'Written by the tests' }),
    });
    expect(created.statusCode).toBe(201);
    vrfId = (created.json() as Data<{ id: number }>).data.id;
    // Two networks with their IPAM documents: more than the default hook time on a busy machine.
  }, 180_000);
  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  const post = (url: string, body: unknown, who: 'admin' | 'user' | 'reader' = 'user') =>
    t.as(who, { method: 'POST', url, ...json(body) });

  it('lists the seeded prefixes as a tree per VRF, parents first, with utilisation', async () => {
    const response = await t.as('reader', { method: 'GET', url: `/api/ipam/prefixes?${q()}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as Data<Prefix[]>;
    expect(data).toHaveLength(campus.ipam.prefixes.length);
    const byId = new Map(data.map((p) => [p.id, p]));
    const top = data.find((p) => p.prefix === '10.0.0.0/8');
    expect(top?.parent_id).toBeNull();
    expect(top?.status).toBe('container');
    expect(top?.children_count).toBeGreaterThan(0);
    for (const [at, prefix] of data.entries()) {
      if (prefix.parent_id === null) continue;
      const parent = byId.get(prefix.parent_id);
      expect(parent?.vrf_id).toBe(prefix.vrf_id);
      expect(data.findIndex((p) => p.id === prefix.parent_id)).toBeLessThan(at);
    }
    const vlan20 = data.find((p) => p.status === 'active' && p.children_count === 0);
    expect(vlan20?.utilization).toBeGreaterThan(0);
    expect(vlan20?.utilization).toBeLessThan(100);
  });

  it('creates a prefix tree and an address, and utilisation, children and free space follow', async () => {
    const outer = await post(`/api/ipam/prefixes?${q()}`, {
      prefix: '10.77.0.0/16',
      vrf_id: vrfId,
      status: 'container',
      description: 'Test block',
    });
    expect(outer.statusCode).toBe(201);
    const outerPrefix = (outer.json() as Data<Prefix>).data;
    expect(outerPrefix).toMatchObject({
      prefix: '10.77.0.0/16',
      parent_id: null,
      utilization: 0,
      children_count: 0,
    });

    const inner = await post(`/api/ipam/prefixes?${q()}`, { prefix: '10.77.1.0/24', vrf_id: vrfId });
    expect(inner.statusCode).toBe(201);
    const innerPrefix = (inner.json() as Data<Prefix>).data;
    expect(innerPrefix).toMatchObject({ parent_id: outerPrefix.id, status: 'active', utilization: 0 });

    const ip = await post(`/api/ipam/ips?${q()}`, {
      address: '10.77.1.1/24',
      vrf_id: vrfId,
      dns_name: 'gw.test.example',
      mac_address: '00-1b-1b-4a-2c-11',
    });
    expect(ip.statusCode).toBe(201);
    const address = (ip.json() as Data<IpAddress & { mac_address: string }>).data;
    expect(address).toMatchObject({
      address: '10.77.1.1/24',
      prefix_id: innerPrefix.id,
      mac_address: '00:1B:1B:4A:2C:11',
    });

    const detail = await t.as('reader', {
      method: 'GET',
      url: `/api/ipam/prefixes/${innerPrefix.id}?${q()}`,
    });
    expect(detail.statusCode).toBe(200);
    const data = (detail.json() as Data<PrefixDetail>).data;
    expect(data.utilization).toBe(0.39);
    expect(data.size).toBe('256');
    expect(data.usable_size).toBe('254');
    expect(data.ancestors).toEqual([{ id: outerPrefix.id, prefix: '10.77.0.0/16' }]);
    expect(data.ips.map((i) => i.address)).toEqual(['10.77.1.1/24']);
    expect(data.next_free_ip).toBe('10.77.1.2');
    expect(data.free_ranges).toEqual([
      {
        first: '10.77.1.2',
        last: '10.77.1.254',
        size: '253',
        cidrs: expect.arrayContaining(['10.77.1.2/31', '10.77.1.128/26', '10.77.1.254/32']),
      },
    ]);

    const parent = await t.as('reader', {
      method: 'GET',
      url: `/api/ipam/prefixes/${outerPrefix.id}?${q()}`,
    });
    const parentData = (parent.json() as Data<PrefixDetail>).data;
    expect(parentData.children.map((c) => c.prefix)).toEqual(['10.77.1.0/24']);
    expect(parentData.children_count).toBe(1);
    expect(parentData.utilization).toBe(0.39);
    expect(parentData.next_free_ip).toBe('10.77.0.1');

    const listed = await t.as('reader', {
      method: 'GET',
      url: `/api/ipam/ips?${q(CAMPUS, `&prefix_id=${outerPrefix.id}`)}`,
    });
    expect((listed.json() as Data<IpAddress[]>).data.map((i) => i.address)).toEqual(['10.77.1.1/24']);
  });

  it('handles IPv6 prefixes and addresses with sizes as decimal strings', async () => {
    const block = await post(`/api/ipam/prefixes?${q()}`, { prefix: '2001:DB8:77:0::/48', vrf_id: vrfId });
    expect(block.statusCode).toBe(201);
    const id = (block.json() as Data<Prefix>).data.id;
    expect((block.json() as Data<Prefix>).data.prefix).toBe('2001:db8:77::/48');
    const address = await post(`/api/ipam/ips?${q()}`, { address: '2001:db8:77::1/64', vrf_id: vrfId });
    expect(address.statusCode).toBe(201);
    expect((address.json() as Data<IpAddress>).data).toMatchObject({
      address: '2001:db8:77::1/64',
      prefix_id: id,
    });
    const detail = (
      (
        await t.as('reader', { method: 'GET', url: `/api/ipam/prefixes/${id}?${q()}` })
      ).json() as Data<PrefixDetail>
    ).data;
    expect(detail.size).toBe('1208925819614629174706176');
    expect(detail.usable_size).toBe('1208925819614629174706175');
    expect(detail.next_free_ip).toBe('2001:db8:77::2');
    expect(detail.free_ranges[0]).toMatchObject({
      first: '2001:db8:77::2',
      last: '2001:db8:77:ffff:ffff:ffff:ffff:ffff',
    });
    expect(detail.utilization).toBe(0);
  });

  it('updates with PUT and deletes in bulk, all or nothing', async () => {
    const created = await post(`/api/ipam/prefixes?${q()}`, { prefix: '10.77.200.0/24', vrf_id: vrfId });
    const id = (created.json() as Data<Prefix>).data.id;
    const updated = await t.as('user', {
      method: 'PUT',
      url: `/api/ipam/prefixes/${id}?${q()}`,
      ...json({ prefix: '10.77.200.0/25', vrf_id: vrfId, status: 'reserved', description: 'Halved' }),
    });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as Data<Prefix>).data).toMatchObject({
      prefix: '10.77.200.0/25',
      status: 'reserved',
    });

    const unknown = await t.as('user', {
      method: 'DELETE',
      url: `/api/ipam/prefixes/bulk?${q()}`,
      ...json({ data: [id, 999999] }),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.as('user', { method: 'GET', url: `/api/ipam/prefixes/${id}?${q()}` })).statusCode).toBe(
      200,
    );

    const deleted = await t.as('user', {
      method: 'DELETE',
      url: `/api/ipam/prefixes/bulk?${q()}`,
      ...json({ data: [id] }),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.as('user', { method: 'GET', url: `/api/ipam/prefixes/${id}?${q()}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: 'Prefix not found.' });
  });

  it('refuses a duplicate prefix in the same VRF with a 422 on body.prefix, but not in another VRF', async () => {
    const twin = await post(`/api/ipam/prefixes?${q()}`, { prefix: '10.77.1.0/24', vrf_id: vrfId });
    expect(twin.statusCode).toBe(422);
    const [issue] = (twin.json() as { detail: Issue[] }).detail;
    expect(issue?.loc).toEqual(['body', 'prefix']);
    expect(issue?.type).toBe('value_error');
    expect(issue?.msg).toMatch(
      /^Value error, 10\.77\.1\.0\/24 overlaps prefix 10\.77\.1\.0\/24 \(id \d+\) in VRF Tests$/,
    );

    const elsewhere = await post(`/api/ipam/prefixes?${q()}`, { prefix: '10.77.1.0/24', vrf_id: null });
    expect(elsewhere.statusCode).toBe(201);

    const hostBits = await post(`/api/ipam/prefixes?${q()}`, { prefix: '10.77.2.5/24', vrf_id: vrfId });
    expect(hostBits.statusCode).toBe(422);
    expect((hostBits.json() as { detail: Issue[] }).detail[0]?.msg).toBe(
      'Value error, 10.77.2.5/24 has host bits set; the prefix is 10.77.2.0/24',
    );

    const invalid = await post(`/api/ipam/prefixes?${q()}`, { prefix: '10.77.2.0/33', vrf_id: 424242 });
    expect(invalid.statusCode).toBe(422);
    const locs = (invalid.json() as { detail: Issue[] }).detail.map((i) => i.loc.join('.'));
    expect(locs).toEqual(['body.prefix', 'body.vrf_id']);
  });

  it('lets only one of two simultaneous creations of the same prefix through', async () => {
    const body = { prefix: '10.77.99.0/24', vrf_id: vrfId };
    const answers = await Promise.all([
      post(`/api/ipam/prefixes?${q()}`, body),
      post(`/api/ipam/prefixes?${q()}`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
  });

  it('refuses an address outside every prefix of its VRF, and a duplicate address', async () => {
    const outside = await post(`/api/ipam/ips?${q()}`, { address: '10.78.0.1/24', vrf_id: vrfId });
    expect(outside.statusCode).toBe(422);
    expect((outside.json() as { detail: Issue[] }).detail).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'address'],
        msg: 'Value error, 10.78.0.1 is not inside any prefix of VRF Tests',
      },
    ]);
    const twin = await post(`/api/ipam/ips?${q()}`, { address: '10.77.1.1', vrf_id: vrfId });
    expect(twin.statusCode).toBe(422);
    expect((twin.json() as { detail: Issue[] }).detail[0]?.msg).toMatch(/is already documented in VRF Tests/);
    const ipv6 = await post(`/api/ipam/ips?${q()}`, { address: '2001:db8::1', vrf_id: vrfId });
    expect(ipv6.statusCode).toBe(422);
  });

  it('refuses to shrink a prefix so that its addresses fall outside every prefix', async () => {
    const list = await t.as('user', {
      method: 'GET',
      url: `/api/ipam/prefixes?${q(CAMPUS, `&vrf_id=${vrfId}`)}`,
    });
    const inner = (list.json() as Data<Prefix[]>).data.find((p) => p.prefix === '10.77.1.0/24');
    const outer = (list.json() as Data<Prefix[]>).data.find((p) => p.prefix === '10.77.0.0/16');
    if (!inner || !outer) throw new Error('the earlier test made the tree');
    // Moving the /24 is fine while the /16 still holds the address.
    const moved = await t.as('user', {
      method: 'PUT',
      url: `/api/ipam/prefixes/${inner.id}?${q()}`,
      ...json({ prefix: '10.77.3.0/24', vrf_id: vrfId }),
    });
    expect(moved.statusCode).toBe(200);
    const shrunk = await t.as('user', {
      method: 'PUT',
      url: `/api/ipam/prefixes/${outer.id}?${q()}`,
      ...json({ prefix: '10.77.3.0/24', vrf_id: vrfId, status: 'container' }),
    });
    expect(shrunk.statusCode).toBe(422);
    const back = await t.as('user', {
      method: 'PUT',
      url: `/api/ipam/prefixes/${inner.id}?${q()}`,
      ...json({ prefix: '10.77.1.0/24', vrf_id: vrfId }),
    });
    expect(back.statusCode).toBe(200);
  });

  it('imports CSV: validate_only reports per-row errors and writes nothing; then the import writes every row', async () => {
    const before = (
      (await t.as('user', { method: 'GET', url: `/api/ipam/prefixes?${q()}` })).json() as Data<Prefix[]>
    ).data.length;
    const bad = [
      'prefix,vrf_id,status,description,is_pool',
      `10.77.10.0/24,${vrfId},active,"Cell 10, line A",false`,
      `10.77.1.0/24,${vrfId},active,Duplicate,false`,
      `10.77.11.0/24,${vrfId},sleeping,Bad status,maybe`,
      `,${vrfId},,No prefix,`,
    ].join('\n');
    const checked = await t.as('user', {
      method: 'POST',
      url: `/api/ipam/prefixes/import?${q(CAMPUS, '&validate_only=true')}`,
      ...csv(bad),
    });
    expect(checked.statusCode).toBe(200);
    const result = (checked.json() as Data<ImportResult>).data;
    expect(result).toMatchObject({ validate_only: true, written: false, total_rows: 4, valid_rows: 1 });
    expect(result.rows[0]).toEqual({ row: 1, id: null, errors: [] });
    expect(result.rows[1]?.errors).toEqual([
      { column: 'prefix', message: expect.stringMatching(/^Value error, 10\.77\.1\.0\/24 overlaps prefix/) },
    ]);
    expect(result.rows[2]?.errors.map((e) => e.column)).toEqual(['status', 'is_pool']);
    expect(result.rows[3]?.errors).toEqual([{ column: 'prefix', message: 'Field required' }]);

    const refused = await t.as('user', {
      method: 'POST',
      url: `/api/ipam/prefixes/import?${q()}`,
      ...csv(bad),
    });
    expect(refused.statusCode).toBe(422);
    const locs = (refused.json() as { detail: Issue[] }).detail.map((i) => i.loc);
    expect(locs).toContainEqual(['body', 'upload_file', 2, 'prefix']);
    expect(locs).toContainEqual(['body', 'upload_file', 3, 'status']);
    const after = (
      (await t.as('user', { method: 'GET', url: `/api/ipam/prefixes?${q()}` })).json() as Data<Prefix[]>
    ).data;
    expect(after).toHaveLength(before);

    const good = [
      'prefix,vrf_id,status,description,is_pool',
      `10.77.10.0/24,${vrfId},active,"Cell 10, line A",false`,
      `10.77.10.128/25,${vrfId},reserved,Inside the row above,`,
    ].join('\r\n');
    const validated = await t.as('user', {
      method: 'POST',
      url: `/api/ipam/prefixes/import?${q(CAMPUS, '&validate_only=true')}`,
      ...csv(good),
    });
    expect((validated.json() as Data<ImportResult>).data).toMatchObject({ valid_rows: 2, written: false });
    const applied = await t.as('user', {
      method: 'POST',
      url: `/api/ipam/prefixes/import?${q()}`,
      ...csv(good),
    });
    expect(applied.statusCode).toBe(200);
    const written = (applied.json() as Data<ImportResult>).data;
    expect(written).toMatchObject({ validate_only: false, written: true, total_rows: 2, valid_rows: 2 });
    expect(written.rows.every((r) => typeof r.id === 'number')).toBe(true);
    const list = (
      (await t.as('user', { method: 'GET', url: `/api/ipam/prefixes?${q()}` })).json() as Data<Prefix[]>
    ).data;
    const half = list.find((p) => p.prefix === '10.77.10.128/25');
    const cell = list.find((p) => p.prefix === '10.77.10.0/24');
    expect(half?.parent_id).toBe(cell?.id);
    expect(cell).toMatchObject({ description: 'Cell 10, line A' });

    const header = await t.as('user', {
      method: 'POST',
      url: `/api/ipam/ips/import?${q()}`,
      ...csv('ip,vrf\n10.77.10.5,1\n'),
    });
    expect(header.statusCode).toBe(422);
    expect((header.json() as { detail: Issue[] }).detail[0]?.loc).toEqual(['body', 'upload_file']);

    const ips = await t.as('user', {
      method: 'POST',
      url: `/api/ipam/ips/import?${q()}`,
      ...csv(
        `address,vrf_id,status,dns_name,mac_address\n10.77.10.5/24,${vrfId},active,a.example,00:11:22:33:44:55\n`,
      ),
    });
    expect(ips.statusCode).toBe(200);
    const missingFile = await t.as('user', {
      method: 'POST',
      url: `/api/ipam/ips/import?${q()}`,
      ...multipartFile('x.csv', Buffer.from('x'), 'other'),
    });
    expect(missingFile.statusCode).toBe(422);
  });

  it('filters VLANs by location_ids[] and keeps VLAN ids unique per location', async () => {
    const locations = (
      (await t.as('reader', { method: 'GET', url: `/api/ipam/locations?${q(1)}` })).json() as Data<
        { id: number }[]
      >
    ).data;
    expect(locations.length).toBe(ot.ipam.locations.length);
    const all = (
      (await t.as('reader', { method: 'GET', url: `/api/ipam/vlans?${q(1)}` })).json() as Data<
        { id: number; vid: number; location_id: number | null }[]
      >
    ).data;
    expect(all).toHaveLength(ot.ipam.vlans.length);
    const some = all.find((v) => v.location_id !== null)?.location_id;
    if (!some) throw new Error('a seeded VLAN has a location');
    const filtered = (
      (
        await t.as('reader', { method: 'GET', url: `/api/ipam/vlans?${q(1, `&location_ids[]=${some}`)}` })
      ).json() as Data<{ location_id: number | null }[]>
    ).data;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((v) => v.location_id === some)).toBe(true);
    expect(filtered).toHaveLength(all.filter((v) => v.location_id === some).length);

    const location = await post(`/api/ipam/locations?${q()}`, { name: 'Hall 7', parent_id: null });
    expect(location.statusCode).toBe(201);
    const hall = (location.json() as Data<{ id: number }>).data.id;
    const vlan = await post(`/api/ipam/vlans?${q()}`, { vid: 700, name: 'hall-7', location_id: hall });
    expect(vlan.statusCode).toBe(201);
    const twin = await post(`/api/ipam/vlans?${q()}`, { vid: 700, name: 'again', location_id: hall });
    expect(twin.statusCode).toBe(422);
    expect((twin.json() as { detail: Issue[] }).detail[0]?.loc).toEqual(['body', 'vid']);
    const cycle = await t.as('user', {
      method: 'PUT',
      url: `/api/ipam/locations/${hall}?${q()}`,
      ...json({ name: 'Hall 7', parent_id: hall }),
    });
    expect(cycle.statusCode).toBe(422);
    const deleted = await t.as('user', {
      method: 'DELETE',
      url: `/api/ipam/locations/bulk?${q()}`,
      ...json({ data: [hall] }),
    });
    expect(deleted.statusCode).toBe(204);
    const orphan = (
      (await t.as('user', { method: 'GET', url: `/api/ipam/vlans?${q()}` })).json() as Data<
        { vid: number; location_id: number | null }[]
      >
    ).data.find((v) => v.vid === 700);
    expect(orphan?.location_id).toBeNull();
  });

  it('diffs the seeded documentation against the network: each category, with a known entry of each', async () => {
    const response = await t.as('reader', { method: 'GET', url: `/api/ipam/diff/ips?${q(1)}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as Data<Diff>;
    expect(data.documented_unseen.length).toBeGreaterThan(0);
    expect(data.seen_undocumented.length).toBeGreaterThan(0);
    expect(data.mismatched.some((m) => m.fields.includes('mac_address'))).toBe(true);
    expect(data.mismatched.some((m) => m.fields.includes('host'))).toBe(true);
    expect(data.summary).toMatchObject({
      documented_unseen: data.documented_unseen.length,
      seen_undocumented: data.seen_undocumented.length,
      mismatched: data.mismatched.length,
    });
    expect(data.summary.documented).toBe(ot.ipam.ip_addresses.length);
    expect(data.summary.matched + data.summary.documented_unseen + data.summary.mismatched).toBe(
      data.summary.documented,
    );

    // A host left out of the documentation is seen but undocumented.
    const hostIps = new Set(ot.live.hosts.map((h) => h.data.addresses[0]?.ipv4));
    const documented = new Set(ot.ipam.ip_addresses.map((ip) => ip.address.split('/')[0]));
    const undocumentedHost = [...hostIps].find((ip) => ip && !documented.has(ip));
    expect(data.seen_undocumented.map((s) => s.address)).toContain(undocumentedHost);
    // Reserved addresses at the top of a subnet are documented but unseen.
    const reserved = ot.ipam.ip_addresses.find((ip) => ip.status === 'reserved');
    expect(data.documented_unseen.map((d) => d.ip_id)).toContain(reserved?.id);
    // A device documented under its former name.
    const renamed = data.mismatched.find((m) => m.fields.includes('host'));
    expect(renamed?.seen_on.kind).toBe('device');

    // Documenting an undocumented address moves it to another category.
    const prefixes = (
      (await t.as('user', { method: 'GET', url: `/api/ipam/prefixes?${q(1)}` })).json() as Data<Prefix[]>
    ).data;
    const seenHost = data.seen_undocumented.find((s) => s.seen_on.kind === 'host');
    if (!seenHost) throw new Error('an undocumented host');
    const home = ot.ipam.ip_addresses.find((ip) =>
      ip.address.startsWith(seenHost.address.split('.').slice(0, 3).join('.')),
    );
    const created = await post(`/api/ipam/ips?${q(1)}`, {
      address: seenHost.address,
      vrf_id: home?.vrf_id ?? null,
    });
    expect(created.statusCode).toBe(201);
    expect(prefixes.length).toBeGreaterThan(0);
    const again = (
      (await t.as('reader', { method: 'GET', url: `/api/ipam/diff/ips?${q(1)}` })).json() as Data<Diff>
    ).data;
    expect(again.seen_undocumented.map((s) => s.address)).not.toContain(seenHost.address);
    expect(again.summary.documented).toBe(data.summary.documented + 1);
  });

  it('lets a reader read but not write, and refuses writes in a historical snapshot', async () => {
    expect((await t.as('reader', { method: 'GET', url: `/api/ipam/vrfs?${q()}` })).statusCode).toBe(200);
    const refused = await post(`/api/ipam/vrfs?${q()}`, { name: 'Nope' }, 'reader');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Not allowed to create IPAM data.' });
    const bulk = await t.as('reader', {
      method: 'DELETE',
      url: `/api/ipam/vrfs/bulk?${q()}`,
      ...json({ data: [vrfId] }),
    });
    expect(bulk.statusCode).toBe(403);
    const imported = await t.as('reader', {
      method: 'POST',
      url: `/api/ipam/vrfs/import?${q()}`,
      ...csv('name\nReaderVrf\n'),
    });
    expect(imported.statusCode).toBe(403);

    const snapshot = await t.app.ctx.db.transaction((tx) => takeSnapshotIn(tx, CAMPUS, 'ipam history', 1));
    const old = await t.as('reader', {
      method: 'GET',
      url: `/api/ipam/prefixes?${q(CAMPUS, `&snapshot_id=${snapshot.id}`)}`,
    });
    expect(old.statusCode).toBe(200);
    expect((old.json() as Data<Prefix[]>).data.some((p) => p.prefix === '10.77.0.0/16')).toBe(true);
    const write = await t.as('admin', {
      method: 'POST',
      url: `/api/ipam/vrfs?${q(CAMPUS, `&snapshot_id=${snapshot.id}`)}`,
      ...json({ name: 'History' }),
    });
    expect(write.statusCode).toBe(403);
    expect((await t.as(undefined, { method: 'GET', url: `/api/ipam/vrfs?${q()}` })).statusCode).toBe(401);
  });

  it('answers every IPAM call as not licensed when the licence lacks the feature ipam', async () => {
    const [row] = await t.app.ctx.db.select().from(licenses);
    if (!row) throw new Error('a seeded licence');
    await t.app.ctx.db.update(licenses).set({ features: row.features.filter((f) => f !== 'ipam') });
    try {
      for (const [method, url] of [
        ['GET', `/api/ipam/prefixes?${q()}`],
        ['GET', `/api/ipam/prefixes/1?${q()}`],
        ['GET', `/api/ipam/ips?${q()}`],
        ['GET', `/api/ipam/vlans?${q()}`],
        ['GET', `/api/ipam/diff/ips?${q()}`],
      ] as const) {
        const response = await t.as('admin', { method, url });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: 'The license does not include the feature ipam.' });
      }
      const write = await post(`/api/ipam/vrfs?${q()}`, { name: 'Unlicensed' }, 'admin');
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual({ detail: 'The license does not include the feature ipam.' });
    } finally {
      await t.app.ctx.db.update(licenses).set({ features: row.features });
    }
    expect((await t.as('reader', { method: 'GET', url: `/api/ipam/vrfs?${q()}` })).statusCode).toBe(200);
  });
});
