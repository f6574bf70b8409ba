import { useEffect, useMemo, useRef, useState } from 'react';
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
 *
 * The controller is made while rendering, so the seed positions are in the graph before the map (a child, whose
 * effect runs first) draws its first frame: no frame at the origin, no second complete frame for the seed. The
 * worker starts after that first frame was committed (an animation frame, then a task), so rasterising the first
 * frame and ForceAtlas2 do not fall into the same main-thread task.
 */
export function useLayout({ graph, groups, saved, onPositions, createWorker }: UseLayoutOptions) {
  const [progress, setProgress] = useState<LayoutProgress>({
    status: 'idle',
    iteration: 0,
    maxIterations: 0,
    moved: false,
  });
  const onPositionsRef = useRef(onPositions);
  onPositionsRef.current = onPositions;
  const workerRef = useRef(createWorker);

  const controller = useMemo<LayoutController>(
    () =>
      createLayoutController({
        graph,
        groups,
        ...(saved ? { saved } : {}),
        ...(workerRef.current ? { createWorker: workerRef.current } : {}),
        onProgress: (p) => {
          setProgress(p);
          if (p.moved) onPositionsRef.current?.();
        },
      }),
    [graph, groups, saved],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => controller.start(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
      controller.destroy();
    };
  }, [controller]);

  return { controller, progress };
}
