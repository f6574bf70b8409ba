import { parseDataType, parseViewMode } from '@lne/netmap';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { GraphScope } from './queries';

/** What the map keeps in the URL besides network and snapshot (a view is a link). */
export type MapUrlPatch = {
  search?: string | undefined;
  dataType?: string;
  viewMode?: string;
  diffSnapshot?: number | undefined;
};

/**
 * The map's URL state: network, snapshot and data type (the scope of every graph read), the view mode, the
 * search text and the compared snapshot. Changes replace the history entry, so Back leaves the map.
 */
export function useMapUrl() {
  const params = useSearch({ from: '/_app/' });
  const navigate = useNavigate({ from: '/' });
  const { network, snapshot } = params;
  const dataType = parseDataType(params.dataType);
  const scope: GraphScope = useMemo(() => ({ network, snapshot, dataType }), [network, snapshot, dataType]);
  const setParams = useCallback(
    (patch: MapUrlPatch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return {
    scope,
    mode: parseViewMode(params.viewMode),
    searchText: params.search ?? '',
    diffSnapshotId: params.diffSnapshot,
    setParams,
  };
}
