import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginCredentials, loginDevices } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import { MASK } from '../login-credentials/service';

export type LoginDevice = {
  id: number;
  explorer_network_id: number;
  name: string;
  ip_address: string;
  vendor: string;
  platform: string;
  port: number;
  login_credential_id: number | null;
  enable_password: string | null;
  /** The SSH host key trusted on first use (`SHA256:…`), null before the first successful login. */
  host_key: string | null;
  /** `trusted`, `unknown` (never seen) or `changed` (the device showed another key: it fails until accepted). */
  host_key_state: 'unknown' | 'trusted' | 'changed';
  /** The key the device showed instead of the trusted one, while `changed`. */
  host_key_offered: string | null;
  last_polled: number | null;
  /** The outcome of the last poll: `SUCCESS`, `PARTIAL` or `FAILURE`; null before the first. */
  last_poll_state: 'SUCCESS' | 'PARTIAL' | 'FAILURE' | null;
  last_poll_reason: string | null;
  /** Added by discovery (a neighbour of a polled device), not by a person. */
  discovered: boolean;
};
export type LoginDeviceInput = {
  name: string;
  ip_address: string;
  vendor?: string;
  platform?: string;
  port?: number;
  login_credential_id?: number | null;
  enable_password?: string | null;
};

function toDevice(row: typeof loginDevices.$inferSelect): LoginDevice {
  return {
    id: row.id,
    explorer_network_id: row.explorerNetworkId,
    name: row.name,
    ip_address: row.ipAddress,
    vendor: row.vendor,
    platform: row.platform,
    port: row.port,
    login_credential_id: row.loginCredentialId,
    enable_password: row.enablePassword ? MASK : null,
    host_key: row.hostKey,
    host_key_state: row.hostKeyOffered ? 'changed' : row.hostKey ? 'trusted' : 'unknown',
    host_key_offered: row.hostKeyOffered,
    last_polled: row.lastPolled,
    last_poll_state: row.lastPollState as LoginDevice['last_poll_state'],
    last_poll_reason: row.lastPollReason,
    discovered: row.discovered,
  };
}

const sealEnable = (ctx: AppContext, value: string) => ctx.secrets.seal(value, 'device.enable_password');

const notFoundDevice = () => notFound('Login device not found.');

async function assertCredential(ctx: AppContext, networkId: number, credentialId: number | null | undefined) {
  if (credentialId === null || credentialId === undefined) return;
  const [row] = await ctx.db
    .select({ id: loginCredentials.id })
    .from(loginCredentials)
    .where(and(eq(loginCredentials.id, credentialId), eq(loginCredentials.explorerNetworkId, networkId)));
  if (!row) throw badRequest('The login credential does not belong to this network.');
}

export async function listDevices(ctx: AppContext, networkId: number): Promise<LoginDevice[]> {
  const rows = await ctx.db
    .select()
    .from(loginDevices)
    .where(eq(loginDevices.explorerNetworkId, networkId))
    .orderBy(asc(loginDevices.id));
  return rows.map(toDevice);
}

export async function deviceNetwork(ctx: AppContext, id: number): Promise<number> {
  const [row] = await ctx.db
    .select({ networkId: loginDevices.explorerNetworkId })
    .from(loginDevices)
    .where(eq(loginDevices.id, id));
  if (!row) throw notFoundDevice();
  return row.networkId;
}

export async function getDevice(ctx: AppContext, id: number): Promise<LoginDevice> {
  const [row] = await ctx.db.select().from(loginDevices).where(eq(loginDevices.id, id));
  if (!row) throw notFoundDevice();
  return toDevice(row);
}

export async function createDevice(
  ctx: AppContext,
  networkId: number,
  input: LoginDeviceInput,
): Promise<LoginDevice> {
  await assertCredential(ctx, networkId, input.login_credential_id);
  const [row] = await ctx.db
    .insert(loginDevices)
    .values({
      explorerNetworkId: networkId,
      name: input.name,
      ipAddress: input.ip_address,
      vendor: input.vendor ?? 'unknown',
      platform: input.platform ?? '',
      port: input.port ?? 22,
      loginCredentialId: input.login_credential_id ?? null,
      enablePassword:
        input.enable_password && input.enable_password !== MASK
          ? sealEnable(ctx, input.enable_password)
          : null,
    })
    .returning();
  if (!row) throw new HttpError(500, 'Internal Server Error');
  return toDevice(row);
}

export async function updateDevice(
  ctx: AppContext,
  id: number,
  input: LoginDeviceInput,
): Promise<LoginDevice> {
  const [stored] = await ctx.db.select().from(loginDevices).where(eq(loginDevices.id, id));
  if (!stored) throw notFoundDevice();
  await assertCredential(ctx, stored.explorerNetworkId, input.login_credential_id);
  const changes: Partial<typeof loginDevices.$inferInsert> = {
    name: input.name,
    ipAddress: input.ip_address,
  };
  // Another address or port is another SSH server: its key is trusted anew at the next login.
  if (input.ip_address !== stored.ipAddress || (input.port !== undefined && input.port !== stored.port)) {
    changes.hostKey = null;
    changes.hostKeyOffered = null;
  }
  if (input.vendor !== undefined) changes.vendor = input.vendor;
  if (input.platform !== undefined) changes.platform = input.platform;
  if (input.port !== undefined) changes.port = input.port;
  if (input.login_credential_id !== undefined) changes.loginCredentialId = input.login_credential_id;
  if (input.enable_password === null) changes.enablePassword = null;
  else if (input.enable_password && input.enable_password !== MASK)
    changes.enablePassword = sealEnable(ctx, input.enable_password);
  const [row] = await ctx.db.update(loginDevices).set(changes).where(eq(loginDevices.id, id)).returning();
  if (!row) throw notFoundDevice();
  return toDevice(row);
}

export async function deleteDevice(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(loginDevices)
    .where(eq(loginDevices.id, id))
    .returning({ id: loginDevices.id });
  if (deleted.length === 0) throw notFoundDevice();
}

/**
 * An admin accepts the host key a device showed instead of the trusted one (a replaced device, a new SSH key):
 * it becomes the trusted key, and the device is polled again. `fingerprint` must be the key offered, so a key
 * that changed again meanwhile is not accepted unseen.
 */
export async function acceptHostKey(ctx: AppContext, id: number, fingerprint: string): Promise<LoginDevice> {
  const [stored] = await ctx.db.select().from(loginDevices).where(eq(loginDevices.id, id));
  if (!stored) throw notFoundDevice();
  if (!stored.hostKeyOffered) throw badRequest('The device has not shown another host key.');
  if (stored.hostKeyOffered !== fingerprint)
    throw badRequest('The device has shown another host key since: check it again before accepting it.');
  const [row] = await ctx.db
    .update(loginDevices)
    .set({ hostKey: stored.hostKeyOffered, hostKeyOffered: null })
    .where(eq(loginDevices.id, id))
    .returning();
  if (!row) throw notFoundDevice();
  return toDevice(row);
}
