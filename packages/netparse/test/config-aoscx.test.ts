import { describe, expect, it } from 'vitest';
import { parseAoscxConfig } from '../src/config';
import { addresses, iface, lineCount, parseFixture, unrecognized } from './config-fixtures';

describe('AOS-CX core switch (core-cx1.cfg)', () => {
  const result = parseFixture('aruba_aoscx', 'core-cx1.cfg');
  const config = result.facts.config;

  it('understands every line, 4-space blocks and exit markers included', () => {
    expect(unrecognized(result)).toEqual([]);
    expect(result.recognizedLines).toBe(lineCount(result.text));
  });

  it('reads the version comment, hostname and DNS', () => {
    expect(result.facts.system).toMatchObject({
      osVersion: 'FL.10.13.1010',
      hostname: 'core-cx1',
      domain: 'dc1.example.net',
    });
    expect(config?.dnsServers).toEqual(['10.10.1.53']);
  });

  it('reads users with their group and ciphertext passwords', () => {
    expect(config?.users.map((u) => [u.name, u.role, u.passwordKind, u.source.line])).toEqual([
      ['admin', 'administrators', 'hashed', 6],
      ['auditor', 'auditors', 'hashed', 7],
    ]);
  });

  it('reads LAG trunks built from vlan trunk native and allowed lines, and their LACP members', () => {
    expect(iface(result, 'lag1')).toMatchObject({
      type: 'lag',
      description: 'to access-sw1',
      adminUp: true,
      mode: 'trunk',
      nativeVlan: 1,
      allowedVlans: [10, 20, 30, 31],
    });
    expect(iface(result, 'lag1').fieldSources?.allowedVlans?.line).toBe(66);
    expect(iface(result, '1/1/1')).toMatchObject({
      type: 'physical',
      lag: 'lag1',
      lagMode: 'active',
      adminUp: true,
    });
    expect(result.facts.lags?.map((l) => [l.name, l.protocol, l.members.map((m) => m.interface)])).toEqual([
      ['lag1', 'lacp', ['1/1/1', '1/1/2']],
    ]);
  });

  it('reads access ports with edge and BPDU guard settings and an applied ACL', () => {
    expect(iface(result, '1/1/10')).toMatchObject({
      mode: 'access',
      accessVlan: 10,
      stpEdge: true,
      bpduGuard: true,
      accessGroups: { in: 'SERVERS-IN' },
    });
    expect(iface(result, '1/1/11').adminUp).toBe(false);
  });

  it('reads routed ports and VLAN interfaces with vrf attach, secondaries and VRRP', () => {
    expect(iface(result, '1/1/48')).toMatchObject({ mode: 'routed', vrf: 'PROD', mtu: 9198 });
    const svi = iface(result, 'vlan10');
    expect(addresses(svi)).toEqual(['10.30.10.2/24', '10.30.11.2/24 secondary']);
    expect(svi.fhrp?.map((g) => [g.protocol, g.group, g.virtualIp, g.priority, g.source?.line])).toEqual([
      ['vrrp', 10, '10.30.10.1', 200, 95],
    ]);
    expect(result.facts.vrfs?.map((v) => [v.name, v.rd, v.interfaces])).toEqual([
      ['PROD', '65000:10', ['1/1/48', 'vlan10']],
    ]);
  });

  it('reads the management port address and its gateway', () => {
    expect(addresses(iface(result, 'mgmt'))).toEqual(['192.168.50.31/24']);
    expect(result.facts.managementIp).toBe('192.168.50.31');
    expect(config?.defaultGateway).toBe('192.168.50.1');
  });

  it('reads static routes whose vrf follows the next hop, and blackholes', () => {
    expect(result.facts.routes?.map((r) => [r.vrf, r.prefix, r.nextHops])).toEqual([
      ['PROD', '0.0.0.0/0', [{ ip: '10.0.0.0' }]],
      [undefined, '10.99.0.0/16', [{ discard: true }]],
    ]);
  });

  it('reads access-list ip blocks and where they are used', () => {
    expect(config?.acls.map((a) => [a.name, a.kind, a.entries.map((e) => [e.seq, e.action])])).toEqual([
      [
        'SNMP-ACL',
        'extended',
        [
          [10, 'permit'],
          [20, 'deny'],
        ],
      ],
      [
        'SERVERS-IN',
        'extended',
        [
          [10, 'permit'],
          [20, 'deny'],
        ],
      ],
    ]);
    expect(config?.references.map((r) => `${r.kind} ${r.name} @${r.source.line}`)).toEqual([
      'acl SNMP-ACL @34',
      'acl SERVERS-IN @81',
    ]);
  });

  it('reads SNMP community blocks, v3 users, services, the banner with ! as delimiter, STP', () => {
    expect(config?.snmp.communities.map((c) => [c.name, c.access, c.acl])).toEqual([
      ['netops', 'ro', 'SNMP-ACL'],
    ]);
    expect(config?.snmp.users.map((u) => [u.name, u.auth, u.priv])).toEqual([['monitor', 'sha', 'aes']]);
    expect(config?.snmp).toMatchObject({ location: 'DC1 row 4', contact: 'noc@example.net', enabled: true });
    expect(config?.services).toMatchObject({ sshServer: true, httpsServer: true, lldp: true });
    expect(config?.banners.map((b) => [b.text, b.source.line, b.source.endLine])).toEqual([
      ['*** core-cx1 ***\nAuthorised access only', 17, 20],
    ]);
    expect(config?.stp).toMatchObject({
      mode: 'mst',
      mstRegion: { name: 'DC1', revision: 1, instances: [{ id: 1, vlans: [10, 20] }] },
    });
    expect(config?.stp.priorities.map((p) => [p.scope, p.priority])).toEqual([['bridge', 8192]]);
    expect(config?.aaa.authentication[0]?.methods).toEqual(['group TACGRP', 'local']);
    expect(config?.logging.hosts).toEqual([
      { address: '10.10.5.30', vrf: 'mgmt', source: { file: 'core-cx1.cfg', line: 15 } },
    ]);
    expect(config?.routing.map((p) => [p.protocol, p.id, p.vrf, p.routerId])).toEqual([
      ['ospf', '1', 'PROD', '10.255.1.1'],
    ]);
  });
});

