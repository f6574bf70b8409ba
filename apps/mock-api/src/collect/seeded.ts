import type { ParsedSnapshot } from '@lne/netparse';
import { type HandedConfig, handedConfig } from '../analysis/assessment/platforms';
import type { StoredConfig, StoredHost } from '../db/network-store';
import { type IdAllocator, snapshotToDocuments } from '../import/documents';
import type { DeviceConfig, NetworkData, UnixSeconds } from '../model/documents';
import { collectionFiles, stateOf } from '../seed/collection';
import { createRng, ulid } from '../seed/prng';
import type { NetworkBundle } from '../seed/types';
import { SnapshotParseCache } from './parse-cache';
import { buildReport, type CollectedFile, type FileParseReport, type RunReport } from './report';

/**
 * The generated networks as they are stored: each collection of a network's texts is parsed with
 * `@lne/netparse` and made documents by the importer, as a parser run of a poll would, merged by identity with
 * what the generator documented that is no device text (groups, zones, tags, notes, device and host ids, VLAN
 * documentation). A state's configuration versions are those before it (as the generator dated them, which
 * the property test holds to what parsing the earlier collections gives) and a new one for each device whose
 * text changed, so that each state can be parsed on its own, in any order. Pure: the same bundle gives the
 * same documents.
 */

/** One collection of a seeded network: its texts, what their parse said, and the state it became. */
export type SeededCollection = {
  at: UnixSeconds;
  snapshotId: number;
  files: CollectedFile[];
  parsed: ParsedSnapshot;
  data: NetworkData;
  /** The parse report a parser run records with the run. */
  report: { run: RunReport; files: FileParseReport[] };
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

/**
 * The documents a state's collection gives, merged with the generated ones of that state. Configuration
 * versions keep the generator's ids, so that a version is one document in every state that has it.
 */
export function seededState(
  bundle: NetworkBundle,
  collection: number,
  counters: SeededIds,
  parser: Pick<SnapshotParseCache, 'parse'> = new SnapshotParseCache(),
): SeededCollection {
  const meta = bundle.collections[collection];
  if (!meta) throw new Error(`no collection ${collection} of network ${bundle.network.id}`);
  const meant = stateOf(bundle, collection);
  const before = collection > 0 ? stateOf(bundle, collection - 1).configs : [];
  const previousConfigs: StoredConfig[] = before.map((c) => ({ ...c, commit_id: null }));
  const files = collectionFiles(bundle, collection);
  const parsed = parser.parse(files);
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
  const meantIds = new Map(meant.configs.map((c) => [`${c.device_id}|${c.version}`, c.id]));
  for (const config of docs.configs)
    config.id = meantIds.get(`${config.device_id}|${config.version}`) ?? config.id;
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
  const report = buildReport(parsed, files, [], {
    devices_new: docs.summary.devicesNew,
    devices_updated: docs.devices.length - docs.summary.devicesNew,
    config_versions: docs.configs.length,
    hosts: docs.hosts.length,
    vlans: docs.vlans.length,
  });
  return { at: meta.at, snapshotId: meta.snapshotId, files, parsed, data, report };
}

/**
 * What the parse of a state's collection hands the assessment: the model of each device's newest configuration
 * version, read from the file the parse read (`parser` must not have parsed another collection since).
 * Versions the parse did not read (their text is not in the collection) are left to the assessment.
 */
export function seededHandoff(
  collection: SeededCollection,
  parser: Pick<SnapshotParseCache, 'parsedFile'>,
): HandedConfig[] {
  const paths = new Map<string, string>();
  for (const report of collection.parsed.files)
    if (report.kind === 'config') paths.set(report.file.replace(/^.*\//, ''), report.file);
  const newest = new Map<string, DeviceConfig>();
  for (const config of collection.data.configs) {
    const seen = newest.get(config.device_id);
    if (!seen || config.version > seen.version) newest.set(config.device_id, config);
  }
  const out: HandedConfig[] = [];
  for (const config of newest.values()) {
    const path = paths.get(config.filename);
    const file = path === undefined ? undefined : parser.parsedFile(path, config.text);
    const handed = file && handedConfig(config, file);
    if (handed) out.push(handed);
  }
  return out;
}

/** Every collection of a network, oldest first. */
export function seededCollections(
  bundle: NetworkBundle,
  counters: SeededIds,
  parser: Pick<SnapshotParseCache, 'parse'> = new SnapshotParseCache(),
): SeededCollection[] {
  return bundle.collections.map((_, i) => seededState(bundle, i, counters, parser));
}

/** The counters to start from: above every id the generated dataset uses. */
export function seededIds(bundles: readonly NetworkBundle[]): SeededIds {
  const ids = { device: 0, config: 0, vlan: 0, group: 0 };
  for (const bundle of bundles) {
    for (const data of [bundle.live, ...bundle.snapshots.map((s) => s.data)]) {
      for (const d of data.devices) ids.device = Math.max(ids.device, d.id);
      for (const v of data.vlans) ids.vlan = Math.max(ids.vlan, v.vlan_db_id);
      for (const g of data.groups) ids.group = Math.max(ids.group, g.number);
      for (const c of data.configs) ids.config = Math.max(ids.config, c.id);
    }
  }
  return ids;
}
