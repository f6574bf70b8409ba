import { describe, expect, it } from 'vitest';
import { findings, linked, network, outcomeOf, record } from '../test-helpers';

/**
 * The link checks on both ends' configurations, for each platform: a link between two devices of one platform
 * (and a few between platforms), as their neighbour tables report it, with the lines of each end as evidence.
 */

type End = { platform: string; port: string; text: string };

/** Two devices, d1 and d2, whose neighbour tables both list the link. */
function link(a: End, b: End) {
  const d1 = record('D1');
  const d2 = record('D2');
  linked(d1, a.port, d2, b.port);
  linked(d2, b.port, d1, a.port);
  return network([
    { record: d1, platform: a.platform, text: a.text },
    { record: d2, platform: b.platform, text: b.text },
  ]);
}

/** The findings of a check on d1 (a link is reported on the end whose name sorts first). */
const messages = (net: ReturnType<typeof network>, type: string) =>
  findings(outcomeOf(net, type, 'D1')).map((f) => `${f.severity}: ${f.message}`);

/** Configuration lines of the evidence, `device:line text`. */
const lines = (net: ReturnType<typeof network>, type: string) =>
  findings(outcomeOf(net, type, 'D1')).flatMap((f) =>
    f.evidence.flatMap((e) =>
      e.lines.filter((l) => l.line !== null).map((l) => `${e.device_name}:${l.line} ${l.text.trim()}`),
    ),
  );

// One port of each platform, written as its configuration writes it; `port` is the name LLDP reports.
const ios = (...body: string[]): End => ({
  platform: 'cisco_ios',
  port: 'Gi0/1',
  text: `hostname sw\ninterface GigabitEthernet0/1\n${body.map((l) => ` ${l}\n`).join('')}`,
});
const nxos = (...body: string[]): End => ({
  platform: 'cisco_nxos',
  port: 'Eth1/1',
  text: `hostname n\ninterface Ethernet1/1\n${body.map((l) => `  ${l}\n`).join('')}  no shutdown\n`,
});
const eos = (...body: string[]): End => ({
  platform: 'arista_eos',
  port: 'Ethernet1',
  text: `hostname e\ninterface Ethernet1\n${body.map((l) => `   ${l}\n`).join('')}`,
});
const aoscx = (...body: string[]): End => ({
  platform: 'aruba_aoscx',
  port: '1/1/1',
  text: `hostname c\ninterface 1/1/1\n    no shutdown\n${body.map((l) => `    ${l}\n`).join('')}`,
});
/** AOS-S: the port's own block, then the VLAN blocks that place it. */
const aoss = (body: string[], vlans = ''): End => ({
  platform: 'hp_procurve',
  port: '1',
  text: `hostname "a"\ninterface 1\n${body.map((l) => `   ${l}\n`).join('')}   exit\n${vlans}`,
});
/** Junos `set` lines about ge-0/0/0. */
const junosSet = (...statements: string[]): End => ({
  platform: 'juniper_junos',
  port: 'ge-0/0/0',
  text: `set system host-name j\n${statements.map((s) => `set interfaces ge-0/0/0 ${s}\n`).join('')}`,
});
const junos = (body: string): End => ({
  platform: 'juniper_junos',
  port: 'ge-0/0/0',
  text: `system {\n    host-name j;\n}\ninterfaces {\n    ge-0/0/0 {\n${body}    }\n}\n`,
});
const routeros = (ethernet: string, extra = ''): End => ({
  platform: 'mikrotik_routeros',
  port: 'ether1',
  text: `/interface ethernet\nset [ find default-name=ether1 ]${ethernet ? ` ${ethernet}` : ' comment=uplink'}\n${extra}`,
});

