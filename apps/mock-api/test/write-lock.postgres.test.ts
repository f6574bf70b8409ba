import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createWriteLock, postgresAdvisoryLock } from '../src/db/write-lock';
import { freshDatabaseUrl } from './helpers';

// Runs in the PostgreSQL pass only (`*.postgres.test.ts`, see vitest.config.ts).
describe('the write lock on PostgreSQL', () => {
  it('on PostgreSQL, excludes the writers of another process too (advisory lock)', async () => {
    const url = await freshDatabaseUrl();
    if (!url) throw new Error('TEST_DATABASE_URL is set but gave no database');
    const lost: unknown[] = [];
    // Two locks with their own connections stand for two server processes on one database.
    const first = createWriteLock(postgresAdvisoryLock(url, (error) => lost.push(error)));
    const second = createWriteLock(postgresAdvisoryLock(url, (error) => lost.push(error)));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('CREATE TABLE counter (value integer NOT NULL)');
      await client.query('INSERT INTO counter VALUES (0)');
      const increment = async () => {
        const { rows } = await client.query<{ value: number }>('SELECT value FROM counter');
        await sleep(2);
        await client.query('UPDATE counter SET value = $1', [(rows[0]?.value ?? 0) + 1]);
      };
      await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? first : second).run(increment)));
      const { rows } = await client.query<{ value: number }>('SELECT value FROM counter');
      expect(rows[0]?.value).toBe(10);
      expect(lost).toEqual([]);
    } finally {
      await client.end();
      await first.close();
      await second.close();
    }
  });
});
