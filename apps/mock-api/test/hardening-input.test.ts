import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredHost } from '../src/db/network-store';
import { putDoc } from '../src/db/network-store';
import { startTestApp, type TestApp } from './helpers';

type Data<T> = { data: T };
type Issue = { type: string; loc: (string | number)[]; msg: string };

const NETWORK = 'explorer_network_id=1';

/** The probe's malformed inputs: each a 422 (or 400 for a broken upload), never a 500, never stored. */
describe('input validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dataset: true });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const issuesOf = (body: string) => (JSON.parse(body) as { detail: Issue[] }).detail;

  it("refuses the probe's host (MAC 'fuzz', an address entry without an address) with 422", async () => {
    const answer = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/hosts?${NETWORK}`,
      payload: { mac: { address: 'fuzz' }, addresses: [{ a: 1 }] },
    });
    expect(answer.statusCode).toBe(422);
    const locs = issuesOf(answer.body).map((issue) => issue.loc.join('.'));
    expect(locs).toContain('body.mac.address');
    expect(locs.some((loc) => loc.startsWith('body.addresses.0'))).toBe(true);
    for (const bad of [{ ipv4: 'fuzz' }, { ipv4: '10.0.0.256' }, { ipv6: 'zz::1' }, {}]) {
      const refused = await t.as('user', {
        method: 'POST',
        url: `/api/explorer/hosts?${NETWORK}`,
        payload: { mac: { address: '00:a0:45:11:22:33' }, addresses: [bad] },
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const good = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/hosts?${NETWORK}`,
      payload: {
        mac: { address: '00-A0-45-11-22-34' },
        addresses: [{ ipv4: '10.20.4.31' }, { ipv6: '2001:db8::31' }],
      },
    });
    expect(good.statusCode).toBe(201);
  });

  it('stores a host written with an IPv6 address on no device as written, and every view of it answers', async () => {
    const written = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/hosts?${NETWORK}`,
      payload: {
        mac: { address: '00:a0:45:11:22:40' },
        addresses: [{ ipv6: '2001:db8::40' }],
        seen_on_device: null,
      },
    });
    expect(written.statusCode).toBe(201);
    const host = (written.json() as Data<{ data: Record<string, unknown> }>).data.data;
    expect(host.addresses).toEqual([{ ipv6: '2001:db8::40' }]);
    expect([host.seen_on_device, host.seen_on_device_name, host.port_if_no]).toEqual([null, null, null]);
    const patched = await t.as('user', {
      method: 'PATCH',
      url: `/api/explorer/hosts/${String(host.hw_id)}?${NETWORK}`,
      payload: { addresses: [{ ipv4: '10.20.4.40' }, { ipv6: '2001:db8::40' }] },
    });
    expect(patched.statusCode).toBe(200);
    expect((patched.json() as Data<{ data: Record<string, unknown> }>).data.data.addresses).toEqual([
      { ipv4: '10.20.4.40' },
      { ipv6: '2001:db8::40' },
    ]);
    for (const url of [
      `/api/explorer/hosts?${NETWORK}&search=2001:db8::40`,
      `/api/explorer/graph/basegraph?${NETWORK}&data_type=all`,
      `/api/ipam/ips?${NETWORK}`,
    ]) {
      expect((await t.as('reader', { method: 'GET', url })).statusCode, url).toBe(200);
    }
    const list = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/hosts?${NETWORK}&search=00:a0:45:11:22:40`,
    });
    expect((list.json() as Data<{ data: { hw_id: string } }[]>).data.map((h) => h.data.hw_id)).toEqual([
      host.hw_id,
    ]);
  });

  it('keeps IPAM and the host list answering when a bad host document is already stored, and logs it', async () => {
    const bad = {
      id: 999_999,
      created: '2026-11-20T00:00:00Z',
      explorer_network_id: 1,
      new_device: false,
      tag_ids: [],
      notes: '',
      vlan_db_id: 1,
      data: { hw_id: '01BADHOST0000000000000000X', mac: { address: 'fuzz' }, addresses: [{ a: 1 }] },
    } as unknown as StoredHost;
    await putDoc(t.app.ctx.db, { networkId: 1, snapshotId: 1 }, 'host', bad.data.hw_id, bad);
    const prefixes = await t.as('reader', { method: 'GET', url: `/api/ipam/prefixes?${NETWORK}` });
    const [prefix] = (prefixes.json() as Data<{ id: number }[]>).data;
    for (const url of [
      `/api/ipam/ips?${NETWORK}`,
      `/api/ipam/diff/ips?${NETWORK}`,
      `/api/ipam/prefixes/${prefix?.id}?${NETWORK}`,
      `/api/explorer/hosts?${NETWORK}&search=fuzz`,
      `/api/explorer/hosts/${bad.data.hw_id}?${NETWORK}`,
      `/api/explorer/graph/basegraph?${NETWORK}&snapshot_id=1&data_type=all`,
    ]) {
      expect((await t.as('reader', { method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(t.app.ctx.logs.tail(2000).join('\n')).toContain('a stored document was repaired as it was read');
  });

  it('refuses a NUL byte in a text field with 422, and audits the refusal', async () => {
    const answer = await t.as('admin', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: '{"name":"a\\u0000b"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(422);
    expect(issuesOf(answer.body)).toEqual([
      {
        type: 'string_pattern_mismatch',
        loc: ['body', 'name'],
        msg: 'String should not contain control characters',
      },
    ]);
    const audit = await t.as('admin', { method: 'GET', url: '/api/system/audit?page_size=5' });
    expect((audit.json() as Data<{ items: { path: string; status: number }[] }>).data.items[0]).toMatchObject(
      {
        path: '/api/system/explorer_networks',
        status: 422,
      },
    );
    // In a query too.
    const search = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices?${NETWORK}&search=a%00b`,
    });
    expect(search.statusCode).toBe(422);
  });

  it('refuses ids of 2^31 and more with 422, never 500', async () => {
    const path = await t.as('admin', { method: 'GET', url: '/api/system/explorer_networks/2147483648' });
    expect(path.statusCode).toBe(422);
    expect(issuesOf(path.body)[0]).toMatchObject({
      type: 'less_than_equal',
      loc: ['path', 'explorer_network_id'],
    });
    const body = await t.as('user', {
      method: 'POST',
      url: `/api/system/login_devices?${NETWORK}`,
      payload: { name: 'd', ip_address: '10.0.0.9', login_credential_id: 2147483648 },
    });
    expect(body.statusCode).toBe(422);
    const query = await t.as('reader', {
      method: 'GET',
      url: '/api/system/snapshots?explorer_network_id=99999999999',
    });
    expect(query.statusCode).toBe(422);
  });

  it('refuses a 1 MB MAC, 1 MB names, invalid UTF-8 and empty dates with 422', async () => {
    const mac = await t.as('user', {
      method: 'POST',
      url: `/api/explorer/hosts_extended?${NETWORK}`,
      payload: { mac_address: 'a'.repeat(1_000_000), attributes: {} },
    });
    expect(mac.statusCode).toBe(422);
    for (const [url, payload] of [
      [`/api/explorer/vlans?${NETWORK}`, { vlan_id: 3001, name: 'n'.repeat(1_000_000) }],
      [`/api/explorer/tags?${NETWORK}`, { name: 'n'.repeat(1_000_000), klass: 'k' }],
      [`/api/explorer/devices?${NETWORK}`, { name: 'n'.repeat(1_000_000), ip_address: '10.0.0.1' }],
    ] as const) {
      const answer = await t.as('user', { method: 'POST', url, payload });
      expect(answer.statusCode, url).toBe(422);
      expect(issuesOf(answer.body)[0]?.type).toBe('string_too_long');
    }
    const latin1 = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const utf8 = await t.as('admin', {
      method: 'POST',
      url: '/api/system/explorer_networks',
      payload: latin1,
      headers: { 'content-type': 'application/json' },
    });
    expect(utf8.statusCode).toBe(422);
    expect(issuesOf(utf8.body)[0]?.type).toBe('json_invalid');
    for (const name of ['created_from', 'lastseen_to']) {
      const empty = await t.as('reader', { method: 'GET', url: `/api/explorer/devices?${NETWORK}&${name}=` });
      expect(empty.statusCode, name).toBe(422);
      expect(issuesOf(empty.body)[0]).toMatchObject({ type: 'int_parsing', loc: ['query', name] });
    }
  });

  it.each([
    '/api/system/restore',
    '/api/system/maintenance/upload_patch',
    `/api/explorer/devices/configs?device_id=x&${NETWORK}`,
    `/api/ipam/prefixes/import?${NETWORK}`,
    `/api/ipam/ips/import?${NETWORK}`,
    `/api/ipam/vrfs/import?${NETWORK}`,
    `/api/ipam/vlans/import?${NETWORK}`,
    `/api/ipam/locations/import?${NETWORK}`,
    `/api/collectors/import?${NETWORK}`,
  ])('answers malformed multipart on %s with 400 in the error shape', async (url) => {
    const answer = await t.as('admin', {
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nbroken',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: 'There was an error parsing the body' });
  });
});
