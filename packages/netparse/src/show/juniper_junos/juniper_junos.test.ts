import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TextParser } from '../../parse/types';
import { parseJunosShowArp } from './arp';
import { parseJunosShowChassisFirmware } from './chassis-firmware';
import {
  parseJunosShowEthernetSwitchingInterfaces,
  parseJunosShowEthernetSwitchingTable,
  vlanIdFromName,
} from './ethernet-switching';
import { juniperJunosParsers } from './index';
import { parseJunosShowInterfaces } from './interfaces';
import { parseJunosShowLldpNeighbors } from './lldp';
import { parseJunosShowRoute } from './route';
import { parseJunosShowRouteInstance } from './route-instance';
import { parseJunosShowSpanningTreeBridge, parseJunosShowSpanningTreeInterface } from './spanning-tree';
import { parseJunosShowVersion } from './version';
import { parseJunosShowVlans } from './vlans-lacp';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/juniper_junos');
const run = (parser: TextParser, name: string) =>
  parser(readFileSync(resolve(FIXTURES, name), 'utf8'), { file: name, platform: 'juniper_junos' });

describe('show route', () => {
  const result = run(parseJunosShowRoute, 'show_route.txt');
  const routes = result.facts.routes ?? [];
  const summary = routes.map((r) => [
    r.vrf ?? '',
    r.prefix,
    r.protocol,
    r.distance,
    r.active,
    r.nextHops.map((h) => (h.discard ? 'discard' : `${h.ip ?? ''}@${h.interface ?? ''}`)).join(' '),
  ]);

  it('reads each protocol entry of the unicast tables with its next hops', () => {
    expect(summary).toEqual([
      ['', '0.0.0.0/0', 'static', 5, true, '198.51.100.1@ge-0/0/0.0'],
      ['', '10.10.0.0/24', 'connected', 0, true, '@irb.10'],
      ['', '10.10.0.1/32', 'local', 0, true, '@irb.10'],
      ['', '10.30.0.0/16', 'ospf', 150, true, '10.0.12.2@ge-0/0/1.0 10.0.13.2@ge-0/0/2.0'],
      ['', '172.16.0.0/12', 'bgp', 170, true, '198.51.100.1@ge-0/0/0.0'],
      ['', '172.16.0.0/12', 'bgp', 170, false, '10.0.12.2@ge-0/0/1.0'],
      ['', '192.0.2.128/25', 'static', 5, true, 'discard'],
      ['', '203.0.113.0/24', 'aggregate', 130, true, 'discard'],
      ['', '224.0.0.5/32', 'ospf', 10, true, ''],
      ['CUST-A', '10.20.0.0/24', 'connected', 0, true, '@irb.20'],
      ['CUST-A', '10.99.0.0/16', 'static', 5, true, '10.20.0.254@irb.20'],
      ['', '2001:db8:0:1::/64', 'connected', 0, true, '@ge-0/0/0.0'],
      ['', '2001:db8:aaaa:bbbb:cccc:dddd::/96', 'static', 5, true, '2001:db8:0:1::1@ge-0/0/0.0'],
    ]);
  });

  it('keeps metric, tag, age and the line of each entry; skips tables that are not unicast', () => {
    const ospf = routes.find((r) => r.prefix === '10.30.0.0/16');
    expect(ospf).toMatchObject({
      metric: 20,
      tag: 0,
      age: '1d 01:00:00',
      protocolCode: 'OSPF',
      source: { line: 12 },
    });
    expect(routes.some((r) => r.prefix === '10.255.0.3/32')).toBe(false);
    expect(result.warnings.filter((w) => w.code === 'table-skipped').map((w) => w.text)).toEqual([
      'routes of table inet.3 are not unicast routes and are not read',
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('show interfaces terse', () => {
  const result = run(parseJunosShowInterfaces, 'show_interfaces_terse.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads admin and link state, units and their addresses', () => {
    expect(result.unrecognizedLines).toBe(0);
    expect(byName.get('ge-0/0/1')).toMatchObject({ adminUp: true, operUp: false, type: 'physical' });
    expect(byName.get('ge-0/0/4')).toMatchObject({ adminUp: false, operUp: false });
    expect(byName.get('ge-0/0/0.0')).toMatchObject({
      type: 'subinterface',
      parent: 'ge-0/0/0',
      ipv4: [{ address: '198.51.100.2', prefixLength: 30 }],
      ipv6: [
        { address: '2001:db8:0:1::2', prefixLength: 64 },
        { address: 'fe80::5e5e:abff:fe00:1', prefixLength: 64 },
      ],
    });
    expect(byName.get('lo0.0')?.ipv4).toMatchObject([{ address: '10.255.0.1', prefixLength: 32 }]);
    expect(byName.get('ae0.0')?.type).toBe('subinterface');
    expect(byName.get('irb.10')?.type).toBe('vlan');
  });
});

describe('show lldp neighbors interface (detail)', () => {
  const result = run(parseJunosShowLldpNeighbors, 'show_lldp_neighbors_interface_detail.txt');

  it('reads each neighbour block: port, system, chassis, management address, capabilities, LAG', () => {
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.neighbors).toMatchObject([
      {
        localInterface: 'ge-0/0/0',
        remoteName: 'wan-rtr1',
        remotePort: 'ge-0/0/3',
        remotePortKind: 'name',
        remoteChassisId: '54:4b:8c:11:22:00',
        remoteManagementIps: ['192.0.2.1'],
        remoteCapabilities: ['router'],
        source: { line: 5 },
      },
      {
        localInterface: 'ge-0/0/4',
        remoteName: 'dist1.example.net',
        remotePort: 'Ethernet49/1',
        remotePortDescription: 'to ex-core1 ge-0/0/4',
        remoteManagementIps: ['192.0.2.20'],
        remoteCapabilities: ['bridge', 'router'],
      },
    ]);
    expect(result.facts.neighbors?.[0]?.remoteSoftware).toContain('2023-03-01 10:00:00 UTC');
    expect(result.facts.lags).toMatchObject([{ name: 'ae0', members: [{ interface: 'ge-0/0/4' }] }]);
  });
});

describe('show lldp neighbors (summary)', () => {
  it('reads the table of releases without the Parent Interface column', () => {
    const result = parseJunosShowLldpNeighbors(
      [
        'Local Interface    Chassis Id          Port info          System Name',
        'ge-0/0/0           54:4b:8c:11:22:00   ge-0/0/3           wan-rtr1',
        'ge-0/0/1.0         00:1c:73:aa:bb:cc   Ethernet1          core switch 2',
      ].join('\n'),
      { file: 'l.txt', platform: 'juniper_junos' },
    );
    expect(result.unrecognizedLines).toBe(0);
    expect(
      result.facts.neighbors?.map((n) => [n.localInterface, n.remoteChassisId, n.remotePort, n.remoteName]),
    ).toEqual([
      ['ge-0/0/0', '54:4b:8c:11:22:00', 'ge-0/0/3', 'wan-rtr1'],
      ['ge-0/0/1.0', '00:1c:73:aa:bb:cc', 'Ethernet1', 'core switch 2'],
    ]);
    expect(result.facts.lags).toBeUndefined();
  });
});

describe('show spanning-tree', () => {
  it('reads the RSTP bridge: root, cost, root port and the local bridge', () => {
    const result = run(parseJunosShowSpanningTreeBridge, 'show_spanning-tree_bridge.txt');
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.stp).toEqual({
      mode: 'rstp',
      instances: [
        {
          name: 'CIST',
          mstInstance: 0,
          rootBridgeId: '4096.54:4b:8c:11:22:00',
          rootPriority: 4096,
          rootMac: '54:4b:8c:11:22:00',
          rootCost: 20000,
          rootPort: 'ge-0/0/2',
          bridgePriority: 16384,
          bridgeMac: '5c:5e:ab:00:00:01',
          isRoot: false,
          ports: [],
          source: { file: 'show_spanning-tree_bridge.txt', line: 1 },
        },
      ],
    });
  });

  it('reads the MSTP bridge: the CIST and each MSTI', () => {
    const stp = run(parseJunosShowSpanningTreeBridge, 'show_spanning-tree_bridge_mstp.txt').facts.stp;
    expect(stp?.mode).toBe('mst');
    expect(
      stp?.instances.map((i) => [i.name, i.rootPriority, i.rootPort, i.bridgePriority, i.isRoot]),
    ).toEqual([
      ['CIST', 32768, undefined, 32768, true],
      ['MSTI 1', 4097, 'ae0', 32769, false],
    ]);
  });

  it('reads each port of the interface table', () => {
    const result = run(parseJunosShowSpanningTreeInterface, 'show_spanning-tree_interface.txt');
    expect(result.unrecognizedLines).toBe(0);
    const [tree] = result.facts.stp?.instances ?? [];
    expect(tree?.rootPort).toBe('ge-0/0/2');
    expect(tree?.ports.map((p) => [p.interface, p.role, p.state, p.cost, p.portId])).toEqual([
      ['ge-0/0/1', 'designated', 'forwarding', 20000, '128:514'],
      ['ge-0/0/2', 'root', 'forwarding', 20000, '128:515'],
      ['ge-0/0/3', 'alternate', 'blocking', 20000, '128:516'],
      ['ae0', 'designated', 'forwarding', 10000, '128:1'],
      ['ge-0/0/7', 'disabled', 'blocking', 20000, '128:520'],
    ]);
  });
});

describe('ethernet switching, VLANs and version in their other forms', () => {
  it('reads the older MAC table: learnt and static entries, the router entry, flood rows as layout', () => {
    const result = run(parseJunosShowEthernetSwitchingTable, 'show_ethernet-switching_table_non-els.txt');
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.macTable?.map((m) => [m.mac, m.vlanName, m.vlan, m.interface, m.type])).toEqual([
      ['00:1b:21:3a:4f:01', 'users', undefined, 'ge-0/0/5.0', 'dynamic'],
      ['00:1b:21:3a:4f:02', 'vlan30', 30, 'ge-0/0/6.0', 'dynamic'],
      ['5c:5e:ab:00:00:01', 'users', undefined, undefined, 'system'],
    ]);
  });

  it('reads VLAN IDs from VLAN names only where the name spells one', () => {
    expect(['vlan100', 'VLAN_20', 'v30', '40', 'users', 'BD-903691', 'vlan5000'].map(vlanIdFromName)).toEqual(
      [100, 20, 30, 40, undefined, undefined, undefined],
    );
  });

  it('reads the ELS interface table as access and trunk ports', () => {
    const result = run(
      parseJunosShowEthernetSwitchingInterfaces,
      'show_ethernet-switching_interface_els.txt',
    );
    expect(result.unrecognizedLines).toBe(0);
    expect(
      result.facts.interfaces?.map((i) => [i.name, i.mode, i.accessVlan, i.nativeVlan, i.allowedVlans]),
    ).toEqual([
      ['ge-0/0/1.0', 'access', 10, undefined, undefined],
      ['ge-0/0/2.0', 'trunk', undefined, 10, [20, 30]],
      ['ae0.0', 'trunk', undefined, undefined, [10, 20]],
    ]);
    expect(result.facts.vlans?.map((v) => [v.id, v.name])).toEqual([
      [10, 'USERS'],
      [20, 'VOICE'],
      [30, 'STORAGE'],
    ]);
  });

  it('reads the older VLAN table with comma-separated members; a VLAN without a tag is reported', () => {
    const result = run(parseJunosShowVlans, 'show_vlans_non-els.txt');
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.vlans?.map((v) => [v.id, v.name, v.interfaces])).toEqual([
      [10, 'users', ['ge-0/0/5.0', 'ge-0/0/8.0', 'ae0.0']],
      [30, 'vlan30', ['ge-0/0/6.0']],
      [99, 'mgmt', []],
    ]);
    expect(result.warnings.map((w) => w.code)).toContain('vlan-without-id');
  });

  it('reads a virtual chassis: the first member describes the device, each member is an item', () => {
    const result = run(parseJunosShowVersion, 'show_version_vc.txt');
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.system).toMatchObject({
      hostname: 'ex-stack1',
      model: 'ex4300-48t',
      osVersion: '20.4R3-S2.6',
    });
    expect(result.facts.inventory?.map((i) => [i.name, i.model, i.version])).toEqual([
      ['fpc0', 'ex4300-48t', '20.4R3-S2.6'],
      ['fpc1', 'ex4300-48p', '20.4R3-S2.6'],
    ]);
  });
});

describe('every juniper_junos show parser', () => {
  const error = readFileSync(resolve(FIXTURES, 'show_error.txt'), 'utf8');
  const adversarial = [
    '\u0000\u0001\u0002binary\u00ff'.repeat(500),
    'x'.repeat(200_000),
    `${' '.repeat(100_000)}:${' '.repeat(100_000)}`,
    'Physical interface: ge-0/0/0, Enabled, Physical link is Up\n'.repeat(2_000),
    '{'.repeat(10_000),
  ];
  // One entry per parser: several commands share one.
  const parsers = juniperJunosParsers.filter((e, i, all) => all.findIndex((o) => o.parse === e.parse) === i);

  it.each(parsers.map((e) => [e.command, e.parse] as const))(
    '%s answers the CLI error as command-rejected with no facts, and never throws',
    (_command, parse) => {
      const rejected = parse(error, { file: 'e.txt', platform: 'juniper_junos' });
      expect(rejected.facts).toEqual({});
      expect(rejected.warnings.map((w) => w.code)).toEqual(['command-rejected']);
      expect(rejected.warnings[0]?.line).toBe(3);
      for (const text of adversarial) {
        const result = parse(text, { file: 'a.txt', platform: 'juniper_junos' });
        expect(result.recognizedLines + result.unrecognizedLines).toBeGreaterThan(0);
      }
    },
  );

  it('skips the echoed prompt', () => {
    const result = parseJunosShowArp(
      'netadmin@ex-core1> show arp no-resolve\nMAC Address       Address         Interface     Flags\n00:00:5e:00:01:01 10.10.0.254     irb.10 [ge-0/0/1.0]  none\nTotal entries: 1\n',
      { file: 'arp.txt', platform: 'juniper_junos' },
    );
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.arp).toMatchObject([
      { ip: '10.10.0.254', mac: '00:00:5e:00:01:01', interface: 'irb.10' },
    ]);
  });
});

