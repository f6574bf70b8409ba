import { type Action, can, type Subject } from '@lne/permissions';
import { useAccess } from '../../shared/context/use-access';

/** Whether the person may do `action` on `subject` here: role and snapshot mode must allow it, never in the demo. */
export function useAllowed(action: Action, subject: Subject): boolean {
  const access = useAccess();
  return !access.demo && can(access.role, access.mode, action, subject);
}

/** Whether a settings page may be shown: read on all its subjects (live mode), and not on the demo instance. */
export function useSettingsAccess(subjects: readonly Subject[]): 'demo' | 'denied' | 'allowed' {
  const access = useAccess();
  if (access.demo) return 'demo';
  return subjects.every((subject) => can(access.role, 'live', 'read', subject)) ? 'allowed' : 'denied';
}
