import { resolve } from 'node:path';
import { buildApp } from './app';
import { seedAccounts } from './db/seed-base';

const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
const webDist = env.WEB_DIST ? resolve(env.WEB_DIST) : undefined;
const flag = (value: string | undefined) => value === '1' || value === 'true';
const logLevel = env.LOG_LEVEL ?? 'info';

const startedAt = Date.now();
const app = await buildApp({
  webDist,
  logger: logLevel !== 'silent',
  logLevel: logLevel === 'silent' ? 'info' : logLevel,
  dataDir: resolve(env.DATA_DIR ?? '.data'),
  databaseUrl: env.DATABASE_URL || undefined,
  demo: flag(env.DEMO),
  reset: flag(env.RESET),
  scheduler: true,
  seedInBackground: flag(env.SEED_IN_BACKGROUND),
});

// Close the database cleanly on shutdown: PGlite must flush its files.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
const shown = host === '0.0.0.0' ? 'localhost' : host;
const accounts = seedAccounts()
  .map(
    (account) =>
      `${account.username}/${env[`${account.username.toUpperCase()}_PASSWORD`] ? '***' : account.password}`,
  )
  .join(', ');
process.stderr.write(
  `Lightweight Network Explorer API ready in ${Date.now() - startedAt} ms${flag(env.DEMO) ? ' (read-only demo)' : ''}\n` +
    `  app:  http://${shown}:${port}/network/${webDist ? '' : ' (WEB_DIST not set: API only)'}\n` +
    `  api:  http://${shown}:${port}/docs\n` +
    `  accounts: ${accounts}\n`,
);
