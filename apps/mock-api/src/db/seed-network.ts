import { sql } from 'drizzle-orm';
import type { IpamData, Snapshot } from '../model/documents';
import type { SecretBox } from '../security/secrets';
import { type CollectorAccess, collectorAccess } from '../seed/collector';
import type { Dataset, GenerateOptions } from '../seed/index';
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

/**
 * Every document of the generated networks, kind by kind, in the order they are stored: per network the live
 * state and its IPAM, then each history snapshot (the documentation was the same then: the live diff of an
 * older snapshot compares it with that state, so each snapshot carries the IPAM documents too).
 */
export function datasetDocs(dataset: Dataset): DatasetDocs[] {
  const all: DatasetDocs[] = [];
  for (const bundle of dataset.networks) {
    const networkId = bundle.network.id;
    const states = [
      { snapshotId: 1, data: bundle.live },
      ...bundle.snapshots.map((history) => ({ snapshotId: history.snapshot.id, data: history.data })),
    ];
    for (const { snapshotId, data } of states) {
      const scope = { networkId, snapshotId };
      for (const part of [...networkDataDocs(data), ...ipamDocs(bundle.ipam)]) all.push({ scope, ...part });
    }
  }
  return all;
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
  for (const { scope, kind, docs } of datasetDocs(dataset)) await putRawDocs(db, scope, kind, docs());
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

/** Replaces the live documents of every generated network with the seeded state (`all_snapshots?reset_db=true`). */
export async function resetLiveNetworkData(db: Db, dataset: Dataset): Promise<void> {
  for (const bundle of dataset.networks) {
    const exists = await db
      .select({ id: explorerNetworks.id })
      .from(explorerNetworks)
      .where(sql`id = ${bundle.network.id}`);
    if (exists.length === 0) continue;
    await db.execute(
      sql`DELETE FROM network_docs WHERE explorer_network_id = ${bundle.network.id} AND snapshot_id = 1`,
    );
    await storeNetworkData(db, { networkId: bundle.network.id, snapshotId: 1 }, bundle.live);
    await storeIpam(db, bundle.network.id, bundle.ipam);
  }
}

export function generateSeedDataset(options: GenerateOptions = datasetOptions()): Dataset {
  return generateDataset(options);
}

/** The same dataset, generated with the event loop free between steps (for a server that already answers). */
export function generateSeedDatasetAsync(options: GenerateOptions = datasetOptions()): Promise<Dataset> {
  return generateDatasetAsync(options);
}
