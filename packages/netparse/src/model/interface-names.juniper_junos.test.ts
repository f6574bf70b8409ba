import { describe, expect, it } from 'vitest';
import { canonicalInterface, interfaceKey } from './interface-names';

const junos = (raw: string) => canonicalInterface(raw, 'juniper_junos');

describe('canonicalInterface on juniper_junos', () => {
  it.each([
    ['ge-0/0/0', 'physical'],
    ['xe-0/0/0:1', 'physical'],
    ['et-0/0/32', 'physical'],
    ['mge-0/0/1', 'physical'],
    ['ge-0/0/0.0', 'subinterface'],
    ['xe-0/0/0:1.100', 'subinterface'],
    ['ae0', 'lag'],
    ['reth1', 'lag'],
    ['ae0.0', 'subinterface'],
    ['irb', 'vlan'],
    ['irb.10', 'vlan'],
    ['vlan.10', 'vlan'],
    ['em0', 'management'],
    ['em0.0', 'management'],
    ['fxp0', 'management'],
    ['me0', 'management'],
    ['vme', 'management'],
    ['lo0', 'loopback'],
    ['lo0.0', 'loopback'],
    ['gr-0/0/0', 'tunnel'],
    ['st0.1', 'tunnel'],
    ['lt-0/0/0', 'tunnel'],
    ['sp-0/0/0', 'other'],
  ])('%s is %s and keeps its spelling', (raw, type) => {
    expect(junos(raw)).toEqual({ name: raw, shortName: raw, type });
  });

  it('reads other spellings of the same name to the Junos one', () => {
    expect(junos(' GE-0/0/1.0 ')).toEqual({
      name: 'ge-0/0/1.0',
      shortName: 'ge-0/0/1.0',
      type: 'subinterface',
    });
    expect(interfaceKey('XE-0/0/3', 'juniper_junos')).toBe(interfaceKey('xe-0/0/3', 'juniper_junos'));
    expect(junos('')).toEqual({ name: '', shortName: '', type: 'other' });
  });
});
