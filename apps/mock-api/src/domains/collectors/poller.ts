import { parseCidr } from '@lne/ip';
import { parseSnapshotDevices } from '@lne/netparse';
import {
  commandFileName,
  type DeviceResult,
  type PollProgress,
  type PollReason,
  type PollTarget,
  pathSegment,
  pollMany,
  snapshotFiles,
} from '@lne/poller';
import { asc, eq, inArray } from 'drizzle-orm';
import type { CollectedFile, CollectionNote } from '../../collect/store';
import type { AppContext } from '../../context';
import { loginCredentials, loginDevices } from '../../db/schema';
import { SecretKeyMismatch } from '../../security/secrets';
import { openCredential } from '../login-credentials/service';
import { insideAny, reachableAddress, serverAllowedSubnets } from './reach';
import { type CollectorSettings, getCollectorSettings } from './settings';
import type { ReportProgress, RunOutcome, TaskState } from './tasks';

/**
 * The poller run: logs into a network's login devices with their credentials through `@lne/poller` (SSH or
 * telnet, password or private key, enable password), `concurrency` at a time, with the network's timeouts.
 * Every device gets a result with a reason; one failing device never stops the others. Host keys are trusted
 * on first use; a changed key fails its device until an admin accepts it. With discovery on, neighbours with a
 * management address inside the allowed subnets become login devices and are polled in the same run, hop by
 * hop up to the hop limit.
 */

/** Why a device was not polled at all, beside the poller's own reasons. */
export type SkipReason =
  | 'no credential'
  | 'unsupported protocol'
  | 'secret not readable'
  | 'address not allowed';

export type PollerDeviceResult = {
  login_device_id: number;
  name: string;
  ip_address: string;
  /** `PENDING` waiting, `STARTED` being polled, then `SUCCESS`, `FAILURE` or `REVOKED` (the run was cancelled). */
  state: TaskState;
  /** Why the device failed or stopped early, with the device's or the network's words. */
  message: string | null;
  reason: PollReason | SkipReason | null;
  /** Configuration or version collected, then the poll stopped (`state` is `SUCCESS`, `reason` says why). */
  partial: boolean;
  platform: string | null;
  /** Commands answered, and commands the device refused (recorded with its answer). */
  commands_ok: number;
  commands_rejected: number;
  duration_ms: number | null;
  /** Added by discovery in this run. */
  discovered: boolean;
  /** Neighbour hops from the devices people entered (0 for those). */
  hop: number;
};

/** One device of a run, with what its poll needs. */
type RunDevice = {
  row: typeof loginDevices.$inferSelect;
  entry: PollerDeviceResult;
  target?: PollTarget;
  result?: DeviceResult;
};

/** What a run hands on: every device with its result, for storing the evidence. */
export type PollerRunResult = {
  devices: { loginDeviceId: number; result: DeviceResult | undefined; entry: PollerDeviceResult }[];
};

/** The runs going on in this process, per context and network, so that they can be cancelled. */
const running = new WeakMap<AppContext, Map<number, AbortController>>();

function runsOf(ctx: AppContext): Map<number, AbortController> {
  let runs = running.get(ctx);
  if (!runs) {
    runs = new Map();
    running.set(ctx, runs);
  }
  return runs;
}

/** Cancels the network's poller run in this process; answers whether one was running. */
export function cancelPolling(ctx: AppContext, networkId: number): boolean {
  const controller = runsOf(ctx).get(networkId);
  if (!controller) return false;
  controller.abort();
  return true;
}

const entryOf = (row: typeof loginDevices.$inferSelect, hop: number): PollerDeviceResult => ({
  login_device_id: row.id,
  name: row.name,
  ip_address: row.ipAddress,
  state: 'PENDING',
  message: null,
  reason: null,
  partial: false,
  platform: row.platform || null,
  commands_ok: 0,
  commands_rejected: 0,
  duration_ms: null,
  discovered: row.discovered,
  hop,
});

