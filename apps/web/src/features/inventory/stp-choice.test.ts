import { describe, expect, it } from 'vitest';
import { chosenOrFirst } from './stp-choice';

describe('chosenOrFirst', () => {
  it('keeps the choice of the URL when the network has it', () => {
    expect(chosenOrFirst(['rstp', 'mstp'], 'mstp')).toBe('mstp');
  });

  it('falls back to the first one for a missing or unknown choice', () => {
    expect(chosenOrFirst(['0', '1', '2'], undefined)).toBe('0');
    expect(chosenOrFirst(['0', '1', '2'], '7')).toBe('0');
  });

  it('is null while there is nothing to choose', () => {
    expect(chosenOrFirst([], 'rstp')).toBeNull();
  });
});
