import {
  useGetBaseGraph,
  useGetConnectedComponentsGraph,
  useGetDifferenceGraph,
  useGetImpactGraph,
  useGetSpanningTreeGraph,
  useListStpInstances,
  useListStpProtocols,
} from '@lne/api-client';
import type { ViewMode } from '@lne/netmap';
import { type GraphScope, graphParams } from './queries';

/** What the views other than the base graph need besides the scope. */
export type ViewInputs = {
  impactIds: readonly string[];
  diffSnapshotId: number | undefined;
  stpProtocol: string | undefined;
  stpInstanceId: string | undefined;
};

const params = graphParams;

export function useBaseGraph(scope: GraphScope) {
  return useGetBaseGraph(params(scope));
}

/**
 * The server's answer for the current view mode; only the query of the active mode runs. The answer is the
 * base graph with the analysis' fields added to element data.
 */
export function useViewGraph(mode: ViewMode, scope: GraphScope, inputs: ViewInputs) {
  const components = useGetConnectedComponentsGraph(params(scope), {
    query: { enabled: mode === 'connected-components' },
  });
  const impact = useGetImpactGraph(
    { ...params(scope), 'nodes_and_edges[]': [...inputs.impactIds] },
    { query: { enabled: mode === 'impact' && inputs.impactIds.length > 0 } },
  );
  const difference = useGetDifferenceGraph(
    { ...params(scope), diff_snapshot_id: inputs.diffSnapshotId ?? 0 },
    { query: { enabled: mode === 'difference' && inputs.diffSnapshotId !== undefined } },
  );
  const spanningTree = useGetSpanningTreeGraph(
    { ...params(scope), stp_protocol: inputs.stpProtocol ?? '', stp_instance_id: inputs.stpInstanceId ?? '' },
    {
      query: {
        enabled:
          mode === 'spanning-tree' && inputs.stpProtocol !== undefined && inputs.stpInstanceId !== undefined,
      },
    },
  );
  switch (mode) {
    case 'basegraph':
      return undefined;
    case 'connected-components':
      return components;
    case 'impact':
      return impact;
    case 'difference':
      return difference;
    case 'spanning-tree':
      return spanningTree;
  }
}

export function useStpChoices(scope: GraphScope, protocol: string | undefined, enabled: boolean) {
  const base = { explorer_network_id: scope.network, snapshot_id: scope.snapshot };
  const protocols = useListStpProtocols(base, { query: { enabled } });
  const instances = useListStpInstances(
    { ...base, ...(protocol ? { stp_protocol: protocol } : {}) },
    { query: { enabled: enabled && protocol !== undefined } },
  );
  return { protocols: protocols.data ?? [], instances: instances.data ?? [] };
}
