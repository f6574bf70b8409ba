import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import { explorerNetworks, networkDocs, settings, snapshotSchedules, snapshots } from '../../db/schema';
import { datasetOptions, generateSeedDataset, resetLiveNetworkData } from '../../db/seed-network';
import { badRequest, HttpError, MESSAGES, notFound } from '../../errors';
import type { GenerateOptions } from '../../seed/index';

export type Snapshot = { id: number; name: string; created: number; explorer_network_id: number };

export const LIVE_NAME = 'live';

function liveSnapshot(networkId: number, now: number): Snapshot {
  return { id: LIVE_SNAPSHOT_ID, name: LIVE_NAME, created: now, explorer_network_id: networkId };
}

function toSnapshot(row: typeof snapshots.$inferSelect): Snapshot {
  return { id: row.id, name: row.name, created: row.created, explorer_network_id: row.explorerNetworkId };
}

/** Spec §9: live first, then the others by id descending. */
export async function listSnapshots(
  ctx: AppContext,
  networkId: number,
  now = Date.now(),
): Promise<Snapshot[]> {
  const rows = await ctx.db
    .select()
    .from(snapshots)
    .where(eq(snapshots.explorerNetworkId, networkId))
    .orderBy(desc(snapshots.id));
  return [liveSnapshot(networkId, Math.floor(now / 1000)), ...rows.map(toSnapshot)];
}

export async function getSnapshot(ctx: AppContext, networkId: number, snapshotId: number): Promise<Snapshot> {
  if (snapshotId === LIVE_SNAPSHOT_ID) return liveSnapshot(networkId, Math.floor(Date.now() / 1000));
  const [row] = await ctx.db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.id, snapshotId), eq(snapshots.explorerNetworkId, networkId)));
  if (!row) throw notFound(MESSAGES.snapshotNotFound);
  return toSnapshot(row);
}

/** The snapshot id exists for the network (live always does). */
export async function assertSnapshot(ctx: AppContext, networkId: number, snapshotId: number): Promise<void> {
  await getSnapshot(ctx, networkId, snapshotId);
}

export function defaultSnapshotName(now: Date): string {
  return `snapshot ${now.toISOString().slice(0, 19).replace('T', ' ')}`;
}

/** Copies the live documents of the network into a new snapshot, all in the caller's transaction. */
export async function takeSnapshotIn(
  tx: Db,
  networkId: number,
  name: string,
  created: number,
): Promise<Snapshot> {
  const [row] = await tx
    .insert(snapshots)
    .values({ explorerNetworkId: networkId, name, created })
    .returning();
  if (!row) throw new HttpError(500, 'Internal Server Error');
  await tx.execute(sql`
    INSERT INTO network_docs (explorer_network_id, snapshot_id, kind, doc_id, data)
    SELECT explorer_network_id, ${row.id}, kind, doc_id, data FROM network_docs
    WHERE explorer_network_id = ${networkId} AND snapshot_id = ${LIVE_SNAPSHOT_ID}`);
  return toSnapshot(row);
}

export async function createSnapshot(
  ctx: AppContext,
  networkId: number,
  name: string | undefined,
): Promise<Snapshot> {
  const now = new Date();
  const label = name?.trim() || defaultSnapshotName(now);
  return ctx.db.transaction((tx) => takeSnapshotIn(tx, networkId, label, Math.floor(now.getTime() / 1000)));
}

/**
 * One snapshot of every network, in one transaction; with `resetLive` the live state of the generated
 * networks then goes back to the seeded dataset.
 */
export async function snapshotAllNetworks(ctx: AppContext, resetLive = false): Promise<Snapshot[]> {
  const now = new Date();
  const label = defaultSnapshotName(now);
  return ctx.db.transaction(async (tx) => {
    const networks = await tx
      .select({ id: explorerNetworks.id })
      .from(explorerNetworks)
      .orderBy(asc(explorerNetworks.id));
    const taken: Snapshot[] = [];
    for (const network of networks)
      taken.push(await takeSnapshotIn(tx, network.id, label, Math.floor(now.getTime() / 1000)));
    if (resetLive) {
      const [stored] = await tx.select().from(settings).where(eq(settings.key, 'dataset'));
      const options = (stored?.value ?? datasetOptions()) as GenerateOptions;
      await resetLiveNetworkData(tx, generateSeedDataset(options));
    }
    return taken;
  });
}

