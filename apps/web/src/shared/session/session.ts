import { logout as logoutCall } from '@lne/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { clearToken, isAuthenticated } from './token';

type Navigator = { navigate: (options: { to: '/login' }) => unknown };

/**
 * Ends the session (spec §4): token and cookie cleared, cached data cleared, back to the sign-in page.
 * `notifyServer` is false when the server already refused the token (401).
 */
export async function endSession(
  queryClient: QueryClient,
  router: Navigator,
  { notifyServer }: { notifyServer: boolean },
): Promise<void> {
  if (notifyServer && isAuthenticated()) {
    // A failed logout call must not keep the person signed in locally.
    await logoutCall().catch(() => undefined);
  }
  clearToken();
  queryClient.clear();
  await router.navigate({ to: '/login' });
}

/** Where to go after sign-in: the `from` path if it stays inside the app, else the default page. */
export function safeReturnPath(from: string | undefined): string {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) return '/';
  return from;
}
