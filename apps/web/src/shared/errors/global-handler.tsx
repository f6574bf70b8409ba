import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, VERSION_RELOAD_DELAY_MS, VERSION_STORAGE_KEY } from '../constants';
import { reactionTo } from './reaction';
import { ValidationErrorList } from './ValidationErrorList';

/** Several calls fail at once when the server was updated; the page announces and reloads only once. */
let versionReloadPending = false;

export type GlobalErrorEffects = {
  logout: () => void;
  reload: () => void;
};

/**
 * The global error handler of spec §8, called by the query and mutation caches for every failed call that
 * does not handle its errors itself (`meta.handlesErrors`).
 */
export function handleGlobalError(error: unknown, effects: GlobalErrorEffects): void {
  const reaction = reactionTo(error);
  switch (reaction.kind) {
    case 'logout':
      effects.logout();
      return;
    case 'ignore':
      return;
    case 'version-updated':
      if (versionReloadPending) return;
      versionReloadPending = true;
      notifications.clean();
      notifications.show({ color: 'blue', message: reaction.message, autoClose: TOAST_AUTO_CLOSE_MS });
      localStorage.removeItem(VERSION_STORAGE_KEY);
      setTimeout(effects.reload, VERSION_RELOAD_DELAY_MS);
      return;
    case 'validation':
      notifications.show({
        color: 'red',
        message: <ValidationErrorList heading={reaction.heading} issues={reaction.issues} />,
      });
      return;
    case 'toast':
      notifications.show({ color: 'red', message: reaction.message });
      return;
  }
}
