import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../parse/types';
import { ciscoIosParsers } from './index';
import { lineCount, parseWith } from './test-support';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/cisco_ios');
const read = (name: string): string => readFileSync(resolve(FIXTURES, name), 'utf8');

function parse(command: string, fixture: string): ParseResult {
  return parseWith(ciscoIosParsers, command, read(fixture), fixture, 'cisco_ios');
}

/** Every line is counted once, as recognised or not. */
function expectAllCounted(result: ParseResult, fixture: string): void {
  expect(result.recognizedLines + result.unrecognizedLines).toBe(lineCount(read(fixture)));
}

describe('cisco_ios show version', () => {
  const result = parse('show version', 'show-version-stack.txt');

  it('reads the device and the members of its stack, skipping the echoed prompt and the legal text', () => {
    expect(result.facts.hostname).toBe('dist-sw-03');
    expect(result.facts.system).toMatchObject({
      vendor: 'Cisco',
      model: 'C9300-48UXM',
      serial: 'FOC2318Y0KQ',
      baseMac: '70:1f:53:a4:12:00',
      osVersion: '17.6.5',
      image: 'CAT9K_IOSXE',
      uptimeText: '1 year, 6 weeks, 2 days, 4 hours, 51 minutes',
      uptimeSeconds: 365 * 86400 + 6 * 604800 + 2 * 86400 + 4 * 3600 + 51 * 60,
    });
    expect(result.facts.system?.stackMembers).toEqual([
      {
        number: 1,
        model: 'C9300-48UXM',
        serial: 'FOC2318Y0KQ',
        baseMac: '70:1f:53:a4:12:00',
        osVersion: '17.06.05',
        image: 'CAT9K_IOSXE',
        current: true,
        source: expect.objectContaining({ file: 'show-version-stack.txt' }),
      },
      {
        number: 2,
        model: 'C9300-24UX',
        serial: 'FOC2318Z1AB',
        baseMac: '70:1f:53:b8:04:80',
        osVersion: '17.06.05',
        image: 'CAT9K_IOSXE',
        source: expect.objectContaining({ file: 'show-version-stack.txt' }),
      },
    ]);
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-version-stack.txt');
  });
});

describe('cisco_ios a refused command', () => {
  it('gives a command-rejected warning and no facts, whatever the parser', () => {
    for (const command of [
      'show lldp neighbors detail',
      'show ip route',
      'show interfaces',
      'show version',
    ]) {
      const result = parse(command, 'invalid-input.txt');
      expect(result.facts).toEqual({});
      expect(result.warnings.map((w) => [w.code, w.line])).toEqual([['command-rejected', 3]]);
    }
  });
});

describe('cisco_ios show interfaces', () => {
  const result = parse('show interfaces', 'show-interfaces-truncated.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads state, description, MAC, MTU, speed, duplex and counters', () => {
    expect(byName.get('GigabitEthernet1/0/1')).toMatchObject({
      adminUp: true,
      operUp: true,
      statusText: 'up/up (connected)',
      description: 'uplink to core-sw-01 Gi2/0/24',
      mac: '70:f3:5a:2c:1a:81',
      mtu: 9198,
      duplex: 'full',
      speedMbps: 1000,
      speedText: '1000Mb/s',
      counters: { inErrors: 17, crc: 15, outErrors: 3, inDiscards: 12, outDiscards: 347 },
    });
    expect(byName.get('GigabitEthernet1/0/1')?.fieldSources).toEqual({
      mac: { file: 'show-interfaces-truncated.txt', line: 2 },
      description: { file: 'show-interfaces-truncated.txt', line: 3 },
    });
  });

  it('reads the interface after a pager prompt and warns about the prompt', () => {
    expect(byName.get('GigabitEthernet1/0/2')).toMatchObject({
      adminUp: false,
      operUp: false,
      duplex: 'auto',
    });
    expect(byName.get('GigabitEthernet1/0/2')?.speedMbps).toBeUndefined();
    expect(result.warnings.find((w) => w.code === 'pager-residue')?.line).toBe(31);
  });

  it('marks the members of a port-channel', () => {
    expect(byName.get('TenGigabitEthernet1/1/1')?.lag).toBe('Port-channel1');
    expect(byName.get('TenGigabitEthernet1/1/2')?.lag).toBe('Port-channel1');
    expect(byName.get('Port-channel1')).toMatchObject({ type: 'lag', speedMbps: 10000 });
  });

  it('keeps what a truncated output gave and counts the cut line as unrecognised', () => {
    expect(byName.get('Vlan20')).toMatchObject({ description: 'USERS-FLOOR2', ipv4: [] });
    expect(result.unrecognizedLines).toBe(1);
    expect(result.warnings.find((w) => w.code === 'unrecognized-line')?.line).toBe(47);
    expectAllCounted(result, 'show-interfaces-truncated.txt');
  });
});

