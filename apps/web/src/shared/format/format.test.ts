import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';
import { formatIsoTime, formatUnixTime } from './time';

describe('formatUnixTime', () => {
  it('shows unix seconds as YYYY-MM-DD HH:mm:ss in the local zone', () => {
    expect(formatUnixTime(dayjs('2026-03-04T05:06:07').unix())).toBe('2026-03-04 05:06:07');
    expect(formatUnixTime(1)).toBe(dayjs.unix(1).format('YYYY-MM-DD HH:mm:ss'));
  });

  it('shows nothing for a missing time', () => {
    expect(formatUnixTime(null)).toBe('');
    expect(formatUnixTime(undefined)).toBe('');
    expect(formatUnixTime(Number.NaN)).toBe('');
  });

  it('shows nothing for 0 and earlier: the server sends 0 for never', () => {
    expect(formatUnixTime(0)).toBe('');
    expect(formatUnixTime(-60)).toBe('');
  });
});

describe('formatIsoTime', () => {
  it('shows an ISO time in the same format, nothing when absent or invalid', () => {
    expect(formatIsoTime('2026-11-02T08:15:30')).toBe('2026-11-02 08:15:30');
    expect(formatIsoTime(undefined)).toBe('');
    expect(formatIsoTime('not a date')).toBe('');
  });
});

describe('formatBytes', () => {
  it('keeps whole bytes below 1 KiB and one decimal above, in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KiB');
    expect(formatBytes(18734)).toBe('18.3 KiB');
    expect(formatBytes(5 * 1024 * 1024 + 512 * 1024)).toBe('5.5 MiB');
  });
});
