import { describe, expect, it } from 'vitest';
import { parseNxosConfig } from '../src/config';
import { addresses, iface, lineCount, parseFixture, unrecognized } from './config-fixtures';

describe('NX-OS leaf (dc-leaf1.cfg)', () => {
  const result = parseFixture('cisco_nxos', 'dc-leaf1.cfg');
  const config = result.facts.config;

  it('understands every line', () => {
    expect(unrecognized(result)).toEqual([]);
    expect(result.recognizedLines).toBe(lineCount(result.text));
  });

  it('reads the version line, the hostname and the features', () => {
    expect(result.facts.hostname).toBe('dc-leaf1');
    expect(result.facts.system?.osVersion).toBe('9.3(8)');
    expect(config?.features).toEqual([
      'telnet',
      'tacacs+',
      'ospf',
      'bgp',
      'interface-vlan',
      'hsrp',
      'lacp',
      'vpc',
      'lldp',
    ]);
  });

  it('turns services on and off with features', () => {
    expect(config?.services).toMatchObject({ telnetServer: true, sshServer: false, lldp: true, cdp: true });
    expect(config?.services.sources.telnetServer?.line).toBe(12);
    expect(config?.services.sources.sshServer?.line).toBe(22);
  });

  it('shuts Ethernet ports and SVIs that do not say no shutdown', () => {
    expect(iface(result, 'Ethernet1/3').adminUp).toBe(false);
    expect(iface(result, 'Vlan101').adminUp).toBe(false);
    expect(iface(result, 'Ethernet1/1').adminUp).toBe(true);
    expect(iface(result, 'mgmt0').adminUp).toBe(true);
    expect(iface(result, 'port-channel10').adminUp).toBe(true);
  });

  it('reads SVIs with vrf member, secondaries and an HSRP block', () => {
    const svi = iface(result, 'Vlan100');
    expect(svi.vrf).toBe('PROD');
    expect(addresses(svi)).toEqual(['10.100.0.2/24', '10.100.1.2/24 secondary']);
    expect(svi.fhrp).toEqual([
      {
        protocol: 'hsrp',
        group: 100,
        preempt: true,
        priority: 150,
        virtualIp: '10.100.0.1',
        source: { file: 'dc-leaf1.cfg', line: 93 },
      },
    ]);
  });

  it('reads trunks with add, native VLAN, the port channel and its members', () => {
    expect(iface(result, 'port-channel10')).toMatchObject({
      shortName: 'Po10',
      mode: 'trunk',
      nativeVlan: 999,
      allowedVlans: [100, 101, 102, 200],
      stpEdge: false,
      extraConfig: ['vpc 10'],
    });
    expect(iface(result, 'Ethernet1/1')).toMatchObject({ lag: 'port-channel10', lagMode: 'active' });
    expect(result.facts.lags?.map((l) => [l.name, l.protocol, l.members])).toEqual([
      ['port-channel10', 'lacp', [{ interface: 'Ethernet1/1' }]],
    ]);
  });

  it('reads routed ports, edge ports, speed and MTU', () => {
    expect(iface(result, 'Ethernet1/49')).toMatchObject({
      mode: 'routed',
      extraConfig: ['ip router ospf 1 area 0.0.0.0', 'ip ospf network point-to-point'],
    });
    expect(addresses(iface(result, 'Ethernet1/49'))).toEqual(['10.0.1.1/31']);
    expect(iface(result, 'Ethernet1/2')).toMatchObject({
      accessVlan: 100,
      stpEdge: true,
      speedMbps: 10000,
      mtu: 9216,
    });
  });

  it('reads VLAN lists and names, VRF contexts and their static routes', () => {
    expect(result.facts.vlans?.map((v) => [v.id, v.name])).toEqual([
      [1, undefined],
      [100, 'WEB'],
      [101, 'APP'],
      [102, undefined],
      [200, 'STORAGE'],
    ]);
    expect(result.facts.vrfs?.map((v) => [v.name, v.rd, v.interfaces])).toEqual([
      ['PROD', 'auto', ['Vlan100', 'Vlan101']],
      ['management', undefined, ['mgmt0']],
    ]);
    expect(
      result.facts.routes?.map((r) => [r.vrf, r.prefix, r.nextHops, r.tag, r.name, r.source.line]),
    ).toEqual([
      ['PROD', '0.0.0.0/0', [{ ip: '10.1.0.1' }], undefined, undefined, 71],
      ['management', '0.0.0.0/0', [{ ip: '192.168.50.1' }], undefined, undefined, 75],
      [undefined, '10.250.0.0/16', [{ discard: true, interface: 'Null0' }], 100, 'blackhole-agg', 147],
    ]);
    expect(result.facts.managementIp).toBe('192.168.50.11');
  });

  it('reads users with hash kinds, roles and keys', () => {
    expect(config?.users.map((u) => [u.name, u.passwordKind, u.role, u.hasKey])).toEqual([
      ['admin', 'sha256', 'network-admin', undefined],
      ['monitor', 'md5', 'network-operator', undefined],
      ['deploy', 'none', undefined, true],
    ]);
  });

  it('reads SNMP: one community over two lines, a v3 user, a trap host', () => {
    expect(config?.snmp.communities.map((c) => [c.name, c.access, c.acl])).toEqual([
      ['n3xus', 'ro', 'SNMP-ACL'],
    ]);
    expect(config?.snmp.users).toEqual([
      {
        name: 'admin',
        group: 'network-admin',
        auth: 'md5',
        priv: 'des',
        source: { file: 'dc-leaf1.cfg', line: 36 },
      },
    ]);
    expect(config?.snmp.trapHosts.map((h) => [h.address, h.version, h.community])).toEqual([
      ['10.10.5.20', '2c', 'n3xus'],
    ]);
  });

  it('reads the AAA group, NTP with use-vrf, the vty line and the banner', () => {
    expect(config?.aaa.authentication[0]?.methods).toEqual(['group TACSRV']);
    expect(config?.aaa.servers.map((s) => s.address)).toEqual(['10.10.1.49']);
    expect(config?.ntp).toMatchObject({
      servers: [{ address: '10.10.1.123', vrf: 'management', prefer: true }],
      sourceInterface: 'mgmt0',
    });
    expect(config?.lines.map((l) => [l.kind, l.execTimeoutSeconds, l.accessClassIn])).toEqual([
      ['console', 900, undefined],
      ['vty', 600, 'VTY-ACL'],
    ]);
    expect(config?.banners.map((b) => [b.text, b.source.line, b.source.endLine])).toEqual([
      ['dc-leaf1: authorised users only', 82, 84],
    ]);
  });

  it('reads spanning tree: MST priorities, region and edge defaults', () => {
    expect(config?.stp.mode).toBe('mst');
    expect(config?.stp.priorities.map((p) => [p.scope, p.id, p.priority])).toEqual([
      ['instance', 0, 8192],
      ['instance', 1, 8192],
    ]);
    expect(config?.stp.mstRegion?.name).toBe('DC1');
    expect(config?.stp.mstRegion?.revision).toBe(2);
    expect(config?.stp.mstRegion?.instances[0]?.vlans).toHaveLength(100);
    expect(config?.stp).toMatchObject({ portfastDefault: true, bpduGuardDefault: true });
  });

  it('reads OSPF and BGP with neighbour blocks, templates and VRFs', () => {
    expect(
      config?.routing.map((p) => [
        p.protocol,
        p.id,
        p.vrf,
        p.routerId,
        p.passiveInterfaces,
        p.neighbors.map((n) => [n.address, n.remoteAs, n.description]),
      ]),
    ).toEqual([
      ['ospf', '1', undefined, '10.255.0.11', ['default'], []],
      ['bgp', '65011', undefined, '10.255.0.11', undefined, [['10.255.0.1', '65000', 'spine-1']]],
      ['bgp', '65011', 'PROD', '10.255.0.11', undefined, [['10.1.0.1', '65100', 'firewall']]],
    ]);
  });

  it('records where ACLs, prefix lists and route maps are used', () => {
    expect(config?.references.map((r) => `${r.kind} ${r.name} @${r.source.line} ${r.context}`)).toEqual([
      'acl SNMP-ACL @39 snmp-server community n3xus',
      'prefix-list LOOPBACKS @51 route-map RM-LOOPBACKS match ip address',
      'acl VTY-ACL @146 line vty access-class in',
      'route-map RM-LOOPBACKS @152 router ospf 1 redistribute direct',
      'route-map RM-LOOPBACKS @160 router bgp 65011 neighbor SPINE route-map out',
      'prefix-list LOOPBACKS @169 router bgp 65011 vrf PROD neighbor 10.1.0.1 prefix-list out',
    ]);
  });
});

