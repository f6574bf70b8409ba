import { describe, expect, it } from 'vitest';
import { parseVlanFilter, vlanFilterText } from './vlan-filter';

describe('VLAN filter in the URL', () => {
  it('reads the ids and drops anything that is not a VLAN id', () => {
    expect(parseVlanFilter('100, 200,x,0,100')).toEqual([100, 200]);
    expect(parseVlanFilter(undefined)).toEqual([]);
  });

  it('writes sorted unique ids, empty when none', () => {
    expect(vlanFilterText([200, 100, 200])).toBe('100,200');
    expect(vlanFilterText([])).toBe('');
  });
});