describe('show chassis firmware', () => {
  const text = [
    'user@mx1> show chassis firmware',
    'Part                     Type       Version',
    'FPC 0                    U-Boot     U-Boot 1.1.6 (Mar 25 2009 - 06:13:12) 2.4.0',
    '                         loader     FreeBSD/PowerPC U-Boot bootstrap loader 2.2',
    'Routing Engine 0         ROM        Juniper ROM Monitor Version 2.0i126Copyri',
    '                         O/S        Version 12.3R12.4 by builder on 2016-03-10 20:28:02 UTC',
    'FPC                      ROM        PC Bios',
    '',
    'lcc0-re0:',
    '--------------------------------------------------------------------------',
    'Part                     Type       Version',
    'SPMB 0                   ROM        Juniper ROM Monitor Version 6.4b18',
    '',
    '{master:0}',
  ].join('\n');
  const result = parseJunosShowChassisFirmware(text, { file: 'fw.txt', platform: 'juniper_junos' });

  it('reads each image of each component with its version and line', () => {
    expect(result.facts.firmware?.map((f) => [f.component, f.type, f.version, f.source.line])).toEqual([
      ['FPC 0', 'U-Boot', '1.1.6', 3],
      ['FPC 0', 'loader', '2.2', 4],
      ['Routing Engine 0', 'ROM', '2.0i126', 5],
      ['Routing Engine 0', 'O/S', '12.3R12.4', 6],
      ['FPC', 'ROM', 'PC Bios', 7],
      ['lcc0-re0 / SPMB 0', 'ROM', '6.4b18', 12],
    ]);
    expect(result.facts.firmware?.[1]?.text).toBe('FreeBSD/PowerPC U-Boot bootstrap loader 2.2');
    expect(result.unrecognizedLines).toBe(0);
  });

  it('is found for the command as typed, abbreviated', () => {
    expect(juniperJunosParsers.find((p) => p.command.includes('f[[irmware]]'))?.parse).toBe(
      parseJunosShowChassisFirmware,
    );
  });

  it('reports a row it cannot place', () => {
    const odd = parseJunosShowChassisFirmware('Part  Type  Version\n   lonely\n', {
      file: 'fw.txt',
      platform: 'juniper_junos',
    });
    expect(odd.unrecognizedLines).toBe(1);
    expect(odd.warnings.find((w) => w.code === 'unrecognized-line')?.line).toBe(2);
  });
});