/** The target of a login device, or why it cannot be polled. */
function targetOf(
  ctx: AppContext,
  row: typeof loginDevices.$inferSelect,
  credential: typeof loginCredentials.$inferSelect | undefined,
): PollTarget | { reason: SkipReason; message: string } {
  if (!credential) return { reason: 'no credential', message: 'no credential: choose one for this device' };
  if (credential.protocol !== 'ssh' && credential.protocol !== 'telnet') {
    return {
      reason: 'unsupported protocol',
      message: `unsupported protocol: the poller logs in over SSH or telnet, the credential says ${credential.protocol}`,
    };
  }
  try {
    const login = openCredential(ctx, credential);
    const transport = credential.protocol;
    return {
      name: row.name,
      host: row.ipAddress,
      // A telnet credential on a device left at SSH's port logs in on telnet's.
      port: transport === 'telnet' && row.port === 22 ? 23 : row.port,
      transport,
      ...(row.platform ? { platform: row.platform } : {}),
      username: login.username,
      ...(login.password !== undefined ? { password: login.password } : {}),
      ...(login.privateKey !== undefined ? { privateKey: login.privateKey } : {}),
      ...(login.passphrase !== undefined ? { passphrase: login.passphrase } : {}),
      ...(row.enablePassword
        ? { enablePassword: ctx.secrets.open(row.enablePassword, 'device.enable_password') }
        : {}),
      ...(row.hostKey ? { knownHostKey: row.hostKey } : {}),
    };
  } catch (error) {
    const why =
      error instanceof SecretKeyMismatch
        ? 'its secrets were sealed with another secret key (SECRET_KEY)'
        : 'its sealed secrets do not open';
    return { reason: 'secret not readable', message: `secret not readable: ${why}` };
  }
}

/** The entry of a finished poll. */
function settle(entry: PollerDeviceResult, result: DeviceResult): void {
  entry.platform = result.platform ?? entry.platform;
  entry.commands_ok = result.outputs.filter((output) => output.status === 'ok').length;
  entry.commands_rejected = result.outputs.filter((output) => output.status === 'rejected').length;
  entry.duration_ms = result.durationMs;
  entry.partial = result.status === 'partial';
  entry.reason = result.reason ?? null;
  entry.message = result.reason
    ? result.detail
      ? `${result.reason}: ${result.detail}`
      : result.reason
    : null;
  entry.state =
    result.status === 'failed' ? (result.reason === 'cancelled' ? 'REVOKED' : 'FAILURE') : 'SUCCESS';
}

/** Progress is written at most this often while devices finish (and once more at the end). */
const PROGRESS_EVERY_MS = 500;

/**
 * Neighbours of the polled devices that discovery may add: a management address inside an allowed subnet, not
 * yet a login device of the network. Each once, named as it announces itself.
 */
export function discoveredNeighbours(
  results: readonly DeviceResult[],
  subnets: readonly string[],
  known: ReadonlySet<string>,
): { name: string; address: string }[] {
  const prefixes = subnets.map((text) => parseCidr(text)).filter((cidr) => cidr !== null);
  const inside = (address: string) => insideAny(prefixes, address);
  const found = new Map<string, string>();
  for (const result of results) {
    if (result.status === 'failed') continue;
    const { devices } = parseSnapshotDevices(snapshotFiles([result]).filter((f) => f.path !== 'hosts.yaml'));
    for (const device of devices) {
      for (const neighbour of device.neighbors) {
        const address = neighbour.remoteManagementIps?.find(inside);
        if (!address || known.has(address) || found.has(address)) continue;
        const name = neighbour.remoteName?.split('.')[0]?.trim();
        found.set(address, name && /^[\w.-]{1,128}$/.test(name) ? name : address);
      }
    }
  }
  return [...found].map(([address, name]) => ({ name, address }));
}

/**
 * Polls the network's login devices (or those listed), then records each device's outcome and host key. The
 * caller stores the evidence. `report` is called as devices finish, with the per-device entries.
 */