describe('link_speed_duplex_mismatch', () => {
  const T = 'link_speed_duplex_mismatch';
  const FIXED_VS_AUTO =
    'medium: d1 {a} – d2 {b}: one end is fixed to full duplex, the other negotiates (and falls back to half duplex)';
  const fixedVsAuto = (a: string, b: string) => FIXED_VS_AUTO.replace('{a}', a).replace('{b}', b);

  it.each<[string, End, End, string[]]>([
    [
      'IOS: speed and duplex fixed against a negotiating end',
      ios('speed 100', 'duplex full'),
      ios(),
      [fixedVsAuto('Gi0/1', 'Gi0/1')],
    ],
    [
      'IOS: abbreviated (`int gi0/1`, `spe`, `dup`)',
      { ...ios(), text: 'hostname sw\nint gi0/1\n spe 100\n dup full\n' },
      ios(),
      [fixedVsAuto('Gi0/1', 'Gi0/1')],
    ],
    [
      'IOS: `negotiation auto` beside speed and duplex still negotiates',
      ios('speed 1000', 'duplex full', 'negotiation auto'),
      ios(),
      [],
    ],
    ['IOS: `no duplex` takes the fixed duplex back', ios('duplex full', 'no duplex'), ios(), []],
    ['IOS: both ends negotiate', ios(), ios('speed auto'), []],
    [
      'NX-OS: full against half',
      nxos('speed 1000', 'duplex full'),
      nxos('speed 1000', 'duplex half'),
      ['high: d1 Eth1/1 – d2 Eth1/1: duplex set to full against half'],
    ],
    [
      'NX-OS: `negotiate auto` beside speed and duplex still negotiates',
      nxos('speed 1000', 'duplex full', 'negotiate auto'),
      nxos(),
      [],
    ],
    [
      'NX-OS: identical fixed settings',
      nxos('speed 1000', 'duplex full'),
      nxos('speed 1000', 'duplex full'),
      [],
    ],
    [
      'EOS: `speed forced 100full` against a negotiating end',
      eos('speed forced 100full'),
      eos(),
      [fixedVsAuto('Ethernet1', 'Ethernet1')],
    ],
    [
      'EOS: forced to different speeds',
      eos('speed forced 100full'),
      eos('speed forced 1000full'),
      ['high: d1 Ethernet1 – d2 Ethernet1: speed set to 100 against 1000 Mb/s'],
    ],
    ['EOS: `speed auto 1000full` negotiates', eos('speed auto 1000full'), eos(), []],
    [
      'AOS-CX: `speed 100-full` against a negotiating end',
      aoscx('speed 100-full'),
      aoscx(),
      [fixedVsAuto('1/1/1', '1/1/1')],
    ],
    ['AOS-CX: `speed auto` negotiates', aoscx('speed auto'), aoscx(), []],
    [
      'AOS-S: 100-full against 100-half',
      aoss(['speed-duplex 100-full']),
      aoss(['speed-duplex 100-half']),
      ['high: d1 1 – d2 1: duplex set to full against half'],
    ],
    [
      'AOS-S: `speed-duplex auto-100` negotiates (at the one speed it advertises)',
      aoss(['speed-duplex auto-100']),
      aoss([]),
      [],
    ],
    [
      'Junos (set): no-auto-negotiation with speed and link mode',
      junosSet(
        'ether-options no-auto-negotiation',
        'ether-options speed 100m',
        'ether-options link-mode full-duplex',
      ),
      junosSet('description uplink'),
      [fixedVsAuto('ge-0/0/0', 'ge-0/0/0')],
    ],
    [
      'Junos (curly): the same',
      junos(
        '        ether-options {\n            no-auto-negotiation;\n            speed 100m;\n            link-mode full-duplex;\n        }\n',
      ),
      junos('        description uplink;\n'),
      [fixedVsAuto('ge-0/0/0', 'ge-0/0/0')],
    ],
    [
      'Junos (curly): an `inactive:` link mode is not configured',
      junos(
        '        ether-options {\n            no-auto-negotiation;\n            inactive: link-mode full-duplex;\n        }\n',
      ),
      junos('        description uplink;\n'),
      [],
    ],
    [
      'RouterOS: auto-negotiation=no with speed and full duplex',
      routeros('auto-negotiation=no speed=100Mbps full-duplex=yes'),
      routeros(''),
      [fixedVsAuto('ether1', 'ether1')],
    ],
    [
      'RouterOS: speed= and full-duplex= without auto-negotiation=no still negotiate (the default)',
      routeros('speed=100Mbps full-duplex=yes'),
      routeros(''),
      [],
    ],
  ])('%s', (_name, a, b, expected) => {
    expect(messages(link(a, b), T)).toEqual(expected);
  });

  it('evidence: the interface block and the speed, duplex and negotiation lines of both ends', () => {
    expect(lines(link(ios('speed 100', 'duplex full'), ios()), T)).toEqual([
      'd1:2 interface GigabitEthernet0/1',
      'd1:3 speed 100',
      'd1:4 duplex full',
      'd2:2 interface GigabitEthernet0/1',
    ]);
    expect(lines(link(nxos('speed 1000', 'duplex full', 'no negotiate auto'), nxos()), T)).toEqual([
      'd1:2 interface Ethernet1/1',
      'd1:3 speed 1000',
      'd1:4 duplex full',
      'd1:5 no negotiate auto',
      'd2:2 interface Ethernet1/1',
    ]);
    expect(
      lines(
        link(
          junosSet('ether-options no-auto-negotiation', 'ether-options link-mode full-duplex'),
          junosSet('description uplink'),
        ),
        T,
      ),
    ).toEqual([
      'd1:2 set interfaces ge-0/0/0 ether-options no-auto-negotiation',
      'd1:3 set interfaces ge-0/0/0 ether-options link-mode full-duplex',
      'd2:2 set interfaces ge-0/0/0 description uplink',
    ]);
    expect(
      lines(link(routeros('auto-negotiation=no speed=100Mbps full-duplex=yes'), routeros('')), T),
    ).toEqual([
      'd1:2 set [ find default-name=ether1 ] auto-negotiation=no speed=100Mbps full-duplex=yes',
      'd2:2 set [ find default-name=ether1 ] comment=uplink',
    ]);
  });

  it('between platforms: an EOS port forced to full against an IOS port that negotiates', () => {
    expect(messages(link(eos('speed forced 1000full'), ios()), T)).toEqual([
      fixedVsAuto('Ethernet1', 'Gi0/1'),
    ]);
  });
});

