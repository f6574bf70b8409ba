import { eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { loginCredentials, loginDevices } from '../db/schema';
import { isSealed, type SecretBox, type SecretPurpose, sealedKeyId } from './secrets';

/** Where login secrets are stored, and what each is. */
const CREDENTIAL_COLUMNS = [
  ['password', 'credential.password'],
  ['privateKey', 'credential.private_key'],
  ['passphrase', 'credential.passphrase'],
] as const satisfies readonly (readonly [keyof typeof loginCredentials.$inferSelect, SecretPurpose])[];

export type StoredSecretsReport = {
  /** Values that were stored in clear (before secrets were sealed, or from an older backup) and are now sealed. */
  sealed: number;
  /** Values sealed with another key: they cannot be opened with this server's key. */
  foreign: number;
};

/**
 * Seals every login secret still stored in clear, and counts those sealed with another key. Run at start and
 * after a restore; values already sealed with this server's key are left as they are.
 */
export async function sealStoredSecrets(db: Db, secrets: SecretBox): Promise<StoredSecretsReport> {
  const report: StoredSecretsReport = { sealed: 0, foreign: 0 };
  const check = (value: string | null, purpose: SecretPurpose): string | undefined => {
    if (value === null || value === '') return undefined;
    if (isSealed(value)) {
      if (sealedKeyId(value) !== secrets.keyId) report.foreign += 1;
      return undefined;
    }
    report.sealed += 1;
    return secrets.seal(value, purpose);
  };
  await db.transaction(async (tx) => {
    for (const row of await tx.select().from(loginCredentials)) {
      const changes: Partial<typeof loginCredentials.$inferInsert> = {};
      for (const [column, purpose] of CREDENTIAL_COLUMNS) {
        const sealed = check(row[column], purpose);
        if (sealed !== undefined) changes[column] = sealed;
      }
      if (Object.keys(changes).length > 0)
        await tx.update(loginCredentials).set(changes).where(eq(loginCredentials.id, row.id));
    }
    for (const row of await tx.select().from(loginDevices)) {
      const sealed = check(row.enablePassword, 'device.enable_password');
      if (sealed !== undefined)
        await tx.update(loginDevices).set({ enablePassword: sealed }).where(eq(loginDevices.id, row.id));
    }
  });
  return report;
}

/** The key ids of the sealed secrets in backup rows that are not this server's key. */
export function foreignKeyIds(tables: Record<string, unknown[]>, secrets: SecretBox): string[] {
  const ids = new Set<string>();
  const columns: Record<string, readonly string[]> = {
    login_credentials: ['password', 'private_key', 'passphrase'],
    login_devices: ['enable_password'],
  };
  for (const [table, names] of Object.entries(columns)) {
    for (const row of tables[table] ?? []) {
      for (const name of names) {
        const value = (row as Record<string, unknown>)[name];
        const id = typeof value === 'string' ? sealedKeyId(value) : undefined;
        if (id !== undefined && id !== secrets.keyId) ids.add(id);
      }
    }
  }
  return [...ids];
}
