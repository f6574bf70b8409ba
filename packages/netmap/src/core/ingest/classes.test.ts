import { describe, expect, it } from 'vitest';
import { normaliseClasses } from './classes';

describe('normaliseClasses', () => {
  it('splits a space-separated string', () => {
    expect(normaliseClasses('device  switch ')).toEqual(['device', 'switch']);
  });
  it('keeps the strings of a list', () => {
    expect(normaliseClasses(['custom-edge', 3, ''])).toEqual(['custom-edge']);
  });
  it('gives an empty list for anything else', () => {
    expect(normaliseClasses(undefined)).toEqual([]);
    expect(normaliseClasses({})).toEqual([]);
  });
});