describe('link_vlan_mismatch', () => {
  const T = 'link_vlan_mismatch';
  const AOSS_TRUNK = (allowed: string) =>
    `vlan 1\n   name "DEFAULT_VLAN"\n   untagged 1\n   exit\n${allowed
      .split(',')
      .map((v) => `vlan ${v}\n   tagged 1\n   exit\n`)
      .join('')}`;
  const ROS_TRUNK = (vlans: string) =>
    `/interface bridge\nadd name=bridge1 vlan-filtering=yes\n/interface bridge port\nadd bridge=bridge1 interface=ether1\n/interface bridge vlan\nadd bridge=bridge1 tagged=bridge1,ether1 vlan-ids=${vlans}\n`;

  it.each<[string, End, End, string[]]>([
    [
      'IOS: native VLAN 99 against the default 1',
      ios('switchport mode trunk', 'switchport trunk native vlan 99'),
      ios('switchport mode trunk'),
      ['high: d1 Gi0/1 – d2 Gi0/1: native VLAN 99 against 1'],
    ],
    [
      'IOS: abbreviated (`sw mo tru`, `sw tr nat vl 99`)',
      ios('sw mo tru', 'sw tr nat vl 99'),
      ios('switchport mode trunk'),
      ['high: d1 Gi0/1 – d2 Gi0/1: native VLAN 99 against 1'],
    ],
    [
      'IOS: `no switchport trunk native vlan` is back to VLAN 1',
      ios('switchport mode trunk', 'switchport trunk native vlan 99', 'no switchport trunk native vlan'),
      ios('switchport mode trunk'),
      [],
    ],
    [
      'IOS: `no switchport access vlan` is back to VLAN 1',
      ios('switchport mode access', 'switchport access vlan 10', 'no switchport access vlan'),
      ios('switchport mode access', 'switchport access vlan 10'),
      ['high: d1 Gi0/1 – d2 Gi0/1: access VLAN 1 against 10'],
    ],
    [
      'NX-OS: allowed VLANs on one end only',
      nxos('switchport', 'switchport mode trunk', 'switchport trunk allowed vlan 10,20,30'),
      nxos('switchport', 'switchport mode trunk', 'switchport trunk allowed vlan 10,20'),
      ['medium: d1 Eth1/1 – d2 Eth1/1: VLAN(s) 30 allowed on d1 Eth1/1 only'],
    ],
    [
      'NX-OS: the same VLANs in another order and with `add`',
      nxos(
        'switchport',
        'switchport mode trunk',
        'switchport trunk allowed vlan 20',
        'switchport trunk allowed vlan add 10',
      ),
      nxos('switchport', 'switchport mode trunk', 'switchport trunk allowed vlan 10,20'),
      [],
    ],
    [
      'EOS: access VLAN 10 against 20',
      eos('switchport access vlan 10'),
      eos('switchport mode access', 'switchport access vlan 20'),
      ['high: d1 Ethernet1 – d2 Ethernet1: access VLAN 10 against 20'],
    ],
    [
      'EOS: a port without switchport statements is an access port in VLAN 1 (the platform default)',
      eos('description to-e2'),
      eos('switchport access vlan 20'),
      ['high: d1 Ethernet1 – d2 Ethernet1: access VLAN 1 against 20'],
    ],
    [
      'EOS: a trunk against a port left at its default',
      eos('switchport mode trunk'),
      eos('description to-e1'),
      ['high: d1 Ethernet1 – d2 Ethernet1: trunk port against access port'],
    ],
    [
      'EOS: routed ports (`no switchport`) are no layer-2 link',
      eos('no switchport', 'ip address 10.0.0.0/31'),
      eos('no switchport', 'ip address 10.0.0.1/31'),
      [],
    ],
    [
      'AOS-CX: native VLAN 1 against 99',
      aoscx('no routing', 'vlan trunk native 1', 'vlan trunk allowed 10,20'),
      aoscx('no routing', 'vlan trunk native 99', 'vlan trunk allowed 10,20'),
      ['high: d1 1/1/1 – d2 1/1/1: native VLAN 1 against 99'],
    ],
    [
      'AOS-CX: the same trunk on both ends',
      aoscx('no routing', 'vlan trunk native 1', 'vlan trunk allowed 10,20'),
      aoscx('no routing', 'vlan trunk native 1', 'vlan trunk allowed 10', 'vlan trunk allowed 20'),
      [],
    ],
    [
      'AOS-S: untagged in VLAN 10 against untagged in VLAN 20',
      aoss([], 'vlan 10\n   untagged 1\n   exit\n'),
      aoss([], 'vlan 20\n   untagged 1\n   exit\n'),
      ['high: d1 1 – d2 1: access VLAN 10 against 20'],
    ],
    [
      'AOS-S: tagged VLANs on one end only',
      aoss([], AOSS_TRUNK('10,20')),
      aoss([], AOSS_TRUNK('10')),
      ['medium: d1 1 – d2 1: VLAN(s) 20 allowed on d1 1 only'],
    ],
    [
      'Junos (set): native VLAN 10 against none',
      junosSet(
        'native-vlan-id 10',
        'unit 0 family ethernet-switching interface-mode trunk',
        'unit 0 family ethernet-switching vlan members [ 10 20 ]',
      ),
      junosSet(
        'unit 0 family ethernet-switching interface-mode trunk',
        'unit 0 family ethernet-switching vlan members [ 10 20 ]',
      ),
      ['high: d1 ge-0/0/0 – d2 ge-0/0/0: native VLAN 10 against 1'],
    ],
    [
      'Junos (curly): VLAN members on one end only',
      junos(
        '        unit 0 {\n            family ethernet-switching {\n                interface-mode trunk;\n                vlan {\n                    members [ 10 20 30 ];\n                }\n            }\n        }\n',
      ),
      junos(
        '        unit 0 {\n            family ethernet-switching {\n                interface-mode trunk;\n                vlan {\n                    members [ 10 20 ];\n                }\n            }\n        }\n',
      ),
      ['medium: d1 ge-0/0/0 – d2 ge-0/0/0: VLAN(s) 30 allowed on d1 ge-0/0/0 only'],
    ],
    [
      'Junos (set): the same trunk on both ends',
      junosSet(
        'unit 0 family ethernet-switching interface-mode trunk',
        'unit 0 family ethernet-switching vlan members 10',
      ),
      junosSet(
        'unit 0 family ethernet-switching interface-mode trunk',
        'unit 0 family ethernet-switching vlan members 10',
      ),
      [],
    ],
    [
      'RouterOS: bridge VLANs tagged on one end only',
      routeros('', ROS_TRUNK('10,20')),
      routeros('', ROS_TRUNK('10')),
      ['medium: d1 ether1 – d2 ether1: VLAN(s) 20 allowed on d1 ether1 only'],
    ],
    [
      'RouterOS: the same bridge VLANs',
      routeros('', ROS_TRUNK('10,20')),
      routeros('', ROS_TRUNK('20,10')),
      [],
    ],
  ])('%s', (_name, a, b, expected) => {
    expect(messages(link(a, b), T)).toEqual(expected);
  });

  it('evidence: the mode and VLAN lines of both ends; Junos quotes the statements of the port and its unit', () => {
    expect(
      lines(
        link(ios('switchport mode trunk', 'switchport trunk native vlan 99'), ios('switchport mode trunk')),
        T,
      ),
    ).toEqual([
      'd1:2 interface GigabitEthernet0/1',
      'd1:3 switchport mode trunk',
      'd1:4 switchport trunk native vlan 99',
      'd2:2 interface GigabitEthernet0/1',
      'd2:3 switchport mode trunk',
    ]);
    expect(
      lines(
        link(
          junosSet('native-vlan-id 10', 'unit 0 family ethernet-switching interface-mode trunk'),
          junosSet('unit 0 family ethernet-switching interface-mode trunk'),
        ),
        T,
      ),
    ).toEqual([
      'd1:2 set interfaces ge-0/0/0 native-vlan-id 10',
      'd1:3 set interfaces ge-0/0/0 unit 0 family ethernet-switching interface-mode trunk',
      'd2:2 set interfaces ge-0/0/0 unit 0 family ethernet-switching interface-mode trunk',
    ]);
  });

  it('between platforms: an EOS port at its default against an IOS access port in VLAN 10', () => {
    expect(
      messages(
        link(eos('description uplink'), ios('switchport mode access', 'switchport access vlan 10')),
        T,
      ),
    ).toEqual(['high: d1 Ethernet1 – d2 Gi0/1: access VLAN 1 against 10']);
  });
});

