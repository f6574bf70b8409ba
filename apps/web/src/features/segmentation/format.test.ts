import { describe, expect, it } from 'vitest';
import { firstAddress } from './format';

describe('firstAddress', () => {
  it('takes the first address that has an IPv4 value', () => {
    expect(firstAddress([{ ipv4: null }, { ipv4: '10.0.0.5' }])).toBe('10.0.0.5');
    expect(firstAddress([])).toBe('');
    expect(firstAddress(undefined)).toBe('');
  });
});
