import { parentPort, workerData } from 'node:worker_threads';
import { parseSnapshot, type SnapshotFile } from '@lne/netparse';
import type { ParseWorkerMessage } from './parse';

// Parses a run's files off the server's thread (`parse.ts`): progress as the files are read, then the result.
const post = (message: ParseWorkerMessage) => parentPort?.postMessage(message);
try {
  const files = workerData as SnapshotFile[];
  let told = 0;
  const parsed = parseSnapshot(files, undefined, {
    onProgress: (done, total) => {
      // About a hundred messages for a whole run, whatever its size.
      if (done === total || done - told >= Math.max(1, Math.floor(total / 100))) {
        told = done;
        post({ type: 'progress', done, total });
      }
    },
  });
  post({ type: 'done', parsed });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
