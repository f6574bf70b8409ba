import { describe, expect, it } from 'vitest';
import { canonicalInterface } from './interface-names';

describe('canonicalInterface on aruba_aoscx', () => {
  it.each([
    ['1/1/1', '1/1/1', 'physical'],
    ['2/1/52', '2/1/52', 'physical'],
    ['1/1/49:1', '1/1/49:1', 'physical'],
    ['1/1/1.100', '1/1/1.100', 'subinterface'],
    ['lag1', 'lag1', 'lag'],
    ['lag 100', 'lag100', 'lag'],
    ['vlan10', 'vlan10', 'vlan'],
    ['Vlan10', 'vlan10', 'vlan'],
    ['vlan 3072', 'vlan3072', 'vlan'],
    ['loopback0', 'loopback0', 'loopback'],
    ['tunnel1', 'tunnel1', 'tunnel'],
    ['mgmt', 'mgmt', 'management'],
  ])('%s is %s (%s)', (raw, name, type) => {
    expect(canonicalInterface(raw, 'aruba_aoscx')).toEqual({ name, shortName: name, type });
  });
});