describe('link_mtu_mismatch', () => {
  const T = 'link_mtu_mismatch';
  it.each<[string, End, End, string[]]>([
    [
      'IOS: mtu 9000 against the default',
      ios('mtu 9000'),
      ios(),
      ['medium: d1 Gi0/1 – d2 Gi0/1: MTU 9000 against 1500 (d2 Gi0/1 runs the platform default)'],
    ],
    ['IOS: abbreviated `mt 9000`', ios('mt 9000'), ios('mtu 9000'), []],
    ['IOS: `no mtu` is back to the default', ios('mtu 9000', 'no mtu'), ios(), []],
    ['NX-OS: 9216 against 9216', nxos('no switchport', 'mtu 9216'), nxos('no switchport', 'mtu 9216'), []],
    [
      'NX-OS: 9216 against the default',
      nxos('no switchport', 'mtu 9216'),
      nxos('no switchport'),
      ['medium: d1 Eth1/1 – d2 Eth1/1: MTU 9216 against 1500 (d2 Eth1/1 runs the platform default)'],
    ],
    [
      'EOS: 9214 against 1500',
      eos('no switchport', 'mtu 9214'),
      eos('no switchport', 'mtu 1500'),
      ['medium: d1 Ethernet1 – d2 Ethernet1: MTU 9214 against 1500'],
    ],
    [
      'AOS-CX: 9198 against the default',
      aoscx('routing', 'mtu 9198'),
      aoscx('routing'),
      ['medium: d1 1/1/1 – d2 1/1/1: MTU 9198 against 1500 (d2 1/1/1 runs the platform default)'],
    ],
    ['AOS-CX: both at the default', aoscx('routing'), aoscx('routing'), []],
    [
      'Junos (set): the port mtu counts the Ethernet header; 9192 runs IP 9178',
      junosSet('mtu 9192'),
      { ...ios('mtu 9000') },
      ['medium: d1 ge-0/0/0 – d2 Gi0/1: MTU 9178 (mtu 9192) against 9000'],
    ],
    [
      'Junos (set): port mtu 9014 is IP MTU 9000, as on the IOS end',
      junosSet('mtu 9014'),
      ios('mtu 9000'),
      [],
    ],
    [
      'Junos (curly): `family inet mtu` is the IP MTU itself',
      junos(
        '        unit 0 {\n            family inet {\n                mtu 9000;\n                address 10.0.0.1/30;\n            }\n        }\n',
      ),
      ios('mtu 9000'),
      [],
    ],
    [
      'Junos: the default (1514 with the header) is IP MTU 1500',
      junosSet('description uplink'),
      ios('mtu 1500'),
      [],
    ],
    [
      'Junos: the default against IOS mtu 9000',
      junosSet('description uplink'),
      ios('mtu 9000'),
      ['medium: d1 ge-0/0/0 – d2 Gi0/1: MTU 1500 against 9000 (d1 ge-0/0/0 runs the platform default)'],
    ],
    [
      'RouterOS: mtu=9000 against the default',
      routeros('mtu=9000'),
      routeros(''),
      ['medium: d1 ether1 – d2 ether1: MTU 9000 against 1500 (d2 ether1 runs the platform default)'],
    ],
    ['AOS-S sets jumbo frames per VLAN, not per port: not compared', aoss([]), ios('mtu 9000'), []],
  ])('%s', (_name, a, b, expected) => {
    expect(messages(link(a, b), T)).toEqual(expected);
  });

  it('evidence: the mtu lines of both ends', () => {
    expect(lines(link(junosSet('description uplink', 'mtu 9192'), ios('mtu 9000')), T)).toEqual([
      'd1:2 set interfaces ge-0/0/0 description uplink',
      'd1:3 set interfaces ge-0/0/0 mtu 9192',
      'd2:2 interface GigabitEthernet0/1',
      'd2:3 mtu 9000',
    ]);
  });
});

