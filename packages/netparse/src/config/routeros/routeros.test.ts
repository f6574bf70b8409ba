import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParseLog } from '../../parse/types';
import { parseRouterosExport, readKeyValues, readRouterosExport } from './index';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/configs/mikrotik_routeros');
const parse = (text: string, file = 'test.rsc') =>
  parseRouterosExport(text, { file, platform: 'mikrotik_routeros' });

describe('readKeyValues', () => {
  it('reads quoted values with escapes and unquoted values that run to the next key', () => {
    const { pairs, leading } = readKeyValues(
      'DAc comment="to \\"core\\" 1" name=ether1 last-link-up-time=jul/09/2023 07:18:42 mtu=1500 note=a\\_b',
    );
    expect(leading).toEqual(['DAc']);
    expect(pairs.map((p) => [p.key, p.value])).toEqual([
      ['comment', 'to "core" 1'],
      ['name', 'ether1'],
      ['last-link-up-time', 'jul/09/2023 07:18:42'],
      ['mtu', '1500'],
      ['note', 'a\\_b'],
    ]);
  });

  it('reads an unclosed quote to the end of the line', () => {
    expect(readKeyValues('comment="open ended').pairs).toEqual([
      { key: 'comment', value: 'open ended', quoted: true },
    ]);
  });
});

describe('readRouterosExport', () => {
  it('joins continuation lines, keeps the first line and tells menus and commands apart', () => {
    const log = new ParseLog('x.rsc');
    const { commands } = readRouterosExport(
      [
        '/interface bridge', // 1
        'add name=bridge1 \\', // 2
        '    vlan-filtering=yes', // 3
        '/ip address add address=10.0.0.1/24 interface=bridge1', // 4
        '/interface ethernet', // 5
        'set [ find default-name=ether1 ] comment=wan-link\\', // 6
        '    -a name=wan', // 7
      ].join('\n'),
      log,
    );
    expect(commands.map((c) => [c.menu, c.verb, c.line, c.endLine])).toEqual([
      ['/interface bridge', 'add', 2, 3],
      ['/ip address', 'add', 4, 4],
      ['/interface ethernet', 'set', 6, 7],
    ]);
    expect(commands[0]?.values.get('vlan-filtering')).toBe('yes');
    expect(commands[2]?.find?.get('default-name')).toBe('ether1');
    expect(commands[2]?.values.get('comment')).toBe('wan-link-a');
  });
});

describe('parseRouterosExport of a captured session', () => {
  it('skips the prompt and reads a terse export, one menu per line', () => {
    const result = parse(
      [
        '[admin@rtr1] > /export terse',
        '# 2024-03-18 10:00:01 by RouterOS 6.49.10',
        '/system identity set name=rtr1',
        '/ip address add address=10.0.0.1/24 interface=ether2 network=10.0.0.0',
        '/ip route add distance=1 dst-address=10.9.0.0/16 type=blackhole',
      ].join('\n'),
    );
    expect(result.unrecognizedLines).toBe(0);
    expect(result.facts.hostname).toBe('rtr1');
    expect(result.facts.system?.osVersion).toBe('6.49.10');
    expect(result.facts.interfaces?.[0]?.ipv4).toMatchObject([{ address: '10.0.0.1', prefixLength: 24 }]);
    expect(result.facts.routes?.[0]?.nextHops).toEqual([{ discard: true }]);
  });
});

