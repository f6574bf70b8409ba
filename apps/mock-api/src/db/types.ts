import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { WriteLock } from './write-lock';

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

/** The documents of one network in one snapshot (`LIVE_SNAPSHOT_ID` for the live state). */
export type Scope = { networkId: number; snapshotId: number };
