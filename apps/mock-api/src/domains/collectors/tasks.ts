import { randomUUID } from 'node:crypto';
import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { listDocs, putDoc, type Scope } from '../../db/network-store';
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
  /** The collection run it collected (a poll) or parses (a parser run). */
  run_id: number | null;
};

/** What a run keeps beside its task (the poller's per-device outcome). */
export type StoredTask = Omit<CollectorTask, 'progress' | 'run_id'> & {
  progress?: number;
  run_id?: number | null;
  details?: unknown;
  /** Milliseconds when it was queued: orders runs queued within one second (`created` is in seconds). */
  queued_ms?: number;
  /** Milliseconds when the process running it last said it is alive (`HEARTBEAT_MS`). */
  heartbeat_ms?: number;
};

/** How often a process writes that the run it runs is alive. */
const HEARTBEAT_MS = 10_000;
/**
 * A run not heard of for this long has lost its process. Only on PostgreSQL, where several servers share the
 * database and one may be killed while the others go on; on PGlite the one server ends every open run when it
 * starts (`endInterruptedRuns`).
 */
export const ABANDONED_AFTER_MS = 6 * HEARTBEAT_MS;

const lastSignOf = (task: StoredTask) => task.heartbeat_ms ?? task.queued_ms ?? task.created * 1000;

/** The outcome of a run: its summary, optional details, and `REVOKED` for a run that was cancelled. */
export type RunOutcome = { message: string; details?: unknown; state?: 'SUCCESS' | 'REVOKED' };

/**
 * Lets a run say how far it got: `done` of `total` steps, and what it has found so far (`details`, the
 * poller's per-device entries). The task is saved when its percentage rises or new details come, one save at a
 * time; the promise settles when what it reports is saved.
 */
export type ReportProgress = (done: number, total: number, details?: unknown) => Promise<void>;

const liveScope = (networkId: number): Scope => ({ networkId, snapshotId: LIVE_SNAPSHOT_ID });
const now = () => Math.floor(Date.now() / 1000);

export function publicTask(task: StoredTask): CollectorTask {
  const { details: _details, queued_ms: _queued, heartbeat_ms: _heartbeat, ...rest } = task;
  // Runs stored before progress was recorded: 0 while open, 100 once ended.
  return { ...rest, progress: rest.progress ?? (isRunning(rest) ? 0 : 100), run_id: rest.run_id ?? null };
}

export const isRunning = (task: Pick<CollectorTask, 'state'> | null) =>
  task?.state === 'PENDING' || task?.state === 'STARTED';

/** The runs of the type on the network, newest first. */
async function tasksOf(ctx: AppContext, networkId: number, type: TaskType): Promise<StoredTask[]> {
  const tasks = (await listDocs(ctx.db, liveScope(networkId), 'collector_task')) as StoredTask[];
  return tasks
    .filter((task) => task.task_type === type)
    .sort(
      (a, b) =>
        (b.queued_ms ?? b.created * 1000) - (a.queued_ms ?? a.created * 1000) ||
        (b.started ?? 0) - (a.started ?? 0),
    );
}

/**
 * The newest run of the type on the network, or null. A run whose process is gone (PostgreSQL: no heartbeat
 * for `ABANDONED_AFTER_MS`) is ended as interrupted first, so it does not keep later runs waiting.
 */
export async function latestTask(
  ctx: AppContext,
  networkId: number,
  type: TaskType,
): Promise<StoredTask | null> {
  const latest = (await tasksOf(ctx, networkId, type))[0] ?? null;
  if (latest && ctx.database.kind !== 'pglite' && isRunning(latest)) {
    if (Date.now() - lastSignOf(latest) > ABANDONED_AFTER_MS) {
      const ended: StoredTask = { ...latest, ...interruptedEnd() };
      await save(ctx, ended);
      return ended;
    }
  }
  return latest;
}

/** Runs a network's run list shows. */
export const RECENT_TASKS = 20;

/** The network's recent runs of the type, newest first, as the API answers them. */
export async function recentTasks(
  ctx: AppContext,
  networkId: number,
  type: TaskType,
): Promise<CollectorTask[]> {
  return (await tasksOf(ctx, networkId, type)).slice(0, RECENT_TASKS).map(publicTask);
}

const interruptedEnd = () =>
  ({ state: 'FAILURE', message: INTERRUPTED, finished: now(), progress: 100 }) satisfies Partial<StoredTask>;

async function save(ctx: AppContext, task: StoredTask): Promise<void> {
  await putDoc(ctx.db, liveScope(task.explorer_network_id), 'collector_task', task.task_id, task);
}

