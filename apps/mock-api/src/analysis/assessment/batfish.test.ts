import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSnapshot } from '@lne/netparse';
import { describe, expect, it } from 'vitest';
import { snapshotToDocuments } from '../../import/documents';
import type { DeviceConfig } from '../../model/documents';
import { assessNetwork, buildNetwork } from './index';

/**
 * Batfish's example network (13 Cisco IOS 15.2 routers: a campus AS2 between providers AS1 and AS3), imported
 * the way a user's snapshot is (`parseSnapshot`, then the import's documents), and assessed. What a careful
 * engineer reading the thirteen configurations reports, and why, is written next to each expectation.
 */

const DIR = resolve(__dirname, '../../../../../../shared/fixtures/batfish-example/configs');
const files = readdirSync(DIR).map((f) => ({
  path: `configs/${f}`,
  text: readFileSync(resolve(DIR, f), 'utf8'),
}));
const parsed = parseSnapshot(files);
let next = 0;
const documents = snapshotToDocuments(
  parsed,
  { devices: [], hosts: [], vlans: [], groups: [], configs: [] },
  {
    networkId: 9,
    now: 1_780_000_000,
    ids: {
      device: () => ++next,
      host: () => ++next,
      config: () => ++next,
      vlan: () => ++next,
      group: () => ++next,
      ulid: () => `BF${String(++next).padStart(24, '0')}`,
    },
    textOf: (file) => files.find((f) => f.path === file)?.text,
  },
);
const configs = new Map<string, DeviceConfig>(documents.configs.map((c) => [c.device_id, c]));
const outcome = assessNetwork(
  buildNetwork({
    devices: documents.devices,
    hosts: documents.hosts,
    vlans: documents.vlans,
    zones: [],
    configs,
  }),
);
const ALL = [
  'as1border1',
  'as1border2',
  'as1core1',
  'as2border1',
  'as2border2',
  'as2core1',
  'as2core2',
  'as2dept1',
  'as2dist1',
  'as2dist2',
  'as3border1',
  'as3border2',
  'as3core1',
];

/** `device: message` of every finding of a check. */
const reported = (type: string) =>
  (outcome.results[type] ?? []).flatMap((row) => row.results.map((f) => `${row.device_name}: ${f.message}`));
const devicesOf = (type: string) => (outcome.results[type] ?? []).map((row) => row.device_name);

