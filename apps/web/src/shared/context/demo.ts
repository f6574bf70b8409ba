import type { CurrentUser } from './api';

/** The read-only demo account of the README (`demo`), flagged by the server. */
export function isDemoAccount(user: CurrentUser | undefined): boolean {
  if (!user) return false;
  return user.is_demo;
}

/** The server announces a demo instance (`DEMO=1`) in its public settings. */
export function isDemoInstance(settings: { demo: boolean } | undefined): boolean {
  return settings?.demo === true;
}
