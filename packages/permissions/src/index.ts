/**
 * The role × mode permission matrix of spec §6, as pure data, shared by the web app and the server.
 * An action is allowed only when both the role and the snapshot mode allow it.
 */

export const ROLES = ['admin', 'user', 'reader'] as const;
export type Role = (typeof ROLES)[number];

/** Reader is the role assumed before the current user has loaded. */
export const DEFAULT_ROLE: Role = 'reader';

export const ACTIONS = ['create', 'read', 'update', 'delete', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'users',
  'groups',
  'networks',
  'snapshots',
  'login_devices',
  'login_credentials',
  'collectors',
  'schedules',
  'backups',
  'devices',
  'hosts',
  'vlans',
  'system_settings',
  'license',
  'patch_and_upload',
  'netmap',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Live is snapshot 1 (editable); every other snapshot is read-only history. */
export type Mode = 'live' | 'historical';

export const LIVE_SNAPSHOT_ID = 1;

export function modeOfSnapshot(snapshotId: number): Mode {
  return snapshotId === LIVE_SNAPSHOT_ID ? 'live' : 'historical';
}

type Grants = Partial<Record<Subject, readonly Action[]>>;

const everything = Object.fromEntries(SUBJECTS.map((subject) => [subject, ['manage'] as const])) as Grants;

/** Spec §6, role table. */
export const ROLE_GRANTS: Record<Role, Grants> = {
  admin: everything,
  user: {
    networks: ['manage'],
    login_devices: ['manage'],
    login_credentials: ['manage'],
    devices: ['manage'],
    hosts: ['manage'],
    vlans: ['manage'],
    snapshots: ['read'],
    schedules: ['read'],
  },
  reader: {
    networks: ['read'],
    snapshots: ['read'],
    login_devices: ['read'],
    login_credentials: ['read'],
    devices: ['read'],
    hosts: ['read'],
    vlans: ['read'],
    schedules: ['read'],
  },
};

/** Spec §6, mode rule: in a historical snapshot only `read` on these subjects. */
export const HISTORICAL_READABLE: readonly Subject[] = [
  'devices',
  'hosts',
  'login_credentials',
  'vlans',
  'netmap',
];

function grants(actions: readonly Action[] | undefined, action: Action): boolean {
  if (!actions) return false;
  if (actions.includes('manage')) return true;
  return action !== 'manage' && actions.includes(action);
}

export function roleAllows(role: Role, action: Action, subject: Subject): boolean {
  return grants(ROLE_GRANTS[role][subject], action);
}

export function modeAllows(mode: Mode, action: Action, subject: Subject): boolean {
  if (mode === 'live') return true;
  return action === 'read' && HISTORICAL_READABLE.includes(subject);
}

/** Whether `role` may perform `action` on `subject` in `mode`: both the role and the mode must allow it. */
export function can(role: Role, mode: Mode, action: Action, subject: Subject): boolean {
  return roleAllows(role, action, subject) && modeAllows(mode, action, subject);
}

/** Which rule refuses an action: the role's grants or the snapshot mode (the role is asked first). */
export type Denial = 'role' | 'mode';

/**
 * Why `can(role, mode, action, subject)` is false, or `null` when it is true: the UI names the reason of a
 * disabled control with it. A role that lacks the grant is named first, because leaving the snapshot would
 * not help it.
 */
export function denialOf(role: Role, mode: Mode, action: Action, subject: Subject): Denial | null {
  if (!roleAllows(role, action, subject)) return 'role';
  if (!modeAllows(mode, action, subject)) return 'mode';
  return null;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
