import { and, asc, eq, ne, or } from 'drizzle-orm';
import { toCurrentUser } from '../../auth/guard';
import { hashPassword } from '../../auth/password';
import type { AppContext, CurrentUser } from '../../context';
import { users } from '../../db/schema';
import { badRequest, HttpError, MESSAGES, notFound } from '../../errors';

export type UserRead = {
  id: number;
  email: string;
  username: string;
  is_active: boolean;
  is_superuser: boolean;
  is_verified: boolean;
  is_demo: boolean;
  role: 'admin' | 'user' | 'reader';
};

export function toUserRead(user: CurrentUser): UserRead {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    is_active: user.isActive,
    is_superuser: user.isSuperuser,
    is_verified: user.isVerified,
    is_demo: user.isDemo,
    role: user.role,
  };
}

export type UserCreate = {
  email: string;
  password: string;
  username?: string;
  role?: 'admin' | 'user' | 'reader';
  is_active?: boolean;
  is_superuser?: boolean;
  is_verified?: boolean;
};

export type UserUpdate = Partial<UserCreate>;

export const MIN_PASSWORD_LENGTH = 3;

function checkPassword(password: string, code: string): string {
  const trimmed = password.trim();
  if (trimmed.length < MIN_PASSWORD_LENGTH) {
    throw badRequest({ code, reason: `Password should be at least ${MIN_PASSWORD_LENGTH} characters` });
  }
  return trimmed;
}

export async function listUsers(ctx: AppContext): Promise<UserRead[]> {
  const rows = await ctx.db.select().from(users).orderBy(asc(users.id));
  return rows.map((row) => toUserRead(toCurrentUser(row)));
}

export async function getUser(ctx: AppContext, id: number): Promise<UserRead> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(MESSAGES.userNotFound);
  return toUserRead(toCurrentUser(row));
}

async function assertFree(
  ctx: AppContext,
  email: string | undefined,
  username: string | undefined,
  except?: number,
) {
  const conditions = [];
  if (email) conditions.push(eq(users.email, email));
  if (username) conditions.push(eq(users.username, username));
  if (conditions.length === 0) return;
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(or(...conditions));
  return rows.some((row) => row.id !== except);
}

export async function registerUser(ctx: AppContext, input: UserCreate): Promise<UserRead> {
  const password = checkPassword(input.password, 'REGISTER_INVALID_PASSWORD');
  const username = input.username ?? input.email.split('@')[0] ?? input.email;
  if (await assertFree(ctx, input.email, username)) throw badRequest(MESSAGES.userExists);
  const role = input.role ?? (input.is_superuser ? 'admin' : 'reader');
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: input.email,
      username,
      hashedPassword: await hashPassword(password),
      role,
      isActive: input.is_active ?? true,
      isSuperuser: input.is_superuser ?? role === 'admin',
      isVerified: input.is_verified ?? false,
    })
    .returning();
  if (!row) throw new HttpError(500, 'Internal Server Error');
  return toUserRead(toCurrentUser(row));
}

/** `safe` updates (a user on themselves) cannot change role, activity or superuser flags. */
export async function updateUser(
  ctx: AppContext,
  id: number,
  input: UserUpdate,
  safe: boolean,
): Promise<UserRead> {
  const [existing] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!existing) throw notFound(MESSAGES.userNotFound);
  if (await assertFree(ctx, input.email, input.username, id)) throw badRequest(MESSAGES.updateUserExists);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.password !== undefined) {
    changes.hashedPassword = await hashPassword(
      checkPassword(input.password, 'UPDATE_USER_INVALID_PASSWORD'),
    );
  }
  if (input.email !== undefined) changes.email = input.email;
  if (input.username !== undefined) changes.username = input.username;
  if (!safe) {
    if (input.role !== undefined) changes.role = input.role;
    if (input.is_active !== undefined) changes.isActive = input.is_active;
    if (input.is_superuser !== undefined) changes.isSuperuser = input.is_superuser;
    if (input.is_verified !== undefined) changes.isVerified = input.is_verified;
  }
  if (Object.keys(changes).length === 0) return toUserRead(toCurrentUser(existing));
  const after = { ...existing, ...changes };
  if (administers(existing) && !administers(after)) await assertAnotherAdministrator(ctx, id);
  const [row] = await ctx.db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw notFound(MESSAGES.userNotFound);
  return toUserRead(toCurrentUser(row));
}

export const LAST_SUPERUSER =
  'The last active superuser cannot be deleted, deactivated or demoted: make another user an active superuser first.';

/** An account that can manage the system: active, superuser, with the admin role. */
function administers(row: Pick<typeof users.$inferSelect, 'isActive' | 'isSuperuser' | 'role'>): boolean {
  return row.isActive && row.isSuperuser && row.role === 'admin';
}

/**
 * Refuses a change that would leave no account able to manage users, backups and settings. Writes hold the
 * write lock, so two requests cannot each remove one of the last two.
 */
async function assertAnotherAdministrator(ctx: AppContext, id: number): Promise<void> {
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(ne(users.id, id), eq(users.isActive, true), eq(users.isSuperuser, true), eq(users.role, 'admin')),
    )
    .limit(1);
  if (!other) throw badRequest(LAST_SUPERUSER);
}

export async function deleteUser(ctx: AppContext, id: number): Promise<void> {
  const [existing] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (existing && administers(existing)) await assertAnotherAdministrator(ctx, id);
  const deleted = await ctx.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (deleted.length === 0) throw notFound(MESSAGES.userNotFound);
}
