import { describe, expect, it } from 'vitest';
import { check, findings, network, outcomeOf, record } from '../test-helpers';

/**
 * Addresses used twice and structures used or defined in vain, on hand-made configurations of each platform:
 * where the platform writes the address or the structure, its defaults (an NX-OS VLAN interface is shut until
 * `no shutdown`), and the forms that take a statement back (`no`, Junos `deactivate`/`inactive:`).
 */

/** duplicate_ip between two devices of one platform: the messages of d1, with each evidence's first line. */
function duplicates(platform: string, a: string, b: string) {
  const net = network([
    { record: record('D1'), platform, text: a },
    { record: record('D2'), platform, text: b },
  ]);
  return findings(outcomeOf(net, 'duplicate_ip', 'D1')).map(
    (f) =>
      `${f.message} [${f.evidence.map((e) => `${e.device_name}:${e.lines[0]?.line} ${e.lines[0]?.text.trim()}`).join(' | ')}]`,
  );
}

describe('duplicate_ip', () => {
  it.each<[string, string, string, string, string[]]>([
    [
      'IOS: a VLAN interface and a loopback of another device',
      'cisco_ios',
      'hostname r1\ninterface Vlan10\n ip address 10.0.0.1 255.255.255.0\n',
      'hostname r2\ninterface Loopback0\n ip address 10.0.0.1 255.255.255.255\n',
      [
        '10.0.0.1 is also used by d2 (Loopback0) [d1:3 ip address 10.0.0.1 255.255.255.0 | d2:3 ip address 10.0.0.1 255.255.255.255]',
      ],
    ],
    [
      'IOS: abbreviated (`int vl10`, `ip add`)',
      'cisco_ios',
      'hostname r1\nint vl10\n ip add 10.0.0.1 255.255.255.0\n',
      'hostname r2\ninterface Loopback0\n ip address 10.0.0.1 255.255.255.255\n',
      [
        '10.0.0.1 is also used by d2 (Loopback0) [d1:3 ip add 10.0.0.1 255.255.255.0 | d2:3 ip address 10.0.0.1 255.255.255.255]',
      ],
    ],
    [
      'IOS: `no ip address` takes the address back',
      'cisco_ios',
      'hostname r1\ninterface GigabitEthernet0/1\n ip address 10.0.0.1 255.255.255.0\n no ip address\n',
      'hostname r2\ninterface Loopback0\n ip address 10.0.0.1 255.255.255.255\n',
      [],
    ],
    [
      'IOS: a sub-interface of a port that is shut down answers nobody',
      'cisco_ios',
      'hostname r1\ninterface GigabitEthernet0/0\n shutdown\ninterface GigabitEthernet0/0.10\n encapsulation dot1Q 10\n ip address 10.0.0.1 255.255.255.0\n',
      'hostname r2\ninterface Loopback0\n ip address 10.0.0.1 255.255.255.255\n',
      [],
    ],
    [
      'NX-OS: a VLAN interface with `no shutdown`',
      'cisco_nxos',
      'hostname n1\ninterface Vlan10\n  no shutdown\n  ip address 10.0.0.1/24\n',
      'hostname n2\ninterface loopback0\n  ip address 10.0.0.1/32\n',
      ['10.0.0.1 is also used by d2 (Loopback0) [d1:4 ip address 10.0.0.1/24 | d2:3 ip address 10.0.0.1/32]'],
    ],
    [
      'NX-OS: a VLAN interface is shut until `no shutdown` (the platform default)',
      'cisco_nxos',
      'hostname n1\ninterface Vlan10\n  ip address 10.0.0.1/24\n',
      'hostname n2\ninterface loopback0\n  ip address 10.0.0.1/32\n',
      [],
    ],
    [
      'NX-OS: another VRF (`vrf member`) is another address space',
      'cisco_nxos',
      'hostname n1\ninterface Ethernet1/1\n  no switchport\n  vrf member RED\n  ip address 10.0.0.1/24\n  no shutdown\n',
      'hostname n2\ninterface loopback0\n  ip address 10.0.0.1/32\n',
      [],
    ],
    [
      'EOS: a routed port and a loopback',
      'arista_eos',
      'hostname e1\ninterface Ethernet1\n   no switchport\n   ip address 10.0.0.1/31\n',
      'hostname e2\ninterface Loopback0\n   ip address 10.0.0.1/32\n',
      ['10.0.0.1 is also used by d2 (Loopback0) [d1:4 ip address 10.0.0.1/31 | d2:3 ip address 10.0.0.1/32]'],
    ],
    [
      'EOS: a port that is shut down answers nobody',
      'arista_eos',
      'hostname e1\ninterface Ethernet1\n   no switchport\n   ip address 10.0.0.1/31\n   shutdown\n',
      'hostname e2\ninterface Loopback0\n   ip address 10.0.0.1/32\n',
      [],
    ],
    [
      'EOS: a VARP virtual address is shared by design',
      'arista_eos',
      'hostname e1\ninterface Vlan10\n   ip address 10.0.0.2/24\n   ip virtual-router address 10.0.0.1\n',
      'hostname e2\ninterface Vlan10\n   ip address 10.0.0.3/24\n   ip virtual-router address 10.0.0.1\n',
      [],
    ],
    [
      'AOS-CX: a VLAN interface and a routed port with `no shutdown`',
      'aruba_aoscx',
      'hostname c1\ninterface vlan 10\n    ip address 10.0.0.1/24\n',
      'hostname c2\ninterface 1/1/1\n    no shutdown\n    routing\n    ip address 10.0.0.1/31\n',
      ['10.0.0.1 is also used by d2 (1/1/1) [d1:3 ip address 10.0.0.1/24 | d2:5 ip address 10.0.0.1/31]'],
    ],
    [
      'AOS-CX: a routed port is shut until `no shutdown` (the platform default)',
      'aruba_aoscx',
      'hostname c1\ninterface vlan 10\n    ip address 10.0.0.1/24\n',
      'hostname c2\ninterface 1/1/1\n    routing\n    ip address 10.0.0.1/31\n',
      [],
    ],
    [
      'AOS-S: addresses of VLANs',
      'hp_procurve',
      'hostname "a1"\nvlan 10\n   ip address 10.0.0.1 255.255.255.0\n   exit\n',
      'hostname "a2"\nvlan 20\n   ip address 10.0.0.1 255.255.255.0\n   exit\n',
      [
        '10.0.0.1 is also used by d2 (Vlan20) [d1:3 ip address 10.0.0.1 255.255.255.0 | d2:3 ip address 10.0.0.1 255.255.255.0]',
      ],
    ],
    [
      'AOS-S: `no ip address` takes it back',
      'hp_procurve',
      'hostname "a1"\nvlan 10\n   ip address 10.0.0.1 255.255.255.0\n   no ip address\n   exit\n',
      'hostname "a2"\nvlan 20\n   ip address 10.0.0.1 255.255.255.0\n   exit\n',
      [],
    ],
    [
      'Junos (set and curly): an IRB unit and a loopback unit',
      'juniper_junos',
      'set interfaces irb unit 10 family inet address 10.0.0.1/24\n',
      'interfaces {\n    lo0 {\n        unit 0 {\n            family inet {\n                address 10.0.0.1/32;\n            }\n        }\n    }\n}\n',
      [
        '10.0.0.1 is also used by d2 (lo0.0) [d1:1 set interfaces irb unit 10 family inet address 10.0.0.1/24 | d2:5 address 10.0.0.1/32;]',
      ],
    ],
    [
      'Junos: a unit of a port that is `disable`d answers nobody',
      'juniper_junos',
      'set interfaces ge-0/0/0 disable\nset interfaces ge-0/0/0 unit 0 family inet address 10.0.0.1/24\n',
      'set interfaces lo0 unit 0 family inet address 10.0.0.1/32\n',
      [],
    ],
    [
      'Junos: a deactivated unit is not configured',
      'juniper_junos',
      'set interfaces irb unit 10 family inet address 10.0.0.1/24\ndeactivate interfaces irb unit 10\n',
      'set interfaces lo0 unit 0 family inet address 10.0.0.1/32\n',
      [],
    ],
    [
      'Junos (curly): an `inactive:` address is not configured',
      'juniper_junos',
      'interfaces {\n    irb {\n        unit 10 {\n            family inet {\n                inactive: address 10.0.0.1/24;\n            }\n        }\n    }\n}\n',
      'set interfaces lo0 unit 0 family inet address 10.0.0.1/32\n',
      [],
    ],
    [
      'Junos: a unit in a routing instance is another address space',
      'juniper_junos',
      'set interfaces ge-0/0/0 unit 0 family inet address 10.0.0.1/24\nset routing-instances RED instance-type vrf\nset routing-instances RED interface ge-0/0/0.0\n',
      'set interfaces lo0 unit 0 family inet address 10.0.0.1/32\n',
      [],
    ],
    [
      'RouterOS: /ip address on two devices',
      'mikrotik_routeros',
      '/ip address\nadd address=10.0.0.1/24 interface=bridge1\n',
      '/ip address\nadd address=10.0.0.1/24 interface=ether2\n',
      [
        '10.0.0.1 is also used by d2 (ether2) [d1:2 add address=10.0.0.1/24 interface=bridge1 | d2:2 add address=10.0.0.1/24 interface=ether2]',
      ],
    ],
    [
      'RouterOS: a disabled address, and an address on a disabled port, answer nobody',
      'mikrotik_routeros',
      '/ip address\nadd address=10.0.0.1/24 disabled=yes interface=bridge1\n',
      '/interface ethernet\nset [ find default-name=ether2 ] disabled=yes\n/ip address\nadd address=10.0.0.1/24 interface=ether2\n',
      [],
    ],
  ])('%s', (_name, platform, a, b, expected) => {
    expect(duplicates(platform, a, b)).toEqual(expected);
  });

  it('across platforms: an IOS interface and a Junos unit', () => {
    const net = network([
      {
        record: record('D1'),
        platform: 'cisco_ios',
        text: 'hostname r1\ninterface Gi0/1\n ip address 10.0.0.1 255.255.255.252\n',
      },
      {
        record: record('D2'),
        platform: 'juniper_junos',
        text: 'set interfaces ge-0/0/0 unit 0 family inet address 10.0.0.1/30\n',
      },
    ]);
    expect(findings(outcomeOf(net, 'duplicate_ip', 'D2')).map((f) => [f.message, f.interface])).toEqual([
      ['10.0.0.1 is also used by d1 (GigabitEthernet0/1)', 'ge-0/0/0.0'],
    ]);
  });
});

