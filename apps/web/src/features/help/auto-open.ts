import { HELP_MODAL_SHOWN_KEY } from '../../shared/constants';

/**
 * Schedules the help modal's automatic opening once per browser session (spec §1, §9): after `delayMs`, unless
 * the session flag is already set; the flag is set when it opens. Returns the cancel function.
 */
export function scheduleAutoOpen(
  open: () => void,
  delayMs: number,
  storage: Storage = sessionStorage,
): () => void {
  if (storage.getItem(HELP_MODAL_SHOWN_KEY)) return () => {};
  const timer = setTimeout(() => {
    storage.setItem(HELP_MODAL_SHOWN_KEY, 'true');
    open();
  }, delayMs);
  return () => clearTimeout(timer);
}
