import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import { sql } from 'drizzle-orm';
import type { HandedConfig } from '../analysis/assessment/platforms';
import { SnapshotParseCache } from '../collect/parse-cache';
import type { CollectedFile, FileParseReport, RunReport } from '../collect/report';
import {
  type SeededCollection,
  type SeededIds,
  seededHandoff,
  seededIds,
  seededState,
} from '../collect/seeded';
import { storeRun } from '../collect/store';
import type { IpamData, NetworkData, Snapshot, UnixSeconds } from '../model/documents';
import type { SecretBox } from '../security/secrets';
import { type CollectorAccess, collectorAccess } from '../seed/collector';
import type { Dataset, GenerateOptions, NetworkBundle } from '../seed/index';
import { generateDataset, generateDatasetAsync } from '../seed/index';
import type { Db } from './index';
import { networkDataDocs, putRawDocs, type Scope, storeNetworkData } from './network-store';
import type { RawDoc } from './pending-docs';
import { explorerNetworks, settings, snapshotSchedules, snapshots } from './schema';
import { storeCollectorAccess } from './seed-collector';

/** IPAM entities are stored with the documents of their network, one kind per entity (live and history). */
export const IPAM_KINDS: Record<keyof IpamData, string> = {
  vrfs: 'ipam_vrf',
  prefixes: 'ipam_prefix',
  ip_addresses: 'ipam_ip',
  vlans: 'ipam_vlan',
  locations: 'ipam_location',
};

/** The IPAM data of a network as the documents of each kind, as they are stored. */
export function ipamDocs(ipam: IpamData): { kind: string; docs: () => RawDoc[] }[] {
  return (Object.entries(IPAM_KINDS) as [keyof IpamData, string][]).map(([key, kind]) => ({
    kind,
    docs: () => ipam[key].map((item) => ({ id: String(item.id), data: item })),
  }));
}

export async function storeIpam(db: Db, networkId: number, ipam: IpamData, snapshotId = 1): Promise<void> {
  for (const { kind, docs } of ipamDocs(ipam)) await putRawDocs(db, { networkId, snapshotId }, kind, docs());
}

/** The documents of one kind of one network state of the dataset, built when asked for. */
export type DatasetDocs = { scope: Scope; kind: string; docs: () => RawDoc[] };

/** One collection of a seeded network as the server stores it: a run of its texts, with its parse report. */
export type SeededRun = {
  networkId: number;
  snapshotId: number;
  created: UnixSeconds;
  label: string;
  files: CollectedFile[];
  report: { run: RunReport; files: FileParseReport[] };
};

/**
 * The states of the generated networks as they are stored: each one's collection parsed (`collect/seeded.ts`)
 * when first asked for, with one parse cache per network (its collections mostly repeat one another). What was
 * computed is kept until `release`.
 */
export class SeededStates {
  private readonly computed = new Map<string, SeededCollection>();
  private readonly caches = new Map<number, SnapshotParseCache>();
  private readonly handoffs = new Map<number, HandedConfig[]>();
  private readonly counters: SeededIds;

  /**
   * `handoff`: the parse of each live state also makes what it hands the assessment (`takeHandoff`), kept
   * until taken.
   */
  constructor(
    readonly dataset: Dataset,
    private readonly options: { handoff?: boolean } = {},
  ) {
    this.counters = seededIds(dataset.networks);
  }

  private bundle(networkId: number): NetworkBundle {
    const bundle = this.dataset.networks.find((b) => b.network.id === networkId);
    if (!bundle) throw new Error(`no network ${networkId} in the dataset`);
    return bundle;
  }

  /** The collection of a network's state (snapshot 1: live). */
  collection(networkId: number, snapshotId: number): SeededCollection {
    const key = `${networkId}/${snapshotId}`;
    let found = this.computed.get(key);
    if (!found) {
      const bundle = this.bundle(networkId);
      const index = bundle.collections.findIndex((c) => c.snapshotId === snapshotId);
      if (index < 0) throw new Error(`no collection of snapshot ${snapshotId} in network ${networkId}`);
      let cache = this.caches.get(networkId);
      if (!cache) {
        cache = new SnapshotParseCache();
        this.caches.set(networkId, cache);
      }
      found = seededState(bundle, index, this.counters, cache);
      this.computed.set(key, found);
      // The live state's configurations as its parse read them, for the assessment (before the cache moves on).
      if (this.options.handoff && snapshotId === LIVE_SNAPSHOT_ID)
        this.handoffs.set(networkId, seededHandoff(found, cache));
    }
    return found;
  }

