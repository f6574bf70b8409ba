import { type KnownPlatform, parseFile } from '@lne/netparse';
import { describe, expect, it } from 'vitest';
import {
  assessNetwork,
  CHECKS,
  configPlatform,
  describeChecks,
  handedConfig,
  NOT_APPLICABLE_LISTED,
  ParsedConfigCache,
  reassessDevice,
} from './index';
import { config, network, record } from './test-helpers';

describe('the check registry', () => {
  it('keeps the 20 checks of the original registry first, with their types and titles, then the model checks', () => {
    const descriptions = describeChecks();
    expect(descriptions.slice(0, 20).map((d) => `${d.type}: ${d.title}`)).toEqual([
      'telnet_enabled: Telnet enabled',
      'password_encryption_missing: No password encryption',
      'snmp_default_community: SNMP default community',
      'ntp_missing: No NTP server',
      'http_server_enabled: HTTP management enabled',
      'login_banner_missing: No login banner',
      'default_credentials: Default credentials',
      'weak_password_type: Weak password types',
      'aaa_missing: No AAA',
      'syslog_missing: No remote syslog',
      'half_duplex: Half-duplex interfaces',
      'err_disabled: Err-disabled ports',
      'bpdu_guard_missing: BPDU guard missing',
      'too_many_macs: Too many MAC addresses on an access port',
      'unused_ports_enabled: Unused ports not shut down',
      'stp_root_unexpected: STP root not where expected',
      'default_vlan_in_use: Default VLAN 1 in use',
      'duplicate_ip: Duplicate IP addresses',
      'unknown_vendor_ot: Unknown vendor in an OT zone',
      'firmware_outdated: Firmware older than the minimum',
    ]);
    expect(descriptions.slice(20).map((d) => d.type)).toEqual([
      'ssh_version_1',
      'vty_without_acl',
      'snmp_write_community',
      'local_users_only',
      'undefined_reference',
      'unused_structure',
      'access_port_vlan1',
      'trunk_vlan_unknown',
      'stp_root_misplaced',
      'link_speed_duplex_mismatch',
      'link_vlan_mismatch',
      'link_mtu_mismatch',
      'link_subnet_mismatch',
      'link_one_sided',
    ]);
    const tags = new Set(['NetDevice', 'Security', 'Reliability', 'Interface', 'Performance', 'Suspicious']);
    for (const d of descriptions) {
      expect(d.tags.every((tag) => tags.has(tag))).toBe(true);
      expect(d.recommendation).not.toBe('');
    }
    expect(new Set(descriptions.map((d) => d.type)).size).toBe(CHECKS.length);
  });
});

describe('platforms', () => {
  it('reads stored dialect names, netmiko names, and detects the platform of an upload', () => {
    expect(configPlatform({ platform: 'ios-xe', text: '' })).toBe('cisco_xe');
    expect(configPlatform({ platform: 'routeros', text: '' })).toBe('mikrotik_routeros');
    expect(configPlatform({ platform: 'arista_eos', text: '' })).toBe('arista_eos');
    expect(configPlatform({ platform: 'unknown', text: '/ip service\nset telnet disabled=no\n' })).toBe(
      'mikrotik_routeros',
    );
    expect(configPlatform({ platform: 'vrp', text: 'sysname x\n' })).toBeUndefined();
  });
});

describe('assessNetwork', () => {
  it('groups the devices a check does not apply to by reason, lists at most 50, and skips unknown devices', () => {
    const devices = Array.from({ length: NOT_APPLICABLE_LISTED + 5 }, (_, i) => ({
      record: record(`N${String(i).padStart(3, '0')}`),
      platform: 'cisco_nxos',
      text: 'hostname n\n',
    }));
    const unknown = record('U1', { known: false });
    const net = network([
      ...devices,
      { record: unknown },
      {
        record: record('A1', { known: false }),
        platform: 'cisco_ios',
        text: 'hostname a1\nip http server\n',
      },
      { record: record('V1'), platform: 'vrp', text: 'sysname v\n' },
    ]);
    const outcome = assessNetwork(net);
    expect(outcome.not_applicable.aaa_missing).toEqual([
      {
        reason: expect.stringMatching(/IOS-XE only/),
        device_count: NOT_APPLICABLE_LISTED + 5,
        devices: expect.any(Array),
      },
      {
        reason: 'The configuration is in a dialect without a configuration model (vrp).',
        device_count: 1,
        devices: [{ device_id: 'V1', device_name: 'v1' }],
      },
    ]);
    expect(outcome.not_applicable.aaa_missing?.[0]?.devices).toHaveLength(NOT_APPLICABLE_LISTED);
    const named = Object.values(outcome.results).flatMap((rows) => rows.map((r) => r.device_id));
    expect(named).not.toContain('U1');
    // A device added by hand (not logged into) with an uploaded configuration is judged on it.
    expect(outcome.results.http_server_enabled?.map((r) => r.device_id)).toEqual(['A1']);
    // Operational checks apply to a device without a configuration model.
    expect(outcome.not_applicable.half_duplex).toEqual([]);
  });
});

