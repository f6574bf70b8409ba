import { isApiError, QUERY_DEFAULTS } from '@lne/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleGlobalError } from '../shared/errors/global-handler';

/**
 * Calls whose errors the calling component shows itself (e.g. the sign-in form) set `handlesErrors`; reads whose
 * page says itself that the item is missing (a details page) set `handlesNotFound` (`PAGE_SHOWS_NOT_FOUND`), and
 * every other error of theirs is still handled here.
 */
type ErrorMeta = Record<string, unknown> | undefined;

/**
 * The app's query client: spec §9 defaults and the global error handler of spec §8 on every failed call.
 * `endSession` is how a refused token ends the session (it needs the router, which is created with this
 * client, so the entry point passes it in).
 */
export function createAppQueryClient(endSession: () => Promise<void>): QueryClient {
  let logoutInProgress = false;
  const onError = (error: unknown, meta: ErrorMeta) => {
    if (meta?.handlesErrors === true) return;
    if (meta?.handlesNotFound === true && isApiError(error) && error.status === 404) return;
    handleGlobalError(error, {
      logout: () => {
        if (logoutInProgress) return;
        logoutInProgress = true;
        void endSession().finally(() => {
          logoutInProgress = false;
        });
      },
      reload: () => window.location.reload(),
    });
  };
  return new QueryClient({
    defaultOptions: QUERY_DEFAULTS,
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
  });
}