describe("Batfish's example network, assessed", () => {
  it('imports the thirteen routers with their configurations', () => {
    expect(
      documents.devices
        .filter((d) => d.data.known)
        .map((d) => d.data.name)
        .sort(),
    ).toEqual(ALL);
    expect(configs.size).toBe(13);
  });

  it('finds the duplicate loopback address 2.1.1.2 (as2border2 and as2dept1), on both routers', () => {
    // as2border2 Loopback0 and as2dept1 Loopback0 are both 2.1.1.2/32 (line 54 and line 52): iBGP sessions to
    // 2.1.1.2 from as2core1/as2core2 reach whichever the IGP prefers.
    expect(reported('duplicate_ip')).toEqual([
      'as2border2: 2.1.1.2 is also used by as2dept1 (Loopback0)',
      'as2dept1: 2.1.1.2 is also used by as2border2 (Loopback0)',
    ]);
    const evidence = outcome.results.duplicate_ip?.[0]?.results[0]?.evidence ?? [];
    expect(
      evidence.map((e) => `${e.device_name} ${e.file}:${e.lines.map((l) => `${l.line} ${l.text.trim()}`)}`),
    ).toEqual([
      'as2border2 as2border2.cfg:54 ip address 2.1.1.2 255.255.255.255',
      'as2dept1 as2dept1.cfg:52 ip address 2.1.1.2 255.255.255.255',
    ]);
  });

  it('finds the route map that as2core2 applies to its AS3 peers but never defines', () => {
    // `neighbor as3 route-map filter-bogons in` (line 110) names a route map no `route-map filter-bogons` defines.
    expect(reported('undefined_reference')).toEqual([
      "as2core2: Route map 'filter-bogons' is used but not defined (router bgp 2 neighbor as3 route-map in)",
    ]);
  });

  it('finds the structures defined and never used', () => {
    // Each border router defines its own AS's community list (matched only by the other ASes' route maps) and
    // `inbound_route_filter`, which no neighbour applies; as2dept1 applies RESTRICT_HOST_TRAFFIC_IN only and its
    // route map matches ACL 102, not 105; as2dist1/2 match 105, not 102.
    expect(reported('unused_structure')).toEqual([
      "as1border1: Community list 'as1_community' is defined but never used",
      "as1border1: Prefix list 'inbound_route_filter' is defined but never used",
      "as1border2: Community list 'as1_community' is defined but never used",
      "as1border2: Prefix list 'inbound_route_filter' is defined but never used",
      "as2border1: Community list 'as2_community' is defined but never used",
      "as2border1: Prefix list 'inbound_route_filter' is defined but never used",
      "as2border2: Community list 'as2_community' is defined but never used",
      "as2border2: Prefix list 'inbound_route_filter' is defined but never used",
      "as2dept1: ACL 'RESTRICT_HOST_TRAFFIC_OUT' is defined but never used",
      "as2dept1: ACL '105' is defined but never used",
      "as2dist1: ACL '102' is defined but never used",
      "as2dist2: ACL '102' is defined but never used",
      "as3border1: Community list 'as3_community' is defined but never used",
      "as3border1: Prefix list 'inbound_route_filter' is defined but never used",
      "as3border2: Community list 'as3_community' is defined but never used",
      "as3border2: Prefix list 'inbound_route_filter' is defined but never used",
    ]);
  });

  it('finds the three MTU mismatches around as2core2, whose ports have 1800, 1600 and 1700', () => {
    // as2core2 Gi0/0 (mtu 1800) faces as2border2 Gi1/0, Gi1/0 (1600) faces as2border1 Gi2/0, Gi2/0 (1700) faces
    // as2dist2 Gi0/0: the far ends keep the IOS default of 1500 (the links are the shared /24 subnets).
    expect(reported('link_mtu_mismatch')).toEqual([
      'as2border1: as2border1 GigabitEthernet2/0 – as2core2 GigabitEthernet1/0: MTU 1500 against 1600 (as2border1 GigabitEthernet2/0 runs the platform default)',
      'as2border2: as2border2 GigabitEthernet1/0 – as2core2 GigabitEthernet0/0: MTU 1500 against 1800 (as2border2 GigabitEthernet1/0 runs the platform default)',
      'as2core2: as2core2 GigabitEthernet2/0 – as2dist2 GigabitEthernet0/0: MTU 1700 against 1500 (as2dist2 GigabitEthernet0/0 runs the platform default)',
    ]);
  });

  it('reports no speed/duplex, VLAN or subnet mismatch: the gigabit links negotiate and share their /24s', () => {
    // `speed 1000` / `duplex full` sit beside `negotiation auto` on the GBIC ports: they negotiate, as the far end.
    for (const type of [
      'link_speed_duplex_mismatch',
      'link_vlan_mismatch',
      'link_subnet_mismatch',
      'link_one_sided',
    ])
      expect(reported(type)).toEqual([]);
  });

  it('reports no Telnet and no open VTY: no router has a line password, local user or login method list', () => {
    // Every `line vty 0 4` says `login` and no `password`; as2border1 turns `aaa new-model` on with no method
    // list and no user. IOS refuses every remote login, so Telnet and a missing access class expose nothing.
    expect(reported('telnet_enabled')).toEqual([]);
    expect(reported('vty_without_acl')).toEqual([]);
    expect(reported('ssh_version_1')).toEqual([]);
  });

  it('finds the hardening gaps each configuration shows', () => {
    // No router has `service password-encryption` or a banner.
    expect(devicesOf('password_encryption_missing')).toEqual(ALL);
    expect(devicesOf('login_banner_missing')).toEqual(ALL);
    // All but as2border1 say `no aaa new-model`; as2border1 says it, then `aaa new-model`.
    expect(devicesOf('aaa_missing')).toEqual(ALL.filter((d) => d !== 'as2border1'));
    // The border routers of AS1 (as1border2), AS2 and AS3 name NTP servers; as1border1 and the cores do not.
    expect(devicesOf('ntp_missing')).toEqual([
      'as1border1',
      'as1core1',
      'as2core1',
      'as2core2',
      'as2dept1',
      'as2dist1',
      'as2dist2',
      'as3core1',
    ]);
    // Only the cores log to a server.
    expect(devicesOf('syslog_missing')).toEqual(
      ALL.filter((d) => !['as1core1', 'as2core1', 'as2core2', 'as3core1'].includes(d)),
    );
  });

  it('reports nothing where the configurations hold nothing to report', () => {
    // No SNMP, no local users, no enable secret, `no ip http server` everywhere, no switch ports.
    for (const type of [
      'snmp_default_community',
      'snmp_write_community',
      'http_server_enabled',
      'default_credentials',
      'weak_password_type',
      'local_users_only',
      'access_port_vlan1',
      'bpdu_guard_missing',
    ])
      expect(reported(type)).toEqual([]);
  });

  it('says why the VLAN check does not apply: routers without a VLAN database', () => {
    expect(outcome.not_applicable.trunk_vlan_unknown).toEqual([
      expect.objectContaining({ device_count: 13, reason: expect.stringMatching(/defines no VLAN/) }),
    ]);
  });
});
