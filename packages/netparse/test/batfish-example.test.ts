/**
 * The Batfish example network (13 Cisco IOS routers, read in place from the shared fixtures): every interface,
 * address, VRF, ACL and route map of every router, and every line the parser does not understand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseIosConfig } from '../src/config';
import type { ParseResult } from '../src/parse/types';

const DIR = join(__dirname, '../../../../shared/fixtures/batfish-example/configs');

type Router = {
  /** Every interface with its addresses (`address/length`). */
  interfaces: Record<string, string[]>;
  /** ACL name → number of entries. */
  acls: Record<string, number>;
  routeMaps: string[];
  prefixLists: string[];
  /** Interface → ACL applied per direction. */
  accessGroups?: Record<string, { in?: string; out?: string }>;
  bgpAs: string;
  /** Route maps used but defined nowhere in the file. */
  undefinedRouteMaps?: string[];
  lines: number;
  /** Unrecognised lines as `line: text`. */
  unrecognized: string[];
};

/** Read from the configuration files by hand. */
const ROUTERS: Record<string, Router> = {
  as1border1: {
    interfaces: {
      Loopback0: ['1.1.1.1/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['1.0.1.1/24'],
      'GigabitEthernet1/0': ['10.12.11.1/24'],
    },
    acls: { '101': 2, '102': 2, '103': 2 },
    routeMaps: ['as1_to_as2', 'as1_to_as3', 'as2_to_as1', 'as3_to_as1'],
    prefixLists: ['default_list', 'inbound_route_filter'],
    bgpAs: '1',
    lines: 190,
    unrecognized: [],
  },
  as1border2: {
    interfaces: {
      Loopback0: ['1.2.2.2/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['10.13.22.1/24'],
      'GigabitEthernet1/0': ['1.0.2.1/24'],
      'GigabitEthernet2/0': ['10.14.22.1/24'],
    },
    acls: { '101': 2, '102': 2, '103': 1 },
    routeMaps: ['as1_to_as2', 'as1_to_as3', 'as1_to_as4', 'as2_to_as1', 'as3_to_as1', 'as4_to_as1'],
    prefixLists: ['as4-prefixes', 'inbound_route_filter'],
    bgpAs: '1',
    lines: 198,
    unrecognized: [],
  },
  as1core1: {
    interfaces: {
      Loopback0: ['1.10.1.1/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['1.0.2.2/24'],
      'GigabitEthernet1/0': ['1.0.1.2/24'],
    },
    acls: {},
    routeMaps: [],
    prefixLists: [],
    bgpAs: '1',
    lines: 125,
    unrecognized: [],
  },
  as2border1: {
    interfaces: {
      Loopback0: ['2.1.1.1/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['10.12.11.2/24'],
      'GigabitEthernet1/0': ['2.12.11.1/24'],
      'GigabitEthernet2/0': ['2.12.12.1/24'],
    },
    acls: { '101': 2, '103': 2, INSIDE_TO_AS1: 3, OUTSIDE_TO_INSIDE: 3 },
    routeMaps: ['as1_to_as2', 'as2_to_as1', 'as2_to_as3', 'as3_to_as2'],
    prefixLists: ['inbound_route_filter', 'outbound_routes'],
    accessGroups: { 'GigabitEthernet0/0': { in: 'OUTSIDE_TO_INSIDE', out: 'INSIDE_TO_AS1' } },
    bgpAs: '2',
    lines: 198,
    unrecognized: [],
  },
  as2border2: {
    interfaces: {
      Loopback0: ['2.1.1.2/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['10.23.21.2/24'],
      'GigabitEthernet1/0': ['2.12.22.1/24'],
      'GigabitEthernet2/0': ['2.12.21.1/24'],
    },
    acls: { '101': 2, '103': 2, INSIDE_TO_AS3: 3, OUTSIDE_TO_INSIDE: 2 },
    routeMaps: ['as1_to_as2', 'as2_to_as1', 'as2_to_as3', 'as3_to_as2'],
    prefixLists: ['inbound_route_filter', 'outbound_routes'],
    accessGroups: { 'GigabitEthernet0/0': { in: 'OUTSIDE_TO_INSIDE', out: 'INSIDE_TO_AS3' } },
    bgpAs: '2',
    lines: 194,
    unrecognized: [],
  },
  as2core1: {
    interfaces: {
      Loopback0: ['2.1.2.1/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['2.12.11.2/24'],
      'GigabitEthernet1/0': ['2.12.21.2/24'],
      'GigabitEthernet2/0': ['2.23.11.2/24'],
      'GigabitEthernet3/0': ['2.23.12.2/24'],
    },
    acls: { blocktelnet: 2 },
    routeMaps: [],
    prefixLists: [],
    accessGroups: {
      'GigabitEthernet2/0': { in: 'blocktelnet' },
      'GigabitEthernet3/0': { in: 'blocktelnet' },
    },
    bgpAs: '2',
    lines: 145,
    unrecognized: [],
  },
  as2core2: {
    interfaces: {
      Loopback0: ['2.1.2.2/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['2.12.22.2/24'],
      'GigabitEthernet1/0': ['2.12.12.2/24'],
      'GigabitEthernet2/0': ['2.23.22.2/24'],
      'GigabitEthernet3/0': ['2.23.21.2/24'],
    },
    acls: {},
    routeMaps: [],
    prefixLists: [],
    bgpAs: '2',
    undefinedRouteMaps: ['filter-bogons'],
    lines: 144,
    unrecognized: [],
  },
  as2dept1: {
    interfaces: {
      Loopback0: ['2.1.1.2/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['2.34.101.4/24'],
      'GigabitEthernet1/0': ['2.34.201.4/24'],
      'GigabitEthernet2/0': ['2.128.0.1/24'],
      'GigabitEthernet3/0': ['2.128.1.1/24'],
    },
    acls: { '102': 2, '105': 4, RESTRICT_HOST_TRAFFIC_IN: 3, RESTRICT_HOST_TRAFFIC_OUT: 3 },
    routeMaps: ['as2_to_dept', 'dept_to_as2'],
    prefixLists: [],
    accessGroups: {
      'GigabitEthernet2/0': { in: 'RESTRICT_HOST_TRAFFIC_IN' },
      'GigabitEthernet3/0': { in: 'RESTRICT_HOST_TRAFFIC_IN' },
    },
    bgpAs: '65001',
    lines: 154,
    unrecognized: [],
  },
  as2dist1: {
    interfaces: {
      Loopback0: ['2.1.3.1/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['2.23.11.3/24'],
      'GigabitEthernet1/0': ['2.23.21.3/24'],
      'GigabitEthernet2/0': ['2.34.101.3/24'],
    },
    acls: { '102': 1, '105': 4 },
    routeMaps: ['as2dist_to_dept', 'dept_to_as2dist'],
    prefixLists: [],
    bgpAs: '2',
    lines: 150,
    unrecognized: [],
  },
  as2dist2: {
    interfaces: {
      Loopback0: ['2.1.3.2/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['2.23.22.3/24'],
      'GigabitEthernet1/0': ['2.23.12.3/24'],
      'GigabitEthernet2/0': ['2.34.201.3/24'],
    },
    acls: { '102': 1, '105': 4 },
    routeMaps: ['as2dist_to_dept', 'dept_to_as2dist'],
    prefixLists: [],
    bgpAs: '2',
    lines: 150,
    unrecognized: [],
  },
  as3border1: {
    interfaces: {
      Loopback0: ['3.1.1.1/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['3.0.1.1/24'],
      'GigabitEthernet1/0': ['10.23.21.3/24'],
    },
    acls: { '101': 2, '102': 2, '103': 2 },
    routeMaps: ['as1_to_as3', 'as2_to_as3', 'as3_to_as1', 'as3_to_as2'],
    prefixLists: ['default_list', 'inbound_route_filter'],
    bgpAs: '3',
    lines: 184,
    unrecognized: [],
  },
  as3border2: {
    interfaces: {
      Loopback0: ['3.2.2.2/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['10.13.22.3/24'],
      'GigabitEthernet1/0': ['3.0.2.1/24'],
    },
    acls: { '101': 2, '102': 2, '103': 2 },
    routeMaps: ['as1_to_as3', 'as2_to_as3', 'as3_to_as1', 'as3_to_as2'],
    prefixLists: ['inbound_route_filter'],
    bgpAs: '3',
    lines: 177,
    unrecognized: [],
  },
  as3core1: {
    interfaces: {
      Loopback0: ['3.10.1.1/32'],
      'Ethernet0/0': [],
      'GigabitEthernet0/0': ['3.0.2.2/24'],
      'GigabitEthernet1/0': ['3.0.1.2/24'],
      'GigabitEthernet2/0': ['90.90.90.1/24'],
      'GigabitEthernet3/0': ['90.90.90.2/24'],
    },
    acls: {},
    routeMaps: [],
    prefixLists: [],
    bgpAs: '3',
    lines: 134,
    unrecognized: [],
  },
};

function parse(host: string, text?: string): ParseResult {
  const file = `${host}.cfg`;
  return parseIosConfig(text ?? readFileSync(join(DIR, file), 'utf8'), { file, platform: 'cisco_ios' });
}

function unrecognized(result: ParseResult): string[] {
  return result.warnings.filter((w) => w.code === 'unrecognized-line').map((w) => `${w.line}: ${w.text}`);
}

describe('the Batfish example network', () => {
  it('has thirteen routers', () => {
    expect(Object.keys(ROUTERS)).toHaveLength(13);
  });

  describe.each(Object.entries(ROUTERS))('%s', (host, expected) => {
    const result = parse(host);
    const facts = result.facts;
    const config = facts.config;

    it('is named and counted line by line', () => {
      expect(facts.hostname).toBe(host);
      expect(facts.system?.osVersion).toBe('15.2');
      expect(facts.system?.domain).toBe('lab.local');
      expect(result.recognizedLines + result.unrecognizedLines).toBe(expected.lines);
    });

    it('reports every line it does not understand, with its line number', () => {
      const list = unrecognized(result);
      expect(list).toEqual(expected.unrecognized);
      expect(result.unrecognizedLines).toBe(expected.unrecognized.length);
    });

    it('has every interface with its addresses and no other', () => {
      const got = Object.fromEntries(
        (facts.interfaces ?? []).map((i) => [i.name, i.ipv4.map((a) => `${a.address}/${a.prefixLength}`)]),
      );
      expect(got).toEqual(expected.interfaces);
      for (const iface of facts.interfaces ?? []) {
        expect(iface.ipv6).toEqual([]);
        // `Ethernet0/0` is shut on every router; the others are up.
        expect(iface.adminUp).toBe(iface.name !== 'Ethernet0/0');
        for (const address of iface.ipv4) expect(address.source?.file).toBe(`${host}.cfg`);
      }
    });

    it('has no VRF', () => {
      expect(facts.vrfs).toEqual([]);
      expect((facts.interfaces ?? []).filter((i) => i.vrf !== undefined)).toEqual([]);
    });

    it('has every ACL with its entries, defined where it is', () => {
      const got = Object.fromEntries((config?.acls ?? []).map((a) => [a.name, a.entries.length]));
      expect(got).toEqual(expected.acls);
      const defined = (config?.definitions ?? []).filter((d) => d.kind === 'acl').map((d) => d.name);
      expect(defined.sort()).toEqual(Object.keys(expected.acls).sort());
    });

    it('has every route map and prefix list', () => {
      expect((config?.routeMaps ?? []).map((m) => m.name).sort()).toEqual(expected.routeMaps);
      expect((config?.prefixLists ?? []).map((p) => p.name).sort()).toEqual(expected.prefixLists);
    });

    it('has the ACLs applied to interfaces, also as references', () => {
      const got = Object.fromEntries(
        (facts.interfaces ?? []).filter((i) => i.accessGroups).map((i) => [i.name, i.accessGroups]),
      );
      expect(got).toEqual(expected.accessGroups ?? {});
      const refs = (config?.references ?? []).filter(
        (r) => r.kind === 'acl' && r.context.includes('access-group'),
      );
      const count = Object.values(expected.accessGroups ?? {}).reduce(
        (n, g) => n + (g.in ? 1 : 0) + (g.out ? 1 : 0),
        0,
      );
      expect(refs).toHaveLength(count);
    });

    it('has the BGP process, its neighbours with the remote AS of their peer group', () => {
      const bgp = config?.routing.find((p) => p.protocol === 'bgp');
      expect(bgp?.id).toBe(expected.bgpAs);
      expect(bgp?.neighbors.length).toBeGreaterThan(0);
      for (const neighbor of bgp?.neighbors ?? []) expect(neighbor.remoteAs).toMatch(/^\d+$/);
    });

    it('uses the route maps it defines, and names those it uses without defining them', () => {
      const used = new Set(
        (config?.references ?? []).filter((r) => r.kind === 'route-map').map((r) => r.name),
      );
      const defined = new Set(
        (config?.definitions ?? []).filter((d) => d.kind === 'route-map').map((d) => d.name),
      );
      expect([...used].filter((name) => !defined.has(name))).toEqual(expected.undefinedRouteMaps ?? []);
      expect([...defined].sort()).toEqual(expected.routeMaps);
    });
  });

  it('gives as2core2 the MTUs it sets', () => {
    const mtus = Object.fromEntries(
      (parse('as2core2').facts.interfaces ?? []).filter((i) => i.mtu).map((i) => [i.name, i.mtu]),
    );
    expect(mtus).toEqual({
      'GigabitEthernet0/0': 1800,
      'GigabitEthernet1/0': 1600,
      'GigabitEthernet2/0': 1700,
    });
  });

  it('gives as2border1 its neighbours with the AS of their peer groups', () => {
    const bgp = parse('as2border1').facts.config?.routing.find((p) => p.protocol === 'bgp');
    expect(bgp?.neighbors.map((n) => [n.address, n.remoteAs])).toEqual([
      ['2.1.2.1', '2'],
      ['2.1.2.2', '2'],
      ['10.12.11.1', '1'],
    ]);
    expect(bgp?.routerId).toBe('2.1.1.1');
  });

  it('records where as2border1 uses its route maps and prefix lists', () => {
    const refs = parse('as2border1').facts.config?.references ?? [];
    expect(refs.filter((r) => r.kind === 'route-map').map((r) => `${r.name} ${r.source.line}`)).toEqual([
      'as1_to_as2 107',
      'as2_to_as1 108',
      'as3_to_as2 112',
      'as2_to_as3 113',
    ]);
    expect(refs.find((r) => r.kind === 'prefix-list')?.name).toBe('outbound_routes');
    expect(refs.filter((r) => r.kind === 'community-list').map((r) => r.name)).toEqual([
      'as1_community',
      'as3_community',
    ]);
  });

  it('reports a statement it does not know, inserted into a real configuration, at its line', () => {
    const text = readFileSync(join(DIR, 'as1core1.cfg'), 'utf8').split('\n');
    text.splice(10, 0, 'frobnicate the widgets');
    text.splice(60, 0, ' spanning-magic 7');
    const result = parse('as1core1', text.join('\n'));
    expect(unrecognized(result)).toEqual(['11: frobnicate the widgets', '61: spanning-magic 7']);
    expect(result.unrecognizedLines).toBe(2);
  });
});