  /**
   * What the parse of a network's live state hands the assessment (`seededHandoff`; with the `handoff`
   * option), given once: the live state is parsed first when it was not yet.
   */
  takeHandoff(networkId: number): HandedConfig[] {
    if (!this.handoffs.has(networkId)) this.collection(networkId, LIVE_SNAPSHOT_ID);
    const handed = this.handoffs.get(networkId) ?? [];
    this.handoffs.delete(networkId);
    return handed;
  }

  state(networkId: number, snapshotId: number): NetworkData {
    return this.collection(networkId, snapshotId).data;
  }

  /** A state's collection as the run it is stored as. */
  run(networkId: number, snapshotId: number): SeededRun {
    const collection = this.collection(networkId, snapshotId);
    const devices = Object.keys(collection.parsed.inventory).length;
    return {
      networkId,
      snapshotId,
      created: collection.at,
      label: `Poll of ${devices} devices`,
      files: collection.files,
      report: collection.report,
    };
  }

  /** Forgets a state (its documents and texts were passed on). */
  release(networkId: number, snapshotId: number): void {
    this.computed.delete(`${networkId}/${snapshotId}`);
  }

  /** Every state of the dataset: live ones first (what is read first), then the history, network by network. */
  scopes(): Scope[] {
    const live = this.dataset.networks.map((b) => ({ networkId: b.network.id, snapshotId: 1 }));
    const history = this.dataset.networks.flatMap((b) =>
      b.snapshots.map((s) => ({ networkId: b.network.id, snapshotId: s.snapshot.id })),
    );
    return [...live, ...history];
  }

  /** The runs of a network, oldest first (the live one last: the one a parser run reads). */
  runScopes(networkId: number): Scope[] {
    return this.bundle(networkId).collections.map((c) => ({ networkId, snapshotId: c.snapshotId }));
  }
}

/**
 * Every document of the seeded networks, kind by kind, in the order they are stored: the live states first,
 * then each history snapshot; each state with its IPAM (the documentation was the same then: the live diff of
 * an older snapshot compares it with that state, so each snapshot carries the IPAM documents too).
 */
export function datasetDocs(states: SeededStates): DatasetDocs[] {
  const all: DatasetDocs[] = [];
  for (const scope of states.scopes()) {
    const bundle = states.dataset.networks.find((b) => b.network.id === scope.networkId);
    if (!bundle) continue;
    const data = () => states.state(scope.networkId, scope.snapshotId);
    for (const part of [...networkDataDocs(data), ...ipamDocs(bundle.ipam)]) all.push({ scope, ...part });
  }
  return all;
}

/**
 * Stores a network's collections as its runs (oldest first), each with the report of its parse, as a poll
 * followed by a parser run stores them.
 */
export async function storeSeededRuns(db: Db, runs: readonly SeededRun[]): Promise<void> {
  for (const run of runs) {
    // Parsed before it is stored: the parse is recorded with the run, each file's report with its text.
    await storeRun(db, {
      networkId: run.networkId,
      source: 'poll',
      label: run.label,
      files: run.files,
      created: run.created,
      parse: { status: 'parsed', report: run.report.run, files: run.report.files, parsed: run.created },
    });
  }
}

/** The dataset options from the environment: `SEED` and `SCALE` (a larger scale for benchmarks). */
export function datasetOptions(env: NodeJS.ProcessEnv = process.env): GenerateOptions {
  const seed = Number(env.SEED ?? 1);
  const scale = Number(env.SCALE ?? 1);
  return { seed: Number.isInteger(seed) ? seed : 1, scale: Number.isFinite(scale) && scale >= 1 ? scale : 1 };
}

/**
 * Stores the generated networks (names, live documents, IPAM) and their history snapshots (rows with the
 * generator's ids plus full document copies). Runs inside the caller's transaction.
 */
export async function seedNetworkData(db: Db, dataset: Dataset, secrets: SecretBox): Promise<void> {
  await seedNetworkRows(db, datasetRows(dataset), secrets);
  const states = new SeededStates(dataset);
  for (const { scope, kind, docs } of datasetDocs(states)) await putRawDocs(db, scope, kind, docs());
  for (const bundle of dataset.networks) {
    await storeSeededRuns(
      db,
      states.runScopes(bundle.network.id).map((s) => states.run(s.networkId, s.snapshotId)),
    );
  }
}

