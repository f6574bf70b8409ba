import { parentPort, workerData } from 'node:worker_threads';
import { type GenerateOptions, generateDataset } from '../seed/index';
import type { WorkerMessage } from './dataset-source';
import { storedDocTexts } from './pending-docs';
import { datasetDocs, datasetRows, SeededStates } from './seed-network';

// Generates the dataset of a background seed off the server's thread (`dataset-source.ts`): first everything
// but the documents, then each part's documents as they will be stored, in the order they are stored (each
// state's collection parsed when its first part is asked for), then each network's runs (its collections'
// texts and parse reports).
const post = (message: WorkerMessage) => parentPort?.postMessage(message);
try {
  const options = workerData as GenerateOptions;
  for (const [name, value] of Object.entries(options)) {
    if (value !== undefined && !Number.isFinite(value)) throw new Error(`the option ${name} is not a number`);
  }
  const dataset = generateDataset(options);
  const states = new SeededStates(dataset);
  const parts = datasetDocs(states);
  post({
    type: 'rows',
    rows: datasetRows(dataset),
    parts: parts.map(({ scope, kind }) => ({ scope, kind })),
  });
  const runs = new Map<number, ReturnType<SeededStates['run']>[]>();
  parts.forEach(({ scope, kind, docs }, index) => {
    post({ type: 'docs', scope, kind, ...storedDocTexts(docs()) });
    const next = parts[index + 1];
    if (next && next.scope.networkId === scope.networkId && next.scope.snapshotId === scope.snapshotId)
      return;
    // The state's documents are all posted: its run is what remains of it.
    const list = runs.get(scope.networkId) ?? [];
    list.push(states.run(scope.networkId, scope.snapshotId));
    runs.set(scope.networkId, list);
    states.release(scope.networkId, scope.snapshotId);
  });
  for (const bundle of dataset.networks) {
    const list = (runs.get(bundle.network.id) ?? []).sort((a, b) => a.created - b.created);
    post({ type: 'runs', networkId: bundle.network.id, runs: list });
  }
  post({ type: 'done' });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
