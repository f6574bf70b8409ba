import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../parse/types';
import { lineCount, parseWith } from '../cisco_ios/test-support';
import { ciscoNxosParsers } from './index';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/cisco_nxos');
const read = (name: string): string => readFileSync(resolve(FIXTURES, name), 'utf8');

function parse(command: string, fixture: string): ParseResult {
  return parseWith(ciscoNxosParsers, command, read(fixture), fixture, 'cisco_nxos');
}

function expectAllCounted(result: ParseResult, fixture: string): void {
  expect(result.recognizedLines + result.unrecognizedLines).toBe(lineCount(read(fixture)));
}

describe('cisco_nxos show version', () => {
  const result = parse('show version', 'show-version.txt');

  it('reads name, version, image, chassis, serial and uptime, skipping the echoed prompt', () => {
    expect(result.facts).toEqual({
      hostname: 'leaf-01',
      system: {
        hostname: 'leaf-01',
        vendor: 'Cisco',
        osVersion: '10.2(5)',
        image: 'nxos64-cs.10.2.5.M.bin',
        model: 'Nexus9000 C93180YC-EX',
        serial: 'FDO23410AA7',
        uptimeText: '212 day(s), 3 hour(s), 44 minute(s), 9 second(s)',
        uptimeSeconds: 212 * 86400 + 3 * 3600 + 44 * 60 + 9,
      },
    });
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-version.txt');
  });
});

describe('cisco_nxos a refused command', () => {
  it('gives a command-rejected warning and no facts', () => {
    const result = parse('show cdp neighbors', 'invalid-command.txt');
    expect(result.facts).toEqual({});
    expect(result.warnings.map((w) => [w.code, w.line])).toEqual([['command-rejected', 3]]);
  });
});

describe('cisco_nxos show interface', () => {
  const result = parse('show interface', 'show-interface-paged.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads an Ethernet port: state, port-channel, MAC, description, MTU, mode, speed and counters', () => {
    expect(byName.get('Ethernet1/5')).toMatchObject({
      adminUp: true,
      operUp: true,
      lag: 'port-channel10',
      mac: '00:23:04:ee:be:0c',
      description: 'esx-07 vmnic0',
      mtu: 9216,
      mode: 'trunk',
      duplex: 'full',
      speedMbps: 25000,
      counters: { crc: 4, inErrors: 6, inDiscards: 21, outErrors: 1, outDiscards: 33 },
    });
  });

  it('reads the port-channel after the pager prompt, and its members', () => {
    expect(byName.get('port-channel10')).toMatchObject({
      type: 'lag',
      description: 'esx-07',
      speedMbps: 25000,
    });
    expect(byName.get('Ethernet2/5')?.lag).toBe('port-channel10');
    expect(result.warnings.find((w) => w.code === 'pager-residue')?.line).toBe(40);
  });

  it('reads primary and secondary addresses of a VLAN interface', () => {
    expect(byName.get('Vlan600')?.ipv4.map((a) => [a.address, a.prefixLength, a.secondary ?? false])).toEqual(
      [
        ['10.60.0.1', 24, false],
        ['10.61.0.1', 24, true],
      ],
    );
  });

  it('keeps a port whose block the output cut, and counts the cut line as unrecognised', () => {
    expect(byName.get('Ethernet1/7')).toMatchObject({
      operUp: false,
      adminUp: true,
      statusText: 'down (XCVR not inserted)',
    });
    expect(result.unrecognizedLines).toBe(1);
    expectAllCounted(result, 'show-interface-paged.txt');
  });
});

describe('cisco_nxos show spanning-tree', () => {
  it('reads Rapid-PVST with vPC port types, a root bridge and a root port', () => {
    const result = parse('show spanning-tree', 'show-spanning-tree.txt');
    const stp = result.facts.stp;
    expect(stp?.mode).toBe('rapid-pvst');
    expect(stp?.instances[0]).toMatchObject({ vlan: 10, isRoot: true, bridgePriority: 4106 });
    expect(stp?.instances[0]?.ports[0]).toMatchObject({
      interface: 'port-channel1',
      role: 'designated',
      portId: '128.4096',
      type: '(vPC peer-link) Network P2p',
      edge: false,
    });
    expect(stp?.instances[0]?.ports[3]).toMatchObject({ interface: 'Ethernet1/48', edge: true });
    expect(stp?.instances[1]).toMatchObject({
      vlan: 600,
      isRoot: false,
      rootCost: 1,
      rootPort: 'port-channel1',
      bridgeMac: '00:23:04:ee:c3:01',
    });
    expect(stp?.instances[1]?.ports[2]).toMatchObject({ role: 'alternate', state: 'blocking' });
    expect(result.unrecognizedLines).toBe(0);
  });

  it('reads MST instances named MST0000', () => {
    const stp = parse('show spanning-tree', 'show-spanning-tree-mst.txt').facts.stp;
    expect(stp?.mode).toBe('mst');
    expect(stp?.instances.map((i) => [i.name, i.mstInstance, i.bridgePriority, i.ports.length])).toEqual([
      ['MST0000', 0, 32768, 2],
      ['MST0001', 1, 24577, 1],
    ]);
  });
});

