import { describe, expect, it } from 'vitest';
import { ipamLicenceState } from './licensed';

describe('ipamLicenceState', () => {
  it('waits for the licence', () => expect(ipamLicenceState(undefined)).toBe('loading'));
  it('is licensed when the features list ipam', () =>
    expect(ipamLicenceState(['netmap', 'ipam'])).toBe('licensed'));
  it('is not licensed without it (also with no licence at all)', () => {
    expect(ipamLicenceState(['netmap', 'assessment'])).toBe('not-licensed');
    expect(ipamLicenceState([])).toBe('not-licensed');
    expect(ipamLicenceState(['IPAM-lite'])).toBe('not-licensed');
  });
});
