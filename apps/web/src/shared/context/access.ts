import {
  type Action,
  can,
  denialOf,
  type Mode,
  type Role,
  roleAllows,
  SUBJECTS,
  type Subject,
} from '@lne/permissions';
import { permissionReasons } from '../messages';

/** Who is looking at what: role, snapshot mode, licence features and demo state, for permission checks. */
export type Access = {
  role: Role;
  mode: Mode;
  /** Licence features; IPAM needs `ipam`. */
  features: readonly string[];
  /** The read-only demo instance hides the settings area. */
  demo: boolean;
  /** The read-only demo account cannot change its password. */
  demoAccount: boolean;
};

/**
 * Whether an action is allowed here, and if not, why, in the words a disabled control shows in its tooltip:
 * 'Read-only role', 'Not available in the demo' or 'Historical snapshot'.
 */
export type Permission = { allowed: true; reason: undefined } | { allowed: false; reason: string };

// One object per answer, so that a permission can be a dependency of a memo.
const ALLOWED: Permission = { allowed: true, reason: undefined };
const DENIED = {
  role: { allowed: false, reason: permissionReasons.role },
  notForRole: { allowed: false, reason: permissionReasons.notForRole },
  demo: { allowed: false, reason: permissionReasons.demo },
  historical: { allowed: false, reason: permissionReasons.historical },
} as const satisfies Record<string, Permission>;

/**
 * The one permission rule of the web app: the demo allows reads only, then the role and the snapshot mode
 * must allow the action (spec §6, `@lne/permissions`).
 */
export function permissionOf(access: Access, action: Action, subject: Subject): Permission {
  if (access.demo && action !== 'read') return DENIED.demo;
  const denial = denialOf(access.role, access.mode, action, subject);
  // A role that may change nothing at all is the read-only role; another role lacks this one right.
  if (denial === 'role') {
    const readOnly = SUBJECTS.every((any) => !roleAllows(access.role, 'update', any));
    return readOnly ? DENIED.role : DENIED.notForRole;
  }
  if (denial === 'mode') return DENIED.historical;
  return ALLOWED;
}

/** The demo account's own rule: its password cannot change (spec §6). */
export function changePasswordPermission(access: Access): Permission {
  return access.demoAccount ? DENIED.demo : ALLOWED;
}

/** Whether edit controls are enabled on a subject: the role and the snapshot mode must allow it, never in the demo. */
export function canEdit(access: Access, subject: Subject): boolean {
  return permissionOf(access, 'update', subject).allowed;
}

/** Whether the role may read a subject in live mode (menus and page visibility, spec §6). */
export function canRead(access: Access, subject: Subject): boolean {
  return can(access.role, 'live', 'read', subject);
}

/**
 * Why edit controls on a subject are disabled, or null when they are not (`canEdit`), as the disabled
 * control's tooltip says.
 */
export function editBlockedReason(access: Access, subject: Subject): string | null {
  return permissionOf(access, 'update', subject).reason ?? null;
}
