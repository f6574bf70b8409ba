import { QUERY_DEFAULTS } from '@lne/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endSession } from './features/auth/session';
import { handleGlobalError } from './features/errors/global-handler';

/** Calls whose errors the calling component shows itself (e.g. the sign-in form) set this meta flag. */
type ErrorMeta = Record<string, unknown> | undefined;

let logoutInProgress = false;

function onError(error: unknown, meta: ErrorMeta): void {
  if (meta?.handlesErrors === true) return;
  handleGlobalError(error, {
    logout: () => {
      if (logoutInProgress) return;
      logoutInProgress = true;
      // Imported lazily: the router module imports pages that import this client.
      void import('./router')
        .then(({ router }) => endSession(queryClient, router, { notifyServer: false }))
        .finally(() => {
          logoutInProgress = false;
        });
    },
    reload: () => window.location.reload(),
  });
}

export const queryClient: QueryClient = new QueryClient({
  defaultOptions: QUERY_DEFAULTS,
  queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
  }),
});
