import { describe, expect, it } from 'vitest';
import { check, findings, network, outcomeOf, record, stpInstance } from '../test-helpers';
import type { CheckOutcome } from '../types';

/**
 * Layer 2 design on hand-made configurations of each platform: where the platform writes a port's VLAN, the
 * defaults (NX-OS and AOS-CX ports are shut until `no shutdown`, an AOS-CX `no routing` port is in VLAN 1),
 * abbreviations and `no` forms, and each platform's bridge priority statement.
 */

const results = (outcome: CheckOutcome) =>
  findings(outcome).map(
    (f) => `${f.severity}: ${f.message} [${f.evidence.flatMap((e) => e.lines.map((l) => l.line)).join(',')}]`,
  );
const notes = (outcome: CheckOutcome) =>
  findings(outcome).flatMap((f) => f.evidence.map((e) => e.note).filter((n) => n !== null));

describe('access_port_vlan1', () => {
  const T = 'access_port_vlan1';
  it.each<[string, string, string, string[]]>([
    [
      'IOS: `switchport mode access` alone is VLAN 1 by default',
      'cisco_ios',
      'hostname s1\ninterface GigabitEthernet1/0/1\n switchport mode access\n',
      ['low: 1 enabled access port(s) in VLAN 1: Gi1/0/1 [2,3]'],
    ],
    [
      'IOS: abbreviated (`int gi1/0/1`, `sw mo acc`)',
      'cisco_ios',
      'hostname s1\nint gi1/0/1\n sw mo acc\n',
      ['low: 1 enabled access port(s) in VLAN 1: Gi1/0/1 [2,3]'],
    ],
    [
      'IOS: `no switchport access vlan` is back to VLAN 1',
      'cisco_ios',
      'hostname s1\ninterface GigabitEthernet1/0/1\n switchport mode access\n switchport access vlan 10\n no switchport access vlan\n',
      ['low: 1 enabled access port(s) in VLAN 1: Gi1/0/1 [2,3]'],
    ],
    [
      'IOS: `switchport access vlan` written outside the interface (the wrong block) sets nothing',
      'cisco_ios',
      'hostname s1\nswitchport access vlan 10\ninterface GigabitEthernet1/0/1\n switchport mode access\n',
      ['low: 1 enabled access port(s) in VLAN 1: Gi1/0/1 [3,4]'],
    ],
    [
      'IOS: another VLAN passes',
      'cisco_ios',
      'hostname s1\ninterface GigabitEthernet1/0/1\n switchport mode access\n switchport access vlan 20\n',
      [],
    ],
    [
      'IOS: a shut port passes',
      'cisco_ios',
      'hostname s1\ninterface GigabitEthernet1/0/1\n switchport mode access\n shutdown\n',
      [],
    ],
    [
      'IOS: a routed port passes',
      'cisco_ios',
      'hostname s1\ninterface GigabitEthernet0/0\n no switchport\n ip address 10.0.0.1 255.255.255.0\n',
      [],
    ],
    [
      'NX-OS: an access port with `no shutdown`',
      'cisco_nxos',
      'hostname n1\ninterface Ethernet1/5\n  switchport\n  switchport mode access\n  no shutdown\n',
      ['low: 1 enabled access port(s) in VLAN 1: Eth1/5 [2,4]'],
    ],
    [
      'NX-OS: a port without `no shutdown` is shut (the platform default)',
      'cisco_nxos',
      'hostname n1\ninterface Ethernet1/5\n  switchport\n  switchport mode access\n',
      [],
    ],
    [
      'NX-OS: `no switchport access vlan` is back to VLAN 1',
      'cisco_nxos',
      'hostname n1\ninterface Ethernet1/5\n  switchport\n  switchport mode access\n  switchport access vlan 10\n  no switchport access vlan\n  no shutdown\n',
      ['low: 1 enabled access port(s) in VLAN 1: Eth1/5 [2,4]'],
    ],
    [
      'NX-OS: another VLAN passes',
      'cisco_nxos',
      'hostname n1\ninterface Ethernet1/5\n  switchport\n  switchport mode access\n  switchport access vlan 10\n  no shutdown\n',
      [],
    ],
    [
      'EOS: `switchport mode access` without a VLAN',
      'arista_eos',
      'hostname e1\ninterface Ethernet5\n   switchport mode access\n',
      ['low: 1 enabled access port(s) in VLAN 1: Et5 [2,3]'],
    ],
    [
      'EOS: another VLAN passes',
      'arista_eos',
      'hostname e1\ninterface Ethernet5\n   switchport mode access\n   switchport access vlan 10\n',
      [],
    ],
    [
      'EOS: a shut port passes',
      'arista_eos',
      'hostname e1\ninterface Ethernet5\n   switchport mode access\n   shutdown\n',
      [],
    ],
    [
      'AOS-CX: `vlan access 1`',
      'aruba_aoscx',
      'hostname c1\ninterface 1/1/5\n    no shutdown\n    no routing\n    vlan access 1\n',
      ['low: 1 enabled access port(s) in VLAN 1: 1/1/5 [2,5]'],
    ],
    [
      'AOS-CX: a `no routing` port without a VLAN is in VLAN 1',
      'aruba_aoscx',
      'hostname c1\ninterface 1/1/5\n    no shutdown\n    no routing\n',
      ['low: 1 enabled access port(s) in VLAN 1: 1/1/5 [2,4]'],
    ],
    [
      'AOS-CX: `no vlan access` is back to VLAN 1',
      'aruba_aoscx',
      'hostname c1\ninterface 1/1/5\n    no shutdown\n    no routing\n    vlan access 10\n    no vlan access 10\n',
      ['low: 1 enabled access port(s) in VLAN 1: 1/1/5 [2,6]'],
    ],
    [
      'AOS-CX: a port without `no shutdown` is shut (the platform default)',
      'aruba_aoscx',
      'hostname c1\ninterface 1/1/5\n    no routing\n    vlan access 1\n',
      [],
    ],
    [
      'AOS-CX: another VLAN, a routed port and a trunk pass',
      'aruba_aoscx',
      'hostname c1\ninterface 1/1/5\n    no shutdown\n    no routing\n    vlan access 10\ninterface 1/1/6\n    no shutdown\n    routing\n    ip address 10.0.0.1/31\ninterface 1/1/7\n    no shutdown\n    no routing\n    vlan trunk native 1\n    vlan trunk allowed 10\n',
      [],
    ],
    [
      'AOS-S: ports untagged in the default VLAN; a disabled port is not',
      'hp_procurve',
      'hostname "a1"\ninterface 2\n   disable\n   exit\nvlan 1\n   name "DEFAULT_VLAN"\n   untagged 1-4\n   exit\n',
      ['low: 3 enabled access port(s) in VLAN 1: 1, 3, 4 [7]'],
    ],
    [
      'AOS-S: `no untagged` in VLAN 1 and untagged elsewhere passes',
      'hp_procurve',
      'hostname "a1"\nvlan 1\n   name "DEFAULT_VLAN"\n   no untagged 1-4\n   exit\nvlan 10\n   untagged 1-4\n   exit\n',
      [],
    ],
  ])('%s', (_name, platform, text, expected) => {
    expect(results(check(T, platform, text))).toEqual(expected);
  });

  it('the note says which ports are in VLAN 1 by default and which by their own line', () => {
    const text =
      'hostname s1\ninterface GigabitEthernet1/0/1\n switchport mode access\ninterface GigabitEthernet1/0/2\n switchport mode access\n switchport access vlan 1\n';
    expect(notes(check(T, 'cisco_ios', text))).toEqual([
      'Gi1/0/1: no access VLAN is configured, so the port is in VLAN 1 by default.',
    ]);
  });
});

