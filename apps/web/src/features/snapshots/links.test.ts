import { describe, expect, it } from 'vitest';
import { compareOnMapSearch, isHistorical, openOnMapSearch } from './links';

describe('snapshot links', () => {
  it('opens a snapshot on the map keeping the network', () => {
    expect(openOnMapSearch(2, 7)).toEqual({ network: 2, snapshot: 7 });
  });
  it('compares live with a snapshot in the difference view', () => {
    expect(compareOnMapSearch(2, 7)).toEqual({
      network: 2,
      snapshot: 1,
      viewMode: 'difference',
      diffSnapshot: 7,
    });
  });
  it('treats every snapshot but live as historical', () => {
    expect(isHistorical(1)).toBe(false);
    expect(isHistorical(2)).toBe(true);
  });
});