/** Everything of the generated networks but their documents (what `seedNetworkRows` stores). */
export type DatasetRows = {
  options: Dataset['options'];
  networks: { network: { id: number; name: string }; snapshots: Snapshot[]; access: CollectorAccess }[];
};

export function datasetRows(dataset: Dataset): DatasetRows {
  return {
    options: dataset.options,
    networks: dataset.networks.map((bundle) => ({
      network: { id: bundle.network.id, name: bundle.network.name },
      snapshots: bundle.snapshots.map((history) => history.snapshot),
      access: collectorAccess(bundle),
    })),
  };
}

/**
 * Everything of the generated networks but their documents: the networks, their groups and schedules, the
 * collector's credentials and login devices, the history snapshots' rows and the dataset's options.
 */
export async function seedNetworkRows(db: Db, rows: DatasetRows, secrets: SecretBox): Promise<void> {
  for (const bundle of rows.networks) {
    const { id, name } = bundle.network;
    await db
      .insert(explorerNetworks)
      .values({ id, name })
      .onConflictDoUpdate({ target: explorerNetworks.id, set: { name } });
    // Every seeded group sees every generated network; each network gets the daily schedule.
    await db.execute(
      sql`INSERT INTO group_networks (group_id, explorer_network_id) SELECT id, ${id} FROM groups ON CONFLICT DO NOTHING`,
    );
    await db
      .insert(snapshotSchedules)
      .values({
        explorerNetworkId: id,
        enabled: true,
        intervalSeconds: 86400,
        keep: 7,
        lastRun: Math.floor(Date.now() / 1000),
      })
      .onConflictDoNothing();
    await storeCollectorAccess(db, id, bundle.access, secrets);
    if (bundle.snapshots.length > 0) {
      await db.insert(snapshots).values(
        bundle.snapshots.map((snapshot) => ({
          id: snapshot.id,
          explorerNetworkId: id,
          name: snapshot.name,
          created: snapshot.created,
        })),
      );
    }
  }
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('explorer_networks', 'id'), (SELECT max(id) FROM explorer_networks))`,
  );
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('snapshots', 'id'), greatest((SELECT max(id) FROM snapshots), 1))`,
  );
  const value = rows.options;
  await db
    .insert(settings)
    .values({ key: 'dataset', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/**
 * Replaces the live documents of every generated network with the seeded state (`all_snapshots?reset_db=true`),
 * and stores its collection again as the network's newest run (the one a parser run reads).
 */
export async function resetLiveNetworkData(db: Db, dataset: Dataset): Promise<void> {
  const states = new SeededStates(dataset);
  for (const bundle of dataset.networks) {
    const exists = await db
      .select({ id: explorerNetworks.id })
      .from(explorerNetworks)
      .where(sql`id = ${bundle.network.id}`);
    if (exists.length === 0) continue;
    await db.execute(
      sql`DELETE FROM network_docs WHERE explorer_network_id = ${bundle.network.id} AND snapshot_id = 1`,
    );
    await storeNetworkData(
      db,
      { networkId: bundle.network.id, snapshotId: 1 },
      states.state(bundle.network.id, 1),
    );
    await storeIpam(db, bundle.network.id, bundle.ipam);
    await storeSeededRuns(db, [states.run(bundle.network.id, 1)]);
  }
}

export function generateSeedDataset(options: GenerateOptions = datasetOptions()): Dataset {
  return generateDataset(options);
}

/** The same dataset, generated with the event loop free between steps (for a server that already answers). */
export function generateSeedDatasetAsync(options: GenerateOptions = datasetOptions()): Promise<Dataset> {
  return generateDatasetAsync(options);
}

/**
 * The dataset with each network's live state as the server stores it (its live collection parsed), and no
 * history: what a server seeded with it answers from snapshot 1.
 */
export function storedLiveDataset(dataset: Dataset): Dataset {
  const states = new SeededStates(dataset);
  return {
    ...dataset,
    networks: dataset.networks.map((bundle) => ({
      ...bundle,
      live: states.state(bundle.network.id, 1),
      snapshots: [],
    })),
  };
}
