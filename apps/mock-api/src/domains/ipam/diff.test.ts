import { describe, expect, it } from 'vitest';
import type { StoredHost } from '../../db/network-store';
import type { DeviceRecord } from '../../model/documents';
import { ipDiff, seenAddresses } from './diff';
import type { IpamState, StoredIp } from './store';

function device(
  name: string,
  ip: string,
  interfaces: { name: string; ip: string; vrf: string }[],
): DeviceRecord {
  return {
    unique_id: `ULID-${name}`,
    tag_ids: [],
    data: {
      name,
      ip_address: ip,
      last_seen: 1_700_000_000,
      mac: { address: '00:00:0c:00:00:01' },
      ip_configs: Object.fromEntries(
        interfaces.map((i) => [
          i.name,
          {
            interface_name: i.name,
            ip_interfaces: [{ ipv4: i.ip, prefix_length: 24 }],
            port_status: 'up',
            vrf: i.vrf,
          },
        ]),
      ),
    },
  } as unknown as DeviceRecord;
}

function host(id: string, ip: string, mac: string): StoredHost {
  return {
    id: 1,
    tag_ids: [],
    data: {
      hw_id: id,
      addresses: [{ ipv4: ip }],
      mac: { address: mac },
      last_seen: 1_700_000_000,
      port_if_no: 'GigabitEthernet1/0/3',
      port_if_no_short: 'Gi1/0/3',
    },
  } as unknown as StoredHost;
}

const doc = (id: number, address: string, extra: Partial<StoredIp> = {}): StoredIp => ({
  id,
  address,
  vrf_id: 1,
  status: 'active',
  dns_name: '',
  description: '',
  mac_address: null,
  ...extra,
});

const state: IpamState = {
  vrfs: [
    { id: 1, name: 'Global', rd: null, description: '' },
    { id: 2, name: 'OT', rd: '65000:2', description: '' },
  ],
  prefixes: [
    {
      id: 1,
      prefix: '10.0.0.0/16',
      vrf_id: 1,
      status: 'container',
      description: '',
      vlan_id: null,
      location_id: null,
      is_pool: false,
      tag_ids: [],
    },
    {
      id: 2,
      prefix: '172.16.0.0/16',
      vrf_id: 2,
      status: 'container',
      description: '',
      vlan_id: null,
      location_id: null,
      is_pool: false,
      tag_ids: [],
    },
  ],
  ips: [
    doc(1, '10.0.0.1/24', { dns_name: 'vl10.core-01.example' }),
    doc(2, '10.0.0.10/24', { dns_name: 'core-01-old.example' }),
    doc(3, '10.0.0.50/24', { mac_address: 'AA:BB:CC:00:00:01' }),
    doc(4, '10.0.0.51/24', { mac_address: 'AA:BB:CC:00:00:02' }),
    doc(5, '10.0.0.250/24', { status: 'reserved' }),
    doc(6, '172.16.0.1/24', { vrf_id: 2 }),
    doc(7, '172.16.0.9/24', { vrf_id: 2 }),
  ],
  vlans: [],
  locations: [],
};

const seen = seenAddresses(
  [
    device('core-01', '10.0.0.10', [
      { name: 'Vlan10', ip: '10.0.0.1', vrf: 'default' },
      { name: 'Vlan99', ip: '172.16.0.1', vrf: 'OT' },
      { name: 'Vlan98', ip: '172.16.0.9', vrf: 'default' },
    ]),
  ],
  [
    host('H1', '10.0.0.50', 'aa:bb:cc:00:00:01'),
    host('H2', '10.0.0.51', 'aa:bb:cc:00:00:99'),
    host('H3', '10.0.0.77', 'aa:bb:cc:00:00:77'),
  ],
);

describe('the live diff', () => {
  const diff = ipDiff(state, seen);

  it('matches addresses by VRF: default is the global table, a named VRF only itself', () => {
    // 172.16.0.9 is seen in the global table but documented in OT: unseen there, undocumented here.
    expect(diff.documented_unseen.map((d) => d.address)).toEqual(['10.0.0.250/24', '172.16.0.9/24']);
    expect(diff.seen_undocumented.map((s) => s.address)).toEqual(['172.16.0.9', '10.0.0.77']);
  });

  it('finds a replaced MAC on a host and a device documented under another name', () => {
    expect(diff.mismatched.map((m) => [m.address, m.fields])).toEqual([
      ['10.0.0.10/24', ['host']],
      ['10.0.0.51/24', ['mac_address']],
    ]);
    expect(diff.mismatched[1]).toMatchObject({
      documented_mac_address: 'AA:BB:CC:00:00:02',
      seen_mac_address: 'AA:BB:CC:00:00:99',
      seen_on: { kind: 'host', id: 'H2', name: '10.0.0.51', interface: 'Gi1/0/3' },
    });
  });

  it('counts every documented address in exactly one category', () => {
    expect(diff.summary).toEqual({
      documented: 7,
      seen: 7,
      matched: 3,
      documented_unseen: 2,
      seen_undocumented: 2,
      mismatched: 2,
    });
  });

  it('filters by VRF', () => {
    const ot = ipDiff(state, seen, { vrfId: 2 });
    expect(ot.summary.documented).toBe(2);
    expect(ot.documented_unseen.map((d) => d.ip_id)).toEqual([7]);
  });
});
