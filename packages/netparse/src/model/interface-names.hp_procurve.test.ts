import { describe, expect, it } from 'vitest';
import { canonicalInterface } from './interface-names';

describe('canonicalInterface on hp_procurve', () => {
  it.each([
    ['1', '1', 'physical'],
    ['24', '24', 'physical'],
    ['A1', 'A1', 'physical'],
    ['F22', 'F22', 'physical'],
    ['1/A1', '1/A1', 'physical'],
    ['1/24', '1/24', 'physical'],
    ['Trk1', 'Trk1', 'lag'],
    ['trk 2', 'Trk2', 'lag'],
    ['TRK10', 'Trk10', 'lag'],
  ])('%s is %s (%s)', (raw, name, type) => {
    expect(canonicalInterface(raw, 'hp_procurve')).toEqual({ name, shortName: name, type });
  });

  it('names VLAN interfaces as the other platforms do', () => {
    expect(canonicalInterface('vlan 10', 'hp_procurve')).toEqual({
      name: 'Vlan10',
      shortName: 'Vl10',
      type: 'vlan',
    });
  });
});
