import { describe, expect, it } from 'vitest';
import type { DeviceConfig, DevicePort } from '../../../model/documents';
import { buildNetwork } from '../index';
import { check, config, findings, hostRecord, outcomeOf, port, record, stpInstance } from '../test-helpers';
import type { CheckOutcome } from '../types';

/**
 * The operational checks on each platform: the state the device reports decides, and the configuration of the
 * port (written in the platform's own syntax, with its defaults) is the evidence beside it, or tells a port
 * that is shut down from one that is open.
 */

/** How one platform writes an access port (`name` as the device reports it), and the variants a test needs. */
type Port = {
  vlan?: number;
  half?: boolean;
  edge?: boolean;
  guard?: boolean;
  shut?: boolean;
};
type Platform = {
  platform: string;
  name: string;
  text: (p: Port) => string;
  /** A global statement (or a port's) that guards every edge port, and one that makes every access port edge. */
  guardDefault?: string;
};

const lines = (...items: (string | false | undefined)[]) =>
  `${items.filter((l): l is string => typeof l === 'string').join('\n')}\n`;

const PLATFORMS: Record<string, Platform> = {
  IOS: {
    platform: 'cisco_ios',
    name: 'GigabitEthernet1/0/5',
    text: (p) =>
      lines(
        'hostname s1',
        'spanning-tree mode rapid-pvst',
        'interface GigabitEthernet1/0/5',
        ' switchport mode access',
        p.vlan !== undefined && ` switchport access vlan ${p.vlan}`,
        p.half && ' speed 100',
        p.half && ' duplex half',
        p.edge && ' spanning-tree portfast',
        p.guard && ' spanning-tree bpduguard enable',
        p.shut && ' shutdown',
      ),
    guardDefault: 'spanning-tree portfast bpduguard default',
  },
  'NX-OS': {
    platform: 'cisco_nxos',
    name: 'Ethernet1/5',
    text: (p) =>
      lines(
        'hostname n1',
        'interface Ethernet1/5',
        '  switchport',
        '  switchport mode access',
        p.vlan !== undefined && `  switchport access vlan ${p.vlan}`,
        p.half && '  speed 100',
        p.half && '  duplex half',
        p.edge && '  spanning-tree port type edge',
        p.guard && '  spanning-tree bpduguard enable',
        // NX-OS ports are shut until `no shutdown`.
        !p.shut && '  no shutdown',
      ),
    guardDefault: 'spanning-tree port type edge bpduguard default',
  },
  EOS: {
    platform: 'arista_eos',
    name: 'Ethernet5',
    text: (p) =>
      lines(
        'hostname e1',
        'interface Ethernet5',
        '   switchport mode access',
        p.vlan !== undefined && `   switchport access vlan ${p.vlan}`,
        p.half && '   speed forced 100half',
        p.edge && '   spanning-tree portfast',
        p.guard && '   spanning-tree bpduguard enable',
        p.shut && '   shutdown',
      ),
    guardDefault: 'spanning-tree edge-port bpduguard default',
  },
  'AOS-CX': {
    platform: 'aruba_aoscx',
    name: '1/1/5',
    text: (p) =>
      lines(
        'hostname c1',
        'spanning-tree',
        'interface 1/1/5',
        // AOS-CX ports are shut until `no shutdown`.
        !p.shut && '    no shutdown',
        '    no routing',
        `    vlan access ${p.vlan ?? 1}`,
        p.half && '    speed 100-half',
        p.edge && '    spanning-tree port-type admin-edge',
        p.guard && '    spanning-tree bpdu-guard',
      ),
  },
  'AOS-S': {
    platform: 'hp_procurve',
    name: '5',
    text: (p) =>
      lines(
        'hostname "a1"',
        'interface 5',
        '   name "desk 5"',
        p.half && '   speed-duplex 100-half',
        p.shut && '   disable',
        '   exit',
        `vlan ${p.vlan ?? 1}`,
        '   untagged 5',
        '   exit',
        'spanning-tree',
        p.edge && 'spanning-tree 5 admin-edge-port',
        p.guard && 'spanning-tree 5 bpdu-protection',
      ),
  },
  'Junos (set)': {
    platform: 'juniper_junos',
    name: 'ge-0/0/5',
    text: (p) =>
      lines(
        'set system host-name j1',
        p.half && 'set interfaces ge-0/0/5 ether-options no-auto-negotiation',
        p.half && 'set interfaces ge-0/0/5 ether-options link-mode half-duplex',
        p.shut && 'set interfaces ge-0/0/5 disable',
        'set interfaces ge-0/0/5 unit 0 family ethernet-switching interface-mode access',
        p.vlan !== undefined && 'set interfaces ge-0/0/5 unit 0 family ethernet-switching vlan members USERS',
        `set vlans USERS vlan-id ${p.vlan ?? 10}`,
        'set protocols rstp interface all',
        p.edge && 'set protocols rstp interface ge-0/0/5 edge',
        p.guard && 'set protocols layer2-control bpdu-block interface ge-0/0/5',
      ),
    guardDefault: 'set protocols rstp bpdu-block-on-edge',
  },
  'Junos (curly)': {
    platform: 'juniper_junos',
    name: 'ge-0/0/5',
    text: (p) =>
      lines(
        'system {',
        '    host-name j1;',
        '}',
        'interfaces {',
        '    ge-0/0/5 {',
        p.shut && '        disable;',
        p.half && '        ether-options {',
        p.half && '            no-auto-negotiation;',
        p.half && '            link-mode half-duplex;',
        p.half && '        }',
        '        unit 0 {',
        '            family ethernet-switching {',
        '                interface-mode access;',
        p.vlan !== undefined && '                vlan {',
        p.vlan !== undefined && '                    members USERS;',
        p.vlan !== undefined && '                }',
        '            }',
        '        }',
        '    }',
        '}',
        'protocols {',
        '    rstp {',
        p.edge && '        interface ge-0/0/5 {',
        p.edge && '            edge;',
        p.edge && '        }',
        '    }',
        p.guard && '    layer2-control {',
        p.guard && '        bpdu-block {',
        p.guard && '            interface ge-0/0/5;',
        p.guard && '        }',
        p.guard && '    }',
        '}',
        'vlans {',
        '    USERS {',
        `        vlan-id ${p.vlan ?? 10};`,
        '    }',
        '}',
      ),
  },
  RouterOS: {
    platform: 'mikrotik_routeros',
    name: 'ether5',
    text: (p) =>
      lines(
        '/interface bridge',
        'add name=bridge1 protocol-mode=rstp vlan-filtering=yes',
        '/interface ethernet',
        `set [ find default-name=ether5 ] comment="desk 5"${p.half ? ' auto-negotiation=no speed=100Mbps full-duplex=no' : ''}${p.shut ? ' disabled=yes' : ''}`,
        '/interface bridge port',
        `add bridge=bridge1 interface=ether5 pvid=${p.vlan ?? 1}${p.edge ? ' edge=yes' : ''}${p.guard ? ' bpdu-guard=yes' : ''}`,
      ),
  },
};

