import { asc, eq } from 'drizzle-orm';
import { ArchiveError, type ArchiveLimits, readArchive } from '../../archive/index';
import type { AppContext } from '../../context';
import { patches } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';

export type PatchInfo = { version: string; release_date: string; changelog: string };
export type Patch = PatchInfo & { filename: string; size: number; installed: boolean; uploaded: number };
/** Spec §3: the config holds a map of patches, keyed by file name. */
export type PatchConfig = { patches: Record<string, Patch> };

const PATCH_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.tgz$/;

/** A patch is a `.tgz` of any files (only its `patch.json` is read); archives inside it are its business. */
export const PATCH_LIMITS: Partial<ArchiveLimits> = {
  formats: ['tar.gz'],
  maxUnpackedBytes: 512 * 1024 * 1024,
  maxEntries: 20_000,
  nested: 'keep',
};

/** The patch's own `patch.json` when it has one, else its version from the file name. */
export async function describePatch(
  filename: string,
  content: Buffer,
  today = new Date(),
): Promise<PatchInfo> {
  if (!PATCH_NAME.test(filename) || filename.includes('..')) {
    throw badRequest('Only .tgz files are accepted.');
  }
  let entries: Awaited<ReturnType<typeof readArchive>>;
  try {
    entries = await readArchive(content, PATCH_LIMITS);
  } catch (error) {
    // Too large or unsafe says why; anything unreadable is answered as before.
    if (error instanceof ArchiveError && (error.kind === 'not-an-archive' || error.kind === 'damaged'))
      throw badRequest('The file is not a readable .tgz archive.');
    throw error;
  }
  const fallback: PatchInfo = {
    version: filename.match(/\d+\.\d+(\.\d+)?/)?.[0] ?? filename.replace(/\.tgz$/, ''),
    release_date: today.toISOString().slice(0, 10),
    changelog: '',
  };
  const manifest = entries.find((entry) => entry.path === 'patch.json');
  if (!manifest) return fallback;
  try {
    const parsed = JSON.parse(manifest.content.toString('utf8')) as Partial<PatchInfo>;
    return {
      version: typeof parsed.version === 'string' ? parsed.version : fallback.version,
      release_date: typeof parsed.release_date === 'string' ? parsed.release_date : fallback.release_date,
      changelog: typeof parsed.changelog === 'string' ? parsed.changelog : '',
    };
  } catch {
    throw badRequest('The patch.json of the archive is not valid JSON.');
  }
}

function toPatch(row: typeof patches.$inferSelect): Patch {
  return {
    filename: row.filename,
    version: row.version,
    release_date: row.releaseDate,
    changelog: row.changelog,
    size: row.size,
    installed: row.installed,
    uploaded: row.uploaded,
  };
}

export async function uploadPatch(ctx: AppContext, filename: string, content: Buffer): Promise<Patch> {
  const info = await describePatch(filename, content);
  const values = {
    filename,
    version: info.version,
    releaseDate: info.release_date,
    changelog: info.changelog,
    size: content.length,
    contentBase64: content.toString('base64'),
    installed: false,
    uploaded: Math.floor(Date.now() / 1000),
  };
  const [row] = await ctx.db
    .insert(patches)
    .values(values)
    .onConflictDoUpdate({ target: patches.filename, set: values })
    .returning();
  if (!row) throw new HttpError(500, 'Internal Server Error');
  return toPatch(row);
}

export async function patchConfig(ctx: AppContext): Promise<PatchConfig> {
  const rows = await ctx.db.select().from(patches).orderBy(asc(patches.id));
  return { patches: Object.fromEntries(rows.map((row) => [row.filename, toPatch(row)])) };
}

/** Installs every uploaded patch ('Configuration Successfully Saved!'). */
export async function installPatches(ctx: AppContext): Promise<PatchConfig> {
  const pending = await ctx.db.select({ id: patches.id }).from(patches).where(eq(patches.installed, false));
  if (pending.length === 0) throw badRequest('There is no uploaded patch to install.');
  await ctx.db.update(patches).set({ installed: true }).where(eq(patches.installed, false));
  return patchConfig(ctx);
}

/** Removes the uploaded patches not yet installed ('Configuration Successfully Removed!'). */
export async function deletePatches(ctx: AppContext): Promise<void> {
  await ctx.db.delete(patches).where(eq(patches.installed, false));
}

/** Frees the space of installed patches, keeping their record. */
export async function runCleanup(ctx: AppContext): Promise<{ cleaned: number }> {
  const cleaned = await ctx.db
    .update(patches)
    .set({ contentBase64: '' })
    .where(eq(patches.installed, true))
    .returning({ id: patches.id });
  return { cleaned: cleaned.length };
}
