import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from './helpers';

/**
 * A 2xx answer means the write is durable: the server is killed (`kill -9`) in a loop while several clients
 * write, restarted, and every write it answered 201 must still be there, once (decision 0015). Runs on PGlite,
 * and on PostgreSQL when `TEST_DATABASE_URL` is set.
 */

const ROOT = resolve(import.meta.dirname, '..');
const ROUNDS = 3;
const WRITERS = 6;
const WRITE_MS = 1500;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

type Server = { process: ChildProcess; exited: Promise<void>; base: string; stderr: string[] };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@lne/source', 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr.join('')}`);
    try {
      if ((await fetch(`${base}/api/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr.join('')}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return { process: child, exited, base, stderr };
}

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/system/auth/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=admin&password=admin',
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

type Tag = { tag_id: number; name: string };

async function crashLoop(env: Record<string, string>): Promise<{ acknowledged: Set<string>; tags: Tag[] }> {
  const acknowledged = new Set<string>();
  for (let round = 0; round < ROUNDS; round++) {
    const server = await startServer(env);
    const headers = {
      authorization: `Bearer ${await adminToken(server.base)}`,
      'content-type': 'application/json',
    };
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `crash-r${round}-w${w}-${i}`;
        try {
          const response = await fetch(`${server.base}/api/explorer/tags?explorer_network_id=1`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name, klass: 'device' }),
          });
          if (response.status === 201) acknowledged.add(name);
          else await response.arrayBuffer();
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    await new Promise((done) => setTimeout(done, WRITE_MS));
    server.process.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await server.exited;
  }
  const server = await startServer(env);
  try {
    const response = await fetch(`${server.base}/api/explorer/tags?explorer_network_id=1`, {
      headers: { authorization: `Bearer ${await adminToken(server.base)}` },
    });
    const body = (await response.json()) as { data: Tag[] };
    return { acknowledged, tags: body.data };
  } finally {
    server.process.kill('SIGKILL');
    await server.exited;
  }
}

describe('acknowledged writes survive kill -9 under concurrent writers', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('loses none of the tags answered 201, and gives each its own id', async () => {
    const databaseUrl = await freshDatabaseUrl();
    const dataDir = mkdtempSync(join(tmpdir(), 'lne-crash-'));
    dirs.push(dataDir);
    const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
    const { acknowledged, tags } = await crashLoop(env);
    // Enough concurrent writes happened for the check to mean something.
    expect(acknowledged.size).toBeGreaterThan(ROUNDS * WRITERS * 3);
    const stored = new Set(tags.map((tag) => tag.name));
    const lost = [...acknowledged].filter((name) => !stored.has(name));
    expect(lost).toEqual([]);
    const ids = tags.map((tag) => tag.tag_id);
    expect(new Set(ids).size).toBe(ids.length);
  }, 300_000);
});