describe('NX-OS statements one at a time', () => {
  const parse = (text: string) => parseNxosConfig(text, { file: 'n.cfg', platform: 'cisco_nxos' });

  it('has Telnet off, SSH on and LLDP off by default', () => {
    const services = parse('hostname n1').facts.config?.services;
    expect(services).toMatchObject({ telnetServer: false, sshServer: true, lldp: false });
    expect(services?.sources).toEqual({});
  });

  it('has NX-API on plain HTTP only with `feature nxapi` and `nxapi http port`; no HTTP server by default', () => {
    expect(parse('hostname n1').facts.config?.services.httpServer).toBe(false);
    const http = parse('hostname n1\nfeature nxapi\nnxapi http port 80\nnxapi https port 443').facts.config;
    expect(http?.services).toMatchObject({ httpServer: true, httpsServer: true });
    expect(http?.services.sources.httpServer).toEqual({ file: 'n.cfg', line: 3 });
    const https = parse('hostname n1\nfeature nxapi\nnxapi https port 443').facts.config;
    expect(https?.services).toMatchObject({ httpServer: false, httpsServer: true });
    // Without the feature the port statement does nothing; `no nxapi http` turns it off.
    expect(parse('hostname n1\nnxapi http port 80').facts.config?.services.httpServer).toBe(false);
    const off = parse('hostname n1\nfeature nxapi\nnxapi http port 80\nno nxapi http').facts.config;
    expect(off?.services.httpServer).toBe(false);
  });

  it('reads switchname as the hostname and NX-OS logging servers', () => {
    const result = parse('switchname n2\nlogging server 10.1.1.5 5 use-vrf management');
    expect(result.facts.hostname).toBe('n2');
    expect(result.facts.config?.logging.hosts).toEqual([
      { address: '10.1.1.5', vrf: 'management', source: { file: 'n.cfg', line: 2 } },
    ]);
  });
});
