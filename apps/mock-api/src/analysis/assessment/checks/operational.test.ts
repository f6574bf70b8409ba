import { describe, expect, it } from 'vitest';
import { check, findings, network, outcomeOf, port, record } from '../test-helpers';
import { compareVersions } from './operational';

/** Checks of the operational state, with the configuration lines of the ports they are about. */

const SWITCH = [
  'hostname s1',
  'spanning-tree mode rapid-pvst',
  'interface GigabitEthernet1/0/5',
  ' switchport mode access',
  ' switchport access vlan 10',
  ' speed 100',
  ' duplex half',
  ' spanning-tree portfast',
  'interface GigabitEthernet1/0/6',
  ' switchport mode access',
  ' switchport access vlan 10',
  ' spanning-tree portfast',
  ' spanning-tree bpduguard enable',
].join('\n');

describe('half_duplex and err_disabled', () => {
  it('an up port at half duplex fails, with its state and the configuration lines that set it', () => {
    const ports = { 'GigabitEthernet1/0/5': port('GigabitEthernet1/0/5', { duplex: 'half', speed: 100 }) };
    const [finding] = findings(check('half_duplex', 'cisco_xe', SWITCH, { ports }));
    expect(finding?.message).toBe('GigabitEthernet1/0/5 runs half duplex at 100 Mb/s');
    expect(finding?.evidence.map((e) => e.lines.map((l) => `${l.line ?? '-'} ${l.text.trim()}`))).toEqual([
      ['- GigabitEthernet1/0/5: up, access in VLAN 10, 100 Mb/s half duplex'],
      ['3 interface GigabitEthernet1/0/5', '6 speed 100', '7 duplex half'],
    ]);
  });

  it('full duplex passes; a device without configuration still gets the operational finding', () => {
    expect(findings(check('half_duplex', 'cisco_xe', SWITCH, { ports: { Gi5: port('Gi5') } }))).toEqual([]);
    const net = network([
      { record: record('D1', { ports: { Gi5: port('Gi5', { duplex: 'half', speed: 10 }) } }) },
    ]);
    expect(findings(outcomeOf(net, 'half_duplex')).map((f) => f.message)).toEqual([
      'Gi5 runs half duplex at 10 Mb/s',
    ]);
  });

  it('an err-disabled port fails with its description', () => {
    const ports = { Gi7: port('Gi7', { if_state: 'err-disabled', description: 'loop' }) };
    expect(findings(check('err_disabled', 'cisco_xe', SWITCH, { ports })).map((f) => f.message)).toEqual([
      'Gi7 is err-disabled (loop)',
    ]);
  });
});

describe('bpdu_guard_missing', () => {
  const stp = { protocol: 'rstp' as const, instances: {} };
  it('IOS: counts the up access ports without BPDU guard and shows them', () => {
    const outcome = check('bpdu_guard_missing', 'cisco_xe', SWITCH, { stp });
    expect(findings(outcome).map((f) => f.message)).toEqual([
      'BPDU guard is not enabled on 1 access port(s)',
    ]);
    expect(findings(outcome)[0]?.evidence[0]?.lines.map((l) => l.line)).toEqual([3, 4]);
  });

  it('IOS: the global default guards portfast ports; a port that opts out (`bpduguard disable`) is not guarded', () => {
    const guarded = `${SWITCH}\nspanning-tree portfast bpduguard default`;
    expect(findings(check('bpdu_guard_missing', 'cisco_xe', guarded, { stp }))).toEqual([]);
    const optOut = `${SWITCH.replace(' spanning-tree bpduguard enable', ' spanning-tree bpduguard disable')}\nspanning-tree portfast bpduguard default`;
    expect(findings(check('bpdu_guard_missing', 'cisco_xe', optOut, { stp }))).toHaveLength(1);
  });

  it('a device that runs no spanning tree, or a port that is shut, is not judged', () => {
    expect(findings(check('bpdu_guard_missing', 'cisco_xe', SWITCH, { stp: null }))).toEqual([]);
    const shut = SWITCH.replace(' duplex half', ' duplex half\n shutdown');
    expect(findings(check('bpdu_guard_missing', 'cisco_xe', shut, { stp }))).toEqual([]);
  });

  it('AOS-S: `spanning-tree <ports> bpdu-protection` guards the ports', () => {
    const text =
      'hostname "a1"\nvlan 10\n   untagged 1-2\n   exit\nspanning-tree\nspanning-tree 1-2 bpdu-protection\n';
    expect(findings(check('bpdu_guard_missing', 'hp_procurve', text, { stp }))).toEqual([]);
    const open = 'hostname "a1"\nvlan 10\n   untagged 1-2\n   exit\nspanning-tree\n';
    expect(findings(check('bpdu_guard_missing', 'hp_procurve', open, { stp })).map((f) => f.message)).toEqual(
      ['BPDU guard is not enabled on 2 access port(s)'],
    );
  });
});

