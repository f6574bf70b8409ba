import { can, type Mode, type Role, type Subject } from '@lne/permissions';

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
