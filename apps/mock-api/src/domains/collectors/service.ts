import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import type { AppContext } from '../../context';
import { listDocs, putDocs, type Scope } from '../../db/network-store';
import type { DeviceRecord } from '../../model/documents';
import { cancelPolling, isPollingHere, type PollerDeviceResult, pollLoginDevices } from './poller';
import {
  closeTask,
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

/** The parser works through the devices in this many batches, reporting progress after each. */
const PARSER_BATCHES = 8;

const live = (networkId: number): Scope => ({ networkId, snapshotId: LIVE_SNAPSHOT_ID });

/**
 * The parser turns what was collected into a consistent inventory: each device's host map is rebuilt from
 * the hosts seen on it, and neighbour entries take the current name, address and status of the neighbour.
 */
export async function parseNetwork(
  ctx: AppContext,
  networkId: number,
  report: ReportProgress = async () => undefined,
): Promise<RunOutcome> {
  const scope = live(networkId);
  // What is read is written back changed: no other write may come between (the write lock).
  return ctx.database.writes.run(async () => {
    const [devices, hosts] = await Promise.all([
      listDocs(ctx.db, scope, 'device'),
      listDocs(ctx.db, scope, 'host'),
    ]);
    const byId = new Map(devices.map((device) => [device.unique_id, device]));
    const hostsOn = new Map<string, typeof hosts>();
    for (const host of hosts) {
      const on = host.data.seen_on_device;
      if (!on) continue;
      const list = hostsOn.get(on) ?? [];
      list.push(host);
      hostsOn.set(on, list);
    }
    const parseDevice = (device: DeviceRecord): DeviceRecord => {
      const seen = hostsOn.get(device.unique_id) ?? [];
      const hostMap = Object.fromEntries(
        seen.map((host) => [
          host.data.hw_id,
          {
            hw_id: host.data.hw_id,
            addresses: host.data.addresses,
            vendor: host.data.vendor,
            port_if_no: host.data.port_if_no,
            port_if_no_short: host.data.port_if_no_short,
          },
        ]),
      );
      const neighbors = Object.fromEntries(
        Object.entries(device.data.neighbors).map(([id, neighbor]) => {
          const other = byId.get(id);
          return [
            id,
            other
              ? {
                  ...neighbor,
                  name: other.data.name,
                  ip_address: other.data.ip_address,
                  status: other.data.known ? ('known' as const) : ('unknown' as const),
                }
              : neighbor,
          ];
        }),
      );
      return { ...device, data: { ...device.data, hosts: hostMap, neighbors } };
    };
    const parsed: DeviceRecord[] = [];
    const batch = Math.max(1, Math.ceil(devices.length / PARSER_BATCHES));
    const batches = Math.ceil(devices.length / batch);
    for (let start = 0, done = 0; start < devices.length; start += batch, done += 1) {
      parsed.push(...devices.slice(start, start + batch).map(parseDevice));
      await pause(collectorStepMs(batches));
      await report(done + 1, batches);
    }
    await putDocs(
      ctx.db,
      scope,
      'device',
      parsed.map((device) => ({ id: device.unique_id, data: device })),
    );
    return { message: `Parsed ${devices.length} devices and ${hosts.length} hosts.` };
  });
}

export async function runParser(ctx: AppContext, networkId: number) {
  return startTask(ctx, networkId, 'parser', (report) => parseNetwork(ctx, networkId, report));
}

/**
 * A poller run (`poller.ts`); when it finishes, a parser run follows. A run recorded as open that no process
 * here is running was cut short by a stop of the server: it is closed as failed, and the new run starts.
 */
export async function runPoller(ctx: AppContext, networkId: number, loginDeviceIds: number[] | undefined) {
  const current = await latestTask(ctx, networkId, 'poller');
  if (current && isRunning(current) && !isPollingHere(ctx, networkId)) {
    await closeTask(ctx, current, 'FAILURE', 'The server stopped during this run.');
  }
  return startTask(
    ctx,
    networkId,
    'poller',
    (report) => pollLoginDevices(ctx, networkId, loginDeviceIds, report),
    async () => {
      await runParser(ctx, networkId);
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
  if (!cancelPolling(ctx, networkId)) {
    // Open, but not running in this process: cut short by a stop of the server.
    return publicTask(await closeTask(ctx, current, 'REVOKED', 'Cancelled.'));
  }
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
