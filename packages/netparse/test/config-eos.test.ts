import { describe, expect, it } from 'vitest';
import { parseEosConfig } from '../src/config';
import { addresses, iface, lineCount, parseFixture, unrecognized } from './config-fixtures';

describe('EOS leaf (leaf1.cfg)', () => {
  const result = parseFixture('arista_eos', 'leaf1.cfg');
  const config = result.facts.config;

  it('understands every line', () => {
    expect(unrecognized(result)).toEqual([]);
    expect(result.recognizedLines).toBe(lineCount(result.text));
  });

  it('reads the model and version from the device comment, the hostname and DNS', () => {
    expect(result.facts.system).toMatchObject({
      model: 'DCS-7050TX-64',
      osVersion: '4.28.3M',
      hostname: 'leaf1',
      domain: 'dc1.example.net',
      vendor: 'Arista',
    });
    expect(config?.dnsServers).toEqual(['10.10.1.53']);
  });

  it('reads users: sha512 and md5 secrets, nopassword, SSH keys, roles', () => {
    expect(config?.users.map((u) => [u.name, u.passwordKind, u.privilege, u.role, u.hasKey])).toEqual([
      ['admin', 'sha512', 15, 'network-admin', undefined],
      ['ops', 'none', undefined, undefined, undefined],
      ['automation', 'md5', 15, 'network-admin', true],
    ]);
  });

  it('reads port channels with members, trunk lists with add, VARP and VRRP, vrf on interfaces', () => {
    expect(iface(result, 'Port-Channel10')).toMatchObject({
      shortName: 'Po10',
      mode: 'trunk',
      allowedVlans: [10, 20, 30],
    });
    expect(iface(result, 'Ethernet1')).toMatchObject({
      shortName: 'Et1',
      lag: 'Port-Channel10',
      lagMode: 'active',
    });
    expect(iface(result, 'Ethernet2')).toMatchObject({
      accessVlan: 10,
      stpEdge: true,
      stormControl: [{ kind: 'broadcast', level: '1' }],
    });
    expect(iface(result, 'Ethernet3')).toMatchObject({ mode: 'routed', vrf: 'PROD', mtu: 9214 });
    expect(addresses(iface(result, 'Ethernet3'))).toEqual(['10.0.2.1/31']);
    expect(iface(result, 'Ethernet4')).toMatchObject({
      adminUp: false,
      speedText: 'forced 1000full',
      speedMbps: 1000,
      duplex: 'full',
    });
    expect(iface(result, 'Vlan10').fhrp?.map((g) => [g.protocol, g.group, g.virtualIp, g.priority])).toEqual([
      ['varp', 0, '10.10.0.1', undefined],
      ['vrrp', 7, '10.10.0.250', 120],
    ]);
    expect(result.facts.vrfs?.map((v) => [v.name, v.interfaces])).toEqual([
      ['MGMT', ['Management1']],
      ['PROD', ['Ethernet3', 'Vlan10']],
    ]);
    expect(result.facts.managementIp).toBe('192.168.50.21');
  });

  it('reads static routes with vrf and Null0', () => {
    expect(result.facts.routes?.map((r) => [r.vrf, r.prefix, r.nextHops])).toEqual([
      ['MGMT', '0.0.0.0/0', [{ ip: '192.168.50.1' }]],
      [undefined, '10.200.0.0/16', [{ discard: true, interface: 'Null0' }]],
    ]);
  });

  it('reads the block form of prefix lists, route maps and BGP with peer groups and VRFs', () => {
    expect(config?.prefixLists).toEqual([
      {
        name: 'LOOPBACKS',
        family: 'ipv4',
        entries: [
          {
            seq: 10,
            action: 'permit',
            prefix: '10.255.0.0/24',
            ge: 32,
            le: 32,
            source: { file: 'leaf1.cfg', line: 92 },
          },
        ],
        source: { file: 'leaf1.cfg', line: 91, endLine: 92 },
      },
    ]);
    expect(
      config?.routing.map((p) => [p.vrf, p.routerId, p.neighbors.map((n) => [n.address, n.remoteAs])]),
    ).toEqual([
      [undefined, '10.255.0.21', [['10.0.2.0', '65000']]],
      ['PROD', undefined, [['10.0.9.9', '65200']]],
    ]);
    expect(config?.references.map((r) => `${r.kind} ${r.name} @${r.source.line} ${r.context}`)).toEqual([
      'acl SNMP-ACL @24 snmp-server community public',
      'prefix-list LOOPBACKS @101 route-map RM-CONN match ip address',
      'route-map RM-CONN @107 router bgp 65101 neighbor SPINES route-map out',
      'route-map RM-CONN @109 router bgp 65101 redistribute connected',
      'acl SSH-ACL @122 management ssh ip access-group',
    ]);
  });

  it('reads management services, SNMP, STP and the EOF banner', () => {
    expect(config?.services).toMatchObject({
      httpsServer: true,
      telnetServer: false,
      sshServer: true,
      lldp: true,
    });
    expect(config?.services.sources.httpsServer?.line).toBe(119);
    expect(config?.snmp.communities.map((c) => [c.name, c.access, c.acl])).toEqual([
      ['public', 'ro', 'SNMP-ACL'],
    ]);
    expect(config?.snmp.location).toBe('DC1 row 2');
    expect(config?.stp).toMatchObject({ mode: 'mst', bpduGuardDefault: true });
    expect(config?.stp.priorities.map((p) => [p.scope, p.id, p.priority])).toEqual([['instance', 0, 4096]]);
    expect(config?.banners).toEqual([
      {
        kind: 'login',
        text: 'Authorised users only.\nAll sessions are recorded.',
        source: { file: 'leaf1.cfg', line: 124, endLine: 127 },
      },
    ]);
    expect(config?.ntp.servers.map((s) => [s.address, s.vrf, s.prefer])).toEqual([
      ['10.10.1.123', 'MGMT', true],
    ]);
  });
});

