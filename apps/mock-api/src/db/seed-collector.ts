import { eq } from 'drizzle-orm';
import type { SecretBox } from '../security/secrets';
import type { CollectorAccess } from '../seed/collector';
import type { Db } from './index';
import { loginCredentials, loginDevices } from './schema';

/** Stores the credentials and login devices `collectorAccess` gave for a network, replacing what it had. */
export async function storeCollectorAccess(
  db: Db,
  networkId: number,
  access: CollectorAccess,
  secrets: SecretBox,
): Promise<void> {
  await db.delete(loginDevices).where(eq(loginDevices.explorerNetworkId, networkId));
  await db.delete(loginCredentials).where(eq(loginCredentials.explorerNetworkId, networkId));
  if (access.credentials.length === 0) return;
  const stored = await db
    .insert(loginCredentials)
    .values(
      access.credentials.map((credential) => ({
        explorerNetworkId: networkId,
        name: credential.name,
        username: credential.username,
        password: secrets.seal(credential.password, 'credential.password'),
        protocol: credential.protocol,
      })),
    )
    .returning({ id: loginCredentials.id });
  const idOf = new Map(access.credentials.map((credential, index) => [credential.key, stored[index]?.id]));
  if (access.devices.length === 0) return;
  await db.insert(loginDevices).values(
    access.devices.map((device) => ({
      explorerNetworkId: networkId,
      name: device.name,
      ipAddress: device.ip_address,
      vendor: device.vendor,
      platform: device.platform,
      port: device.port,
      loginCredentialId: idOf.get(device.credential) ?? null,
      enablePassword:
        device.enable_password === null
          ? null
          : secrets.seal(device.enable_password, 'device.enable_password'),
    })),
  );
}
