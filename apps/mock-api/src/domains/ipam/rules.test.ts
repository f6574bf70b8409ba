import { describe, expect, it } from 'vitest';
import { buildIndex, check, deletion, normalise, prefixSpace, presentPrefix } from './rules';
import type { IpamState, StoredIp, StoredPrefix } from './store';

const prefix = (id: number, cidr: string, extra: Partial<StoredPrefix> = {}): StoredPrefix => ({
  id,
  prefix: cidr,
  vrf_id: 1,
  status: 'active',
  description: '',
  vlan_id: null,
  location_id: null,
  is_pool: false,
  tag_ids: [],
  ...extra,
});
const ip = (id: number, address: string, vrf_id: number | null = 1): StoredIp => ({
  id,
  address,
  vrf_id,
  status: 'active',
  dns_name: '',
  description: '',
  mac_address: null,
});

const state: IpamState = {
  vrfs: [
    { id: 1, name: 'OT', rd: '65000:1', description: '' },
    { id: 2, name: 'IT', rd: null, description: '' },
  ],
  prefixes: [
    prefix(1, '10.0.0.0/16', { status: 'container' }),
    prefix(2, '10.0.1.0/24'),
    prefix(3, '10.0.1.128/25'),
    prefix(4, '10.0.0.0/16', { vrf_id: 2 }),
    prefix(5, '2001:db8::/32', { status: 'container' }),
    prefix(6, '2001:db8:1::/48'),
  ],
  ips: [ip(1, '10.0.1.1/24'), ip(2, '10.0.1.130/25'), ip(3, '10.0.2.7/16'), ip(4, '2001:db8:1::1/64')],
  vlans: [],
  locations: [],
};

describe('the prefix tree', () => {
  const index = buildIndex(state);

  it('gives each prefix the smallest containing prefix of its own VRF', () => {
    expect(Object.fromEntries(index.parent)).toEqual({ 1: null, 2: 1, 3: 2, 4: null, 5: null, 6: 5 });
    expect(index.children.get(1)).toEqual([2]);
    expect(index.children.get(4)).toEqual([]);
  });

  it('places each address in its smallest prefix', () => {
    expect(Object.fromEntries(index.ipPrefix)).toEqual({ 1: 2, 2: 3, 3: 1, 4: 6 });
  });

  it('computes utilisation from children and own addresses; a container counts children only', () => {
    const byId = new Map(state.prefixes.map((p) => [p.id, p]));
    const of = (id: number) => {
      const p = byId.get(id);
      if (!p) throw new Error(`prefix ${id}`);
      return presentPrefix(p, index);
    };
    // /24 with the /25 child (127 of 254 usable) plus 10.0.1.1: 128/254.
    expect(of(2).utilization).toBe(50.39);
    expect(of(3).utilization).toBe(0.79);
    // The container /16 holds one /24 (256 of 65534 usable); its own address 10.0.2.7 does not count.
    expect(of(1).utilization).toBe(0.39);
    expect(of(1).children_count).toBe(1);
  });

  it('lists free ranges and the next free address', () => {
    const space = prefixSpace(prefix(2, '10.0.1.0/24'), index);
    expect(space.next_free_ip).toBe('10.0.1.2');
    expect(space.free_ranges.map((r) => `${r.first}-${r.last}`)).toEqual(['10.0.1.2-10.0.1.127']);
    expect(space.size).toBe('256');
    expect(space.usable_size).toBe('254');
    const v6 = prefixSpace(prefix(6, '2001:db8:1::/48'), index);
    expect(v6.next_free_ip).toBe('2001:db8:1::2');
    expect(v6.size).toBe('1208925819614629174706176');
  });
});

describe('checks', () => {
  it('refuses a duplicate prefix in the same VRF and accepts nesting or another VRF', () => {
    expect(
      check.prefixes(state, normalise.prefixes({ prefix: '10.0.1.0/24', vrf_id: 1 })).issues[0]?.msg,
    ).toBe('Value error, 10.0.1.0/24 overlaps prefix 10.0.1.0/24 (id 2) in VRF OT');
    expect(check.prefixes(state, normalise.prefixes({ prefix: '10.0.1.0/24', vrf_id: 2 })).issues).toEqual(
      [],
    );
    expect(check.prefixes(state, normalise.prefixes({ prefix: '10.0.1.0/26', vrf_id: 1 })).issues).toEqual(
      [],
    );
    expect(check.prefixes(state, normalise.prefixes({ prefix: '10.0.1.0/24', vrf_id: 1 }), 2).issues).toEqual(
      [],
    );
  });

  it('stores canonical text', () => {
    expect(
      check.prefixes(state, normalise.prefixes({ prefix: '2001:DB8:2:0::/64', vrf_id: 1 })).value.prefix,
    ).toBe('2001:db8:2::/64');
    expect(check.ips(state, normalise.ips({ address: '10.0.1.9', vrf_id: 1 })).value.address).toBe(
      '10.0.1.9/32',
    );
  });

  it('refuses addresses outside every prefix of their VRF, and in the global table without prefixes', () => {
    expect(check.ips(state, normalise.ips({ address: '10.1.0.1/24', vrf_id: 1 })).issues[0]?.msg).toBe(
      'Value error, 10.1.0.1 is not inside any prefix of VRF OT',
    );
    expect(check.ips(state, normalise.ips({ address: '10.0.1.1/24', vrf_id: null })).issues[0]?.msg).toBe(
      'Value error, 10.0.1.1 is not inside any prefix of the global table',
    );
    expect(check.ips(state, normalise.ips({ address: '10.0.1.1', vrf_id: 2 })).issues).toEqual([]);
  });

  it('refuses a prefix change that leaves addresses outside every prefix', () => {
    const issues = check.prefixes(state, normalise.prefixes({ prefix: '10.0.0.0/24', vrf_id: 1 }), 1).issues;
    expect(issues.map((i) => i.msg)).toEqual([
      'Value error, 10.0.2.7 (id 3) would be outside every prefix of VRF OT',
    ]);
  });

  it('refuses a location that would be its own ancestor', () => {
    const withLocations: IpamState = {
      ...state,
      locations: [
        { id: 1, name: 'Site', parent_id: null, description: '' },
        { id: 2, name: 'Hall', parent_id: 1, description: '' },
      ],
    };
    expect(
      check.locations(withLocations, normalise.locations({ name: 'Site', parent_id: 2 }), 1).issues[0]?.msg,
    ).toBe('Value error, location 1 cannot be its own ancestor');
  });
});

describe('deletion', () => {
  it('moves prefixes and addresses of a deleted VRF to the global table unless that makes duplicates', () => {
    const { changes, issues } = deletion(state, 'vrfs', [2]);
    expect(issues).toEqual([]);
    expect(changes.put.prefixes?.map((p) => [p.id, p.vrf_id])).toEqual([[4, null]]);
    const clash: IpamState = {
      ...state,
      prefixes: [...state.prefixes, prefix(7, '10.0.0.0/16', { vrf_id: null })],
    };
    expect(deletion(clash, 'vrfs', [2]).issues).toHaveLength(1);
  });
});
