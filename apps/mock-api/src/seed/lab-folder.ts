import { seededEnableSecret } from './collector';
import type { NetworkBundle } from './types';

/**
 * A generated network as a snapshot folder the device lab serves (`npm run lab`): each known device whose
 * configuration dialect the lab emulates gets its latest configuration (`configs/<name>.cfg`) and an inventory
 * entry with its platform and the seeded enable secret; the others are listed as skipped.
 */

/** Configuration dialects of the generator → the netmiko platform the lab emulates. */
const LAB_PLATFORMS: Readonly<Record<string, string>> = {
  'ios-xe': 'cisco_xe',
  routeros: 'mikrotik_routeros',
  'aos-s': 'hp_procurve',
};

export type LabFolderContent = {
  files: { path: string; text: string }[];
  /** `hosts.yaml` of the folder (Nornir SimpleInventory with the lab's settings under `data.lab`). */
  inventory: Record<string, { platform: string; data: { lab?: { enablePassword: string } } }>;
  /** Devices with a configuration in a dialect the lab does not emulate. */
  skipped: string[];
};

export function demoLabFolder(bundle: Pick<NetworkBundle, 'live'>): LabFolderContent {
  const latest = new Map<string, { text: string; platform: string; version: number }>();
  for (const config of bundle.live.configs) {
    const seen = latest.get(config.device_id);
    if (!seen || config.version > seen.version) latest.set(config.device_id, config);
  }
  const content: LabFolderContent = { files: [], inventory: {}, skipped: [] };
  for (const device of bundle.live.devices) {
    const config = latest.get(device.unique_id);
    if (!device.data.known || !config) continue;
    const platform = LAB_PLATFORMS[config.platform];
    const name = device.data.name;
    if (!platform) {
      content.skipped.push(name);
      continue;
    }
    content.files.push({ path: `configs/${name}.cfg`, text: config.text });
    // IOS-like devices ask for the seeded enable secret; RouterOS has no enable.
    content.inventory[name] = {
      platform,
      data: platform === 'mikrotik_routeros' ? {} : { lab: { enablePassword: seededEnableSecret(name) } },
    };
  }
  return content;
}
