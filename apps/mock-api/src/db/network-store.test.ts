import { describe, expect, it } from 'vitest';
import { newUlid } from './network-store';

describe('new ULIDs', () => {
  it('are 26 Crockford characters with the time first, each one different, also across random draws', () => {
    const at = Date.UTC(2026, 0, 2, 3, 4, 5, 6);
    const ids = Array.from({ length: 2000 }, () => newUlid(at));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(new Set(ids.map((id) => id.slice(0, 10)))).toEqual(new Set([newUlid(at).slice(0, 10)]));
    expect(newUlid(at + 1).slice(0, 10) > newUlid(at).slice(0, 10)).toBe(true);
    // The random part is spread over the whole alphabet.
    expect(new Set(ids.flatMap((id) => [...id.slice(10)])).size).toBe(32);
  });
});
