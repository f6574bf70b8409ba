import { afterEach, describe, expect, it } from 'vitest';
import { rememberVersion } from './remember-version';

afterEach(() => localStorage.clear());

describe('rememberVersion', () => {
  it('stores the version under nwos_version when absent', () => {
    rememberVersion('0.1.0');
    expect(localStorage.getItem('nwos_version')).toBe('0.1.0');
  });

  it('keeps a stored version, so a newer server is detected', () => {
    localStorage.setItem('nwos_version', '0.0.9');
    rememberVersion('0.1.0');
    expect(localStorage.getItem('nwos_version')).toBe('0.0.9');
  });
});
