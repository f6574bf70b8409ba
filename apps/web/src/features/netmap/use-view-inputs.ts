import type { ViewMode } from '@lne/netmap';
import { useCallback, useEffect, useState } from 'react';
import { useStpChoices, type ViewInputs } from './api';
import type { GraphScope } from './queries';
import type { MapUrlPatch } from './use-map-url';

/**
 * Inputs of the analysis views: the nodes picked on the map and those analysed for impact, the compared
 * snapshot (in the URL, so History › Snapshots can link to a comparison), and the spanning-tree protocol and
 * instance (the first of each until one is chosen).
 */
export function useViewInputs(
  scope: GraphScope,
  mode: ViewMode,
  diffSnapshotId: number | undefined,
  setParams: (patch: MapUrlPatch) => void,
) {
  const [picked, setPicked] = useState<string[]>([]);
  const [impactIds, setImpactIds] = useState<string[]>([]);
  const setDiffSnapshotId = useCallback(
    (id: number | undefined) => setParams({ diffSnapshot: id }),
    [setParams],
  );
  const [stpProtocol, setStpProtocol] = useState<string | undefined>(undefined);
  const [stpInstanceId, setStpInstanceId] = useState<string | undefined>(undefined);
  const stp = useStpChoices(scope, stpProtocol, mode === 'spanning-tree');
  useEffect(() => {
    if (stpProtocol === undefined && stp.protocols[0]) setStpProtocol(stp.protocols[0].protocol);
  }, [stpProtocol, stp.protocols]);
  useEffect(() => {
    if (stpInstanceId === undefined && stp.instances[0]) setStpInstanceId(stp.instances[0].stp_instance_id);
  }, [stpInstanceId, stp.instances]);
  const chooseStpProtocol = (protocol: string | undefined) => {
    setStpProtocol(protocol);
    setStpInstanceId(undefined);
  };
  const inputs: ViewInputs = { impactIds, diffSnapshotId, stpProtocol, stpInstanceId };
  return {
    inputs,
    picked,
    setPicked,
    analyseImpact: () => setImpactIds(picked),
    /** Picks one node and analyses what its loss impacts (the side panel's quick action). */
    impactFrom: (id: string) => {
      setPicked([id]);
      setImpactIds([id]);
    },
    setDiffSnapshotId,
    stp,
    chooseStpProtocol,
    setStpInstanceId,
  };
}

export type ViewInputsState = ReturnType<typeof useViewInputs>;
