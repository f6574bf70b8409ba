import { describe, expect, it } from 'vitest';
import { type Access, canEdit, changePasswordPermission, permissionOf } from './access';

const access = (overrides: Partial<Access>): Access => ({
  role: 'admin',
  mode: 'live',
  features: [],
  demo: false,
  demoAccount: false,
  ...overrides,
});

describe('canEdit', () => {
  it('allows edits only in live mode, by role, outside the demo', () => {
    expect(canEdit(access({ role: 'user' }), 'devices')).toBe(true);
    expect(canEdit(access({ role: 'user', mode: 'historical' }), 'devices')).toBe(false);
    expect(canEdit(access({ role: 'reader' }), 'devices')).toBe(false);
    expect(canEdit(access({ demo: true }), 'devices')).toBe(false);
  });
});

describe('permissionOf', () => {
  it('allows without a reason', () => {
    expect(permissionOf(access({}), 'update', 'vlans')).toEqual({ allowed: true, reason: undefined });
  });

  it('names the role, the demo or the historical snapshot', () => {
    expect(permissionOf(access({ role: 'reader' }), 'update', 'vlans')).toEqual({
      allowed: false,
      reason: 'Read-only role',
    });
    expect(permissionOf(access({ mode: 'historical' }), 'create', 'vlans').reason).toBe(
      'Historical snapshot',
    );
    expect(permissionOf(access({ demo: true, demoAccount: true }), 'delete', 'vlans').reason).toBe(
      'Not available in the demo',
    );
  });

  it('names the demo before the role, and the role before the snapshot', () => {
    expect(permissionOf(access({ role: 'reader', demo: true }), 'update', 'devices').reason).toBe(
      'Not available in the demo',
    );
    expect(permissionOf(access({ role: 'reader', mode: 'historical' }), 'update', 'devices').reason).toBe(
      'Read-only role',
    );
  });

  it('lets the demo read what the role reads', () => {
    expect(permissionOf(access({ role: 'reader', demo: true }), 'read', 'devices').allowed).toBe(true);
  });
});

describe('changePasswordPermission', () => {
  it('refuses the demo account only', () => {
    expect(changePasswordPermission(access({ demoAccount: true, demo: true })).reason).toBe(
      'Not available in the demo',
    );
    expect(changePasswordPermission(access({ demo: true })).allowed).toBe(true);
  });
});
