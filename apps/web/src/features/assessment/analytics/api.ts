import {
  useGetDeviceStatusCounts,
  useGetDeviceVendorCounts,
  useGetHostVendorCounts,
  useGetVlanHostCounts,
  useGetVlanUsageCounts,
} from '@lne/api-client';

/** Network and snapshot of the charts (spec §7: the analytics calls take both). */
export type AnalyticsScope = { network: number; snapshot: number };

const paramsOf = (scope: AnalyticsScope) => ({
  explorer_network_id: scope.network,
  snapshot_id: scope.snapshot,
});

/** The five chart calls of spec §7 'Analytics'. */
export function useAnalytics(scope: AnalyticsScope) {
  const params = paramsOf(scope);
  return {
    deviceStatus: useGetDeviceStatusCounts(params),
    deviceVendors: useGetDeviceVendorCounts(params),
    vlanUsage: useGetVlanUsageCounts(params),
    vlanHosts: useGetVlanHostCounts(params),
    hostVendors: useGetHostVendorCounts(params),
  };
}
