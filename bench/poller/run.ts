/**
 * Polls N device-lab devices (default 500) with concurrency C (default 32) and reports the wall time, and the CPU
 * time and peak memory of the poller (this process) and of the lab (a child process).
 *
 *   node scripts/pnpm.mjs --filter @lne/bench-poller bench
 *   BENCH_DEVICES=200 BENCH_CONCURRENCY=16 node scripts/pnpm.mjs --filter @lne/bench-poller bench
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type { LabHost } from '@lne/device-lab';
import { pollMany } from '@lne/poller';
import { buildFolder, startLabProcess } from './lab-folder';

const devices = Number(process.env.BENCH_DEVICES ?? 500);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

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
