import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { rowsOf } from './rows';
import * as schema from './schema';
import type { Database, Db } from './types';
import { createWriteLock } from './write-lock';

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
