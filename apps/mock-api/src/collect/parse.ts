import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ParsedSnapshot, parseSnapshot, type SnapshotFile } from '@lne/netparse';
import type { CollectedFile } from './store';
import { userTemplates } from './templates';

/** What `parse-worker.ts` posts: progress as the files are read, then the parse or the error. */
export type ParseWorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; parsed: ParsedSnapshot }
  | { type: 'error'; message: string };

/** Told as the files of a run are read: files read so far of the run's device files. */
export type ParseProgress = (filesDone: number, filesTotal: number) => void;

/**
 * Runs of fewer files are parsed in this thread: a worker takes longer to start than they take to read (a few
 * milliseconds per file), and the event loop is held for a fraction of a second at most.
 */
export const WORKER_MIN_FILES = 200;

/** The worker's entry: the built `parse-worker.js` beside the server, or the source loaded through tsx. */
function workerEntry(): { url: URL; fromSource: boolean } | undefined {
  const built = new URL('./parse-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { url: built, fromSource: false };
  const source = new URL('./parse-worker-source.mjs', import.meta.url);
  if (existsSync(fileURLToPath(source))) return { url: source, fromSource: true };
  return undefined;
}

function inWorker(
  entry: { url: URL; fromSource: boolean },
  files: readonly CollectedFile[],
  onProgress: ParseProgress,
): Promise<ParsedSnapshot> {
  return new Promise<ParsedSnapshot>((resolve, reject) => {
    const worker = new Worker(entry.url, {
      workerData: files,
      // From source, workspace packages resolve to their TypeScript (the `@lne/source` export condition).
      ...(entry.fromSource ? { execArgv: [...process.execArgv, '--conditions=@lne/source'] } : {}),
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.on('message', (message: ParseWorkerMessage) => {
      if (message.type === 'progress') onProgress(message.done, message.total);
      else if (message.type === 'done') settle(() => resolve(message.parsed));
      else settle(() => reject(new Error(`parsing failed: ${message.message}`)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the parser stopped before it ended (exit code ${code})`))),
    );
  });
}

/**
 * Parses a run's files with `@lne/netparse` (devices, then what the whole network shows): in a worker thread
 * for large runs, so that the server answers meanwhile; in this thread for small ones or when no worker can run.
 */
export async function parseCollected(
  files: readonly CollectedFile[],
  onProgress: ParseProgress = () => undefined,
  where: 'auto' | 'worker' | 'thread' = 'auto',
): Promise<ParsedSnapshot> {
  const entry = where === 'thread' ? undefined : workerEntry();
  if (entry && (where === 'worker' || files.length >= WORKER_MIN_FILES)) {
    return inWorker(entry, files, onProgress);
  }
  return parseWithUserTemplates(files, onProgress);
}

/** `parseSnapshot` with the user's ntc-templates (`NTC_TEMPLATES_DIR`), in the thread it is called in. */
export function parseWithUserTemplates(
  files: readonly SnapshotFile[],
  onProgress: ParseProgress,
): ParsedSnapshot {
  const { templates, warning } = userTemplates();
  const parsed = parseSnapshot(files, undefined, { onProgress, ...(templates ? { templates } : {}) });
  if (warning) parsed.warnings.unshift(warning);
  return parsed;
}