describe('parseRouterosExport', () => {
  const result = parse(readFileSync(resolve(FIXTURES, 'rtr-edge1.rsc'), 'utf8'), 'rtr-edge1.rsc');
  const { facts } = result;
  const iface = (name: string) => facts.interfaces?.find((i) => i.name === name);

  it('reads the header, the identity and counts the one menu it does not know', () => {
    expect(facts.hostname).toBe('rtr-edge1');
    expect(facts.system).toMatchObject({
      osVersion: '7.12.2',
      model: 'CCR2004-1G-12S+2XS',
      serial: 'HD0812ABCDE',
    });
    expect(result.unrecognizedLines).toBe(1);
    expect(result.warnings.find((w) => w.code === 'unrecognized-line')).toMatchObject({
      line: 99,
      text: '/tool netwatch add host=198.51.100.1',
    });
    expect(result.recognizedLines + result.unrecognizedLines).toBe(99);
  });

  it('reads interfaces: renamed ports, comments with escaped quotes, disabled ports, MTU, VLAN interfaces', () => {
    expect(iface('ether1')).toBeUndefined();
    expect(iface('ether1-wan')).toMatchObject({
      description: 'WAN "fibre" uplink',
      ipv4: [{ address: '198.51.100.2', prefixLength: 30 }],
      ipv6: [{ address: '2001:db8:0:1::2', prefixLength: 64 }],
    });
    expect(iface('sfp-sfpplus1')?.mtu).toBe(9000);
    expect(iface('sfp-sfpplus2')?.adminUp).toBe(false);
    expect(iface('vlan10-users')).toMatchObject({
      type: 'vlan',
      vlanId: 10,
      parent: 'bridge1',
      description: 'Users',
    });
    expect(iface('bridge1')?.mac).toBe('48:a9:8a:10:20:30');
    expect(iface('bridge1')?.sources[0]).toEqual({ file: 'rtr-edge1.rsc', line: 7, endLine: 8 });
  });

  it('reads bonding as a LAG and the bridge VLAN table as access and trunk ports', () => {
    expect(facts.lags).toMatchObject([
      {
        name: 'bond1',
        protocol: 'lacp',
        members: [{ interface: 'sfp-sfpplus3' }, { interface: 'sfp-sfpplus4' }],
      },
    ]);
    expect(iface('sfp-sfpplus3')).toMatchObject({ lag: 'bond1', lagMode: '802.3ad' });
    expect(iface('ether2')).toMatchObject({ mode: 'access', accessVlan: 10, stpEdge: true });
    expect(iface('ether3')).toMatchObject({ mode: 'access', accessVlan: 20 });
    expect(iface('bond1')).toMatchObject({ mode: 'trunk', allowedVlans: [10, 20, 30, 31] });
    expect(iface('ether8')).toBeUndefined();
    expect(iface('ether9')?.mode).toBeUndefined();
    expect(result.warnings.map((w) => w.code)).toContain('vlan-filtering-off');
    expect(facts.vlans?.map((v) => v.id)).toEqual([10, 20, 30, 31]);
    expect(facts.config?.stp).toMatchObject({
      mode: 'rstp',
      priorities: [{ scope: 'bridge', priority: 0x4000 }],
    });
  });

  it('reads addresses and routes, leaving disabled ones out', () => {
    expect(facts.interfaces?.some((i) => i.ipv4.some((a) => a.address === '192.0.2.99'))).toBe(false);
    expect(
      facts.routes?.map((r) => [
        r.prefix,
        r.vrf ?? '',
        r.nextHops.map((h) => h.ip ?? (h.discard ? 'blackhole' : '')),
      ]),
    ).toEqual([
      ['0.0.0.0/0', '', ['198.51.100.1']],
      ['10.0.0.0/8', '', ['blackhole']],
      ['0.0.0.0/0', 'mgmt', ['172.16.0.1']],
    ]);
    expect(facts.vrfs).toMatchObject([{ name: 'mgmt', interfaces: ['ether7'] }]);
    expect(iface('ether7')?.vrf).toBe('mgmt');
  });

  it('reads services, with the RouterOS defaults for those the export leaves out', () => {
    const services = facts.config?.services;
    expect(services).toMatchObject({
      telnetServer: false,
      sshServer: true,
      httpServer: true,
      httpsServer: false,
    });
    expect(services?.otherServers).toEqual({ ftp: false, api: false, winbox: true, 'api-ssl': true });
    expect(services?.sources.telnetServer?.line).toBe(65);
    expect(services?.sources.sshServer).toBeUndefined();
    expect(result.warnings.find((w) => w.code === 'service-defaults')?.text).toContain('ssh enabled');
    expect(services).toMatchObject({ lldp: true, cdp: false });
  });

  it('reads SNMP, users, DNS, NTP, syslog and routing', () => {
    const config = facts.config;
    expect(config?.snmp.communities.map((c) => [c.name, c.access, c.acl])).toEqual([
      ['monitor', 'ro', '192.0.2.0/24'],
      ['automation', 'rw', '192.0.2.10/32'],
    ]);
    expect(config?.snmp).toMatchObject({ enabled: true, contact: 'noc@example.net', location: 'DC1 row 4' });
    expect(config?.users.map((u) => [u.name, u.role, u.passwordKind])).toEqual([
      ['netadmin', 'full', 'unknown'],
      ['monitor', 'read', 'unknown'],
    ]);
    expect(config?.dnsServers).toEqual(['192.0.2.53', '2001:db8::53']);
    expect(config?.ntp.servers.map((s) => s.address)).toEqual(['192.0.2.123', '192.0.2.124']);
    expect(config?.logging.hosts.map((h) => h.address)).toEqual(['192.0.2.50']);
    expect(config?.routing).toMatchObject([
      { protocol: 'ospf', routerId: '10.255.0.1' },
      { protocol: 'bgp', id: '65010', neighbors: [{ address: '198.51.100.1', remoteAs: '64500' }] },
    ]);
  });

  it('reads firewall filter rules per chain as ACL entries, with jumps as references', () => {
    const acls = facts.config?.acls ?? [];
    expect(acls.map((a) => [a.name, a.entries.map((e) => e.action)])).toEqual([
      ['input', ['permit', 'permit', 'permit', 'deny']],
      ['forward', ['other']],
      ['lan-out', ['permit']],
    ]);
    expect(acls[0]?.entries[0]?.text).toBe(
      'action=accept comment="allow established" connection-state=established,related',
    );
    expect(acls[0]?.entries[0]?.source).toEqual({ file: 'rtr-edge1.rsc', line: 51, endLine: 52 });
    expect(facts.config?.references.map((r) => `${r.kind} ${r.name}`)).toEqual([
      'other mgmt-nets',
      'firewall-filter lan-out',
    ]);
  });
});

