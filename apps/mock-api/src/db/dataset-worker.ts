import { parentPort, workerData } from 'node:worker_threads';
import { type GenerateOptions, generateDataset } from '../seed/index';
import type { WorkerMessage } from './dataset-source';
import { storedDocTexts } from './pending-docs';
import { datasetDocs, datasetRows } from './seed-network';

// Generates the dataset of a background seed off the server's thread (`dataset-source.ts`): first everything
// but the documents, then each part's documents as they will be stored, in the order they are stored.
const post = (message: WorkerMessage) => parentPort?.postMessage(message);
try {
  const options = workerData as GenerateOptions;
  for (const [name, value] of Object.entries(options)) {
    if (value !== undefined && !Number.isFinite(value)) throw new Error(`the option ${name} is not a number`);
  }
  const dataset = generateDataset(options);
  const parts = datasetDocs(dataset);
  post({
    type: 'rows',
    rows: datasetRows(dataset),
    parts: parts.map(({ scope, kind }) => ({ scope, kind })),
  });
  for (const { scope, kind, docs } of parts) post({ type: 'docs', scope, kind, ...storedDocTexts(docs()) });
  post({ type: 'done' });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
