import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DeviceFacts } from '../../model/types';
import { flattenJunos, parseJunosConfig, setLineText } from './index';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/configs/juniper_junos');
const read = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');
const parse = (text: string, file = 'test.conf') =>
  parseJunosConfig(text, { file, platform: 'juniper_junos' });

/** Facts without where they were read, to compare two files of the same device. */
function withoutSources(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSources);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === 'source' || key === 'sources' || key === 'fieldSources' || key === 'file' || key === 'line')
        continue;
      if (key === 'tree') continue;
      out[key] = withoutSources(v);
    }
    return out;
  }
  return value;
}

function iface(facts: DeviceFacts, name: string) {
  return facts.interfaces?.find((i) => i.name === name);
}

describe('flattenJunos', () => {
  it('turns blocks into set lines with the line of each statement', () => {
    const { lines, warnings } = flattenJunos(
      [
        'system {', // 1
        '    host-name r1;', // 2
        '    /* a comment { with braces } */', // 3
        '    services { ssh; }', // 4
        '}', // 5
        '# a comment line', // 6
        'interfaces {', // 7
        '    ge-0/0/0 {', // 8
        '        description "to \\"core\\" {1}";', // 9
        '        unit 0 { family inet { address 10.0.0.1/30; } }', // 10
        '    }', // 11
        '}', // 12
      ].join('\n'),
    );
    expect(warnings).toEqual([]);
    expect(lines.map((l) => [l.line, setLineText(l)])).toEqual([
      [2, 'set system host-name r1'],
      [4, 'set system services ssh'],
      [9, 'set interfaces ge-0/0/0 description "to \\"core\\" {1}"'],
      [10, 'set interfaces ge-0/0/0 unit 0 family inet address 10.0.0.1/30'],
    ]);
    expect(lines[2]?.words[3]).toBe('to "core" {1}');
  });

  it('expands lists, drops replace/protect tags and marks inactive statements and their children', () => {
    const { lines } = flattenJunos(
      [
        'replace: vlans { v10 { vlan-id 10; } }',
        'protect: system { name-server [ 192.0.2.1 192.0.2.2 ]; }',
        'inactive: interfaces { ge-0/0/1 { disable; } }',
        'routing-options { static { inactive: route 10.0.0.0/8 discard; route 10.1.0.0/16 discard; } }',
      ].join('\n'),
    );
    expect(lines.map((l) => setLineText(l))).toEqual([
      'set vlans v10 vlan-id 10',
      'set system name-server 192.0.2.1',
      'set system name-server 192.0.2.2',
      'deactivate interfaces ge-0/0/1 disable',
      'deactivate routing-options static route 10.0.0.0/8 discard',
      'set routing-options static route 10.1.0.0/16 discard',
    ]);
  });

  it('reads the set form with deactivate and delete', () => {
    const { lines } = flattenJunos(
      [
        'set system host-name r1',
        'set interfaces ge-0/0/1 description "a b"',
        'set interfaces ge-0/0/1 unit 0 family inet address 10.0.0.1/24',
        'set interfaces ge-0/0/2 disable',
        'deactivate interfaces ge-0/0/1 unit 0',
        'delete interfaces ge-0/0/2',
      ].join('\n'),
    );
    expect(lines.map((l) => [l.line, setLineText(l)])).toEqual([
      [1, 'set system host-name r1'],
      [2, 'set interfaces ge-0/0/1 description "a b"'],
      [3, 'deactivate interfaces ge-0/0/1 unit 0 family inet address 10.0.0.1/24'],
    ]);
  });

  it('skips the prompt and banners a captured session keeps', () => {
    const { lines, warnings } = flattenJunos(
      [
        '{master:0}',
        'netadmin@ex-core1> show configuration | display set | no-more',
        'set system host-name ex-core1',
        'set interfaces ge-0/0/0 description uplink',
        '',
        '{master:0}',
        'netadmin@ex-core1> ',
      ].join('\n'),
    );
    expect(warnings).toEqual([]);
    expect(lines.map((l) => [l.line, setLineText(l)])).toEqual([
      [3, 'set system host-name ex-core1'],
      [4, 'set interfaces ge-0/0/0 description uplink'],
    ]);
  });

  it('inherits apply-groups with wildcards before the explicit statements', () => {
    const { lines } = flattenJunos(
      [
        'groups { G { interfaces { <ge-*> { mtu 9000; } } } }',
        'apply-groups G;',
        'interfaces { ge-0/0/1 { mtu 1500; } ge-0/0/2 { description x; } xe-0/0/3 { description y; } }',
      ].join('\n'),
    );
    const texts = lines.map((l) => `${setLineText(l)}${l.group ? ` <${l.group}>` : ''}`);
    expect(texts.slice(0, 2)).toEqual([
      'set interfaces ge-0/0/1 mtu 9000 <G>',
      'set interfaces ge-0/0/2 mtu 9000 <G>',
    ]);
    expect(texts).not.toContain('set interfaces xe-0/0/3 mtu 9000 <G>');
  });

  it('warns about braces out of balance and never throws', () => {
    const open = flattenJunos('system {\n  host-name r1;\n');
    expect(open.warnings.map((w) => w.code)).toContain('unbalanced-brace');
    expect(open.lines.map(setLineText)).toEqual(['set system host-name r1']);
    const close = flattenJunos('}\n}\nsystem { host-name r2; }');
    expect(close.warnings.filter((w) => w.code === 'unbalanced-brace')).toHaveLength(2);
    expect(close.lines.map(setLineText)).toEqual(['set system host-name r2']);
  });
});

