import { type ParsedSnapshot, parseSnapshot } from '@lne/netparse';
import type { StoredConfig, StoredHost } from '../db/network-store';
import { type IdAllocator, snapshotToDocuments } from '../import/documents';
import type { NetworkData, UnixSeconds } from '../model/documents';
import { collectionFiles, stateOf } from '../seed/collection';
import { createRng, ulid } from '../seed/prng';
import type { NetworkBundle } from '../seed/types';
import type { CollectedFile } from './report';

/**
 * The generated networks as they are stored: each collection of a network's texts is parsed with
 * `@lne/netparse` and made documents by the importer, as a parser run of a poll would, merged by identity with
 * what the generator documented that is no device text (groups, zones, tags, notes, device and host ids, VLAN
 * documentation). Configuration versions accumulate from collection to collection, a new one whenever a
 * device's text changed. Pure: the same bundle gives the same documents.
 */

/** One collection of a seeded network: its texts, what their parse said, and the state it became. */
export type SeededCollection = {
  at: UnixSeconds;
  snapshotId: number;
  files: CollectedFile[];
  parsed: ParsedSnapshot;
  data: NetworkData;
};

/** Ids of the documents the parse creates, above those of the generated dataset (deterministic ULIDs). */
export type SeededIds = { device: number; config: number; vlan: number; group: number };

function allocator(counters: SeededIds, seed: string, hosts: number): IdAllocator {
  const rng = createRng(1).fork(seed);
  let host = hosts;
  return {
    device: () => ++counters.device,
    host: () => ++host,
    config: () => ++counters.config,
    vlan: () => ++counters.vlan,
    group: () => ++counters.group,
    ulid: (ms) => ulid(rng, ms),
  };
}

/** The documents a state's collection gives, merged with the generated ones of that state. */
export function seededState(
  bundle: NetworkBundle,
  collection: number,
  previousConfigs: readonly StoredConfig[],
  counters: SeededIds,
  parse: (files: readonly CollectedFile[]) => ParsedSnapshot = (files) => parseSnapshot(files),
): SeededCollection {
  const meta = bundle.collections[collection];
  if (!meta) throw new Error(`no collection ${collection} of network ${bundle.network.id}`);
  const meant = stateOf(bundle, collection);
  const files = collectionFiles(bundle, collection);
  const parsed = parse(files);
  const texts = new Map(files.map((file) => [file.path, file.text]));
  const hosts: StoredHost[] = meant.hosts.map((host, index) => ({ ...host, id: index + 1 }));
  const docs = snapshotToDocuments(
    parsed,
    { devices: meant.devices, hosts, vlans: meant.vlans, groups: meant.groups, configs: previousConfigs },
    {
      networkId: bundle.network.id,
      now: meta.at,
      ids: allocator(counters, `${bundle.network.id}/${meta.snapshotId}`, hosts.length),
      textOf: (path) => texts.get(path),
    },
  );
  // Whether a device or host is new is the generator's word (created within the week before the state).
  const newDevice = new Map(meant.devices.map((d) => [d.unique_id, d.new_device]));
  const newHost = new Map(meant.hosts.map((h) => [h.data.hw_id, h.new_device]));
  for (const device of docs.devices) device.new_device = newDevice.get(device.unique_id) ?? device.new_device;
  for (const host of docs.hosts) host.new_device = newHost.get(host.data.hw_id) ?? host.new_device;
  const present = new Set(docs.devices.map((d) => d.unique_id));
  const touched = new Set(docs.vlans.map((v) => v.vlan_db_id));
  const configs = [...previousConfigs, ...docs.configs].filter((c) => present.has(c.device_id));
  const data: NetworkData = {
    explorer_network_id: bundle.network.id,
    groups: [...meant.groups, ...docs.groups],
    devices: docs.devices,
    hosts: docs.hosts,
    vlans: [...meant.vlans.filter((v) => !touched.has(v.vlan_db_id)), ...docs.vlans].sort(
      (a, b) => a.vlan_db_id - b.vlan_db_id,
    ),
    zones: meant.zones.map((z) => ({ ...z, device_ids: z.device_ids.filter((id) => present.has(id)) })),
    configs,
    tags: meant.tags,
  };
  return { at: meta.at, snapshotId: meta.snapshotId, files, parsed, data };
}

/** Every collection of a network, oldest first, each state's documents built on the configurations before. */
export function seededCollections(
  bundle: NetworkBundle,
  counters: SeededIds,
  parse?: (files: readonly CollectedFile[]) => ParsedSnapshot,
): SeededCollection[] {
  const out: SeededCollection[] = [];
  let configs: StoredConfig[] = [];
  for (let i = 0; i < bundle.collections.length; i++) {
    const state = seededState(bundle, i, configs, counters, parse);
    configs = state.data.configs as StoredConfig[];
    out.push(state);
  }
  return out;
}

/** The counters to start from: above every id the generated dataset uses. */
export function seededIds(bundles: readonly NetworkBundle[]): SeededIds {
  const ids = { device: 0, config: 0, vlan: 0, group: 0 };
  for (const bundle of bundles) {
    for (const data of [bundle.live, ...bundle.snapshots.map((s) => s.data)]) {
      for (const d of data.devices) ids.device = Math.max(ids.device, d.id);
      for (const v of data.vlans) ids.vlan = Math.max(ids.vlan, v.vlan_db_id);
      for (const g of data.groups) ids.group = Math.max(ids.group, g.number);
    }
  }
  return ids;
}
