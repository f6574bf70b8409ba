import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { addressesText, dateBoundToUnix, formatUnixTime, idsText } from './format';

describe('formatUnixTime', () => {
  it('formats unix seconds as YYYY-MM-DD HH:mm:ss in the local zone', () => {
    const seconds = dayjs('2026-11-02 08:15:30').unix();
    expect(formatUnixTime(seconds)).toBe('2026-11-02 08:15:30');
    expect(formatUnixTime(undefined)).toBe('');
    expect(formatUnixTime(0)).toBe('');
  });
});

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
