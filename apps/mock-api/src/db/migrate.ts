import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './types';

export type Migration = { name: string; script: string };

/** The checked-in migrations: `src/db/migrations` from source, `dist/migrations` in the built server. */
export function migrationsDir(): string {
  const candidates = [
    new URL('./migrations/', import.meta.url),
    new URL('./db/migrations/', import.meta.url),
  ];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(path)) return path;
  }
  throw new Error('migrations directory not found');
}

export function readMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, script: readFileSync(`${dir}/${name}`, 'utf8') }));
}

/** Applies the migrations not yet recorded, each with its record in one transaction. Answers the names applied. */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  await database.execScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await database.rows(sql`SELECT name FROM schema_migrations`)).map((row) => String(row.name)),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    const record = `INSERT INTO schema_migrations (name) VALUES ('${migration.name.replaceAll("'", "''")}');`;
    try {
      await database.execScript(`BEGIN;\n${migration.script}\n${record}\nCOMMIT;`);
    } catch (error) {
      await database.execScript('ROLLBACK;').catch(() => undefined);
      throw error;
    }
    applied.push(migration.name);
  }
  return applied;
}
