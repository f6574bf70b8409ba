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
  };
}

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
      enablePassword: input.enable_password && input.enable_password !== MASK ? input.enable_password : null,
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
  const networkId = await deviceNetwork(ctx, id);
  await assertCredential(ctx, networkId, input.login_credential_id);
  const changes: Partial<typeof loginDevices.$inferInsert> = {
    name: input.name,
    ipAddress: input.ip_address,
  };
  if (input.vendor !== undefined) changes.vendor = input.vendor;
  if (input.platform !== undefined) changes.platform = input.platform;
  if (input.port !== undefined) changes.port = input.port;
  if (input.login_credential_id !== undefined) changes.loginCredentialId = input.login_credential_id;
  if (input.enable_password === null) changes.enablePassword = null;
  else if (input.enable_password && input.enable_password !== MASK)
    changes.enablePassword = input.enable_password;
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
