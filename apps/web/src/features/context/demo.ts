import type { CurrentUser } from './api';

/** The read-only demo account of the README (`demo`), recognised by its flag or its e-mail's local part. */
export function isDemoAccount(user: CurrentUser | undefined): boolean {
  if (!user) return false;
  if (user.is_demo === true) return true;
  return (user.username ?? user.email.split('@')[0]) === 'demo';
}

/** The server announces a demo instance (`DEMO=1`) in its version answer as `demo: true`. */
export function isDemoInstance(version: unknown): boolean {
  return Boolean(version && typeof version === 'object' && 'demo' in version && version.demo === true);
}
