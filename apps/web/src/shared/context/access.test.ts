import { describe, expect, it } from 'vitest';
import { type Access, canEdit, editBlockedReason } from './access';

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
