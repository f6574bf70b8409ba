// One worker of the parse benchmark's pool: its devices parsed and merged with the built package, sent back to
// the main thread with the worker's own CPU time.
import { parentPort, workerData } from 'node:worker_threads';
import { parseSnapshotDevices } from '@lne/netparse';

const cpu = process.cpuUsage();
const started = performance.now();
const parsed = parseSnapshotDevices(workerData);
const used = process.cpuUsage(cpu);
parentPort?.postMessage({
  devices: parsed.devices,
  parseMs: performance.now() - started,
  cpuMs: (used.user + used.system) / 1000,
});
