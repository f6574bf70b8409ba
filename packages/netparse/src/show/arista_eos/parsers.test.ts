import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../parse/types';
import { aristaEosParsers } from './index';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/arista_eos');
const read = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');

function parse(command: string, fixture: string): ParseResult {
  const entry = aristaEosParsers.find((p) => p.command.replace(/\[\[|\]\]/g, '') === command);
  if (!entry) throw new Error(`no parser for ${command}`);
  return entry.parse(read(fixture), { file: fixture, platform: 'arista_eos' });
}

describe('arista_eos show version', () => {
  const result = parse('show version', 'show-version.txt');

  it('reads model, serial, version, system MAC and uptime, skipping the echoed prompt', () => {
    expect(result.facts.system).toEqual({
      vendor: 'Arista',
      model: 'DCS-7050SX3-48YC8-F',
      serial: 'JPE20381234',
      baseMac: '44:4c:a8:12:34:56',
      osVersion: '4.28.3M',
      image: 'EOS',
      uptimeText: '12 weeks, 3 days, 4 hours and 17 minutes',
      uptimeSeconds: 12 * 604800 + 3 * 86400 + 4 * 3600 + 17 * 60,
    });
    expect(result.unrecognizedLines).toBe(0);
    expect(result.recognizedLines).toBe(read('show-version.txt').trimEnd().split('\n').length);
  });
});