const EVERY = Object.entries(PLATFORMS).map(([name, p]) => [name, p] as const);
const STP = { stp: { protocol: 'rstp' as const, instances: {} } };

const messages = (outcome: CheckOutcome) => findings(outcome).map((f) => `${f.severity}: ${f.message}`);
/** The configuration lines of the findings' evidence, trimmed. */
const configLines = (outcome: CheckOutcome) =>
  findings(outcome).flatMap((f) =>
    f.evidence.filter((e) => e.file !== null).flatMap((e) => e.lines.map((l) => l.text.trim())),
  );
const notes = (outcome: CheckOutcome) =>
  findings(outcome).flatMap((f) => f.evidence.map((e) => e.note).filter((n) => n !== null));

const ports = (name: string, extra: Partial<DevicePort> = {}) => ({
  ports: { [name]: port(name, { vlan_id: 10, ...extra }) },
});

describe('half_duplex', () => {
  it.each(EVERY)('%s: an up port at half duplex, with the configuration lines that set it', (_n, p) => {
    const outcome = check(
      'half_duplex',
      p.platform,
      p.text({ vlan: 10, half: true }),
      ports(p.name, { duplex: 'half', speed: 100 }),
    );
    expect(messages(outcome)).toEqual([`medium: ${p.name} runs half duplex at 100 Mb/s`]);
    // The line that sets half duplex (RouterOS: `full-duplex=no`).
    expect(configLines(outcome).some((l) => /half|full-duplex=no/.test(l))).toBe(true);
    expect(findings(outcome)[0]?.interface).toBe(p.name);
  });

  it.each(EVERY)('%s: full duplex passes', (_n, p) => {
    expect(findings(check('half_duplex', p.platform, p.text({ vlan: 10 }), ports(p.name)))).toEqual([]);
  });

  it('the evidence lines of the IOS and the Junos port', () => {
    const ios = PLATFORMS.IOS;
    const junos = PLATFORMS['Junos (set)'];
    if (!ios || !junos) throw new Error('platforms');
    const state = { duplex: 'half' as const, speed: 100 };
    expect(
      configLines(
        check('half_duplex', ios.platform, ios.text({ vlan: 10, half: true }), ports(ios.name, state)),
      ),
    ).toEqual(['interface GigabitEthernet1/0/5', 'speed 100', 'duplex half']);
    expect(
      configLines(
        check('half_duplex', junos.platform, junos.text({ vlan: 10, half: true }), ports(junos.name, state)),
      ),
    ).toEqual([
      'set interfaces ge-0/0/5 ether-options no-auto-negotiation',
      'set interfaces ge-0/0/5 ether-options link-mode half-duplex',
      'set interfaces ge-0/0/5 unit 0 family ethernet-switching interface-mode access',
      'set interfaces ge-0/0/5 unit 0 family ethernet-switching vlan members USERS',
    ]);
  });
});

