import { describe, expect, it } from 'vitest';
import { assessNetwork, buildNetwork, ParsedConfigCache } from '../src/analysis/assessment';
import { startDatasetGeneration } from '../src/db/dataset-source';
import { storedDocTexts } from '../src/db/pending-docs';
import { datasetDocs, datasetRows, generateSeedDataset, SeededStates } from '../src/db/seed-network';
import type { DeviceConfig, NetworkData } from '../src/model/documents';

/** Every check over a stored state, each device's newest configuration version as the server picks it. */
function assessState(data: NetworkData, cache: ParsedConfigCache) {
  const configs = new Map<string, DeviceConfig>();
  for (const config of [...data.configs].sort((a, b) => b.created - a.created || b.id - a.id))
    if (!configs.has(config.device_id)) configs.set(config.device_id, config);
  const network = buildNetwork(
    { devices: data.devices, hosts: data.hosts, vlans: data.vlans, zones: data.zones, configs },
    cache,
  );
  return { outcome: assessNetwork(network), configs: configs.size };
}

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

  it('hands the assessment what the parse of each live state read: a run over it parses nothing again', async () => {
    const options = { seed: 1, scale: 1 };
    const dataset = generateSeedDataset(options);
    const states = new SeededStates(dataset);
    for (const where of ['worker', 'thread'] as const) {
      const source = startDatasetGeneration(options, where);
      for (const bundle of dataset.networks) {
        const live = states.state(bundle.network.id, 1);
        const cold = new ParsedConfigCache();
        const expected = assessState(live, cold);
        expect(cold.parses, where).toBe(expected.configs);

        const handed = await source.handoff(bundle.network.id);
        expect(handed.length, where).toBe(expected.configs);
        const cache = new ParsedConfigCache();
        cache.receive(handed);
        const received = assessState(live, cache);
        expect(cache.parses, `${where} ${bundle.network.name}`).toBe(0);
        expect(received.outcome, `${where} ${bundle.network.name}`).toEqual(expected.outcome);
      }
      source.close();
    }
  }, 180_000);

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
