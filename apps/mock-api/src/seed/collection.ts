import type { DeviceConfig, NetworkData } from '../model/documents';
import type { CliPlatform } from './catalog';
import {
  configPath,
  hostsBySubnet,
  indexState,
  inventoryFile,
  locationOf,
  renderShows,
  type TextFile,
  textContext,
} from './texts/index';
import type { NetworkBundle } from './types';

/**
 * The texts of one collection of a generated network, in the snapshot-folder layout a poll stores and the
 * import reads: each device logged into gives its running configuration (`configs/<name>.cfg`, `.rsc` on
 * RouterOS) and its show outputs (`show/<name>/<command>.txt`), and `hosts.yaml` names their management
 * addresses and platforms. Devices nobody logs into have no texts: their neighbours' tables name them.
 */
export function collectionFiles(bundle: NetworkBundle, collection: number): TextFile[] {
  const at = bundle.collections[collection]?.at;
  if (at === undefined) throw new Error(`no collection ${collection} of network ${bundle.network.id}`);
  const data = stateOf(bundle, collection);
  const index = indexState(data, bundle.texts);
  const subnets = hostsBySubnet(index);
  const latest = latestConfigs(data);
  const files: TextFile[] = [];
  const inventory: { device: NetworkData['devices'][number]; platform: CliPlatform }[] = [];
  for (const device of data.devices) {
    const info = bundle.texts[device.unique_id];
    if (!device.data.known || !info) continue;
    const c = textContext(device, info, index, at, locationOf(data.groups, device.group_id));
    inventory.push({ device, platform: c.model.platform });
    const config = latest.get(device.unique_id);
    if (config) files.push({ path: configPath(device, c.model.platform), text: config.text });
    files.push(...renderShows(c, subnets));
  }
  files.push(inventoryFile(inventory));
  return files;
}

/** The state a collection saw: a history snapshot's, or live for the last one. */
export function stateOf(bundle: NetworkBundle, collection: number): NetworkData {
  const snapshotId = bundle.collections[collection]?.snapshotId;
  if (snapshotId === 1 || snapshotId === undefined) return bundle.live;
  const found = bundle.snapshots.find((s) => s.snapshot.id === snapshotId);
  if (!found) throw new Error(`no snapshot ${snapshotId} of network ${bundle.network.id}`);
  return found.data;
}

function latestConfigs(data: NetworkData): Map<string, DeviceConfig> {
  const out = new Map<string, DeviceConfig>();
  for (const config of data.configs) {
    const seen = out.get(config.device_id);
    if (!seen || config.version > seen.version) out.set(config.device_id, config);
  }
  return out;
}