describe('err_disabled', () => {
  it.each(EVERY)('%s: an err-disabled port, with its configuration block', (_n, p) => {
    const outcome = check(
      'err_disabled',
      p.platform,
      p.text({ vlan: 10 }),
      ports(p.name, { if_state: 'err-disabled', description: 'bpdu guard' }),
    );
    expect(messages(outcome)).toEqual([`high: ${p.name} is err-disabled (bpdu guard)`]);
    expect(configLines(outcome).length).toBeGreaterThan(0);
  });

  it.each(EVERY)('%s: a port that is up passes', (_n, p) => {
    expect(findings(check('err_disabled', p.platform, p.text({ vlan: 10 }), ports(p.name)))).toEqual([]);
  });
});

describe('bpdu_guard_missing', () => {
  const T = 'bpdu_guard_missing';
  const run = (p: Platform, port: Port, extra = '') =>
    check(T, p.platform, `${p.text(port)}${extra}`, { ...STP, ...ports(p.name) });

  it.each(EVERY)('%s: an up edge (access) port without BPDU guard fails', (_n, p) => {
    expect(messages(run(p, { vlan: 10, edge: true }))).toEqual([
      'medium: BPDU guard is not enabled on 1 access port(s)',
    ]);
  });

  it.each(EVERY)('%s: the port guarded passes', (_n, p) => {
    expect(findings(run(p, { vlan: 10, edge: true, guard: true }))).toEqual([]);
  });

  it.each(EVERY)('%s: a port that is shut down is not judged', (_n, p) => {
    expect(findings(run(p, { vlan: 10, edge: true, shut: true }))).toEqual([]);
  });

  it.each(EVERY.filter(([, p]) => p.guardDefault))(
    '%s: the global BPDU guard default guards the edge ports',
    (_n, p) => {
      expect(findings(run(p, { vlan: 10, edge: true }, `${p.guardDefault}\n`))).toEqual([]);
    },
  );

  it('IOS: `spanning-tree portfast default` makes every access port an edge port the guard default covers', () => {
    const ios = PLATFORMS.IOS;
    if (!ios) throw new Error('IOS');
    const both = 'spanning-tree portfast default\nspanning-tree portfast bpduguard default\n';
    expect(findings(run(ios, { vlan: 10 }, both))).toEqual([]);
    // Without `portfast default` the port is no edge port and the guard default does not reach it.
    const outcome = run(ios, { vlan: 10 }, 'spanning-tree portfast bpduguard default\n');
    expect(notes(outcome)).toEqual([
      'BPDU guard is on by default for edge ports only; these ports are not edge ports or opt out.',
    ]);
  });

  it('IOS: `no spanning-tree bpduguard enable` and `bpduguard disable` take the guard back; abbreviations count', () => {
    const ios = PLATFORMS.IOS;
    if (!ios) throw new Error('IOS');
    const base = ios.text({ vlan: 10, edge: true, guard: true });
    expect(
      findings(
        check(T, ios.platform, `${base} no spanning-tree bpduguard enable\n`, { ...STP, ...ports(ios.name) }),
      ),
    ).toHaveLength(1);
    expect(
      findings(
        check(T, ios.platform, 'hostname s1\nint gi1/0/5\n sw mo acc\n span portf\n span bpdug en\n', {
          ...STP,
          ...ports(ios.name),
        }),
      ),
    ).toEqual([]);
  });

  it('Junos: an access port on unit 0 that is no edge port is still an access port without guard', () => {
    const junos = PLATFORMS['Junos (set)'];
    if (!junos) throw new Error('Junos');
    const outcome = run(junos, { vlan: 10 });
    expect(messages(outcome)).toEqual(['medium: BPDU guard is not enabled on 1 access port(s)']);
    expect(configLines(outcome)).toEqual([
      'set interfaces ge-0/0/5 unit 0 family ethernet-switching interface-mode access',
    ]);
  });

  it('a device whose state reports no spanning tree is not judged', () => {
    const ios = PLATFORMS.IOS;
    if (!ios) throw new Error('IOS');
    expect(
      findings(check(T, ios.platform, ios.text({ vlan: 10, edge: true }), { stp: null, ...ports(ios.name) })),
    ).toEqual([]);
  });
});