/** Findings of a check, `severity: message @line`. */
const results = (type: string, platform: string, text: string) =>
  findings(check(type, platform, text)).map(
    (f) => `${f.severity}: ${f.message} @${f.evidence[0]?.lines.map((l) => l.line).join(',')}`,
  );

describe('undefined_reference', () => {
  const T = 'undefined_reference';
  it.each<[string, string, string, string[]]>([
    [
      'IOS: an ACL on an interface',
      'cisco_ios',
      'hostname r1\ninterface Gi0/1\n ip access-group WEB in\n',
      ["high: ACL 'WEB' is used but not defined (interface GigabitEthernet0/1 ip access-group in) @3"],
    ],
    [
      'IOS: abbreviated `ip access-g`',
      'cisco_ios',
      'hostname r1\ninterface Gi0/1\n ip access-g WEB in\n',
      ["high: ACL 'WEB' is used but not defined (interface GigabitEthernet0/1 ip access-group in) @3"],
    ],
    [
      'IOS: `no ip access-group` takes the use back',
      'cisco_ios',
      'hostname r1\ninterface Gi0/1\n ip access-group WEB in\n no ip access-group WEB in\n',
      [],
    ],
    [
      'IOS: an ACL of an SNMP community',
      'cisco_ios',
      'hostname r1\nsnmp-server community n0c RO SNMP-ACL\n',
      ["high: ACL 'SNMP-ACL' is used but not defined (snmp-server community n0c) @2"],
    ],
    [
      'IOS: a class map a policy map names',
      'cisco_ios',
      'hostname r1\npolicy-map QOS\n class VOICE\n  priority percent 10\ninterface Gi0/1\n service-policy output QOS\n',
      ["medium: Class map 'VOICE' is used but not defined (policy-map QOS class) @3"],
    ],
    [
      'IOS: the vty access class defined (extended ACLs count)',
      'cisco_ios',
      'hostname r1\nip access-list extended MGMT\n permit tcp 10.0.0.0 0.0.0.255 any eq 22\nline vty 0 4\n access-class MGMT in\n',
      [],
    ],
    [
      'NX-OS: an ACL on an interface',
      'cisco_nxos',
      'hostname n1\ninterface Ethernet1/1\n  ip access-group MGMT in\n',
      ["high: ACL 'MGMT' is used but not defined (interface Ethernet1/1 ip access-group in) @3"],
    ],
    [
      'NX-OS: a prefix list a route map matches',
      'cisco_nxos',
      'hostname n1\nroute-map RM permit 10\n  match ip address prefix-list PL\n',
      ["medium: Prefix list 'PL' is used but not defined (route-map RM match ip address) @3"],
    ],
    [
      'NX-OS: defined',
      'cisco_nxos',
      'hostname n1\nip access-list MGMT\n  10 permit ip 10.0.0.0/24 any\ninterface Ethernet1/1\n  ip access-group MGMT in\n',
      [],
    ],
    [
      'EOS: the ACL of `management ssh`',
      'arista_eos',
      'hostname e1\nmanagement ssh\n   ip access-group MGMT in\n',
      ["high: ACL 'MGMT' is used but not defined (management ssh ip access-group) @3"],
    ],
    [
      'EOS: a route map of a BGP neighbour',
      'arista_eos',
      'hostname e1\nrouter bgp 65000\n   neighbor 10.0.0.2 remote-as 65001\n   neighbor 10.0.0.2 route-map IN in\n',
      ["medium: Route map 'IN' is used but not defined (router bgp 65000 neighbor 10.0.0.2 route-map in) @4"],
    ],
    [
      'EOS: defined',
      'arista_eos',
      'hostname e1\nip access-list MGMT\n   10 permit ip 10.0.0.0/24 any\nmanagement ssh\n   ip access-group MGMT in\n',
      [],
    ],
    [
      'AOS-CX: `apply access-list` on a port',
      'aruba_aoscx',
      'hostname c1\ninterface 1/1/1\n    apply access-list ip SERVERS in\n',
      ["high: ACL 'SERVERS' is used but not defined (interface 1/1/1 apply access-list ip in) @3"],
    ],
    [
      'AOS-CX: the ACL of an SNMP community, in its block',
      'aruba_aoscx',
      'hostname c1\nsnmp-server community netops\n    access-list ip SNMP-ACL\n',
      ["high: ACL 'SNMP-ACL' is used but not defined (snmp-server community netops) @3"],
    ],
    [
      'AOS-CX: defined',
      'aruba_aoscx',
      'hostname c1\naccess-list ip SERVERS\n    10 permit any any any\ninterface 1/1/1\n    apply access-list ip SERVERS in\n',
      [],
    ],
    [
      'AOS-S: an ACL on a VLAN',
      'hp_procurve',
      'hostname "a1"\nvlan 99\n   ip access-group "MGMT" in\n   exit\n',
      ["high: ACL 'MGMT' is used but not defined (interface Vlan99 ip access-group in) @3"],
    ],
    [
      'AOS-S: defined',
      'hp_procurve',
      'hostname "a1"\nip access-list standard "MGMT"\n   10 permit 10.0.0.0 0.0.0.255\n   exit\nvlan 99\n   ip access-group "MGMT" in\n   exit\n',
      [],
    ],
    [
      'Junos (set): a firewall filter on a unit',
      'juniper_junos',
      'set interfaces lo0 unit 0 family inet filter input PROTECT-RE\n',
      [
        "high: Firewall filter 'PROTECT-RE' is used but not defined (interfaces lo0.0 family inet filter input) @1",
      ],
    ],
    [
      'Junos (curly): a filter on a unit nobody defines',
      'juniper_junos',
      'interfaces {\n    lo0 {\n        unit 0 {\n            family inet {\n                filter {\n                    input PROTECT-RE;\n                }\n            }\n        }\n    }\n}\n',
      [
        "high: Firewall filter 'PROTECT-RE' is used but not defined (interfaces lo0.0 family inet filter input) @6",
      ],
    ],
    [
      'Junos (curly): an `inactive:` filter input is no use',
      'juniper_junos',
      'interfaces {\n    lo0 {\n        unit 0 {\n            family inet {\n                filter {\n                    inactive: input PROTECT-RE;\n                }\n            }\n        }\n    }\n}\n',
      [],
    ],
    [
      'Junos (set): a policy statement a BGP group imports, and a prefix list a policy names',
      'juniper_junos',
      'set policy-options policy-statement IN term A from prefix-list MISSING\nset policy-options policy-statement IN term A then accept\nset protocols bgp group T import IN\nset protocols bgp group T export OUT\n',
      [
        "medium: Prefix list 'MISSING' is used but not defined (policy-statement IN term A from prefix-list) @1",
        "medium: Policy statement 'OUT' is used but not defined (protocols bgp group T export) @4",
      ],
    ],
    [
      'RouterOS: a jump to a chain nobody defines',
      'mikrotik_routeros',
      '/ip firewall filter\nadd chain=forward action=jump jump-target=custom\n',
      [
        "high: Firewall filter 'custom' is used but not defined (/ip firewall filter chain=forward jump-target) @2",
      ],
    ],
    [
      'RouterOS: the chain defined',
      'mikrotik_routeros',
      '/ip firewall filter\nadd chain=forward action=jump jump-target=custom\nadd chain=custom action=drop\n',
      [],
    ],
  ])('%s', (_name, platform, text, expected) => {
    expect(results(T, platform, text)).toEqual(expected);
  });
});

