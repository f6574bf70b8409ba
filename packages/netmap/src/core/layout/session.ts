import { createFa2State, type Fa2State, fa2Positions, finishPositions, stepFa2 } from './engine';
import type { LayoutInput, LayoutRunOptions, WorkerResponse } from './types';

/**
 * The worker's loop without the worker: runs ForceAtlas2 in slices of at most `stepBudgetMs`, reporting after
 * each slice and yielding between slices so a stop request is seen. Tests drive it with a fake clock/scheduler.
 */
export type LayoutSession = { stop: () => void };

export type SessionEnvironment = {
  post: (message: WorkerResponse) => void;
  now: () => number;
  schedule: (task: () => void) => void;
};

export function startLayoutSession(
  input: LayoutInput,
  options: LayoutRunOptions,
  env: SessionEnvironment,
): LayoutSession {
  let stopped = false;
  let state: Fa2State;
  try {
    state = createFa2State(input, options.settings);
  } catch (error) {
    env.post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    return { stop: () => undefined };
  }
  const finish = () => {
    const positions = finishPositions(
      input,
      fa2Positions(state),
      options.removeOverlaps,
      options.overlapBudgetMs ?? Number.POSITIVE_INFINITY,
    );
    env.post({ type: 'done', positions, iteration: state.iteration, stopped });
  };
  let lastPost = Number.NEGATIVE_INFINITY;
  const slice = () => {
    if (stopped) {
      finish();
      return;
    }
    const start = env.now();
    try {
      // At least one iteration per slice, so huge graphs whose single iteration exceeds the budget still move.
      do stepFa2(state, 1);
      while (state.iteration < options.maxIterations && env.now() - start < options.stepBudgetMs);
    } catch (error) {
      env.post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (state.iteration >= options.maxIterations) {
      finish();
      return;
    }
    const now = env.now();
    if (now - lastPost >= options.progressIntervalMs) {
      lastPost = now;
      env.post({
        type: 'progress',
        positions: options.livePositions ? fa2Positions(state) : null,
        iteration: state.iteration,
        maxIterations: options.maxIterations,
      });
    }
    env.schedule(slice);
  };
  env.schedule(slice);
  return {
    stop: () => {
      stopped = true;
    },
  };
}
