import {
  getGetCurrentUserQueryOptions,
  getGetLicenseQueryOptions,
  getGetServerSettingsQueryOptions,
  getGetVersionQueryOptions,
  getListExplorerNetworksQueryOptions,
  getListSnapshotsQueryOptions,
} from '@lne/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Lets reads that a page about to show will make run while the page's code loads (and, with preloading on
 * intent, while the pointer rests on a link): route loaders pass `queryClient.ensureQueryData(options)` of the
 * generated option factories here. The page's own hook reads the same cache entry (same key), shows its own
 * loading state until the answer is there, and reports a failure as usual; the loader neither waits nor fails.
 */
export function inBackground(...reads: Promise<unknown>[]): void {
  for (const read of reads) void read.catch(() => undefined);
}

/** What the signed-in frame reads on every page: who is signed in, networks, licence, server facts, version. */
export function prefetchSession(queryClient: QueryClient, network: number): void {
  inBackground(
    queryClient.ensureQueryData(getGetCurrentUserQueryOptions()),
    queryClient.ensureQueryData(getListExplorerNetworksQueryOptions()),
    queryClient.ensureQueryData(getListSnapshotsQueryOptions({ explorer_network_id: network })),
    queryClient.ensureQueryData(getGetLicenseQueryOptions()),
    queryClient.ensureQueryData(getGetServerSettingsQueryOptions()),
    queryClient.ensureQueryData(getGetVersionQueryOptions()),
  );
}
