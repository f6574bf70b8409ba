import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import { eq, inArray } from 'drizzle-orm';
import { parseMessage, parseRunIntoNetwork, validateFiles } from '../../collect/pipeline';
import type { ParseReport } from '../../collect/report';
import { latestRun, storeRun } from '../../collect/store';
import { unpackSnapshot } from '../../collect/unpack';
import type { AppContext } from '../../context';
import { listDocs, putDocs, type Scope } from '../../db/network-store';
import { loginDevices } from '../../db/schema';
import { HttpError } from '../../errors';
import type { DeviceRecord } from '../../model/documents';
import type { Upload } from '../../uploads';
import {
  type CollectorTask,
  collectorStepMs,
  isRunning,
  latestTask,
  pause,
  publicTask,
  type ReportProgress,
  type RunOutcome,
  startTask,
  type TaskState,
} from './tasks';

export type PollerDeviceResult = {
  login_device_id: number;
  ip_address: string;
  state: TaskState;
  message: string | null;
};

const live = (networkId: number): Scope => ({ networkId, snapshotId: LIVE_SNAPSHOT_ID });

/**
 * The poller logs into the network's login devices. A login device answers when it is a known device of the
 * network (its address matches); it is then seen now. Others fail as unreachable.
 */
export async function pollNetwork(
  ctx: AppContext,
  networkId: number,
  loginDeviceIds: number[] | undefined,
  report: ReportProgress = async () => undefined,
): Promise<RunOutcome> {
  const scope = live(networkId);
  const rows = await ctx.db
    .select()
    .from(loginDevices)
    .where(
      loginDeviceIds && loginDeviceIds.length > 0
        ? inArray(loginDevices.id, loginDeviceIds)
        : eq(loginDevices.explorerNetworkId, networkId),
    );
  const targets = rows.filter((row) => row.explorerNetworkId === networkId);
  // What is read is written back changed: no other write may come between (the write lock).
  return ctx.database.writes.run(async () => {
    const devices = await listDocs(ctx.db, scope, 'device');
    const seenAt = Math.floor(Date.now() / 1000);
    const results: PollerDeviceResult[] = [];
    // Several login devices may reach one device (other ports, other credentials): it is updated once.
    const polled = new Map<string, DeviceRecord>();
    for (const [index, target] of targets.entries()) {
      await pause(collectorStepMs(targets.length));
      await report(index + 1, targets.length);
      const device = devices.find((d) => d.data.known && d.data.ip_address === target.ipAddress);
      if (device) {
        polled.set(device.unique_id, { ...device, data: { ...device.data, last_seen: seenAt } });
        results.push({
          login_device_id: target.id,
          ip_address: target.ipAddress,
          state: 'SUCCESS',
          message: null,
        });
      } else {
        results.push({
          login_device_id: target.id,
          ip_address: target.ipAddress,
          state: 'FAILURE',
          message: `No answer from ${target.ipAddress} on port ${target.port}`,
        });
      }
    }
    await putDocs(
      ctx.db,
      scope,
      'device',
      [...polled.values()].map((device) => ({ id: device.unique_id, data: device })),
    );
    const failed = results.filter((r) => r.state === 'FAILURE').length;
    return { message: `Polled ${results.length} devices, ${failed} failed.`, details: results };
  });
}

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

/** A poller run; when it finishes, a parser run follows. */
export async function runPoller(ctx: AppContext, networkId: number, loginDeviceIds: number[] | undefined) {
  return startTask(
    ctx,
    networkId,
    'poller',
    (report) => pollNetwork(ctx, networkId, loginDeviceIds, report),
    async () => {
      await runParser(ctx, networkId);
    },
  );
}

export async function parserStatus(ctx: AppContext, networkId: number) {
  const task = await latestTask(ctx, networkId, 'parser');
  return { running: isRunning(task), task: task ? publicTask(task) : null };
}

export async function pollerStats(ctx: AppContext, networkId: number) {
  const task = await latestTask(ctx, networkId, 'poller');
  const devices = Array.isArray(task?.details) ? (task.details as PollerDeviceResult[]) : [];
  return {
    running: isRunning(task),
    task: task ? publicTask(task) : null,
    devices_total: devices.length,
    devices_succeeded: devices.filter((d) => d.state === 'SUCCESS').length,
    devices_failed: devices.filter((d) => d.state === 'FAILURE').length,
    devices,
  };
}
