import { describe, expect, it } from 'vitest';
import { vendorDisplayName } from './vendor-name';

describe('vendorDisplayName (spec §9)', () => {
  it('names cisco, mikrotik and hp as the spec says, whatever their case', () => {
    expect(vendorDisplayName('cisco')).toBe('Cisco');
    expect(vendorDisplayName('mikrotik')).toBe('MikroTik');
    expect(vendorDisplayName('hp')).toBe('HP');
    expect(vendorDisplayName('HP')).toBe('HP');
  });

  it('capitalises the others and keeps the rest of the name', () => {
    expect(vendorDisplayName('siemens')).toBe('Siemens');
    expect(vendorDisplayName('moxa')).toBe('Moxa');
    expect(vendorDisplayName('phoenix contact')).toBe('Phoenix contact');
    expect(vendorDisplayName('Cisco Systems')).toBe('Cisco Systems');
  });

  it('gives an empty text for a missing vendor', () => {
    expect(vendorDisplayName('')).toBe('');
    expect(vendorDisplayName(undefined)).toBe('');
    expect(vendorDisplayName(null)).toBe('');
  });
});
