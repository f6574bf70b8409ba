import { describe, expect, it } from 'vitest';
import { deviceDisplayName, mapQuery } from './device-name';

describe('deviceDisplayName', () => {
  it('keeps a device name', () => {
    expect(deviceDisplayName('hq-a-acc-01')).toBe('hq-a-acc-01');
    expect(deviceDisplayName('  AP-A-01 ')).toBe('AP-A-01');
  });

  it("shows a device without a name as 'Discovered Device'", () => {
    expect(deviceDisplayName('')).toBe('Discovered Device');
    expect(deviceDisplayName('   ')).toBe('Discovered Device');
    expect(deviceDisplayName(undefined)).toBe('Discovered Device');
    expect(deviceDisplayName(null)).toBe('Discovered Device');
  });
});

describe('mapQuery', () => {
  it('looks a device up on the map by its name, else by its IP', () => {
    expect(mapQuery('hq-a-acc-01', '10.0.0.1')).toBe('hq-a-acc-01');
    expect(mapQuery('', '10.20.1.7')).toBe('10.20.1.7');
    expect(mapQuery(undefined, undefined)).toBe('');
  });
});
