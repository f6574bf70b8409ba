import { useCreateNetmapLayout, useDeleteNetmapLayout } from '@lne/api-client';
import type { NetGraph, ViewMode } from '@lne/netmap';
import { notifications } from '@mantine/notifications';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { GraphScope } from './queries';

/** Every graph view answer shares this URL prefix in its query key (Orval keys are `[url, params]`). */
function isGraphQuery(key: QueryKey): boolean {
  return typeof key[0] === 'string' && key[0].startsWith('/api/explorer/graph');
}

/** Node positions of the graph as the server stores a layout. */
function positionsOf(graph: NetGraph): Record<string, { x: number; y: number }> {
  const positions: Record<string, { x: number; y: number }> = {};
  graph.forEachNode((id, attributes) => {
    positions[id] = { x: attributes.x, y: attributes.y };
  });
  return positions;
}

/**
 * Saving the positions on the map as the layout of this network, snapshot and view mode, and removing it;
 * either refreshes every graph answer, which carry the saved layout.
 */
export function useLayoutPersistence(scope: GraphScope, mode: ViewMode) {
  const queryClient = useQueryClient();
  const saveLayout = useCreateNetmapLayout();
  const resetLayout = useDeleteNetmapLayout();
  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    void queryClient.invalidateQueries({ predicate: (query) => isGraphQuery(query.queryKey) });
  };
  const where = { explorer_network_id: scope.network, snapshot_id: scope.snapshot, view: mode };
  return {
    save: (graph: NetGraph) =>
      saveLayout.mutate(
        { data: { ...where, positions: positionsOf(graph) } },
        { onSuccess: () => done('Layout saved') },
      ),
    reset: (after?: () => void) =>
      resetLayout.mutate(
        { params: where },
        {
          onSuccess: () => {
            done('Layout reset');
            after?.();
          },
        },
      ),
    saving: saveLayout.isPending,
    resetting: resetLayout.isPending,
  };
}

export type LayoutPersistence = ReturnType<typeof useLayoutPersistence>;
