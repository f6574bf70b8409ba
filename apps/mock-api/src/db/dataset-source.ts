import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HandedConfig } from '../analysis/assessment/platforms';
import type { GenerateOptions } from '../seed/index';
import type { Scope } from './network-store';
import { type DocTexts, storedDocTexts } from './pending-docs';
import {
  type DatasetRows,
  datasetDocs,
  datasetRows,
  generateSeedDatasetAsync,
  type SeededRun,
  SeededStates,
} from './seed-network';

/** One kind of one network state of the dataset, in the order they are stored. */
export type DatasetPart = { scope: Scope; kind: string };

/** The young generation of the dataset worker (two semi-spaces of 64 MB and their large objects). */
const DATASET_YOUNG_GENERATION_MB = 192;

/** What `dataset-worker.ts` posts, in this order: the rows and the list of parts, each part, the end. */
export type WorkerMessage =
  | { type: 'rows'; rows: DatasetRows; parts: DatasetPart[] }
  | ({ type: 'docs' } & DatasetPart & DocTexts)
  | { type: 'runs'; networkId: number; runs: SeededRun[] }
  /** A piece of what the parse of a network's live state hands the assessment (`HandedConfig[]` as JSON). */
  | { type: 'handoff'; networkId: number; json: string; last: boolean }
  | { type: 'done' }
  | { type: 'error'; message: string };

/**
 * The generated dataset of a background seed, arriving in steps: first everything but the documents, then the
 * documents of each part, ready to be stored (`storedDocTexts`). Generated in a worker thread, so that the
 * server answers meanwhile and generating overlaps the server's own start.
 */
export type DatasetSource = {
  /** The networks' rows and the parts to come. */
  rows: Promise<{ rows: DatasetRows; parts: DatasetPart[] }>;
  /** The documents of a part; rejects when generating failed. */
  docs: (part: DatasetPart) => Promise<DocTexts>;
  /** A network's collection runs, oldest first (they arrive after the last part of the network). */
  runs: (networkId: number) => Promise<SeededRun[]>;
  /**
   * What the parse of a network's live state read of its newest configuration versions, for the assessment
   * (`ParsedConfigCache.receive`): its first run then parses none of them again.
   */
  handoff: (networkId: number) => Promise<HandedConfig[]>;
  /** Stops generating (nothing more arrives). */
  close: () => void;
};

/** Configurations per `handoff` message: each piece is read on the server's thread in tens of milliseconds. */
export const HANDOFF_PIECE = 200;

const partKey = (part: DatasetPart) => `${part.scope.networkId}/${part.scope.snapshotId}/${part.kind}`;

/**
 * The worker's entry: the built `dataset-worker.js` beside the server, or, running from source, a module that
 * loads the TypeScript source through tsx.
 */
function workerEntry(): URL | undefined {
  for (const candidate of [
    new URL('./dataset-worker.js', import.meta.url),
    new URL('./dataset-worker-source.mjs', import.meta.url),
  ]) {
    if (existsSync(fileURLToPath(candidate))) return candidate;
  }
  return undefined;
}

/**
 * Starts generating the dataset in a worker thread; in this thread when no worker can run (or `where` says so).
 */
export function startDatasetGeneration(
  options: GenerateOptions,
  where: 'worker' | 'thread' = 'worker',
): DatasetSource {
  const entry = where === 'worker' ? workerEntry() : undefined;
  return entry ? workerSource(entry, options) : threadSource(options);
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // Whoever awaits it gets the failure; nobody awaiting it is no unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

function workerSource(entry: URL, options: GenerateOptions): DatasetSource {
  const rows = deferred<{ rows: DatasetRows; parts: DatasetPart[] }>();
  const arrived = new Map<string, ReturnType<typeof deferred<DocTexts>>>();
  const slot = (part: DatasetPart) => {
    const key = partKey(part);
    let found = arrived.get(key);
    if (!found) {
      found = deferred<DocTexts>();
      arrived.set(key, found);
    }
    return found;
  };
  const runs = new Map<number, ReturnType<typeof deferred<SeededRun[]>>>();
  const runSlot = (networkId: number) => {
    let found = runs.get(networkId);
    if (!found) {
      found = deferred<SeededRun[]>();
      runs.set(networkId, found);
    }
    return found;
  };
  const handoffs = new Map<
    number,
    { pieces: HandedConfig[]; done: ReturnType<typeof deferred<HandedConfig[]>> }
  >();
  const handoffSlot = (networkId: number) => {
    let found = handoffs.get(networkId);
    if (!found) {
      found = { pieces: [], done: deferred<HandedConfig[]>() };
      handoffs.set(networkId, found);
    }
    return found;
  };
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    rows.reject(failure);
    for (const pending of arrived.values()) pending.reject(failure);
    for (const pending of runs.values()) pending.reject(failure);
    for (const pending of handoffs.values()) pending.done.reject(failure);
  };
  // Most of what the worker allocates lives until its state is posted: a young generation of 64 MB semi-spaces
  // (V8's default is 16 MB) lets more of it die before it is copied (bench/api, 2026-12-03).
  const worker = new Worker(entry, {
    workerData: options,
    resourceLimits: { maxYoungGenerationSizeMb: DATASET_YOUNG_GENERATION_MB },
  });
  worker.unref();
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'rows') rows.resolve({ rows: message.rows, parts: message.parts });
    else if (message.type === 'docs') slot(message).resolve({ ids: message.ids, texts: message.texts });
    else if (message.type === 'runs') runSlot(message.networkId).resolve(message.runs);
    else if (message.type === 'handoff') {
      const slot = handoffSlot(message.networkId);
      for (const handed of JSON.parse(message.json) as HandedConfig[]) slot.pieces.push(handed);
      if (message.last) slot.done.resolve(slot.pieces);
    } else if (message.type === 'error') fail(new Error(`generating the dataset failed: ${message.message}`));
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => {
    if (code !== 0) fail(new Error(`the dataset generator stopped (exit code ${code})`));
  });
  return {
    rows: rows.promise,
    docs: (part) => (failure ? Promise.reject(failure) : slot(part).promise),
    runs: (networkId) => (failure ? Promise.reject(failure) : runSlot(networkId).promise),
    handoff: (networkId) => (failure ? Promise.reject(failure) : handoffSlot(networkId).done.promise),
    close: () => {
      void worker.terminate();
    },
  };
}

/**
 * The same dataset generated in this thread (in steps, the event loop free between them); each state's
 * collection is parsed when its documents are first asked for.
 */
function threadSource(options: GenerateOptions): DatasetSource {
  const generated = generateSeedDatasetAsync(options).then((dataset) => {
    const states = new SeededStates(dataset, { handoff: true });
    const parts = datasetDocs(states);
    return { dataset, states, parts: new Map(parts.map((part) => [partKey(part), part])) };
  });
  generated.catch(() => undefined);
  return {
    rows: generated.then(({ dataset, parts }) => ({
      rows: datasetRows(dataset),
      parts: [...parts.values()].map(({ scope, kind }) => ({ scope, kind })),
    })),
    docs: async (part) => {
      const found = (await generated).parts.get(partKey(part));
      return storedDocTexts(found ? found.docs() : []);
    },
    runs: async (networkId) => {
      const { states } = await generated;
      return states.runScopes(networkId).map((scope) => states.run(scope.networkId, scope.snapshotId));
    },
    handoff: async (networkId) => (await generated).states.takeHandoff(networkId),
    close: () => undefined,
  };
}
