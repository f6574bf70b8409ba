import type { User } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import { isDemoAccount, isDemoInstance } from './demo';

const user = (email: string, isDemo: boolean): User => ({
  id: 1,
  email,
  username: email.split('@')[0] ?? email,
  role: 'reader',
  is_active: true,
  is_superuser: false,
  is_verified: true,
  is_demo: isDemo,
});

describe('isDemoAccount', () => {
  it('recognises the demo account', () => {
    expect(isDemoAccount(user('demo@example.com', true))).toBe(true);
  });
  it('does not flag other accounts or a missing user', () => {
    expect(isDemoAccount(user('admin@example.com', false))).toBe(false);
    expect(isDemoAccount(undefined)).toBe(false);
  });
});

describe('isDemoInstance', () => {
  it('reads the demo flag of the server settings', () => {
    expect(isDemoInstance({ demo: true })).toBe(true);
    expect(isDemoInstance({ demo: false })).toBe(false);
    expect(isDemoInstance(undefined)).toBe(false);
  });
});
