/**
 * The built package as another app uses it: a throwaway plain-Node ESM project (no React, no TypeScript at
 * run time, no `@lne/source` condition) imports `@lne/api-client/fetch` from `dist/` and calls the real API
 * server (`@lne/mock-api`, started from its build) with the generated functions. The same project is also
 * type-checked against the shipped `.d.ts` files with Node's own module resolution.
 *
 * Turbo builds both packages before this test (`@lne/api-client#test` in turbo.json); run directly, the
 * test builds whatever is missing or older than its sources.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(packageDir, '../..');
const serverDir = join(repoRoot, 'apps/mock-api');
/** `TEST_API_SERVER_ENTRY` runs the consumer against another build of the server. */
const serverEntry = process.env.TEST_API_SERVER_ENTRY ?? join(serverDir, 'dist/main.js');

let workDir = '';
let server: ChildProcess | undefined;
let serverLog = '';
let apiUrl = '';

/** Newest modification time of the files under a directory (tests excluded). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Runs a package's tsup unless its outputs exist and are newer than its `src/`. */
async function ensureBuilt(dir: string, outputs: string[]): Promise<void> {
  const paths = outputs.map((output) => join(dir, output));
  const oldest = Math.min(...paths.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
  if (oldest >= newestSource(join(dir, 'src'))) return;
  await run(join(dir, 'node_modules/.bin/tsup'), [], { cwd: dir });
}

async function ensureBuilds(): Promise<void> {
  await ensureBuilt(packageDir, ['dist/fetch.js', 'dist/fetch.d.ts', 'dist/index.js', 'dist/index.d.ts']);
  // The server bundles the client's source, so it is built after it (as turbo orders the two).
  if (!process.env.TEST_API_SERVER_ENTRY) await ensureBuilt(serverDir, ['dist/main.js']);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the API server exited with ${child.exitCode}:\n${serverLog}`);
    try {
      const response = await fetch(`${url}/api/version`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the API server did not answer within ${timeoutMs} ms:\n${serverLog}`);
}

async function startServer(): Promise<void> {
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [serverEntry], {
    cwd: serverDir,
    env: {
      ...process.env,
      // Always a fresh embedded database in the temp directory, never a shared PostgreSQL server.
      DATABASE_URL: undefined,
      RESET: undefined,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'data'),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  await waitUntilReady(apiUrl, server, 180_000);
}

async function stopServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** The consumer project: package.json, the package linked into node_modules, a script and a TS check. */
function createConsumer(): string {
  const dir = join(workDir, 'consumer');
  mkdirSync(join(dir, 'node_modules/@lne'), { recursive: true });
  symlinkSync(packageDir, join(dir, 'node_modules/@lne/api-client'), 'dir');
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  );
  writeFileSync(join(dir, 'main.mjs'), CONSUMER_SCRIPT);
  writeFileSync(join(dir, 'check.ts'), CONSUMER_TYPES);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM'],
        types: [],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
      },
      files: ['check.ts'],
    }),
  );
  return dir;
}

/** Plain JavaScript, as an app without a build step would write it. */
const CONSUMER_SCRIPT = `
import * as client from '@lne/api-client/fetch';

const memory = new Map();
const storage = { getItem: (key) => memory.get(key) ?? null };
client.configureClient({ baseUrl: process.env.API_URL, storage });

const result = { clientVersion: client.CLIENT_VERSION, exports: Object.keys(client).sort() };
result.version = await client.getVersion();

try {
  await client.apiFetch({ url: '/api/does-not-exist', method: 'GET' });
  result.notFound = 'no error';
} catch (error) {
  result.notFound = {
    isApiError: error instanceof client.ApiError,
    status: error.status,
    statusText: error.statusText,
    body: error.body,
    url: error.url,
    message: client.errorMessage(error),
  };
}

const controller = new AbortController();
controller.abort();
try {
  await client.getVersion({ signal: controller.signal });
  result.aborted = 'no error';
} catch (error) {
  result.aborted = error.message;
}

const expectFailure = async (call) => {
  try {
    await call();
    return 'no error';
  } catch (error) {
    return {
      status: error.status,
      statusText: error.statusText,
      body: error.body,
      message: client.errorMessage(error),
      login: client.loginErrorMessage(error),
      logout: client.isLogoutError(error),
      unexpectedVersion: client.isUnexpectedVersion(error),
    };
  }
};

// Login is form-urlencoded and answers without the envelope; the token then goes to the storage.
result.badLogin = await expectFailure(() => client.login({ username: 'admin', password: 'wrong' }));
result.withoutToken = await expectFailure(() => client.getCurrentUser());
const bearer = await client.login({ username: 'admin', password: 'admin' });
result.tokenType = bearer.token_type;
memory.set(client.ACCESS_TOKEN_KEY, bearer.access_token);
result.me = await client.getCurrentUser();

// A stored version that differs from the server's is refused.
memory.set(client.VERSION_STORAGE_KEY, '0.0.0-other');
result.otherVersion = await expectFailure(() => client.getVersion());
memory.set(client.VERSION_STORAGE_KEY, result.version.version);
result.sameVersion = (await client.getVersion()).version;

console.log(JSON.stringify(result));
`;

