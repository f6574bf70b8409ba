import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startDatasetGeneration } from '../db/dataset-source';
import { type Database, openDatabase } from '../db/index';
import { migrate } from '../db/migrate';
import { seedDatabase, seedDatabaseDeferred } from '../db/seed-base';
import { datasetOptions } from '../db/seed-network';
import { receiveParsedConfigs } from '../domains/assessment/service';
import type { SecretBox } from '../security/secrets';
import { sealStoredSecrets } from '../security/stored-secrets';

export type DatabaseOptions = {
  /** Data directory of the embedded PGlite; when absent (and no `databaseUrl`) the database lives in memory. */
  dataDir?: string | undefined;
  /** A PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Empty the database and seed it again. */
  reset?: boolean | undefined;
  /** Seed the generated network dataset too. */
  dataset?: boolean | undefined;
  /** Store the generated dataset after the server answers (see `AppOptions.seedInBackground`). */
  seedInBackground?: boolean | undefined;
  /**
   * Called before each statement that stores a background dataset: requests being answered go first. Throws
   * when the server is closing.
   */
  pace?: (() => Promise<void>) | undefined;
  /** Seals the seeded login secrets, and those an older server stored in clear. */
  secrets: SecretBox;
  /** Told of every `fsync(2)` of PGlite's files (tests). */
  onSync?: ((path: string) => void) | undefined;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyInstance {
    /** The open database (PGlite or PostgreSQL) with its write lock. */
    database: Database;
    /** Settles once the generated dataset is stored (at once unless it is stored in the background). */
    datasetReady: Promise<void>;
    /**
     * Settles once the generated dataset can be read (at once unless it is stored in the background: then when
     * it is generated, and read calls are answered from it while it is stored).
     */
    datasetReadable: Promise<void>;
  }
}

/**
 * Opens the database, migrates it and seeds it, before the routes are added. A large dataset's first start
 * generates it in a worker thread beside the server's own start and stores it once the server is ready
 * (decision 0013); closing the server stops storing at its next statement and closes the database.
 */
async function database(app: FastifyInstance, options: DatabaseOptions): Promise<void> {
  const freshStart =
    options.reset === true ||
    (!options.databaseUrl &&
      (!options.dataDir || !existsSync(join(options.dataDir, 'pgdata', 'PG_VERSION'))));
  const inBackground = options.seedInBackground === true && options.dataset !== false;
  const earlySource = inBackground && freshStart ? startDatasetGeneration(datasetOptions()) : undefined;
  const opening = Date.now();
  const opened = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    onLockLost: (error) => app.log.warn({ err: error }, 'the connection holding the write lock dropped'),
    onSync: options.onSync,
  });
  const migrations = await migrate(opened);
  const openedAt = Date.now();
  /** Set when the server closes: storing a background dataset stops at its next statement. */
  let closing = false;
  let datasetReady: Promise<void> = Promise.resolve();
  let datasetReadable: Promise<void> = Promise.resolve();
  let seeded: boolean;
  /** Starts storing the deferred dataset: once the server is ready (plugins loaded), never twice. */
  let beginStoring: (() => void) | undefined;
  if (inBackground) {
    const deferred = await seedDatabaseDeferred(opened.db, {
      secrets: options.secrets,
      reset: options.reset === true,
      source: earlySource,
    });
    seeded = deferred.seeded;
    const store = deferred.store;
    if (store) {
      let readable: () => void = () => undefined;
      datasetReadable = new Promise<void>((resolve) => {
        readable = resolve;
      });
      datasetReady = new Promise<void>((resolve) => {
        beginStoring = resolve;
      }).then(() => {
        beginStoring = undefined;
        const storing = Date.now();
        return store({
          onReadable: () => {
            app.log.info(
              { readableMs: Date.now() - storing },
              'dataset generated: answering while it is stored',
            );
            readable();
          },
          pace: async () => {
            if (closing) throw new Error('the server is closing');
            await options.pace?.();
          },
          onHandoff: receiveParsedConfigs,
        }).then(
          () => app.log.info({ datasetMs: Date.now() - storing }, 'dataset stored'),
          (error: unknown) => {
            if (closing)
              app.log.info('storing the dataset stopped: the server is closing; the next start stores it');
            else app.log.error({ err: error }, 'storing the dataset failed');
            throw error;
          },
        );
      });
      // Whatever fails before the documents are held fails the readers too.
      datasetReady.catch(() => undefined);
      datasetReadable = Promise.race([datasetReadable, datasetReady]);
      // Storing begins once the plugins have loaded (their start has a time limit, and a generator running in
      // this thread, when no worker can, holds the event loop).
      app.addHook('onReady', async () => {
        beginStoring?.();
      });
    }
  } else {
    seeded = await seedDatabase(opened.db, {
      secrets: options.secrets,
      reset: options.reset === true,
      dataset: options.dataset !== false,
    });
  }
  const stored = await sealStoredSecrets(opened.db, options.secrets);
  if (stored.sealed > 0) app.log.info({ sealed: stored.sealed }, 'login secrets stored in clear were sealed');
  if (stored.foreign > 0)
    app.log.error(
      { foreign: stored.foreign },
      'login secrets were sealed with another secret key: set SECRET_KEY (or restore the secret-key file) of the server that stored them',
    );
  app.log.info(
    { database: opened.kind, migrations, seeded, openMs: openedAt - opening, seedMs: Date.now() - openedAt },
    'database ready',
  );
  app.decorate('database', opened);
  app.decorate('datasetReady', datasetReady);
  app.decorate('datasetReadable', datasetReadable);
  app.addHook('onClose', async () => {
    closing = true;
    // Storing stops at its next statement (or never started: the server never got ready); the marker stays,
    // and the next start stores the dataset again.
    if (!beginStoring) await datasetReady.catch(() => undefined);
    else earlySource?.close();
    await opened.close();
  });
}

/** The database: opened, migrated and seeded; closed with the server. */
export const databasePlugin = fp(database, { name: 'database' });
