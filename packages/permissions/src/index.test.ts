import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type Action,
  can,
  DEFAULT_ROLE,
  denialOf,
  modeOfSnapshot,
  ROLES,
  type Role,
  SUBJECTS,
  type Subject,
} from '.';

// The spec's role table, written out independently of the implementation's data.
const roleTable: Record<Role, Record<string, 'manage' | 'read'>> = {
  admin: Object.fromEntries(SUBJECTS.map((s) => [s, 'manage'])),
  user: {
    networks: 'manage',
    login_devices: 'manage',
    login_credentials: 'manage',
    devices: 'manage',
    hosts: 'manage',
    vlans: 'manage',
    snapshots: 'read',
    schedules: 'read',
  },
  reader: {
    networks: 'read',
    snapshots: 'read',
    login_devices: 'read',
    login_credentials: 'read',
    devices: 'read',
    hosts: 'read',
    vlans: 'read',
    schedules: 'read',
  },
};
const historicalReadable = new Set<Subject>(['devices', 'hosts', 'login_credentials', 'vlans', 'netmap']);

function expected(role: Role, mode: 'live' | 'historical', action: Action, subject: Subject): boolean {
  const level = roleTable[role][subject];
  const byRole = level === 'manage' || (level === 'read' && action === 'read');
  const byMode = mode === 'live' || (action === 'read' && historicalReadable.has(subject));
  return byRole && byMode;
}

describe('can(role, mode, action, subject)', () => {
  const cases = ROLES.flatMap((role) =>
    (['live', 'historical'] as const).flatMap((mode) =>
      ACTIONS.flatMap((action) => SUBJECTS.map((subject) => [role, mode, action, subject] as const)),
    ),
  );

  it('covers every role × mode × action × subject', () => {
    expect(cases).toHaveLength(3 * 2 * 5 * 16);
  });

  it.each(cases)('%s in %s mode: %s %s', (role, mode, action, subject) => {
    expect(can(role, mode, action, subject)).toBe(expected(role, mode, action, subject));
  });
});

describe('spot checks against spec §6', () => {
  it('admin manages users live, but only reads devices in a historical snapshot', () => {
    expect(can('admin', 'live', 'delete', 'users')).toBe(true);
    expect(can('admin', 'historical', 'update', 'devices')).toBe(false);
    expect(can('admin', 'historical', 'read', 'devices')).toBe(true);
    expect(can('admin', 'historical', 'read', 'users')).toBe(false);
  });

  it('user manages devices but only reads snapshots and cannot see system settings', () => {
    expect(can('user', 'live', 'create', 'devices')).toBe(true);
    expect(can('user', 'live', 'create', 'snapshots')).toBe(false);
    expect(can('user', 'live', 'read', 'system_settings')).toBe(false);
  });

  it('reader reads but never writes; the default role is reader', () => {
    expect(DEFAULT_ROLE).toBe('reader');
    expect(can('reader', 'live', 'read', 'vlans')).toBe(true);
    expect(can('reader', 'live', 'update', 'vlans')).toBe(false);
    expect(can('reader', 'live', 'manage', 'devices')).toBe(false);
  });

  it('snapshot 1 is live, any other is historical', () => {
    expect(modeOfSnapshot(1)).toBe('live');
    expect(modeOfSnapshot(2)).toBe('historical');
  });
});

describe('denialOf(role, mode, action, subject)', () => {
  it('is null exactly when can() allows, for every case', () => {
    for (const role of ROLES)
      for (const mode of ['live', 'historical'] as const)
        for (const action of ACTIONS)
          for (const subject of SUBJECTS)
            expect(denialOf(role, mode, action, subject) === null).toBe(can(role, mode, action, subject));
  });

  it('names the role when the role lacks the grant, even in a historical snapshot', () => {
    expect(denialOf('reader', 'live', 'update', 'devices')).toBe('role');
    expect(denialOf('reader', 'historical', 'update', 'devices')).toBe('role');
    expect(denialOf('user', 'live', 'create', 'snapshots')).toBe('role');
  });

  it('names the mode when only the historical snapshot refuses', () => {
    expect(denialOf('admin', 'historical', 'update', 'devices')).toBe('mode');
    expect(denialOf('user', 'historical', 'delete', 'vlans')).toBe('mode');
    expect(denialOf('admin', 'historical', 'read', 'users')).toBe('mode');
  });
});
