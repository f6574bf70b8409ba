import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index';
import { migrate, readMigrations } from '../src/db/migrate';
import { TEMPLATE_FILE, writeTemplate } from '../src/db/template';

describe('new PGlite data directories from the template', () => {
  let dir: string;
  let template: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lne-api-template-'));
    expect(await writeTemplate(dir)).toEqual(readMigrations().map((migration) => migration.name));
    template = join(dir, TEMPLATE_FILE);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts migrated and empty, and keeps what is written across a reopen', async () => {
    const dataDir = join(dir, 'from-template');
    const database = await openDatabase({ dataDir, template });
    // Every migration is already applied.
    expect(await migrate(database)).toEqual([]);
    expect(await database.rows(sql`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
    await database.rows(sql`INSERT INTO settings (key, value) VALUES ('kept', '"yes"')`);
    await database.close();
    expect(readdirSync(join(dataDir, 'pgdata'))).toContain('PG_VERSION');

    // Reopened: an existing directory is opened as it is, never replaced by the template.
    const reopened = await openDatabase({ dataDir, template });
    expect(await migrate(reopened)).toEqual([]);
    expect(await reopened.rows(sql`SELECT value FROM settings WHERE key = 'kept'`)).toEqual([
      { value: 'yes' },
    ]);
    await reopened.close();
  }, 60_000);

  it('a template that cannot be opened is left aside: the cluster is initialised and migrated', async () => {
    const broken = join(dir, 'broken-template');
    mkdirSync(broken);
    writeFileSync(join(broken, 'PG_VERSION'), 'not a cluster\n');
    const dataDir = join(dir, 'from-broken');
    const database = await openDatabase({ dataDir, template: broken });
    expect(await migrate(database)).toEqual(readMigrations().map((migration) => migration.name));
    expect(await database.rows(sql`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
    await database.close();
  }, 60_000);
});
