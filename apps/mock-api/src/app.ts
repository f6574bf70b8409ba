import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadSecret } from './auth/jwt';
import type { AppContext } from './context';
import { reportRepairsTo } from './db/doc-repair';
import { registerDomains } from './domains/index';
import { startScheduler } from './domains/snapshots/scheduler';
import { type BodyLimits, bodyLimits } from './http/body-limits';
import { LogBuffer } from './log-buffer';
import { apiDocsPlugin } from './plugins/api-docs';
import { clientVersionPlugin } from './plugins/client-version';
import { contractValidationPlugin } from './plugins/contract-validation';
import { databasePlugin } from './plugins/database';
import { datasetGatePlugin, RequestsInFlight } from './plugins/dataset-gate';
import { demoReadOnlyPlugin } from './plugins/demo-read-only';
import { errorHandlerPlugin } from './plugins/error-handler';
import { requestBodiesPlugin } from './plugins/request-bodies';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { writesPlugin } from './plugins/writes';
import { serializeRequest } from './security/redact';
import { loadSecretBox } from './security/secrets';
import { createThrottles, type ThrottleSettings } from './security/throttle';
import { loadContract } from './validation';
import { serverVersion } from './version';

export type AppOptions = {
  /** Directory of the built web app, served under /network/ (omitted in development, where Vite serves it). */
  webDist?: string | undefined;
  /** Request logs on stdout (the last lines are always kept for `GET /api/logs`). */
  logger?: boolean;
  logLevel?: string | undefined;
  /** Data directory (database, JWT secret, backups); when absent the database lives in memory. */
  dataDir?: string | undefined;
  /** A PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Read-only demo instance: every write is refused. */
  demo?: boolean;
  /** Empty the database and seed it again. */
  reset?: boolean;
  /** Seed the generated network dataset too (default true; `SEED` and `SCALE` choose it). */
  dataset?: boolean;
  tokenLifetimeSeconds?: number;
  /** Record answers that do not match the contract in `app.responseIssues` (tests). */
  validateResponses?: boolean;
  /** Request body and upload limits (`src/http/body-limits.ts`; tests lower them). */
  bodyLimits?: Partial<BodyLimits>;
  /** Told of every `fsync(2)` of PGlite's files, each before the commit that asked for it returns (tests). */
  onSync?: (path: string) => void;
  /** Thresholds of the sign-in and price-request throttles (tests lower them). */
  throttles?: Partial<ThrottleSettings>;
  /** Automatic snapshots on their schedule (off in tests unless asked). */
  scheduler?: boolean;
  /**
   * Store the generated dataset after the server answers (large `SCALE`s). Until it is generated, every call
   * but the version, the docs, the settings and signing in waits (`app.datasetReadable` settles then); read
   * calls are then answered from the generated documents while they are stored, and writes wait until they
   * are (`app.datasetReady` settles then).
   */
  seedInBackground?: boolean;
};

/** The longest a storing statement of the background seed waits for requests being answered. */
const STORING_WAIT_MS = 1000;

/**
 * The server: Fastify with the cross-cutting concerns as plugins (`src/plugins/`), in the order their hooks
 * run, then one plugin per domain (`src/domains/`) and the built web app.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const logs = new LogBuffer();
  const streams: pino.StreamEntry[] = [{ stream: logs }];
  if (options.logger) streams.push({ stream: process.stdout });
  // Tokens sent in a query string never reach the log (GET /api/logs serves it to admins).
  const loggerInstance = pino(
    { level: options.logLevel ?? 'info', serializers: { req: serializeRequest } },
    pino.multistream(streams),
  );

  const limits = bodyLimits(options.bodyLimits);
  const app = Fastify({
    loggerInstance: loggerInstance as FastifyBaseLogger,
    // Routes that take more (a map layout) or less (signing in) set their own `bodyLimit`.
    bodyLimit: limits.json,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false } },
    // The database plugin migrates and seeds before the routes are added: seconds, minutes for a large first
    // start on a busy machine. No plugin's start has a time limit.
    pluginTimeout: 0,
  });
  const version = serverVersion();
  // First, so that every answer has them, also the refusals of the hooks below.
  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(clientVersionPlugin, { version: version.version });
  if (options.demo) await app.register(demoReadOnlyPlugin);

  const inFlight = new RequestsInFlight();
  const secrets = loadSecretBox(options.dataDir);
  await app.register(databasePlugin, {
    secrets,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    reset: options.reset,
    dataset: options.dataset,
    seedInBackground: options.seedInBackground,
    pace: () => inFlight.settle(STORING_WAIT_MS),
    onSync: options.onSync,
  });
  const ctx: AppContext = {
    database: app.database,
    db: app.database.db,
    dataDir: options.dataDir,
    backupsDir: options.dataDir
      ? join(options.dataDir, 'backups')
      : mkdtempSync(join(tmpdir(), 'lne-backups-')),
    secret: loadSecret(options.dataDir),
    secrets,
    tokenLifetimeSeconds:
      options.tokenLifetimeSeconds ?? Number(process.env.JWT_LIFETIME_SECONDS ?? 8 * 3600),
    demo: options.demo === true,
    version,
    logs,
    log: app.log,
    startedAt: Math.floor(Date.now() / 1000),
    throttles: createThrottles(options.throttles),
    limits,
  };
  app.decorate('ctx', ctx);
  reportRepairsTo((report) => app.log.warn(report, 'a stored document was repaired as it was read'));

  await app.register(datasetGatePlugin, { inFlight });
  await app.register(writesPlugin);
  const contract = loadContract();
  await app.register(contractValidationPlugin, { contract, validateResponses: options.validateResponses });
  await app.register(requestBodiesPlugin);
  await app.register(apiDocsPlugin, { contract });

  app.get('/api/version', async () => ({ data: version }));
  await registerDomains(app);
  if (options.webDist) await app.register(spaPlugin, { webDist: options.webDist });

  if (options.scheduler) {
    // An automatic snapshot copies the stored rows: not before the dataset is stored.
    let stop: (() => void) | undefined;
    let closed = false;
    app.datasetReady.then(
      () => {
        if (!closed) stop = startScheduler(ctx, app.log);
      },
      () => undefined,
    );
    app.addHook('onClose', async () => {
      closed = true;
      stop?.();
    });
  }

  return app;
}
