import { parseSnapshot } from '@lne/netparse';
import { describe, expect, it } from 'vitest';
import { stateOf } from '../seed/collection';
import { generateDataset } from '../seed/index';
import { observableView, stateView, viewDifferences } from '../seed/observable';
import { SnapshotParseCache } from './parse-cache';
import { seededCollections, seededIds, seededState } from './seeded';

/**
 * The property of the seeded demo data: every fact the generator meant that has a text form (see
 * `seed/observable.ts` for the few that have none) is what the parser reads from the texts it wrote, in every
 * collection of every network: devices with their identity, documents, ports, neighbours, routes, VLANs,
 * VRFs, LAGs, addresses and spanning trees, hosts with MAC, addresses, vendor, port and VLANs, the networks'
 * VLANs, and each device's configuration versions.
 */

const dataset = generateDataset();
const counters = seededIds(dataset.networks);
const seeded = dataset.networks.map((bundle) => ({
  bundle,
  collections: seededCollections(bundle, counters, new SnapshotParseCache()),
}));

describe('the seeded demo data', () => {
  for (const { bundle, collections } of seeded) {
    for (const [index, collection] of collections.entries()) {
      const label = `${bundle.network.name}, ${collection.snapshotId === 1 ? 'live' : `snapshot ${collection.snapshotId}`}`;

      it(`${label}: what the generator meant is what the parser read`, () => {
        const meant = observableView(stateOf(bundle, index));
        const read = stateView(collection.data);
        expect(viewDifferences(meant, read)).toEqual([]);
        expect(Object.keys(read.devices).length).toBeGreaterThan(5);
      });

      it(`${label}: every text is read whole, in the platform its inventory names`, () => {
        const unread = collection.parsed.files
          .filter((f) => f.status !== 'parsed' || f.unrecognizedLines > 0)
          .map((f) => `${f.file}: ${f.status}, ${f.unrecognizedLines} lines not read`);
        expect(unread).toEqual([]);
        expect(collection.report.run.summary.devices).toBe(collection.parsed.devices.length);
      });
    }
  }

  it('parses each text once across collections, as parseSnapshot reads each collection', () => {
    const [{ bundle, collections } = { bundle: undefined, collections: [] }] = seeded;
    if (!bundle) throw new Error('no network');
    for (const collection of collections) {
      const whole = parseSnapshot(collection.files);
      expect(collection.parsed.devices).toEqual(whole.devices);
      expect(collection.parsed.inference).toEqual(whole.inference);
      expect(collection.parsed.files).toEqual(whole.files);
    }
    const cache = new SnapshotParseCache();
    cache.parse(collections[2]?.files ?? []);
    cache.parse(collections[3]?.files ?? []);
    // From the second state to live only the texts that changed are read again, and only the devices with a
    // changed text merged again.
    expect(cache.lastParsed).toBeGreaterThan(0);
    expect(cache.lastParsed).toBeLessThan((collections[3]?.files.length ?? 0) / 2);
    expect(cache.lastMerged).toBeGreaterThan(0);
    expect(cache.lastMerged).toBeLessThan((collections[3]?.parsed.devices.length ?? 0) / 2);
  });

  it('stores the documents of each collection parsed whole on its own, in every network', () => {
    // The full path: every collection's texts read by `parseSnapshot`, nothing kept from another collection.
    const whole = { parse: (files: Parameters<typeof parseSnapshot>[0]) => parseSnapshot(files) };
    const wholeCounters = seededIds(dataset.networks);
    for (const { bundle, collections } of seeded) {
      collections.forEach((collection, index) => {
        const alone = seededState(bundle, index, wholeCounters, whole);
        expect(collection.data).toEqual(alone.data);
        expect(collection.report).toEqual(alone.report);
      });
    }
    expect(wholeCounters).toEqual(counters);
  });
});