describe('arista_eos show interfaces status', () => {
  const result = parse('show interfaces status', 'show-interfaces-status.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('keeps a description that holds a status word', () => {
    expect(byName.get('Ethernet3')).toMatchObject({
      description: 'link connected to fw1',
      mode: 'trunk',
      operUp: true,
    });
  });

  it('reads access VLANs, LAG membership, routed ports, speed and duplex', () => {
    expect(byName.get('Ethernet1')).toMatchObject({
      mode: 'access',
      accessVlan: 110,
      speedMbps: 10000,
      speedText: '10G',
      duplex: 'full',
    });
    expect(byName.get('Ethernet49/1')).toMatchObject({ lag: 'Port-Channel49', speedMbps: 100000 });
    expect(byName.get('Management1')).toMatchObject({
      mode: 'routed',
      speedMbps: 1000,
      duplexText: 'a-full',
    });
    expect(byName.get('Port-Channel49')).toMatchObject({ type: 'lag', speedMbps: 200000 });
  });

  it('tells shut ports from error-disabled ones', () => {
    expect(byName.get('Ethernet5')).toMatchObject({ adminUp: false, operUp: false, statusText: 'disabled' });
    expect(byName.get('Ethernet4')).toMatchObject({
      adminUp: true,
      operUp: false,
      statusText: 'errdisabled',
    });
    expect(byName.get('Ethernet4')?.description).toBeUndefined();
  });

  it('gives each row its line', () => {
    expect(byName.get('Ethernet1')?.sources).toEqual([{ file: 'show-interfaces-status.txt', line: 3 }]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('arista_eos show interfaces switchport', () => {
  const result = parse('show interfaces switchport', 'show-interfaces-switchport.txt');
  const byName = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));

  it('reads modes, access, native and allowed VLANs', () => {
    expect(byName.get('Ethernet1')).toMatchObject({ mode: 'access', accessVlan: 110, allowedVlans: 'all' });
    expect(byName.get('Ethernet3')).toMatchObject({
      mode: 'trunk',
      nativeVlan: 999,
      allowedVlans: [110, 120, 130, 131, 132, 133],
    });
    expect(byName.get('Port-Channel49')).toMatchObject({ mode: 'trunk', allowedVlans: 'all' });
    expect(byName.get('Ethernet7')).toMatchObject({ mode: 'dot1q-tunnel', accessVlan: 300 });
  });

  it('keeps the line of each field', () => {
    expect(byName.get('Ethernet3')?.fieldSources?.allowedVlans).toEqual({
      file: 'show-interfaces-switchport.txt',
      line: 29,
    });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('arista_eos show ip route vrf all', () => {
  const result = parse('show ip route vrf all', 'show-ip-route-vrf-all.txt');
  const routes = result.facts.routes ?? [];

  it('reads the routes of every VRF', () => {
    expect(routes.filter((r) => r.vrf === 'default')).toHaveLength(8);
    expect(routes.filter((r) => r.vrf === 'PROD')).toHaveLength(3);
  });

  it('collects ECMP next hops from the via lines below a route', () => {
    expect(routes.find((r) => r.prefix === '0.0.0.0/0')).toMatchObject({
      protocol: 'bgp',
      subtype: 'external',
      distance: 200,
      metric: 0,
      nextHops: [
        { ip: '10.0.1.0', interface: 'Ethernet49/1' },
        { ip: '10.0.1.2', interface: 'Ethernet50/1' },
      ],
      source: { file: 'show-ip-route-vrf-all.txt', line: 17, endLine: 18 },
    });
    expect(routes.find((r) => r.prefix === '10.100.0.0/16')?.nextHops).toHaveLength(2);
  });

  it('reads connected, OSPF inter-area and discard routes', () => {
    expect(routes.find((r) => r.prefix === '10.255.0.11/32')).toMatchObject({
      protocol: 'connected',
      nextHops: [{ interface: 'Loopback0' }],
    });
    expect(routes.find((r) => r.prefix === '172.16.0.0/16')).toMatchObject({
      protocol: 'ospf',
      subtype: 'ia',
    });
    expect(routes.find((r) => r.prefix === '192.0.2.0/24')).toMatchObject({
      protocol: 'static',
      nextHops: [{ interface: 'Null0', discard: true }],
    });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('arista_eos show spanning-tree', () => {
  it('reads MSTP instances, the root port, the cost across and within the region, and port roles', () => {
    const { stp } = parse('show spanning-tree', 'show-spanning-tree-mstp.txt').facts;
    expect(stp?.mode).toBe('mst');
    expect(stp?.instances.map((i) => i.name)).toEqual(['MST0', 'MST1']);
    expect(stp?.instances[0]).toMatchObject({
      mstInstance: 0,
      rootPriority: 4096,
      rootMac: '44:4c:a8:00:00:01',
      rootCost: 2000,
      rootPort: 'Ethernet49/1',
      bridgePriority: 32768,
      bridgeMac: '44:4c:a8:12:34:56',
      isRoot: false,
    });
    expect(stp?.instances[1]?.rootPort).toBe('Ethernet50/1');
    expect(stp?.instances[0]?.ports).toContainEqual({
      interface: 'Ethernet50/1',
      role: 'alternate',
      state: 'discarding',
      cost: 2000,
      priority: 128,
      portId: '128.50',
      type: 'P2p',
    });
    expect(stp?.instances[0]?.ports.find((p) => p.interface === 'Ethernet1')?.edge).toBe(true);
  });

  it('reads RSTP as one tree whose root is this bridge', () => {
    const { stp } = parse('show spanning-tree', 'show-spanning-tree-rstp.txt').facts;
    expect(stp?.mode).toBe('rstp');
    expect(stp?.instances).toHaveLength(1);
    expect(stp?.instances[0]).toMatchObject({ isRoot: true, rootCost: 0 });
    expect(stp?.instances[0]?.ports.map((p) => p.role)).toEqual(['designated', 'designated', 'disabled']);
  });

  it('reads Rapid-PVST per VLAN', () => {
    const result = parse('show spanning-tree', 'show-spanning-tree-rapid-pvst.txt');
    const stp = result.facts.stp;
    expect(stp?.mode).toBe('rapid-pvst');
    expect(stp?.instances.map((i) => [i.name, i.vlan, i.isRoot])).toEqual([
      ['VL10', 10, false],
      ['VL20', 20, true],
    ]);
    expect(stp?.instances[0]).toMatchObject({ rootPort: 'Ethernet1', rootCost: 2000, rootPriority: 24586 });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('arista_eos show vrf', () => {
  it('reads VRFs and their wrapped interface lists', () => {
    const result = parse('show vrf', 'show-vrf.txt');
    expect(result.facts.vrfs?.map((v) => [v.name, v.interfaces])).toEqual([
      ['MGMT', ['Management1']],
      ['PROD', ['Vlan110', 'Vlan120', 'Vlan130', 'Vlan4093']],
      ['default', ['Ethernet49/1', 'Ethernet50/1', 'Loopback0']],
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });

  it('reads the older layout with route distinguishers', () => {
    const result = parse('show vrf', 'show-vrf-legacy.txt');
    expect(result.facts.vrfs?.map((v) => [v.name, v.rd, v.interfaces])).toEqual([
      ['default', undefined, ['Ethernet49/1', 'Ethernet50/1', 'Loopback0']],
      ['mgmt', undefined, ['Management1']],
      ['prod', '65001:110', ['Vlan110', 'Vlan120']],
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('arista_eos show port-channel dense', () => {
  it('reads LAGs, their protocol and members, wrapped member lines included', () => {
    const result = parse('show port-channel dense', 'show-port-channel-dense.txt');
    expect(
      result.facts.lags?.map((l) => [l.name, l.protocol, l.operUp, l.members.map((m) => m.interface)]),
    ).toEqual([
      ['Port-Channel10', 'lacp', true, ['Ethernet1', 'Ethernet2']],
      ['Port-Channel49', 'lacp', true, ['Ethernet49/1', 'Ethernet50/1', 'Ethernet51/1', 'Ethernet52/1']],
      ['Port-Channel100', 'static', false, ['Ethernet10']],
    ]);
    expect(result.facts.lags?.[1]?.members[3]).toEqual({
      interface: 'Ethernet52/1',
      state: 'G-',
      bundled: false,
    });
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('arista_eos show lldp neighbors detail', () => {
  const result = parse('show lldp neighbors detail', 'show-lldp-neighbors-detail.txt');

  it('reads the neighbour, its port, management address and capabilities', () => {
    expect(result.facts.neighbors?.[0]).toMatchObject({
      protocol: 'lldp',
      localInterface: 'Ethernet49/1',
      remoteName: 'spine1.dc1.example.net',
      remotePort: 'Ethernet1',
      remotePortKind: 'name',
      remotePortDescription: 'leaf1 Et49/1',
      remoteChassisId: '44:4c:a8:00:00:01',
      remoteManagementIps: ['192.168.0.1'],
      remoteCapabilities: ['bridge', 'router'],
    });
  });

  it('keeps the port ID of the port TLV, not that of the link aggregation TLV', () => {
    expect(result.facts.neighbors?.[0]?.remotePort).toBe('Ethernet1');
  });

  it('reads a port announced by its MAC', () => {
    expect(result.facts.neighbors?.[1]).toMatchObject({
      localInterface: 'Ethernet10',
      remotePort: '00:50:56:86:1a:2b',
      remotePortKind: 'mac',
      remoteNativeVlan: 110,
    });
    expect(result.unrecognizedLines).toBe(0);
  });
});