describe('unused_ports_enabled', () => {
  const T = 'unused_ports_enabled';
  const SHUT_WORD: Record<string, string> = {
    IOS: 'shutdown',
    'NX-OS': 'shutdown',
    EOS: 'shutdown',
    'AOS-CX': 'shutdown',
    'AOS-S': 'disable',
    'Junos (set)': 'disable',
    'Junos (curly)': 'disable',
    RouterOS: 'disabled=yes',
  };
  it.each(EVERY)('%s: a port without link that the configuration leaves open fails', (name, p) => {
    const outcome = check(T, p.platform, p.text({ vlan: 10 }), ports(p.name, { if_state: 'down' }));
    expect(messages(outcome)).toEqual([`low: 1 unused access port(s) are not shut down: ${p.name}`]);
    expect(notes(outcome)).toEqual([`These interfaces have no link and no '${SHUT_WORD[name]}'.`]);
  });

  it.each(EVERY)('%s: the port shut down passes', (_n, p) => {
    expect(
      findings(check(T, p.platform, p.text({ vlan: 10, shut: true }), ports(p.name, { if_state: 'down' }))),
    ).toEqual([]);
  });

  it('IOS: abbreviated `shut` shuts the port; `no shutdown` after it opens it again', () => {
    const ios = PLATFORMS.IOS;
    if (!ios) throw new Error('IOS');
    const down = ports(ios.name, { if_state: 'down' });
    expect(findings(check(T, ios.platform, `${ios.text({ vlan: 10 })} shut\n`, down))).toEqual([]);
    expect(
      findings(check(T, ios.platform, `${ios.text({ vlan: 10, shut: true })} no shutdown\n`, down)),
    ).toHaveLength(1);
  });
});

describe('default_vlan_in_use', () => {
  const T = 'default_vlan_in_use';
  const withHost = (name: string, vlan: number) => ({
    ...ports(name, { vlan_id: vlan }),
    hosts: {
      H1: { hw_id: 'H1', addresses: [], vendor: 'Dell', port_if_no: name, port_if_no_short: name },
    },
  });
  it.each(EVERY)('%s: hosts on an access port in VLAN 1 fail', (_n, p) => {
    expect(messages(check(T, p.platform, p.text({}), withHost(p.name, 1)))).toEqual([
      `low: ${p.name} carries hosts in VLAN 1`,
    ]);
  });

  it.each(EVERY)('%s: hosts in another VLAN pass', (_n, p) => {
    expect(findings(check(T, p.platform, p.text({ vlan: 10 }), withHost(p.name, 10)))).toEqual([]);
  });

  it.each([
    ['IOS', true],
    ['NX-OS', true],
    ['EOS', true],
    ['Junos (set)', true],
    ['Junos (curly)', true],
    ['AOS-CX', false],
    ['AOS-S', false],
  ])(
    '%s: the note says VLAN 1 is the default only when no access VLAN is written (%s)',
    (name, byDefault) => {
      const p = PLATFORMS[name];
      if (!p) throw new Error(name);
      const expected = byDefault ? ['No access VLAN is configured: the port is in VLAN 1 by default.'] : [];
      expect(notes(check(T, p.platform, p.text({}), withHost(p.name, 1)))).toEqual(expected);
    },
  );
});

