import { describe, expect, it } from 'vitest';
import { check, findings, hostRecord, linked, network, outcomeOf, port, record } from '../test-helpers';

/** Checks across devices and across the structures of one configuration. */

function pair(aText: string, bText: string, platform = 'cisco_ios', aPort = 'Gi0/1', bPort = 'Gi0/2') {
  const a = record('D1');
  const b = record('D2');
  linked(a, aPort, b, bPort);
  linked(b, bPort, a, aPort);
  return network([
    { record: a, platform, text: aText },
    { record: b, platform, text: bText },
  ]);
}
const iface = (name: string, ...lines: string[]) =>
  `hostname x\ninterface ${name}\n${lines.map((l) => ` ${l}\n`).join('')}`;
const messagesOf = (net: ReturnType<typeof network>, type: string, id = 'D1') =>
  findings(outcomeOf(net, type, id)).map((f) => f.message);

describe('duplicate_ip', () => {
  it('the same address on interfaces of two devices is reported on both, with both lines', () => {
    const net = network([
      {
        record: record('D1'),
        platform: 'cisco_ios',
        text: iface('Vlan10', 'ip address 10.0.0.1 255.255.255.0'),
      },
      {
        record: record('D2'),
        platform: 'cisco_ios',
        text: iface('Loopback0', 'ip address 10.0.0.1 255.255.255.255'),
      },
    ]);
    const [finding] = findings(outcomeOf(net, 'duplicate_ip', 'D1'));
    expect(finding?.message).toBe('10.0.0.1 is also used by d2 (Loopback0)');
    expect(finding?.interface).toBe('Vlan10');
    expect(finding?.evidence.map((e) => `${e.device_name}:${e.lines[0]?.line}`)).toEqual(['d1:3', 'd2:3']);
    expect(messagesOf(net, 'duplicate_ip', 'D2')).toEqual(['10.0.0.1 is also used by d1 (Vlan10)']);
  });

  it('the same address on two interfaces of one device is reported', () => {
    const text = `${iface('Gi0/1', 'ip address 10.1.1.1 255.255.255.0')}interface Gi0/2\n ip address 10.1.1.1 255.255.255.0\n`;
    const net = network([{ record: record('D1'), platform: 'cisco_ios', text }]);
    expect(messagesOf(net, 'duplicate_ip')).toEqual([
      '10.1.1.1 is also used by d1 (GigabitEthernet0/2)',
      '10.1.1.1 is also used by d1 (GigabitEthernet0/1)',
    ]);
  });

  it('other VRFs, shut interfaces and HSRP virtual addresses are no duplicates', () => {
    const a = iface(
      'Gi0/1',
      'vrf forwarding RED',
      'ip address 10.0.0.1 255.255.255.0',
      'standby 1 ip 10.0.0.254',
    );
    const b = `${iface('Gi0/1', 'ip address 10.0.0.1 255.255.255.0', 'standby 1 ip 10.0.0.254')}interface Gi0/2\n ip address 10.9.9.9 255.255.255.0\n shutdown\n`;
    const c = iface('Gi0/3', 'ip address 10.9.9.9 255.255.255.0');
    const net = network([
      { record: record('D1'), platform: 'cisco_ios', text: a },
      { record: record('D2'), platform: 'cisco_ios', text: b },
      { record: record('D3'), platform: 'cisco_ios', text: c },
    ]);
    for (const id of ['D1', 'D2', 'D3']) expect(messagesOf(net, 'duplicate_ip', id)).toEqual([]);
  });

  it('a host holding a device address is reported on the device', () => {
    const host = hostRecord();
    const net = network(
      [
        {
          record: record('D1'),
          platform: 'cisco_ios',
          text: iface('Vlan10', 'ip address 10.0.0.1 255.255.255.0'),
        },
      ],
      [host],
    );
    expect(messagesOf(net, 'duplicate_ip')).toEqual(['10.0.0.1 is also used by 00:11:22:33:44:55']);
  });

  it('a host written by hand on no device is named, and only the device holding the address gives evidence', () => {
    const host = hostRecord({
      seen_on_device: null,
      seen_on_device_name: null,
      port_if_no: null,
      port_if_no_short: null,
    });
    const net = network(
      [
        {
          record: record('D1'),
          platform: 'cisco_ios',
          text: iface('Vlan10', 'ip address 10.0.0.1 255.255.255.0'),
        },
      ],
      [host],
    );
    const [finding] = findings(outcomeOf(net, 'duplicate_ip', 'D1'));
    expect(finding?.message).toBe('10.0.0.1 is also used by 00:11:22:33:44:55');
    expect(finding?.evidence.map((e) => e.device_id)).toEqual(['D1']);
  });
});

