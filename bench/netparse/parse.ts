/**
 * Parse benchmark: 1,000 synthetic Cisco IOS devices (a ~20 kB running configuration and ten show outputs
 * each, `devices.ts`) through `parseSnapshot`, in this thread and split over a pool of worker threads by device.
 * The pool does the same work as the thread: the main thread reads the inventory once and gives each worker
 * its devices' files and hosts, each worker parses and merges its devices and sends them back as JSON (one
 * string: the structured clone of a device's many small objects costs several times more to read back), and
 * the main thread infers the network. The workers start once, in the first run, and are kept for the others,
 * as a server keeps its pool. Prints a Markdown row per run. It runs the built package (`dist/`, as the server
 * does): build it first.
 *
 *   node scripts/pnpm.mjs --filter @lne/netparse build
 *   BENCH_DEVICES=1000 BENCH_RUNS=3 BENCH_WORKERS=2 node --import tsx parse.ts
 */
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  type InventoryHost,
  inferNetwork,
  type NormalizedDevice,
  parseNornirHosts,
  parseSnapshot,
} from '@lne/netparse';
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

export type WorkerJob = { files: BenchFile[]; inventory: Record<string, InventoryHost> };
type WorkerAnswer = { devices: string; parseMs: number };

/** The pool's workers, started on first use. They run the plain JavaScript worker, without `tsx`. */
let workerPool: Worker[] = [];

function ask(worker: Worker, job: WorkerJob): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      worker.off('message', resolve);
      reject(error);
    };
    worker.once('message', (answer: WorkerAnswer) => {
      worker.off('error', onError);
      resolve(answer);
    });
    worker.once('error', onError);
    worker.postMessage(job);
  });
}

async function pooled(): Promise<{
  devices: NormalizedDevice[];
  links: number;
  hosts: number;
  slowest: number;
  inferS: number;
}> {
  if (workerPool.length === 0) {
    workerPool = Array.from(
      { length: workers },
      () => new Worker(new URL('./parse-worker.mjs', import.meta.url), { execArgv: [] }),
    );
  }
  const byHost = new Map<string, BenchFile[]>();
  let inventory: Record<string, InventoryHost> = {};
  for (const file of files) {
    if (file.path === 'hosts.yaml') {
      inventory = parseNornirHosts(file.text, file.path).inventory;
      continue;
    }
    const host = /^(?:configs\/([^/.]+)|show\/([^/]+)\/)/.exec(file.path);
    const key = host?.[1] ?? host?.[2];
    if (!key) throw new Error(`${file.path} belongs to no device`);
    const list = byHost.get(key) ?? [];
    list.push(file);
    byHost.set(key, list);
  }
  const hosts = [...byHost.keys()];
  const jobs = workerPool.map((_, w): WorkerJob => {
    const mine = hosts.filter((_, i) => i % workers === w);
    return {
      files: mine.flatMap((h) => byHost.get(h) ?? []),
      inventory: Object.fromEntries(mine.flatMap((h) => (inventory[h] ? [[h, inventory[h]] as const] : []))),
    };
  });
  const results = await Promise.all(
    workerPool.map((worker, w) => ask(worker, jobs[w] ?? { files: [], inventory: {} })),
  );
  const devices = results
    .flatMap((r) => JSON.parse(r.devices) as NormalizedDevice[])
    .sort((a, b) => a.hostname.localeCompare(b.hostname));
  const inferStarted = performance.now();
  const inference = inferNetwork(devices);
  return {
    devices,
    links: inference.links.length,
    hosts: inference.hosts.length,
    slowest: Math.max(0, ...results.map((r) => r.parseMs)) / 1000,
    inferS: (performance.now() - inferStarted) / 1000,
  };
}

/** One run in this thread; only the counts are kept, so that the pool's run does not hold this one's result. */
function singleThread(): { wall: number; cpu: number; devices: number; links: number; hosts: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const parsed = parseSnapshot(files);
  // The generated files agree with one another (the status table prints the configured descriptions, the VLAN
  // table the configured access ports): a merge conflict is the generator contradicting itself.
  const conflict = parsed.warnings.find((w) => w.code === 'merge-conflict');
  if (conflict) throw new Error(`the generated devices disagree with themselves: ${conflict.text}`);
  return {
    wall: (performance.now() - started) / 1000,
    cpu: cpuMs(cpu),
    devices: parsed.devices.length,
    links: parsed.inference.links.length,
    hosts: parsed.inference.hosts.length,
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
  const single = singleThread();
  console.log(
    `| ${run} | one thread | ${single.wall.toFixed(2)} | ${(single.cpu / 1000).toFixed(2)} | ${single.devices} | ${single.links} | ${single.hosts} | ${Math.round(process.resourceUsage().maxRSS / 1024)} | | |`,
  );
  const poolCpu = process.cpuUsage();
  const poolStarted = performance.now();
  const pool = await pooled();
  const poolWall = (performance.now() - poolStarted) / 1000;
  if (pool.devices.length !== single.devices || pool.links !== single.links || pool.hosts !== single.hosts) {
    throw new Error('the pool found other devices, links or hosts than the single thread');
  }
  console.log(
    `| ${run} | ${workers} workers | ${poolWall.toFixed(2)} | ${(cpuMs(poolCpu) / 1000).toFixed(2)} | ${pool.devices.length} | ${pool.links} | ${pool.hosts} | ${Math.round(process.resourceUsage().maxRSS / 1024)} | ${pool.slowest.toFixed(2)} | ${pool.inferS.toFixed(2)} |`,
  );
}
for (const worker of workerPool) await worker.terminate();