describe('too_many_macs', () => {
  it.each(EVERY)('%s: three hosts behind one access port fail, with the port block as evidence', (_n, p) => {
    const host = (id: string) => ({
      hw_id: id,
      addresses: [{ ipv4: `10.0.0.${id.slice(1)}` }],
      vendor: 'x',
      port_if_no: p.name,
      port_if_no_short: p.name,
    });
    const hosts = { H1: host('H1'), H2: host('H2'), H3: host('H3') };
    const outcome = check('too_many_macs', p.platform, p.text({ vlan: 10 }), { ...ports(p.name), hosts });
    expect(messages(outcome)).toEqual([`medium: 3 MAC addresses on access port ${p.name}`]);
    expect(configLines(outcome).length).toBeGreaterThan(0);
    const two = { H1: host('H1'), H2: host('H2') };
    expect(
      findings(check('too_many_macs', p.platform, p.text({ vlan: 10 }), { ...ports(p.name), hosts: two })),
    ).toEqual([]);
  });
});

const instance = (priority: number) =>
  stpInstance({
    is_root: true,
    bridge_priority: priority,
    root_priority: priority,
    bridge_address: { address: '00:00:00:00:00:01' },
  });

describe('stp_root_unexpected', () => {
  const T = 'stp_root_unexpected';
  /** The platform's bridge priority statement, as the root's evidence. */
  const PRIORITY: [string, string, string, string][] = [
    [
      'IOS',
      'cisco_ios',
      'hostname s1\nspanning-tree vlan 1 priority 4096\n',
      'spanning-tree vlan 1 priority 4096',
    ],
    [
      'NX-OS',
      'cisco_nxos',
      'hostname n1\nspanning-tree vlan 1 priority 4096\n',
      'spanning-tree vlan 1 priority 4096',
    ],
    [
      'EOS',
      'arista_eos',
      'hostname e1\nspanning-tree mst 0 priority 4096\n',
      'spanning-tree mst 0 priority 4096',
    ],
    [
      'AOS-CX',
      'aruba_aoscx',
      'hostname c1\nspanning-tree\nspanning-tree priority 1\n',
      'spanning-tree priority 1',
    ],
    [
      'AOS-S',
      'hp_procurve',
      'hostname "a1"\nspanning-tree\nspanning-tree priority 1\n',
      'spanning-tree priority 1',
    ],
    [
      'Junos (set)',
      'juniper_junos',
      'set protocols rstp bridge-priority 4k\n',
      'set protocols rstp bridge-priority 4k',
    ],
    [
      'Junos (curly)',
      'juniper_junos',
      'protocols {\n    rstp {\n        bridge-priority 4k;\n    }\n}\n',
      'bridge-priority 4k;',
    ],
    [
      'RouterOS',
      'mikrotik_routeros',
      '/interface bridge\nadd name=bridge1 priority=0x1000 protocol-mode=rstp\n',
      'add name=bridge1 priority=0x1000 protocol-mode=rstp',
    ],
  ];
  const EMPTY: Record<string, string> = {
    cisco_ios: 'hostname s1\n',
    cisco_nxos: 'hostname n1\n',
    arista_eos: 'hostname e1\n',
    aruba_aoscx: 'hostname c1\nspanning-tree\n',
    hp_procurve: 'hostname "a1"\nspanning-tree\n',
    juniper_junos: 'set system host-name j1\n',
    mikrotik_routeros: '/interface bridge\nadd name=bridge1 protocol-mode=rstp\n',
  };

  it.each(PRIORITY)(
    '%s: a root at the default priority fails; the configuration sets none',
    (_n, platform) => {
      const outcome = check(T, platform, EMPTY[platform] ?? '', {
        stp: { protocol: 'rstp', instances: { '0': instance(32768) } },
      });
      expect(messages(outcome)).toEqual(['high: Root bridge of instance 0 with default priority']);
      expect(notes(outcome)).toEqual([
        'The configuration sets no bridge priority: the default 32768 applies.',
      ]);
    },
  );

  it.each(PRIORITY)(
    '%s: the configured priority is shown beside a state that disagrees with it',
    (_n, platform, text, line) => {
      const outcome = check(T, platform, text, {
        stp: { protocol: 'rstp', instances: { '0': instance(32768) } },
      });
      expect(configLines(outcome)).toEqual([line]);
    },
  );

  it.each(PRIORITY)('%s: a root with a lowered priority passes', (_n, platform, text) => {
    expect(
      findings(check(T, platform, text, { stp: { protocol: 'rstp', instances: { '0': instance(4096) } } })),
    ).toEqual([]);
  });
});

