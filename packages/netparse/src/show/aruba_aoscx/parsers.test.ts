import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../parse/types';
import { arubaAoscxParsers } from './index';
import { expandAoscxPorts } from './l2';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/aruba_aoscx');
const read = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');

function parse(command: string, fixture: string): ParseResult {
  const entry = arubaAoscxParsers.find((p) => p.command.replace(/\[\[|\]\]/g, '') === command);
  if (!entry) throw new Error(`no parser for ${command}`);
  return entry.parse(read(fixture), { file: fixture, platform: 'aruba_aoscx' });
}

describe('aruba_aoscx show version', () => {
  it('reads the software version after the echoed prompt and the banner', () => {
    const result = parse('show version', 'show-version.txt');
    expect(result.facts.system).toEqual({ image: 'ArubaOS-CX', osVersion: 'FL.10.11.1021' });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('aruba_aoscx show interface brief', () => {
  const result = parse('show interface brief', 'show-interface-brief.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads mode, VLAN, state, reason, speed and descriptions with spaces', () => {
    expect(byName.get('1/1/1')).toMatchObject({
      type: 'physical',
      mode: 'access',
      accessVlan: 3077,
      adminUp: true,
      operUp: true,
      speedMbps: 1000,
      description: 'PORT-ACCESS',
    });
    expect(byName.get('1/1/3')).toMatchObject({
      adminUp: false,
      operUp: false,
      statusText: 'down (Administratively down)',
      description: 'printer room 2',
    });
    expect(byName.get('1/1/2')?.speedMbps).toBeUndefined();
    expect(byName.get('1/1/2')?.description).toBeUndefined();
    expect(byName.get('lag1')).toMatchObject({
      type: 'lag',
      mode: 'trunk',
      nativeVlan: 666,
      speedMbps: 20000,
    });
    expect(byName.get('vlan3072')).toMatchObject({ type: 'vlan', description: 'mgmt' });
    expect(byName.get('loopback0')?.type).toBe('loopback');
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('aruba_aoscx show lldp neighbor-info', () => {
  const result = parse('show lldp neighbor-info', 'show-lldp-neighbor-info.txt');

  it('reads neighbours whose port is a MAC, a name or a number', () => {
    expect(
      result.facts.neighbors?.map((n) => [n.localInterface, n.remoteName, n.remotePort, n.remotePortKind]),
    ).toEqual([
      ['1/1/1', 'ap-floor2-west', '70:3a:0e:cd:41:fe', 'mac'],
      ['1/1/47', undefined, '00:50:56:86:1a:2b', 'mac'],
      ['1/1/51', 'core-a', '1/1/49', 'name'],
      ['1/1/52', 'edge 2930F', '25', 'local'],
    ]);
    expect(result.facts.neighbors?.[2]).toMatchObject({
      remotePortDescription: 'uplink to access stack',
      remoteChassisId: '90:20:c2:bf:ae:00',
      source: { file: 'show-lldp-neighbor-info.txt', line: 13 },
    });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('aruba_aoscx LAGs', () => {
  it('show lacp aggregates gives members and LACP or static mode', () => {
    const result = parse('show lacp aggregates', 'show-lacp-aggregates.txt');
    expect(result.facts.lags?.map((l) => [l.name, l.protocol, l.members.map((m) => m.interface)])).toEqual([
      ['lag1', 'lacp', ['1/1/51', '1/1/52']],
      ['lag10', 'lacp', ['1/1/20']],
      ['lag20', 'static', []],
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });

  it('show lag gives members, mode and state', () => {
    const result = parse('show lag', 'show-lag.txt');
    expect(
      result.facts.lags?.map((l) => [l.name, l.protocol, l.operUp, l.members.map((m) => m.interface)]),
    ).toEqual([
      ['lag1', 'lacp', true, ['1/1/51', '1/1/52']],
      ['lag10', 'lacp', false, ['1/1/20']],
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('aruba_aoscx show spanning-tree', () => {
  const result = parse('show spanning-tree', 'show-spanning-tree.txt');

  it('reads the MSTP CIST: root, bridge, root port and port roles', () => {
    const stp = result.facts.stp;
    expect(stp?.mode).toBe('mst');
    expect(stp?.instances).toHaveLength(1);
    expect(stp?.instances[0]).toMatchObject({
      name: 'MST0',
      mstInstance: 0,
      rootPriority: 4096,
      rootMac: '90:20:c2:bf:ae:00',
      bridgePriority: 32768,
      bridgeMac: 'b8:d4:e7:aa:bb:00',
      isRoot: false,
      rootPort: 'lag1',
    });
    expect(stp?.instances[0]?.ports.map((p) => [p.interface, p.role, p.state, p.edge ?? false])).toEqual([
      ['1/1/1', 'designated', 'forwarding', true],
      ['1/1/2', 'disabled', 'disabled', false],
      ['1/1/47', 'designated', 'forwarding', true],
      ['lag1', 'root', 'forwarding', false],
      ['lag2', 'alternate', 'blocking', false],
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('aruba_aoscx show vrf', () => {
  it('reads each VRF with its interfaces', () => {
    const result = parse('show vrf', 'show-vrf.txt');
    expect(result.facts.vrfs?.map((v) => [v.name, v.interfaces])).toEqual([
      ['default', ['vlan1', 'vlan10', '1/1/28', 'loopback0']],
      ['mgmt', ['mgmt']],
      ['guest', ['vlan200']],
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('aruba_aoscx show ip route all-vrfs (10.1x table)', () => {
  const result = parse('show ip route all-vrfs', 'show-ip-route-all-vrfs.txt');
  const routes = result.facts.routes ?? [];

  it('reads routes per VRF with origin, distance and metric', () => {
    expect(routes.filter((r) => r.vrf === 'default')).toHaveLength(6);
    expect(routes.filter((r) => r.vrf === 'guest')).toHaveLength(3);
    expect(routes.find((r) => r.prefix === '10.40.0.0/16')).toMatchObject({
      protocol: 'ospf',
      protocolCode: 'O/IA',
      distance: 110,
      metric: 20,
      nextHops: [{ ip: '10.252.22.130', interface: 'vlan3564' }],
    });
    expect(routes.find((r) => r.prefix === '10.252.14.109/32')).toMatchObject({ protocol: 'local' });
  });

  it('collects the ECMP rows below a route', () => {
    expect(routes.find((r) => r.prefix === '0.0.0.0/0' && r.vrf === 'default')).toMatchObject({
      protocol: 'bgp',
      nextHops: [
        { ip: '172.25.0.185', interface: '1/1/28' },
        { ip: '172.25.0.189', interface: '2/1/28' },
      ],
    });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('aruba_aoscx show arp', () => {
  it('reads entries without a VRF column, an incomplete one included', () => {
    const result = parse('show arp', 'show-arp.txt');
    expect(result.facts.arp?.map((a) => [a.ip, a.mac, a.interface, a.type])).toEqual([
      ['10.1.10.21', '00:50:56:aa:01:21', 'vlan10', 'dynamic'],
      ['10.1.10.22', '00:50:56:aa:01:22', 'vlan10', 'dynamic'],
      ['10.1.10.99', undefined, 'vlan10', undefined],
      ['172.25.0.185', 'd4:e8:80:af:05:7f', '1/1/28', 'dynamic'],
    ]);
    expect(result.facts.arp?.every((a) => a.vrf === undefined)).toBe(true);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('expandAoscxPorts', () => {
  it('expands port and LAG ranges and reports what it cannot read', () => {
    const bad: string[] = [];
    expect(
      expandAoscxPorts('1/1/2-1/1/4,lag1-lag2, 2/1/7,bogus,1/1/9-1/2/1', 'aruba_aoscx', (i) => bad.push(i)),
    ).toEqual(['1/1/2', '1/1/3', '1/1/4', 'lag1', 'lag2', '2/1/7']);
    expect(bad).toEqual(['bogus', '1/1/9-1/2/1']);
  });
});