describe('AOS-CX statements one at a time', () => {
  const parse = (text: string) => parseAoscxConfig(text, { file: 'c.cfg', platform: 'aruba_aoscx' });

  it('removes VLANs with no vlan trunk allowed, and allows all', () => {
    const result = parse(
      [
        'interface 1/1/5',
        '    vlan trunk allowed 10-12',
        '    no vlan trunk allowed 11',
        'interface 1/1/6',
        '    vlan trunk allowed all',
      ].join('\n'),
    );
    expect(iface(result, '1/1/5').allowedVlans).toEqual([10, 12]);
    expect(iface(result, '1/1/6').allowedVlans).toBe('all');
  });

  it('reads no routing as a switched port and keeps ports shut without no shutdown', () => {
    const result = parse('interface 1/1/7\n    no routing');
    expect(iface(result, '1/1/7')).toMatchObject({ mode: 'access', adminUp: false });
  });
});

describe('AOS-CX management access', () => {
  const parse = (text: string) => parseAoscxConfig(text, { file: 'c.cfg', platform: 'aruba_aoscx' });

  it('reads the VRFs of the SSH server and the control-plane ACL of each VRF', () => {
    const result = parse(
      'hostname cx1\nssh server vrf mgmt\nssh server vrf default\napply access-list ip MGMT control-plane vrf mgmt\n',
    );
    const config = result.facts.config;
    expect(config?.services.sshServerVrfs?.map((v) => [v.vrf, v.source?.line])).toEqual([
      ['mgmt', 2],
      ['default', 3],
    ]);
    expect(config?.services.sshServer).toBe(true);
    expect(config?.managementAccess).toEqual([
      {
        services: ['all'],
        acl: 'MGMT',
        vrf: 'mgmt',
        context: 'control-plane vrf mgmt',
        source: { file: 'c.cfg', line: 4 },
      },
    ]);
    expect(unrecognized(result)).toEqual([]);
  });

  it('takes an ACL applied to an interface for no management restriction', () => {
    const result = parse('interface 1/1/1\n    apply access-list ip USERS in\n');
    expect(result.facts.config?.managementAccess).toEqual([]);
  });
});
