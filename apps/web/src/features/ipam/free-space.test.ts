import { describe, expect, it } from 'vitest';
import { freeSpaceOf } from './free-space';

describe('freeSpaceOf', () => {
  it('an empty IPv4 /24 is free but for network and broadcast', () => {
    expect(freeSpaceOf('10.20.0.0/24', [], [])).toEqual({
      ranges: [{ first: '10.20.0.1', last: '10.20.0.254', size: '254', cidrs: expect.any(Array) }],
      nextFree: '10.20.0.1/24',
    });
  });

  it('leaves out child prefixes and documented addresses', () => {
    const space = freeSpaceOf('10.20.0.0/24', ['10.20.0.0/26'], ['10.20.0.64/24', '10.20.0.66/24']);
    expect(space.nextFree).toBe('10.20.0.65/24');
    expect(space.ranges.map((range) => `${range.first}-${range.last}`)).toEqual([
      '10.20.0.65-10.20.0.65',
      '10.20.0.67-10.20.0.254',
    ]);
  });

  it('a full prefix has no next free address', () => {
    expect(freeSpaceOf('10.0.0.0/30', [], ['10.0.0.1', '10.0.0.2'])).toEqual({ ranges: [], nextFree: null });
  });

  it('a pool uses every address', () => {
    expect(freeSpaceOf('10.0.0.0/30', [], [], true).nextFree).toBe('10.0.0.0/30');
  });

  it('works for IPv6 and shows ranges as CIDRs', () => {
    const space = freeSpaceOf('2001:db8::/126', [], ['2001:db8::1/126']);
    expect(space.nextFree).toBe('2001:db8::2/126');
    expect(space.ranges).toEqual([
      { first: '2001:db8::2', last: '2001:db8::3', size: '2', cidrs: ['2001:db8::2/127'] },
    ]);
  });

  it('answers nothing for an invalid prefix', () => {
    expect(freeSpaceOf('nope', [], [])).toEqual({ ranges: [], nextFree: null });
  });
});