describe('trunk_vlan_unknown', () => {
  const T = 'trunk_vlan_unknown';
  it.each<[string, string, string, string[]]>([
    [
      'IOS: a VLAN nobody defines',
      'cisco_ios',
      'hostname s1\nvlan 10\n name USERS\ninterface GigabitEthernet1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 10,40\n',
      ['medium: GigabitEthernet1/0/48 allows VLAN(s) 40 that the switch does not define [4,6]'],
    ],
    [
      'IOS: abbreviated (`sw mo tru`, `sw tr al vl`)',
      'cisco_ios',
      'hostname s1\nvlan 10\n name USERS\ninterface Gi1/0/48\n sw mo tru\n sw tr al vl 10,40\n',
      ['medium: GigabitEthernet1/0/48 allows VLAN(s) 40 that the switch does not define [4,6]'],
    ],
    [
      'IOS: `no vlan 40` deletes the definition',
      'cisco_ios',
      'hostname s1\nvlan 10\n name USERS\nvlan 40\n name OLD\nno vlan 40\ninterface Gi1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 10,40\n',
      ['medium: GigabitEthernet1/0/48 allows VLAN(s) 40 that the switch does not define [7,9]'],
    ],
    [
      'IOS: `no switchport trunk allowed vlan` is back to every VLAN',
      'cisco_ios',
      'hostname s1\nvlan 10\n name USERS\ninterface Gi1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 10,40\n no switchport trunk allowed vlan\n',
      [],
    ],
    [
      'IOS: an allowed list outside the interface (the wrong block) is no trunk list',
      'cisco_ios',
      'hostname s1\nvlan 10\n name USERS\nswitchport trunk allowed vlan 10,40\ninterface Gi1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 10\n',
      [],
    ],
    [
      'IOS: an access port with a trunk list carries no trunk',
      'cisco_ios',
      'hostname s1\nvlan 10\n name USERS\ninterface Gi1/0/48\n switchport mode access\n switchport trunk allowed vlan 10,40\n',
      [],
    ],
    [
      'NX-OS: a VLAN nobody defines',
      'cisco_nxos',
      'hostname n1\nvlan 1,10\ninterface Ethernet1/1\n  switchport\n  switchport mode trunk\n  switchport trunk allowed vlan 10,40\n',
      ['medium: Ethernet1/1 allows VLAN(s) 40 that the switch does not define [3,6]'],
    ],
    [
      'NX-OS: a VLAN list defines every VLAN of it',
      'cisco_nxos',
      'hostname n1\nvlan 1,10,40\ninterface Ethernet1/1\n  switchport\n  switchport mode trunk\n  switchport trunk allowed vlan 10,40\n',
      [],
    ],
    [
      'EOS: `add` extends the list',
      'arista_eos',
      'hostname e1\nvlan 10\n   name USERS\ninterface Ethernet49\n   switchport mode trunk\n   switchport trunk allowed vlan 10\n   switchport trunk allowed vlan add 40\n',
      ['medium: Ethernet49 allows VLAN(s) 40 that the switch does not define [4,7]'],
    ],
    [
      'EOS: `remove` takes a VLAN off the list',
      'arista_eos',
      'hostname e1\nvlan 10\n   name USERS\ninterface Ethernet49\n   switchport mode trunk\n   switchport trunk allowed vlan 10,40\n   switchport trunk allowed vlan remove 40\n',
      [],
    ],
    [
      'AOS-CX: each `vlan trunk allowed` line adds to the list',
      'aruba_aoscx',
      'hostname c1\nvlan 1\nvlan 10\ninterface 1/1/49\n    no shutdown\n    no routing\n    vlan trunk native 1\n    vlan trunk allowed 10\n    vlan trunk allowed 40\n',
      ['medium: 1/1/49 allows VLAN(s) 40 that the switch does not define [4,9]'],
    ],
    [
      'AOS-CX: `vlan trunk allowed all` names no VLAN',
      'aruba_aoscx',
      'hostname c1\nvlan 1\nvlan 10\ninterface 1/1/49\n    no shutdown\n    no routing\n    vlan trunk native 1\n    vlan trunk allowed all\n',
      [],
    ],
    [
      'AOS-CX: a VLAN range defines every VLAN of it',
      'aruba_aoscx',
      'hostname c1\nvlan 1\nvlan 10,40\ninterface 1/1/49\n    no shutdown\n    no routing\n    vlan trunk allowed 10,40\n',
      [],
    ],
  ])('%s', (_name, platform, text, expected) => {
    expect(results(check(T, platform, text))).toEqual(expected);
  });

  it.each([
    [
      'hp_procurve',
      'hostname "a1"\nvlan 10\n   tagged 24\n   exit\n',
      /AOS-S assigns ports to a VLAN inside the VLAN/,
    ],
    [
      'juniper_junos',
      'set vlans USERS vlan-id 10\n',
      /Junos trunks name VLANs that its own VLAN table defines/,
    ],
    [
      'mikrotik_routeros',
      '/interface bridge vlan\nadd bridge=bridge1 tagged=ether1 vlan-ids=10\n',
      /RouterOS defines a bridge VLAN by its port membership/,
    ],
  ])('%s: not applicable, with the reason', (platform, text, reason) => {
    expect(check(T, platform, text)).toEqual({ notApplicable: expect.stringMatching(reason) });
  });
});

