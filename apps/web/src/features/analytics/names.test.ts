import { describe, expect, it } from 'vitest';
import { renameRows, statusDisplayName, topRows, vendorDisplayName } from './names';

describe('vendorDisplayName (spec §9)', () => {
  it('names cisco, mikrotik and hp as the spec says', () => {
    expect(vendorDisplayName('cisco')).toBe('Cisco');
    expect(vendorDisplayName('mikrotik')).toBe('MikroTik');
    expect(vendorDisplayName('hp')).toBe('HP');
  });

  it('capitalises the others', () => {
    expect(vendorDisplayName('siemens')).toBe('Siemens');
    expect(vendorDisplayName('phoenix contact')).toBe('Phoenix contact');
    expect(vendorDisplayName('unknown')).toBe('Unknown');
    expect(vendorDisplayName('Cisco Systems')).toBe('Cisco Systems');
    expect(vendorDisplayName('')).toBe('');
  });
});

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
