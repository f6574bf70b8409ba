import { describe, expect, it } from 'vitest';
import { startDatasetGeneration } from '../src/db/dataset-source';
import { storedDocTexts } from '../src/db/pending-docs';
import { datasetDocs, datasetRows, generateSeedDataset, SeededStates } from '../src/db/seed-network';

describe('the dataset of a background seed', () => {
  it('arrives from the worker thread as generated here: the same rows, parts and documents', async () => {
    const options = { seed: 1, scale: 1 };
    const dataset = generateSeedDataset(options);
    const states = new SeededStates(dataset);
    const parts = datasetDocs(states);
    for (const where of ['worker', 'thread'] as const) {
      const source = startDatasetGeneration(options, where);
      const arrived = await source.rows;
      expect(arrived.rows, where).toEqual(datasetRows(dataset));
      expect(arrived.parts, where).toEqual(parts.map(({ scope, kind }) => ({ scope, kind })));
      for (const part of parts) {
        expect(await source.docs(part), `${where} ${JSON.stringify(part.scope)} ${part.kind}`).toEqual(
          storedDocTexts(part.docs()),
        );
      }
      // The collections' texts arrive as the networks' runs, oldest first, the live one last.
      for (const bundle of dataset.networks) {
        const runs = await source.runs(bundle.network.id);
        expect(
          runs.map((r) => r.snapshotId),
          where,
        ).toEqual(bundle.collections.map((c) => c.snapshotId));
        const live = states.run(bundle.network.id, 1);
        expect(runs.at(-1)?.files, where).toEqual(live.files);
        expect(runs.at(-1)?.report, where).toEqual(live.report);
      }
      source.close();
    }
  }, 120_000);

  it('a generator that fails reaches whoever waits for the dataset', async () => {
    const source = startDatasetGeneration({ seed: 1, scale: Number.NaN });
    await expect(source.rows).rejects.toThrow(
      'generating the dataset failed: the option scale is not a number',
    );
    await expect(source.docs({ scope: { networkId: 1, snapshotId: 1 }, kind: 'device' })).rejects.toThrow(
      'the option scale is not a number',
    );
    source.close();
  }, 60_000);
});
