import { describe, expect, it } from 'vitest';
import { makeLookups } from './lookups';

describe('makeLookups', () => {
  const lookups = makeLookups(
    [{ id: 1, name: 'plant-ot', rd: '65000:100', description: '' }],
    [{ id: 2, vid: 100, name: 'plc', location_id: null, status: 'active', description: '' }],
    [{ id: 3, name: 'Hall 3', parent_id: null, description: '' }],
  );
  it('names by id, the global table for no VRF, a dash for none, Unknown for an id not in the list', () => {
    expect(lookups.vrfName(1)).toBe('plant-ot');
    expect(lookups.vrfName(null)).toBe('No VRF');
    expect(lookups.vlanName(2)).toBe('100 · plc');
    expect(lookups.locationName(3)).toBe('Hall 3');
    expect(lookups.locationName(null)).toBe('—');
    expect(lookups.vrfName(9)).toBe('Unknown');
    expect(lookups.locationName(5)).toBe('Unknown');
  });
  it('names nothing while a list is still on its way, never the bare id', () => {
    const loading = makeLookups(undefined, undefined, undefined);
    expect(loading.locationName(2)).toBe('');
    expect(loading.vlanName(5)).toBe('');
    expect(loading.locationName(null)).toBe('—');
    expect(loading.locationOptions).toEqual([]);
  });
  it('offers select options with string values', () => {
    expect(lookups.vrfOptions).toEqual([{ value: '1', label: 'plant-ot (65000:100)' }]);
    expect(lookups.vlanOptions).toEqual([{ value: '2', label: '100 · plc' }]);
  });
});