describe('link_subnet_mismatch', () => {
  const T = 'link_subnet_mismatch';
  const ros = (address: string) => routeros('', `/ip address\nadd address=${address} interface=ether1\n`);
  it.each<[string, End, End, string[]]>([
    [
      'IOS: different masks',
      ios('ip address 10.0.0.1 255.255.255.252'),
      ios('ip address 10.0.0.2 255.255.255.0'),
      ['high: d1 Gi0/1 – d2 Gi0/1: 10.0.0.1/30 against 10.0.0.2/24: different masks'],
    ],
    [
      'IOS: abbreviated `ip add`',
      ios('ip add 10.0.0.1 255.255.255.252'),
      ios('ip address 10.0.0.2 255.255.255.252'),
      [],
    ],
    [
      'IOS: a secondary address is not the link address',
      ios('ip address 10.9.9.1 255.255.255.0 secondary', 'ip address 10.0.0.1 255.255.255.252'),
      ios('ip address 10.0.0.2 255.255.255.252'),
      [],
    ],
    [
      'NX-OS: one /30 each, not the same',
      nxos('no switchport', 'ip address 10.0.0.1/30'),
      nxos('no switchport', 'ip address 10.0.1.2/30'),
      ['high: d1 Eth1/1 – d2 Eth1/1: 10.0.0.1/30 and 10.0.1.2/30 are not in one subnet'],
    ],
    [
      'EOS: one /31',
      eos('no switchport', 'ip address 10.0.0.0/31'),
      eos('no switchport', 'ip address 10.0.0.1/31'),
      [],
    ],
    [
      'AOS-CX: two /31 next to each other',
      aoscx('routing', 'ip address 10.0.0.1/31'),
      aoscx('routing', 'ip address 10.0.0.2/31'),
      ['high: d1 1/1/1 – d2 1/1/1: 10.0.0.1/31 and 10.0.0.2/31 are not in one subnet'],
    ],
    [
      'Junos (set): the address of unit 0',
      junosSet('unit 0 family inet address 10.0.0.1/30'),
      junosSet('unit 0 family inet address 10.0.0.2/29'),
      ['high: d1 ge-0/0/0 – d2 ge-0/0/0: 10.0.0.1/30 against 10.0.0.2/29: different masks'],
    ],
    [
      'Junos (curly): one /30',
      junos(
        '        unit 0 {\n            family inet {\n                address 10.0.0.1/30;\n            }\n        }\n',
      ),
      junosSet('unit 0 family inet address 10.0.0.2/30'),
      [],
    ],
    [
      'RouterOS: /ip address on the port',
      ros('10.0.0.1/30'),
      ros('10.0.0.6/30'),
      ['high: d1 ether1 – d2 ether1: 10.0.0.1/30 and 10.0.0.6/30 are not in one subnet'],
    ],
    [
      'AOS-S: addresses live on VLANs, a port has none to compare',
      aoss([], 'vlan 10\n   untagged 1\n   ip address 10.0.0.1 255.255.255.252\n   exit\n'),
      aoss([], 'vlan 10\n   untagged 1\n   ip address 10.0.1.2 255.255.255.252\n   exit\n'),
      [],
    ],
  ])('%s', (_name, a, b, expected) => {
    expect(messages(link(a, b), T)).toEqual(expected);
  });

  it('evidence: the address lines of both ends, Junos on its unit', () => {
    expect(
      lines(
        link(junosSet('unit 0 family inet address 10.0.0.1/30'), ios('ip address 10.0.0.2 255.255.255.0')),
        T,
      ),
    ).toEqual([
      'd1:2 set interfaces ge-0/0/0 unit 0 family inet address 10.0.0.1/30',
      'd2:2 interface GigabitEthernet0/1',
      'd2:3 ip address 10.0.0.2 255.255.255.0',
    ]);
  });
});

