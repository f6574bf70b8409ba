import { describe, expect, it } from 'vitest';
import { parseIosConfig } from '../src/config';
import { addresses, iface, lineCount, parseFixture, unrecognized } from './config-fixtures';

describe('IOS access switch (access-sw1.cfg)', () => {
  const result = parseFixture('cisco_ios', 'access-sw1.cfg');
  const config = result.facts.config;

  it('counts every line and reports those it does not understand', () => {
    expect(result.recognizedLines + result.unrecognizedLines).toBe(lineCount(result.text));
    expect(unrecognized(result)).toEqual([
      '34: nmsp enable',
      '80: frobnicate level 3',
      '113: switchport mode access',
    ]);
    expect(result.unrecognizedLines).toBe(3);
  });

  it('warns about the pager prompts left in, at their lines', () => {
    expect(result.warnings.filter((w) => w.code === 'pager-residue').map((w) => w.line)).toEqual([82, 83]);
  });

  it('reads a global statement written inside an interface as the device does', () => {
    expect(result.warnings.find((w) => w.code === 'statement-out-of-block')?.line).toBe(79);
    expect(config?.defaultGateway).toBe('10.99.0.1');
    expect(iface(result, 'GigabitEthernet1/0/3').extraConfig).toEqual(['frobnicate level 3']);
  });

  it('reads the system', () => {
    expect(result.facts.hostname).toBe('access-sw1');
    expect(result.facts.system).toMatchObject({
      osVersion: '15.2',
      domain: 'corp.example.net',
      vendor: 'Cisco',
    });
    expect(config?.dnsServers).toEqual(['10.10.1.53', '10.10.2.53']);
  });

  it('reads access ports, with voice VLAN, port security, portfast, BPDU guard and storm control', () => {
    const port = iface(result, 'GigabitEthernet1/0/1');
    expect(port).toMatchObject({
      shortName: 'Gi1/0/1',
      description: 'user desk 1-01',
      mode: 'access',
      accessVlan: 10,
      voiceVlan: 20,
      portSecurity: { enabled: true, maxMacs: 3, violation: 'restrict' },
      stpEdge: true,
      bpduGuard: true,
      stormControl: [{ kind: 'broadcast', level: '5.00' }],
      adminUp: true,
    });
    expect(port.fieldSources?.accessVlan).toEqual({ file: 'access-sw1.cfg', line: 60 });
    expect(port.sources).toEqual([{ file: 'access-sw1.cfg', line: 58, endLine: 68 }]);
  });

  it('reads abbreviated statements (int gi1/0/2, sw acc vlan, sw mo acc, shut, desc)', () => {
    expect(iface(result, 'GigabitEthernet1/0/2')).toMatchObject({
      description: 'printer  2nd floor',
      accessVlan: 30,
      mode: 'access',
      adminUp: false,
    });
  });

  it('reads the lines a pager interrupted into the right block', () => {
    expect(iface(result, 'GigabitEthernet1/0/4')).toMatchObject({ description: 'camera', accessVlan: 30 });
  });

  it('applies trunk allowed-VLAN statements in order: add, remove, except, none', () => {
    expect(iface(result, 'GigabitEthernet1/0/48')).toMatchObject({
      mode: 'trunk',
      nativeVlan: 99,
      allowedVlans: [10, 20, 30, 32],
      lag: 'Port-channel1',
      lagMode: 'active',
    });
    expect(iface(result, 'GigabitEthernet1/0/46').allowedVlans).toEqual([99]);
    const except = iface(result, 'GigabitEthernet1/0/47').allowedVlans ?? 'all';
    expect(except).not.toBe('all');
    if (except !== 'all') {
      expect(except).toHaveLength(4094 - 5);
      expect(except.slice(0, 2)).toEqual([2, 3]);
      expect(except).not.toContain(1002);
      expect(except).toContain(1006);
    }
    expect(iface(result, 'Port-channel1')).toMatchObject({ type: 'lag', allowedVlans: [10, 20, 30, 99] });
    expect(result.facts.lags).toEqual([
      {
        name: 'Port-channel1',
        shortName: 'Po1',
        protocol: 'lacp',
        members: [{ interface: 'GigabitEthernet1/0/48' }],
        source: { file: 'access-sw1.cfg', line: 102 },
      },
    ]);
  });

  it('reads SVI addresses with secondaries and the ACL applied', () => {
    const svi = iface(result, 'Vlan99');
    expect(addresses(svi)).toEqual(['10.99.0.11/24', '10.99.1.11/24 secondary']);
    expect(svi.accessGroups).toEqual({ in: 'MGMT-IN' });
    expect(iface(result, 'Vlan1').adminUp).toBe(false);
  });

  it('reads VLANs with names', () => {
    expect(result.facts.vlans?.map((v) => [v.id, v.name])).toEqual([
      [10, 'USERS'],
      [20, 'VOICE'],
      [30, 'PRINTERS'],
      [99, 'MGMT'],
    ]);
  });

  it('reads users and secrets by kind', () => {
    expect(config?.users.map((u) => [u.name, u.passwordKind, u.privilege])).toEqual([
      ['admin', 'scrypt', 15],
      ['backup', 'type7', undefined],
      ['temp', 'cleartext', undefined],
    ]);
    expect(config?.enableSecrets.map((e) => e.passwordKind)).toEqual(['md5']);
  });

  it('reads AAA method lists and the TACACS+ server of a server block', () => {
    expect(config?.aaa.newModel).toBe(true);
    expect(config?.aaa.authentication.map((a) => [a.service, a.list, a.methods])).toEqual([
      ['login', 'default', ['group tacacs+', 'local']],
    ]);
    expect(config?.aaa.accounting[0]?.methods).toEqual(['group tacacs+']);
    expect(config?.aaa.servers.map((s) => [s.protocol, s.address])).toEqual([['tacacs+', '10.10.1.49']]);
  });

  it('reads SNMP communities with access and ACL, hosts, location and contact', () => {
    expect(config?.snmp.communities.map((c) => [c.name, c.access, c.acl])).toEqual([
      ['n0tpublic', 'ro', '10'],
      ['wr1te', 'rw', undefined],
    ]);
    expect(config?.snmp.versions).toEqual(['v1', 'v2c']);
    expect(config?.snmp.trapHosts.map((h) => [h.address, h.version, h.community])).toEqual([
      ['10.10.5.20', '2c', 'n0tpublic'],
    ]);
    expect(config?.snmp.location).toBe('Building A, floor 2');
    expect(config?.snmp.contact).toBe('noc@example.net');
  });

  it('reads STP mode, priorities, root macros and defaults', () => {
    expect(config?.stp).toMatchObject({ mode: 'rapid-pvst', portfastDefault: true, bpduGuardDefault: true });
    expect(config?.stp.priorities.map((p) => [p.scope, p.id, p.priority])).toEqual([
      ['vlan', 10, 8192],
      ['vlan', 20, 8192],
    ]);
    expect(config?.stp.rootMacros?.map((m) => [m.scope, m.vlans, m.role])).toEqual([
      ['vlan', [30], 'secondary'],
    ]);
  });

  it('tells root macros of MST instances from those of VLANs', () => {
    const text =
      'hostname s1\nspanning-tree mode mst\nspanning-tree mst 1 root primary\nspanning-tree vlan 1 root secondary\n';
    const stp = parseIosConfig(text, { file: 's.cfg', platform: 'cisco_ios' }).facts.config?.stp;
    expect(stp?.rootMacros?.map((m) => [m.scope, m.vlans, m.role])).toEqual([
      ['instance', [1], 'primary'],
      ['vlan', [1], 'secondary'],
    ]);
  });

  it('reads banners with ^C and with another delimiter', () => {
    expect(config?.banners.map((b) => [b.kind, b.text, b.source.line, b.source.endLine])).toEqual([
      ['motd', 'Authorised access only.\nDisconnect now if you are not.', 137, 140],
      ['login', 'Property of Example Corp', 141, undefined],
    ]);
  });

  it('reads terminal lines and the services they imply', () => {
    expect(
      config?.lines.map((l) => [
        l.kind,
        l.range,
        l.transportInput,
        l.accessClassIn,
        l.execTimeoutSeconds,
        l.login,
      ]),
    ).toEqual([
      ['console', '0', undefined, undefined, 900, undefined],
      ['vty', '0 4', ['ssh'], '10', 630, 'login authentication default'],
      ['vty', '5 15', ['ssh', 'telnet'], undefined, undefined, 'login local'],
    ]);
    expect(config?.services).toMatchObject({
      telnetServer: true,
      sshServer: true,
      sshVersion: 2,
      httpServer: true,
      httpsServer: true,
      passwordEncryption: true,
      cdp: true,
      lldp: false,
    });
    // CDP on and LLDP off are IOS defaults: no line says so.
    expect(config?.services.sources.cdp).toBeUndefined();
    expect(config?.services.sources.telnetServer?.line).toBe(151);
  });

  it('reads ACLs with sequence numbers, and where they are used', () => {
    expect(
      config?.acls.map((a) => [a.name, a.kind, a.entries.map((e) => [e.seq, e.action, e.text])]),
    ).toEqual([
      [
        'MGMT-IN',
        'standard',
        [
          [10, 'permit', 'permit 10.99.0.0 0.0.0.255'],
          [20, 'deny', 'deny   any log'],
        ],
      ],
      [
        '10',
        'standard',
        [
          [undefined, 'remark', 'remark snmp pollers'],
          [undefined, 'permit', 'permit 10.10.5.0 0.0.0.255'],
        ],
      ],
    ]);
    expect(config?.references.map((r) => [r.kind, r.name, r.context])).toEqual([
      ['acl', 'MGMT-IN', 'interface Vlan99 ip access-group in'],
      ['acl', '10', 'snmp-server community n0tpublic'],
      ['acl', '10', 'line vty 0 4 access-class in'],
    ]);
    expect(config?.definitions.find((d) => d.name === '10')?.source).toEqual({
      file: 'access-sw1.cfg',
      line: 121,
      endLine: 122,
    });
  });

  it('reads logging and NTP', () => {
    expect(config?.logging).toMatchObject({
      bufferedLevel: 'informational',
      hosts: [{ address: '10.10.5.30' }],
    });
    expect(config?.ntp.servers.map((s) => [s.address, s.prefer])).toEqual([['10.10.1.123', true]]);
  });
});

