import { parentPort, workerData } from 'node:worker_threads';
import type { SnapshotFile } from '@lne/netparse';
import { type ParseWorkerMessage, parseWithUserTemplates } from './parse';

// Parses a run's files off the server's thread (`parse.ts`): progress as the files are read, then the result.
const post = (message: ParseWorkerMessage) => parentPort?.postMessage(message);
try {
  const files = workerData as SnapshotFile[];
  let told = 0;
  // The worker reads `NTC_TEMPLATES_DIR` itself: a template index does not cross threads.
  const parsed = parseWithUserTemplates(files, (done, total) => {
    // About a hundred messages for a whole run, whatever its size.
    if (done === total || done - told >= Math.max(1, Math.floor(total / 100))) {
      told = done;
      post({ type: 'progress', done, total });
    }
  });
  post({ type: 'done', parsed });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
