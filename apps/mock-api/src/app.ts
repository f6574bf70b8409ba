import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import pino from 'pino';
import { deferValidation } from './auth/deferred-validation';
import { requireUser } from './auth/guard';
import { loadSecret } from './auth/jwt';
import type { AppContext } from './context';
import { noteWrite } from './db/answer-cache';
import { startDatasetGeneration } from './db/dataset-source';
import { reportRepairsTo } from './db/doc-repair';
import { openDatabase } from './db/index';
import { migrate } from './db/migrate';
import { seedDatabase, seedDatabaseDeferred } from './db/seed-base';
import { datasetOptions } from './db/seed-network';
import { registerDomains } from './domains/index';
import { startScheduler } from './domains/snapshots/scheduler';
import { HttpError, MESSAGES } from './errors';
import { LogBuffer } from './log-buffer';
import { securityHeadersPlugin } from './plugins/security-headers';
import { serializeRequest } from './security/redact';
import { loadSecretBox } from './security/secrets';
import { sealStoredSecrets } from './security/stored-secrets';
import { createThrottles, type ThrottleSettings } from './security/throttle';
import { isMultipart, readUploadOf } from './uploads';
import {
  ContractValidators,
  loadContract,
  type RequestValidator,
  type ResponseIssue,
  toIssues,
  toOpenApiPath,
} from './validation';
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

/** Calls answered while the generated dataset is still being generated in the background. */
const SERVED_WHILE_SEEDING = new Set([
  '/api/version',
  '/api/system/settings',
  '/api/system/auth/jwt/login',
  '/api/system/auth/jwt/logout',
]);

/** Reads that count stored rows in SQL, not through the document readers: they wait until the dataset is stored. */
const READ_AFTER_STORED = new Set(['/api/system/explorer_networks/:explorer_network_id/summary']);

/** The longest a storing statement of the background seed waits for requests being answered. */
const STORING_WAIT_MS = 1000;

const BODY_LIMIT = 1024 * 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls still allowed on the read-only demo instance. */
const DEMO_ALLOWED = new Set(['/api/system/auth/jwt/login', '/api/system/auth/jwt/logout', '/send-email']);
/**
 * Writes that do not take the write lock around their handler: signing in and out read nothing they then
 * change (signing in checks a hash); an import unpacks and parses for seconds first and takes the lock itself
 * where it stores.
 */
const UNLOCKED_WRITES = new Set([
  '/api/system/auth/jwt/login',
  '/api/system/auth/jwt/logout',
  '/api/collectors/import',
]);