describe('IOS-XE WAN router with CRLF line ends (wan-rtr1.cfg)', () => {
  const result = parseFixture('cisco_xe', 'wan-rtr1.cfg');
  const config = result.facts.config;

  it('understands every line', () => {
    expect(result.text).toContain('\r\n');
    expect(unrecognized(result)).toEqual([]);
    expect(result.recognizedLines).toBe(lineCount(result.text));
  });

  it('skips the certificate chain as one block', () => {
    const chain = config?.tree.find((n) => n.text.startsWith('crypto pki certificate chain'));
    expect(chain?.children.map((c) => [c.text, c.line, c.endLine])).toEqual([
      ['certificate self-signed 01', 46, 50],
    ]);
  });

  it('reads VRF definitions with their RD and interfaces (vrf forwarding, ip vrf forwarding)', () => {
    expect(result.facts.vrfs?.map((v) => [v.name, v.rd, v.interfaces])).toEqual([
      ['CUST-A', '65010:100', ['GigabitEthernet0/0/1.100', 'GigabitEthernet0/0/1.200']],
      ['Mgmt-intf', undefined, ['GigabitEthernet0']],
    ]);
  });

  it('reads sub-interfaces with their tag, HSRP, VRRP, secondaries and IPv6', () => {
    const sub = iface(result, 'GigabitEthernet0/0/1.100');
    expect(sub).toMatchObject({
      type: 'subinterface',
      parent: 'GigabitEthernet0/0/1',
      vlanId: 100,
      vrf: 'CUST-A',
    });
    expect(sub.fhrp?.map((g) => [g.protocol, g.group, g.virtualIp, g.priority, g.preempt])).toEqual([
      ['hsrp', 10, '10.100.0.254', 110, true],
    ]);
    expect(sub.ipv6.map((a) => [a.address, a.prefixLength, a.flags])).toEqual([
      ['2001:db8:100::1', 64, undefined],
      ['fe80::1', 64, ['link-local']],
    ]);
    const second = iface(result, 'GigabitEthernet0/0/1.200');
    expect(addresses(second)).toEqual([
      '10.200.0.1/24',
      '10.200.1.1/24 secondary',
      '10.200.2.1/24 secondary',
    ]);
    expect(second.fhrp?.map((g) => [g.protocol, g.group, g.virtualIp, g.priority])).toEqual([
      ['vrrp', 5, '10.200.0.254', 120],
    ]);
    expect(second.adminUp).toBe(false);
    expect(iface(result, 'GigabitEthernet0')).toMatchObject({ speedMbps: 1000, duplex: 'full', mtu: 1500 });
  });

  it('reads static routes: mask, interface and next hop, distance, name, tag, VRF, Null0, IPv6', () => {
    expect(result.facts.routes?.map((r) => [r.vrf, r.prefix, r.nextHops, r.distance, r.name, r.tag])).toEqual(
      [
        [undefined, '0.0.0.0/0', [{ ip: '198.51.100.1' }], undefined, 'DEFAULT-ISP', undefined],
        [undefined, '10.0.0.0/8', [{ discard: true, interface: 'Null0' }], 250, undefined, 666],
        [
          'Mgmt-intf',
          '0.0.0.0/0',
          [{ interface: 'GigabitEthernet0', ip: '192.168.50.1' }],
          undefined,
          undefined,
          undefined,
        ],
        ['CUST-A', '172.16.0.0/16', [{ ip: '10.100.0.2' }], 20, undefined, undefined],
        [
          undefined,
          '2001:db8::/32',
          [{ discard: true, interface: 'Null0' }],
          undefined,
          undefined,
          undefined,
        ],
      ],
    );
  });

  it('reads OSPF and BGP, with VRF address families as processes of their own', () => {
    expect(
      config?.routing.map((p) => [
        p.protocol,
        p.id,
        p.vrf,
        p.routerId,
        p.networks,
        p.neighbors.map((n) => [n.address, n.remoteAs, n.description]),
        p.passiveInterfaces,
      ]),
    ).toEqual([
      ['ospf', '10', undefined, '10.255.10.1', ['10.255.10.1 0.0.0.0 area 0'], [], ['default']],
      [
        'bgp',
        '65010',
        undefined,
        '10.255.10.1',
        ['203.0.113.0 mask 255.255.255.0'],
        [['198.51.100.1', '64500', 'ISP-A']],
        undefined,
      ],
      ['bgp', '65010', 'CUST-A', undefined, [], [['10.100.0.2', '65100', undefined]], undefined],
    ]);
  });

  it('records class maps, policy maps, route maps, prefix lists and ACLs where they are defined and used', () => {
    const defs = config?.definitions.map((d) => `${d.kind} ${d.name}`);
    expect(defs).toEqual([
      'class-map VOICE',
      'policy-map WAN-OUT',
      'acl EDGE-IN',
      'acl NAT-SRC',
      'acl VOICE-RTP',
      'acl V6-MGMT',
      'prefix-list ANNOUNCE',
      'prefix-list OSPF-IN',
      'route-map ISP-IN',
      'route-map CONNECTED-ONLY',
    ]);
    expect(config?.references.map((r) => `${r.kind} ${r.name} @${r.source.line} ${r.context}`)).toEqual([
      'acl VOICE-RTP @54 class-map VOICE match access-group',
      'class-map VOICE @57 policy-map WAN-OUT class',
      'acl EDGE-IN @68 interface GigabitEthernet0/0/0 ip access-group in',
      'policy-map WAN-OUT @71 interface GigabitEthernet0/0/0 service-policy output',
      'prefix-list OSPF-IN @111 router ospf 10 distribute-list',
      'route-map ISP-IN @122 router bgp 65010 neighbor 198.51.100.1 route-map in',
      'prefix-list ANNOUNCE @123 router bgp 65010 neighbor 198.51.100.1 prefix-list out',
      'route-map CONNECTED-ONLY @127 router bgp 65010 vrf CUST-A redistribute connected',
      'acl NAT-SRC @132 ip nat source list',
      'prefix-list BOGONS @159 route-map ISP-IN match ip address',
      'acl 99 @165 snmp-server group NMS',
      'policy-map COPP @174 control-plane service-policy',
      'acl 99 @183 line vty 0 4 access-class in',
    ]);
  });

  it('reads prefix lists with ge and le, route maps with match and set', () => {
    expect(
      config?.prefixLists
        .find((p) => p.name === 'OSPF-IN')
        ?.entries.map((e) => [e.seq, e.action, e.prefix, e.ge, e.le]),
    ).toEqual([
      [10, 'deny', '0.0.0.0/0', undefined, undefined],
      [20, 'permit', '10.0.0.0/8', 16, 32],
    ]);
    expect(
      config?.routeMaps
        .find((m) => m.name === 'ISP-IN')
        ?.clauses.map((c) => [c.seq, c.action, c.matches, c.sets]),
    ).toEqual([
      [10, 'deny', ['ip address prefix-list BOGONS'], []],
      [20, 'permit', [], ['local-preference 200']],
    ]);
  });

  it('reads SNMPv3, services and the banners with odd delimiters', () => {
    expect(config?.snmp.versions).toEqual(['v3']);
    expect(config?.snmp.users.map((u) => [u.name, u.group, u.auth, u.priv])).toEqual([
      ['nms-poller', 'NMS', 'sha', 'aes 128'],
    ]);
    expect(config?.services).toMatchObject({
      httpServer: false,
      httpsServer: true,
      lldp: true,
      cdp: false,
      telnetServer: true,
    });
    expect(config?.banners.map((b) => [b.kind, b.text])).toEqual([
      ['exec', 'Welcome to wan-rtr1 '],
      ['motd', ' Unauthorised access prohibited '],
    ]);
    expect(config?.enableSecrets.map((e) => e.passwordKind)).toEqual(['scrypt']);
    expect(config?.users.map((u) => [u.name, u.passwordKind])).toEqual([['netops', 'sha256']]);
  });

  it('reads NTP with VRF and key', () => {
    expect(config?.ntp.servers).toEqual([
      {
        address: '10.10.1.123',
        vrf: 'Mgmt-intf',
        key: 1,
        prefer: true,
        source: { file: 'wan-rtr1.cfg', line: 188 },
      },
    ]);
  });
});