describe('cisco_ios show interfaces status', () => {
  const result = parse('show interfaces status', 'show-interfaces-status.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads names that push the status column right and names that hold a status word', () => {
    expect(byName.get('GigabitEthernet1/0/4')).toMatchObject({
      description: 'AP-2F-EAST-CORRIDOR-01',
      statusText: 'connected',
      mode: 'trunk',
    });
    expect(byName.get('GigabitEthernet1/0/6')).toMatchObject({
      description: 'connected to IDF',
      statusText: 'connected',
      accessVlan: 20,
      speedMbps: 100,
    });
  });

  it('maps the status and VLAN cells', () => {
    expect(byName.get('GigabitEthernet1/0/3')).toMatchObject({
      statusText: 'err-disabled',
      operUp: false,
      adminUp: true,
    });
    expect(byName.get('GigabitEthernet1/0/5')).toMatchObject({ statusText: 'disabled', adminUp: false });
    expect(byName.get('GigabitEthernet1/0/5')?.description).toBeUndefined();
    expect(byName.get('GigabitEthernet1/0/48')?.mode).toBe('routed');
    expect(byName.get('Port-channel1')).toMatchObject({ mode: 'trunk', speedMbps: 10000, duplex: 'full' });
    expect(result.facts.interfaces).toHaveLength(10);
    expectAllCounted(result, 'show-interfaces-status.txt');
  });
});

describe('cisco_ios show ip interface', () => {
  const result = parse('show ip interface', 'show-ip-interface.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads primary and secondary addresses, access lists and VRFs', () => {
    expect(byName.get('Vlan20')?.ipv4.map((a) => [a.address, a.prefixLength, a.secondary ?? false])).toEqual([
      ['10.20.0.2', 23, false],
      ['10.21.0.1', 24, true],
      ['10.22.0.1', 24, true],
    ]);
    expect(byName.get('Vlan20')?.accessGroups).toEqual({ in: '110', out: 'USERS-OUT' });
    expect(byName.get('GigabitEthernet0/0/3.101')).toMatchObject({
      vrf: 'CUST-A',
      accessGroups: { in: 'CUST-A-IN' },
    });
    expect(byName.get('Vlan20')?.vrf).toBeUndefined();
    expect(byName.get('Loopback0')?.mtu).toBe(1514);
    expect(byName.get('GigabitEthernet0/0/0')).toMatchObject({ adminUp: false, ipv4: [] });
  });

  it('tells the own VRF of a tunnel from the VRF its transport is in', () => {
    expect(byName.get('Tunnel100')).toMatchObject({ vrf: 'CUST-A', tunnelVrf: 'INTERNET', mtu: 1400 });
    const lines = read('show-ip-interface.txt').split('\n');
    const at = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    expect(byName.get('Tunnel100')?.fieldSources?.tunnelVrf?.line).toBe(
      at('Tunnel VPN Routing/Forwarding "INTERNET"'),
    );
    expect(byName.get('GigabitEthernet0/0/3.101')?.tunnelVrf).toBeUndefined();
  });

  it('reads the continuation lines of helper and group lists as known', () => {
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-ip-interface.txt');
  });
});