describe('flattenJunos and parseJunosConfig on adversarial input', () => {
  it('reads 10 000 nested blocks without recursion and warns about the depth', () => {
    const text = `${'a {\n'.repeat(10_000)}x;\n${'}\n'.repeat(10_000)}`;
    const result = flattenJunos(text);
    expect(result.warnings.map((w) => w.code)).toContain('nesting-too-deep');
    expect(parse(text).unrecognizedLines).toBeGreaterThanOrEqual(0);
  });

  it('reads a 1 MB line, a 1 MB quoted string and binary bytes', () => {
    const long = `system { host-name ${'x'.repeat(1_000_000)}; }`;
    expect(parse(long).facts.hostname?.length).toBe(1_000_000);
    const quoted = `system { login { message "${'y '.repeat(500_000)}`;
    expect(flattenJunos(quoted).warnings.map((w) => w.code)).toContain('unclosed-quote');
    const binary = `\u0000\u0001\u00ff{{{;;;]]][[[/*\n${String.fromCharCode(...Array.from({ length: 256 }, (_, i) => i))}`;
    const result = parse(binary);
    expect(result.warnings.length).toBeGreaterThan(0);
    expect(result.facts.interfaces).toEqual([]);
  });

  it('reads many unbalanced closing braces and brackets', () => {
    const text = '}]'.repeat(200_000);
    const result = flattenJunos(text);
    expect(result.lines).toEqual([]);
    expect(result.warnings.length).toBe(400_000);
  });
});

