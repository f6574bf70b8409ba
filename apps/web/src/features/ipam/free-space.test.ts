import { describe, expect, it } from 'vitest';
import { formatCount, nextFreeAddress } from './free-space';

describe('nextFreeAddress', () => {
  it('adds the prefix length of IPv4 and IPv6 prefixes', () => {
    expect(nextFreeAddress('10.20.0.1', '10.20.0.0/24')).toBe('10.20.0.1/24');
    expect(nextFreeAddress('2001:db8::2', '2001:db8::/64')).toBe('2001:db8::2/64');
    expect(nextFreeAddress('10.0.0.0', '0.0.0.0/0')).toBe('10.0.0.0/0');
  });
  it('keeps the address alone when the prefix is not valid', () => {
    expect(nextFreeAddress('10.20.0.1', 'nope')).toBe('10.20.0.1');
  });
});

describe('formatCount', () => {
  it('groups digits, also beyond 2^53', () => {
    expect(formatCount('254')).toBe('254');
    expect(formatCount('65536')).toBe('65,536');
    expect(formatCount('18446744073709551616')).toBe('18,446,744,073,709,551,616');
  });
});
