import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { firstAddress, formatUnixTime, tableHeight } from './format';

describe('formatUnixTime', () => {
  it('shows unix seconds as YYYY-MM-DD HH:mm:ss in the local zone', () => {
    const seconds = dayjs('2026-03-04T05:06:07').unix();
    expect(formatUnixTime(seconds)).toBe('2026-03-04 05:06:07');
  });
  it('shows nothing for a missing time', () => {
    expect(formatUnixTime(null)).toBe('');
    expect(formatUnixTime(undefined)).toBe('');
  });
});

describe('firstAddress', () => {
  it('takes the first address that has an IPv4 value', () => {
    expect(firstAddress([{ ipv4: null }, { ipv4: '10.0.0.5' }])).toBe('10.0.0.5');
    expect(firstAddress([])).toBe('');
    expect(firstAddress(undefined)).toBe('');
  });
});

describe('tableHeight', () => {
  it('fits short lists and caps long ones', () => {
    expect(tableHeight(6, 480)).toBe(44 + 6 * 40 + 2);
    expect(tableHeight(0, 480)).toBe(44 + 3 * 40 + 2);
    expect(tableHeight(500, 480)).toBe(480);
  });
});
