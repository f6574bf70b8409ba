/**
 * Facts the configuration checks need, on hand-made configurations of each platform: negotiation, the software
 * release with its line, and the `no` forms (and Junos lists) that take a statement written before back.
 */
import { describe, expect, it } from 'vitest';
import { parseFile } from '../src/index';
import type { DeviceFacts, KnownPlatform, NormalizedInterface } from '../src/model/types';

function parse(platform: KnownPlatform, text: string): DeviceFacts {
  return parseFile({ path: 'test.cfg', text }, { platform, kind: 'config' }).result.facts;
}

function port(facts: DeviceFacts, name: string): NormalizedInterface {
  const found = facts.interfaces?.find((i) => i.name === name);
  if (!found) throw new Error(`no interface ${name}`);
  return found;
}

/** Negotiation, speed and duplex of an interface, with the line negotiation was read on. */
const link = (i: NormalizedInterface) => ({
  autoNegotiation: i.autoNegotiation,
  speedMbps: i.speedMbps,
  duplex: i.duplex,
  line: i.fieldSources?.autoNegotiation?.line,
});

describe('autoNegotiation', () => {
  it.each<[KnownPlatform, string, string, ReturnType<typeof link>]>([
    [
      'cisco_ios',
      'hostname r1\ninterface GigabitEthernet0/1\n speed 1000\n duplex full\n negotiation auto\n',
      'GigabitEthernet0/1',
      { autoNegotiation: true, speedMbps: 1000, duplex: 'full', line: 5 },
    ],
    [
      'cisco_ios',
      'hostname r1\ninterface GigabitEthernet0/1\n no negotiation auto\n speed 100\n duplex full\n',
      'GigabitEthernet0/1',
      { autoNegotiation: false, speedMbps: 100, duplex: 'full', line: 3 },
    ],
    [
      // IOS without a negotiation statement: the model does not guess, the check knows the platform.
      'cisco_ios',
      'hostname r1\ninterface FastEthernet0/1\n speed 100\n duplex full\n',
      'FastEthernet0/1',
      { autoNegotiation: undefined, speedMbps: 100, duplex: 'full', line: undefined },
    ],
    [
      'cisco_nxos',
      'hostname n1\ninterface Ethernet1/1\n  speed 1000\n  duplex full\n  no negotiate auto\n',
      'Ethernet1/1',
      { autoNegotiation: false, speedMbps: 1000, duplex: 'full', line: 5 },
    ],
    [
      'arista_eos',
      'hostname e1\ninterface Ethernet1\n   speed forced 100full\n',
      'Ethernet1',
      { autoNegotiation: false, speedMbps: 100, duplex: 'full', line: 3 },
    ],
    [
      'arista_eos',
      'hostname e1\ninterface Ethernet1\n   speed auto 1000full\n',
      'Ethernet1',
      { autoNegotiation: true, speedMbps: undefined, duplex: undefined, line: 3 },
    ],
    [
      'aruba_aoscx',
      'hostname c1\ninterface 1/1/1\n    speed 100-full\n',
      '1/1/1',
      { autoNegotiation: false, speedMbps: 100, duplex: 'full', line: 3 },
    ],
    [
      'hp_procurve',
      'hostname "a1"\ninterface 2\n   speed-duplex auto-1000\n   exit\n',
      '2',
      { autoNegotiation: true, speedMbps: 1000, duplex: undefined, line: 3 },
    ],
    [
      'hp_procurve',
      'hostname "a1"\ninterface 2\n   speed-duplex 100-full\n   exit\n',
      '2',
      { autoNegotiation: false, speedMbps: 100, duplex: 'full', line: 3 },
    ],
    [
      'juniper_junos',
      'set interfaces ge-0/0/1 ether-options no-auto-negotiation\nset interfaces ge-0/0/1 ether-options speed 100m\nset interfaces ge-0/0/1 ether-options link-mode full-duplex\n',
      'ge-0/0/1',
      { autoNegotiation: false, speedMbps: 100, duplex: 'full', line: 1 },
    ],
    [
      'juniper_junos',
      'interfaces {\n    ge-0/0/1 {\n        gigether-options {\n            auto-negotiation;\n        }\n    }\n}\n',
      'ge-0/0/1',
      { autoNegotiation: true, speedMbps: undefined, duplex: undefined, line: 4 },
    ],
    [
      'mikrotik_routeros',
      '/interface ethernet\nset [ find default-name=ether1 ] auto-negotiation=no speed=100Mbps full-duplex=yes\n',
      'ether1',
      { autoNegotiation: false, speedMbps: 100, duplex: 'full', line: 2 },
    ],
  ])('%s: %j', (platform, text, name, expected) => {
    expect(link(port(parse(platform, text), name))).toEqual(expected);
  });

  it('Junos keeps the lines of speed, duplex and MTU for evidence', () => {
    const facts = parse(
      'juniper_junos',
      'set interfaces ge-0/0/1 mtu 9192\nset interfaces ge-0/0/1 speed 1g\nset interfaces ge-0/0/1 link-mode full-duplex\n',
    );
    const sources = port(facts, 'ge-0/0/1').fieldSources;
    expect([sources?.mtu?.line, sources?.speedMbps?.line, sources?.duplex?.line]).toEqual([1, 2, 3]);
  });
});

