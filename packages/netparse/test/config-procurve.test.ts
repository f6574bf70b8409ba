import { describe, expect, it } from 'vitest';
import { parseProcurveConfig } from '../src/config';
import { addresses, iface, lineCount, parseFixture, unrecognized } from './config-fixtures';

describe('AOS-S edge switch (edge-2930.cfg)', () => {
  const result = parseFixture('hp_procurve', 'edge-2930.cfg');
  const config = result.facts.config;

  it('understands every line, 3-space blocks closed by exit included', () => {
    expect(unrecognized(result)).toEqual([]);
    expect(result.recognizedLines).toBe(lineCount(result.text));
  });

  it('reads the model and release from the editor comment and the quoted hostname', () => {
    expect(result.facts.hostname).toBe('EDGE-2930-01');
    expect(result.facts.system).toMatchObject({
      model: 'JL256A',
      osVersion: 'WC.16.10.0012',
      domain: 'branch.example.net',
    });
    expect(config?.dnsServers).toEqual(['10.10.1.53']);
    expect(config?.defaultGateway).toBe('10.20.0.1');
  });

  it('makes ports untagged in one VLAN access ports', () => {
    expect(iface(result, '1')).toMatchObject({
      description: 'Reception PC',
      mode: 'access',
      accessVlan: 10,
      adminUp: true,
    });
    expect(iface(result, '1').fieldSources?.accessVlan).toEqual({ file: 'edge-2930.cfg', line: 52 });
    expect(iface(result, '25')).toMatchObject({ mode: 'access', accessVlan: 1 });
  });

  it('gives a port known only by its VLAN memberships those lines as its sources', () => {
    // Port 25 has no interface block: VLAN 1 makes it untagged (line 47), nothing else names it.
    expect(iface(result, '25').sources).toEqual([{ file: 'edge-2930.cfg', line: 47 }]);
    // Port 24 has a block and memberships in two VLANs: the block, then each membership line once.
    expect(iface(result, '24').sources.map((s) => s.line)).toEqual([25, 46, 58, 63]);
    expect(iface(result, '49').sources.map((s) => s.line)).toEqual([8]);
    const sourceless = (result.facts.interfaces ?? [])
      .filter((i) => i.sources.length === 0)
      .map((i) => i.name);
    expect(sourceless).toEqual([]);
  });

  it('makes ports with tagged VLANs trunks, with the untagged VLAN as native', () => {
    expect(iface(result, '24')).toMatchObject({ mode: 'trunk', nativeVlan: 20, allowedVlans: [20, 99] });
    expect(iface(result, '24').fieldSources?.nativeVlan?.line).toBe(58);
    expect(iface(result, '24').fieldSources?.allowedVlans?.line).toBe(63);
    // `no untagged … Trk1` in VLAN 1 leaves the trunk with no native VLAN.
    const trunk = iface(result, 'Trk1');
    expect(trunk).toMatchObject({ type: 'lag', mode: 'trunk', allowedVlans: [10, 20, 99] });
    expect(trunk.nativeVlan).toBeUndefined();
  });

  it('reads trunk groups as LAGs with LACP', () => {
    expect(iface(result, '49')).toMatchObject({ lag: 'Trk1', lagMode: 'active' });
    expect(
      result.facts.lags?.map((l) => [l.name, l.protocol, l.members.map((m) => m.interface), l.source.line]),
    ).toEqual([['Trk1', 'lacp', ['49', '50'], 8]]);
  });

  it('reads disable, speed-duplex, broadcast limits and per-port spanning tree settings', () => {
    expect(iface(result, '2')).toMatchObject({
      adminUp: false,
      speedMbps: 100,
      duplex: 'full',
      description: 'spare',
    });
    expect(iface(result, '2').fieldSources?.adminUp?.line).toBe(21);
    expect(iface(result, '24').stormControl).toEqual([{ kind: 'broadcast', level: '10' }]);
    expect(iface(result, '23')).toMatchObject({ stpEdge: true, bpduGuard: true });
    expect(iface(result, '24').stpEdge).toBeUndefined();
  });

  it('gives the VLAN with an address a routed interface with its ACL', () => {
    const vlan = iface(result, 'Vlan99');
    expect(addresses(vlan)).toEqual(['10.20.0.11/24']);
    expect(vlan.accessGroups).toEqual({ in: 'MGMT' });
    expect(config?.references.map((r) => [r.kind, r.name, r.source.line])).toEqual([['acl', 'MGMT', 65]]);
    expect(config?.acls.map((a) => [a.name, a.kind, a.entries.map((e) => e.seq)])).toEqual([
      ['MGMT', 'standard', [10, 20]],
    ]);
  });

  it('reads VLAN names, static routes with blackhole', () => {
    expect(result.facts.vlans?.map((v) => [v.id, v.name])).toEqual([
      [1, 'DEFAULT_VLAN'],
      [10, 'Users'],
      [20, 'APs'],
      [99, 'MGMT'],
    ]);
    expect(result.facts.routes?.map((r) => [r.prefix, r.nextHops])).toEqual([
      ['0.0.0.0/0', [{ ip: '10.20.0.1' }]],
      ['10.66.0.0/16', [{ discard: true }]],
    ]);
  });

  it('reads SNMP operator and manager communities, users, AAA, SNTP, services and the quoted banner', () => {
    expect(config?.snmp.communities.map((c) => [c.name, c.access])).toEqual([
      ['public', 'ro'],
      ['netops', 'rw'],
    ]);
    expect(config?.snmp.location).toBe('Branch 12 wiring closet');
    expect(config?.users.map((u) => [u.name, u.role, u.passwordKind])).toEqual([
      ['admin', 'manager', 'hashed'],
      ['operator', 'operator', 'unknown'],
    ]);
    expect(config?.aaa.authentication.map((a) => [a.service, a.methods])).toEqual([
      ['ssh login', ['tacacs', 'local']],
      ['ssh enable', ['tacacs', 'local']],
    ]);
    expect(config?.ntp.servers.map((s) => [s.address, s.protocol, s.source.line])).toEqual([
      ['10.10.1.123', 'sntp', 37],
    ]);
    expect(config?.ntp.timesync).toEqual({ protocol: 'sntp', source: { file: 'edge-2930.cfg', line: 38 } });
    expect(config?.services).toMatchObject({
      sshServer: true,
      telnetServer: false,
      httpsServer: true,
      httpServer: true,
      cdp: false,
      lldp: true,
    });
    expect(config?.services.sources.telnetServer?.line).toBe(15);
    expect(config?.services.sources.httpServer).toBeUndefined();
    expect(config?.banners.map((b) => [b.kind, b.text])).toEqual([['motd', 'Authorised access only']]);
    expect(config?.logging.hosts.map((h) => h.address)).toEqual(['10.10.5.30']);
  });

  it('reads spanning tree: on, bridge and instance priorities in steps of 4096, the MST region', () => {
    expect(config?.stp.mode).toBe('mst');
    expect(config?.stp.priorities.map((p) => [p.scope, p.id, p.priority])).toEqual([
      ['bridge', undefined, 16384],
      ['instance', 1, 8192],
    ]);
    expect(config?.stp.mstRegion).toEqual({
      name: 'BRANCH12',
      revision: 3,
      instances: [{ id: 1, vlans: [10, 20] }],
    });
  });
});

