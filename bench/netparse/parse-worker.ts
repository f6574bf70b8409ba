import { parentPort, workerData } from 'node:worker_threads';
import { parseSnapshotDevices } from '@lne/netparse';
import type { BenchFile } from './devices';

// One worker of the parse benchmark's pool: its devices parsed and merged, sent back to the main thread.
const parsed = parseSnapshotDevices(workerData as BenchFile[]);
parentPort?.postMessage(parsed.devices);
