import { sql } from 'drizzle-orm';
import type { Dataset, GenerateOptions, IpamData } from '../seed/index';
import { generateDataset, generateDatasetAsync } from '../seed/index';
import type { Db } from './index';
import { putRawDocs, storeNetworkData } from './network-store';
import { explorerNetworks, settings, snapshotSchedules, snapshots } from './schema';
import { seedCollectorAccess } from './seed-collector';

/** IPAM entities are stored with the documents of their network, one kind per entity (live and history). */
export const IPAM_KINDS: Record<keyof IpamData, string> = {
  vrfs: 'ipam_vrf',
  prefixes: 'ipam_prefix',
  ip_addresses: 'ipam_ip',
  vlans: 'ipam_vlan',
  locations: 'ipam_location',
};

export async function storeIpam(db: Db, networkId: number, ipam: IpamData, snapshotId = 1): Promise<void> {
  for (const [key, kind] of Object.entries(IPAM_KINDS) as [keyof IpamData, string][]) {
    await putRawDocs(
      db,
      { networkId, snapshotId },
      kind,
      ipam[key].map((item) => ({ id: String(item.id), data: item })),
    );
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
export async function seedNetworkData(db: Db, dataset: Dataset): Promise<void> {
  for (const bundle of dataset.networks) {
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
    await storeNetworkData(db, { networkId: id, snapshotId: 1 }, bundle.live);
    await storeIpam(db, id, bundle.ipam);
    await seedCollectorAccess(db, bundle);
    for (const history of bundle.snapshots) {
      await db.insert(snapshots).values({
        id: history.snapshot.id,
        explorerNetworkId: id,
        name: history.snapshot.name,
        created: history.snapshot.created,
      });
      await storeNetworkData(db, { networkId: id, snapshotId: history.snapshot.id }, history.data);
      // The documentation was the same then: the live diff of an older snapshot compares it with that state.
      await storeIpam(db, id, bundle.ipam, history.snapshot.id);
    }
  }
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('explorer_networks', 'id'), (SELECT max(id) FROM explorer_networks))`,
  );
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('snapshots', 'id'), greatest((SELECT max(id) FROM snapshots), 1))`,
  );
  const value = dataset.options;
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