describe('EOS statements one at a time', () => {
  const parse = (text: string) => parseEosConfig(text, { file: 'e.cfg', platform: 'arista_eos' });

  it('makes Ethernet ports access switchports by default, not routed, trunk, member or management ports', () => {
    const text = [
      'interface Ethernet1',
      '   description user',
      'interface Ethernet2',
      '   no switchport',
      '   ip address 10.0.0.1/31',
      'interface Ethernet3',
      '   switchport mode trunk',
      'interface Ethernet4',
      '   channel-group 10 mode active',
      'interface Management1',
      '   ip address 10.1.1.1/24',
    ].join('\n');
    const modes = parse(text).facts.interfaces?.map((i) => [i.name, i.mode]);
    expect(modes).toEqual([
      ['Ethernet1', 'access'],
      ['Ethernet2', 'routed'],
      ['Ethernet3', 'trunk'],
      ['Ethernet4', undefined],
      ['Management1', undefined],
    ]);
  });

  it('turns Telnet on with no shutdown under management telnet', () => {
    const config = parse('management telnet\n   no shutdown\nno lldp run').facts.config;
    expect(config?.services).toMatchObject({ telnetServer: true, lldp: false });
  });

  it('reads spanning-tree vlan-id priorities and the logging vrf form', () => {
    const config = parse(
      'spanning-tree mode rapid-pvst\nspanning-tree vlan-id 10-11 priority 8192\nlogging vrf MGMT host 10.0.0.9',
    ).facts.config;
    expect(config?.stp.priorities.map((p) => [p.id, p.priority])).toEqual([
      [10, 8192],
      [11, 8192],
    ]);
    expect(config?.logging.hosts.map((h) => [h.address, h.vrf])).toEqual([['10.0.0.9', 'MGMT']]);
  });

  it('reads an unterminated EOF banner as one line and warns', () => {
    const result = parse('banner motd\nno end in sight');
    expect(result.warnings.map((w) => w.code)).toContain('unterminated-banner');
    expect(unrecognized(result)).toEqual(['2: no end in sight']);
  });
});

describe('EOS management access', () => {
  const parse = (text: string) => parseEosConfig(text, { file: 'e.cfg', platform: 'arista_eos' });

  it('reads the ACLs of management ssh (per VRF), of the HTTP API and of the control plane', () => {
    const result = parse(
      'hostname e1\nmanagement ssh\n   ip access-group SSH-IN in\n   vrf MGMT\n      no shutdown\n      ip access-group SSH-MGMT in\n!\nmanagement api http-commands\n   no shutdown\n   ip access-group API vrf MGMT in\n!\nsystem control-plane\n   ip access-group CPP in\n',
    );
    expect(
      result.facts.config?.managementAccess.map((m) => [m.services, m.acl, m.vrf, m.context, m.source.line]),
    ).toEqual([
      [['ssh'], 'SSH-IN', undefined, 'management ssh', 3],
      [['ssh'], 'SSH-MGMT', 'MGMT', 'management ssh', 6],
      [['api'], 'API', 'MGMT', 'management api http-commands', 10],
      [['all'], 'CPP', undefined, 'system control-plane', 13],
    ]);
    expect(result.facts.config?.references.map((r) => r.name)).toEqual(['SSH-IN', 'SSH-MGMT', 'API', 'CPP']);
    expect(unrecognized(result)).toEqual([]);
  });

  it('takes neither an outbound ACL nor a removed one for a restriction', () => {
    const result = parse('management ssh\n   ip access-group SSH out\n   no ip access-group OLD in\n');
    expect(result.facts.config?.managementAccess).toEqual([]);
  });
});

describe('EOS SSH server VRFs', () => {
  const parse = (text: string) => parseEosConfig(text, { file: 'e.cfg', platform: 'arista_eos' });

  it('runs SSH in the default VRF by default, and in each VRF turned on under management ssh', () => {
    expect(parse('hostname e1\n').facts.config?.services.sshServerVrfs).toEqual([{ vrf: 'default' }]);
    const both = parse('management ssh\n   vrf MGMT\n      no shutdown\n');
    expect(both.facts.config?.services.sshServerVrfs).toEqual([
      { vrf: 'default' },
      { vrf: 'MGMT', source: { file: 'e.cfg', line: 3 } },
    ]);
    const onlyMgmt = parse('management ssh\n   shutdown\n   vrf MGMT\n      no shutdown\n');
    expect(onlyMgmt.facts.config?.services.sshServerVrfs?.map((v) => v.vrf)).toEqual(['MGMT']);
    expect(onlyMgmt.facts.config?.services.sshServer).toBe(true);
    const off = parse('management ssh\n   shutdown\n');
    expect(off.facts.config?.services.sshServer).toBe(false);
    expect(off.facts.config?.services.sshServerVrfs).toBeUndefined();
  });
});
