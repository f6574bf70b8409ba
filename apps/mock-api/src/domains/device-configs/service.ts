import { DiffTooLarge, type UnifiedDiff, unifiedDiff } from '../../analysis/diff';
import type { AppContext } from '../../context';
import {
  commitIdOf,
  deleteDocs,
  listDocs,
  putDocs,
  type Scope,
  type StoredConfig,
} from '../../db/network-store';
import { badRequest, notFound } from '../../errors';
import { filteredDevices, requireDevice } from '../devices/service';
import type { ListFilters } from '../list-filters';

export const CONFIG_NOT_FOUND = 'Configuration version not found.';
export const NOTHING_TO_COMMIT = 'Nothing to commit: no configuration version is staged.';

export function toDeviceConfig(config: StoredConfig) {
  return {
    config_id: config.id,
    device_id: config.device_id,
    device_name: config.device_name,
    filename: config.filename,
    created: config.created,
    commit_id: config.commit_id,
    size: Buffer.byteLength(config.text, 'utf8'),
  };
}

const newestFirst = (a: StoredConfig, b: StoredConfig) => b.created - a.created || b.id - a.id;

export async function listConfigs(
  ctx: AppContext,
  scope: Scope,
  filters: ListFilters & { deviceId?: string | undefined; latest: boolean },
) {
  const devices = new Set((await filteredDevices(ctx, scope, filters)).map((device) => device.unique_id));
  const configs = (await listDocs(ctx.db, scope, 'config'))
    .filter((config) => devices.has(config.device_id))
    .sort(newestFirst);
  const seen = new Set<string>();
  return configs
    .filter((config) => {
      if (!filters.latest) return true;
      if (seen.has(config.device_id)) return false;
      seen.add(config.device_id);
      return true;
    })
    .map(toDeviceConfig);
}

/** Stages the text as a new version of the device. */
export async function uploadConfig(
  ctx: AppContext,
  scope: Scope,
  deviceId: string,
  filename: string,
  text: string,
) {
  const device = await requireDevice(ctx, scope, deviceId);
  const configs = await listDocs(ctx.db, scope, 'config');
  const own = configs.filter((config) => config.device_id === deviceId);
  const config: StoredConfig = {
    id: configs.reduce((max, c) => Math.max(max, c.id), 0) + 1,
    device_id: deviceId,
    device_name: device.data.name,
    version: own.reduce((max, c) => Math.max(max, c.version), 0) + 1,
    created: Math.floor(Date.now() / 1000),
    filename: filename || `${device.data.name}.cfg`,
    platform: own[0]?.platform ?? 'unknown',
    text,
    commit_id: null,
  };
  await putDocs(ctx.db, scope, 'config', [{ id: String(config.id), data: config }]);
  return toDeviceConfig(config);
}

/** Records every staged version of the network in one commit. */
export async function commitConfigs(ctx: AppContext, scope: Scope, message: string | undefined) {
  const staged = (await listDocs(ctx.db, scope, 'config'))
    .filter((config) => config.commit_id === null)
    .sort((a, b) => a.id - b.id);
  if (staged.length === 0) throw badRequest(NOTHING_TO_COMMIT);
  const created = Math.floor(Date.now() / 1000);
  const text = message?.trim() || `Configuration of ${staged.length} device(s)`;
  const commitId = commitIdOf(`${scope.networkId}:${created}:${staged.map((c) => c.id).join(',')}:${text}`);
  await putDocs(
    ctx.db,
    scope,
    'config',
    staged.map((config) => ({ id: String(config.id), data: { ...config, commit_id: commitId } })),
  );
  return {
    commit_id: commitId,
    created,
    message: text,
    config_ids: staged.map((config) => config.id),
    device_ids: [...new Set(staged.map((config) => config.device_id))],
  };
}

async function deviceConfigs(ctx: AppContext, scope: Scope, deviceId: string): Promise<StoredConfig[]> {
  return (await listDocs(ctx.db, scope, 'config'))
    .filter((config) => config.device_id === deviceId)
    .sort(newestFirst);
}

function versionOf(configs: StoredConfig[], id: number): StoredConfig {
  const config = configs.find((c) => c.id === id);
  if (!config) throw notFound(CONFIG_NOT_FOUND);
  return config;
}

