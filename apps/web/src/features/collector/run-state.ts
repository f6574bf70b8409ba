import type { CollectorTask } from '@lne/api-client';
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

/** How a collector's latest run is shown: its state, colour and progress. */
export function runView(task: CollectorTask | null | undefined): RunView {
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