export async function pollLoginDevices(
  ctx: AppContext,
  networkId: number,
  loginDeviceIds: readonly number[] | undefined,
  report: ReportProgress,
): Promise<RunOutcome & { run: PollerRunResult }> {
  const settings = await getCollectorSettings(ctx, networkId);
  const controller = new AbortController();
  const runs = runsOf(ctx);
  runs.set(networkId, controller);
  // A change inside the progress window is written when the window ends, so no state (a device being polled)
  // waits for the next change to be seen, or is never seen.
  let trailing: NodeJS.Timeout | undefined;
  try {
    const rows = await ctx.db
      .select()
      .from(loginDevices)
      .where(
        loginDeviceIds && loginDeviceIds.length > 0
          ? inArray(loginDevices.id, [...loginDeviceIds])
          : eq(loginDevices.explorerNetworkId, networkId),
      )
      .orderBy(asc(loginDevices.id));
    const credentials = await ctx.db
      .select()
      .from(loginCredentials)
      .where(eq(loginCredentials.explorerNetworkId, networkId));
    const credentialOf = new Map(credentials.map((credential) => [credential.id, credential]));
    const devices: RunDevice[] = [];
    const entries = () => devices.map((device) => device.entry);
    let lastReport = 0;
    let reporting: Promise<void> = Promise.resolve();
    const progress = (force = false): Promise<void> => {
      const now = Date.now();
      if (!force && now - lastReport < PROGRESS_EVERY_MS) {
        trailing ??= setTimeout(
          () => {
            trailing = undefined;
            void progress(true);
          },
          lastReport + PROGRESS_EVERY_MS - now,
        );
        return reporting;
      }
      clearTimeout(trailing);
      trailing = undefined;
      lastReport = now;
      const finished = devices.filter(
        (device) => !['PENDING', 'STARTED'].includes(device.entry.state),
      ).length;
      const snapshot = entries().map((entry) => ({ ...entry }));
      // One write at a time, in order; each holds the write lock only while it writes.
      reporting = reporting
        .then(() => ctx.database.writes.run(() => report(finished, devices.length, snapshot)))
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'poller progress could not be written'));
      return reporting;
    };

    const allowed = serverAllowedSubnets();
    const add = async (row: typeof loginDevices.$inferSelect, hop: number) => {
      const device: RunDevice = { row, entry: entryOf(row, hop) };
      devices.push(device);
      const reach = await reachableAddress(row.ipAddress, allowed);
      if ('message' in reach) {
        device.entry.state = 'FAILURE';
        device.entry.reason = 'address not allowed';
        device.entry.message = `address not allowed: ${reach.message}`;
        return device;
      }
      const target = targetOf(
        ctx,
        row,
        row.loginCredentialId === null ? undefined : credentialOf.get(row.loginCredentialId),
      );
      if ('reason' in target) {
        device.entry.state = 'FAILURE';
        device.entry.reason = target.reason;
        device.entry.message = target.message;
      } else device.target = { ...target, host: reach.address };
      return device;
    };
    const addAll = async (list: readonly (typeof loginDevices.$inferSelect)[], hop: number) => {
      const added: RunDevice[] = [];
      for (const row of list) added.push(await add(row, hop));
      return added;
    };
    let wave = await addAll(
      rows.filter((row) => row.explorerNetworkId === networkId),
      0,
    );
    await progress(true);

    for (let hop = 0; wave.length > 0; hop++) {
      const polled = wave.filter((device) => device.target !== undefined);
      const byTarget = new Map(polled.map((device) => [device.target as PollTarget, device]));
      const onProgress = (event: PollProgress) => {
        const device = byTarget.get(event.target);
        if (!device) return;
        if (event.type === 'start') device.entry.state = 'STARTED';
        else if (event.result) {
          device.result = event.result;
          settle(device.entry, event.result);
        }
        void progress();
      };
      await pollMany(
        polled.map((device) => device.target as PollTarget),
        {
          concurrency: settings.concurrency,
          connectTimeoutMs: settings.connect_timeout_seconds * 1000,
          commandTimeoutMs: settings.command_timeout_seconds * 1000,
          signal: controller.signal,
          onProgress,
        },
      );
      if (controller.signal.aborted || !settings.discovery_enabled || hop >= settings.discovery_hop_limit)
        break;
      const found = await discover(ctx, networkId, settings, devices, polled);
      wave = await addAll(found, hop + 1);
      await progress(true);
    }

    await ctx.database.writes.run(() => recordOutcomes(ctx, devices));
    await progress(true);
    const count = (state: TaskState) => devices.filter((device) => device.entry.state === state).length;
    const partial = devices.filter((device) => device.entry.partial).length;
    const discovered = devices.filter((device) => device.entry.hop > 0).length;
    const parts = [
      `${count('SUCCESS') - partial} succeeded`,
      ...(partial > 0 ? [`${partial} partly`] : []),
      `${count('FAILURE')} failed`,
      ...(count('REVOKED') > 0 ? [`${count('REVOKED')} cancelled`] : []),
    ];
    const message = `Polled ${devices.length} devices: ${parts.join(', ')}${discovered > 0 ? ` (${discovered} discovered)` : ''}.`;
    return {
      message: controller.signal.aborted ? `Cancelled. ${message}` : message,
      details: entries(),
      ...(controller.signal.aborted ? { state: 'REVOKED' as const } : {}),
      run: {
        devices: devices.map((device) => ({
          loginDeviceId: device.row.id,
          result: device.result,
          entry: device.entry,
        })),
      },
    };
  } finally {
    clearTimeout(trailing);
    if (runs.get(networkId) === controller) runs.delete(networkId);
  }
}

/**
 * Adds the neighbours of this wave's devices that discovery may reach as discovered login devices, with the
 * network's default credential, and answers them as the next wave.
 */