describe('AOS-S statements one at a time', () => {
  const parse = (text: string) => parseProcurveConfig(text, { file: 'p.cfg', platform: 'hp_procurve' });

  it('reads interface-level tagged and untagged VLANs and letter-slot port ranges', () => {
    const result = parse(
      [
        'interface A1',
        '   untagged vlan 30',
        '   tagged vlan 40,50',
        '   exit',
        'vlan 60',
        '   untagged A2-A3',
        '   exit',
      ].join('\n'),
    );
    expect(iface(result, 'A1')).toMatchObject({ mode: 'trunk', nativeVlan: 30, allowedVlans: [30, 40, 50] });
    expect(iface(result, 'A3')).toMatchObject({ mode: 'access', accessVlan: 60 });
  });

  it('reports a port list it cannot read', () => {
    const result = parse('vlan 10\n   untagged 1-x\n   exit');
    expect(unrecognized(result)).toEqual(['2: untagged 1-x']);
  });

  it('has Telnet and the web interface on by default', () => {
    expect(parse('hostname "sw"').facts.config?.services).toMatchObject({
      telnetServer: true,
      httpServer: true,
    });
  });
});

describe('AOS-S time synchronisation', () => {
  const parse = (text: string) => parseProcurveConfig(text, { file: 'p.cfg', platform: 'hp_procurve' });

  it('keeps SNTP servers apart from the protocol `timesync` selects, and `no timesync` selects none', () => {
    const ntp = parse('sntp server priority 1 10.0.0.5\ntimesync timep').facts.config?.ntp;
    expect(ntp?.servers.map((s) => [s.address, s.protocol])).toEqual([['10.0.0.5', 'sntp']]);
    expect(ntp?.timesync?.protocol).toBe('timep');
    expect(parse('sntp server priority 1 10.0.0.5').facts.config?.ntp.timesync).toBeUndefined();
    expect(parse('timesync sntp\nno timesync sntp').facts.config?.ntp.timesync).toBeUndefined();
  });
});

describe('AOS-S management access and SSH version', () => {
  const parse = (text: string) => parseProcurveConfig(text, { file: 'p.cfg', platform: 'hp_procurve' });

  it('reads authorized managers with their mask (a lone address is one host) and access method', () => {
    const result = parse(
      'hostname "a1"\nip authorized-managers 10.0.0.0 255.255.255.0 access manager\nip authorized-managers 10.9.9.9 access operator access-method ssh\n',
    );
    expect(
      result.facts.config?.managementAccess.map((m) => [m.services, m.addresses, m.source.line]),
    ).toEqual([
      [['all'], ['10.0.0.0/24'], 2],
      [['ssh'], ['10.9.9.9/32'], 3],
    ]);
    expect(unrecognized(result)).toEqual([]);
  });

  it.each([
    ['ip ssh version 2', 2],
    ['ip ssh version 1', 1],
    ['ip ssh version 1-or-2', '1.99'],
  ])('reads `%s`', (statement, version) => {
    const result = parse(`hostname "a1"\n${statement}\n`);
    expect(result.facts.config?.services.sshVersion).toBe(version);
    expect(result.facts.config?.services.sources.sshVersion?.line).toBe(2);
  });

  it('reports a version it does not know, and leaves the version unset without the statement', () => {
    expect(unrecognized(parse('ip ssh version 3\n'))).toEqual(['1: ip ssh version 3']);
    expect(parse('ip ssh\n').facts.config?.services.sshVersion).toBeUndefined();
  });
});
