import { nameKey } from '../infer/identity';
import { inferNetwork } from '../infer/index';
import type { NetworkInference } from '../infer/types';
import type { FileReport, NormalizedDevice, ParseWarning, Platform } from '../model/types';
import { isIpv4 } from '../model/values';
import type { TextFsmRecord } from '../textfsm/engine';
import type { TemplateIndex } from '../textfsm/template-index';
import { appendAll } from '../util/arrays';
import { commandFromFileName, commandFromPrompt, detectPlatform } from './detect';
import { type ParsedFile, parseFile, type SnapshotFile } from './dispatch';
import { type Inventory, type InventoryHost, parseNornirHosts } from './inventory';
import { mergeDevice } from './merge';

/**
 * A snapshot folder, parsed: every device's files read and merged, and what the whole network shows.
 *
 * ```
 * <optional top folder>/
 *   configs/<host>[.cfg|.conf|.txt|…]   running configurations (Batfish layout; Oxidized/RANCID folders too)
 *   show/<host>/<command>.txt           one file per command; the file name is the command
 *   hosts.yaml                          optional Nornir SimpleInventory
 * ```
 */
export type ParsedSnapshot = {
  devices: NormalizedDevice[];
  /** What the inventory says of each device, by hostname (site, groups, the name its files are filed under). */
  inventory: Record<string, InventoryHost>;
  files: FileReport[];
  inference: NetworkInference;
  /** Records of commands a user's ntc-templates templates read, per file. */
  records: { file: string; device: string; command?: string; records: TextFsmRecord[] }[];
  /** Snapshot-level warnings: files that belong to no device, hostnames claimed twice, an unreadable inventory. */
  warnings: ParseWarning[];
};

export type ParseSnapshotOptions = {
  /** A user's ntc-templates index, for commands without a built-in parser. */
  templates?: TemplateIndex;
  /** Told after each device's files are read: files read so far of all the snapshot's device files. */
  onProgress?: (filesDone: number, filesTotal: number) => void;
};

const INVENTORY_FILE = /^(?:hosts|inventory)\.ya?ml$/i;
const CONFIG_EXTENSION = /\.(?:cfg|conf|config|txt|rsc|log|running|startup|ios|eos|nxos|junos)$/i;

/** Paths with `/`, without `./`, and without a top folder that every file shares (as reports name them). */
export function normaliseSnapshotPaths(files: readonly SnapshotFile[]): SnapshotFile[] {
  const cleaned = files.map((f) => ({
    path: f.path
      .replace(/\\/g, '/')
      .replace(/^(?:\.\/)+/, '')
      .replace(/^\/+/, ''),
    text: f.text,
  }));
  const tops = new Set(
    cleaned.map((f) => (f.path.includes('/') ? f.path.slice(0, f.path.indexOf('/')) : '')),
  );
  const [top] = tops;
  if (tops.size === 1 && top && !/^(?:configs?|show)$/i.test(top)) {
    return cleaned.map((f) => ({ path: f.path.slice(top.length + 1), text: f.text }));
  }
  return cleaned;
}

type Placement = { key: string; kind?: 'config' | 'show'; command?: string };

/** Which device a file belongs to, by the snapshot layout. */
function place(path: string, text: string): Placement | undefined {
  const parts = path.split('/').filter((p) => p !== '');
  const [first, second, third] = parts;
  if (!first) return undefined;
  if (/^configs?$/i.test(first) && second && parts.length === 2) {
    return { key: second.replace(CONFIG_EXTENSION, ''), kind: 'config' };
  }
  if (/^show$/i.test(first) && second && third && parts.length === 3) {
    return { key: second, kind: 'show', command: commandFromFileName(third) ?? commandFromPrompt(text) };
  }
  // `<host>/<command>.txt` without the `show/` folder.
  if (parts.length === 2 && second) {
    const command = commandFromFileName(second) ?? commandFromPrompt(text);
    if (command) return { key: first, kind: 'show', command };
    if (detectPlatform(text)?.kind === 'config') return { key: first, kind: 'config' };
    return { key: first };
  }
  // A flat folder of configurations (Oxidized, RANCID): the file name is the host.
  if (parts.length === 1) {
    if (commandFromPrompt(text)) return undefined;
    // A file whose name or content says configuration; a README or a LICENSE beside them is no device.
    if (!CONFIG_EXTENSION.test(first) && detectPlatform(text)?.kind !== 'config') return undefined;
    return { key: first.replace(CONFIG_EXTENSION, ''), kind: 'config' };
  }
  return undefined;
}

/** The management address: the inventory's, else a management interface's, a loopback's, a VLAN interface's. */
function managementAddress(device: NormalizedDevice, host: InventoryHost | undefined): string | undefined {
  if (host?.address && isIpv4(host.address)) return host.address;
  if (device.managementIp) return device.managementIp;
  const first = (type: string) =>
    device.interfaces.find((i) => i.type === type && i.adminUp !== false && i.ipv4.length > 0)?.ipv4[0]
      ?.address;
  return (
    first('management') ??
    first('loopback') ??
    first('vlan') ??
    device.interfaces.find((i) => i.ipv4.length > 0 && i.adminUp !== false)?.ipv4[0]?.address
  );
}

/**
 * Parses a snapshot folder's files into devices and the network's inference. The inventory, when not given,
 * is read from the folder's `hosts.yaml`. Never throws: files it cannot place or read are in `files` and
 * `warnings`.
 */
