import {
  getGetVlanHostCountsQueryKey,
  getGetVlanStatsQueryKey,
  getGetVlanUsageCountsQueryKey,
  getListHostsQueryKey,
  getListVlansQueryKey,
  getListZonesQueryKey,
  useBulkDeleteVlans,
  useCreateVlan,
  useGetVlanHostCounts,
  useGetVlanStats,
  useListHosts,
  useListVlans,
  useListZones,
  useUpdateVlan,
} from '@lne/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { readParams, type Scope } from '../../shared/context/scope';

export function useVlans(scope: Scope) {
  return useListVlans(readParams(scope));
}

export function useVlanStats(scope: Scope) {
  return useGetVlanStats(readParams(scope));
}

export function useVlanHostCounts(scope: Scope) {
  return useGetVlanHostCounts(readParams(scope));
}

export function useZones(scope: Scope) {
  return useListZones(readParams(scope));
}

/** The hosts seen in one VLAN (by its 802.1Q id), for the VLAN's hosts drawer. */
export function useVlanHosts(scope: Scope, vlanId: number | undefined) {
  return useListHosts(
    { ...readParams(scope), 'vlan_ids[]': vlanId === undefined ? [] : [vlanId] },
    { query: { enabled: vlanId !== undefined } },
  );
}

/** After a VLAN write every VLAN-derived answer (lists, stats, zones, analytics) is read again. */
function useInvalidateVlans() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        getListVlansQueryKey(),
        getGetVlanStatsQueryKey(),
        getListZonesQueryKey(),
        getGetVlanHostCountsQueryKey(),
        getGetVlanUsageCountsQueryKey(),
        getListHostsQueryKey(),
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

export function useVlanMutations() {
  const invalidate = useInvalidateVlans();
  const onSettled = () => invalidate();
  return {
    create: useCreateVlan({ mutation: { onSettled } }),
    update: useUpdateVlan({ mutation: { onSettled } }),
    remove: useBulkDeleteVlans({ mutation: { onSettled } }),
  };
}
