import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../parse/types';
import { ciscoIosParsers } from './index';
import { lineCount, parseWith } from './test-support';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/cisco_ios');
const read = (name: string): string => readFileSync(resolve(FIXTURES, name), 'utf8');
const parse = (fixture: string): ParseResult =>
  parseWith(ciscoIosParsers, 'show spanning-tree', read(fixture), fixture, 'cisco_ios');

describe('cisco_ios show spanning-tree, PVST+', () => {
  const result = parse('show-spanning-tree-pvst.txt');
  const stp = result.facts.stp;

  it('reads the mode and, per VLAN, root and bridge', () => {
    expect(stp?.mode).toBe('pvst');
    expect(stp?.instances.map((i) => i.name)).toEqual(['VLAN0001', 'VLAN0020']);
    expect(stp?.instances[0]).toMatchObject({
      vlan: 1,
      rootPriority: 24577,
      rootMac: '00:26:cb:4e:9a:00',
      rootCost: 19,
      rootPort: 'GigabitEthernet0/25',
      bridgePriority: 32769,
      bridgeMac: '00:23:5e:21:7c:80',
      isRoot: false,
    });
  });

  it('reads roles and states, a shared link and a broken port whose state runs into its cost', () => {
    expect(
      stp?.instances[0]?.ports.map((p) => [p.interface, p.role, p.state, p.cost, p.portId, p.type]),
    ).toEqual([
      ['GigabitEthernet0/25', 'root', 'forwarding', 19, '128.25', 'P2p'],
      ['GigabitEthernet0/26', 'alternate', 'blocking', 19, '128.26', 'P2p'],
      ['FastEthernet0/3', 'designated', 'listening', 19, '128.3', 'Shr'],
      ['FastEthernet0/7', 'designated', 'broken', 19, '128.7', 'P2p *PVID_Inc'],
    ]);
    expect(stp?.instances[1]?.ports[2]).toMatchObject({ state: 'learning', edge: true });
    expect(result.unrecognizedLines).toBe(0);
    expect(result.recognizedLines).toBe(lineCount(read('show-spanning-tree-pvst.txt')));
  });
});

describe('cisco_ios show spanning-tree, Rapid-PVST', () => {
  const stp = parse('show-spanning-tree-rapid-pvst.txt').facts.stp;

  it('reads a root bridge, edge ports and backup ports', () => {
    expect(stp?.mode).toBe('rapid-pvst');
    expect(stp?.instances[0]).toMatchObject({ vlan: 10, isRoot: true, rootCost: 0, bridgePriority: 24586 });
    expect(stp?.instances[0]?.rootPort).toBeUndefined();
    expect(stp?.instances[0]?.ports.filter((p) => p.edge).map((p) => p.interface)).toEqual([
      'GigabitEthernet1/0/1',
      'GigabitEthernet1/0/2',
    ]);
    expect(stp?.instances[1]?.ports[1]).toMatchObject({
      interface: 'Port-channel2',
      role: 'backup',
      state: 'blocking',
      type: 'P2p Bound(PVST)',
    });
  });
});

describe('cisco_ios show spanning-tree, MST', () => {
  const result = parse('show-spanning-tree-mst.txt');
  const stp = result.facts.stp;

  it('reads the CIST and each MST instance', () => {
    expect(stp?.mode).toBe('mst');
    expect(
      stp?.instances.map((i) => [i.name, i.mstInstance, i.rootPriority, i.bridgePriority, i.rootPort]),
    ).toEqual([
      ['MST0', 0, 4096, 32768, 'GigabitEthernet1/0/25'],
      ['MST1', 1, 24577, 32769, 'GigabitEthernet1/0/25'],
    ]);
    expect(stp?.instances[0]?.vlan).toBeUndefined();
    expect(stp?.instances[1]?.ports.map((p) => p.role)).toEqual(['root', 'alternate']);
    expect(result.unrecognizedLines).toBe(0);
  });
});

describe('cisco_ios show spanning-tree root', () => {
  it('reads a root bridge (no root port) and a root port', () => {
    const text = [
      '                                        Root    Hello Max Fwd',
      'Vlan                   Root ID          Cost    Time  Age Dly  Root Port',
      '---------------- -------------------- --------- ----- --- ---  ------------',
      'VLAN0010         24586 70f3.5a2c.1a80         0    2   20  15               ',
      'VLAN0020         24596 0026.cb4e.9a00         4    2   20  15  Po1',
    ].join('\n');
    const result = parseWith(ciscoIosParsers, 'show spanning-tree root', text, 'root.txt', 'cisco_ios');
    expect(
      result.facts.stp?.instances.map((i) => [i.vlan, i.rootMac, i.rootCost, i.isRoot, i.rootPort]),
    ).toEqual([
      [10, '70:f3:5a:2c:1a:80', 0, true, undefined],
      [20, '00:26:cb:4e:9a:00', 4, false, 'Port-channel1'],
    ]);
    expect(result.unrecognizedLines).toBe(0);
  });
});
