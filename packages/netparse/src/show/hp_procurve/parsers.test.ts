import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../parse/types';
import { hpProcurveParsers } from './index';
import { procurveMode, procurvePairs, procurvePort, procurveUptimeSeconds } from './values';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/hp_procurve');
const read = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');

function parse(command: string, fixture: string): ParseResult {
  const entry = hpProcurveParsers.find((p) => p.command.replace(/\[\[|\]\]/g, '') === command);
  if (!entry) throw new Error(`no parser for ${command}`);
  return entry.parse(read(fixture), { file: fixture, platform: 'hp_procurve' });
}

describe('hp_procurve show system', () => {
  it('reads the two-column layout: name, revision, base MAC, serial and uptime', () => {
    const result = parse('show system', 'show-system.txt');
    expect(result.facts.hostname).toBe('HP-2530-24G');
    expect(result.facts.system).toEqual({
      hostname: 'HP-2530-24G',
      osVersion: 'YA.16.10.0012',
      image: 'ArubaOS-Switch',
      baseMac: '9c:8e:99:1a:2b:00',
      serial: 'CN52FRX0VD',
      uptimeText: '23 mins',
      uptimeSeconds: 23 * 60,
    });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('hp_procurve show version', () => {
  it('reads the version under the image stamp', () => {
    const result = parse('show version', 'show-version.txt');
    expect(result.facts.system).toEqual({ osVersion: 'YA.16.10.0012', image: 'ArubaOS-Switch' });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('hp_procurve show lldp info remote-device with pager prompts left in', () => {
  const result = parse('show lldp info remote-device', 'show-lldp-info-remote-device-paged.txt');

  it('reads every neighbour, the one behind a pager prompt included', () => {
    expect(
      result.facts.neighbors?.map((n) => [n.localInterface, n.remoteName, n.remotePort, n.remotePortKind]),
    ).toEqual([
      ['1', 'HP-2930F-core', '24', 'local'],
      ['3', undefined, '3c:e1:a1:22:18:f0', 'mac'],
      ['7', 'AP-floor1', 'mgt0', 'name'],
      ['25', 'sw-aoscx-6300', '1/1/1', 'name'],
    ]);
    expect(result.facts.neighbors?.[3]).toMatchObject({
      remoteChassisId: '00:c0:b7:5e:1a:2b',
      remotePortDescription: '1/1/1',
    });
  });

  it('warns about each pager prompt', () => {
    expect(result.warnings.filter((w) => w.code === 'pager-residue').map((w) => w.line)).toEqual([8, 10]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('hp_procurve show spanning-tree', () => {
  it('reads MSTP: the CIST with its VLANs, the CST root, the root port and the port roles', () => {
    const result = parse('show spanning-tree', 'show-spanning-tree-mstp.txt');
    const stp = result.facts.stp;
    expect(stp?.mode).toBe('mst');
    expect(stp?.instances).toHaveLength(1);
    expect(stp?.instances[0]).toMatchObject({
      name: 'cist',
      mstInstance: 0,
      vlans: [1, 10, 20, 30],
      bridgeMac: '9c:8e:99:1a:2b:00',
      bridgePriority: 32768,
      rootMac: '9c:8e:99:1a:2c:00',
      rootPriority: 4096,
      rootCost: 20000,
      rootPort: 'Trk1',
      isRoot: false,
    });
    expect(stp?.instances[0]?.ports).toEqual([
      {
        interface: '1',
        role: 'designated',
        state: 'forwarding',
        priority: 128,
        cost: 20000,
        type: '100/1000T',
        edge: true,
      },
      { interface: '2', role: 'disabled', state: 'disabled', priority: 128, type: '100/1000T' },
      {
        interface: '3',
        role: 'designated',
        state: 'forwarding',
        priority: 128,
        cost: 200000,
        type: '100/1000T',
        edge: true,
      },
      { interface: 'Trk1', role: 'root', state: 'forwarding', priority: 64, cost: 20000 },
      { interface: 'Trk2', role: 'alternate', state: 'blocking', priority: 64, cost: 20000 },
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });

  it('reads RSTP: one tree whose root is this switch', () => {
    const result = parse('show spanning-tree', 'show-spanning-tree-rstp.txt');
    expect(result.facts.stp?.mode).toBe('rstp');
    expect(result.facts.stp?.instances[0]).toMatchObject({ name: 'cst', isRoot: true, rootCost: 0 });
    expect(result.facts.stp?.instances[0]?.rootPort).toBeUndefined();
    expect(result.facts.stp?.instances[0]?.ports).toHaveLength(2);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('hp_procurve show lacp', () => {
  it('gathers the ports of each trunk group into a LACP LAG', () => {
    const result = parse('show lacp', 'show-lacp.txt');
    expect(result.facts.lags).toMatchObject([
      {
        name: 'Trk1',
        protocol: 'lacp',
        operUp: true,
        members: [
          { interface: '21', bundled: true },
          { interface: '22', bundled: true },
        ],
      },
      { name: 'Trk2', protocol: 'lacp', operUp: false, members: [{ interface: '23', bundled: false }] },
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('hp_procurve show ip', () => {
  it('reads VLAN addresses, a second address on its own row, and the default gateway', () => {
    const result = parse('show ip', 'show-ip.txt');
    expect(result.facts.system).toEqual({ defaultGateway: '10.20.0.254' });
    const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));
    expect(byName.get('Vlan1')?.ipv4).toEqual([]);
    expect(byName.get('SERVERS')?.ipv4.map((a) => [a.address, a.prefixLength, a.secondary ?? false])).toEqual(
      [
        ['10.20.0.10', 24, false],
        ['10.20.1.10', 24, true],
      ],
    );
    expect(byName.get('Vlan30')?.ipv4.map((a) => `${a.address}/${a.prefixLength}`)).toEqual([
      '10.30.0.17/23',
    ]);
    expect(result.warnings).toMatchObject([{ code: 'vlan-id-unknown', line: 16 }]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('hp_procurve show ip route', () => {
  it('joins the rows of an ECMP route and reads connected, OSPF and reject routes', () => {
    const result = parse('show ip route', 'show-ip-route-ecmp.txt');
    const routes = result.facts.routes ?? [];
    expect(routes.map((r) => r.prefix)).toEqual([
      '0.0.0.0/0',
      '10.1.1.0/24',
      '10.1.2.0/24',
      '10.50.0.0/16',
      '127.0.0.0/8',
      '127.0.0.1/32',
    ]);
    expect(routes[0]).toMatchObject({
      protocol: 'static',
      distance: 1,
      metric: 1,
      nextHops: [
        { ip: '10.1.1.1', interface: 'Vlan11' },
        { ip: '10.1.2.1', interface: 'Vlan12' },
      ],
    });
    expect(routes[1]?.nextHops).toEqual([{ interface: 'Vlan11' }]);
    expect(routes[3]).toMatchObject({ protocol: 'ospf', subtype: 'intraarea', distance: 110 });
    expect(routes[4]?.nextHops).toEqual([{ discard: true }]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('hp_procurve show vlans, truncated', () => {
  it('keeps the complete rows and reports the cut one', () => {
    const result = parse('show vlans', 'show-vlans-truncated.txt');
    expect(result.facts.vlans?.map((v) => [v.id, v.name, v.status])).toEqual([
      [1, 'DEFAULT_VLAN', 'Port-based'],
      [10, 'servers', 'Port-based'],
      [20, 'voice phones', 'Port-based'],
    ]);
    expect(result.unrecognizedLines).toBe(1);
    expect(result.warnings).toMatchObject([{ line: 12, code: 'unrecognized-line' }]);
  });
});

describe('hp_procurve show mac-address vlan', () => {
  it('takes the VLAN from the title', () => {
    const result = parse('show mac-address', 'show-mac-address-vlan.txt');
    expect(result.facts.macTable?.map((m) => [m.mac, m.vlan, m.interface])).toEqual([
      ['00:11:22:aa:bb:cc', 20, '5'],
      ['00:11:22:aa:bb:cd', 20, 'Trk1'],
      ['f4:03:43:7a:1b:2c', 20, '1/A3'],
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('hp_procurve values', () => {
  it('split a port cell from its trunk', () => {
    expect(procurvePort('A24-Trk1')).toEqual({ port: 'A24', lag: 'Trk1' });
    expect(procurvePort('1/51-...')).toEqual({ port: '1/51' });
    expect(procurvePort('A8*')).toEqual({ port: 'A8' });
  });

  it('read port modes', () => {
    expect(procurveMode('1000FDx')).toEqual({ speedMbps: 1000, duplex: 'full' });
    expect(procurveMode('10GigFD')).toEqual({ speedMbps: 10000, duplex: 'full' });
    expect(procurveMode('10HDx')).toEqual({ speedMbps: 10, duplex: 'half' });
    expect(procurveMode('2500FDx*')).toEqual({ speedMbps: 2500, duplex: 'full' });
    expect(procurveMode('.')).toEqual({});
  });

  it('read uptimes in minutes and hours', () => {
    expect(procurveUptimeSeconds('2 mins')).toBe(120);
    expect(procurveUptimeSeconds('458 days')).toBe(458 * 86400);
  });

  it('split two pairs on one line, a key with a dash part included', () => {
    expect(
      procurvePairs('  Up Time            : 23 mins              Memory   - Total   : 155,188,736'),
    ).toEqual([
      { key: 'Up Time', value: '23 mins' },
      { key: 'Memory - Total', value: '155,188,736' },
    ]);
    expect(procurvePairs('  Time Since Last Change : 12:01:02')).toEqual([
      { key: 'Time Since Last Change', value: '12:01:02' },
    ]);
    expect(procurvePairs('no pair here')).toEqual([]);
  });
});

describe('hp_procurve show vlans <id>', () => {
  it('reads the VLAN and its untagged ports', () => {
    const result = parse('show vlans \\d+', 'show-vlans-20.txt');
    expect(result.facts.vlans).toEqual([
      {
        id: 20,
        name: 'voice phones',
        status: 'Port-based',
        interfaces: ['5', '6'],
        source: { file: 'show-vlans-20.txt', line: 5, endLine: 15 },
      },
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('hp_procurve show ipv6', () => {
  const result = parse('show ipv6', 'show-ipv6.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads each VLAN’s addresses with length, origin and status', () => {
    expect(byName.get('Vlan30')?.ipv6.map((a) => [a.address, a.prefixLength, a.flags])).toEqual([
      ['2001:db8:30::8f2', 128, ['preferred', 'dhcp']],
      ['2001:db8:30:0:9e8e:99ff:fe1a:2b1e', 64, ['deprecated', 'autoconfig']],
      ['fe80::9e8e:99ff:fe1a:2b1e', 64, ['link-local', 'preferred', 'autoconfig']],
    ]);
    expect(byName.get('SERVERS')?.ipv6.map((a) => `${a.address}/${a.prefixLength}`)).toEqual([
      '2001:db8:20::10/64',
      'fe80::9e8e:99ff:fe1a:2b14/64',
    ]);
    expect(byName.get('SERVERS')?.ipv6[0]?.source?.line).toBe(19);
    expect(byName.get('Vlan1')?.ipv6).toEqual([]);
  });

  it('notes a VLAN whose ID the output does not give, and counts every line', () => {
    expect(result.warnings.filter((w) => w.code === 'vlan-id-unknown').map((w) => w.line)).toEqual([13]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('hp_procurve show modules', () => {
  const result = parse('show modules', 'show-modules.txt');

  it('reads the chassis and each occupied slot as inventory', () => {
    expect(result.facts.inventory?.map((i) => [i.name, i.model, i.serial])).toEqual([
      ['Chassis', 'J9850A', 'SG6AG0P12S'],
      ['Slot MM1', 'J9827A', 'SG62G9Z12P'],
      ['Slot MM2', 'J9827A', 'SG62G9Z1RT'],
      ['Slot A', 'J9990A', 'SG64G0N0A5'],
      ['Slot B', 'J9988A', 'SG65G0P02D'],
      ['Slot D', 'J9993A', 'SG74G0H0JF'],
    ]);
    expect(result.facts.inventory?.[3]).toMatchObject({
      description: 'HP J9990A 20p GT PoE+/4p SFP+ v3 zl2 Mod',
      source: { line: 12 },
    });
    expect(result.facts.system).toMatchObject({ serial: 'SG6AG0P12S', model: '5406Rzl2 J9850A' });
    expect(result.unrecognizedLines).toBe(0);
  });

  it('reads `show system information` as `show system`', () => {
    expect(hpProcurveParsers.find((p) => p.command === 'sh[[ow]] syst[[em]] i[[nformation]]')?.parse).toBe(
      hpProcurveParsers.find((p) => p.command === 'sh[[ow]] syst[[em]]')?.parse,
    );
  });
});

describe('hp_procurve show cdp neighbors', () => {
  const result = parse('show cdp neighbors', 'show-cdp-neighbors.txt');

  it('reads each neighbour with its port, name or MAC, platform and capabilities', () => {
    expect(
      result.facts.neighbors?.map((n) => [
        n.localInterface,
        n.remoteName ?? n.remoteChassisId,
        n.remotePlatform,
        n.remoteCapabilities,
      ]),
    ).toEqual([
      ['3', 'SEP001BD4C1A2B3', 'Cisco IP Phone 7962', ['host', 'phone']],
      ['23', 'ap-lobby-01', 'cisco AIR-AP2802I-E-K9', ['bridge', 'igmp']],
      ['24', 'core-sw1.example.net', 'cisco WS-C3850-24T', ['router', 'switch', 'igmp']],
      ['25', '00:1e:0b:3c:ab:12', 'HP J9729A 2920-48G-PoE+ Swi...', ['switch']],
    ]);
    expect(result.facts.neighbors?.every((n) => n.protocol === 'cdp' && n.remotePort === undefined)).toBe(
      true,
    );
    expect(result.facts.neighbors?.[2]?.source.line).toBe(9);
    expect(result.unrecognizedLines).toBe(0);
  });
});
