/**
 * Polls N device-lab devices (default 500) with concurrency C (default 32) and reports the wall time, and the CPU
 * time and peak memory of the poller (this process) and of the lab (a child process).
 *
 *   node scripts/pnpm.mjs --filter @lne/bench-poller bench
 *   BENCH_DEVICES=200 BENCH_CONCURRENCY=16 node scripts/pnpm.mjs --filter @lne/bench-poller bench
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LabHost } from '@lne/device-lab';
import { pollMany } from '@lne/poller';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = resolve(here, '../../packages/device-lab/test/fixtures/lab');
const devices = Number(process.env.BENCH_DEVICES ?? 500);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

/** A lab folder of `count` devices: the hand-made network's eight devices, each cloned in turn. */
async function buildFolder(folder: string, count: number): Promise<void> {
  const originals = (await readdir(join(fixtures, 'show'))).sort();
  const configs = await readdir(join(fixtures, 'configs'));
  const platforms: Record<string, string> = {
    r1: 'cisco_ios',
    sw1: 'cisco_xe',
    nx1: 'cisco_nxos',
    eos1: 'arista_eos',
    mx1: 'juniper_junos',
    hp1: 'hp_procurve',
    cx1: 'aruba_aoscx',
    mt1: 'mikrotik_routeros',
  };
  const inventory: string[] = [];
  await mkdir(join(folder, 'configs'), { recursive: true });
  await mkdir(join(folder, 'show'), { recursive: true });
  for (let i = 0; i < count; i += 1) {
    const original = originals[i % originals.length] ?? 'r1';
    const name = `dev${String(i + 1).padStart(4, '0')}`;
    const config = configs.find((c) => c.startsWith(`${original}.`));
    if (config)
      await cp(
        join(fixtures, 'configs', config),
        join(folder, 'configs', `${name}${config.slice(original.length)}`),
      );
    await cp(join(fixtures, 'show', original), join(folder, 'show', name), { recursive: true });
    const address = `127.0.${50 + Math.floor(i / 250)}.${(i % 250) + 1}`;
    inventory.push(
      `${name}:\n  hostname: ${address}\n  platform: ${platforms[original]}\n  data:\n    lab:\n      promptName: ${name}`,
    );
  }
  await writeFile(join(folder, 'hosts.yaml'), `${inventory.join('\n')}\n`);
}

function startLabProcess(folder: string, keysDir: string) {
  const child = spawn(
    process.execPath,
    ['--conditions=@lne/source', '--import', 'tsx', join(here, 'lab-process.ts'), folder, keysDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const messages: Record<string, unknown>[] = [];
  const waiters: ((m: Record<string, unknown>) => void)[] = [];
  lines.on('line', (line) => {
    const message = JSON.parse(line) as Record<string, unknown>;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolveMessage) => {
      const queued = messages.shift();
      if (queued) resolveMessage(queued);
      else waiters.push(resolveMessage);
    });
  return { child, next };
}

const work = await mkdtemp(join(tmpdir(), 'bench-poller-'));
try {
  const folder = join(work, 'lab');
  await buildFolder(folder, devices);
  const lab = startLabProcess(folder, join(work, 'keys'));
  const listening = await lab.next();
  const hosts = listening.hosts as LabHost[];

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const results = await pollMany(
    hosts.map((h) => ({
      name: h.name,
      host: h.address,
      port: h.port,
      platform: h.platform,
      username: h.username,
      password: h.password,
    })),
    { concurrency },
  );
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);

  lab.child.kill('SIGTERM');
  const labUsage = await lab.next();
  const ok = results.filter((r) => r.status === 'ok').length;
  const commands = results.reduce((n, r) => n + r.outputs.length, 0);
  const bytes = results.reduce((n, r) => n + r.outputs.reduce((m, o) => m + o.text.length, 0), 0);
  const pollerCpuMs = (cpu.user + cpu.system) / 1000;
  const labServingCpuMs = Number(labUsage.servingCpuMs);
  const row = (k: string, v: string) => console.log(`| ${k} | ${v} |`);
  console.log(
    `\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
  );
  console.log('| measure | value |\n| --- | --- |');
  row('devices (ok / all)', `${ok} / ${results.length}`);
  row('concurrency', String(concurrency));
  row('commands answered', String(commands));
  row('text collected', `${(bytes / 2 ** 20).toFixed(1)} MiB`);
  row('wall time', `${(wallMs / 1000).toFixed(1)} s`);
  const durations = results.map((r) => r.durationMs).sort((a, b) => a - b);
  const quantile = (q: number) =>
    durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
  row('one device, median / p95 / max', `${quantile(0.5)} / ${quantile(0.95)} / ${quantile(1)} ms`);
  row('devices per second', (results.length / (wallMs / 1000)).toFixed(1));
  row(
    'poller CPU time',
    `${(pollerCpuMs / 1000).toFixed(1)} s (${((pollerCpuMs / wallMs) * 100).toFixed(0)} % of one core)`,
  );
  row('poller peak RSS', `${(peakRss / 2 ** 20).toFixed(0)} MiB`);
  row(
    'lab CPU time while polled',
    `${(labServingCpuMs / 1000).toFixed(1)} s (${((labServingCpuMs / wallMs) * 100).toFixed(0)} % of one core)`,
  );
  row('lab start (keys, 500 listeners)', `${(Number(listening.startCpuMs) / 1000).toFixed(1)} s CPU`);
  row('lab peak RSS', `${Number(labUsage.peakRssMb).toFixed(0)} MiB`);
  const failed = results.filter((r) => r.status !== 'ok');
  if (failed.length > 0)
    console.log(
      '\nnot ok:',
      failed.slice(0, 5).map((r) => `${r.name}: ${r.reason} ${r.detail}`),
    );
} finally {
  await rm(work, { recursive: true, force: true });
}
