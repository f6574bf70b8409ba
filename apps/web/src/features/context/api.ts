import {
  apiFetch,
  type ExplorerNetwork,
  type Snapshot,
  type User,
  useGetCurrentUser,
  useListExplorerNetworks,
  useListSnapshots,
} from '@lne/api-client';
import { useQuery } from '@tanstack/react-query';
import { isAuthenticated } from '../auth/token';

/** What the shell reads about the session: current user, networks, snapshots, licence. */

export type CurrentUser = User;
export type { ExplorerNetwork, Snapshot };

export function useCurrentUser() {
  return useGetCurrentUser({ query: { enabled: isAuthenticated() } });
}

export function useNetworks() {
  return useListExplorerNetworks({ query: { enabled: isAuthenticated() } });
}

export function useSnapshots(networkId: number | undefined) {
  return useListSnapshots(
    { explorer_network_id: networkId },
    { query: { enabled: isAuthenticated() && networkId !== undefined } },
  );
}

/**
 * The licence (spec §3: key, features, is_valid). Called through the shared mutator with the query key Orval
 * would generate (the path) until the contract has the licence calls; swapping them in touches only this file.
 */
export type License = { key?: string; features: string[]; is_valid: boolean };

export const LICENSE_KEY = ['/api/license'] as const;

export function useLicense() {
  return useQuery({
    queryKey: LICENSE_KEY,
    queryFn: ({ signal }) => apiFetch<{ data: License }>({ url: '/api/license', method: 'GET', signal }),
    enabled: isAuthenticated(),
  });
}

export function saveLicense(key: string): Promise<License> {
  return apiFetch<{ data: License }>({ url: '/api/license', method: 'POST', data: { key } });
}