/**
 * Queues a background run, answering its task at once. The run is also recorded in the server's task table,
 * so `GET /api/taskstatus?task_type=…` shows it. A run of the same type still queued or running is answered
 * instead of a second one. `runId` names the collection run the task reads or collects.
 */
export async function startTask(
  ctx: AppContext,
  networkId: number,
  type: TaskType,
  work: (report: ReportProgress, task: CollectorTask) => Promise<RunOutcome>,
  after?: () => Promise<void>,
  runId: number | null = null,
): Promise<CollectorTask> {
  const current = await latestTask(ctx, networkId, type);
  if (current && isRunning(current)) return publicTask(current);
  const queued = Date.now();
  const task: StoredTask = {
    task_id: randomUUID(),
    task_type: type,
    state: 'PENDING',
    explorer_network_id: networkId,
    created: Math.floor(queued / 1000),
    queued_ms: queued,
    started: null,
    finished: null,
    message: null,
    progress: 0,
    run_id: runId,
  };
  await save(ctx, task);
  // The run begins after the caller has returned, so a write that queued it holds the lock no longer: the
  // run takes the lock itself where it writes (decision 0015).
  setImmediate(() => {
    void (async () => {
      let saving: Promise<void> = Promise.resolve();
      let state: TaskState = 'SUCCESS';
      // What was saved last, written again with a new heartbeat while the run goes on.
      let latest: StoredTask = task;
      const persist = (next: StoredTask) => {
        latest = next;
        return save(ctx, { ...next, heartbeat_ms: Date.now() });
      };
      const heartbeat = setInterval(() => {
        saving = saving
          .then(() => persist(latest))
          .catch((error: unknown) =>
            ctx.log.warn({ err: error, task_id: task.task_id }, 'the heartbeat of a run was not saved'),
          );
      }, HEARTBEAT_MS);
      heartbeat.unref();
      try {
        const started = now();
        await persist({ ...task, state: 'STARTED', started });
        let shown = 0;
        let details: unknown;
        const report: ReportProgress = (done, total, found) => {
          const progress = total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0;
          if (progress <= shown && found === undefined) return saving;
          shown = Math.max(shown, progress);
          if (found !== undefined) details = found;
          const saved = { ...task, state: 'STARTED' as const, started, progress: shown, details };
          saving = saving
            .then(() => persist(saved))
            .catch((error: unknown) =>
              ctx.log.warn({ err: error, task_id: task.task_id }, 'the progress of a run was not saved'),
            );
          return saving;
        };
        const outcome = await recordTask(ctx, type, () => work(report, publicTask(task)));
        state = outcome.state ?? 'SUCCESS';
        // A progress save still on its way must not come after the end.
        clearInterval(heartbeat);
        await saving;
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
        clearInterval(heartbeat);
        await saving;
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

export const INTERRUPTED =
  'The server stopped during this run. What it collected is kept: run the parser to read it again.';

/**
 * Ends the runs a stopped server left open (a run lives in the process that started it): their tasks fail
 * with `INTERRUPTED`, and collection runs left being parsed by them are `collected` again. Without this, a
 * parser run interrupted by `kill -9` would stay open and keep every later run and import waiting. On PGlite
 * this process is the database's one server, so every open run was left by a stopped one; on PostgreSQL other
 * servers may be running theirs, so only runs without a heartbeat for `ABANDONED_AFTER_MS` are ended.
 */
export async function endInterruptedRuns(ctx: AppContext): Promise<number> {
  const single = ctx.database.kind === 'pglite';
  const lastSign = sql`coalesce(data->>'heartbeat_ms', data->>'queued_ms', ((data->>'created')::bigint * 1000)::text)::bigint`;
  const ended = await ctx.database.rows(
    sql`UPDATE network_docs
        SET data = data || jsonb_build_object('state', 'FAILURE', 'message', ${INTERRUPTED}::text,
                                              'finished', ${now()}::bigint, 'progress', 100)
        WHERE kind = 'collector_task' AND snapshot_id = ${LIVE_SNAPSHOT_ID}
          AND data->>'state' IN ('PENDING', 'STARTED')
          AND (${single} OR ${lastSign} < ${Date.now() - ABANDONED_AFTER_MS}::bigint)
        RETURNING data->>'run_id' AS run_id`,
  );
  if (single) {
    await ctx.database.rows(sql`UPDATE collection_runs SET status = 'collected' WHERE status = 'parsing'`);
  } else {
    const runIds = ended.flatMap((row) => (typeof row.run_id === 'string' ? [Number(row.run_id)] : []));
    for (const runId of runIds)
      await ctx.database.rows(
        sql`UPDATE collection_runs SET status = 'collected' WHERE status = 'parsing' AND id = ${runId}`,
      );
  }
  return ended.length;
}