/** Compiled only: the shipped declarations must describe what the script above does. */
const CONSUMER_TYPES = `
import {
  ApiError,
  type ClientConfig,
  configureClient,
  errorMessage,
  formatValidationErrors,
  getCurrentUser,
  getVersion,
  login,
  type User,
  type Version,
} from '@lne/api-client/fetch';

const storage: ClientConfig['storage'] = { getItem: () => null };
configureClient({ baseUrl: 'http://127.0.0.1:1', storage });

export async function main(): Promise<string> {
  try {
    const bearer = await login({ username: 'admin', password: 'admin' });
    const me: User = await getCurrentUser({ headers: { authorization: \`Bearer \${bearer.access_token}\` } });
    if (!me.is_superuser) return me.username;
    const version: Version = await getVersion();
    return version.git_commit_id;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return formatValidationErrors(error.body).text;
    return errorMessage(error);
  }
}
`;

type ConsumerResult = {
  clientVersion: string;
  exports: string[];
  version: { version: string; git_commit_id: string };
  notFound: {
    isApiError: boolean;
    status: number;
    statusText: string;
    body: unknown;
    url: string;
    message: string;
  };
  aborted: string;
  badLogin: unknown;
  withoutToken: unknown;
  tokenType: string;
  me: { username: string; is_superuser: boolean };
  otherVersion: unknown;
  sameVersion: string;
};

let consumerDir = '';
let consumerRun: Promise<ConsumerResult> | undefined;

/** Runs the consumer script once; both behaviour tests read its report. */
function consumerResult(): Promise<ConsumerResult> {
  consumerRun ??= run(process.execPath, ['main.mjs'], {
    cwd: consumerDir,
    env: { ...process.env, API_URL: apiUrl },
  }).then(({ stdout }) => JSON.parse(stdout) as ConsumerResult);
  return consumerRun;
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'lne-api-client-consumer-'));
  await ensureBuilds();
  consumerDir = createConsumer();
  await startServer();
}, 420_000);

afterAll(async () => {
  await stopServer();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 30_000);

describe('the built package in a plain Node project', () => {
  it('calls the real API server with the generated fetch functions', async () => {
    const result = await consumerResult();

    expect(result.clientVersion).toBe('0.1.0');
    expect(result.exports).toEqual(expect.arrayContaining(['getVersion', 'configureClient', 'ApiError']));
    // The React hooks live in the other entry only.
    expect(result.exports.some((name) => name.startsWith('use'))).toBe(false);

    expect(result.version.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof result.version.git_commit_id).toBe('string');

    expect(result.notFound).toEqual({
      isApiError: true,
      status: 404,
      statusText: 'Not Found',
      body: { detail: 'Not Found' },
      url: `${apiUrl}/api/does-not-exist`,
      message: 'Not Found',
    });
    expect(result.aborted).toBe('Request aborted');
  }, 60_000);

  it('logs in, sends the token and the version header, and reads the errors with the toolkit', async () => {
    const result = await consumerResult();

    expect(result.badLogin).toMatchObject({
      status: 400,
      statusText: 'Bad Request',
      body: { detail: 'LOGIN_BAD_CREDENTIALS' },
      login: 'Wrong username or password',
    });
    expect(result.withoutToken).toMatchObject({
      status: 401,
      statusText: 'Unauthorized',
      message: 'Missing token or inactive user.',
      logout: true,
    });
    expect(result.tokenType).toBe('bearer');
    expect(result.me).toMatchObject({ username: 'admin', is_superuser: true });
    expect(result.otherVersion).toMatchObject({ status: 400, unexpectedVersion: true });
    expect(result.sameVersion).toBe(result.version.version);
  }, 60_000);

  it('ships a fetch entry whose module graph never reaches React', () => {
    const seen = new Set<string>();
    const external = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      // Not the word in a string (an enum value `'import'`): a module specifier follows the keyword itself.
      for (const [, specifier] of code.matchAll(/(?<!["'\w.])(?:from|import)\s*["']([^"']+)["']/g)) {
        if (!specifier) continue;
        if (specifier.startsWith('.')) visit(join(dirname(file), specifier));
        else external.add(specifier);
      }
    };
    visit(join(packageDir, 'dist/fetch.js'));
    expect(seen.size).toBeGreaterThan(1);
    expect([...external]).toEqual([]);
  });

  it('type-checks against the shipped declarations without the source condition', async () => {
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    const checked = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: consumerDir }).then(
      () => 'ok',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(checked).toBe('ok');
  }, 120_000);
});
