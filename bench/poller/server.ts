/**
 * The poller through the server: N device-lab devices (default 500) added as login devices of a new network,
 * a poller run with concurrency C (default 32), then the parser run that follows. Reports the wall time of the
 * poll, the time until the parsed data answers (the network's device list holds every polled device), and the
 * CPU time and peak memory of the server process (the built server, `apps/mock-api/dist/main.js`).
 *
 *   node scripts/pnpm.mjs exec turbo run build --filter=@lne/mock-api   # once
 *   node scripts/pnpm.mjs --filter @lne/bench-poller bench:server
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LabHost } from '@lne/device-lab';
import { buildFolder, startLabProcess } from './lab-folder';

const here = dirname(fileURLToPath(import.meta.url));
const devices = Number(process.env.BENCH_DEVICES ?? 500);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const port = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) and the current and peak resident memory of a process, from /proc. */
async function usage(pid: number) {
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    cpuS: (Number(stat[11]) + Number(stat[12])) / CLOCK_TICKS,
    rssMb: kb('VmRSS') / 1024,
    peakMb: kb('VmHWM') / 1024,
  };
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

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, everyMs = 100): Promise<T> => {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolveWait) => setTimeout(resolveWait, everyMs));
  }
};

const work = await mkdtemp(join(tmpdir(), 'bench-poller-server-'));
const server = spawn(process.execPath, [resolve(here, '../../apps/mock-api/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    LOG_LEVEL: 'silent',
    POLLER_ALLOWED_SUBNETS: '127.0.0.0/8',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await buildFolder(join(work, 'lab'), devices);
  const lab = startLabProcess(join(work, 'lab'), join(work, 'keys'));
  const hosts = (await lab.next()).hosts as LabHost[];
  await until(
    () =>
      fetch(`${base}/api/version`).then(
        (r) => r.ok,
        () => false,
      ),
    (ok) => ok,
    250,
  );
  const login = await fetch(`${base}/api/system/auth/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=admin&password=admin',
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const network = await call<{ id: number }>(token, 'POST', '/api/system/explorer_networks', {
    name: 'Poller benchmark',
  });
  const q = `explorer_network_id=${network.id}`;
  const credential = await call<{ id: number }>(token, 'POST', `/api/system/login_credentials?${q}`, {
    name: 'lab',
    username: 'admin',
    password: 'admin',
  });
  for (const host of hosts) {
    await call(token, 'POST', `/api/system/login_devices?${q}`, {
      name: host.name,
      ip_address: host.address,
      port: host.port,
      platform: host.platform,
      login_credential_id: credential.id,
    });
  }
  await call(token, 'PUT', `/api/collectors/settings?${q}`, { concurrency });

  const pid = server.pid ?? 0;
  const before = await usage(pid);
  let peakRss = before.rssMb;
  const sampler = setInterval(() => {
    void usage(pid).then((now) => {
      peakRss = Math.max(peakRss, now.rssMb);
    });
  }, 200);
  const started = performance.now();
  const task = await call<{ task_id: string }>(token, 'POST', `/api/collectors/poller_run?${q}`, {});
  type Stats = {
    running: boolean;
    task: { task_id: string } | null;
    devices_succeeded: number;
    devices_failed: number;
  };
  const stats = await until(
    () => call<Stats>(token, 'GET', `/api/collectors/poller_run_stats?${q}`),
    (s) => s.task?.task_id === task.task_id && !s.running,
  );
  const polledMs = performance.now() - started;
  type Parser = {
    running: boolean;
    task: { state: string; message: string | null; started: number | null } | null;
  };
  const parser = await until(
    () => call<Parser>(token, 'GET', `/api/collectors/parser_run_status?${q}`),
    (s) => s.task !== null && !s.running,
  );
  // The parsed data answers: the network's device list holds every polled device as a known device.
  const list = await until(
    () => call<{ data: { known: boolean } }[]>(token, 'GET', `/api/explorer/devices?${q}&snapshot_id=1`),
    (rows) => rows.filter((row) => row.data.known).length >= stats.devices_succeeded,
  );
  const answeredMs = performance.now() - started;
  clearInterval(sampler);
  const after = await usage(pid);
  peakRss = Math.max(peakRss, after.rssMb);
  const row = (k: string, v: string) => console.log(`| ${k} | ${v} |`);
  console.log(
    `\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log('| measure | value |\n| --- | --- |');
  row(
    'devices (ok / failed / all)',
    `${stats.devices_succeeded} / ${stats.devices_failed} / ${hosts.length}`,
  );
  row('concurrency', String(concurrency));
  row('poll wall time (run started → every device done)', `${(polledMs / 1000).toFixed(1)} s`);
  row('parser run', `${parser.task?.state}: ${parser.task?.message}`);
  row('time until the parsed data answers', `${(answeredMs / 1000).toFixed(1)} s`);
  row('known devices in the answer', String(list.filter((r) => r.data.known).length));
  const cpu = after.cpuS - before.cpuS;
  row(
    'server CPU time (poll + parse)',
    `${cpu.toFixed(1)} s (${((cpu / (answeredMs / 1000)) * 100).toFixed(0)} % of one core)`,
  );
  row('server RSS before / peak during the run', `${before.rssMb.toFixed(0)} / ${peakRss.toFixed(0)} MiB`);
  lab.child.kill('SIGTERM');
  await lab.next();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolveExit) => server.once('exit', resolveExit));
  await rm(work, { recursive: true, force: true });
}
