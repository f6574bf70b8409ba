import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ArchiveError, type ArchiveLimits, createTarGz, readArchive } from '../../archive/index';
import type { AppContext } from '../../context';
import { DATA_TABLES, SERIAL_TABLES } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import { foreignKeyIds, sealStoredSecrets } from '../../security/stored-secrets';

export const BACKUP_FORMAT = 'lne-backup';
export const BACKUP_FORMAT_VERSION = 1;

export type Backup = { filename: string; size: number; created: number };
type Manifest = {
  format: string;
  format_version: number;
  server_version: string;
  created: number;
  tables: string[];
  /** Which secret key sealed the login secrets in the tables (`SecretBox.keyId`; not the key). */
  secret_key_id?: string;
};

/** Names the server writes: letters, digits, dots, dashes, underscores, ending in .tar.gz; never a path. */
const FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.tar\.gz$/;

export function assertBackupFilename(filename: string): void {
  if (!FILENAME.test(filename) || filename.includes('..')) throw badRequest('Invalid backup file name.');
}

export function listBackups(ctx: AppContext): Backup[] {
  if (!existsSync(ctx.backupsDir)) return [];
  return readdirSync(ctx.backupsDir)
    .filter((name) => FILENAME.test(name))
    .map((filename) => {
      const stat = statSync(join(ctx.backupsDir, filename));
      return { filename, size: stat.size, created: Math.floor(stat.mtimeMs / 1000) };
    })
    .sort((a, b) => b.filename.localeCompare(a.filename));
}

/** A JSON dump of every table, taken in one transaction so it is consistent. */
export async function dumpTables(ctx: AppContext): Promise<Record<string, unknown[]>> {
  return ctx.db.transaction(async (tx) => {
    const out: Record<string, unknown[]> = {};
    for (const table of DATA_TABLES) {
      const result = await tx.execute(
        sql.raw(`SELECT coalesce(json_agg(t), '[]'::json) AS rows FROM ${table} t`),
      );
      const rows = (result as unknown as { rows: { rows: unknown }[] }).rows[0]?.rows;
      out[table] = Array.isArray(rows)
        ? rows
        : typeof rows === 'string'
          ? (JSON.parse(rows) as unknown[])
          : [];
    }
    return out;
  });
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

export async function createBackup(ctx: AppContext): Promise<Backup> {
  const now = new Date();
  const tables = await dumpTables(ctx);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    format_version: BACKUP_FORMAT_VERSION,
    server_version: ctx.version.version,
    created: Math.floor(now.getTime() / 1000),
    tables: [...DATA_TABLES],
    secret_key_id: ctx.secrets.keyId,
  };
  const archive = await createTarGz([
    { path: 'manifest.json', content: Buffer.from(JSON.stringify(manifest, null, 2)) },
    ...DATA_TABLES.map((table) => ({
      path: `tables/${table}.json`,
      content: Buffer.from(JSON.stringify(tables[table])),
    })),
  ]);
  // A backup holds password hashes and login secrets: only the server's own user may read it.
  mkdirSync(ctx.backupsDir, { recursive: true, mode: 0o700 });
  chmodSync(ctx.backupsDir, 0o700);
  let filename = `backup-${timestamp(now)}.tar.gz`;
  for (let n = 2; existsSync(join(ctx.backupsDir, filename)); n++)
    filename = `backup-${timestamp(now)}-${n}.tar.gz`;
  writeFileSync(join(ctx.backupsDir, filename), archive, { mode: 0o600, flag: 'wx' });
  return { filename, size: archive.length, created: manifest.created };
}

export function readBackup(ctx: AppContext, filename: string): Buffer {
  assertBackupFilename(filename);
  const path = join(ctx.backupsDir, filename);
  if (!existsSync(path)) throw notFound('Backup not found.');
  return readFileSync(path);
}

export function deleteBackup(ctx: AppContext, filename: string): void {
  assertBackupFilename(filename);
  const path = join(ctx.backupsDir, filename);
  if (!existsSync(path)) throw notFound('Backup not found.');
  rmSync(path);
}

const refuse = (reason: string, status = 400) =>
  new HttpError(status, `The backup archive cannot be restored: ${reason}.`);

