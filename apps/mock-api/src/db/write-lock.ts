import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * One writer at a time.
 *
 * Writes read before they write: a new tag takes the highest id plus one, an edit replaces a document with a
 * changed copy, a collector run rewrites the devices it read. Two such requests interleaving at their `await`s
 * both read the same state and the second write silently replaces the first, although both were answered
 * 201 (decision 0015). Every write request, and every background run that writes, therefore holds this lock
 * from its first read to its last write; reads never wait for it.
 *
 * The lock is re-entrant for the work that holds it (a write that starts another write inside it), through
 * the async context, but not for work it leaves running in the background after it returns: that work takes
 * the lock again.
 */
export type WriteLock = {
  /** Runs `work` holding the lock; waits for the current holder first. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** Whether the calling async context holds the lock now. */
  held: () => boolean;
  close: () => Promise<void>;
};

type Hold = { active: boolean };

/** The key of the PostgreSQL advisory lock shared by every server process of one database. */
export const WRITE_LOCK_KEY = 0x4c4e4557; // 'LNEW'

/**
 * The lock of one process; with `crossProcess`, also the lock of every process writing the same database (a
 * PostgreSQL session advisory lock held on a connection of its own while the process holds its lock).
 */
export function createWriteLock(crossProcess?: CrossProcessLock): WriteLock {
  const context = new AsyncLocalStorage<Hold>();
  let tail: Promise<unknown> = Promise.resolve();

  const run = <T>(work: () => Promise<T>): Promise<T> => {
    if (context.getStore()?.active) return work();
    const hold: Hold = { active: false };
    const turn = tail.then(async () => {
      await crossProcess?.acquire();
      hold.active = true;
      try {
        return await context.run(hold, work);
      } finally {
        hold.active = false;
        await crossProcess?.release();
      }
    });
    tail = turn.catch(() => undefined);
    return turn;
  };

  return {
    run,
    held: () => context.getStore()?.active === true,
    close: async () => {
      await tail;
      await crossProcess?.close();
    },
  };
}

export type CrossProcessLock = {
  acquire: () => Promise<void>;
  release: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A PostgreSQL session-level advisory lock on a dedicated connection (not one of the pool's, whose sessions
 * are shared by every query). If the connection drops, the server releases the lock with it, and the next
 * acquisition opens a new connection.
 */
export function postgresAdvisoryLock(
  connectionString: string,
  onLost: (error: unknown) => void,
  key = WRITE_LOCK_KEY,
): CrossProcessLock {
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;

  const connection = async (): Promise<pg.Client> => {
    if (client) return client;
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      // A dropped connection releases the lock on the server; the next holder reconnects.
      next.on('error', () => {
        if (client === next) client = undefined;
      });
      next.on('end', () => {
        if (client === next) client = undefined;
      });
      await next.connect();
      client = next;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    acquire: async () => {
      await (await connection()).query('SELECT pg_advisory_lock($1)', [key]);
    },
    release: async () => {
      const current = client;
      if (!current) return;
      try {
        await current.query('SELECT pg_advisory_unlock($1)', [key]);
      } catch (error) {
        // The session is gone, and the lock with it: the work that held it is done and stays done. The next
        // holder opens a new connection.
        client = undefined;
        onLost(error);
        await current.end().catch(onLost);
      }
    },
    close: async () => {
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
