import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { detectPlatform } from '@lne/netparse';
import { parse as parseYaml } from 'yaml';
import type { AuthMethod, HostSettings, LabDeviceSpec, LabFaults, LabUser } from './types';

/**
 * Reads a snapshot folder in the import layout into the devices the lab serves:
 *
 * ```
 * <folder>/configs/<host>[.cfg|.conf|.txt|…]   running configuration
 * <folder>/show/<host>/<command>.txt           one file per command (spaces or underscores between words)
 * <folder>/hosts.yaml                          Nornir SimpleInventory; `data.lab` holds lab settings
 * ```
 */
export type LabFolder = { devices: LabDeviceSpec[]; warnings: string[] };

const CONFIG_EXTENSION = /\.(?:cfg|conf|config|txt|rsc|log|running|startup|ios|eos|nxos|junos)$/i;
const SHOW_EXTENSION = /\.(?:txt|log|out|raw)$/i;
const INVENTORY_FILES = ['hosts.yaml', 'hosts.yml', 'inventory.yaml', 'inventory.yml'];

/** The command a show file stands for: its name without extension, underscores read as spaces. */
export function commandOfFile(fileName: string): string {
  return fileName
    .replace(SHOW_EXTENSION, '')
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\//, '')
    .toLowerCase();
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function listDir(path: string): Promise<string[]> {
  try {
    return (await readdir(path)).filter((n) => !n.startsWith('.')).sort();
  } catch {
    return [];
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function num(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Fault modes from `data.lab.faults`; unknown keys are ignored, wrong types warned. */
export function readFaults(value: unknown): LabFaults {
  const raw = record(value) ?? {};
  const faults: LabFaults = {};
  const flag = (key: keyof LabFaults) => raw[key] === true;
  if (flag('wrongPassword')) faults.wrongPassword = true;
  if (flag('noPrompt')) faults.noPrompt = true;
  if (flag('changedHostKey')) faults.changedHostKey = true;
  if (flag('noSsh')) faults.noSsh = true;
  const lineDelay = num(raw.lineDelayMs);
  if (lineDelay !== undefined) faults.lineDelayMs = lineDelay;
  const commandDelay = num(raw.commandDelayMs);
  if (commandDelay !== undefined) faults.commandDelayMs = commandDelay;
  const drop = num(raw.dropAfterLines);
  if (drop !== undefined) faults.dropAfterLines = drop;
  const chatty = num(raw.chattyEvery);
  if (chatty !== undefined) faults.chattyEvery = chatty;
  return faults;
}

/** `data.lab` of an inventory entry. */
export function readSettings(value: unknown): HostSettings {
  const raw = record(value) ?? {};
  const settings: HostSettings = {};
  const promptName = str(raw.promptName);
  if (promptName) settings.promptName = promptName;
  const enable = str(raw.enablePassword);
  if (enable !== undefined) settings.enablePassword = enable;
  const banner = str(raw.banner);
  if (banner !== undefined) settings.banner = banner;
  const motd = str(raw.motd);
  if (motd !== undefined) settings.motd = motd;
  if (raw.transport === 'ssh' || raw.transport === 'telnet') settings.transport = raw.transport;
  const pageLength = num(raw.pageLength);
  if (pageLength !== undefined) settings.pageLength = pageLength;
  if (raw.refusePagerOff === true) settings.refusePagerOff = true;
  if (Array.isArray(raw.users)) {
    settings.users = raw.users
      .map(record)
      .filter((u): u is Record<string, unknown> => u !== undefined)
      .map(
        (u): LabUser => ({
          username: str(u.username) ?? '',
          password: str(u.password),
          publicKey: str(u.publicKey),
        }),
      )
      .filter((u) => u.username !== '');
  }
  if (Array.isArray(raw.authMethods)) {
    const methods = raw.authMethods.filter(
      (m): m is AuthMethod => m === 'password' || m === 'keyboard-interactive' || m === 'publickey',
    );
    settings.authMethods = methods;
  }
  if (raw.faults !== undefined) settings.faults = readFaults(raw.faults);
  return settings;
}

type InventoryEntry = { address?: string; port?: number; platform?: string; settings: HostSettings };

async function readInventory(folder: string, warnings: string[]): Promise<Map<string, InventoryEntry>> {
  const entries = new Map<string, InventoryEntry>();
  for (const name of INVENTORY_FILES) {
    let text: string;
    try {
      text = await readFile(join(folder, name), 'utf8');
    } catch {
      continue;
    }
    let document: unknown;
    try {
      document = parseYaml(text, { maxAliasCount: 100 });
    } catch (error) {
      warnings.push(
        `${name}: not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : error})`,
      );
      return entries;
    }
    for (const [host, value] of Object.entries(record(document) ?? {})) {
      const entry = record(value) ?? {};
      const data = record(entry.data) ?? {};
      entries.set(host, {
        address: str(entry.hostname),
        port: num(entry.port),
        platform: str(entry.platform),
        settings: readSettings(data.lab),
      });
    }
    return entries;
  }
  return entries;
}

/** Reads a snapshot folder. Hosts come from the inventory, `configs/` and `show/`; files it cannot use are warned. */
export async function loadLabFolder(folder: string): Promise<LabFolder> {
  const warnings: string[] = [];
  if (!(await isDirectory(folder))) throw new Error(`${folder} is not a folder`);
  const inventory = await readInventory(folder, warnings);
  const configs = new Map<string, string>();
  for (const file of await listDir(join(folder, 'configs'))) {
    const path = join(folder, 'configs', file);
    if (await isDirectory(path)) continue;
    configs.set(file.replace(CONFIG_EXTENSION, ''), await readFile(path, 'utf8'));
  }
  const shows = new Map<string, { command: string; text: string }[]>();
  for (const host of await listDir(join(folder, 'show'))) {
    const dir = join(folder, 'show', host);
    if (!(await isDirectory(dir))) continue;
    const list: { command: string; text: string }[] = [];
    for (const file of await listDir(dir)) {
      list.push({ command: commandOfFile(file), text: await readFile(join(dir, file), 'utf8') });
    }
    shows.set(host, list);
  }
  const names = [...new Set([...inventory.keys(), ...configs.keys(), ...shows.keys()])];
  const devices: LabDeviceSpec[] = [];
  for (const name of names) {
    const entry = inventory.get(name);
    const config = configs.get(name);
    const list = shows.get(name) ?? [];
    let platform = entry?.platform;
    if (!platform) {
      const sample = config ?? list.find((s) => s.command.includes('version'))?.text ?? '';
      platform = detectPlatform(sample)?.platform;
    }
    if (!platform) {
      warnings.push(`${name}: no platform in the inventory and none recognised in its files; not served`);
      continue;
    }
    devices.push({
      name,
      platform,
      address: entry?.address,
      port: entry?.port,
      settings: entry?.settings ?? {},
      config,
      shows: list,
    });
  }
  return { devices, warnings };
}
