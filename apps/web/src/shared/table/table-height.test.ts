import { describe, expect, it } from 'vitest';
import { tableHeight } from './table-height';

describe('tableHeight', () => {
  it('fits short lists and caps long ones', () => {
    expect(tableHeight(6, 480)).toBe(44 + 6 * 40 + 2);
    expect(tableHeight(0, 480)).toBe(44 + 3 * 40 + 2);
    expect(tableHeight(500, 480)).toBe(480);
  });
});