describe('undefined_reference and unused_structure', () => {
  it('IOS: an ACL applied but not defined fails high; a defined one passes', () => {
    const text = `${iface('Gi0/1', 'ip access-group WEB in')}line vty 0 4\n access-class MGMT in\nip access-list standard MGMT\n permit 10.0.0.0 0.0.0.255\n`;
    expect(
      findings(check('undefined_reference', 'cisco_ios', text)).map((f) => `${f.severity}: ${f.message}`),
    ).toEqual(["high: ACL 'WEB' is used but not defined (interface GigabitEthernet0/1 ip access-group in)"]);
    expect(findings(check('unused_structure', 'cisco_ios', text))).toEqual([]);
  });

  it('IOS: names are case-sensitive; `no ip access-group` removes the use', () => {
    const text =
      'hostname x\nip access-list extended web\n permit tcp any any eq 80\ninterface Gi0/1\n ip access-group WEB in\n';
    expect(findings(check('undefined_reference', 'cisco_ios', text))).toHaveLength(1);
    expect(findings(check('unused_structure', 'cisco_ios', text)).map((f) => f.message)).toEqual([
      "ACL 'web' is defined but never used",
    ]);
  });

  it('IOS: route maps and prefix lists used by BGP neighbours and route maps count as used', () => {
    const text = [
      'hostname x',
      'router bgp 65000',
      ' neighbor 10.0.0.2 remote-as 65001',
      ' neighbor 10.0.0.2 route-map IN in',
      'ip prefix-list PL seq 5 permit 10.0.0.0/8',
      'route-map IN permit 10',
      ' match ip address prefix-list PL',
      'route-map ORPHAN permit 10',
    ].join('\n');
    expect(findings(check('undefined_reference', 'cisco_ios', text))).toEqual([]);
    expect(findings(check('unused_structure', 'cisco_ios', text)).map((f) => f.message)).toEqual([
      "Route map 'ORPHAN' is defined but never used",
    ]);
  });

  it('Junos: a firewall filter applied but not defined fails', () => {
    const text =
      'set interfaces ge-0/0/0 unit 0 family inet filter input PROTECT\nset interfaces ge-0/0/0 unit 0 family inet address 10.0.0.1/30\n';
    expect(findings(check('undefined_reference', 'juniper_junos', text)).map((f) => f.message)).toEqual([
      "Firewall filter 'PROTECT' is used but not defined (interfaces ge-0/0/0.0 family inet filter input)",
    ]);
  });

  it('RouterOS: the built-in chains are used by the system, a custom chain nobody jumps to is not', () => {
    const text = '/ip firewall filter\nadd chain=input action=accept\nadd chain=custom action=drop\n';
    expect(findings(check('unused_structure', 'mikrotik_routeros', text)).map((f) => f.message)).toEqual([
      "Firewall filter 'custom' is defined but never used",
    ]);
  });
});

