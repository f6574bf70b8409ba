/**
 * First start of the built API server as a person meets it: `node apps/mock-api/dist/main.js` on a new data
 * directory with the dataset at each scale of BENCH_SCALES (default "115"), BENCH_RUNS times (default 3). Times,
 * from the spawn of the process: the first answer of `/api/version`; the device list and the base graph of
 * network 1 answered (asked right after signing in as admin); a write answered (it waits until the dataset is
 * stored). Prints a Markdown table for README.md. Build the server first (`turbo run build --filter=@lne/mock-api`).
 * Beside each wall time, the CPU time the server process (all its threads) had used by then, from
 * `/proc/<pid>/stat` on Linux: less sensitive to a busy machine than the wall time.
 * `BENCH_SERVER=<path of a built main.js>` starts another build (for example a copy of an earlier one);
 * `BENCH_NODE_ARGS` adds Node options before it (for example `--cpu-prof --cpu-prof-dir=<dir>`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const scales = (process.env.BENCH_SCALES ?? '115').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const main =
  process.env.BENCH_SERVER ?? fileURLToPath(new URL('../../apps/mock-api/dist/main.js', import.meta.url));
if (!existsSync(main)) throw new Error(`${main} is missing: build the server first`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A request answered with a 2xx, read whole. Through `node:http` rather than `fetch`: on a busy machine the first
 * answers of a large dataset take longer than `fetch`'s five minutes of waiting for headers.
 */
function ok(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ text: string }> {
  return new Promise((resolve, reject) => {
    // As `fetch` and browsers ask: large answers come compressed.
    const headers = { 'accept-encoding': 'gzip, deflate, br', ...init.headers };
    const request = httpRequest(url, { method: init.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const plain =
          encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body;
        if (status < 200 || status >= 300)
          reject(new Error(`${init.method ?? 'GET'} ${url} answered ${status}`));
        else resolve({ text: plain.toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Run = { version: number; deviceList: number; baseGraph: number; stored: number; cpu: number[] };

/** Milliseconds of CPU time (user and system, all threads) the process has used; NaN where /proc is missing. */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Math.round((ticks * 1000) / 100);
  } catch {
    return Number.NaN;
  }
}

async function firstStart(scale: number): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lne-bench-start-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const cpu: number[] = [];
  const mark = () => {
    cpu.push(cpuMs(child.pid));
    return since();
  };
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      SCALE: String(scale),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let version = 0;
    while (version === 0) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        await ok(`${base}/api/version`);
        version = mark();
      } catch {
        await sleep(20);
      }
    }
    const login = await ok(`${base}/api/system/auth/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=admin',
    });
    const { access_token: token } = JSON.parse(login.text) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const list = JSON.parse(
      (await ok(`${base}/api/explorer/devices?explorer_network_id=1`, { headers })).text,
    ) as {
      data: unknown[];
    };
    if (list.data.length === 0) throw new Error('the device list of network 1 is empty');
    const deviceList = mark();
    await ok(`${base}/api/explorer/graph/basegraph?data_type=all&explorer_network_id=1&snapshot_id=1`, {
      headers,
    });
    const baseGraph = mark();
    const name = `bench${Date.now()}`;
    await ok(`${base}/api/system/users/register`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${name}@example.com`,
        username: name,
        password: 'benchpass',
        role: 'user',
      }),
    });
    const stored = mark();
    return { version, deviceList, baseGraph, stored, cpu };
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\nFirst start of ${main}, Node ${process.version}, load average before: ${loadavg()[0]?.toFixed(2)}\n`,
);
console.log(
  '| dataset | run | `/api/version` ms (CPU) | device list ms (CPU) | base graph ms (CPU) | first write (dataset stored) ms (CPU) |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const scale of scales) {
  for (let run = 1; run <= runs; run += 1) {
    const result = await firstStart(scale);
    const [a, b, c, d] = result.cpu;
    console.log(
      `| scale ${scale} | ${run} | ${result.version} (${a}) | ${result.deviceList} (${b}) | ${result.baseGraph} (${c}) | ${result.stored} (${d}) |`,
    );
  }
}
console.log(`\nload average after: ${loadavg()[0]?.toFixed(2)}`);