describe('cisco_nxos show ip route vrf all', () => {
  const result = parse('show ip route', 'show-ip-route-vrf-all.txt');
  const routes = result.facts.routes ?? [];
  const find = (vrf: string, prefix: string) => routes.filter((r) => r.vrf === vrf && r.prefix === prefix);

  it('puts each route in the VRF of its table', () => {
    expect(new Set(routes.map((r) => r.vrf))).toEqual(new Set(['default', 'management', 'PROD']));
    expect(find('management', '0.0.0.0/0')).toMatchObject([
      { protocol: 'static', nextHops: [{ ip: '192.168.100.1' }] },
    ]);
  });

  it('joins equal-cost paths and reads process, type and tag', () => {
    expect(find('default', '0.0.0.0/0')).toEqual([
      {
        prefix: '0.0.0.0/0',
        vrf: 'default',
        protocol: 'ospf',
        protocolCode: 'ospf-UNDERLAY',
        subtype: 'e2',
        tag: 100,
        distance: 110,
        metric: 41,
        age: '3d01h',
        active: true,
        nextHops: [
          { ip: '10.0.0.1', interface: 'Ethernet1/49' },
          { ip: '10.0.0.5', interface: 'Ethernet1/50' },
        ],
        source: { file: 'show-ip-route-vrf-all.txt', line: 7, endLine: 9 },
      },
    ]);
  });

  it('gives one route per protocol of a prefix, and reads direct, local and hsrp', () => {
    expect(find('default', '10.255.0.11/32').map((r) => [r.protocol, r.protocolCode])).toEqual([
      ['local', 'local'],
      ['connected', 'direct'],
    ]);
    expect(find('default', '10.10.10.1/32').map((r) => [r.protocol, r.protocolCode])).toEqual([
      ['other', 'hsrp'],
    ]);
  });

  it('reads next hops in another VRF, paths that are not best, and discards', () => {
    expect(find('PROD', '10.50.0.0/16').map((r) => [r.protocolCode, r.active, r.nextHops])).toEqual([
      ['bgp-65010', true, [{ ip: '10.255.0.9', vrf: 'default' }]],
      ['rip-1', false, [{ ip: '10.60.0.2', interface: 'Vlan600' }]],
    ]);
    expect(find('PROD', '10.99.0.0/16')[0]?.nextHops).toEqual([{ interface: 'Null0', discard: true }]);
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-ip-route-vrf-all.txt');
  });
});

