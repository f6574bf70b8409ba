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
};

/** What a run keeps beside its task (the poller's per-device outcome). */
export type StoredTask = CollectorTask & { details?: unknown };

/** The outcome of a run: its summary and optional details. */
export type RunOutcome = { message: string; details?: unknown };

const liveScope = (networkId: number): Scope => ({ networkId, snapshotId: LIVE_SNAPSHOT_ID });
const now = () => Math.floor(Date.now() / 1000);

export function publicTask(task: StoredTask): CollectorTask {
  const { details: _details, ...rest } = task;
  return rest;
}

export const isRunning = (task: CollectorTask | null) =>
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
  work: () => Promise<RunOutcome>,
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
  };
  await save(ctx, task);
  setImmediate(() => {
    void (async () => {
      try {
        const started = now();
        await save(ctx, { ...task, state: 'STARTED', started });
        const outcome = await recordTask(ctx, type, work);
        await save(ctx, {
          ...task,
          state: 'SUCCESS',
          started,
          finished: now(),
          message: outcome.message,
          details: outcome.details,
        });
        await after?.();
      } catch (error) {
        const message = error instanceof Error ? error.message : 'failed';
        // The database may be closed when the server stops during a run; nothing is left to record then.
        await save(ctx, { ...task, state: 'FAILURE', finished: now(), message }).catch(() => undefined);
      }
    })();
  });
  return publicTask(task);
}