describe('parsing once per configuration version', () => {
  it('parses a version once; a new version, or another text under the same id, is parsed again', () => {
    const cache = new ParsedConfigCache();
    const device = record('D1');
    const first = config(device, 'cisco_ios', 'hostname r1\nip http server\n');
    const parsed = cache.parse(first);
    expect(cache.parse({ ...first })).toBe(parsed);
    const restored = cache.parse({ ...first, text: 'hostname r1\n' });
    expect(restored).not.toBe(parsed);
    expect(restored?.model.config?.services.httpServer).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new ParsedConfigCache(2);
    const device = record('D1');
    const a = config(device, 'cisco_ios', 'hostname a\n');
    const b = config(device, 'cisco_ios', 'hostname b\n');
    const c = config(device, 'cisco_ios', 'hostname c\n');
    const parsedA = cache.parse(a);
    cache.parse(b);
    cache.parse(a);
    cache.parse(c);
    expect(cache.size).toBe(2);
    expect(cache.parse(a)).toBe(parsedA);
  });
});

describe('a parse handed over by the parser', () => {
  const device = record('D1');
  const text = 'hostname r1\nline vty 0 4\n transport input telnet\nip http server\n';
  const version = config(device, 'cisco_ios', text);
  // The parser read the file under its path in the collection.
  const read = (t: string, platform: KnownPlatform = 'cisco_ios') => ({
    text: t,
    parsed: parseFile({ path: 'configs/r1.cfg', text: t }, { platform, kind: 'config' }),
  });

  it('stands for the version parsed: nothing is parsed again, the findings quote the same lines', () => {
    const handed = handedConfig(version, read(text));
    expect(handed?.source).toBe('configs/r1.cfg');
    const cache = new ParsedConfigCache();
    cache.receive(handed ? [JSON.parse(JSON.stringify(handed))] : []);
    const fromHandoff = reassessDevice(network([]), device, version, cache);
    expect(cache.parses).toBe(0);
    const cold = reassessDevice(network([]), device, version, new ParsedConfigCache());
    expect(fromHandoff.get('telnet_enabled')).toMatchObject([
      { evidence: [{ file: version.filename, lines: [{ line: 2 }, { line: 3 }] }] },
    ]);
    expect(fromHandoff).toEqual(cold);
  });

  it('is not taken for another text or another platform, and a restored text is parsed again', () => {
    expect(handedConfig(version, read('hostname r1\n'))).toBeUndefined();
    expect(handedConfig(version, read(text, 'cisco_nxos'))).toBeUndefined();
    const handed = handedConfig(version, read(text));
    const cache = new ParsedConfigCache();
    cache.receive(handed ? [handed] : []);
    const restored = cache.parse({ ...version, text: 'hostname r1\n' });
    expect(cache.parses).toBe(1);
    expect(restored?.model.config?.services.httpServer).toBeUndefined();
  });
});

describe('reassessDevice', () => {
  it('re-reads one edited device and answers its new outcome, the rest of the network unchanged', () => {
    const cache = new ParsedConfigCache();
    const d1 = record('D1');
    const d2 = record('D2');
    const net = network([
      {
        record: d1,
        platform: 'cisco_ios',
        text: 'hostname d1\ninterface Gi0/1\n ip address 10.0.0.1 255.255.255.0\n',
      },
      {
        record: d2,
        platform: 'cisco_ios',
        text: 'hostname d2\ninterface Gi0/1\n ip address 10.0.0.9 255.255.255.0\n',
      },
    ]);
    const edited = config(
      d2,
      'cisco_ios',
      'hostname d2\ninterface Gi0/1\n ip address 10.0.0.1 255.255.255.0\nip http server\n',
    );
    const outcome = reassessDevice(net, d2, edited, cache);
    expect(outcome.get('http_server_enabled')).toMatchObject([
      { message: "HTTP management is enabled: 'ip http server'" },
    ]);
    // The index across devices follows the edit: the address d2 took is now a duplicate.
    expect(outcome.get('duplicate_ip')).toMatchObject([
      { message: '10.0.0.1 is also used by d1 (GigabitEthernet0/1)' },
    ]);
  });
});