function jsonInvalid() {
  return new HttpError(422, [{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error' }]);
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const logs = new LogBuffer();
  const streams: pino.StreamEntry[] = [{ stream: logs }];
  if (options.logger) streams.push({ stream: process.stdout });
  // Tokens sent in a query string never reach the log (GET /api/logs serves it to admins).
  const loggerInstance = pino(
    { level: options.logLevel ?? 'info', serializers: { req: serializeRequest } },
    pino.multistream(streams),
  );

  const app = Fastify({
    loggerInstance: loggerInstance as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false } },
  });
  const version = serverVersion();
  // First, so that every answer has them, also the refusals of the hooks below.
  await app.register(securityHeadersPlugin);

  // The first start of a dataset stored in the background: generating it (in a worker thread) begins now,
  // beside the server's own start.
  const freshStart =
    options.reset === true ||
    (!options.databaseUrl &&
      (!options.dataDir || !existsSync(join(options.dataDir, 'pgdata', 'PG_VERSION'))));
  const earlySource =
    options.seedInBackground && options.dataset !== false && freshStart
      ? startDatasetGeneration(datasetOptions())
      : undefined;
  const opening = Date.now();
  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    onLockLost: (error) => app.log.warn({ err: error }, 'the connection holding the write lock dropped'),
  });
  const migrations = await migrate(database);
  const secrets = loadSecretBox(options.dataDir);
  const opened = Date.now();
  /** Requests past the dataset's gate and not yet answered. */
  const answering = new Set<FastifyRequest>();
  /** Set when the server closes: storing a background dataset stops at its next statement. */
  let closing = false;
  /** Before each storing statement: wait until no request is being answered, a second at most. */
  const requestsGoFirst = async () => {
    if (closing) throw new Error('the server is closing');
    const until = Date.now() + STORING_WAIT_MS;
    while (answering.size > 0 && Date.now() < until) await sleep(10);
  };
  let datasetReady: Promise<void> = Promise.resolve();
  let datasetReadable: Promise<void> = Promise.resolve();
  let seeded: boolean;
  /** Starts storing the deferred dataset: once the server is ready (plugins loaded), never twice. */
  let beginStoring: (() => void) | undefined;
  if (options.seedInBackground && options.dataset !== false) {
    const deferred = await seedDatabaseDeferred(database.db, {
      secrets,
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
          pace: () => requestsGoFirst(),
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
    seeded = await seedDatabase(database.db, {
      secrets,
      reset: options.reset === true,
      dataset: options.dataset !== false,
    });
  }
  const stored = await sealStoredSecrets(database.db, secrets);
  if (stored.sealed > 0) app.log.info({ sealed: stored.sealed }, 'login secrets stored in clear were sealed');
  if (stored.foreign > 0)
    app.log.error(
      { foreign: stored.foreign },
      'login secrets were sealed with another secret key: set SECRET_KEY (or restore the secret-key file) of the server that stored them',
    );
  app.log.info(
    { database: database.kind, migrations, seeded, openMs: opened - opening, seedMs: Date.now() - opened },
    'database ready',
  );
  app.decorate('datasetReady', datasetReady);
  app.decorate('datasetReadable', datasetReadable);
  let datasetStored = false;
  datasetReady.then(
    () => {
      datasetStored = true;
    },
    () => undefined,
  );

  const ctx: AppContext = {
    database,
    db: database.db,
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
  };
  app.decorate('ctx', ctx);
  reportRepairsTo((report) => app.log.warn(report, 'a stored document was repaired as it was read'));
  // Set by the preValidation hook before any handler reads it; null keeps the request shape stable.
  app.decorateRequest('valid', null as unknown as FastifyRequest['valid']);
  app.addHook('onClose', async () => {
    closing = true;
    // Storing stops at its next statement (or never started: the server never got ready); the marker stays,
    // and the next start stores the dataset again.
    if (!beginStoring) await datasetReady.catch(() => undefined);
    else earlySource?.close();
    await database.close();
  });

  // While the dataset is stored in the background: reads wait until it is generated (they are answered from
  // the documents held in memory until everything is stored), writes until it is stored. Requests being
  // answered go before the storing statements (see `requestsGoFirst`).
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!datasetStored && !SERVED_WHILE_SEEDING.has(path) && path !== '/docs' && !path.startsWith('/docs/')) {
      const reads = request.method === 'GET' || request.method === 'HEAD';
      await (reads && !READ_AFTER_STORED.has(request.routeOptions.url ?? '')
        ? datasetReadable
        : datasetReady);
    }
    answering.add(request);
  });
  const answered = async (request: FastifyRequest) => {
    answering.delete(request);
  };
  app.addHook('onResponse', answered);
  app.addHook('onRequestAbort', answered);

  const contract = loadContract();
  const validators = new ContractValidators(contract);
  const routeValidators = new Map<string, RequestValidator | undefined>();
  const securedRoutes = new Set<string>();
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // A write holds the write lock from its first read to its last write (decision 0015).
    if (methods.some((method) => WRITE_METHODS.has(method)) && !UNLOCKED_WRITES.has(route.url)) {
      const handler = route.handler;
      route.handler = function lockedHandler(request, reply) {
        return database.writes.run(async () => handler.call(this, request, reply));
      };
    }
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registeredRoutes.push({ method, url: route.url });
      const openApiPath = toOpenApiPath(route.url);
      routeValidators.set(`${method} ${route.url}`, validators.validator(method, openApiPath));
      if (validators.isSecured(method, openApiPath)) securedRoutes.add(`${method} ${route.url}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-nwos-version'];
    if (header !== undefined && header !== version.version) {
      throw new HttpError(400, MESSAGES.unexpectedVersion, { error: MESSAGES.unexpectedVersion });
    }
    const path = request.url.split('?')[0] ?? '';
    if (ctx.demo && WRITE_METHODS.has(request.method) && !DEMO_ALLOWED.has(path)) {
      throw new HttpError(403, MESSAGES.demoReadOnly);
    }
  });

  app.addHook('preValidation', async (request) => {
    const key = `${request.method} ${request.routeOptions.url}`;
    // As FastAPI resolves its auth dependency first, a call without a valid token gets 401 before any 422.
    if (securedRoutes.has(key)) await requireUser(ctx, request);
    const validator = routeValidators.get(key);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (!validator) {
      request.valid = { query, params };
      return;
    }
    const result = validator({
      query,
      params,
      body: request.body,
      contentType: request.headers['content-type'],
    });
    if (result.issues.length > 0) {
      // Open calls answer at once; secured ones after their permission check (see deferValidation).
      if (!securedRoutes.has(key)) throw new HttpError(422, result.issues);
      deferValidation(request, new HttpError(422, result.issues));
      return;
    }
    request.valid = { query: result.query, params: result.params };
  });

  // Uploads are read before the handler, so that a slow upload does not hold the write lock.
  app.addHook('preHandler', async (request) => {
    if (isMultipart(request)) await readUploadOf(request);
  });

  // Cached answers (device and host lists, graph views) computed before a write are not given after it.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (WRITE_METHODS.has(request.method)) noteWrite(ctx.db);
    return payload;
  });

  const responseIssues: ResponseIssue[] = [];
  app.decorate('responseIssues', responseIssues);
  if (options.validateResponses) {
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.routeOptions.url;
      // Cached answers are sent as the serialised bytes.
      const bytes =
        Buffer.isBuffer(payload) && reply.getHeader('content-encoding') === 'gzip'
          ? gunzipSync(payload)
          : payload;
      const text = Buffer.isBuffer(bytes) ? bytes.toString('utf8') : bytes;
      if (!url || typeof text !== 'string' || !String(reply.getHeader('content-type')).includes('json'))
        return payload;
      const check = validators.responseValidator(request.method, toOpenApiPath(url), reply.statusCode);
      if (check && !check(JSON.parse(text))) {
        responseIssues.push({
          method: request.method,
          url,
          status: reply.statusCode,
          errors: toIssues(check.errors, []),
        });
      }
      return payload;
    });
  }

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, detail: error.detail });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(422).send({ detail: jsonInvalid().detail });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(422).send({ detail: [{ type: 'missing', loc: ['body'], msg: 'Field required' }] });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
        return reply.code(413).send({ detail: 'Request body too large' });
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply
          .code(422)
          .send({ detail: [{ type: 'missing', loc: ['body', 'upload_file'], msg: 'Field required' }] });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ detail: 'Unsupported Media Type' });
    }
    if (error instanceof SyntaxError) return reply.code(422).send({ detail: jsonInvalid().detail });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Internal Server Error' });
  });

  // JSON bodies must be UTF-8 (RFC 8259): anything else is refused rather than stored with U+FFFD in it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(
        new HttpError(422, [
          { type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error: the body is not UTF-8' },
        ]),
        undefined,
      );
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 256 * 1024 * 1024, files: 1, fields: 10 } });

  await app.register(swagger, { mode: 'static', specification: { document: contract as never } });
  // No validator badge: it would load an image from another site.
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });

  app.get('/api/version', async () => ({ data: version }));
  await registerDomains(app);

  const webDist = options.webDist;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/network/', wildcard: false });
    // Client-side routes: every other path under /network/ gets the single-page app.
    app.get('/network/*', (_request, reply) => reply.sendFile('index.html'));
    app.get('/network', (_request, reply) => reply.redirect('/network/'));
    app.get('/', (_request, reply) => reply.redirect('/network/'));
  }

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ detail: 'Not Found' });
  });

  if (options.scheduler) {
    // An automatic snapshot copies the stored rows: not before the dataset is stored.
    let stop: (() => void) | undefined;
    let closed = false;
    datasetReady.then(
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
