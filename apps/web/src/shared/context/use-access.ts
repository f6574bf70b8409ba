import { type Action, DEFAULT_ROLE, isRole, modeOfSnapshot, type Subject } from '@lne/permissions';
import { useSearch } from '@tanstack/react-router';
import { type Access, canEdit, type Permission, permissionOf } from './access';
import { useCurrentUser, useLicense, useServerSettings } from './api';
import { isDemoAccount, isDemoInstance } from './demo';

/** Role, snapshot mode, licence features and demo state of the person now, for permission checks. */
export function useAccess(): Access {
  const { snapshot } = useSearch({ strict: false });
  const user = useCurrentUser().data;
  const license = useLicense().data;
  const settings = useServerSettings().data;
  const demoAccount = isDemoAccount(user);
  const role = user?.role;
  return {
    role: isRole(role) ? role : DEFAULT_ROLE,
    mode: modeOfSnapshot(snapshot ?? 1),
    features: license?.features ?? [],
    demo: isDemoInstance(settings) || demoAccount,
    demoAccount,
  };
}

/**
 * Whether `action` on `subject` is allowed here and, when not, the reason a disabled control names in its
 * tooltip (`DisabledReason`): the demo, the role or the historical snapshot. Every page asks this.
 */
export function usePermission(action: Action, subject: Subject): Permission {
  return permissionOf(useAccess(), action, subject);
}

/**
 * Whether edit controls on `subject` are enabled: the role and the snapshot mode must allow an update, and
 * never on the demo instance. `usePermission` also gives the reason.
 */
export function useCanEdit(subject: Subject): boolean {
  return canEdit(useAccess(), subject);
}
