import { getGetBaseGraphQueryOptions } from '@lne/api-client';
import { type DataType, parseDataType } from '@lne/netmap';
import type { QueryClient } from '@tanstack/react-query';
import { inBackground } from '../../shared/context/queries';

/** Network, snapshot and data type of every graph request of the page. */
export type GraphScope = { network: number; snapshot: number; dataType: DataType };

export function graphParams(scope: GraphScope) {
  return { explorer_network_id: scope.network, snapshot_id: scope.snapshot, data_type: scope.dataType };
}

/** The base graph the map opens with, read while the map's code loads (the route's loader). */
export function prefetchBaseGraph(
  queryClient: QueryClient,
  url: { network: number; snapshot: number; dataType: string | undefined },
): void {
  const scope = { network: url.network, snapshot: url.snapshot, dataType: parseDataType(url.dataType) };
  inBackground(queryClient.ensureQueryData(getGetBaseGraphQueryOptions(graphParams(scope))));
}
