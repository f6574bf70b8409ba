import type { CollectionRun, CollectorTask } from '@lne/api-client';
import { collectorMessages as m } from './messages';

export type RunView = {
  /** Status text of the badge. */
  label: string;
  color: string;
  /** Whether the run is queued or running (the progress bar shows, the start button waits). */
  active: boolean;
  /** 0–100. */
  progress: number;
};

/** What a collector's card shows of its latest run: a run of its own (a task) or a recorded collection. */
export type LatestRun = Pick<CollectorTask, 'state' | 'progress' | 'started' | 'finished' | 'message'>;

/** When the collector last did something in the run: ended, else started, else was queued. */
const taskTime = (task: CollectorTask) => task.finished ?? task.started ?? task.created;

/**
 * A collection recorded without a collector task of its own (the collections a network is created with) as
 * the run of the poller that collected it or of the parser that read it; null when that collector had no part.
 */
function collectionAsRun(kind: 'parser' | 'poller', run: CollectionRun): LatestRun | null {
  if (kind === 'poller') {
    if (run.source !== 'poll') return null;
    return { state: 'SUCCESS', progress: 100, started: null, finished: run.created, message: run.label };
  }
  const finished = run.parsed ?? run.created;
  switch (run.status) {
    case 'collected':
      return null;
    case 'parsing':
      return { state: 'STARTED', progress: 0, started: run.created, finished: null, message: run.label };
    case 'parsed':
      return {
        state: 'SUCCESS',
        progress: 100,
        started: null,
        finished,
        message: run.summary ? m.parsedCollection(run.label, run.summary) : run.label,
      };
    case 'failed':
      return { state: 'FAILURE', progress: 100, started: null, finished, message: run.label };
  }
}

/** When a recorded collection was collected (poller) or last parsed (parser). */
const collectionTime = (kind: 'parser' | 'poller', run: CollectionRun) =>
  kind === 'poller' ? run.created : (run.parsed ?? run.created);

/**
 * A collector's latest run, as its badge shows it: its newest task, or the network's newest collection that
 * no task of this server recorded, when that is newer. An open task always wins: its progress is live.
 */
export function latestRun(
  kind: 'parser' | 'poller',
  task: CollectorTask | null | undefined,
  runs: readonly CollectionRun[] | undefined,
): LatestRun | null {
  if (task && (task.state === 'PENDING' || task.state === 'STARTED')) return task;
  let newest: { time: number; run: LatestRun } | null = null;
  for (const run of runs ?? []) {
    if (run.task_id !== null) continue;
    const shown = collectionAsRun(kind, run);
    const time = collectionTime(kind, run);
    if (shown && (newest === null || time > newest.time)) newest = { time, run: shown };
  }
  if (task && (newest === null || taskTime(task) >= newest.time)) return task;
  return newest?.run ?? null;
}

/** How a collector's latest run is shown: its state, colour and progress. */
export function runView(task: Pick<CollectorTask, 'state' | 'progress'> | null | undefined): RunView {
  if (!task) return { label: m.neverRan, color: 'gray', active: false, progress: 0 };
  const progress = Math.max(0, Math.min(100, task.progress ?? 0));
  switch (task.state) {
    case 'PENDING':
      return { label: m.queued, color: 'blue', active: true, progress };
    case 'STARTED':
      // The badge itself says how far the run is, so the card's state reads at a glance.
      return { label: m.runningPercent(progress), color: 'blue', active: true, progress };
    case 'SUCCESS':
      return { label: m.succeeded, color: 'green', active: false, progress: 100 };
    case 'FAILURE':
      return { label: m.failed, color: 'red', active: false, progress: 100 };
    case 'REVOKED':
      return { label: m.revoked, color: 'gray', active: false, progress: 100 };
  }
}

/** Poll every half second while a run is open, else not at all. */
const RUN_POLL_MS = 500;
export function pollInterval(running: boolean | undefined): number | false {
  return running ? RUN_POLL_MS : false;
}
