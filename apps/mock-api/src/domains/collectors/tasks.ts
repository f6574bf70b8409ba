import { randomUUID } from 'node:crypto';
import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import type { AppContext } from '../../context';
import { getDoc, listDocs, putDoc, type Scope } from '../../db/network-store';
import { recordTask } from '../system-info/service';

export type TaskState = 'PENDING' | 'STARTED' | 'SUCCESS' | 'FAILURE' | 'REVOKED';
export type TaskType = 'parser' | 'poller' | 'assessment';

export type CollectorTask = {
  task_id: string;
  task_type: TaskType;
  state: TaskState;
  explorer_network_id: number;
  created: number;
  started: number | null;
  finished: number | null;
  message: string | null;
  /** Percent done (0–100) while running; 100 once it ended. */
  progress: number;
};

/** What a run keeps beside its task (the poller's per-device outcome). */
export type StoredTask = Omit<CollectorTask, 'progress'> & { progress?: number; details?: unknown };

/** The outcome of a run: its summary, optional details, and `REVOKED` for a run that was cancelled. */
export type RunOutcome = { message: string; details?: unknown; state?: 'SUCCESS' | 'REVOKED' };

/** Lets a run say how far it got: `done` of `total` steps, and what it has found so far (`details`). */
export type ReportProgress = (done: number, total: number, details?: unknown) => Promise<void>;

/**
 * Pacing of collector runs. A real poller spends seconds per device; here a run lasts at least
 * `COLLECTOR_MIN_RUN_MS` (default 3000), spread over its steps, and pauses at least `COLLECTOR_STEP_MS`
 * (default 250) per step, so that its progress can be watched instead of ending before the first status poll.
 * Read at every run so tests can set them.
 */
function envMs(name: string, fallback: number): number {
  const raw = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(raw) && raw >= 0 ? raw : fallback;
}

/** Milliseconds to pause after each of `steps` steps of a run. */
export function collectorStepMs(steps: number): number {
  const minimum = envMs('COLLECTOR_MIN_RUN_MS', 3000);
  return Math.max(envMs('COLLECTOR_STEP_MS', 250), steps > 0 ? Math.ceil(minimum / steps) : 0);
}

export const pause = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

const liveScope = (networkId: number): Scope => ({ networkId, snapshotId: LIVE_SNAPSHOT_ID });
const now = () => Math.floor(Date.now() / 1000);

export function publicTask(task: StoredTask): CollectorTask {
  const { details: _details, ...rest } = task;
  // Runs stored before progress was recorded: 0 while open, 100 once ended.
  return { ...rest, progress: rest.progress ?? (isRunning(rest) ? 0 : 100) };
}

export const isRunning = (task: Pick<CollectorTask, 'state'> | null) =>
  task?.state === 'PENDING' || task?.state === 'STARTED';

/** The newest run of the type on the network, or null. */
export async function latestTask(
  ctx: AppContext,
  networkId: number,
  type: TaskType,
): Promise<StoredTask | null> {
  const tasks = (await listDocs(ctx.db, liveScope(networkId), 'collector_task')) as StoredTask[];
  const own = tasks
    .filter((task) => task.task_type === type)
    .sort((a, b) => b.created - a.created || (b.started ?? 0) - (a.started ?? 0));
  return own[0] ?? null;
}

async function save(ctx: AppContext, task: StoredTask): Promise<void> {
  await putDoc(ctx.db, liveScope(task.explorer_network_id), 'collector_task', task.task_id, task);
}

/** Ends an open run that nothing runs any more (a stop of the server cut it short, or it was cancelled then). */
export async function closeTask(
  ctx: AppContext,
  task: StoredTask,
  state: 'FAILURE' | 'REVOKED',
  message: string,
): Promise<StoredTask> {
  const closed: StoredTask = { ...task, state, finished: now(), message, progress: 100 };
  await save(ctx, closed);
  return closed;
}

/** Waits for the run to end (tests, and runs that follow another). */
export async function waitForTask(
  ctx: AppContext,
  networkId: number,
  taskId: string,
  timeoutMs = 20_000,
): Promise<StoredTask | undefined> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const task = (await getDoc(ctx.db, liveScope(networkId), 'collector_task', taskId)) as
      | StoredTask
      | undefined;
    if (task && !isRunning(task)) return task;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

/**
 * Queues a background run, answering its task at once. The run is also recorded in the server's task table,
 * so `GET /api/taskstatus?task_type=…` shows it. A run of the same type still queued or running is answered
 * instead of a second one.
 */
export async function startTask(
  ctx: AppContext,
  networkId: number,
  type: TaskType,
  work: (report: ReportProgress, taskId: string) => Promise<RunOutcome>,
  after?: () => Promise<void>,
): Promise<CollectorTask> {
  const current = await latestTask(ctx, networkId, type);
  if (current && isRunning(current)) return publicTask(current);
  const task: StoredTask = {
    task_id: randomUUID(),
    task_type: type,
    state: 'PENDING',
    explorer_network_id: networkId,
    created: now(),
    started: null,
    finished: null,
    message: null,
    progress: 0,
  };
  await save(ctx, task);
  setImmediate(() => {
    void (async () => {
      let state: TaskState = 'SUCCESS';
      try {
        const started = now();
        await save(ctx, { ...task, state: 'STARTED', started });
        const report: ReportProgress = (done, total, details) =>
          save(ctx, {
            ...task,
            state: 'STARTED',
            started,
            progress: total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0,
            ...(details !== undefined ? { details } : {}),
          });
        const outcome = await recordTask(ctx, type, () => work(report, task.task_id));
        state = outcome.state ?? 'SUCCESS';
        await save(ctx, {
          ...task,
          state,
          started,
          finished: now(),
          message: outcome.message,
          details: outcome.details,
          progress: 100,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : 'failed';
        ctx.log.error({ err: error, task_id: task.task_id, task_type: type }, 'collector run failed');
        // The database may be closed when the server stops during a run; nothing is left to record then.
        await save(ctx, { ...task, state: 'FAILURE', finished: now(), message, progress: 100 }).catch(
          () => undefined,
        );
        return;
      }
      if (state !== 'SUCCESS') return;
      // What follows a finished run is a run of its own: its failure is its own, not this one's.
      await after?.().catch((error: unknown) =>
        ctx.log.error({ err: error, task_id: task.task_id }, 'the run after a collector run did not start'),
      );
    })();
  });
  return publicTask(task);
}