describe('unknown_vendor_ot', () => {
  function otNetwork(p: Platform, vendor: string) {
    const device = record('D1', ports(p.name));
    const host = hostRecord(
      {
        addresses: [{ ipv4: '10.7.0.9' }],
        mac: { address: '3c:22:fb:00:00:01' },
        vendor,
        seen_on_device: 'D1',
        seen_on_device_name: 'd1',
        port_if_no: p.name,
        port_if_no_short: p.name,
      },
      7,
    );
    const configs = new Map<string, DeviceConfig>([['D1', config(device, p.platform, p.text({ vlan: 10 }))]]);
    return buildNetwork({
      devices: [device],
      hosts: [host],
      vlans: [
        {
          vlan_db_id: 7,
          vlan_id: 10,
          name: 'CELL',
          description: '',
          subnet: null,
          gateway: null,
          group_id: 'g',
          zone_id: 3,
        },
      ],
      zones: [{ id: 3, name: 'Cell', description: '', purdue_level: 'L1', vlan_db_ids: [7], device_ids: [] }],
      configs,
    });
  }

  it.each(EVERY)('%s: a host of an unexpected vendor on an OT VLAN fails, with its port block', (_n, p) => {
    const found = findings(outcomeOf(otNetwork(p, 'Apple'), 'unknown_vendor_ot'));
    expect(found.map((f) => f.message)).toEqual([
      `Host 3c:22:fb:00:00:01 (Apple) on an OT VLAN at ${p.name}`,
    ]);
    expect(found[0]?.evidence.some((e) => e.file !== null && e.lines.length > 0)).toBe(true);
    expect(findings(outcomeOf(otNetwork(p, 'Siemens'), 'unknown_vendor_ot'))).toEqual([]);
  });
});

describe('firmware_outdated', () => {
  const T = 'firmware_outdated';
  const version = (vendor: string, software: string) => ({
    version: { vendor, model: 'X', software, serial: 'S' },
  });

  it('IOS-XE under the minimum fails, with the `version` line of the configuration', () => {
    const outcome = check(T, 'cisco_xe', 'version 17.3\nhostname s1\n', version('cisco', 'IOS-XE 17.3.4'));
    expect(messages(outcome)).toEqual(['medium: IOS-XE 17.3.4 is older than the minimum 17.6']);
    expect(findings(outcome)[0]?.evidence[1]?.lines).toEqual([{ line: 1, text: 'version 17.3' }]);
    expect(
      findings(check(T, 'cisco_xe', 'version 17.9\nhostname s1\n', version('cisco', 'IOS-XE 17.9.4a'))),
    ).toEqual([]);
  });

  it('a `version` word inside a block is not the release line', () => {
    const text = 'hostname s1\nip ssh version 2\nsnmp-server host 10.0.0.1 version 2c n0c\n';
    const outcome = check(T, 'cisco_xe', text, version('cisco', 'IOS-XE 17.3.4'));
    expect(findings(outcome)[0]?.evidence.map((e) => e.lines.length)).toEqual([1]);
  });

  it('RouterOS under the minimum fails, with the export header that names the release', () => {
    const text =
      '# 2024-03-18 10:00:01 by RouterOS 7.12.2\n# model = CCR2004\n/system identity\nset name=r1\n';
    const outcome = check(T, 'mikrotik_routeros', text, version('mikrotik', 'RouterOS 7.12.2'));
    expect(messages(outcome)).toEqual(['medium: RouterOS 7.12.2 is older than the minimum 7.15']);
    expect(findings(outcome)[0]?.evidence[1]?.lines).toEqual([
      { line: 1, text: '# 2024-03-18 10:00:01 by RouterOS 7.12.2' },
    ]);
    const current = '# 2025-01-01 10:00:01 by RouterOS 7.16.1\n/system identity\nset name=r1\n';
    expect(findings(check(T, 'mikrotik_routeros', current, version('mikrotik', 'RouterOS 7.16.1')))).toEqual(
      [],
    );
  });

  it.each([
    ['cisco_nxos', 'hostname n1\n', 'cisco', 'NX-OS 9.3(8)'],
    ['arista_eos', 'hostname e1\n', 'arista', 'EOS 4.28.3M'],
    ['juniper_junos', 'set version 21.4R3-S3.4\n', 'juniper', 'JUNOS 21.4R3-S3.4'],
    ['hp_procurve', 'hostname "a1"\n', 'hp', 'WC.16.10.0012'],
    ['aruba_aoscx', 'hostname c1\n', 'aruba', 'FL.10.13.1010'],
  ])(
    '%s: no minimum is set for this software: not applicable, with the reason',
    (platform, text, vendor, software) => {
      expect(check(T, platform, text, version(vendor, software))).toEqual({
        notApplicable: `No minimum release is set for '${software}' of ${vendor}.`,
      });
    },
  );
});
