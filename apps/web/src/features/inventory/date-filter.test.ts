import { describe, expect, it } from 'vitest';
import { parseFilterDate } from './date-filter';

describe('parseFilterDate', () => {
  it('accepts YYYY-MM-DD', () => {
    expect(parseFilterDate('2026-11-03')).toBe('2026-11-03');
    expect(parseFilterDate(' 2024-02-29 ')).toBe('2024-02-29');
  });

  it('refuses other formats and dates that do not exist', () => {
    expect(parseFilterDate('11/03/2026')).toBeNull();
    expect(parseFilterDate('03.11.2026')).toBeNull();
    expect(parseFilterDate('2026-1-3')).toBeNull();
    expect(parseFilterDate('2026-02-30')).toBeNull();
    expect(parseFilterDate('2023-02-29')).toBeNull();
    expect(parseFilterDate('')).toBeNull();
  });
});
