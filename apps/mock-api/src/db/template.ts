import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrate, readMigrations } from './migrate';
import { pgliteDatabase } from './pglite';

/**
 * The template of a new PGlite data directory: the files of an initialised database cluster with every migration
 * applied and no rows, closed cleanly. Initialising a cluster takes seconds (and loading PGlite's own archive of
 * one over a second); copying these files and opening them a fraction of that. The build writes it beside the
 * server (`dist/pgdata-template/`), with the names of the migrations it holds in `pgdata-template.json`.
 */
export const TEMPLATE_FILE = 'pgdata-template';
const TEMPLATE_INFO = 'pgdata-template.json';

type TemplateInfo = { migrations: string[] };

/** Writes the template and its description into `dir`. Answers the migrations it holds. */
export async function writeTemplate(dir: string): Promise<string[]> {
  const files = `${dir}/${TEMPLATE_FILE}`;
  rmSync(files, { recursive: true, force: true });
  mkdirSync(files, { recursive: true });
  const client = await PGlite.create(files);
  try {
    const migrations = await migrate(pgliteDatabase(client));
    const info: TemplateInfo = { migrations };
    writeFileSync(`${dir}/${TEMPLATE_INFO}`, `${JSON.stringify(info)}\n`);
    return migrations;
  } finally {
    await client.close();
  }
}

/**
 * The template beside the running server (`dist/`, or the package's `dist/` when running from source), when
 * its migrations are the first of the server's own (later ones are applied on top, as on any database).
 */
export function usableTemplate(): string | undefined {
  const known = readMigrations().map((migration) => migration.name);
  for (const dir of ['./', '../../dist/']) {
    const file = fileURLToPath(new URL(`${dir}${TEMPLATE_FILE}`, import.meta.url));
    const infoFile = fileURLToPath(new URL(`${dir}${TEMPLATE_INFO}`, import.meta.url));
    if (!existsSync(file) || !existsSync(infoFile)) continue;
    try {
      const info = JSON.parse(readFileSync(infoFile, 'utf8')) as Partial<TemplateInfo>;
      const held = Array.isArray(info.migrations) ? info.migrations : [];
      if (held.length > 0 && held.every((name, index) => known[index] === name)) return file;
    } catch {
      // An unreadable description: not this template.
    }
  }
  return undefined;
}
