import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';
import { usableTemplate } from './template';
import { createWriteLock, postgresAdvisoryLock, type WriteLock } from './write-lock';

export type Schema = typeof schema;
/** The query layer, the same type whether the database is embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  execScript: (script: string) => Promise<void>;
  /** Runs one raw statement and answers its rows. */
  rows: (query: SQL) => Promise<Record<string, unknown>[]>;
  /** One writer at a time, across the server's processes on PostgreSQL (`write-lock.ts`). */
  writes: WriteLock;
  close: () => Promise<void>;
};

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
};

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  return [];
}

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
    ? await openPgliteDir(join(options.dataDir, 'pgdata'), options.template)
    : await PGlite.create();
  return pgliteDatabase(client);
}

/** The query layer over a PGlite instance. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const writes = createWriteLock();
  return {
    db,
    kind: 'pglite',
    execScript: async (script) => {
      await client.exec(script);
    },
    rows: async (query) => rowsOf(await db.execute(query)),
    writes,
    close: async () => {
      await writes.close();
      await client.close();
    },
  };
}

/**
 * Opens PGlite's files in `dir`. A new directory starts as a copy of the built server's template (the files of
 * an initialised, migrated, empty cluster: `template.ts`) when there is one that fits: much faster than
 * initialising the database cluster. A template that cannot be opened is left aside and the cluster is
 * initialised as usual.
 */
async function openPgliteDir(dir: string, given: string | false | undefined): Promise<PGlite> {
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  const template = fresh && given !== false ? (given ?? usableTemplate()) : undefined;
  if (template) {
    try {
      rmSync(dir, { recursive: true, force: true });
      cpSync(template, dir, { recursive: true });
      return await PGlite.create(dir);
    } catch {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir);
}