describe('stp_root_misplaced', () => {
  /**
   * d1 is the root of instance `key` by its lower MAC and configures nothing; d2 (a switch of the platform
   * under test) configures the priority written. The priorities put d2 at the root when d2's is lower.
   */
  function domain(platform: string, text: string, key: string, protocol: 'rstp' | 'mstp') {
    const root = record('D1', {
      stp: {
        protocol,
        instances: {
          [key]: stpInstance({ is_root: true, bridge_address: { address: '00:00:00:00:00:01' } }),
        },
      },
    });
    const other = record('D2', { stp: { protocol, instances: { [key]: stpInstance() } } });
    const net = network([
      { record: root, platform: 'cisco_ios', text: 'hostname access\n' },
      { record: other, platform, text },
    ]);
    return findings(outcomeOf(net, 'stp_root_misplaced', 'D1')).map(
      (f) =>
        `${f.message.replace(/^.*make /, '')} [${f.evidence[2]?.lines.map((l) => l.text.trim()).join('|')}]`,
    );
  }

  it.each<[string, string, string, string, 'rstp' | 'mstp', string[]]>([
    [
      'IOS: a VLAN priority',
      'cisco_ios',
      'hostname core\nspanning-tree vlan 10,20 priority 4096\n',
      '10',
      'rstp',
      ['d2 the root (priority 4096 against 32768) [spanning-tree vlan 10,20 priority 4096]'],
    ],
    [
      'IOS: `root primary` puts 24576',
      'cisco_ios',
      'hostname core\nspanning-tree vlan 10 root primary\n',
      '10',
      'rstp',
      ['d2 the root (priority 24576 against 32768) [spanning-tree vlan 10 root primary]'],
    ],
    [
      'NX-OS: an MST instance range',
      'cisco_nxos',
      'hostname n1\nspanning-tree mode mst\nspanning-tree mst 0-1 priority 8192\n',
      '1',
      'mstp',
      ['d2 the root (priority 8192 against 32768) [spanning-tree mst 0-1 priority 8192]'],
    ],
    [
      'NX-OS: an instance outside the range keeps the default',
      'cisco_nxos',
      'hostname n1\nspanning-tree mode mst\nspanning-tree mst 0-1 priority 8192\n',
      '2',
      'mstp',
      [],
    ],
    [
      'EOS: the CIST priority',
      'arista_eos',
      'hostname e1\nspanning-tree mode mstp\nspanning-tree mst 0 priority 4096\n',
      '0',
      'mstp',
      ['d2 the root (priority 4096 against 32768) [spanning-tree mst 0 priority 4096]'],
    ],
    [
      'EOS: the CIST priority is not that of MST instance 1',
      'arista_eos',
      'hostname e1\nspanning-tree mode mstp\nspanning-tree mst 0 priority 4096\n',
      '1',
      'mstp',
      [],
    ],
    [
      'AOS-CX: an MST instance priority (steps of 4096)',
      'aruba_aoscx',
      'hostname c1\nspanning-tree\nspanning-tree instance 1 priority 2\n',
      '1',
      'mstp',
      ['d2 the root (priority 8192 against 32768) [spanning-tree instance 1 priority 2]'],
    ],
    [
      'AOS-CX: the bridge priority is the CIST one',
      'aruba_aoscx',
      'hostname c1\nspanning-tree\nspanning-tree priority 2\n',
      '0',
      'mstp',
      ['d2 the root (priority 8192 against 32768) [spanning-tree priority 2]'],
    ],
    [
      'AOS-S: the bridge priority (steps of 4096)',
      'hp_procurve',
      'hostname "a1"\nspanning-tree\nspanning-tree priority 4\n',
      '0',
      'rstp',
      ['d2 the root (priority 16384 against 32768) [spanning-tree priority 4]'],
    ],
    [
      'AOS-S: an MST instance priority',
      'hp_procurve',
      'hostname "a1"\nspanning-tree\nspanning-tree instance 1 priority 2\n',
      '1',
      'mstp',
      ['d2 the root (priority 8192 against 32768) [spanning-tree instance 1 priority 2]'],
    ],
    [
      'Junos (set): the RSTP bridge priority',
      'juniper_junos',
      'set protocols rstp bridge-priority 16k\n',
      '0',
      'rstp',
      ['d2 the root (priority 16384 against 32768) [set protocols rstp bridge-priority 16k]'],
    ],
    [
      'Junos (curly): the same',
      'juniper_junos',
      'protocols {\n    rstp {\n        bridge-priority 8k;\n    }\n}\n',
      '0',
      'rstp',
      ['d2 the root (priority 8192 against 32768) [bridge-priority 8k;]'],
    ],
    [
      'Junos (curly): an `inactive:` priority keeps the default',
      'juniper_junos',
      'protocols {\n    rstp {\n        inactive: bridge-priority 8k;\n    }\n}\n',
      '0',
      'rstp',
      [],
    ],
    [
      'Junos (set): an MSTI priority',
      'juniper_junos',
      'set protocols mstp msti 1 bridge-priority 4k\nset protocols mstp msti 1 vlan 10\n',
      '1',
      'mstp',
      ['d2 the root (priority 4096 against 32768) [set protocols mstp msti 1 bridge-priority 4k]'],
    ],
    [
      'RouterOS: the bridge priority in hexadecimal',
      'mikrotik_routeros',
      '/interface bridge\nadd name=bridge1 priority=0x1000 protocol-mode=rstp\n',
      '0',
      'rstp',
      ['d2 the root (priority 4096 against 32768) [add name=bridge1 priority=0x1000 protocol-mode=rstp]'],
    ],
    [
      'RouterOS: no priority keeps the default',
      'mikrotik_routeros',
      '/interface bridge\nadd name=bridge1 protocol-mode=rstp\n',
      '0',
      'rstp',
      [],
    ],
  ])('%s', (_name, platform, text, key, protocol, expected) => {
    expect(domain(platform, text, key, protocol)).toEqual(expected);
  });
});
