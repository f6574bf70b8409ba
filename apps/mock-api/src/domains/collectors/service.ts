import { parseMessage, parseRunIntoNetwork, validateFiles } from '../../collect/pipeline';
import type { ParseReport } from '../../collect/report';
import { latestRun, storeRun } from '../../collect/store';
import { unpackSnapshot } from '../../collect/unpack';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import type { Upload } from '../../uploads';
import { cancelPolling, type PollerDeviceResult, pollEvidence, pollLoginDevices } from './poller';
import { type CollectorTask, isRunning, latestTask, publicTask, startTask, type TaskState } from './tasks';

/** What a parser run of a network with no collection run says. */
export const NOTHING_COLLECTED =
  'Nothing was collected in this network yet: import a snapshot folder or run the poller first.';

/** A parser run of the network's latest collection run (`src/collect/`), no pauses: the files are read. */
export async function runParser(ctx: AppContext, networkId: number) {
  const run = await latestRun(ctx.db, networkId);
  return startParse(ctx, networkId, run?.id ?? null);
}

function startParse(ctx: AppContext, networkId: number, runId: number | null) {
  return startTask(
    ctx,
    networkId,
    'parser',
    async (report, task) => {
      if (runId === null) throw new Error(NOTHING_COLLECTED);
      const summary = await parseRunIntoNetwork(ctx, networkId, runId, {
        taskId: task.task_id,
        progress: (done, total) => void report(done, total),
      });
      return { message: parseMessage(summary), details: { run_id: runId } };
    },
    undefined,
    runId,
  );
}

export const PARSER_BUSY = 'A parser run of this network is still running; import again when it has ended.';

/**
 * An import: the archive is checked and read completely first (nothing changes when it is refused). With
 * `validateOnly` its parse report is answered and nothing is stored; otherwise its files are stored as a
 * collection run and a parser run of them is queued (its task answered).
 */
export async function importSnapshot(
  ctx: AppContext,
  networkId: number,
  upload: Upload,
  validateOnly: boolean,
): Promise<{ report: ParseReport } | { task: CollectorTask }> {
  const { files, notes } = await unpackSnapshot(upload.content);
  if (validateOnly) return { report: await validateFiles(files, notes) };
  return ctx.database.writes.run(async () => {
    if (isRunning(await latestTask(ctx, networkId, 'parser'))) throw new HttpError(409, PARSER_BUSY);
    const run = await storeRun(ctx.db, {
      networkId,
      source: 'import',
      label: upload.filename.slice(0, 200),
      files,
      notes,
    });
    return { task: await startParse(ctx, networkId, run.id) };
  });
}

/**
 * A poller run (`poller.ts`): the outputs it collected are stored verbatim as a collection run of the network
 * (the snapshot-folder layout the import reads), and a parser run of them follows. A cancelled run keeps what
 * it collected, unparsed.
 */
export async function runPoller(ctx: AppContext, networkId: number, loginDeviceIds: number[] | undefined) {
  let runId: number | null = null;
  return startTask(
    ctx,
    networkId,
    'poller',
    async (report, task) => {
      const outcome = await pollLoginDevices(ctx, networkId, loginDeviceIds, report);
      const evidence = pollEvidence(outcome.run);
      if (evidence.files.length > 1) {
        const run = await ctx.database.writes.run(() =>
          storeRun(ctx.db, {
            networkId,
            source: 'poll',
            taskId: task.task_id,
            label: outcome.message.slice(0, 200),
            files: evidence.files,
            notes: evidence.notes,
          }),
        );
        runId = run.id;
      }
      return {
        message: outcome.message,
        details: outcome.details,
        ...(outcome.state ? { state: outcome.state } : {}),
      };
    },
    async () => {
      if (runId !== null) await startParse(ctx, networkId, runId);
    },
  );
}

/**
 * Cancels the network's poller run: the devices being polled are disconnected, the rest are not polled, and
 * the run ends `REVOKED` with what it collected so far. Answers the run (as it is now), or null when none ran.
 */
export async function cancelPoller(ctx: AppContext, networkId: number) {
  const current = await latestTask(ctx, networkId, 'poller');
  if (!current || !isRunning(current)) return current ? publicTask(current) : null;
  cancelPolling(ctx, networkId);
  return publicTask(current);
}

export async function parserStatus(ctx: AppContext, networkId: number) {
  const task = await latestTask(ctx, networkId, 'parser');
  return { running: isRunning(task), task: task ? publicTask(task) : null };
}

export async function pollerStats(ctx: AppContext, networkId: number) {
  const task = await latestTask(ctx, networkId, 'poller');
  const devices = Array.isArray(task?.details) ? (task.details as PollerDeviceResult[]) : [];
  const count = (state: TaskState) => devices.filter((d) => d.state === state).length;
  return {
    running: isRunning(task),
    task: task ? publicTask(task) : null,
    devices_total: devices.length,
    devices_succeeded: count('SUCCESS'),
    devices_failed: count('FAILURE'),
    devices_running: count('STARTED'),
    devices_pending: count('PENDING'),
    devices,
  };
}