describe('cisco_ios show vlan brief', () => {
  const result = parse('show vlan brief', 'show-vlan-brief.txt');

  it('joins wrapped port lists and keeps VLANs without ports', () => {
    const vlans = result.facts.vlans ?? [];
    expect(vlans.map((v) => v.id)).toEqual([1, 20, 30, 40, 99, 1002, 1003, 1004, 1005]);
    expect(vlans[1]).toMatchObject({
      name: 'USERS-FLOOR2',
      status: 'active',
      interfaces: [
        'GigabitEthernet1/0/1',
        'GigabitEthernet1/0/2',
        'GigabitEthernet1/0/6',
        'GigabitEthernet1/0/7',
        'GigabitEthernet1/0/8',
        'GigabitEthernet1/0/9',
        'GigabitEthernet1/0/10',
      ],
      source: { file: 'show-vlan-brief.txt', line: 5, endLine: 6 },
    });
    expect(vlans[4]).toMatchObject({ name: 'MGMT', status: 'act/lshut', interfaces: [] });
    expectAllCounted(result, 'show-vlan-brief.txt');
  });
});

describe('cisco_ios show vlans (routers)', () => {
  const result = parse('show vlans', 'show-vlans.txt');

  it('lists the interfaces that carry each VLAN, native ones included', () => {
    expect((result.facts.vlans ?? []).map((v) => [v.id, v.interfaces])).toEqual([
      [1, ['GigabitEthernet0/0/1']],
      [120, ['GigabitEthernet0/0/1.120', 'Port-channel2.4001']],
    ]);
  });

  it('gives a single-tag subinterface its VLAN and a native interface its native VLAN', () => {
    const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));
    expect(byName.get('GigabitEthernet0/0/1')?.nativeVlan).toBe(1);
    expect(byName.get('GigabitEthernet0/0/1.120')?.vlanId).toBe(120);
    // An 802.1Q-in-Q subinterface carries two tags; neither alone is its VLAN.
    expect(byName.get('Port-channel2.4001')).toBeUndefined();
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-vlans.txt');
  });
});

describe('cisco_ios show ip vrf and show vrf', () => {
  it('reads route distinguishers and interface lists that continue on their own lines', () => {
    for (const [command, fixture] of [
      ['show ip vrf', 'show-ip-vrf.txt'],
      ['show vrf', 'show-vrf.txt'],
    ] as const) {
      const result = parse(command, fixture);
      const vrfs = result.facts.vrfs ?? [];
      expect(vrfs[0]).toMatchObject({
        name: 'CUST-A',
        rd: '65010:101',
        interfaces: ['GigabitEthernet0/0/3.101', 'Loopback101'],
      });
      expect(vrfs.find((v) => v.name === 'Mgmt-intf')).toMatchObject({ interfaces: ['GigabitEthernet0'] });
      expect(vrfs.find((v) => v.name === 'Mgmt-intf')?.rd).toBeUndefined();
      expect(result.unrecognizedLines).toBe(0);
      expectAllCounted(result, fixture);
    }
  });
});

describe('cisco_ios show etherchannel summary', () => {
  const result = parse('show etherchannel summary', 'show-etherchannel-summary.txt');

  it('reads LACP, PAgP and static channels with their members and wrapped member lists', () => {
    expect((result.facts.lags ?? []).map((l) => [l.name, l.protocol, l.operUp, l.members.length])).toEqual([
      ['Port-channel1', 'lacp', true, 2],
      ['Port-channel2', 'pagp', false, 2],
      ['Port-channel10', 'static', true, 4],
    ]);
    expect(result.facts.lags?.[1]?.members).toEqual([
      { interface: 'GigabitEthernet1/0/47', state: 's', bundled: false },
      { interface: 'GigabitEthernet1/0/48', state: 'I', bundled: false },
    ]);
    expect(result.facts.lags?.[2]?.members[3]).toEqual({
      interface: 'GigabitEthernet2/0/46',
      state: 'D',
      bundled: false,
    });
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-etherchannel-summary.txt');
  });
});