describe('softwareVersion', () => {
  it.each<[KnownPlatform, string, string, number]>([
    ['cisco_ios', '!\nversion 15.2\nhostname r1\n', '15.2', 2],
    [
      'cisco_nxos',
      '!Command: show running-config\nversion 9.3(8) Bios:version 05.45\nhostname n1\n',
      '9.3(8)',
      2,
    ],
    [
      'arista_eos',
      '! Command: show running-config\n! device: e1 (DCS-7050TX-64, EOS-4.28.3M)\n!\nhostname e1\n',
      '4.28.3M',
      2,
    ],
    [
      'aruba_aoscx',
      'Current configuration:\n!\n!Version ArubaOS-CX FL.10.13.1010\nhostname c1\n',
      'FL.10.13.1010',
      3,
    ],
    [
      'hp_procurve',
      'Running configuration:\n\n; JL256A Configuration Editor; Created on release #WC.16.10.0012\n\nhostname "a1"\n',
      'WC.16.10.0012',
      3,
    ],
    ['juniper_junos', 'set version 21.4R3-S3.4\nset system host-name j1\n', '21.4R3-S3.4', 1],
    [
      'juniper_junos',
      '## Last commit: 2024-03-18\nversion 20.4R3-S2.6;\nsystem {\n    host-name j1;\n}\n',
      '20.4R3-S2.6',
      2,
    ],
    [
      'mikrotik_routeros',
      '# 2024-03-18 10:00:01 by RouterOS 7.12.2\n/system identity\nset name=r1\n',
      '7.12.2',
      1,
    ],
  ])('%s: %s', (platform, text, version, line) => {
    const facts = parse(platform, text);
    expect(facts.config?.softwareVersion).toEqual({ text: version, source: { file: 'test.cfg', line } });
    expect(facts.system?.osVersion).toBe(version);
  });
});

