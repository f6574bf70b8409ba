import {
  getGetIpamIpDiffQueryKey,
  getListIpamIpAddressesQueryKey,
  getListIpamLocationsQueryKey,
  getListIpamPrefixesQueryKey,
  getListIpamVlansQueryKey,
  getListIpamVrfsQueryKey,
  useGetIpamIpDiff,
  useGetIpamPrefix,
  useListIpamIpAddresses,
  useListIpamLocations,
  useListIpamPrefixes,
  useListIpamVlans,
  useListIpamVrfs,
} from '@lne/api-client';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { DEFAULT_NETWORK_ID, DEFAULT_SNAPSHOT_ID } from '../../shared/constants';

/** Network and snapshot of the page (spec §2 global parameters); IPAM writes always go to the live state. */
export type IpamScope = { network: number; snapshot: number };

export function useIpamScope(): IpamScope {
  const search = useSearch({ strict: false });
  return { network: search.network ?? DEFAULT_NETWORK_ID, snapshot: search.snapshot ?? DEFAULT_SNAPSHOT_ID };
}

const readParams = (scope: IpamScope) => ({
  explorer_network_id: scope.network,
  snapshot_id: scope.snapshot,
});
export const writeParams = (scope: IpamScope) => ({ explorer_network_id: scope.network });

export function usePrefixes(scope: IpamScope) {
  return useListIpamPrefixes(readParams(scope));
}
export function usePrefix(scope: IpamScope, prefixId: number) {
  return useGetIpamPrefix(prefixId, readParams(scope), {
    query: { enabled: Number.isInteger(prefixId) && prefixId > 0 },
  });
}
export function useIpAddresses(scope: IpamScope, prefixId?: number) {
  return useListIpamIpAddresses({
    ...readParams(scope),
    ...(prefixId === undefined ? {} : { prefix_id: prefixId }),
  });
}
export function useVrfs(scope: IpamScope) {
  return useListIpamVrfs(readParams(scope));
}
export function useVlans(scope: IpamScope, locationIds: readonly number[] = []) {
  return useListIpamVlans({
    ...readParams(scope),
    ...(locationIds.length > 0 ? { 'location_ids[]': [...locationIds] } : {}),
  });
}
export function useLocations(scope: IpamScope) {
  return useListIpamLocations(readParams(scope));
}
export function useIpDiff(scope: IpamScope) {
  return useGetIpamIpDiff(readParams(scope));
}

/** First elements of the generated list keys; single-item keys start with the same path plus `/{id}`. */
const IPAM_KEY_ROOTS = [
  getListIpamPrefixesQueryKey()[0],
  getListIpamIpAddressesQueryKey()[0],
  getListIpamVrfsQueryKey()[0],
  getListIpamVlansQueryKey()[0],
  getListIpamLocationsQueryKey()[0],
  getGetIpamIpDiffQueryKey()[0],
];

/**
 * Every IPAM read depends on the others (utilisation counts addresses, names come from VRFs, VLANs and
 * locations, the diff compares addresses), so a write refreshes all of them.
 */
function invalidateIpam(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const root = query.queryKey[0];
      return (
        typeof root === 'string' && IPAM_KEY_ROOTS.some((key) => root === key || root.startsWith(`${key}/`))
      );
    },
  });
}

export function useInvalidateIpam(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateIpam(queryClient), [queryClient]);
}