describe('IOS statements one at a time', () => {
  const parse = (text: string) => parseIosConfig(text, { file: 'x.cfg', platform: 'cisco_ios' });

  it('reads the transport VRF of a tunnel apart from its own VRF', () => {
    const result = parse(
      'interface Tunnel100\n vrf forwarding CUST-A\n ip address 172.31.0.1 255.255.255.252\n tunnel source Gi0/0/0\n tunnel vrf INTERNET\n tunnel destination 198.51.100.7',
    );
    const tunnel = result.facts.interfaces?.[0];
    expect(tunnel).toMatchObject({ name: 'Tunnel100', vrf: 'CUST-A', tunnelVrf: 'INTERNET' });
    expect(tunnel?.fieldSources?.tunnelVrf?.line).toBe(5);
    expect(tunnel?.extraConfig).toContain('tunnel vrf INTERNET');
    expect(result.unrecognizedLines).toBe(0);
    // The transport VRF is used, not defined, here: no VRF of that name appears.
    expect(result.facts.vrfs?.map((v) => v.name)).toEqual(['CUST-A']);
  });

  it('reads a trunk with no allowed list as carrying every VLAN', () => {
    const result = parse('interface Gi0/1\n switchport mode trunk');
    expect(result.facts.interfaces?.[0]?.allowedVlans).toBe('all');
  });

  it('removes every VLAN from all', () => {
    const result = parse(
      'interface Gi0/1\n switchport trunk allowed vlan all\n switchport trunk allowed vlan remove 1-4094',
    );
    expect(result.facts.interfaces?.[0]?.allowedVlans).toEqual([]);
  });

  it('reports a value it cannot read as an unrecognised line', () => {
    const result = parse('interface Gi0/1\n ip address 10.0.0.1 255.0.255.0\n switchport access vlan 5000');
    expect(unrecognized(result)).toEqual([
      '2: ip address 10.0.0.1 255.0.255.0',
      '3: switchport access vlan 5000',
    ]);
  });

  it('reports every line of a block it does not know', () => {
    const result = parse('widget 1\n colour blue\n  shade dark\nhostname r1');
    expect(unrecognized(result)).toEqual(['1: widget 1', '2: colour blue', '3: shade dark']);
    expect(result.recognizedLines).toBe(1);
  });

  it('takes the last primary address and keeps secondaries', () => {
    const result = parse(
      'interface Vlan1\n ip address 10.0.0.1 255.255.255.0\n ip address 10.0.1.1 255.255.255.0 secondary\n ip address 10.0.2.1 255.255.255.0',
    );
    expect(addresses(iface(result, 'Vlan1'))).toEqual(['10.0.2.1/24', '10.0.1.1/24 secondary']);
  });

  it('reads no shutdown, and the platform default when neither form is written', () => {
    const result = parse('interface Gi0/1\n no shutdown\ninterface Gi0/2');
    expect(result.facts.interfaces?.map((i) => [i.name, i.adminUp, i.fieldSources?.adminUp?.line])).toEqual([
      ['GigabitEthernet0/1', true, 2],
      ['GigabitEthernet0/2', true, undefined],
    ]);
  });

  it('reads EIGRP, RIP and IS-IS processes, and the structures they name', () => {
    const text = [
      'router eigrp 100',
      ' network 10.1.0.0 0.0.255.255',
      ' passive-interface Gi0/1',
      ' distribute-list EIGRP-IN in',
      ' eigrp router-id 10.9.9.9',
      'router rip',
      ' version 2',
      ' network 10.0.0.0',
      ' redistribute static route-map STATIC-TO-RIP',
      'router isis CORE',
      ' net 49.0001.0100.0900.9009.00',
      ' is-type level-2-only',
    ].join('\n');
    const config = parse(text).facts.config;
    expect(
      config?.routing.map((p) => [p.protocol, p.id, p.routerId, p.networks, p.passiveInterfaces]),
    ).toEqual([
      ['eigrp', '100', '10.9.9.9', ['10.1.0.0 0.0.255.255'], ['GigabitEthernet0/1']],
      ['rip', undefined, undefined, ['10.0.0.0'], undefined],
      ['isis', 'CORE', undefined, ['49.0001.0100.0900.9009.00'], undefined],
    ]);
    expect(config?.references.map((r) => [r.kind, r.name, r.context])).toEqual([
      ['acl', 'EIGRP-IN', 'router eigrp 100 distribute-list'],
      ['route-map', 'STATIC-TO-RIP', 'router rip redistribute static'],
    ]);
  });

  it('reads the enable secret level, no ip ssh, no service password-encryption', () => {
    const config = parse('enable secret level 5 5 $1$abc$def\nno ip ssh\nno service password-encryption')
      .facts.config;
    expect(config?.enableSecrets.map((e) => [e.level, e.passwordKind])).toEqual([[5, 'md5']]);
    expect(config?.services).toMatchObject({ sshServer: false, passwordEncryption: false });
    expect(config?.services.sources.passwordEncryption?.line).toBe(3);
  });
});
