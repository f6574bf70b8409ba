import type { Subject } from '@lne/permissions';
import { canRead } from '../../shared/context/access';
import { useAccess } from '../../shared/context/use-access';

/** Whether a settings page may be shown: read on all its subjects (live mode), and not on the demo instance. */
export function useSettingsAccess(subjects: readonly Subject[]): 'demo' | 'denied' | 'allowed' {
  const access = useAccess();
  if (access.demo) return 'demo';
  return subjects.every((subject) => canRead(access, subject)) ? 'allowed' : 'denied';
}
