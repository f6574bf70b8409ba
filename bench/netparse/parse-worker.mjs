// One worker of the parse benchmark's pool: for each job (a share of the devices' files and their inventory
// hosts), its devices parsed and merged with the built package, sent back to the main thread as one JSON text
// with the worker's parse time.
import { parentPort } from 'node:worker_threads';
import { parseSnapshotDevices } from '@lne/netparse';

parentPort?.on('message', (job) => {
  const started = performance.now();
  const parsed = parseSnapshotDevices(job.files, job.inventory);
  parentPort?.postMessage({
    devices: JSON.stringify(parsed.devices),
    parseMs: performance.now() - started,
  });
});
