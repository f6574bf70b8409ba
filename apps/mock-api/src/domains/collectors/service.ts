import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { listDocs, putDocs, type Scope } from '../../db/network-store';
import { loginDevices } from '../../db/schema';
import type { DeviceRecord } from '../../model/documents';
import {
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

export type PollerDeviceResult = {
  login_device_id: number;
  ip_address: string;
  state: TaskState;
  message: string | null;
};

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

export async function runParser(ctx: AppContext, networkId: number) {
  return startTask(ctx, networkId, 'parser', (report) => parseNetwork(ctx, networkId, report));
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
