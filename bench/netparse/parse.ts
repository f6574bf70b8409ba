/**
 * Parse benchmark: 1,000 synthetic Cisco IOS devices (a ~20 kB running configuration and ten show outputs
 * each, `devices.ts`) through `parseSnapshot`, in this thread and split over a pool of worker threads by device
 * (each worker parses and merges its devices, the main thread infers the network). Prints a Markdown row per run.
 * It runs the built package (`dist/`, as the server does): build it first.
 *
 *   node scripts/pnpm.mjs --filter @lne/netparse build
 *   BENCH_DEVICES=1000 BENCH_RUNS=3 BENCH_WORKERS=2 node --import tsx parse.ts
 */
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { inferNetwork, type NormalizedDevice, parseSnapshot } from '@lne/netparse';
import { type BenchFile, benchSnapshot } from './devices';

const count = Number(process.env.BENCH_DEVICES ?? 1000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const workers = Number(process.env.BENCH_WORKERS ?? 2);

const files = benchSnapshot(count);
const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0);
const configBytes =
  files.filter((f) => f.path.endsWith('.cfg')).reduce((sum, f) => sum + f.text.length, 0) / count;

function cpuMs(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return Math.round((used.user + used.system) / 1000);
}

type WorkerAnswer = { devices: NormalizedDevice[]; parseMs: number; cpuMs: number };

async function pooled(): Promise<{
  devices: NormalizedDevice[];
  links: number;
  slowest: number;
  inferS: number;
}> {
  const byHost = new Map<string, BenchFile[]>();
  const shared: BenchFile[] = [];
  for (const file of files) {
    const host = /^(?:configs\/([^/.]+)|show\/([^/]+)\/)/.exec(file.path);
    const key = host?.[1] ?? host?.[2];
    if (!key) shared.push(file);
    else byHost.set(key, [...(byHost.get(key) ?? []), file]);
  }
  const hosts = [...byHost.keys()];
  const parts = Array.from({ length: workers }, (_, w) =>
    hosts
      .filter((_, i) => i % workers === w)
      .flatMap((h) => byHost.get(h) ?? [])
      .concat(shared),
  );
  const results = await Promise.all(
    parts.map(
      (part) =>
        new Promise<WorkerAnswer>((resolve, reject) => {
          const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), { workerData: part });
          worker.once('message', (answer: WorkerAnswer) => {
            resolve(answer);
            void worker.terminate();
          });
          worker.once('error', reject);
        }),
    ),
  );
  const devices = results.flatMap((r) => r.devices).sort((a, b) => a.hostname.localeCompare(b.hostname));
  const inferStarted = performance.now();
  const links = inferNetwork(devices).links.length;
  return {
    devices,
    links,
    slowest: Math.max(0, ...results.map((r) => r.parseMs)) / 1000,
    inferS: (performance.now() - inferStarted) / 1000,
  };
}

console.log(
  `\n${count} devices, ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB (configuration ${(configBytes / 1000).toFixed(1)} kB each), Node ${process.version}, ${cpus().length} cores\n`,
);
console.log(
  '| run | mode | wall s | CPU s (all threads) | devices | links | hosts | peak RSS MB | slowest worker parse s | inference s |',
);
console.log('| --: | --- | --: | --: | --: | --: | --: | --: | --: | --: |');
for (let run = 1; run <= runs; run++) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const parsed = parseSnapshot(files);
  const wall = (performance.now() - started) / 1000;
  console.log(
    `| ${run} | one thread | ${wall.toFixed(2)} | ${(cpuMs(cpu) / 1000).toFixed(2)} | ${parsed.devices.length} | ${parsed.inference.links.length} | ${parsed.inference.hosts.length} | ${Math.round(process.resourceUsage().maxRSS / 1024)} | | |`,
  );
  const poolCpu = process.cpuUsage();
  const poolStarted = performance.now();
  const pool = await pooled();
  const poolWall = (performance.now() - poolStarted) / 1000;
  console.log(
    `| ${run} | ${workers} workers | ${poolWall.toFixed(2)} | ${(cpuMs(poolCpu) / 1000).toFixed(2)} | ${pool.devices.length} | ${pool.links} | | ${Math.round(process.resourceUsage().maxRSS / 1024)} | ${pool.slowest.toFixed(2)} | ${pool.inferS.toFixed(2)} |`,
  );
}
