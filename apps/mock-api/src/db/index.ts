import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { durablePgliteOptions, pgliteSyncs, type SyncListener } from './durable-fs';
import { pgliteDatabase } from './pglite';
import { rowsOf } from './rows';
import * as schema from './schema';
import { usableTemplate } from './template';
import type { Database, Db } from './types';
import { createWriteLock, postgresAdvisoryLock } from './write-lock';

export type { Database, Db } from './types';

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Data directory of PGlite (its files go to `<dataDir>/pgdata`); `undefined` keeps PGlite in memory. */
  dataDir?: string | undefined;
  /**
   * The files a new PGlite data directory starts from (`template.ts`); default: the built server's template
   * when it fits, `false`: none (the database cluster is initialised).
   */
  template?: string | false | undefined;
  /** Told when the connection holding the PostgreSQL write lock drops (the lock is released with it). */
  onLockLost?: (error: unknown) => void;
  /** Told of every `fsync(2)` of PGlite's files (`durable-fs.ts`; tests). */
  onSync?: SyncListener | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 8 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const writes = createWriteLock(
      postgresAdvisoryLock(options.databaseUrl, options.onLockLost ?? (() => undefined)),
    );
    return {
      db,
      kind: 'postgres',
      execScript: async (script) => {
        await pool.query(script);
      },
      rows: async (query) => rowsOf(await db.execute(query)),
      writes,
      close: async () => {
        await writes.close();
        await pool.end();
      },
    };
  }
  const client = options.dataDir
    ? await openPgliteDir(join(options.dataDir, 'pgdata'), options.template, options.onSync)
    : await PGlite.create();
  return pgliteDatabase(client);
}

/**
 * Opens PGlite's files in `dir`. A new directory starts as a copy of the built server's template (the files of
 * an initialised, migrated, empty cluster: `template.ts`) when there is one that fits: much faster than
 * initialising the database cluster. A template that cannot be opened is left aside and the cluster is
 * initialised as usual.
 */
async function openPgliteDir(
  dir: string,
  given: string | false | undefined,
  onSync: SyncListener | undefined,
): Promise<PGlite> {
  // Every commit synced to the disk before it returns (decision 0015), unless PGLITE_FSYNC=0.
  const open = () => (pgliteSyncs() ? PGlite.create(durablePgliteOptions(dir, onSync)) : PGlite.create(dir));
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  const template = fresh && given !== false ? (given ?? usableTemplate()) : undefined;
  if (template) {
    try {
      rmSync(dir, { recursive: true, force: true });
      cpSync(template, dir, { recursive: true });
      return await open();
    } catch {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  mkdirSync(dir, { recursive: true });
  return open();
}
