import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginCredentials, loginDevices } from '../../db/schema';
import { HttpError, notFound } from '../../errors';

/** Secrets are never answered in clear. */
export const MASK = '********';

export type LoginCredential = {
  id: number;
  explorer_network_id: number;
  name: string;
  username: string;
  password: string;
  protocol: 'ssh' | 'telnet' | 'snmp' | 'https';
};
export type LoginCredentialInput = {
  name: string;
  username: string;
  password?: string;
  protocol?: LoginCredential['protocol'];
};

function toCredential(row: typeof loginCredentials.$inferSelect): LoginCredential {
  return {
    id: row.id,
    explorer_network_id: row.explorerNetworkId,
    name: row.name,
    username: row.username,
    password: MASK,
    protocol: row.protocol as LoginCredential['protocol'],
  };
}

export async function listCredentials(ctx: AppContext, networkId: number): Promise<LoginCredential[]> {
  const rows = await ctx.db
    .select()
    .from(loginCredentials)
    .where(eq(loginCredentials.explorerNetworkId, networkId))
    .orderBy(asc(loginCredentials.id));
  return rows.map(toCredential);
}

/** The network the credential belongs to (for the access check), or 404. */
export async function credentialNetwork(ctx: AppContext, id: number): Promise<number> {
  const [row] = await ctx.db
    .select({ networkId: loginCredentials.explorerNetworkId })
    .from(loginCredentials)
    .where(eq(loginCredentials.id, id));
  if (!row) throw notFound('Login credential not found.');
  return row.networkId;
}

export async function getCredential(ctx: AppContext, id: number): Promise<LoginCredential> {
  const [row] = await ctx.db.select().from(loginCredentials).where(eq(loginCredentials.id, id));
  if (!row) throw notFound('Login credential not found.');
  return toCredential(row);
}

export async function createCredential(
  ctx: AppContext,
  networkId: number,
  input: LoginCredentialInput,
): Promise<LoginCredential> {
  if (!input.password || input.password === MASK) throw new HttpError(400, 'A password is required.');
  const [row] = await ctx.db
    .insert(loginCredentials)
    .values({
      explorerNetworkId: networkId,
      name: input.name,
      username: input.username,
      password: input.password,
      protocol: input.protocol ?? 'ssh',
    })
    .returning();
  if (!row) throw new HttpError(500, 'Internal Server Error');
  return toCredential(row);
}

/** A missing or masked password keeps the stored one. */
export async function updateCredential(
  ctx: AppContext,
  id: number,
  input: LoginCredentialInput,
): Promise<LoginCredential> {
  const changes: Partial<typeof loginCredentials.$inferInsert> = {
    name: input.name,
    username: input.username,
  };
  if (input.password && input.password !== MASK) changes.password = input.password;
  if (input.protocol) changes.protocol = input.protocol;
  const [row] = await ctx.db
    .update(loginCredentials)
    .set(changes)
    .where(eq(loginCredentials.id, id))
    .returning();
  if (!row) throw notFound('Login credential not found.');
  return toCredential(row);
}

/** Devices that logged in with the credential keep no credential (rather than a dangling id). */
export async function deleteCredential(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(loginCredentials)
      .where(eq(loginCredentials.id, id))
      .returning({ id: loginCredentials.id });
    if (deleted.length === 0) throw notFound('Login credential not found.');
    await tx
      .update(loginDevices)
      .set({ loginCredentialId: null })
      .where(eq(loginDevices.loginCredentialId, id));
  });
}
