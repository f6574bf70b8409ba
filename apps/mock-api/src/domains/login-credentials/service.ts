import { privateKeyProblem } from '@lne/poller';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginCredentials, loginDevices } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import type { SecretPurpose } from '../../security/secrets';

/** Secrets are never answered in clear. */
export const MASK = '********';

export type LoginProtocol = 'ssh' | 'telnet' | 'snmp' | 'https';

export type LoginCredential = {
  id: number;
  explorer_network_id: number;
  name: string;
  username: string;
  /** `********` when a password is stored, else null. */
  password: string | null;
  /** `********` when a private key is stored, else null. */
  private_key: string | null;
  protocol: LoginProtocol;
};
export type LoginCredentialInput = {
  name: string;
  username: string;
  /** A new secret; missing or `********` keeps the stored one, null removes it. */
  password?: string | null;
  private_key?: string | null;
  passphrase?: string | null;
  protocol?: LoginProtocol;
};

type Row = typeof loginCredentials.$inferSelect;

function toCredential(row: Row): LoginCredential {
  return {
    id: row.id,
    explorer_network_id: row.explorerNetworkId,
    name: row.name,
    username: row.username,
    password: row.password ? MASK : null,
    private_key: row.privateKey ? MASK : null,
    protocol: row.protocol as LoginProtocol,
  };
}

/** What a login needs, opened: only the poller asks for it, and it never leaves the server. */
export type OpenedCredential = {
  username: string;
  password?: string;
  privateKey?: string;
  passphrase?: string;
  protocol: LoginProtocol;
};

export function openCredential(ctx: AppContext, row: Row): OpenedCredential {
  const { secrets } = ctx;
  return {
    username: row.username,
    protocol: row.protocol as LoginProtocol,
    ...(row.password ? { password: secrets.open(row.password, 'credential.password') } : {}),
    ...(row.privateKey ? { privateKey: secrets.open(row.privateKey, 'credential.private_key') } : {}),
    ...(row.passphrase ? { passphrase: secrets.open(row.passphrase, 'credential.passphrase') } : {}),
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

/** A given secret: a new value, or `undefined` (keep what is stored) for a missing or masked one, null to remove. */
const given = (value: string | null | undefined): string | null | undefined =>
  value === undefined || value === MASK ? undefined : value === '' ? null : value;

/**
 * The sealed columns an input changes. A private key must be one ssh2 reads (with its passphrase when it is
 * encrypted); a credential keeps a password or a private key.
 */
function sealedChanges(
  ctx: AppContext,
  input: LoginCredentialInput,
  stored: Row | undefined,
): Partial<typeof loginCredentials.$inferInsert> {
  const password = given(input.password);
  const privateKey = given(input.private_key);
  const passphrase = given(input.passphrase);
  /** The secret after the change: the given one, else the stored one opened, else none. */
  const after = (
    value: string | null | undefined,
    sealed: string | null | undefined,
    purpose: SecretPurpose,
  ) => (value !== undefined ? value : sealed ? ctx.secrets.open(sealed, purpose) : null);
  const keyAfter = after(privateKey, stored?.privateKey, 'credential.private_key');
  const passphraseAfter = after(passphrase, stored?.passphrase, 'credential.passphrase');
  if (keyAfter && (privateKey !== undefined || passphrase !== undefined)) {
    const problem = privateKeyProblem(keyAfter, passphraseAfter ?? undefined);
    if (problem) throw badRequest(`The private key cannot be used: ${problem}.`);
  }
  const passwordAfter = password !== undefined ? password : (stored?.password ?? null);
  if (!passwordAfter && !keyAfter) throw badRequest('A password or a private key is required.');
  const changes: Partial<typeof loginCredentials.$inferInsert> = {};
  const seal = (value: string | null, purpose: SecretPurpose) =>
    value === null ? null : ctx.secrets.seal(value, purpose);
  if (password !== undefined) changes.password = seal(password, 'credential.password');
  if (privateKey !== undefined) {
    changes.privateKey = seal(privateKey, 'credential.private_key');
    // A key removed takes its passphrase with it.
    if (privateKey === null) changes.passphrase = null;
  }
  if (passphrase !== undefined && keyAfter) changes.passphrase = seal(passphrase, 'credential.passphrase');
  return changes;
}

export async function createCredential(
  ctx: AppContext,
  networkId: number,
  input: LoginCredentialInput,
): Promise<LoginCredential> {
  const [row] = await ctx.db
    .insert(loginCredentials)
    .values({
      explorerNetworkId: networkId,
      name: input.name,
      username: input.username,
      protocol: input.protocol ?? 'ssh',
      ...sealedChanges(ctx, input, undefined),
    })
    .returning();
  if (!row) throw new HttpError(500, 'Internal Server Error');
  return toCredential(row);
}

/** A missing or masked secret keeps the stored one; an empty or null one removes it. */
export async function updateCredential(
  ctx: AppContext,
  id: number,
  input: LoginCredentialInput,
): Promise<LoginCredential> {
  const [stored] = await ctx.db.select().from(loginCredentials).where(eq(loginCredentials.id, id));
  if (!stored) throw notFound('Login credential not found.');
  const changes: Partial<typeof loginCredentials.$inferInsert> = {
    name: input.name,
    username: input.username,
    ...sealedChanges(ctx, input, stored),
  };
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