describe('cisco_nxos show vrf', () => {
  it('reads the VRFs, and their interfaces from show vrf interface', () => {
    expect(parse('show vrf', 'show-vrf.txt').facts.vrfs?.map((v) => v.name)).toEqual([
      'PROD',
      'default',
      'management',
    ]);
    const result = parse('show vrf interface', 'show-vrf-interface.txt');
    expect(result.facts.vrfs?.map((v) => [v.name, v.interfaces])).toEqual([
      ['default', ['Loopback0', 'Ethernet1/49']],
      ['PROD', ['Vlan600', 'Vlan601']],
      ['management', ['mgmt0']],
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('cisco_nxos show ip arp', () => {
  const result = parse('show ip arp', 'show-ip-arp-context.txt');

  it('takes the VRF from the context heading and reads flags, static and incomplete entries', () => {
    expect((result.facts.arp ?? []).map((e) => [e.ip, e.mac, e.vrf, e.type, e.ageMinutes])).toEqual([
      ['10.60.0.2', '00:50:56:a1:2b:3c', 'PROD', 'dynamic', 4],
      ['10.60.0.3', '00:50:56:a1:9d:0e', 'PROD', 'dynamic', 1],
      ['10.60.0.9', '00:50:56:a1:00:01', 'PROD', 'static', undefined],
      ['10.60.0.77', undefined, 'PROD', 'dynamic', 0],
    ]);
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-ip-arp-context.txt');
  });
});

describe('cisco_nxos show mac address-table', () => {
  const result = parse('show mac address-table', 'show-mac-address-table.txt');

  it('reads ports, the peer-link, NVE entries and the gateway MAC', () => {
    expect((result.facts.macTable ?? []).map((e) => [e.mac, e.vlan, e.interface, e.type])).toEqual([
      ['00:50:56:a1:11:aa', 10, 'Ethernet1/5', 'dynamic'],
      ['00:50:56:a1:22:bb', 10, undefined, 'dynamic'],
      ['00:50:56:a1:2b:3c', 600, 'port-channel10', 'dynamic'],
      ['00:50:56:a1:9d:0e', 600, 'nve1', 'dynamic'],
      ['00:23:04:ee:be:01', undefined, undefined, 'static'],
    ]);
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-mac-address-table.txt');
  });
});

describe('cisco_nxos show cdp neighbors detail', () => {
  const result = parse('show cdp neighbors detail', 'show-cdp-neighbors-detail.txt');

  it('keeps the announced name(serial) device id and reads the management address first', () => {
    expect(result.facts.neighbors?.[0]).toMatchObject({
      localInterface: 'Ethernet1/53',
      remoteName: 'leaf-02(FDO23410AB1)',
      remotePort: 'Ethernet1/53',
      remotePlatform: 'N9K-C93180YC-EX',
      remoteCapabilities: ['router', 'switch', 'igmp', 'supports-stp-dispute'],
      remoteManagementIps: ['192.168.100.22', '10.255.0.12'],
      remoteNativeVlan: 1,
    });
    expect(result.facts.neighbors?.[1]).toMatchObject({
      localInterface: 'mgmt0',
      remoteName: 'oob-sw-01.dc1.example.net',
      remotePort: 'GigabitEthernet1/0/11',
      remoteNativeVlan: 100,
    });
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-cdp-neighbors-detail.txt');
  });
});

describe('cisco_nxos show ipv6 interface', () => {
  const result = parse('show ipv6 interface', 'show-ipv6-interface.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads each VRF’s interfaces with their global and link-local addresses', () => {
    expect(byName.get('Ethernet1/49')?.ipv6.map((a) => `${a.address}/${a.prefixLength}`)).toEqual([
      '2001:db8:ffff:11::1/127',
      'fe80::2de:fbff:fe4a:1b31/64',
    ]);
    expect(byName.get('Vlan100')?.ipv6.map((a) => a.address)).toEqual([
      '2001:db8:100::1',
      '2001:db8:100::2',
      'fe80::2de:fbff:fe4a:1b64',
    ]);
    expect(byName.get('Vlan100')).toMatchObject({ vrf: 'TENANT-A', operUp: false, adminUp: true });
    expect(byName.get('Vlan10')?.vrf).toBe('default');
    expect(byName.get('Vlan10')?.ipv6[0]?.source?.line).toBe(5);
  });

  it('counts every line, the address lists and statistics as known', () => {
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-ipv6-interface.txt');
  });
});

describe('cisco_nxos show ipv6 interface brief vrf all', () => {
  const result = parse('show ipv6 interface brief vrf all', 'show-ipv6-interface-brief-vrf-all.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads interfaces of every VRF with their state and addresses', () => {
    expect(byName.get('Ethernet1/50')).toMatchObject({ operUp: false, adminUp: true, vrf: 'default' });
    expect(byName.get('Ethernet1/50')?.ipv6WithoutPrefix).toEqual(['2001:db8:ffff:12::1']);
    expect(byName.get('Vlan100')?.ipv6WithoutPrefix).toEqual(['2001:db8:100::1', '2001:db8:100::2']);
    expect(byName.get('Vlan100')?.ipv6.map((a) => [a.address, a.prefixLength])).toEqual([
      ['fe80::2de:fbff:fe4a:1b64', 64],
    ]);
    expect(byName.get('mgmt0')).toMatchObject({ vrf: 'management' });
    expect(byName.get('mgmt0')?.ipv6WithoutPrefix).toBeUndefined();
    expect(result.facts.interfaces).toHaveLength(6);
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-ipv6-interface-brief-vrf-all.txt');
  });
});
