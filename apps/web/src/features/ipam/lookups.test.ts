import { describe, expect, it } from 'vitest';
import { makeLookups } from './lookups';

describe('makeLookups', () => {
  const lookups = makeLookups(
    [{ id: 1, name: 'plant-ot', rd: '65000:100', description: '' }],
    [{ id: 2, vid: 100, name: 'plc', location_id: null, status: 'active', description: '' }],
    [{ id: 3, name: 'Hall 3', parent_id: null, description: '' }],
  );
  it('names by id, the global table for no VRF, a dash for none, the id when unknown', () => {
    expect(lookups.vrfName(1)).toBe('plant-ot');
    expect(lookups.vrfName(null)).toBe('No VRF');
    expect(lookups.vlanName(2)).toBe('100 · plc');
    expect(lookups.locationName(3)).toBe('Hall 3');
    expect(lookups.locationName(null)).toBe('—');
    expect(lookups.vrfName(9)).toBe('#9');
  });
  it('offers select options with string values', () => {
    expect(lookups.vrfOptions).toEqual([{ value: '1', label: 'plant-ot (65000:100)' }]);
    expect(lookups.vlanOptions).toEqual([{ value: '2', label: '100 · plc' }]);
  });
});