/** The newest config text of every device of the scope, by device id. */
export async function latestConfigTexts(ctx: AppContext, scope: Scope): Promise<Map<string, StoredConfig>> {
  const latest = new Map<string, StoredConfig>();
  for (const config of (await listDocs(ctx.db, scope, 'config')).sort(newestFirst)) {
    if (!latest.has(config.device_id)) latest.set(config.device_id, config);
  }
  return latest;
}

export type ConfigChange = {
  device_id: string;
  device_name: string;
  change: 'changed' | 'added' | 'removed';
  from: ReturnType<typeof toDeviceConfig> | null;
  to: ReturnType<typeof toDeviceConfig> | null;
  from_text: string;
  to_text: string;
  added_lines: number;
  removed_lines: number;
  unified: string;
};

/**
 * Every device whose newest configuration differs between the scope's snapshot ("to") and `fromSnapshotId`
 * ("from"), ordered by device name; `search` matches the device name.
 */
export async function configChanges(
  ctx: AppContext,
  scope: Scope,
  fromSnapshotId: number,
  search: string | undefined,
): Promise<ConfigChange[]> {
  const to = await latestConfigTexts(ctx, scope);
  const from = await latestConfigTexts(ctx, { networkId: scope.networkId, snapshotId: fromSnapshotId });
  const needle = search?.toLowerCase();
  const changes: ConfigChange[] = [];
  for (const deviceId of new Set([...from.keys(), ...to.keys()])) {
    const before = from.get(deviceId);
    const after = to.get(deviceId);
    const fromText = before?.text ?? '';
    const toText = after?.text ?? '';
    if (fromText === toText) continue;
    const name = after?.device_name ?? before?.device_name ?? deviceId;
    if (needle && !name.toLowerCase().includes(needle)) continue;
    // One device whose configuration was rewritten whole does not take the list down: it is marked.
    let diff: UnifiedDiff & { too_large?: true };
    try {
      diff = unifiedDiff(
        fromText,
        toText,
        before ? `${before.filename} (${before.id})` : '/dev/null',
        after ? `${after.filename} (${after.id})` : '/dev/null',
      );
    } catch (error) {
      if (!(error instanceof DiffTooLarge)) throw error;
      diff = { unified: '', added_lines: 0, removed_lines: 0, too_large: true };
    }
    changes.push({
      device_id: deviceId,
      device_name: name,
      change: before && after ? 'changed' : after ? 'added' : 'removed',
      from: before ? toDeviceConfig(before) : null,
      to: after ? toDeviceConfig(after) : null,
      from_text: fromText,
      to_text: toText,
      ...diff,
    });
  }
  return changes.sort(
    (a, b) => a.device_name.localeCompare(b.device_name) || a.device_id.localeCompare(b.device_id),
  );
}

export async function configHistory(
  ctx: AppContext,
  scope: Scope,
  deviceId: string,
  options: { configId?: number | undefined; from?: number | undefined; to?: number | undefined },
) {
  const device = await requireDevice(ctx, scope, deviceId);
  const configs = await deviceConfigs(ctx, scope, deviceId);
  const shown = options.configId !== undefined ? versionOf(configs, options.configId) : configs[0];
  let diff = null;
  if (options.from !== undefined && options.to !== undefined) {
    const from = versionOf(configs, options.from);
    const to = versionOf(configs, options.to);
    diff = {
      from_config_id: from.id,
      to_config_id: to.id,
      ...unifiedDiff(from.text, to.text, `${from.filename} (${from.id})`, `${to.filename} (${to.id})`),
    };
  }
  return {
    device_id: deviceId,
    device_name: device.data.name,
    versions: configs.map(toDeviceConfig),
    config: shown ? { ...toDeviceConfig(shown), text: shown.text } : null,
    diff,
  };
}

export async function deleteConfigs(
  ctx: AppContext,
  scope: Scope,
  deviceId: string,
  configId: number | undefined,
) {
  await requireDevice(ctx, scope, deviceId);
  const configs = await deviceConfigs(ctx, scope, deviceId);
  const ids = configId === undefined ? configs.map((c) => c.id) : [versionOf(configs, configId).id];
  await deleteDocs(ctx.db, scope, 'config', ids.map(String));
}
