import { describe, expect, it } from 'vitest';
import { vendorDisplayName } from '../../../shared/format/vendor-name';
import { renameRows, statusDisplayName, topRows } from './names';

describe('chart rows', () => {
  it('renames, merges rows that meet and sorts largest first', () => {
    expect(
      renameRows(
        [
          { name: 'hp', value: 2 },
          { name: 'cisco', value: 5 },
          { name: 'HP', value: 4 },
        ],
        vendorDisplayName,
      ),
    ).toEqual([
      { name: 'HP', value: 6 },
      { name: 'Cisco', value: 5 },
    ]);
    expect(statusDisplayName('reachable')).toBe('Reachable');
  });

  it('keeps the largest rows and adds up the rest as Other', () => {
    const rows = [5, 4, 3, 2, 1].map((value, i) => ({ name: `v${i}`, value }));
    expect(topRows(rows, 3)).toEqual([
      { name: 'v0', value: 5 },
      { name: 'v1', value: 4 },
      { name: 'Other', value: 6 },
    ]);
    expect(topRows(rows, 5)).toEqual(rows);
  });
});
