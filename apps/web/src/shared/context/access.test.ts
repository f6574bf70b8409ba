import { describe, expect, it } from 'vitest';
import { type Access, canEdit, changePasswordPermission, editBlockedReason, permissionOf } from './access';

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

describe('editBlockedReason', () => {
  it('is null exactly where edits are allowed', () => {
    for (const role of ['admin', 'user', 'reader'] as const) {
      for (const mode of ['live', 'historical'] as const) {
        for (const demo of [false, true]) {
          const who = access({ role, mode, demo });
          expect(editBlockedReason(who, 'collectors') === null).toBe(canEdit(who, 'collectors'));
          expect(editBlockedReason(who, 'devices') === null).toBe(canEdit(who, 'devices'));
        }
      }
    }
  });

  it('names the demo, then the role, then the historical snapshot', () => {
    expect(editBlockedReason(access({ role: 'reader', demo: true }), 'collectors')).toBe(
      'Not available in the demo',
    );
    expect(editBlockedReason(access({ role: 'reader', mode: 'historical' }), 'collectors')).toBe(
      'Read-only role',
    );
    expect(editBlockedReason(access({ role: 'user' }), 'collectors')).toBe('Not allowed for your role');
    expect(editBlockedReason(access({ mode: 'historical' }), 'collectors')).toBe('Historical snapshot');
    expect(editBlockedReason(access({ role: 'user', mode: 'historical' }), 'devices')).toBe(
      'Historical snapshot',
    );
  });
});
