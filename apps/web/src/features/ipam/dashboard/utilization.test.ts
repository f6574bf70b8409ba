import { describe, expect, it } from 'vitest';
import { utilizationColor, utilizationPercent } from './utilization';

describe('utilizationPercent', () => {
  it('is the used share in percent with one decimal', () => {
    expect(utilizationPercent(6434n, 10240n)).toBe(62.8);
    expect(utilizationPercent(1n, 3n)).toBe(33.3);
    expect(utilizationPercent(2n, 3n)).toBe(66.7);
    expect(utilizationPercent(254n, 254n)).toBe(100);
    expect(utilizationPercent(1n, 2n ** 64n)).toBe(0);
  });

  it('is 0 for an empty space or nothing used, and never above 100', () => {
    expect(utilizationPercent(0n, 0n)).toBe(0);
    expect(utilizationPercent(5n, 0n)).toBe(0);
    expect(utilizationPercent(0n, 254n)).toBe(0);
    expect(utilizationPercent(-3n, 254n)).toBe(0);
    expect(utilizationPercent(300n, 254n)).toBe(100);
  });
});

describe('utilizationColor', () => {
  it('warns from 70 % and is critical from 90 %', () => {
    expect(utilizationColor(69.9)).toBe('teal');
    expect(utilizationColor(70)).toBe('orange');
    expect(utilizationColor(90)).toBe('red');
  });
});