describe('`no` forms take a statement back', () => {
  it('IOS interface: `no switchport access vlan`, `no switchport trunk native vlan`, `no mtu`, `no speed`, `no duplex`', () => {
    const facts = parse(
      'cisco_ios',
      [
        'hostname s1',
        'interface GigabitEthernet1/0/1',
        ' switchport mode access',
        ' switchport access vlan 10',
        ' no switchport access vlan 10',
        'interface GigabitEthernet1/0/2',
        ' switchport mode trunk',
        ' switchport trunk native vlan 99',
        ' no switchport trunk native vlan',
        ' mtu 9000',
        ' no mtu',
        ' speed 100',
        ' duplex half',
        ' no speed',
        ' no duplex',
      ].join('\n'),
    );
    const access = port(facts, 'GigabitEthernet1/0/1');
    expect([access.accessVlan, access.fieldSources?.accessVlan]).toEqual([undefined, undefined]);
    const trunk = port(facts, 'GigabitEthernet1/0/2');
    expect([trunk.nativeVlan, trunk.mtu, trunk.speedMbps, trunk.duplex]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('`no ip access-group` takes the ACL off the interface, and its use with it', () => {
    const facts = parse(
      'cisco_ios',
      'hostname r1\ninterface GigabitEthernet0/1\n ip access-group WEB in\n ip access-group OUT out\n no ip access-group WEB in\n',
    );
    expect(facts.config?.references.map((r) => `${r.name} ${r.context}`)).toEqual([
      'OUT interface GigabitEthernet0/1 ip access-group out',
    ]);
    expect(port(facts, 'GigabitEthernet0/1').accessGroups).toEqual({ out: 'OUT' });
  });

  it('AOS-S: `no ip address` in a VLAN takes back the address written before', () => {
    const facts = parse(
      'hp_procurve',
      'hostname "a1"\nvlan 10\n   ip address 10.0.0.1 255.255.255.0\n   no ip address\n   exit\nvlan 20\n   no ip address\n   exit\n',
    );
    expect(port(facts, 'Vlan10').ipv4).toEqual([]);
    // A VLAN that never had an address gets no interface for its `no ip address`.
    expect(facts.interfaces?.map((i) => i.name)).toEqual(['Vlan10']);
  });

  it('`no switchport trunk allowed vlan` is back to every VLAN', () => {
    const facts = parse(
      'cisco_ios',
      'hostname s1\ninterface GigabitEthernet1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 10,40\n no switchport trunk allowed vlan\n',
    );
    expect(port(facts, 'GigabitEthernet1/0/48').allowedVlans).toBe('all');
  });

  it('AOS-CX: `no vlan access` leaves the access port in VLAN 1; `no vlan trunk native` is back to VLAN 1', () => {
    const facts = parse(
      'aruba_aoscx',
      'hostname c1\ninterface 1/1/5\n    no routing\n    vlan access 10\n    no vlan access 10\ninterface 1/1/6\n    no routing\n    vlan trunk native 99\n    vlan trunk allowed 10\n    no vlan trunk native 99\n',
    );
    const access = port(facts, '1/1/5');
    expect([access.mode, access.accessVlan]).toEqual(['access', undefined]);
    const trunk = port(facts, '1/1/6');
    expect([trunk.mode, trunk.nativeVlan]).toEqual(['trunk', undefined]);
  });

  it('`no vlan 40` deletes the VLAN; `no vlan` of one never defined changes nothing', () => {
    const facts = parse(
      'cisco_ios',
      'hostname s1\nvlan 10\n name USERS\nvlan 40\n name OLD\nno vlan 40\nno vlan 50\n',
    );
    expect(facts.vlans?.map((v) => v.id)).toEqual([10]);
  });

  it('`no logging host` and `no ntp server` remove the host and the server written before', () => {
    const ios = parse(
      'cisco_ios',
      'hostname r1\nlogging host 10.0.0.50\nlogging host 10.0.0.51\nno logging host 10.0.0.50\nntp server 10.0.0.5\nno ntp server 10.0.0.5\n',
    );
    expect(ios.config?.logging.hosts.map((h) => h.address)).toEqual(['10.0.0.51']);
    expect(ios.config?.ntp.servers).toEqual([]);
    const aos = parse('hp_procurve', 'hostname "a1"\nlogging 10.0.0.50\nno logging 10.0.0.50\n');
    expect(aos.config?.logging.hosts).toEqual([]);
  });
});

describe('management services', () => {
  it('IOS: `ip http server` abbreviated as the CLI takes it', () => {
    const facts = parse('cisco_ios', 'hostname r1\nip http serv\nip http secure-serv\n');
    expect([facts.config?.services.httpServer, facts.config?.services.httpsServer]).toEqual([true, true]);
    expect(facts.config?.services.sources.httpServer?.line).toBe(2);
    const off = parse('cisco_ios', 'hostname r1\nip http server\nno ip http serv\n');
    expect(off.config?.services.httpServer).toBe(false);
  });

  it('AOS-S: `encrypt-credentials` encrypts the stored passwords; its `no` form does not', () => {
    const on = parse('hp_procurve', 'hostname "a1"\nencrypt-credentials\n');
    expect([
      on.config?.services.passwordEncryption,
      on.config?.services.sources.passwordEncryption?.line,
    ]).toEqual([true, 2]);
    const off = parse('hp_procurve', 'hostname "a1"\nencrypt-credentials\nno encrypt-credentials\n');
    expect(off.config?.services.passwordEncryption).toBe(false);
  });

  it('EOS: Telnet is on with `no shutdown` in `management telnet`; the block is its source', () => {
    const on = parse('arista_eos', 'hostname e1\nmanagement telnet\n   idle-timeout 5\n   no shutdown\n');
    expect(on.config?.services.telnetServer).toBe(true);
    expect(on.config?.services.sources.telnetServer).toEqual({ file: 'test.cfg', line: 2, endLine: 4 });
    const off = parse('arista_eos', 'hostname e1\nmanagement telnet\n   idle-timeout 5\n');
    expect(off.config?.services.telnetServer).toBe(false);
  });

  it('EOS: `protocol http` serves plain HTTP only when the API is not shut down (its default)', () => {
    const on = parse(
      'arista_eos',
      'hostname e1\nmanagement api http-commands\n   protocol http\n   no shutdown\n',
    );
    expect(on.config?.services.httpServer).toBe(true);
    expect(on.config?.services.sources.httpServer?.line).toBe(3);
    const shut = parse(
      'arista_eos',
      'hostname e1\nmanagement api http-commands\n   protocol http\n   shutdown\n',
    );
    expect(shut.config?.services.httpServer).toBe(false);
    const byDefault = parse('arista_eos', 'hostname e1\nmanagement api http-commands\n   protocol http\n');
    expect(byDefault.config?.services.httpServer).toBe(false);
  });

  it('Junos: `protocol-version` is a list; any v1 in it lets version 1 in', () => {
    const curly = parse(
      'juniper_junos',
      'system {\n    services {\n        ssh {\n            protocol-version [ v1 v2 ];\n        }\n    }\n}\n',
    );
    expect(curly.config?.services.sshVersion).toBe(1);
    expect(curly.config?.services.sources.sshVersion?.line).toBe(4);
    const set = parse(
      'juniper_junos',
      'set system services ssh protocol-version v1\nset system services ssh protocol-version v2\n',
    );
    expect(set.config?.services.sshVersion).toBe(1);
    const v2 = parse('juniper_junos', 'set system services ssh protocol-version v2\n');
    expect(v2.config?.services.sshVersion).toBe(2);
  });
});

describe('spanning tree', () => {
  it('Junos: `layer2-control bpdu-block interface` guards that port', () => {
    const facts = parse(
      'juniper_junos',
      'set protocols layer2-control bpdu-block interface ge-0/0/1\nset interfaces ge-0/0/1 unit 0 family ethernet-switching interface-mode access\n',
    );
    const guarded = port(facts, 'ge-0/0/1');
    expect([guarded.bpduGuard, guarded.fieldSources?.bpduGuard?.line]).toEqual([true, 1]);
  });
});
