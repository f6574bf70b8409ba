import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { addressesText, dateBoundToUnix, idsText } from './format';

describe('dateBoundToUnix', () => {
  it('takes the start of the day for from and its end for to', () => {
    expect(dateBoundToUnix('2026-11-02', 'from')).toBe(dayjs('2026-11-02 00:00:00').unix());
    expect(dateBoundToUnix('2026-11-02', 'to')).toBe(dayjs('2026-11-02 23:59:59').unix());
    expect(dateBoundToUnix('', 'from')).toBeUndefined();
    expect(dateBoundToUnix('02.11.2026', 'to')).toBeUndefined();
  });
});

describe('addressesText and idsText', () => {
  it('joins addresses and sorted ids', () => {
    expect(addressesText([{ ipv4: '10.0.0.1' }, { ipv6: 'fe80::1' }, {}])).toBe('10.0.0.1, fe80::1');
    expect(idsText([200, 100])).toBe('100, 200');
  });
});
