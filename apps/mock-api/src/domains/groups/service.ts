import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { explorerNetworks, groupNetworks, groups, groupUsers, users } from '../../db/schema';
import { badRequest, HttpError, MESSAGES, notFound } from '../../errors';

export type GroupRead = {
  id: number;
  name: string;
  users: { id: number; username: string; email: string; role: string }[];
  explorer_networks: { id: number; name: string }[];
};

async function readGroups(ctx: AppContext, ids?: number[]): Promise<GroupRead[]> {
  const base = ctx.db.select().from(groups).orderBy(asc(groups.id));
  const rows = ids ? await base.where(inArray(groups.id, ids)) : await base;
  if (rows.length === 0) return [];
  const groupIds = rows.map((row) => row.id);
  const members = await ctx.db
    .select({
      groupId: groupUsers.groupId,
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
    })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(inArray(groupUsers.groupId, groupIds))
    .orderBy(asc(users.id));
  const networks = await ctx.db
    .select({ groupId: groupNetworks.groupId, id: explorerNetworks.id, name: explorerNetworks.name })
    .from(groupNetworks)
    .innerJoin(explorerNetworks, eq(explorerNetworks.id, groupNetworks.explorerNetworkId))
    .where(inArray(groupNetworks.groupId, groupIds))
    .orderBy(asc(explorerNetworks.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    users: members.filter((m) => m.groupId === row.id).map(({ groupId: _, ...user }) => user),
    explorer_networks: networks
      .filter((n) => n.groupId === row.id)
      .map(({ groupId: _, ...network }) => network),
  }));
}

export const listGroups = (ctx: AppContext) => readGroups(ctx);

export async function getGroup(ctx: AppContext, id: number): Promise<GroupRead> {
  const [group] = await readGroups(ctx, [id]);
  if (!group) throw notFound(MESSAGES.groupNotFound);
  return group;
}

export async function createGroup(
  ctx: AppContext,
  input: { name: string; user_ids?: number[]; explorer_network_ids?: number[] },
): Promise<GroupRead> {
  const name = input.name.trim();
  if (!name) throw badRequest('The group name cannot be empty.');
  const [clash] = await ctx.db.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
  if (clash) throw badRequest(`A group named '${name}' already exists.`);
  const userIds = [...new Set(input.user_ids ?? [])];
  const networkIds = [...new Set(input.explorer_network_ids ?? [])];
  await assertUsersExist(ctx, userIds);
  await assertNetworksExist(ctx, networkIds);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(groups).values({ name }).returning();
    if (!row) throw new HttpError(500, 'Internal Server Error');
    if (userIds.length)
      await tx.insert(groupUsers).values(userIds.map((userId) => ({ groupId: row.id, userId })));
    if (networkIds.length) {
      await tx
        .insert(groupNetworks)
        .values(networkIds.map((explorerNetworkId) => ({ groupId: row.id, explorerNetworkId })));
    }
    return row.id;
  });
  return getGroup(ctx, id);
}

export async function deleteGroup(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id });
  if (deleted.length === 0) throw notFound(MESSAGES.groupNotFound);
}

async function assertUsersExist(ctx: AppContext, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await ctx.db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length) throw notFound(MESSAGES.userNotFound);
}

async function assertNetworksExist(ctx: AppContext, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await ctx.db
    .select({ id: explorerNetworks.id })
    .from(explorerNetworks)
    .where(inArray(explorerNetworks.id, ids));
  if (ids.some((id) => !rows.some((row) => row.id === id))) throw notFound(MESSAGES.networkNotFound);
}

export async function addUsers(ctx: AppContext, groupId: number, ids: number[]): Promise<GroupRead> {
  await getGroup(ctx, groupId);
  const unique = [...new Set(ids)];
  await assertUsersExist(ctx, unique);
  if (unique.length) {
    await ctx.db
      .insert(groupUsers)
      .values(unique.map((userId) => ({ groupId, userId })))
      .onConflictDoNothing();
  }
  return getGroup(ctx, groupId);
}

export async function removeUsers(ctx: AppContext, groupId: number, ids: number[]): Promise<GroupRead> {
  await getGroup(ctx, groupId);
  if (ids.length) {
    await ctx.db
      .delete(groupUsers)
      .where(and(eq(groupUsers.groupId, groupId), inArray(groupUsers.userId, ids)));
  }
  return getGroup(ctx, groupId);
}

export async function addNetworks(ctx: AppContext, groupId: number, ids: number[]): Promise<GroupRead> {
  await getGroup(ctx, groupId);
  const unique = [...new Set(ids)];
  await assertNetworksExist(ctx, unique);
  if (unique.length) {
    await ctx.db
      .insert(groupNetworks)
      .values(unique.map((explorerNetworkId) => ({ groupId, explorerNetworkId })))
      .onConflictDoNothing();
  }
  return getGroup(ctx, groupId);
}

export async function removeNetworks(ctx: AppContext, groupId: number, ids: number[]): Promise<GroupRead> {
  await getGroup(ctx, groupId);
  if (ids.length) {
    await ctx.db
      .delete(groupNetworks)
      .where(and(eq(groupNetworks.groupId, groupId), inArray(groupNetworks.explorerNetworkId, ids)));
  }
  return getGroup(ctx, groupId);
}
