import { describe, expect, it } from 'vitest';
import { vendorDisplayName } from './vendor-name';

describe('vendorDisplayName (spec §9)', () => {
  it('names cisco, mikrotik and hp as the spec says, whatever their case', () => {
    expect(vendorDisplayName('cisco')).toBe('Cisco');
    expect(vendorDisplayName('mikrotik')).toBe('MikroTik');
    expect(vendorDisplayName('hp')).toBe('HP');
    expect(vendorDisplayName('HP')).toBe('HP');
  });

  it('capitalises the other lower-case keys', () => {
    expect(vendorDisplayName('siemens')).toBe('Siemens');
    expect(vendorDisplayName('moxa')).toBe('Moxa');
    expect(vendorDisplayName('rockwell')).toBe('Rockwell');
  });

  it('spells vendors whose names are acronyms or have inner capitals as they do', () => {
    expect(vendorDisplayName('abb')).toBe('ABB');
    expect(vendorDisplayName('phoenix contact')).toBe('Phoenix Contact');
    expect(vendorDisplayName('tp-link')).toBe('TP-Link');
  });

  it('keeps a name that already has capitals as it is written', () => {
    expect(vendorDisplayName('ABB')).toBe('ABB');
    expect(vendorDisplayName('Cisco Systems')).toBe('Cisco Systems');
    expect(vendorDisplayName('iXsystems')).toBe('iXsystems');
    expect(vendorDisplayName('Siemens AG')).toBe('Siemens AG');
  });

  it('gives an empty text for a missing vendor', () => {
    expect(vendorDisplayName('')).toBe('');
    expect(vendorDisplayName(undefined)).toBe('');
    expect(vendorDisplayName(null)).toBe('');
  });
});
