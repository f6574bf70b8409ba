import { describe, expect, it } from 'vitest';
import { formatSpeed } from './speed';

describe('formatSpeed', () => {
  it('gives Mbit/s a unit, in Gbit/s and Tbit/s from a thousand on', () => {
    expect(formatSpeed(10)).toBe('10 Mbit/s');
    expect(formatSpeed(100)).toBe('100 Mbit/s');
    expect(formatSpeed(1000)).toBe('1 Gbit/s');
    expect(formatSpeed(2500)).toBe('2.5 Gbit/s');
    expect(formatSpeed(40_000)).toBe('40 Gbit/s');
    expect(formatSpeed(1_600_000)).toBe('1.6 Tbit/s');
  });

  it('reads a bare number in text as Mbit/s and keeps other text as the device printed it', () => {
    expect(formatSpeed('1000')).toBe('1 Gbit/s');
    expect(formatSpeed('a-1000')).toBe('a-1000');
    expect(formatSpeed(' auto ')).toBe('auto');
  });

  it('shows nothing for a missing or impossible speed', () => {
    expect(formatSpeed(null)).toBe('');
    expect(formatSpeed(undefined)).toBe('');
    expect(formatSpeed(-1)).toBe('');
    expect(formatSpeed(Number.NaN)).toBe('');
  });
});
