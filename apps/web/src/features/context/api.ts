import { apiFetch } from '@lne/api-client';
import { useQuery } from '@tanstack/react-query';
import { isAuthenticated } from '../auth/token';

/**
 * Reads the shell needs (current user, networks, snapshots, licence). They call the API through the shared
 * mutator and use the same query keys Orval generates (the request path), so the generated hooks replace
 * these in this one file once the contract has them.
 */

export type CurrentUser = {
  id: string;
  email: string;
  username?: string;
  role: string;
  is_superuser: boolean;
  is_active?: boolean;
  /** The read-only demo account, which may not change its password. */
  is_demo?: boolean;
};

export type ExplorerNetwork = { id: number; name: string };

export type Snapshot = { id: number; name: string; created: number; explorer_network_id: number };

export type License = { key?: string; features: string[]; is_valid: boolean };

export const CURRENT_USER_KEY = ['/api/system/users/me'] as const;
export const NETWORKS_KEY = ['/api/system/explorer_networks'] as const;
export const LICENSE_KEY = ['/api/license'] as const;
export const snapshotsKey = (networkId: number) =>
  ['/api/system/snapshots', { explorer_network_id: networkId }] as const;

export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) =>
      apiFetch<{ data: CurrentUser }>({ url: '/api/system/users/me', method: 'GET', signal }),
    enabled: isAuthenticated(),
  });
}

export function useNetworks() {
  return useQuery({
    queryKey: NETWORKS_KEY,
    queryFn: ({ signal }) =>
      apiFetch<{ data: ExplorerNetwork[] }>({ url: '/api/system/explorer_networks', method: 'GET', signal }),
    enabled: isAuthenticated(),
  });
}

export function useSnapshots(networkId: number | undefined) {
  return useQuery({
    queryKey: snapshotsKey(networkId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<{ data: Snapshot[] }>({
        url: '/api/system/snapshots',
        method: 'GET',
        params: { explorer_network_id: networkId },
        signal,
      }),
    enabled: isAuthenticated() && networkId !== undefined,
  });
}

export function useLicense() {
  return useQuery({
    queryKey: LICENSE_KEY,
    queryFn: ({ signal }) => apiFetch<{ data: License }>({ url: '/api/license', method: 'GET', signal }),
    enabled: isAuthenticated(),
  });
}

export function updateCurrentUser(body: { password: string }): Promise<CurrentUser> {
  return apiFetch<{ data: CurrentUser }>({ url: '/api/system/users/me', method: 'PATCH', data: body });
}

export function saveLicense(key: string): Promise<License> {
  return apiFetch<{ data: License }>({ url: '/api/license', method: 'POST', data: { key } });
}
