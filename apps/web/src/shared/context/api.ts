import {
  type ExplorerNetwork,
  type Snapshot,
  type User,
  useGetCurrentUser,
  useGetLicense,
  useGetServerSettings,
  useListExplorerNetworks,
  useListSnapshots,
} from '@lne/api-client';
import { isAuthenticated } from '../session/token';

/** What the shell reads about the session: current user, networks, snapshots, licence, server settings. */

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

export function useLicense() {
  return useGetLicense({ query: { enabled: isAuthenticated() } });
}

/** Public server facts; `demo` marks the read-only demo instance (server started with DEMO=1). */
export function useServerSettings() {
  return useGetServerSettings();
}
