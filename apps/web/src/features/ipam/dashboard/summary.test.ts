import type { IpamIpAddress, IpamLocation, IpamPrefix } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import { ipamSummary } from './summary';

const prefix = (
  id: number,
  text: string,
  fields: Partial<IpamPrefix> & Pick<IpamPrefix, 'parent_id' | 'utilization'>,
): IpamPrefix => ({
  id,
  prefix: text,
  vrf_id: null,
  vlan_id: null,
  location_id: null,
  status: 'active',
  description: '',
  is_pool: false,
  tag_ids: [],
  children_count: 0,
  ...fields,
});
const address = (id: number, text: string, prefixId: number, status: IpamIpAddress['status'] = 'active') =>
  ({
    id,
    address: text,
    vrf_id: null,
    status,
    dns_name: '',
    mac_address: null,
    description: '',
    tag_ids: [],
    assigned_object: null,
    prefix_id: prefixId,
  }) satisfies IpamIpAddress;
const location = (id: number, name: string): IpamLocation => ({ id, name, parent_id: null, description: '' });

const prefixes = [
  prefix(1, '10.0.0.0/24', { parent_id: null, utilization: 25.59, location_id: 1 }),
  prefix(2, '10.0.0.0/26', { parent_id: 1, utilization: 1.61, location_id: 1 }),
  prefix(3, '192.168.1.0/30', { parent_id: null, utilization: 0, status: 'container' }),
  prefix(4, '2001:db8::/64', { parent_id: null, utilization: 0, location_id: 2 }),
];
const addresses = [
  address(1, '10.0.0.100/24', 1),
  address(2, '10.0.0.101/24', 1),
  address(3, '10.0.0.5/26', 2, 'reserved'),
];
const locations = [location(1, 'Hall 1'), location(2, 'Lab'), location(3, 'Empty room')];

describe('ipamSummary', () => {
  const summary = ipamSummary(prefixes, addresses, locations);

  it('counts the usable IPv4 space of the top-level prefixes, and what child prefixes and addresses occupy', () => {
    // 10.0.0.0/24: 254 usable; its /26 child occupies .1–.63 of them, two addresses two more. The empty /30: 2.
    expect(summary.totalIps).toBe(256n);
    expect(summary.usedIps).toBe(65n);
    expect(summary.availableIps).toBe(191n);
  });

  it('counts every prefix, the IPv6 ones apart, and the reserved addresses', () => {
    expect(summary.totalPrefixes).toBe(4);
    expect(summary.ipv6Prefixes).toBe(1);
    expect(summary.reservedIps).toBe(1);
    expect(summary.addressesByStatus).toEqual([
      { status: 'active', count: 2 },
      { status: 'reserved', count: 1 },
    ]);
  });

  it('lists the prefixes by their utilisation, containers left out, with their own counts', () => {
    expect(summary.topPrefixes.map((use) => [use.prefix.prefix, use.used, use.usable])).toEqual([
      ['10.0.0.0/24', 65n, 254n],
      ['10.0.0.0/26', 1n, 62n],
      ['2001:db8::/64', 0n, 2n ** 64n - 1n],
    ]);
  });

  it('gives each location holding prefixes its IPv4 space, a nested prefix counted once', () => {
    expect(
      summary.locations.map((use) => [use.location.name, use.prefixCount, use.used, use.usable]),
    ).toEqual([
      ['Hall 1', 2, 65n, 254n],
      ['Lab', 1, 0n, 0n],
    ]);
  });

  it('is empty for a network without IPAM data', () => {
    const empty = ipamSummary([], [], []);
    expect([empty.totalIps, empty.usedIps, empty.totalPrefixes, empty.topPrefixes.length]).toEqual([
      0n,
      0n,
      0,
      0,
    ]);
  });
});