describe('cisco_ios MAC address tables', () => {
  it('reads the router layout (address, type, VLAN, port)', () => {
    const result = parse('show mac-address-table', 'show-mac-address-table-router.txt');
    expect((result.facts.macTable ?? []).map((e) => [e.mac, e.vlan, e.interface, e.type])).toEqual([
      ['00:1b:d4:a1:2c:00', 1, 'Vlan1', 'system'],
      ['00:50:56:a3:11:f2', 1, 'FastEthernet0/1/2', 'dynamic'],
      ['a4:c3:f0:e2:7b:19', 10, 'FastEthernet0/1/5', 'dynamic'],
      ['00:23:eb:f1:0a:44', 10, 'FastEthernet0/1/7', 'static'],
    ]);
    expectAllCounted(result, 'show-mac-address-table-router.txt');
  });

  it('answers an empty table as read and empty', () => {
    const result = parse('show mac address-table', 'show-mac-address-table-empty.txt');
    expect(result.facts).toEqual({ macTable: [] });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('cisco_ios show ip arp', () => {
  const result = parse('show ip arp', 'show-ip-arp-pager.txt');

  it('reads own, dynamic and incomplete entries and the row after a pager prompt', () => {
    expect((result.facts.arp ?? []).map((e) => [e.ip, e.mac, e.interface, e.type, e.ageMinutes])).toEqual([
      ['10.20.0.1', '70:f3:5a:2c:1a:ff', 'Vlan20', 'local', undefined],
      ['10.20.0.14', '3c:52:82:a1:0e:11', 'Vlan20', 'dynamic', 3],
      ['10.20.0.15', undefined, undefined, 'dynamic', 0],
      ['10.20.0.31', 'b8:ca:3a:71:55:c0', 'Vlan20', 'dynamic', 12],
      ['10.30.4.21', '0c:75:bd:12:a0:f4', 'Vlan30', 'dynamic', 41],
    ]);
    expect(result.warnings.map((w) => w.code)).toEqual(['pager-residue']);
  });
});

describe('cisco_ios show cdp neighbors', () => {
  it('reads Device IDs wrapped onto their own line and NX-OS name(serial) ids unchanged', () => {
    const result = parse('show cdp neighbors', 'show-cdp-neighbors-wrapped.txt');
    const neighbors = result.facts.neighbors ?? [];
    expect(neighbors.map((n) => [n.localInterface, n.remoteName, n.remotePort, n.remotePlatform])).toEqual([
      ['TenGigabitEthernet1/1/1', 'dist-sw-03.campus.example.net', 'Ten 1/1/4', 'C9300-48U'],
      ['TenGigabitEthernet1/1/2', 'dist-sw-03.campus.example.net', 'Ten 2/1/4', 'C9300-48U'],
      ['GigabitEthernet1/0/12', 'ap-lobby-01', 'Gig 0', 'C9120AXI-'],
      ['GigabitEthernet1/0/14', 'SEP6C416A2B3C4D', 'Port 1', 'IP Phone'],
      ['GigabitEthernet1/0/48', 'wan-rtr-02', 'Gig 0/0/2', 'ISR4431/K'],
      ['TenGigabitEthernet1/1/3', 'n9k-leaf-01(FDO2345A1BC)', 'Eth1/49', 'N9K-C93180'],
    ]);
    expect(neighbors[0]?.source).toEqual({ file: 'show-cdp-neighbors-wrapped.txt', line: 7, endLine: 8 });
    expect(neighbors[3]?.remoteCapabilities).toEqual(['host', 'phone', 'two-port-mac-relay']);
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-cdp-neighbors-wrapped.txt');
  });

  it('answers an empty table as read and empty', () => {
    const result = parse('show cdp neighbors', 'show-cdp-neighbors-empty.txt');
    expect(result.facts).toEqual({ neighbors: [] });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('cisco_ios show cdp neighbors detail', () => {
  const result = parse('show cdp neighbors detail', 'show-cdp-neighbors-detail-truncated.txt');

  it('reads addresses (management first), platform, software and native VLAN', () => {
    expect(result.facts.neighbors?.[0]).toMatchObject({
      protocol: 'cdp',
      localInterface: 'GigabitEthernet1/0/48',
      remoteName: 'wan-rtr-02.campus.example.net',
      remotePort: 'GigabitEthernet0/0/2',
      remotePlatform: 'cisco ISR4431/K9',
      remoteCapabilities: ['router', 'switch', 'igmp'],
      remoteNativeVlan: 99,
      remoteManagementIps: ['10.255.0.12', '10.255.1.2', 'fe80::2a3:d1ff:fe44:1202'],
      remoteSoftware:
        'Cisco IOS Software [Amsterdam], ISR Software (X86_64_LINUX_IOSD-UNIVERSALK9-M), Version 17.3.4a, RELEASE SOFTWARE (fc3)',
    });
    expect(result.facts.neighbors?.[1]?.remoteCapabilities).toEqual(['router', 'bridge']);
  });

  it('drops an entry the output cut before its interface line, with a warning', () => {
    expect(result.facts.neighbors).toHaveLength(2);
    expect(result.warnings.map((w) => [w.code, w.line])).toEqual([['truncated-record', 45]]);
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-cdp-neighbors-detail-truncated.txt');
  });
});

describe('cisco_ios show lldp neighbors', () => {
  const result = parse('show lldp neighbors', 'show-lldp-neighbors.txt');

  it('reads remote ports that are names, ifIndexes or MACs, and Device IDs with spaces or cut to 20 characters', () => {
    expect(
      (result.facts.neighbors ?? []).map((n) => [
        n.localInterface,
        n.remoteName,
        n.remotePort,
        n.remotePortKind,
      ]),
    ).toEqual([
      ['TenGigabitEthernet1/1/1', 'dist-sw-03.campus.ex', 'Te1/1/4', 'name'],
      ['TenGigabitEthernet1/1/3', 'ex4300-bldg2', '531', 'ifindex'],
      ['GigabitEthernet1/0/20', 'Yealink SIP-T54W', '80:5e:c0:12:3a:4b', 'mac'],
      ['GigabitEthernet1/0/33', 'srv-esx-07', 'vmnic2', 'name'],
    ]);
    expect(result.facts.neighbors?.[3]?.remoteCapabilities).toBeUndefined();
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-lldp-neighbors.txt');
  });
});

describe('cisco_ios show lldp neighbors detail', () => {
  const result = parse('show lldp neighbors detail', 'show-lldp-neighbors-detail.txt');
  const byLocal = new Map((result.facts.neighbors ?? []).map((n) => [n.localInterface, n]));

  it('reads chassis, port id and description, name, enabled capabilities and management address', () => {
    expect(byLocal.get('TenGigabitEthernet1/1/3')).toMatchObject({
      remoteChassisId: '3c:8c:93:12:ab:00',
      remotePort: '531',
      remotePortKind: 'ifindex',
      remotePortDescription: 'ge-0/2/3.0',
      remoteName: 'ex4300-bldg2',
      remoteCapabilities: ['bridge', 'router'],
      remoteManagementIps: ['10.255.0.41'],
    });
    expect(byLocal.get('GigabitEthernet1/0/20')).toMatchObject({
      remoteChassisId: '10.30.9.55',
      remotePort: '80:5e:c0:12:3a:4b',
      remotePortKind: 'mac',
      remoteCapabilities: ['phone'],
      remotePlatform: 'SIP-T54W',
    });
    expect(byLocal.get('GigabitEthernet1/0/20')?.remotePortDescription).toBeUndefined();
    expect(byLocal.get('TenGigabitEthernet1/1/1')).toMatchObject({
      remoteNativeVlan: 1,
      remoteSoftware:
        'Cisco IOS Software [Bengaluru], Catalyst L3 Switch Software (CAT9K_IOSXE), Version 17.6.5, RELEASE SOFTWARE (fc2)',
    });
  });

  it('reads the MED block and not-advertised lines as known', () => {
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-lldp-neighbors-detail.txt');
  });
  it('reads a neighbour that advertises no capabilities, with none', () => {
    const text = [
      '------------------------------------------------',
      'Local Intf: Fa1/1',
      'Chassis id: 001b.1ba1.05b5',
      'Port id: port-001',
      'Port Description: port-001',
      'System Name: plc-02',
      '',
      'System Description: ',
      'Siemens, SIMATIC S7, CPU 1516-3 PN/DP, FW: V3.0.3',
      '',
      'Time remaining: 104 seconds',
      'System Capabilities - not advertised',
      'Enabled Capabilities - not advertised',
      'Management Addresses:',
      '    IP: 172.17.2.11',
      '',
      'Total entries displayed: 1',
    ].join('\n');
    const plc = parseWith(ciscoIosParsers, 'show lldp neighbors detail', text, 'plc.txt', 'cisco_ios');
    expect(plc.unrecognizedLines).toBe(0);
    expect(plc.facts.neighbors?.[0]).toMatchObject({
      remoteName: 'plc-02',
      remoteManagementIps: ['172.17.2.11'],
    });
    expect(plc.facts.neighbors?.[0]?.remoteCapabilities).toBeUndefined();
  });
});

describe('cisco_ios show ipv6 interface', () => {
  const result = parse('show ipv6 interface', 'show-ipv6-interface.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads link-local and global addresses with their subnet lengths and flags', () => {
    expect(
      byName.get('GigabitEthernet0/0/1.100')?.ipv6.map((a) => [a.address, a.prefixLength, a.flags ?? []]),
    ).toEqual([
      ['fe80::6a9e:bff:fe12:3402', 64, ['link-local']],
      ['2001:db8:100::1', 64, []],
      ['2001:db8:100:0:6a9e:bff:fe12:3402', 64, ['eui-64']],
    ]);
    expect(byName.get('Loopback0')?.ipv6.map((a) => `${a.address}/${a.prefixLength}`)).toEqual([
      'fe80::6a9e:bff:fe12:3400/64',
      '2001:db8:0:ff::1/128',
    ]);
    expect(byName.get('GigabitEthernet0/0/2')?.ipv6[0]?.flags).toEqual(['link-local', 'tentative']);
  });

  it('reads the state, description and VRF of each interface, and the line of each address', () => {
    expect(byName.get('GigabitEthernet0/0/0')).toMatchObject({
      adminUp: true,
      operUp: true,
      description: 'uplink to isp-a',
    });
    expect(byName.get('GigabitEthernet0/0/1.100')?.vrf).toBe('CUST-A');
    expect(byName.get('GigabitEthernet0/0/2')).toMatchObject({ adminUp: false, operUp: false });
    expect(byName.get('GigabitEthernet0/0/0')?.ipv6[1]?.source?.line).toBe(7);
    expect(byName.get('Tunnel10')?.ipv6.map((a) => a.address)).toEqual(['fe80::6a9e:bff:fe12:3400']);
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-ipv6-interface.txt');
  });
});

describe('cisco_ios show ipv6 interface brief', () => {
  const result = parse('show ipv6 interface brief', 'show-ipv6-interface-brief.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('keeps link-local addresses as /64 and the others without a length', () => {
    expect(byName.get('Vlan10')?.ipv6.map((a) => [a.address, a.prefixLength, a.flags])).toEqual([
      ['fe80::2a3:d1ff:fe4c:8a41', 64, ['link-local']],
    ]);
    expect(byName.get('Vlan10')?.ipv6WithoutPrefix).toEqual(['2001:db8:10::2', '2001:db8:10::1']);
    expect(byName.get('GigabitEthernet1/0/1')?.ipv6).toEqual([]);
    expect(byName.get('GigabitEthernet1/0/1')?.ipv6WithoutPrefix).toBeUndefined();
  });

  it('reads the state of each interface', () => {
    expect(byName.get('Vlan1')).toMatchObject({ adminUp: false, operUp: false });
    expect(byName.get('Tunnel10')).toMatchObject({ adminUp: true, operUp: false });
    expect(result.facts.interfaces).toHaveLength(7);
    expect(result.unrecognizedLines).toBe(0);
    expectAllCounted(result, 'show-ipv6-interface-brief.txt');
  });

  it('is not taken for show ip interface brief', () => {
    const entry = ciscoIosParsers.find((p) => p.command === 'sh[[ow]] ipv6 int[[erface]] br[[ief]]');
    expect(entry).toBeDefined();
    expect(
      parse('show ip interface brief', 'show-ipv6-interface-brief.txt').unrecognizedLines,
    ).toBeGreaterThan(0);
  });
});
