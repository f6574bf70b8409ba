import { describe, expect, it } from 'vitest';
import { isDemoAccount, isDemoInstance } from './demo';

const user = (email: string, extra: Record<string, unknown> = {}) => ({
  id: '1',
  email,
  role: 'reader',
  is_superuser: false,
  ...extra,
});

describe('isDemoAccount', () => {
  it('recognises the demo account', () => {
    expect(isDemoAccount(user('demo@example.com'))).toBe(true);
    expect(isDemoAccount(user('x@example.com', { is_demo: true }))).toBe(true);
    expect(isDemoAccount(user('x@example.com', { username: 'demo' }))).toBe(true);
  });
  it('does not flag other accounts or a missing user', () => {
    expect(isDemoAccount(user('admin@example.com'))).toBe(false);
    expect(isDemoAccount(undefined)).toBe(false);
  });
});

describe('isDemoInstance', () => {
  it('reads the demo flag of the version answer', () => {
    expect(isDemoInstance({ version: '1', demo: true })).toBe(true);
    expect(isDemoInstance({ version: '1' })).toBe(false);
    expect(isDemoInstance(undefined)).toBe(false);
  });
});