describe('parseRouterosExport of the built-in SNMP community', () => {
  const communities = (text: string) =>
    (parse(text).facts.config?.snmp.communities ?? []).map((c) => [c.name, c.access, c.builtIn ?? false]);

  it('answers as `public` once SNMP is on, with the statement that turned it on', () => {
    const config = parse('/snmp\nset enabled=yes\n').facts.config;
    expect(config?.snmp.communities).toEqual([
      { name: 'public', access: 'ro', builtIn: true, source: { file: 'test.rsc', line: 2 } },
    ]);
    expect(config?.snmp.versions).toEqual(['v1', 'v2c']);
  });

  it('is not there while SNMP is off (the default), renamed, or set by its own statement', () => {
    expect(communities('/snmp\nset contact=noc\n')).toEqual([]);
    expect(communities('/snmp\nset enabled=no\n')).toEqual([]);
    expect(
      communities('/snmp community\nset [ find default=yes ] name=monitor\n/snmp\nset enabled=yes\n'),
    ).toEqual([['monitor', 'ro', false]]);
    expect(
      communities('/snmp community\nset [ find default=yes ] name=public\n/snmp\nset enabled=yes\n'),
    ).toEqual([['public', 'ro', false]]);
    expect(
      communities('/snmp community\nset [ find default=yes ] disabled=yes\n/snmp\nset enabled=yes\n'),
    ).toEqual([]);
  });
});

describe('parseRouterosExport of /system note', () => {
  it('reads the note shown at login as a banner, and tells a note hidden from the login screen apart', () => {
    const shown = parse('/system note\nset note="Authorised access only" show-at-login=yes\n', 'a.rsc').facts;
    expect(shown.config?.banners).toEqual([
      { kind: 'note', text: 'Authorised access only', source: { file: 'a.rsc', line: 2 } },
    ]);
    const hidden = parse('/system note\nset note="lab only" show-at-login=no\n', 'b.rsc').facts;
    expect(hidden.config?.banners.map((b) => b.kind)).toEqual(['note-hidden']);
    const empty = parse('/system note\nset show-at-login=no\n', 'c.rsc').facts;
    expect(empty.config?.banners).toEqual([]);
  });
});

