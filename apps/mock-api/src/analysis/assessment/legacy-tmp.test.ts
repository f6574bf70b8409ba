import { describe, expect, it } from 'vitest';
import type { DevicePort, DeviceRecord, HostRecord, StpInstance } from '../model/documents';
import {
  CHECKS,
  type CheckInput,
  compareVersions,
  describeChecks,
  type NetworkFacts,
  runChecks,
} from './assessment';

const port = (if_no: string, extra: Partial<DevicePort> = {}): DevicePort => ({
  if_no,
  if_no_short: if_no,
  if_state: 'up',
  port_type: 'access',
  vlan_id: 10,
  tagged: [],
  description: '',
  speed: 1000,
  duplex: 'full',
  ...extra,
});

function device(extra: Partial<DeviceRecord['data']> = {}, id = 'D1'): DeviceRecord {
  return {
    unique_id: id,
    id: 1,
    created: '2026-01-01T00:00:00Z',
    explorer_network_id: 1,
    dev_type: 'switch',
    group_id: 'parent-1',
    zone_id: null,
    new_device: false,
    tag_ids: [],
    notes: '',
    data: {
      id,
      name: `sw-${id}`,
      known: true,
      last_seen: 0,
      ip_address: '10.0.0.1',
      mac: { address: '00:00:00:00:00:01' },
      version: { vendor: 'cisco', model: 'C9300', software: 'IOS-XE 17.9.4a', serial: 'X' },
      ports: { Gi1: port('Gi1') },
      hosts: {},
      neighbors: {},
      routes: {},
      vlans: {},
      vrfs: {},
      lags: {},
      ip_configs: {},
      stp: null,
      ...extra,
    },
  };
}

const emptyNetwork: NetworkFacts = { devices: [], hosts: [], vlans: [], zones: [] };
const GOOD_IOS = [
  'version 17.9',
  'service password-encryption',
  'hostname sw',
  'aaa new-model',
  'username netadmin privilege 15 secret 9 $9$abc',
  'no ip http server',
  'snmp-server community n3tM0n-r0 RO',
  'ntp server 10.0.0.5',
  'logging host 10.0.0.50',
  'banner login ^CAuthorised access only^C',
  'interface Gi1',
  ' spanning-tree bpduguard enable',
  'line vty 0 4',
  ' transport input ssh',
].join('\n');

function run(type: string, input: Partial<CheckInput>) {
  const check = CHECKS.find((c) => c.type === type);
  if (!check) throw new Error(`no check ${type}`);
  return check.evaluate({ device: device(), config: GOOD_IOS, network: emptyNetwork, ...input });
}
const withLine = (replace: string, by: string) => GOOD_IOS.replace(replace, by);

describe('the check registry', () => {
  it('has at least 15 checks, each described with tags of spec §3', () => {
    const descriptions = describeChecks();
    expect(descriptions.length).toBeGreaterThanOrEqual(15);
    const tags = new Set(['NetDevice', 'Security', 'Reliability', 'Interface', 'Performance', 'Suspicious']);
    for (const d of descriptions) {
      expect(d.tags.length).toBeGreaterThan(0);
      expect(d.tags.every((tag) => tags.has(tag))).toBe(true);
      expect(d.title).not.toBe('');
      expect(d.recommendation).not.toBe('');
    }
    expect(descriptions.some((d) => d.long_description === null)).toBe(true);
    expect(new Set(descriptions.map((d) => d.type)).size).toBe(descriptions.length);
  });

  it('a clean configuration passes every configuration check', () => {
    const results = runChecks([device()], new Map([['D1', GOOD_IOS]]), emptyNetwork);
    for (const check of CHECKS.filter((c) => c.category === 'configuration'))
      expect(results[check.type]).toEqual([]);
  });
});

describe('configuration checks', () => {
  it.each([
    ['telnet_enabled', withLine(' transport input ssh', ' transport input telnet ssh'), 'high'],
    ['telnet_enabled', `${GOOD_IOS}\n/ip service\nset telnet disabled=no`, 'high'],
    ['password_encryption_missing', withLine('service password-encryption\n', ''), 'medium'],
    ['snmp_default_community', withLine('n3tM0n-r0 RO', 'public RO'), 'high'],
    ['snmp_default_community', withLine('n3tM0n-r0 RO', 'private RW'), 'critical'],
    ['ntp_missing', withLine('ntp server 10.0.0.5\n', ''), 'medium'],
    ['http_server_enabled', withLine('no ip http server', 'ip http server'), 'medium'],
    ['login_banner_missing', withLine('banner login ^CAuthorised access only^C\n', ''), 'low'],
    ['default_credentials', `${GOOD_IOS}\nenable password cisco`, 'critical'],
    ['weak_password_type', `${GOOD_IOS}\nusername op privilege 1 password 7 0822455D0A16`, 'high'],
    ['aaa_missing', withLine('aaa new-model\n', ''), 'medium'],
    ['syslog_missing', withLine('logging host 10.0.0.50\n', ''), 'low'],
  ])('%s finds a weakness in a failing snippet', (type, config, severity) => {
    const findings = run(type, { config });
    expect(findings).toHaveLength(1);
    expect(findings[0]?.severity).toBe(severity);
  });

  it('devices without a configuration are not judged by configuration checks', () => {
    expect(run('ntp_missing', { config: null })).toEqual([]);
  });

  it('words the telnet finding with the offending line', () => {
    expect(
      run('telnet_enabled', { config: withLine(' transport input ssh', ' transport input telnet ssh') }),
    ).toEqual([
      { severity: 'high', message: "Telnet is allowed: 'transport input telnet ssh'", interface: null },
    ]);
  });
});