export async function renameSnapshot(
  ctx: AppContext,
  networkId: number,
  snapshotId: number,
  name: string,
): Promise<Snapshot> {
  if (snapshotId === LIVE_SNAPSHOT_ID) throw badRequest(MESSAGES.liveSnapshot);
  const label = name.trim();
  if (!label) throw badRequest('The snapshot name cannot be empty.');
  const [row] = await ctx.db
    .update(snapshots)
    .set({ name: label })
    .where(and(eq(snapshots.id, snapshotId), eq(snapshots.explorerNetworkId, networkId)))
    .returning();
  if (!row) throw notFound(MESSAGES.snapshotNotFound);
  return toSnapshot(row);
}

export async function deleteSnapshot(ctx: AppContext, networkId: number, snapshotId: number): Promise<void> {
  if (snapshotId === LIVE_SNAPSHOT_ID) throw badRequest(MESSAGES.liveSnapshot);
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(snapshots)
      .where(and(eq(snapshots.id, snapshotId), eq(snapshots.explorerNetworkId, networkId)))
      .returning({ id: snapshots.id });
    if (deleted.length === 0) throw notFound(MESSAGES.snapshotNotFound);
    await tx
      .delete(networkDocs)
      .where(and(eq(networkDocs.explorerNetworkId, networkId), eq(networkDocs.snapshotId, snapshotId)));
  });
}

export type Schedule = {
  explorer_network_id: number;
  enabled: boolean;
  interval_seconds: number;
  keep: number;
  last_run: number | null;
  next_run: number | null;
};

export async function listSchedules(ctx: AppContext, networkIds: number[] | 'all'): Promise<Schedule[]> {
  const rows = await ctx.db
    .select()
    .from(snapshotSchedules)
    .orderBy(asc(snapshotSchedules.explorerNetworkId));
  return rows
    .filter((row) => networkIds === 'all' || networkIds.includes(row.explorerNetworkId))
    .map((row) => ({
      explorer_network_id: row.explorerNetworkId,
      enabled: row.enabled,
      interval_seconds: row.intervalSeconds,
      keep: row.keep,
      last_run: row.lastRun,
      next_run: row.enabled ? (row.lastRun ?? 0) + row.intervalSeconds : null,
    }));
}

export const AUTO_PREFIX = 'auto ';

/** Takes the snapshots whose schedule is due and keeps only the newest `keep` automatic ones. */
export async function runDueSchedules(ctx: AppContext, nowSeconds: number): Promise<Snapshot[]> {
  return ctx.db.transaction(async (tx) => {
    const due = (await tx.select().from(snapshotSchedules)).filter(
      (row) => row.enabled && (row.lastRun ?? 0) + row.intervalSeconds <= nowSeconds,
    );
    const taken: Snapshot[] = [];
    for (const schedule of due) {
      const name = `${AUTO_PREFIX}${new Date(nowSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')}`;
      taken.push(await takeSnapshotIn(tx, schedule.explorerNetworkId, name, nowSeconds));
      await tx
        .update(snapshotSchedules)
        .set({ lastRun: nowSeconds })
        .where(eq(snapshotSchedules.explorerNetworkId, schedule.explorerNetworkId));
      const automatic = await tx
        .select({ id: snapshots.id, name: snapshots.name })
        .from(snapshots)
        .where(eq(snapshots.explorerNetworkId, schedule.explorerNetworkId))
        .orderBy(desc(snapshots.id));
      for (const old of automatic.filter((s) => s.name.startsWith(AUTO_PREFIX)).slice(schedule.keep)) {
        await tx.delete(snapshots).where(eq(snapshots.id, old.id));
        await tx
          .delete(networkDocs)
          .where(
            and(
              eq(networkDocs.explorerNetworkId, schedule.explorerNetworkId),
              eq(networkDocs.snapshotId, old.id),
            ),
          );
      }
    }
    return taken;
  });
}
