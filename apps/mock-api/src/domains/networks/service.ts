import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext, CurrentUser } from '../../context';
import {
  explorerNetworks,
  groupNetworks,
  groupUsers,
  networkDocs,
  snapshotSchedules,
  snapshots,
} from '../../db/schema';
import { badRequest, forbidden, HttpError, MESSAGES, notFound } from '../../errors';

export type ExplorerNetwork = { id: number; name: string; description: string; archived_at: number | null };
export type ExplorerNetworkInput = { name: string; description?: string; archived?: boolean };

/** A network as answered: `archived_at` is null while the network is in use. */
const NETWORK = {
  id: explorerNetworks.id,
  name: explorerNetworks.name,
  description: explorerNetworks.description,
  archived_at: explorerNetworks.archivedAt,
};

/** Admins see every network; others the networks of their groups. */
export async function visibleNetworkIds(ctx: AppContext, user: CurrentUser): Promise<number[] | 'all'> {
  if (user.role === 'admin' || user.isSuperuser) return 'all';
  const rows = await ctx.db
    .selectDistinct({ id: groupNetworks.explorerNetworkId })
    .from(groupNetworks)
    .innerJoin(groupUsers, eq(groupUsers.groupId, groupNetworks.groupId))
    .where(eq(groupUsers.userId, user.id));
  return rows.map((row) => row.id);
}

export async function listNetworks(ctx: AppContext, user: CurrentUser): Promise<ExplorerNetwork[]> {
  const visible = await visibleNetworkIds(ctx, user);
  if (visible !== 'all' && visible.length === 0) return [];
  const query = ctx.db.select(NETWORK).from(explorerNetworks).orderBy(asc(explorerNetworks.id));
  return visible === 'all' ? query : query.where(inArray(explorerNetworks.id, visible));
}

/** The network, when it exists (404) and the user may see it (403). */
export async function assertNetworkAccess(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
): Promise<ExplorerNetwork> {
  const [row] = await ctx.db.select(NETWORK).from(explorerNetworks).where(eq(explorerNetworks.id, id));
  if (!row) throw notFound(MESSAGES.networkNotFound);
  const visible = await visibleNetworkIds(ctx, user);
  if (visible !== 'all' && !visible.includes(id)) throw forbidden(MESSAGES.networkForbidden);
  return row;
}

async function assertNameFree(ctx: AppContext, name: string, except?: number): Promise<void> {
  const [row] = await ctx.db
    .select({ id: explorerNetworks.id })
    .from(explorerNetworks)
    .where(eq(explorerNetworks.name, name));
  if (row && row.id !== except) throw badRequest(`An explorer network named '${name}' already exists.`);
}

/** Creates the network with its default snapshot schedule, and gives the creator's groups access to it. */
export async function createNetwork(
  ctx: AppContext,
  user: CurrentUser,
  input: ExplorerNetworkInput,
): Promise<ExplorerNetwork> {
  const name = input.name.trim();
  if (!name) throw badRequest('The network name cannot be empty.');
  await assertNameFree(ctx, name);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(explorerNetworks)
      .values({ name, description: input.description ?? '' })
      .returning(NETWORK);
    if (!row) throw new HttpError(500, 'Internal Server Error');
    await tx
      .insert(snapshotSchedules)
      .values({ explorerNetworkId: row.id, enabled: true, intervalSeconds: 86400, keep: 7 });
    const memberships = await tx
      .select({ groupId: groupUsers.groupId })
      .from(groupUsers)
      .where(eq(groupUsers.userId, user.id));
    if (memberships.length > 0) {
      await tx
        .insert(groupNetworks)
        .values(memberships.map((m) => ({ groupId: m.groupId, explorerNetworkId: row.id })));
    }
    return row;
  });
}

export async function updateNetwork(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
  input: ExplorerNetworkInput,
): Promise<ExplorerNetwork> {
  const network = await assertNetworkAccess(ctx, user, id);
  const name = input.name.trim();
  if (!name) throw badRequest('The network name cannot be empty.');
  await assertNameFree(ctx, name, id);
  const changes: Partial<typeof explorerNetworks.$inferInsert> = { name };
  if (input.description !== undefined) changes.description = input.description;
  // Archiving keeps every row of the network; it only hides the network from the selector.
  if (input.archived !== undefined) {
    changes.archivedAt = input.archived ? (network.archived_at ?? Math.floor(Date.now() / 1000)) : null;
  }
  const [row] = await ctx.db
    .update(explorerNetworks)
    .set(changes)
    .where(eq(explorerNetworks.id, id))
    .returning(NETWORK);
  if (!row) throw notFound(MESSAGES.networkNotFound);
  return row;
}

/** Deletes the network with everything it holds (the foreign keys cascade inside one statement). */
export async function deleteNetwork(ctx: AppContext, user: CurrentUser, id: number): Promise<void> {
  await assertNetworkAccess(ctx, user, id);
  await ctx.db.delete(explorerNetworks).where(eq(explorerNetworks.id, id));
}

export type ExplorerNetworkSummary = {
  id: number;
  name: string;
  devices: number;
  hosts: number;
  snapshots: number;
};

const LIVE_SNAPSHOT_ID = 1;

/** What deleting the network would remove: its live devices and hosts and its stored snapshots. */
export async function networkSummary(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
): Promise<ExplorerNetworkSummary> {
  const network = await assertNetworkAccess(ctx, user, id);
  const kinds = await ctx.db
    .select({ kind: networkDocs.kind, value: count() })
    .from(networkDocs)
    .where(
      and(
        eq(networkDocs.explorerNetworkId, id),
        eq(networkDocs.snapshotId, LIVE_SNAPSHOT_ID),
        inArray(networkDocs.kind, ['device', 'host']),
      ),
    )
    .groupBy(networkDocs.kind);
  const [stored] = await ctx.db
    .select({ value: count() })
    .from(snapshots)
    .where(and(eq(snapshots.explorerNetworkId, id), ne(snapshots.id, LIVE_SNAPSHOT_ID)));
  const countOf = (kind: string) => kinds.find((row) => row.kind === kind)?.value ?? 0;
  return {
    id: network.id,
    name: network.name,
    devices: countOf('device'),
    hosts: countOf('host'),
    snapshots: stored?.value ?? 0,
  };
}
