import { can, type Mode, modeAllows, type Role, roleAllows, SUBJECTS, type Subject } from '@lne/permissions';

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

/** Whether edit controls are enabled on a subject: the role and the snapshot mode must allow it, never in the demo. */
export function canEdit(access: Access, subject: Subject): boolean {
  return !access.demo && can(access.role, access.mode, 'update', subject);
}

/** Why an edit control is disabled, as its tooltip says (issue texts of the product's disabled controls). */
const editBlockedMessages = {
  demo: 'Not available in the demo',
  readOnlyRole: 'Read-only role',
  role: 'Not allowed for your role',
  historical: 'Historical snapshot',
} as const;

/**
 * Why edit controls on a subject are disabled, or null when they are not (`canEdit`): the demo first, then the
 * role (a role that may change nothing at all is the read-only role), then the snapshot mode.
 */
export function editBlockedReason(access: Access, subject: Subject): string | null {
  if (access.demo) return editBlockedMessages.demo;
  if (!roleAllows(access.role, 'update', subject)) {
    const readOnly = SUBJECTS.every((any) => !roleAllows(access.role, 'update', any));
    return readOnly ? editBlockedMessages.readOnlyRole : editBlockedMessages.role;
  }
  if (!modeAllows(access.mode, 'update', subject)) return editBlockedMessages.historical;
  return null;
}
