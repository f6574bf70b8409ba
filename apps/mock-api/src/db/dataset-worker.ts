import { parentPort, workerData } from 'node:worker_threads';
import { LIVE_SNAPSHOT_ID } from '@lne/permissions';
import { type GenerateOptions, generateDataset } from '../seed/index';
import { HANDOFF_PIECE, type WorkerMessage } from './dataset-source';
import { storedDocTexts } from './pending-docs';
import { datasetDocs, datasetRows, SeededStates } from './seed-network';

// Generates the dataset of a background seed off the server's thread (`dataset-source.ts`): first everything
// but the documents, then each part's documents as they will be stored, in the order they are stored (each
// state's collection parsed when its first part is asked for), each network's runs (its collections' texts and
// parse reports) after its last state.
const post = (message: WorkerMessage) => parentPort?.postMessage(message);
try {
  const options = workerData as GenerateOptions;
  for (const [name, value] of Object.entries(options)) {
    if (value !== undefined && !Number.isFinite(value)) throw new Error(`the option ${name} is not a number`);
  }
  const dataset = generateDataset(options);
  const states = new SeededStates(dataset, { handoff: true });
  const parts = datasetDocs(states);
  post({
    type: 'rows',
    rows: datasetRows(dataset),
    parts: parts.map(({ scope, kind }) => ({ scope, kind })),
  });
  const runs = new Map<number, ReturnType<SeededStates['run']>[]>();
  const posted = new Set<number>();
  const postRuns = (networkId: number) => {
    const list = (runs.get(networkId) ?? []).sort((a, b) => a.created - b.created);
    runs.delete(networkId);
    posted.add(networkId);
    post({ type: 'runs', networkId, runs: list });
  };
  parts.forEach(({ scope, kind, docs }, index) => {
    post({ type: 'docs', scope, kind, ...storedDocTexts(docs()) });
    const next = parts[index + 1];
    if (next && next.scope.networkId === scope.networkId && next.scope.snapshotId === scope.snapshotId)
      return;
    // The state's documents are all posted: its run is what remains of it, and of the live state what its parse
    // read of the configurations, for the assessment (in pieces, each one quick to read on the server's thread).
    if (scope.snapshotId === LIVE_SNAPSHOT_ID) {
      const handed = states.takeHandoff(scope.networkId);
      for (let start = 0; start === 0 || start < handed.length; start += HANDOFF_PIECE) {
        const piece = handed.slice(start, start + HANDOFF_PIECE);
        const last = start + HANDOFF_PIECE >= handed.length;
        post({ type: 'handoff', networkId: scope.networkId, json: JSON.stringify(piece), last });
      }
    }
    const list = runs.get(scope.networkId) ?? [];
    list.push(states.run(scope.networkId, scope.snapshotId));
    runs.set(scope.networkId, list);
    states.release(scope.networkId, scope.snapshotId);
    // The network's last state: its runs can be stored while the other networks are parsed.
    if (!parts.slice(index + 1).some((part) => part.scope.networkId === scope.networkId))
      postRuns(scope.networkId);
  });
  // A network without documents has its (empty) runs too.
  for (const bundle of dataset.networks) if (!posted.has(bundle.network.id)) postRuns(bundle.network.id);
  post({ type: 'done' });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