describe('unused_ports_enabled, default_vlan_in_use, too_many_macs', () => {
  it('an access port without link and without `shutdown` fails; one the configuration shuts passes', () => {
    const ports = { 'GigabitEthernet1/0/6': port('GigabitEthernet1/0/6', { if_state: 'down' }) };
    expect(
      findings(check('unused_ports_enabled', 'cisco_xe', SWITCH, { ports })).map((f) => f.message),
    ).toEqual(['1 unused access port(s) are not shut down: GigabitEthernet1/0/6']);
    const shut = `${SWITCH}\n shutdown`;
    expect(findings(check('unused_ports_enabled', 'cisco_xe', shut, { ports }))).toEqual([]);
  });

  it('hosts on an access port in VLAN 1 fail; the note says when VLAN 1 is the default', () => {
    const text = 'hostname s1\ninterface Gi1/0/9\n switchport mode access\n';
    const extra = {
      ports: { 'GigabitEthernet1/0/9': port('GigabitEthernet1/0/9', { vlan_id: 1 }) },
      hosts: {
        H1: {
          hw_id: 'H1',
          addresses: [],
          vendor: 'Dell',
          port_if_no: 'GigabitEthernet1/0/9',
          port_if_no_short: 'Gi1/0/9',
        },
      },
    };
    const [finding] = findings(check('default_vlan_in_use', 'cisco_xe', text, extra));
    expect(finding?.message).toBe('GigabitEthernet1/0/9 carries hosts in VLAN 1');
    expect(finding?.evidence[1]?.note).toMatch(/VLAN 1 by default/);
  });

  it('more than two hosts on one access port fail', () => {
    const host = (id: string) => ({
      hw_id: id,
      addresses: [{ ipv4: `10.0.0.${id.slice(1)}` }],
      vendor: 'x',
      port_if_no: 'Gi3',
      port_if_no_short: 'Gi3',
    });
    const hosts = { H1: host('H1'), H2: host('H2'), H3: host('H3') };
    const net = network([{ record: record('D1', { ports: { Gi3: port('Gi3') }, hosts }) }]);
    expect(findings(outcomeOf(net, 'too_many_macs')).map((f) => f.message)).toEqual([
      '3 MAC addresses on access port Gi3',
    ]);
  });
});

describe('firmware_outdated', () => {
  it('compares dotted versions numerically', () => {
    expect(compareVersions('17.6', '17.12')).toBeLessThan(0);
    expect(compareVersions('7.15', '7.15.0')).toBe(0);
  });

  it('a release under the minimum fails with the `version` line as evidence', () => {
    const extra = { version: { vendor: 'cisco', model: 'C9300', software: 'IOS-XE 17.3.4', serial: 'X' } };
    const [finding] = findings(check('firmware_outdated', 'cisco_xe', 'version 17.3\nhostname s1\n', extra));
    expect(finding?.message).toBe('IOS-XE 17.3.4 is older than the minimum 17.6');
    expect(finding?.evidence[1]?.lines).toEqual([{ line: 1, text: 'version 17.3' }]);
    expect(findings(check('firmware_outdated', 'cisco_xe', 'hostname s1\n'))).toEqual([]);
  });
});