describe('show route instance', () => {
  it('lists the routing instances as VRFs, without the main and private instances', () => {
    const result = run(parseJunosShowRouteInstance, 'show_route_instance.txt');
    expect(result.facts.vrfs?.map((v) => [v.name, v.source?.line])).toEqual([
      ['CUST-A', 8],
      ['LAB-VR', 12],
      ['mgmt_junos', 21],
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });

  it('reads the detail form with interfaces and route distinguishers', () => {
    const result = run(parseJunosShowRouteInstance, 'show_route_instance_detail.txt');
    expect(result.facts.vrfs?.map((v) => [v.name, v.rd, v.interfaces])).toEqual([
      ['CUST-A', '65000:100', ['ge-0/0/2.0', 'irb.20', 'lo0.1']],
      ['LAB-VR', undefined, ['ge-0/0/5.77']],
      ['mgmt_junos', undefined, ['fxp0.0']],
    ]);
    expect(result.facts.vrfs?.[0]?.source).toMatchObject({ line: 8, endLine: 23 });
    expect(result.unrecognizedLines).toBe(0);
  });

  it('is found for both command forms', () => {
    const commands = juniperJunosParsers
      .filter((p) => p.parse === parseJunosShowRouteInstance)
      .map((p) => p.command);
    expect(commands).toEqual([
      'sh[[ow]] rou[[te]] ins[[tance]]',
      'sh[[ow]] rou[[te]] ins[[tance]] d[[etail]]',
    ]);
  });
});