describe('operational checks', () => {
  it('half duplex: an up port at half duplex fails, full duplex passes', () => {
    const half = device({ ports: { Gi5: port('Gi5', { duplex: 'half', speed: 100 }) } });
    expect(run('half_duplex', { device: half })).toEqual([
      { severity: 'medium', message: 'Gi5 runs half duplex at 100 Mb/s', interface: 'Gi5' },
    ]);
    expect(run('half_duplex', {})).toEqual([]);
  });

  it('err-disabled ports fail', () => {
    const bad = device({ ports: { Gi7: port('Gi7', { if_state: 'err-disabled', description: 'loop' }) } });
    expect(run('err_disabled', { device: bad })).toEqual([
      { severity: 'high', message: 'Gi7 is err-disabled (loop)', interface: 'Gi7' },
    ]);
    expect(run('err_disabled', {})).toEqual([]);
  });

  const stp = (extra: Partial<StpInstance> = {}): DeviceRecord['data']['stp'] => ({
    protocol: 'rstp',
    instances: {
      '0': {
        mapped_vlans: [1],
        is_root: false,
        root_port: 'Gi1',
        root_port_short: 'Gi1',
        bridge_priority: 32768,
        root_priority: 4096,
        bridge_address: { address: '00:00:00:00:00:01' },
        root_address: { address: '00:00:00:00:00:09' },
        interfaces: [],
        ...extra,
      },
    },
  });

  it('BPDU guard: an STP switch with access ports and no bpdu guard fails', () => {
    const sw = device({ stp: stp() });
    expect(
      run('bpdu_guard_missing', { device: sw, config: withLine(' spanning-tree bpduguard enable\n', '') }),
    ).toHaveLength(1);
    expect(run('bpdu_guard_missing', { device: sw })).toEqual([]);
  });

  it('STP root with the default priority fails, a configured root passes', () => {
    expect(run('stp_root_unexpected', { device: device({ stp: stp({ is_root: true }) }) })).toHaveLength(1);
    expect(
      run('stp_root_unexpected', { device: device({ stp: stp({ is_root: true, bridge_priority: 4096 }) }) }),
    ).toEqual([]);
  });

  it('too many MACs on one access port and hosts in VLAN 1 fail', () => {
    const hosts = Object.fromEntries(
      ['a', 'b', 'c'].map((id) => [
        id,
        { hw_id: id, addresses: [], vendor: 'x', port_if_no: 'Gi1', port_if_no_short: 'Gi1' },
      ]),
    );
    expect(run('too_many_macs', { device: device({ hosts }) })).toEqual([
      { severity: 'medium', message: '3 MAC addresses on access port Gi1', interface: 'Gi1' },
    ]);
    expect(
      run('default_vlan_in_use', { device: device({ hosts, ports: { Gi1: port('Gi1', { vlan_id: 1 }) } }) }),
    ).toHaveLength(1);
    expect(run('default_vlan_in_use', { device: device({ hosts }) })).toEqual([]);
  });

  it('unused ports left in a production VLAN fail', () => {
    const sw = device({
      ports: {
        Gi9: port('Gi9', { if_state: 'down', vlan_id: 20 }),
        Gi10: port('Gi10', { if_state: 'down', vlan_id: 1 }),
      },
    });
    expect(run('unused_ports_enabled', { device: sw })).toEqual([
      { severity: 'low', message: '1 unused access port(s) are not shut down: Gi9', interface: null },
    ]);
  });

  it('duplicate IPs between devices fail', () => {
    const a = device({}, 'A');
    const b = device({}, 'B');
    const network = { ...emptyNetwork, devices: [a, b] };
    expect(run('duplicate_ip', { device: a, network })).toEqual([
      { severity: 'high', message: '10.0.0.1 is also used by sw-B', interface: null },
    ]);
    expect(run('duplicate_ip', { device: a, network: { ...emptyNetwork, devices: [a] } })).toEqual([]);
  });

  it('a host of an unexpected vendor on an OT VLAN fails', () => {
    const host = (vendor: string): HostRecord => ({
      created: '',
      explorer_network_id: 1,
      new_device: false,
      tag_ids: [],
      notes: '',
      vlan_db_id: 5,
      data: {
        hw_id: vendor,
        addresses: [],
        mac: { address: '3c:22:fb:00:00:01' },
        vendor,
        last_seen: 0,
        seen_on_device: 'D1',
        seen_on_device_name: 'sw-D1',
        port_if_no: 'Gi1',
        port_if_no_short: 'Gi1',
        vlan_ids: [100],
      },
    });
    const network: NetworkFacts = {
      devices: [],
      hosts: [host('apple'), host('siemens')],
      vlans: [
        {
          vlan_db_id: 5,
          vlan_id: 100,
          name: 'PLC',
          description: '',
          subnet: null,
          gateway: null,
          group_id: '',
          zone_id: 5,
        },
      ],
      zones: [
        { id: 5, name: 'Control', description: '', purdue_level: 'L1', vlan_db_ids: [5], device_ids: [] },
      ],
    };
    expect(run('unknown_vendor_ot', { network })).toEqual([
      { severity: 'high', message: 'Host 3c:22:fb:00:00:01 (apple) on an OT VLAN at Gi1', interface: 'Gi1' },
    ]);
  });

  it('firmware below the minimum fails', () => {
    const old = device({
      version: { vendor: 'cisco', model: 'C9300', software: 'IOS-XE 17.3.8a', serial: 'X' },
    });
    expect(run('firmware_outdated', { device: old })).toEqual([
      { severity: 'medium', message: 'IOS-XE 17.3.8 is older than the minimum 17.6', interface: null },
    ]);
    expect(run('firmware_outdated', {})).toEqual([]);
    expect(compareVersions('17.12', '17.6')).toBeGreaterThan(0);
  });
});
