import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

/**
 * Query defaults of spec §9: the cache never expires, no retries, refetch on reconnect. Networks, supported
 * vendors and the current user are therefore cached indefinitely, like everything else, until invalidated.
 */
export const QUERY_DEFAULTS = {
  queries: {
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: true,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
} as const satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}
