import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../src/app';

/** With `TEST_DATABASE_URL` (a PostgreSQL server), a new empty database per test server; else PGlite. */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `lne_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export type TestApp = {
  app: FastifyInstance;
  /** The PostgreSQL database of this server (with `TEST_DATABASE_URL`); reopen with it to see the same data. */
  databaseUrl: string | undefined;
  /** A bearer token per seeded account. */
  tokens: Record<'admin' | 'user' | 'reader' | 'demo', string>;
  as: (who: keyof TestApp['tokens'] | undefined, options: InjectOptions) => Promise<LightMyRequestResponse>;
};

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/system/auth/jwt/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
}

export async function tokenFor(app: FastifyInstance, username: string, password = username): Promise<string> {
  const response = await login(app, username, password);
  if (response.statusCode !== 200)
    throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

/**
 * A fresh server with an in-memory database (or `options.dataDir`), signed in as each seeded account. The
 * generated network dataset is left out unless `dataset: true` (these tests are about administration).
 */
export async function startTestApp(options: AppOptions = {}): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await freshDatabaseUrl());
  const app = await buildApp({
    databaseUrl,
    dataset: false,
    validateResponses: true,
    ...options,
  });
  const [admin, user, reader, demo] = await Promise.all(
    (['admin', 'user', 'reader', 'demo'] as const).map((name) => tokenFor(app, name)),
  );
  const tokens = { admin: admin ?? '', user: user ?? '', reader: reader ?? '', demo: demo ?? '' };
  return {
    app,
    databaseUrl,
    tokens,
    as: (who, options) =>
      app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
      }),
  };
}

/** A multipart/form-data body with one file field. */
export function multipartFile(
  filename: string,
  content: Buffer,
  field = 'upload_file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----lne-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
