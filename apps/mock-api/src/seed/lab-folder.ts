import { MODELS } from './catalog';
import { collectionFiles } from './collection';
import { seededEnableSecret } from './collector';
import type { NetworkBundle } from './types';

/**
 * A generated network as a snapshot folder the device lab serves (`npm run lab`): the texts of its live
 * collection, the ones the seeded data was parsed from — each device logged into answers with its running
 * configuration (`configs/<name>.cfg`, `.rsc` on RouterOS) and its show outputs (`show/<name>/<command>.txt`)
 * — and an inventory entry per device with its platform and the seeded enable secret. A poll of the lab then
 * collects the network the seeded data shows.
 */

export type LabFolderContent = {
  files: { path: string; text: string }[];
  /** `hosts.yaml` of the folder (Nornir SimpleInventory with the lab's settings under `data.lab`). */
  inventory: Record<string, { platform: string; data: { lab?: { enablePassword: string } } }>;
};

export function demoLabFolder(bundle: NetworkBundle): LabFolderContent {
  const content: LabFolderContent = { files: [], inventory: {} };
  const files = collectionFiles(bundle, bundle.collections.length - 1);
  const served = new Set<string>();
  for (const device of bundle.live.devices) {
    const key = bundle.texts[device.unique_id]?.model;
    const platform = key ? MODELS[key].platform : 'none';
    // The lab emulates every CLI platform the generator writes texts in.
    if (!device.data.known || platform === 'none') continue;
    const name = device.data.name;
    served.add(name);
    // IOS and AOS-S devices ask for the seeded enable secret; RouterOS has no enable.
    content.inventory[name] = {
      platform,
      data: platform === 'mikrotik_routeros' ? {} : { lab: { enablePassword: seededEnableSecret(name) } },
    };
  }
  for (const file of files) {
    const host = /^(?:configs\/([^/]+?)\.\w+|show\/([^/]+)\/)/.exec(file.path);
    const name = host?.[1] ?? host?.[2];
    if (name && served.has(name)) content.files.push(file);
  }
  return content;
}