describe('parseJunosConfig', () => {
  const curly = parse(read('ex-core1.conf'), 'ex-core1.conf');
  const set = parse(read('ex-core1.set'), 'ex-core1.set');

  it('gives the same facts from the curly-brace and the set form of one device', () => {
    expect(withoutSources(set.facts)).toEqual(withoutSources(curly.facts));
  });

  it('counts the one statement it does not understand, at its line', () => {
    for (const result of [curly, set]) {
      expect(result.unrecognizedLines).toBe(1);
      const unknown = result.warnings.filter((w) => w.code === 'unrecognized-line');
      expect(unknown.map((w) => w.text)).toEqual(['set security zones security-zone trust']);
    }
    expect(curly.warnings.find((w) => w.code === 'unrecognized-line')?.line).toBe(383);
    expect(set.warnings.find((w) => w.code === 'unrecognized-line')?.line).toBe(132);
  });

  it('reads system facts: name, domain, DNS, users, AAA, services, NTP, syslog, banner', () => {
    const { facts } = curly;
    const config = facts.config;
    expect(facts.hostname).toBe('ex-core1');
    expect(facts.system?.domain).toBe('corp.example.net');
    expect(config?.dnsServers).toEqual(['192.0.2.53', '2001:db8::53']);
    expect(config?.users.map((u) => [u.name, u.role, u.passwordKind, u.hasKey ?? false])).toEqual([
      ['netadmin', 'super-user', 'sha512', true],
      ['monitor', 'read-only', 'md5', false],
      ['root', 'super-user', 'sha512', false],
    ]);
    expect(config?.aaa.authentication[0]?.methods).toEqual(['tacacs+', 'radius', 'local']);
    expect(config?.aaa.servers.map((s) => `${s.protocol} ${s.address}`)).toEqual([
      'tacacs+ 192.0.2.10',
      'radius 192.0.2.11',
    ]);
    expect(config?.services).toMatchObject({
      sshServer: true,
      sshVersion: 2,
      telnetServer: true,
      httpsServer: true,
      lldp: true,
    });
    expect(config?.services.httpServer).toBeUndefined();
    expect(config?.ntp.servers.map((s) => [s.address, s.prefer ?? false])).toEqual([
      ['192.0.2.123', false],
      ['192.0.2.124', true],
    ]);
    expect(config?.ntp.servers[0]?.source.line).toBe(21);
    expect(config?.logging.hosts).toMatchObject([{ address: '192.0.2.50', vrf: 'MGMT' }]);
    expect(config?.banners[0]?.text).toBe(
      'Authorised access only {corp}; all sessions are logged.\nDisconnect now if you are not authorised.',
    );
  });

  it('splits ports and units: port facts on the port, addresses and switching on the unit', () => {
    const { facts } = curly;
    expect(iface(facts, 'ge-0/0/0')).toMatchObject({
      description: 'uplink to {wan-rtr1} ge-0/0/3',
      mtu: 9192,
      type: 'physical',
    });
    expect(iface(facts, 'ge-0/0/0.0')).toMatchObject({
      type: 'subinterface',
      parent: 'ge-0/0/0',
      ipv4: [{ address: '198.51.100.2', prefixLength: 30 }],
      ipv6: [{ address: '2001:db8:0:1::2', prefixLength: 64 }],
      accessGroups: { in: 'EDGE-IN' },
    });
    expect(iface(facts, 'ge-0/0/1')).toMatchObject({ mtu: 9216, stpEdge: true });
    expect(iface(facts, 'ge-0/0/1.0')).toMatchObject({ mode: 'access', accessVlan: 10 });
    expect(iface(facts, 'ge-0/0/2')?.description).toBe('server "db1" trunk');
    expect(iface(facts, 'ge-0/0/2.0')).toMatchObject({
      mode: 'trunk',
      allowedVlans: [10, 20, 30],
      nativeVlan: 10,
    });
    expect(iface(facts, 'ae0.0')?.allowedVlans).toBe('all');
    expect(iface(facts, 'ge-0/0/4')).toMatchObject({ adminUp: false, lag: 'ae0', lagMode: 'active' });
    expect(facts.lags).toMatchObject([
      { name: 'ae0', protocol: 'lacp', members: [{ interface: 'ge-0/0/4' }, { interface: 'ge-0/0/5' }] },
    ]);
    expect(iface(facts, 'irb.10')).toMatchObject({
      vlanId: 10,
      fhrp: [{ protocol: 'vrrp', group: 10, virtualIp: '10.10.0.254', priority: 200, preempt: true }],
    });
  });

  it('puts switching units without VLAN members, or with members `default`, in VLAN 1', () => {
    const { facts } = parse(
      [
        'set interfaces ge-0/0/1 unit 0 family ethernet-switching',
        'set interfaces ge-0/0/2 unit 0 family ethernet-switching vlan members default',
        'set interfaces ge-0/0/3 unit 0 family ethernet-switching vlan members USERS',
        'set vlans USERS vlan-id 10',
      ].join('\n'),
    );
    expect(iface(facts, 'ge-0/0/1.0')).toMatchObject({ mode: 'access', parent: 'ge-0/0/1' });
    expect(iface(facts, 'ge-0/0/1.0')?.accessVlan).toBeUndefined();
    expect(iface(facts, 'ge-0/0/2.0')).toMatchObject({ mode: 'access', accessVlan: 1 });
    expect(iface(facts, 'ge-0/0/2.0')?.extraConfig).toBeUndefined();
    expect(iface(facts, 'ge-0/0/2.0')?.fieldSources?.accessVlan).toEqual({ file: 'test.conf', line: 2 });
    expect(iface(facts, 'ge-0/0/3.0')).toMatchObject({ mode: 'access', accessVlan: 10 });
  });

  it('leaves inactive statements out', () => {
    const { facts } = curly;
    expect(iface(facts, 'ge-0/0/3')).toBeUndefined();
    expect(iface(facts, 'ge-0/0/3.0')).toBeUndefined();
    expect(iface(facts, 'irb.20')).toBeUndefined();
    expect(facts.routes?.map((r) => r.prefix)).not.toContain('100.64.0.0/10');
  });

  it('reads VLANs, VRFs, static routes and routing processes', () => {
    const { facts } = curly;
    expect(facts.vlans?.map((v) => [v.id, v.name])).toEqual([
      [10, 'USERS'],
      [20, 'VOICE'],
      [30, 'STORAGE'],
    ]);
    expect(facts.vrfs).toMatchObject([
      { name: 'MGMT', interfaces: ['lo0.5'] },
      { name: 'CUST-A', interfaces: ['irb.20'], rd: '65010:1' },
    ]);
    expect(iface(facts, 'lo0.5')?.vrf).toBe('MGMT');
    expect(
      facts.routes?.map((r) => [
        r.vrf ?? '',
        r.prefix,
        r.distance,
        r.nextHops.map((h) => h.ip ?? (h.discard ? 'discard' : '')),
      ]),
    ).toEqual([
      ['', '0.0.0.0/0', 5, ['198.51.100.1']],
      ['', '192.0.2.128/25', 5, ['discard']],
      ['', '203.0.113.0/24', 5, ['198.51.100.1', '10.10.0.2']],
      ['MGMT', '0.0.0.0/0', 5, ['172.16.0.1']],
    ]);
    const [ospf, bgp] = facts.config?.routing ?? [];
    expect(ospf).toMatchObject({ protocol: 'ospf', routerId: '10.255.0.1', passiveInterfaces: ['lo0.0'] });
    expect(bgp?.neighbors).toMatchObject([
      { address: '198.51.100.1', remoteAs: '64500', description: 'transit A' },
    ]);
  });

  it('reads SNMP, spanning tree, filters and policies with their definitions and references', () => {
    const config = curly.facts.config;
    expect(config?.snmp.communities.map((c) => [c.name, c.access, c.acl ?? ''])).toEqual([
      ['public-ro', 'ro', '192.0.2.0/24'],
      ['private-rw', 'rw', ''],
    ]);
    expect(config?.snmp.location).toBe('DC1, row 4 {rack 12}');
    expect(config?.stp).toMatchObject({
      mode: 'rstp',
      bpduGuardDefault: true,
      priorities: [{ scope: 'bridge', priority: 16384 }],
    });
    expect(config?.acls.map((a) => [a.name, a.entries.map((e) => e.action)])).toEqual([
      ['PROTECT-RE', ['permit', 'deny']],
      ['EDGE-IN', ['permit']],
    ]);
    expect(config?.routeMaps.find((m) => m.name === 'TRANSIT-OUT')?.clauses.map((c) => c.action)).toEqual([
      'permit',
      'deny',
    ]);
    expect(config?.prefixLists.map((p) => p.name)).toEqual(['MGMT-NETS', 'CUSTOMER-NETS']);
    const refs = config?.references.map((r) => `${r.kind} ${r.name}`);
    expect(refs).toEqual(
      expect.arrayContaining([
        'firewall-filter PROTECT-RE',
        'firewall-filter EDGE-IN',
        'policy-statement TRANSIT-IN',
        'policy-statement TRANSIT-OUT',
        'policy-statement REDIST-STATIC',
        'prefix-list MGMT-NETS',
        'prefix-list CUSTOMER-NETS',
        'community-list TRANSIT-TAG',
      ]),
    );
    expect(config?.definitions.map((d) => `${d.kind} ${d.name}`)).toContain('as-path-list PRIVATE-AS');
  });

  it('applies interface ranges to their members, members keeping their own statements', () => {
    const { facts, warnings } = parse(
      [
        'interfaces {',
        '    interface-range ACCESS {',
        '        member "ge-0/0/[10-12]";',
        '        member-range ge-0/0/20 to ge-0/0/21;',
        '        member xe-0/0/1;',
        '        description "user port";',
        '        unit 0 { family ethernet-switching { interface-mode access; vlan { members 10; } } }',
        '    }',
        '    ge-0/0/11 { description "printer"; }',
        '}',
      ].join('\n'),
    );
    expect(warnings.filter((w) => w.code === 'unrecognized-line')).toEqual([]);
    const ports = (facts.interfaces ?? [])
      .filter((i) => !i.name.includes('.'))
      .map((i) => [i.name, i.description]);
    expect(ports).toEqual([
      ['ge-0/0/10', 'user port'],
      ['ge-0/0/11', 'printer'],
      ['ge-0/0/12', 'user port'],
      ['ge-0/0/20', 'user port'],
      ['ge-0/0/21', 'user port'],
      ['xe-0/0/1', 'user port'],
    ]);
    expect(iface(facts, 'ge-0/0/21.0')).toMatchObject({
      mode: 'access',
      accessVlan: 10,
      sources: [{ line: 7 }],
    });
  });

  it('keeps the set lines as the tree, inherited ones marked with their group', () => {
    const tree = curly.facts.config?.tree ?? [];
    expect(tree.find((n) => n.text.startsWith('set interfaces ge-0/0/1 mtu'))?.text).toBe(
      'set interfaces ge-0/0/1 mtu 9216 ## group ACCESS-PORT',
    );
    expect(tree.find((n) => n.text === 'set system host-name ex-core1')?.line).toBe(28);
  });
});

describe('parseJunosConfig management access', () => {
  it('reads an input filter on lo0 as guarding the routing engine; other filters are not', () => {
    const result = parse(
      'set system services ssh\nset interfaces lo0 unit 0 family inet filter input PROTECT-RE\nset interfaces ge-0/0/0 unit 0 family inet filter input EDGE-IN\nset interfaces lo0 unit 0 family inet filter output LOG-OUT\n',
    );
    expect(result.facts.config?.managementAccess).toEqual([
      {
        services: ['all'],
        acl: 'PROTECT-RE',
        context: 'interfaces lo0.0 family inet filter input',
        source: { file: 'test.conf', line: 2 },
      },
    ]);
  });

  it('reads it once from the curly-brace form', () => {
    const result = parse(
      'interfaces {\n    lo0 {\n        unit 0 {\n            family inet {\n                filter {\n                    input PROTECT-RE;\n                }\n            }\n        }\n    }\n}\n',
    );
    expect(result.facts.config?.managementAccess.map((m) => [m.acl, m.source.line])).toEqual([
      ['PROTECT-RE', 6],
    ]);
  });
});
