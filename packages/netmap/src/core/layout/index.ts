export type { LayoutController, LayoutControllerOptions, LayoutProgress, LayoutWorker } from './controller';
export { createLayoutController, createLayoutWorker, LIVE_POSITIONS_LIMIT } from './controller';
export { createFa2State, fa2Positions, finishPositions, removeOverlaps, stepFa2 } from './engine';
export { separateGroups, separateRects } from './groups';
export { startLayoutSession } from './session';
export type * from './types';
export {
  applyPositionArray,
  applyPositions,
  BARNES_HUT_THRESHOLD,
  defaultIterations,
  graphToLayoutInput,
  initialPositions,
  layoutGroups,
  layoutSettings,
  seedPositions,
  spiralOffset,
} from './utils';

import { createFa2State, fa2Positions, finishPositions, stepFa2 } from './engine';
import type { LayoutInput } from './types';
import { layoutSettings } from './utils';

/** ForceAtlas2 then overlap removal on the calling thread; for tests and small graphs. */
export function runLayoutSync(
  input: LayoutInput,
  iterations: number,
  withOverlapRemoval = true,
): Float32Array {
  const state = createFa2State(input, layoutSettings(input.ids.length));
  stepFa2(state, iterations);
  return finishPositions(input, fa2Positions(state), withOverlapRemoval);
}