async function discover(
  ctx: AppContext,
  networkId: number,
  settings: CollectorSettings,
  devices: readonly RunDevice[],
  wave: readonly RunDevice[],
): Promise<(typeof loginDevices.$inferSelect)[]> {
  const results = wave.flatMap((device) => (device.result ? [device.result] : []));
  return ctx.database.writes.run(async () => {
    const existing = await ctx.db
      .select({ ipAddress: loginDevices.ipAddress })
      .from(loginDevices)
      .where(eq(loginDevices.explorerNetworkId, networkId));
    const known = new Set([
      ...existing.map((row) => row.ipAddress),
      ...devices.map((device) => device.row.ipAddress),
    ]);
    const found = discoveredNeighbours(results, settings.discovery_subnets, known);
    if (found.length === 0) return [];
    const credentialId = await defaultCredential(ctx, networkId, settings);
    const inserted = await ctx.db
      .insert(loginDevices)
      .values(
        found.map((neighbour) => ({
          explorerNetworkId: networkId,
          name: neighbour.name,
          ipAddress: neighbour.address,
          loginCredentialId: credentialId,
          discovered: true,
        })),
      )
      .returning();
    ctx.log.info({ network: networkId, added: inserted.length }, 'discovery added login devices');
    return inserted;
  });
}

/** The network's default credential: the one chosen in its settings, else its first. */
async function defaultCredential(
  ctx: AppContext,
  networkId: number,
  settings: CollectorSettings,
): Promise<number | null> {
  if (settings.default_login_credential_id !== null) return settings.default_login_credential_id;
  const [first] = await ctx.db
    .select({ id: loginCredentials.id })
    .from(loginCredentials)
    .where(eq(loginCredentials.explorerNetworkId, networkId))
    .orderBy(asc(loginCredentials.id))
    .limit(1);
  return first?.id ?? null;
}

/** Each device's last poll, and its host key: trusted on first use, a different one kept as offered. */
async function recordOutcomes(ctx: AppContext, devices: readonly RunDevice[]): Promise<void> {
  const polledAt = Math.floor(Date.now() / 1000);
  for (const { row, entry, result } of devices) {
    if (entry.state === 'REVOKED' && !result?.outputs.length) continue;
    const changes: Partial<typeof loginDevices.$inferInsert> = {
      lastPolled: polledAt,
      lastPollState: entry.state === 'SUCCESS' ? (entry.partial ? 'PARTIAL' : 'SUCCESS') : 'FAILURE',
      lastPollReason: entry.message,
    };
    const shown = result?.hostKeyFingerprint;
    if (shown && result?.reason === 'host key changed') changes.hostKeyOffered = shown;
    // Trusted on the first login that got through (a key shown before a failed login proves nothing).
    else if (shown && !row.hostKey && result?.status !== 'failed') changes.hostKey = shown;
    await ctx.db.update(loginDevices).set(changes).where(eq(loginDevices.id, row.id));
  }
}

/**
 * What a poll leaves as evidence: the outputs the devices printed, verbatim, in the snapshot-folder layout the
 * import reads (`configs/<name>.cfg`, `show/<name>/<command>.txt`, `hosts.yaml` with every device polled), and
 * a note for each command a device refused (with its answer) and each device that gave nothing (with why).
 */
export function pollEvidence(run: PollerRunResult): { files: CollectedFile[]; notes: CollectionNote[] } {
  const results = run.devices.flatMap((device) => (device.result ? [device.result] : []));
  const notes: CollectionNote[] = [];
  for (const { result, entry } of run.devices) {
    const folder = `show/${pathSegment(entry.name)}`;
    for (const output of result?.outputs ?? []) {
      if (output.status === 'rejected' || output.status === 'timed out') {
        notes.push({
          path:
            output.kind === 'config'
              ? `configs/${pathSegment(entry.name)}.cfg`
              : `${folder}/${commandFileName(output.command)}`,
          code: output.status === 'rejected' ? 'command refused' : 'command timed out',
          text: output.text.trim().slice(0, 500) || output.status,
        });
      }
    }
    if (entry.state !== 'SUCCESS' && entry.message)
      notes.push({ path: `${folder}/`, code: 'not collected', text: entry.message });
    // What the session showed besides the outputs is evidence too: the messages the device printed into them
    // (taken out so that the parser reads the outputs alone), and what went differently from plan.
    if (result && result.messages.length > 0)
      notes.push({
        path: `${folder}/`,
        code: 'syslog messages',
        severity: 'info',
        text: result.messages.join('\n'),
      });
    for (const note of result?.notes ?? [])
      notes.push({ path: `${folder}/`, code: 'session', severity: 'info', text: note });
  }
  return { files: snapshotFiles(results), notes };
}
