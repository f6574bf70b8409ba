import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TextParser } from '../../parse/types';
import {
  parseRouterosBridgeMonitor,
  parseRouterosBridgePortMonitor,
  parseRouterosBridgePortPrint,
  parseRouterosBridgeVlanPrint,
} from './bridge';
import { mikrotikRouterosParsers } from './index';
import { parseRouterosInterfacePrint } from './interfaces';
import { parseRouterosIpRoutePrint } from './ip';
import { parseRouterosSystemResource } from './system';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/mikrotik_routeros');
const run = (parser: TextParser, name: string) =>
  parser(readFileSync(resolve(FIXTURES, name), 'utf8'), { file: name, platform: 'mikrotik_routeros' });

describe('/interface bridge port print', () => {
  it('reads the RouterOS 7 table: ports of bridges, the prompt skipped', () => {
    const result = run(parseRouterosBridgePortPrint, 'interface_bridge_port_print.txt');
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.interfaces?.map((i) => [i.name, i.mode, i.sources[0]?.line])).toEqual([
      ['ether2', undefined, 5],
      ['ether3', undefined, 6],
      ['bond1', undefined, 7],
      ['ether9', undefined, 8],
    ]);
  });

  it('reads the detail print: access and trunk by frame types, edge, BPDU guard, comment; disabled left out', () => {
    const result = run(parseRouterosBridgePortPrint, 'interface_bridge_port_print_detail.txt');
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.interfaces).toMatchObject([
      {
        name: 'ether2',
        mode: 'access',
        accessVlan: 10,
        stpEdge: true,
        bpduGuard: true,
        description: 'printer room',
      },
      { name: 'bond1', mode: 'trunk', stpEdge: false },
    ]);
  });
});

describe('/interface bridge vlan print', () => {
  it('reads the table with list cells over several lines into access and trunk ports', () => {
    const result = run(parseRouterosBridgeVlanPrint, 'interface_bridge_vlan_print.txt');
    expect(result.unrecognizedLines).toBe(0);
    const ports = new Map((result.facts.interfaces ?? []).map((i) => [i.name, i]));
    expect(ports.get('ether2')).toMatchObject({ mode: 'access', accessVlan: 10 });
    expect(ports.get('ether3')).toMatchObject({ mode: 'access', accessVlan: 20 });
    expect(ports.get('bond1')).toMatchObject({ mode: 'trunk', allowedVlans: [10, 20, 30, 31] });
    expect(ports.get('bridge1')).toMatchObject({ mode: 'trunk', allowedVlans: [10, 20], nativeVlan: 1 });
    expect(result.facts.vlans?.map((v) => [v.id, v.interfaces])).toEqual([
      [10, ['ether2']],
      [20, ['ether3']],
      [30, []],
      [31, []],
      [1, ['bridge1']],
    ]);
  });
});

describe('bridge monitors (spanning tree)', () => {
  it('reads the bridge: root bridge ID, cost and port', () => {
    const result = run(parseRouterosBridgeMonitor, 'interface_bridge_monitor.txt');
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.stp?.instances).toMatchObject([
      {
        name: 'cist',
        rootBridgeId: '0x1000.54:4B:8C:11:22:00',
        rootPriority: 4096,
        rootMac: '54:4b:8c:11:22:00',
        rootCost: 10,
        rootPort: 'bond1',
        bridgeMac: '48:a9:8a:10:20:30',
        isRoot: false,
      },
    ]);
  });

  it('reads the ports, one column each: role, state, edge, cost', () => {
    const result = run(parseRouterosBridgePortMonitor, 'interface_bridge_port_monitor.txt');
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.stp?.instances[0]?.ports).toEqual([
      { interface: 'ether2', role: 'designated', state: 'forwarding', cost: 10, edge: true, portId: '1' },
      { interface: 'ether3', role: 'designated', state: 'learning', cost: 10, edge: false, portId: '2' },
      { interface: 'bond1', role: 'root', state: 'forwarding', cost: 10, edge: false, portId: '3' },
    ]);
  });
});

describe('/ip route print detail (RouterOS 7)', () => {
  it('reads indexed static routes, unindexed dynamic ones, ECMP entries and routing tables', () => {
    const result = run(parseRouterosIpRoutePrint, 'ip_route_print_v7.txt');
    expect(result.unrecognizedLines).toBe(0);
    expect(
      result.facts.routes?.map((r) => [
        r.vrf ?? '',
        r.prefix,
        r.protocol,
        r.distance,
        r.active,
        r.nextHops.map((h) => `${h.ip ?? ''}@${h.interface ?? ''}`).join(' '),
        r.source.line,
      ]),
    ).toEqual([
      ['', '0.0.0.0/0', 'static', 1, true, '198.51.100.1@', 3],
      ['', '10.10.0.0/24', 'connected', 0, true, '@vlan10-users', 6],
      ['', '10.30.0.0/16', 'ospf', 110, true, '10.0.12.2@bond1', 9],
      ['', '10.30.0.0/16', 'ospf', 110, true, '10.0.13.2@ether4', 12],
      ['mgmt', '0.0.0.0/0', 'static', 1, true, '172.16.0.1@', 15],
    ]);
    expect(result.facts.routes?.[4]?.name).toBe('to the lab');
  });
});

describe('prompts, errors and adversarial text', () => {
  it('skips the echoed prompt and reads the properties', () => {
    const result = parseRouterosSystemResource(
      '[admin@MikroTik] > /system resource print\n   uptime: 1w2d03:04:05\n  version: 7.12.2 (stable)\n',
      { file: 'r.txt', platform: 'mikrotik_routeros' },
    );
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.system).toMatchObject({
      uptimeSeconds: 7 * 86400 + 2 * 86400 + 3 * 3600 + 4 * 60 + 5,
      osVersion: '7.12.2',
    });
  });

  const error = readFileSync(resolve(FIXTURES, 'error_bad_command.txt'), 'utf8');
  const adversarial = [
    '\u0000\u0001\u0002binary\u00ff'.repeat(500),
    'x'.repeat(200_000),
    ` 0 R ${'a=b '.repeat(20_000)}`,
    `${'="'.repeat(50_000)}`,
    ` #  NAME  MTU\n${' 0 R ether1 1500\n'.repeat(2_000)}`,
    `;;; ${'comment '.repeat(20_000)}`,
  ];
  const parsers = mikrotikRouterosParsers.filter(
    (e, i, all) => all.findIndex((o) => o.parse === e.parse) === i,
  );

  it.each(parsers.map((e) => [e.command, e.parse] as const))(
    '%s answers the CLI error as command-rejected with no facts, and never throws',
    (_command, parse) => {
      const rejected = parse(error, { file: 'e.txt', platform: 'mikrotik_routeros' });
      expect(rejected.facts).toEqual({});
      expect(rejected.warnings.map((w) => [w.code, w.line])).toEqual([['command-rejected', 2]]);
      for (const text of adversarial) {
        const result = parse(text, { file: 'a.txt', platform: 'mikrotik_routeros' });
        expect(result.recognizedLines + result.unrecognizedLines).toBeGreaterThan(0);
      }
    },
  );

  it('reads an interface print whose item has no name as a warning, not a fact', () => {
    const result = parseRouterosInterfacePrint(' 0  R  type=ether mtu=1500\n', {
      file: 'i.txt',
      platform: 'mikrotik_routeros',
    });
    expect(result.facts.interfaces).toEqual([]);
    expect(result.warnings.map((w) => w.code)).toEqual(['item-without-name']);
  });
});
