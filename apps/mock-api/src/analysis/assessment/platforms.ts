import {
  detectPlatform,
  type KnownPlatform,
  mergeDevice,
  type NormalizedDevice,
  type ParsedFile,
  PLATFORMS,
  parseFile,
} from '@lne/netparse';
import type { DeviceConfig } from '../../model/documents';
import type { ParsedConfig, PlatformFamily } from './types';

export const FAMILY_NAMES: Record<PlatformFamily, string> = {
  ios: 'IOS/IOS-XE',
  nxos: 'NX-OS',
  eos: 'EOS',
  junos: 'Junos',
  'aos-s': 'AOS-S',
  'aos-cx': 'AOS-CX',
  routeros: 'RouterOS',
};

export const FAMILY_OF_PLATFORM: Record<KnownPlatform, PlatformFamily> = {
  cisco_ios: 'ios',
  cisco_xe: 'ios',
  cisco_nxos: 'nxos',
  arista_eos: 'eos',
  juniper_junos: 'junos',
  hp_procurve: 'aos-s',
  aruba_aoscx: 'aos-cx',
  mikrotik_routeros: 'routeros',
};

/** The configuration dialects config versions are stored under (the generator's names) as netmiko platforms. */
const PLATFORM_OF_DIALECT: Record<string, KnownPlatform> = {
  ios: 'cisco_ios',
  'ios-xe': 'cisco_xe',
  iosxe: 'cisco_xe',
  'nx-os': 'cisco_nxos',
  nxos: 'cisco_nxos',
  eos: 'arista_eos',
  junos: 'juniper_junos',
  'aos-s': 'hp_procurve',
  procurve: 'hp_procurve',
  'aos-cx': 'aruba_aoscx',
  aoscx: 'aruba_aoscx',
  routeros: 'mikrotik_routeros',
};

const KNOWN = new Set<string>(PLATFORMS);

/**
 * The platform a configuration version is read as: its stored platform (a dialect name or a netmiko name);
 * when that says nothing (`unknown`, an upload), what the text itself shows. Undefined: no model for it.
 */
export function configPlatform(config: Pick<DeviceConfig, 'platform' | 'text'>): KnownPlatform | undefined {
  const stored = config.platform.trim().toLowerCase();
  if (KNOWN.has(stored)) return stored as KnownPlatform;
  const dialect = PLATFORM_OF_DIALECT[stored];
  if (dialect) return dialect;
  if (stored !== '' && stored !== 'unknown') return undefined;
  const detected = detectPlatform(config.text);
  return detected?.kind === 'config' && KNOWN.has(detected.platform)
    ? (detected.platform as KnownPlatform)
    : undefined;
}

/** Lines as the parsers number them. */
export const configLines = (text: string) => text.split(/\r\n|\r|\n/);

/** Parses a configuration version into the model; null when its platform has no configuration model. */
export function parseConfig(config: DeviceConfig): ParsedConfig | null {
  const platform = configPlatform(config);
  if (!platform) return null;
  const file = parseFile({ path: config.filename, text: config.text }, { platform, kind: 'config' });
  return modelled(config, platform, file.report.file, modelOf(config.device_name, platform, file));
}

/**
 * The model the checks read of a configuration file already parsed (alone, as `parseConfig` reads it): the
 * file's facts merged as one device's. The statement tree, the largest part of the model, is not kept: the
 * checks read the modelled facts and quote lines by number.
 */
function modelOf(name: string, platform: KnownPlatform, file: ParsedFile): NormalizedDevice {
  const { device } = mergeDevice(name, platform, [file]);
  if (device.config) device.config = { ...device.config, tree: [] };
  return device;
}

function modelled(
  config: DeviceConfig,
  platform: KnownPlatform,
  source: string,
  model: NormalizedDevice,
): ParsedConfig {
  return {
    configId: config.id,
    file: config.filename,
    source,
    platform,
    family: FAMILY_OF_PLATFORM[platform],
    lines: configLines(config.text),
    model,
  };
}

/**
 * What the parser run hands the assessment of a configuration version it stored: the model of the
 * configuration file it parsed (the statement tree left out), with the version it became. Plain data, so that
 * it crosses from a worker thread as JSON.
 */
export type HandedConfig = {
  config: DeviceConfig;
  /** The path the file was parsed under: the one the model's line references name. */
  source: string;
  model: NormalizedDevice;
};

/**
 * The handoff of a configuration version whose text a parser run read as `file`; undefined when the parse
 * cannot stand for the assessment's own (another text, another platform, not a configuration).
 */
export function handedConfig(
  config: DeviceConfig,
  file: { text: string; parsed: ParsedFile },
): HandedConfig | undefined {
  const platform = configPlatform(config);
  const { report } = file.parsed;
  if (!platform || file.text !== config.text || report.kind !== 'config' || report.platform !== platform)
    return undefined;
  return { config, source: report.file, model: modelOf(config.device_name, platform, file.parsed) };
}

/**
 * Parsed configurations by version. A version's text does not change, but a restore can put another text
 * under the same id: an entry is used only while its text is the version's text (a string comparison, far
 * cheaper than parsing). The oldest entries go first when the cache is full.
 */
export class ParsedConfigCache {
  private readonly entries = new Map<string, { text: string; parsed: ParsedConfig | null }>();
  /** Configuration versions read from their text so far (the others came from the cache). */
  parses = 0;

  constructor(private readonly capacity = 50_000) {}

  get size(): number {
    return this.entries.size;
  }

  parse(config: DeviceConfig): ParsedConfig | null {
    const key = cacheKey(config);
    const hit = this.entries.get(key);
    if (hit && hit.text === config.text) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.parsed;
    }
    this.parses += 1;
    const parsed = parseConfig(config);
    this.put(key, config.text, parsed);
    return parsed;
  }

  /**
   * Takes what a parser run read of the versions it stored (`handedConfig`): the next run over them parses
   * nothing. An entry is used only for the text it was read from, like any other.
   */
  receive(handed: readonly HandedConfig[]): void {
    for (const { config, source, model } of handed) {
      const platform = configPlatform(config);
      if (!platform) continue;
      this.put(cacheKey(config), config.text, modelled(config, platform, source, model));
    }
  }

  private put(key: string, text: string, parsed: ParsedConfig | null): void {
    this.entries.delete(key);
    this.entries.set(key, { text, parsed });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

const cacheKey = (config: DeviceConfig) =>
  `${config.device_id}|${config.id}|${config.platform}|${config.filename}`;
