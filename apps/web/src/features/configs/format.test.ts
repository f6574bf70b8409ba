import { describe, expect, it } from 'vitest';
import { pickSnapshots } from './format';

describe('pickSnapshots', () => {
  it('compares the snapshots the URL chose while the network has them, else the two newest', () => {
    expect(pickSnapshots([1, 4, 3, 2], 2, 3)).toEqual({ from: 2, to: 3 });
    expect(pickSnapshots([1, 4, 3, 2], 9, undefined)).toEqual({ from: 4, to: 1 });
    expect(pickSnapshots([1], undefined, undefined)).toEqual({ from: undefined, to: 1 });
  });
});