describe('link checks', () => {
  it('duplex fixed to full against a negotiating end fails; both negotiating passes; `negotiation auto` negotiates', () => {
    const fixed = iface('Gi0/1', 'speed 100', 'duplex full');
    expect(messagesOf(pair(fixed, iface('Gi0/2')), 'link_speed_duplex_mismatch')).toEqual([
      'd1 Gi0/1 – d2 Gi0/2: one end is fixed to full duplex, the other negotiates (and falls back to half duplex)',
    ]);
    expect(messagesOf(pair(iface('Gi0/1'), iface('Gi0/2')), 'link_speed_duplex_mismatch')).toEqual([]);
    const negotiated = iface('Gi0/1', 'speed 1000', 'duplex full', 'negotiation auto');
    expect(messagesOf(pair(negotiated, iface('Gi0/2')), 'link_speed_duplex_mismatch')).toEqual([]);
    expect(
      messagesOf(pair(fixed, iface('Gi0/2', 'speed 100', 'duplex half')), 'link_speed_duplex_mismatch'),
    ).toEqual(['d1 Gi0/1 – d2 Gi0/2: duplex set to full against half']);
  });

  it('a link is reported once, on the end whose name sorts first', () => {
    const net = pair(iface('Gi0/1', 'duplex full'), iface('Gi0/2', 'duplex half'));
    expect(messagesOf(net, 'link_speed_duplex_mismatch', 'D2')).toEqual([]);
  });

  it('operational speed and duplex of two up ports are compared when neither is configured', () => {
    const a = record('D1', { ports: { 'Gi0/1': port('Gi0/1', { duplex: 'half', speed: 100 }) } });
    const b = record('D2', { ports: { 'Gi0/2': port('Gi0/2', { duplex: 'full', speed: 100 }) } });
    linked(a, 'Gi0/1', b, 'Gi0/2');
    linked(b, 'Gi0/2', a, 'Gi0/1');
    expect(messagesOf(network([{ record: a }, { record: b }]), 'link_speed_duplex_mismatch')).toEqual([
      'd1 Gi0/1 – d2 Gi0/2: running half against full duplex',
    ]);
  });

  it('trunks: native VLAN, allowed VLANs and mode are compared', () => {
    const trunk = (...extra: string[]) => ['switchport mode trunk', ...extra];
    const native = pair(
      iface('Gi0/1', ...trunk('switchport trunk native vlan 99')),
      iface('Gi0/2', ...trunk()),
    );
    expect(messagesOf(native, 'link_vlan_mismatch')).toEqual([
      'd1 Gi0/1 – d2 Gi0/2: native VLAN 99 against 1',
    ]);
    const allowed = pair(
      iface('Gi0/1', ...trunk('switchport trunk allowed vlan 10,20,30')),
      iface('Gi0/2', ...trunk('switchport trunk allowed vlan 10,20')),
    );
    expect(messagesOf(allowed, 'link_vlan_mismatch')).toEqual([
      'd1 Gi0/1 – d2 Gi0/2: VLAN(s) 30 allowed on d1 Gi0/1 only',
    ]);
    const mode = pair(
      iface('Gi0/1', ...trunk()),
      iface('Gi0/2', 'switchport mode access', 'switchport access vlan 10'),
    );
    expect(messagesOf(mode, 'link_vlan_mismatch')).toEqual([
      'd1 Gi0/1 – d2 Gi0/2: trunk port against access port',
    ]);
    const same = pair(
      iface('Gi0/1', ...trunk('switchport trunk allowed vlan 10,20')),
      iface('Gi0/2', ...trunk('switchport trunk allowed vlan 20,10')),
    );
    expect(messagesOf(same, 'link_vlan_mismatch')).toEqual([]);
  });

  it('access ports in different VLANs fail', () => {
    const net = pair(
      iface('Gi0/1', 'switchport mode access', 'switchport access vlan 10'),
      iface('Gi0/2', 'switchport mode access', 'switchport access vlan 20'),
    );
    expect(messagesOf(net, 'link_vlan_mismatch')).toEqual(['d1 Gi0/1 – d2 Gi0/2: access VLAN 10 against 20']);
  });

  it('MTU: explicit against default fails; both default passes', () => {
    expect(messagesOf(pair(iface('Gi0/1', 'mtu 9000'), iface('Gi0/2')), 'link_mtu_mismatch')).toEqual([
      'd1 Gi0/1 – d2 Gi0/2: MTU 9000 against 1500 (d2 Gi0/2 runs the platform default)',
    ]);
    expect(messagesOf(pair(iface('Gi0/1', 'mtu 1500'), iface('Gi0/2')), 'link_mtu_mismatch')).toEqual([]);
    expect(messagesOf(pair(iface('Gi0/1'), iface('Gi0/2')), 'link_mtu_mismatch')).toEqual([]);
  });

  it('L3: different masks or different subnets fail; one /30 passes', () => {
    const mask = pair(
      iface('Gi0/1', 'ip address 10.0.0.1 255.255.255.252'),
      iface('Gi0/2', 'ip address 10.0.0.2 255.255.255.0'),
    );
    expect(messagesOf(mask, 'link_subnet_mismatch')).toEqual([
      'd1 Gi0/1 – d2 Gi0/2: 10.0.0.1/30 against 10.0.0.2/24: different masks',
    ]);
    const subnet = pair(
      iface('Gi0/1', 'ip address 10.0.0.1 255.255.255.252'),
      iface('Gi0/2', 'ip address 10.0.1.2 255.255.255.252'),
    );
    expect(messagesOf(subnet, 'link_subnet_mismatch')).toEqual([
      'd1 Gi0/1 – d2 Gi0/2: 10.0.0.1/30 and 10.0.1.2/30 are not in one subnet',
    ]);
    const good = pair(
      iface('Gi0/1', 'ip address 10.0.0.1 255.255.255.252'),
      iface('Gi0/2', 'ip address 10.0.0.2 255.255.255.252'),
    );
    expect(messagesOf(good, 'link_subnet_mismatch')).toEqual([]);
  });

  it('one-sided neighbours: the device that sees the other is told the other does not see it', () => {
    const a = record('D1');
    const b = record('D2');
    linked(a, 'Gi0/1', b, 'Gi0/2', { one_sided: true, source: 'cdp' });
    const net = network([{ record: a }, { record: b }]);
    expect(messagesOf(net, 'link_one_sided')).toEqual([
      'Gi0/1 sees d2 Gi0/2 over CDP, but d2 does not report this link',
    ]);
    expect(messagesOf(net, 'link_one_sided', 'D2')).toEqual([]);
  });
});
