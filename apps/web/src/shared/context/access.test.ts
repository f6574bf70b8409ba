import { describe, expect, it } from 'vitest';
import { type Access, canEdit } from './access';

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
