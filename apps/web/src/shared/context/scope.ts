import { useSearch } from '@tanstack/react-router';
import { DEFAULT_NETWORK_ID, DEFAULT_SNAPSHOT_ID } from '../constants';

/** The network and snapshot of the URL that a page reads and writes. */
export type Scope = { network: number; snapshot: number };

export function useScope(): Scope {
  const search = useSearch({ strict: false });
  return { network: search.network ?? DEFAULT_NETWORK_ID, snapshot: search.snapshot ?? DEFAULT_SNAPSHOT_ID };
}

/** Query parameters of a read in the scope. */
export const readParams = (scope: Scope) => ({
  explorer_network_id: scope.network,
  snapshot_id: scope.snapshot,
});
