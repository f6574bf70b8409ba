import { describe, expect, it } from 'vitest';
import { canonicalInterface, canonicalInterfaceName, interfaceKey } from './interface-names';

describe('canonicalInterface on Cisco IOS', () => {
  it.each([
    ['Gi1/0/1', 'GigabitEthernet1/0/1', 'Gi1/0/1', 'physical'],
    ['gig1/0/1', 'GigabitEthernet1/0/1', 'Gi1/0/1', 'physical'],
    ['GigabitEthernet 1/0/1', 'GigabitEthernet1/0/1', 'Gi1/0/1', 'physical'],
    ['Fa0/1', 'FastEthernet0/1', 'Fa0/1', 'physical'],
    ['Te1/1/1', 'TenGigabitEthernet1/1/1', 'Te1/1/1', 'physical'],
    ['Twe1/0/1', 'TwentyFiveGigE1/0/1', 'Twe1/0/1', 'physical'],
    ['Hu1/0/49', 'HundredGigE1/0/49', 'Hu1/0/49', 'physical'],
    ['Po1', 'Port-channel1', 'Po1', 'lag'],
    ['port-channel10', 'Port-channel10', 'Po10', 'lag'],
    ['Vl99', 'Vlan99', 'Vl99', 'vlan'],
    ['Lo0', 'Loopback0', 'Lo0', 'loopback'],
    ['Tu10', 'Tunnel10', 'Tu10', 'tunnel'],
    ['Null0', 'Null0', 'Nu0', 'null'],
    ['Serial0/0/0:1', 'Serial0/0/0:1', 'Se0/0/0:1', 'physical'],
    ['Gi0/0/1.100', 'GigabitEthernet0/0/1.100', 'Gi0/0/1.100', 'subinterface'],
    ['Port-channel1.20', 'Port-channel1.20', 'Po1.20', 'subinterface'],
    ['Virtual-Template1', 'Virtual-Template1', 'Vt1', 'other'],
  ])('%s is %s', (raw, name, shortName, type) => {
    expect(canonicalInterface(raw, 'cisco_ios')).toEqual({ name, shortName, type });
  });

  it('keeps unknown spellings as given, trimmed', () => {
    expect(canonicalInterface('  Embedded-Service-Engine0/0 ', 'cisco_ios')).toEqual({
      name: 'Embedded-Service-Engine0/0',
      shortName: 'Embedded-Service-Engine0/0',
      type: 'other',
    });
    expect(canonicalInterface('', 'cisco_ios')).toEqual({ name: '', shortName: '', type: 'other' });
  });
});

describe('canonicalInterface on NX-OS', () => {
  it.each([
    ['Eth1/1', 'Ethernet1/1', 'Eth1/1', 'physical'],
    ['Ethernet1/49', 'Ethernet1/49', 'Eth1/49', 'physical'],
    ['Po10', 'port-channel10', 'Po10', 'lag'],
    ['port-channel10', 'port-channel10', 'Po10', 'lag'],
    ['mgmt0', 'mgmt0', 'mgmt0', 'management'],
    ['nve1', 'nve1', 'nve1', 'tunnel'],
    ['Vlan100', 'Vlan100', 'Vl100', 'vlan'],
  ])('%s is %s', (raw, name, shortName, type) => {
    expect(canonicalInterface(raw, 'cisco_nxos')).toEqual({ name, shortName, type });
  });
});

describe('canonicalInterface without a platform', () => {
  it('spells the Cisco families', () => {
    expect(canonicalInterfaceName('te1/1/1')).toBe('TenGigabitEthernet1/1/1');
    expect(canonicalInterfaceName('Eth1/1')).toBe('Ethernet1/1');
  });
});

describe('interfaceKey', () => {
  it('joins spellings of the same interface', () => {
    expect(interfaceKey('Gi1/0/1', 'cisco_ios')).toBe(interfaceKey('GigabitEthernet1/0/1', 'cisco_ios'));
    expect(interfaceKey('gigabitethernet1/0/1', 'cisco_ios')).toBe('gigabitethernet1/0/1');
    expect(interfaceKey('Eth1/1', 'cisco_nxos')).toBe(interfaceKey('Ethernet1/1', 'cisco_nxos'));
    expect(interfaceKey('Po1', 'arista_eos')).toBe(interfaceKey('Port-Channel1', 'arista_eos'));
  });

  it('keeps different interfaces apart', () => {
    expect(interfaceKey('Gi1/0/1', 'cisco_ios')).not.toBe(interfaceKey('Gi1/0/10', 'cisco_ios'));
    expect(interfaceKey('Po1', 'cisco_ios')).not.toBe(interfaceKey('Lo1', 'cisco_ios'));
  });
});
