import { detectPlatform, type KnownPlatform, mergeDevice, PLATFORMS, parseFile } from '@lne/netparse';
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
  const { device } = mergeDevice(config.device_name, platform, [file]);
  // The checks read the modelled facts and quote lines by number: the statement tree, the largest part of
  // the model, is not kept with the cached versions.
  if (device.config) device.config.tree = [];
  return {
    configId: config.id,
    file: config.filename,
    platform,
    family: FAMILY_OF_PLATFORM[platform],
    lines: configLines(config.text),
    model: device,
  };
}

/**
 * Parsed configurations by version. A version's text does not change, but a restore can put another text
 * under the same id: an entry is used only while its text is the version's text (a string comparison, far
 * cheaper than parsing). The oldest entries go first when the cache is full.
 */
export class ParsedConfigCache {
  private readonly entries = new Map<string, { text: string; parsed: ParsedConfig | null }>();

  constructor(private readonly capacity = 50_000) {}

  get size(): number {
    return this.entries.size;
  }

  parse(config: DeviceConfig): ParsedConfig | null {
    const key = `${config.device_id}|${config.id}|${config.platform}|${config.filename}`;
    const hit = this.entries.get(key);
    if (hit && hit.text === config.text) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.parsed;
    }
    const parsed = parseConfig(config);
    this.entries.delete(key);
    this.entries.set(key, { text: config.text, parsed });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return parsed;
  }
}