describe('parseRouterosExport on adversarial input', () => {
  it('never throws on binary bytes, a 1 MB line, endless continuations or an unclosed quote', () => {
    const binary = String.fromCharCode(...Array.from({ length: 256 }, (_, i) => i)).repeat(20);
    expect(parse(binary).warnings.map((w) => w.code)).toContain('binary-content');
    const long = `/ip address\nadd address=10.0.0.1/24 interface=${'e'.repeat(1_000_000)}`;
    expect(parse(long).facts.interfaces?.[0]?.name.length).toBe(1_000_000);
    const words = `/ip firewall filter\nadd chain=input ${'word '.repeat(200_000)}`;
    expect(parse(words).facts.config?.acls[0]?.entries).toHaveLength(1);
    const continued = `/ip route\nadd dst-address=10.0.0.0/8 \\\n${'  gateway=10.0.0.1 \\\n'.repeat(50_000)}`;
    expect(parse(continued).facts.routes).toHaveLength(1);
    const quote = `/system identity\nset name="${'q'.repeat(500_000)}`;
    expect(parse(quote).facts.hostname?.length).toBe(500_000);
  });
});

describe('parseRouterosExport management access, RADIUS and bridge port VLANs', () => {
  const text = [
    '/interface bridge',
    'add name=br1 vlan-filtering=yes',
    'add name=flat',
    '/interface bridge port',
    'add bridge=br1 interface=ether2',
    'add bridge=br1 interface=ether3 pvid=20',
    'add bridge=br1 interface=ether4',
    'add bridge=flat interface=ether5',
    '/interface bridge vlan',
    'add bridge=br1 tagged=ether4 vlan-ids=20',
    '/ip service',
    'set ssh address=10.0.0.0/24,192.0.2.7',
    'set telnet disabled=yes',
    '/radius',
    'add address=10.0.0.20 service=login secret=s3cr3t',
    'add address=10.0.0.21 service=hotspot secret=s3cr3t',
    '/user aaa',
    'set use-radius=yes',
    '/user',
    'add name=ops group=full',
  ].join('\n');
  const result = parse(text);
  const config = result.facts.config;
  const port = (name: string) => result.facts.interfaces?.find((i) => i.name === name);

  it('reads the addresses a service answers', () => {
    expect(config?.managementAccess).toEqual([
      {
        services: ['ssh'],
        addresses: ['10.0.0.0/24', '192.0.2.7/32'],
        context: '/ip service ssh',
        source: { file: 'test.rsc', line: 12 },
      },
    ]);
  });

  it('reads RADIUS for logins and the users with their groups', () => {
    expect(config?.aaa.servers).toEqual([
      { protocol: 'radius', address: '10.0.0.20', source: { file: 'test.rsc', line: 15 } },
    ]);
    expect(config?.aaa.authentication.map((a) => [a.service, a.methods, a.source.line])).toEqual([
      ['login', ['radius', 'local'], 18],
    ]);
    expect(config?.users.map((u) => [u.name, u.role, u.source.line])).toEqual([['ops', 'full', 20]]);
  });

  it('makes the untagged ports of a VLAN-filtering bridge access ports of their pvid, VLAN 1 when unset', () => {
    expect(port('ether2')).toMatchObject({ mode: 'access' });
    expect(port('ether2')?.accessVlan).toBeUndefined();
    expect(port('ether2')?.fieldSources?.mode?.line).toBe(5);
    expect(port('ether3')).toMatchObject({ mode: 'access', accessVlan: 20 });
    expect(port('ether3')?.fieldSources?.accessVlan?.line).toBe(6);
    expect(port('ether4')?.mode).toBe('trunk');
    // A bridge that does not filter VLANs puts its ports in no VLAN.
    expect(port('ether5')?.mode).toBeUndefined();
    expect(result.unrecognizedLines).toBe(0);
  });
});