describe('unused_structure', () => {
  const T = 'unused_structure';
  it.each<[string, string, string, string[]]>([
    [
      'IOS: an ACL nobody applies',
      'cisco_ios',
      'hostname r1\nip access-list extended WEB\n permit tcp any any eq 80\n',
      ["low: ACL 'WEB' is defined but never used @2"],
    ],
    [
      'IOS: `ip access-group` written outside any interface (the wrong block) applies the ACL nowhere',
      'cisco_ios',
      'hostname r1\nip access-list extended WEB\n permit tcp any any eq 80\nip access-group WEB in\ninterface Gi0/1\n description web\n',
      ["low: ACL 'WEB' is defined but never used @2"],
    ],
    [
      'IOS: a policy map nobody attaches',
      'cisco_ios',
      'hostname r1\nclass-map match-any VOICE\n match dscp ef\npolicy-map QOS\n class VOICE\n  priority percent 10\n',
      ["low: Policy map 'QOS' is defined but never used @4"],
    ],
    [
      'IOS: an ACL a vty line takes as access class is used',
      'cisco_ios',
      'hostname r1\nip access-list standard MGMT\n permit 10.0.0.0 0.0.0.255\nline vty 0 4\n access-class MGMT in\n',
      [],
    ],
    [
      'NX-OS: a prefix list nobody names',
      'cisco_nxos',
      'hostname n1\nip prefix-list PL seq 5 permit 10.0.0.0/8\n',
      ["low: Prefix list 'PL' is defined but never used @2"],
    ],
    [
      'NX-OS: used by a route map of a BGP neighbour',
      'cisco_nxos',
      'hostname n1\nip prefix-list PL seq 5 permit 10.0.0.0/8\nroute-map RM permit 10\n  match ip address prefix-list PL\nrouter bgp 65000\n  neighbor 10.0.0.2\n    remote-as 65001\n    address-family ipv4 unicast\n      route-map RM in\n',
      [],
    ],
    [
      'EOS: an ACL nobody applies',
      'arista_eos',
      'hostname e1\nip access-list UNUSED\n   10 permit ip any any\n',
      ["low: ACL 'UNUSED' is defined but never used @2"],
    ],
    [
      'AOS-CX: an ACL nobody applies',
      'aruba_aoscx',
      'hostname c1\naccess-list ip SERVERS\n    10 permit any any any\n',
      ["low: ACL 'SERVERS' is defined but never used @2"],
    ],
    [
      'AOS-S: an ACL nobody applies',
      'hp_procurve',
      'hostname "a1"\nip access-list standard "MGMT"\n   10 permit 10.0.0.0 0.0.0.255\n   exit\n',
      ["low: ACL 'MGMT' is defined but never used @2"],
    ],
    [
      'EOS: the ACL of `management ssh` is used',
      'arista_eos',
      'hostname e1\nip access-list MGMT\n   10 permit ip 10.0.0.0/24 any\nmanagement ssh\n   ip access-group MGMT in\n',
      [],
    ],
    [
      'AOS-CX: an ACL applied to a port is used',
      'aruba_aoscx',
      'hostname c1\naccess-list ip SERVERS\n    10 permit any any any\ninterface 1/1/1\n    apply access-list ip SERVERS in\n',
      [],
    ],
    [
      'AOS-S: an ACL applied to a VLAN is used',
      'hp_procurve',
      'hostname "a1"\nip access-list standard "MGMT"\n   10 permit 10.0.0.0 0.0.0.255\n   exit\nvlan 99\n   ip access-group "MGMT" in\n   exit\n',
      [],
    ],
    [
      'Junos (set): a prefix list and a policy nobody uses',
      'juniper_junos',
      'set policy-options prefix-list MGMT 10.0.0.0/8\nset policy-options policy-statement ORPHAN then accept\n',
      [
        "low: Prefix list 'MGMT' is defined but never used @1",
        "low: Policy statement 'ORPHAN' is defined but never used @2",
      ],
    ],
    [
      'Junos: the filter of a deactivated interface is not used',
      'juniper_junos',
      'set firewall family inet filter PROTECT-RE term ALL then accept\nset interfaces lo0 unit 0 family inet filter input PROTECT-RE\ndeactivate interfaces lo0\n',
      ["low: Firewall filter 'PROTECT-RE' is defined but never used @1"],
    ],
    [
      'Junos (curly): a filter used by an interface',
      'juniper_junos',
      'interfaces {\n    lo0 {\n        unit 0 {\n            family inet {\n                filter {\n                    input PROTECT-RE;\n                }\n            }\n        }\n    }\n}\nfirewall {\n    family inet {\n        filter PROTECT-RE {\n            term ALL {\n                then accept;\n            }\n        }\n    }\n}\n',
      [],
    ],
    [
      'RouterOS: built-in chains run on their own; a custom chain nobody jumps to is unused',
      'mikrotik_routeros',
      '/ip firewall filter\nadd chain=input action=accept\nadd chain=custom action=drop\n',
      ["low: Firewall filter 'custom' is defined but never used @3"],
    ],
  ])('%s', (_name, platform, text, expected) => {
    expect(results(T, platform, text)).toEqual(expected);
  });
});
