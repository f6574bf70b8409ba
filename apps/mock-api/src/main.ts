import { resolve } from 'node:path';
import { buildApp } from './app';
import { seedAccounts } from './db/seed-base';

const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
const webDist = env.WEB_DIST ? resolve(env.WEB_DIST) : undefined;
const flag = (value: string | undefined) => value === '1' || value === 'true';
const logLevel = env.LOG_LEVEL ?? 'info';
/** Above this `SCALE` the dataset is stored in the background unless `SEED_IN_BACKGROUND` says otherwise. */
const BACKGROUND_SCALE = 10;

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
  // Large datasets take minutes to store: by default they are stored while the server answers.
  seedInBackground:
    env.SEED_IN_BACKGROUND === undefined || env.SEED_IN_BACKGROUND === ''
      ? Number(env.SCALE ?? 1) > BACKGROUND_SCALE
      : flag(env.SEED_IN_BACKGROUND),
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

let stored = false;
app.datasetReady.then(
  () => {
    stored = true;
  },
  () => undefined,
);
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

// A dataset stored in the background: say when its data can be read, and when it is stored (writes wait until then).
if (!stored) {
  process.stderr.write('  network data: generating the dataset; data calls wait for it\n');
  app.datasetReadable.then(
    () =>
      process.stderr.write(
        `  network data: readable after ${Date.now() - startedAt} ms; being stored, writes wait until it is\n`,
      ),
    () => undefined,
  );
  app.datasetReady.then(
    () => process.stderr.write(`  network data: stored after ${Date.now() - startedAt} ms\n`),
    () =>
      process.stderr.write(
        '  network data: storing failed (see the log); it is stored again at the next start\n',
      ),
  );
}
