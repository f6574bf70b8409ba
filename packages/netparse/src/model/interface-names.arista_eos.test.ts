import { describe, expect, it } from 'vitest';
import { canonicalInterface, interfaceKey } from './interface-names';

describe('canonicalInterface on arista_eos', () => {
  it.each([
    ['Ethernet1', 'Ethernet1', 'Et1', 'physical'],
    ['Et1', 'Ethernet1', 'Et1', 'physical'],
    ['eth1/1', 'Ethernet1/1', 'Et1/1', 'physical'],
    ['Et49/1', 'Ethernet49/1', 'Et49/1', 'physical'],
    ['Et3/1/1', 'Ethernet3/1/1', 'Et3/1/1', 'physical'],
    ['Et9.999', 'Ethernet9.999', 'Et9.999', 'subinterface'],
    ['Port-Channel1', 'Port-Channel1', 'Po1', 'lag'],
    ['Po101', 'Port-Channel101', 'Po101', 'lag'],
    ['po5', 'Port-Channel5', 'Po5', 'lag'],
    ['Po1.10', 'Port-Channel1.10', 'Po1.10', 'subinterface'],
    ['Ma1', 'Management1', 'Ma1', 'management'],
    ['Management1/1', 'Management1/1', 'Ma1/1', 'management'],
    ['Vl4094', 'Vlan4094', 'Vl4094', 'vlan'],
    ['Lo0', 'Loopback0', 'Lo0', 'loopback'],
    ['Tu8', 'Tunnel8', 'Tu8', 'tunnel'],
    ['Vx1', 'Vxlan1', 'Vx1', 'tunnel'],
  ])('%s is %s (%s, %s)', (raw, name, shortName, type) => {
    expect(canonicalInterface(raw, 'arista_eos')).toEqual({ name, shortName, type });
  });

  it('joins the short and long spellings on one key', () => {
    expect(interfaceKey('Et1', 'arista_eos')).toBe(interfaceKey('Ethernet1', 'arista_eos'));
    expect(interfaceKey('Po1', 'arista_eos')).toBe(interfaceKey('Port-Channel1', 'arista_eos'));
  });

  it('keeps names of no known family as given', () => {
    expect(canonicalInterface('Cpu', 'arista_eos')).toEqual({ name: 'Cpu', shortName: 'Cpu', type: 'other' });
  });
});