describe('link_one_sided', () => {
  it.each<[string, string, 'cdp' | 'lldp']>([
    ['cisco_ios', 'Gi0/1', 'cdp'],
    ['cisco_nxos', 'Eth1/1', 'cdp'],
    ['arista_eos', 'Ethernet1', 'lldp'],
    ['aruba_aoscx', '1/1/1', 'lldp'],
    ['hp_procurve', '1', 'lldp'],
    ['juniper_junos', 'ge-0/0/0', 'lldp'],
    ['mikrotik_routeros', 'ether1', 'lldp'],
  ])('%s: the end that sees the other is told the other does not list it', (platform, port, source) => {
    const d1 = record('D1');
    const d2 = record('D2');
    linked(d1, port, d2, 'Gi0/2', { one_sided: true, source });
    const net = network([
      {
        record: d1,
        platform,
        text: platform === 'juniper_junos' ? 'set system host-name j\n' : 'hostname x\n',
      },
      { record: d2 },
    ]);
    expect(messages(net, 'link_one_sided')).toEqual([
      `low: ${port} sees d2 Gi0/2 over ${source.toUpperCase()}, but d2 does not report this link`,
    ]);
    // A link both ends list is no finding, on either platform.
    linked(d2, 'Gi0/2', d1, port, { source });
    d1.data.neighbors.D2?.connections.forEach((c) => {
      c.one_sided = false;
    });
    expect(
      messages(network([{ record: d1, platform, text: 'hostname x\n' }, { record: d2 }]), 'link_one_sided'),
    ).toEqual([]);
  });
});
