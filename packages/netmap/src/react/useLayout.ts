import { useEffect, useRef, useState } from 'react';
import type { GroupInfo, NetGraph } from '../core/ingest/types';
import { createLayoutController, type LayoutController, type LayoutProgress } from '../core/layout';
import type { LayoutWorker } from '../core/layout/controller';
import type { PositionMap } from '../core/layout/types';

export type UseLayoutOptions = {
  graph: NetGraph;
  groups: ReadonlyMap<string, GroupInfo>;
  saved?: PositionMap;
  /** Called after positions changed, not on progress without new positions (give it `map.refreshPositions`). */
  onPositions?: () => void;
  createWorker?: () => LayoutWorker;
};

/**
 * Runs the layout for a graph: saved positions at once, else ForceAtlas2 in a worker. Returns the controller
 * (start/stop/restart) and its progress for a progress bar.
 */
export function useLayout({ graph, groups, saved, onPositions, createWorker }: UseLayoutOptions) {
  const [progress, setProgress] = useState<LayoutProgress>({
    status: 'idle',
    iteration: 0,
    maxIterations: 0,
    moved: false,
  });
  const [controller, setController] = useState<LayoutController | null>(null);
  const onPositionsRef = useRef(onPositions);
  onPositionsRef.current = onPositions;
  const workerRef = useRef(createWorker);

  useEffect(() => {
    const layout = createLayoutController({
      graph,
      groups,
      ...(saved ? { saved } : {}),
      ...(workerRef.current ? { createWorker: workerRef.current } : {}),
      onProgress: (p) => {
        setProgress(p);
        if (p.moved) onPositionsRef.current?.();
      },
    });
    setController(layout);
    onPositionsRef.current?.();
    layout.start();
    return () => layout.destroy();
  }, [graph, groups, saved]);

  return { controller, progress };
}
