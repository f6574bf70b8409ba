/**
 * Parse benchmark: 1,000 synthetic Cisco IOS devices (a ~20 kB running configuration and ten show outputs
 * each, `devices.ts`) through `parseSnapshot`, in this thread and split by device over a pool of
 * `BENCH_WORKERS` parsing threads: this thread and `BENCH_WORKERS - 1` worker threads. The pool does the same
 * work as the thread: the main thread reads the inventory once and gives each worker its devices' files and
 * hosts, parses its own share meanwhile, reads back the workers' devices (each worker sends them as one JSON
 * text: the structured clone of a device's many small objects costs several times more to read back), and
 * infers the network. The main thread parses a share itself because a share it parses is never serialised:
 * with only worker threads parsing, writing and reading back the devices' JSON (120 kB a device) cost more CPU
 * than the parse gained. The workers start once, in the first run, and are kept for the others, as a server
 * keeps its pool. Prints a Markdown row per run; the run fails unless the pool's devices and inference equal
 * the thread's (compared by a digest of their JSON, outside the timed part). It runs the built package
 * (`dist/`, as the server does): build it first.
 *
 *   node scripts/pnpm.mjs --filter @lne/netparse build
 *   BENCH_DEVICES=1000 BENCH_RUNS=3 BENCH_WORKERS=2 node --import tsx parse.ts
 */
import { createHash } from 'node:crypto';
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  type InventoryHost,
  inferNetwork,
  type NetworkInference,
  type NormalizedDevice,
  parseNornirHosts,
  parseSnapshot,
  parseSnapshotDevices,
} from '@lne/netparse';
import { type BenchFile, benchSnapshot } from './devices';

const count = Number(process.env.BENCH_DEVICES ?? 1000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Parsing threads of the pool, this one included. */
const workers = Math.max(1, Number(process.env.BENCH_WORKERS ?? 2));

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

/** The digest of what a parse gave, to compare the pool's with the thread's without keeping both. */
function digest(devices: readonly NormalizedDevice[], inference: NetworkInference): string {
  const hash = createHash('sha256');
  for (const device of devices) hash.update(JSON.stringify(device));
  hash.update(JSON.stringify(inference));
  return hash.digest('hex');
}

/** The pool's workers (all its threads but this one), started on first use; plain JavaScript, without `tsx`. */
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
  inference: NetworkInference;
  slowest: number;
  inferS: number;
}> {
  if (workerPool.length === 0) {
    workerPool = Array.from(
      { length: workers - 1 },
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
  // Share 0 is this thread's, share w the worker w - 1's.
  const jobs = Array.from({ length: workers }, (_, w): WorkerJob => {
    const mine = hosts.filter((_, i) => i % workers === w);
    return {
      files: mine.flatMap((h) => byHost.get(h) ?? []),
      inventory: Object.fromEntries(mine.flatMap((h) => (inventory[h] ? [[h, inventory[h]] as const] : []))),
    };
  });
  const answers = Promise.all(
    workerPool.map((worker, w) => ask(worker, jobs[w + 1] ?? { files: [], inventory: {} })),
  );
  const ownStarted = performance.now();
  const own = parseSnapshotDevices(jobs[0]?.files ?? [], jobs[0]?.inventory ?? {});
  const ownMs = performance.now() - ownStarted;
  const results = await answers;
  const devices = [
    ...own.devices,
    ...results.flatMap((r) => JSON.parse(r.devices) as NormalizedDevice[]),
  ].sort((a, b) => a.hostname.localeCompare(b.hostname));
  const inferStarted = performance.now();
  const inference = inferNetwork(devices);
  return {
    devices,
    inference,
    slowest: Math.max(ownMs, ...results.map((r) => r.parseMs)) / 1000,
    inferS: (performance.now() - inferStarted) / 1000,
  };
}

/** One run in this thread; only the counts and the digest are kept, so that the pool's run does not hold this one's result. */
function singleThread(): {
  wall: number;
  cpu: number;
  devices: number;
  links: number;
  hosts: number;
  digest: string;
} {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const parsed = parseSnapshot(files);
  const wall = (performance.now() - started) / 1000;
  const cpuUsed = cpuMs(cpu);
  // The generated files agree with one another (the status table prints the configured descriptions, the VLAN
  // table the configured access ports): a merge conflict is the generator contradicting itself.
  const conflict = parsed.warnings.find((w) => w.code === 'merge-conflict');
  if (conflict) throw new Error(`the generated devices disagree with themselves: ${conflict.text}`);
  return {
    wall,
    cpu: cpuUsed,
    devices: parsed.devices.length,
    links: parsed.inference.links.length,
    hosts: parsed.inference.hosts.length,
    digest: digest(parsed.devices, parsed.inference),
  };
}

console.log(
  `\n${count} devices, ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB (configuration ${(configBytes / 1000).toFixed(1)} kB each), Node ${process.version}, ${cpus().length} cores\n`,
);
console.log(
  '| run | mode | wall s | CPU s (all threads) | devices | links | hosts | peak RSS MB | slowest thread parse s | inference s |',
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
  const poolCpuS = cpuMs(poolCpu) / 1000;
  if (digest(pool.devices, pool.inference) !== single.digest) {
    throw new Error('the pool found other devices, links or hosts than the single thread');
  }
  console.log(
    `| ${run} | ${workers} threads | ${poolWall.toFixed(2)} | ${poolCpuS.toFixed(2)} | ${pool.devices.length} | ${pool.inference.links.length} | ${pool.inference.hosts.length} | ${Math.round(process.resourceUsage().maxRSS / 1024)} | ${pool.slowest.toFixed(2)} | ${pool.inferS.toFixed(2)} |`,
  );
}
for (const worker of workerPool) await worker.terminate();
