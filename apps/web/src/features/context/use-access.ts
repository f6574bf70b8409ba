import { DEFAULT_ROLE, isRole, modeOfSnapshot } from '@lne/permissions';
import { useSearch } from '@tanstack/react-router';
import type { Access } from '../shell/menu';
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