/**
 * What a backup may unpack to: a manifest and one JSON file per table. The size allows a large network's
 * documents with their history snapshots (`BACKUP_MAX_UNPACKED_MB`, default 2048).
 */
export function backupLimits(env = process.env): Partial<ArchiveLimits> {
  const megabytes = Number(env.BACKUP_MAX_UNPACKED_MB ?? 2048);
  return {
    formats: ['tar.gz'],
    maxUnpackedBytes: (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 2048) * 1024 * 1024,
    maxEntries: DATA_TABLES.length + 16,
  };
}

/** Reads and checks an uploaded backup completely before anything is changed. */
export async function parseBackup(file: Buffer): Promise<Record<string, unknown[]>> {
  let entries: Awaited<ReturnType<typeof readArchive>>;
  try {
    entries = await readArchive(file, backupLimits());
  } catch (error) {
    if (error instanceof ArchiveError) {
      const reason = error.reason.replace(/\.$/, '');
      throw refuse(`${reason.charAt(0).toLowerCase()}${reason.slice(1)}`, error.statusCode);
    }
    throw error;
  }
  const byName = new Map(entries.map((entry) => [entry.path, entry.content]));
  const parse = (name: string): unknown => {
    const content = byName.get(name);
    if (!content) throw refuse(`${name} is missing`);
    try {
      return JSON.parse(content.toString('utf8'));
    } catch {
      throw refuse(`${name} is not valid JSON`);
    }
  };
  const manifest = parse('manifest.json') as Partial<Manifest> | null;
  if (manifest?.format !== BACKUP_FORMAT || manifest.format_version !== BACKUP_FORMAT_VERSION) {
    throw refuse('not a backup of this server');
  }
  const tables: Record<string, unknown[]> = {};
  const listed = Array.isArray(manifest.tables) ? new Set(manifest.tables) : undefined;
  for (const table of DATA_TABLES) {
    // A backup taken before a table existed (its manifest does not list it) restores it empty.
    if (listed && !listed.has(table)) {
      tables[table] = [];
      continue;
    }
    const rows = parse(`tables/${table}.json`);
    if (!Array.isArray(rows) || rows.some((row) => !row || typeof row !== 'object' || Array.isArray(row))) {
      throw refuse(`tables/${table}.json is not a list of rows`);
    }
    tables[table] = rows;
  }
  return tables;
}

/** Replaces every table with the backup's rows in one transaction: on any failure nothing changes. */
export async function restoreTables(ctx: AppContext, tables: Record<string, unknown[]>): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
      for (const table of DATA_TABLES) {
        const rows = tables[table] ?? [];
        if (rows.length === 0) continue;
        await tx.execute(
          sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
        );
      }
      for (const table of SERIAL_TABLES) {
        const minimum = table === 'snapshots' ? 1 : 0;
        await tx.execute(
          sql.raw(
            `SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest((SELECT max(id) FROM ${table}), ${minimum}, 1), (SELECT max(id) FROM ${table}) IS NOT NULL OR ${minimum} = 1)`,
          ),
        );
      }
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The database's message quotes SQL and values: it goes to the log, not to the caller.
    ctx.log.warn({ err: error }, 'a backup could not be restored');
    throw refuse('its rows do not fit the tables of this server; nothing was changed');
  }
}

/**
 * Restores a backup. Its login secrets are sealed: they open only with the key that sealed them, so a backup
 * of a server with another secret key is refused (nothing changes) rather than restored with secrets nobody
 * can open. Secrets of an older backup stored in clear are sealed right after.
 */
export async function restoreBackup(ctx: AppContext, file: Buffer): Promise<void> {
  const tables = await parseBackup(file);
  const foreign = foreignKeyIds(tables, ctx.secrets);
  if (foreign.length > 0) {
    throw refuse(
      `its login secrets were sealed with another secret key (key id ${foreign.join(', ')}; this server's is ${ctx.secrets.keyId}). Start the server with the SECRET_KEY or secret-key file of the server that made the backup`,
    );
  }
  await restoreTables(ctx, tables);
  await sealStoredSecrets(ctx.db, ctx.secrets);
}
