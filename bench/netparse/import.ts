/**
 * Import benchmark: the 1,000 synthetic Cisco IOS devices of the parse benchmark (`devices.ts`: a ~20 kB
 * running configuration and ten show outputs each, with `hosts.yaml`) packed as a `.tar.gz` and imported into a
 * new network of the built server (`apps/mock-api/dist/main.js`, on a new data directory). It times, from the
 * start of the upload: the upload answered (202, the parser run queued), the parser run ended, and the live
 * data answering (the network's device list holds every imported device as a known device). Beside the wall
 * times, the CPU time and peak memory of the server process, from /proc. Prints a Markdown row per run.
 *
 *   node scripts/pnpm.mjs exec turbo run build --filter=@lne/mock-api   # the server it starts
 *   BENCH_DEVICES=1000 BENCH_RUNS=3 node scripts/pnpm.mjs --filter @lne/bench-netparse bench:import
 *
 * `BENCH_NODE_ARGS` gives the server extra Node flags (space-separated), e.g. `--cpu-prof --cpu-prof-dir=…`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchSnapshot } from './devices';

const count = Number(process.env.BENCH_DEVICES ?? 1000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4391);
const base = `http://127.0.0.1:${port}`;
const main =
  process.env.BENCH_SERVER ?? fileURLToPath(new URL('../../apps/mock-api/dist/main.js', import.meta.url));
if (!existsSync(main)) throw new Error(`${main} is missing: build the server first`);
/** Extra Node flags for the server, space-separated (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it). */
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
const CLOCK_TICKS = 100;

/** CPU seconds (user + system, all threads) and resident memory of a process, from /proc. */
function usage(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { cpuS: (Number(stat[11]) + Number(stat[12])) / CLOCK_TICKS, rssMb: kb('VmRSS') / 1024 };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, everyMs = 50): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await sleep(everyMs);
  }
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

/** The snapshot folder written to disk and packed by tar, as a person packs one. */
function archive(work: string): { bytes: Buffer; unpacked: number; files: number } {
  const files = benchSnapshot(count);
  const top = join(work, 'snapshot');
  let unpacked = 0;
  for (const file of files) {
    const path = join(top, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
    unpacked += Buffer.byteLength(file.text);
  }
  const packed = spawnSync('tar', ['-czf', join(work, 'snapshot.tar.gz'), '-C', work, 'snapshot']);
  if (packed.status !== 0) throw new Error(`tar failed: ${packed.stderr.toString()}`);
  return { bytes: readFileSync(join(work, 'snapshot.tar.gz')), unpacked, files: files.length };
}

async function start(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await until(
    () =>
      fetch(`${base}/api/version`).then(
        (r) => r.ok,
        () => false,
      ),
    (ok) => ok,
    250,
  );
  return server;
}

async function signIn(): Promise<string> {
  const login = await fetch(`${base}/api/system/auth/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=admin&password=admin',
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

type Parser = { running: boolean; task: { task_id: string; state: string; message: string | null } | null };

async function importOnce(token: string, pid: number, packed: Buffer, run: number) {
  const network = await call<{ id: number }>(token, 'POST', '/api/system/explorer_networks', {
    name: `Import benchmark ${run}`,
  });
  const q = `explorer_network_id=${network.id}`;
  const before = usage(pid);
  let peakRss = before.rssMb;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, usage(pid).rssMb);
  }, 100);
  const started = performance.now();
  const form = new FormData();
  form.append('upload_file', new Blob([packed], { type: 'application/gzip' }), 'snapshot.tar.gz');
  const answer = await fetch(`${base}/api/collectors/import?${q}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (answer.status !== 202) throw new Error(`import: ${answer.status} ${await answer.text()}`);
  const queued = ((await answer.json()) as { data: { task_id: string } }).data;
  const acceptedMs = performance.now() - started;
  const parser = await until(
    () => call<Parser>(token, 'GET', `/api/collectors/parser_run_status?${q}`),
    (s) => s.task?.task_id === queued.task_id && !s.running,
  );
  const parsedMs = performance.now() - started;
  if (parser.task?.state !== 'SUCCESS') throw new Error(`parser run: ${JSON.stringify(parser.task)}`);
  const rows = await until(
    () => call<{ data: { known: boolean } }[]>(token, 'GET', `/api/explorer/devices?${q}&snapshot_id=1`),
    (list) => list.filter((row) => row.data.known).length >= count,
  );
  const answeredMs = performance.now() - started;
  clearInterval(sampler);
  const after = usage(pid);
  return {
    acceptedMs,
    parsedMs,
    answeredMs,
    known: rows.filter((row) => row.data.known).length,
    cpuS: after.cpuS - before.cpuS,
    peakRss: Math.max(peakRss, after.rssMb),
  };
}

const work = mkdtempSync(join(tmpdir(), 'bench-import-'));
let server: ChildProcess | undefined;
try {
  const packed = archive(work);
  server = await start(join(work, 'data'));
  const token = await signIn();
  const pid = server.pid ?? 0;
  console.log(
    `\n${count} devices, ${packed.files} files, ${(packed.unpacked / 1e6).toFixed(1)} MB unpacked, ${(packed.bytes.length / 1e6).toFixed(1)} MB .tar.gz; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    '| run | upload answered s | parser run ended s | live data answers s | known devices | server CPU s | server peak RSS MiB |',
  );
  console.log('| --: | --: | --: | --: | --: | --: | --: |');
  for (let run = 1; run <= runs; run++) {
    const r = await importOnce(token, pid, packed.bytes, run);
    console.log(
      `| ${run} | ${(r.acceptedMs / 1000).toFixed(2)} | ${(r.parsedMs / 1000).toFixed(1)} | ${(r.answeredMs / 1000).toFixed(1)} | ${r.known} | ${r.cpuS.toFixed(1)} | ${r.peakRss.toFixed(0)} |`,
    );
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}
