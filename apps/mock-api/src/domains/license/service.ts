import { desc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { licenses } from '../../db/schema';
import { SEED_LICENSE_FEATURES } from '../../db/seed-base';
import { badRequest } from '../../errors';

export type License = {
  key: string | null;
  features: string[];
  is_valid: boolean;
  expires_at: number | null;
};

/** `LNE-` and four to six groups of four letters or digits. */
export const LICENSE_KEY = /^LNE-[A-Z0-9]{4}(-[A-Z0-9]{4}){3,5}$/;
const YEAR = 365 * 86400;

/** The key with all but its last group hidden. */
export function maskKey(key: string): string {
  const groups = key.split('-');
  return groups
    .map((group, index) => (index === 0 || index === groups.length - 1 ? group : '****'))
    .join('-');
}

export async function currentLicense(ctx: AppContext, now = Math.floor(Date.now() / 1000)): Promise<License> {
  const [row] = await ctx.db.select().from(licenses).orderBy(desc(licenses.id)).limit(1);
  if (!row) return { key: null, features: [], is_valid: false, expires_at: null };
  return {
    key: maskKey(row.key),
    features: row.features,
    is_valid: row.expiresAt > now,
    expires_at: row.expiresAt,
  };
}

/** Installs a key: valid for a year with the standard features; an `EXPD` group marks an expired key. */
export async function installLicense(ctx: AppContext, key: string): Promise<License> {
  const normalized = key.trim().toUpperCase();
  if (!LICENSE_KEY.test(normalized)) throw badRequest('Invalid license key.');
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = normalized.includes('-EXPD') ? now - 86400 : now + YEAR;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(licenses);
    await tx
      .insert(licenses)
      .values({ key: normalized, features: SEED_LICENSE_FEATURES, expiresAt, created: now });
  });
  return currentLicense(ctx);
}

export async function removeLicense(ctx: AppContext): Promise<void> {
  await ctx.db.delete(licenses);
}

export async function checkFeatures(
  ctx: AppContext,
  features: string[],
): Promise<{ is_valid: boolean; features: string[] }> {
  const license = await currentLicense(ctx);
  const granted = features.filter((feature) => license.features.includes(feature));
  return { is_valid: license.is_valid && granted.length === features.length, features: granted };
}