export function parseSnapshot(
  input: readonly SnapshotFile[],
  given?: Inventory,
  options: ParseSnapshotOptions = {},
): ParsedSnapshot {
  const devices = parseSnapshotDevices(input, given, options);
  return { ...devices, inference: inferNetwork(devices.devices) };
}

/**
 * The devices of a snapshot folder without the network's inference: what can be done per device, and so split
 * over workers by device (then `inferNetwork` over all of them).
 */
export function parseSnapshotDevices(
  input: readonly SnapshotFile[],
  given?: Inventory,
  options: ParseSnapshotOptions = {},
): Omit<ParsedSnapshot, 'inference'> {
  const warnings: ParseWarning[] = [];
  const files = normaliseSnapshotPaths(input);
  let inventory: Inventory = given ?? {};
  const inventoryFile = files.find((f) => INVENTORY_FILE.test(f.path));
  if (!given && inventoryFile) {
    const read = parseNornirHosts(inventoryFile.text, inventoryFile.path);
    inventory = read.inventory;
    appendAll(warnings, read.warnings);
  }
  const inventoryByKey = new Map(Object.values(inventory).map((h) => [h.name.toLowerCase(), h]));

  // Files by device key (case-insensitive), keeping the first spelling.
  const groups = new Map<string, { key: string; files: { file: SnapshotFile; placement: Placement }[] }>();
  const reports: FileReport[] = [];
  for (const file of files) {
    if (file === inventoryFile) continue;
    const placement = place(file.path, file.text);
    if (!placement) {
      const parsed = parseFile(file);
      reports.push(parsed.report);
      warnings.push({
        file: file.path,
        line: 0,
        severity: 'warning',
        code: 'no-device',
        text: 'the file is in no device’s place of the snapshot layout (configs/<host>, show/<host>/<command>.txt)',
      });
      continue;
    }
    const key = placement.key.toLowerCase();
    const group = groups.get(key) ?? { key: placement.key, files: [] };
    group.files.push({ file, placement });
    groups.set(key, group);
  }

  const parsedGroups: {
    key: string;
    host?: InventoryHost;
    platform: Platform;
    files: ParsedFile[];
    hostname: string;
  }[] = [];
  let filesTotal = 0;
  for (const group of groups.values()) filesTotal += group.files.length;
  let filesDone = 0;
  for (const [lower, group] of groups) {
    const host = inventoryByKey.get(lower);
    const configFile = group.files.find((f) => f.placement.kind === 'config')?.file;
    const platform: Platform =
      host?.platform ??
      (configFile ? detectPlatform(configFile.text)?.platform : undefined) ??
      group.files.map((f) => detectPlatform(f.file.text)?.platform).find((p) => p !== undefined) ??
      'unknown';
    const parsed = group.files.map(({ file, placement }) =>
      parseFile(file, {
        platform: platform === 'unknown' ? undefined : platform,
        kind: placement.kind,
        command: placement.command,
        templates: options.templates,
      }),
    );
    const configHostname = parsed.find((p) => p.report.kind === 'config')?.result.facts.hostname;
    const shownHostname = parsed
      .map((p) => p.result.facts.hostname ?? p.result.facts.system?.hostname)
      .find((h) => h !== undefined);
    const hostname = configHostname ?? shownHostname ?? group.key;
    parsedGroups.push({ key: group.key, host, platform, files: parsed, hostname });
    filesDone += group.files.length;
    options.onProgress?.(filesDone, filesTotal);
  }

  // Groups filed under different names that are one device (`configs/r1.cfg` with `hostname core-r1`, and
  // `show/core-r1/…`) are merged by hostname.
  const byHostname = new Map<string, typeof parsedGroups>();
  for (const group of parsedGroups) {
    const key = nameKey(group.hostname);
    const list = byHostname.get(key) ?? [];
    list.push(group);
    byHostname.set(key, list);
  }

  const devices: NormalizedDevice[] = [];
  const inventoryOut: Record<string, InventoryHost> = {};
  const records: ParsedSnapshot['records'] = [];
  for (const list of byHostname.values()) {
    const [first] = list;
    if (!first) continue;
    const named = list.find((g) => g.files.some((f) => f.report.kind === 'config')) ?? first;
    const hostname = named.hostname;
    const platform = list.map((g) => g.platform).find((p) => p !== 'unknown') ?? 'unknown';
    const host = list.map((g) => g.host).find((h) => h !== undefined);
    const allFiles = list.flatMap((g) => g.files);
    const { device, warnings: mergeWarnings } = mergeDevice(hostname, platform, allFiles);
    device.managementIp = managementAddress(device, host);
    devices.push(device);
    appendAll(warnings, mergeWarnings);
    if (host) inventoryOut[hostname] = host;
    for (const file of allFiles) {
      file.report.device = hostname;
      reports.push(file.report);
      if (file.records)
        records.push({
          file: file.report.file,
          device: hostname,
          command: file.report.command,
          records: file.records,
        });
    }
  }
  for (const host of Object.values(inventory)) {
    if (!groups.has(host.name.toLowerCase())) {
      warnings.push({
        file: inventoryFile?.path ?? 'hosts.yaml',
        line: 0,
        severity: 'info',
        code: 'inventory-without-files',
        text: `${host.name} is in the inventory but has no files`,
      });
    }
  }
  devices.sort((a, b) => a.hostname.localeCompare(b.hostname));
  reports.sort((a, b) => a.file.localeCompare(b.file));
  return {
    devices,
    inventory: inventoryOut,
    files: reports,
    records,
    warnings,
  };
}
