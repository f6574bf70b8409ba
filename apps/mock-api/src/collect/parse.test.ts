import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type IdAllocator, snapshotToDocuments } from '../import/documents';
import { collectionFiles } from '../seed/collection';
import { generateDataset } from '../seed/index';
import { parseCollected } from './parse';
import { buildReport } from './report';

const BATFISH = resolve(import.meta.dirname, '../../../../../shared/fixtures/batfish-example/configs');
const files = readdirSync(BATFISH)
  .sort()
  .map((name) => ({ path: `configs/${name}`, text: readFileSync(join(BATFISH, name), 'utf8') }));

function allocator(): IdAllocator {
  const next = { device: 100, host: 0, config: 0, vlan: 0, group: 0, ulid: 0 };
  return {
    device: () => ++next.device,
    host: () => ++next.host,
    config: () => ++next.config,
    vlan: () => ++next.vlan,
    group: () => ++next.group,
    ulid: () => `ULID${String(++next.ulid).padStart(22, '0')}`,
  };
}

describe('parsing a run', () => {
  it('gives the same parse in a worker thread as in this one, telling its progress', async () => {
    const progress: [number, number][] = [];
    const inWorker = await parseCollected(files, (done, total) => progress.push([done, total]), 'worker');
    const here = await parseCollected(files, undefined, 'thread');
    expect(inWorker.devices.map((d) => d.hostname)).toEqual(here.devices.map((d) => d.hostname));
    expect(inWorker.inference.links).toEqual(here.inference.links);
    expect(inWorker.files).toEqual(here.files);
    expect(progress.at(-1)).toEqual([13, 13]);
    const done = progress.map(([value]) => value);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  }, 60_000);

  it('makes the same documents and report from a worker thread’s parse as from this thread’s', async () => {
    // A seeded network's texts: switches with ports, VLANs, LAGs, spanning trees, neighbours and hosts.
    const bundle = generateDataset().networks[0];
    if (!bundle) throw new Error('the default dataset has no network');
    const texts = collectionFiles(bundle, bundle.collections.length - 1);
    const byPath = new Map(texts.map((file) => [file.path, file.text]));
    const documents = async (where: 'worker' | 'thread') => {
      const parsed = await parseCollected(texts, undefined, where);
      const docs = snapshotToDocuments(
        parsed,
        { devices: [], hosts: [], vlans: [], groups: [], configs: [] },
        { networkId: 3, now: 1_800_000_000, ids: allocator(), textOf: (path) => byPath.get(path) },
      );
      // Stored as JSON: the same text is the same stored documents.
      return { docs: JSON.stringify(docs), report: JSON.stringify(buildReport(parsed, texts, [], null)) };
    };
    const inWorker = await documents('worker');
    const here = await documents('thread');
    expect(JSON.parse(inWorker.docs).devices.length).toBeGreaterThan(5);
    expect(JSON.parse(inWorker.docs).hosts.length).toBeGreaterThan(5);
    expect(inWorker.docs).toBe(here.docs);
    expect(inWorker.report).toBe(here.report);
  }, 120_000);
});
