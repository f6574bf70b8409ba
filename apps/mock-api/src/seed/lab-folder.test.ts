import { describe, expect, it } from 'vitest';
import { collectionFiles } from './collection';
import { generateDataset } from './index';
import { demoLabFolder } from './lab-folder';

describe('the demo network as a device-lab folder', () => {
  const dataset = generateDataset();

  it('serves each device logged into with the texts of the live collection, its platform and enable secret', () => {
    for (const bundle of dataset.networks) {
      const folder = demoLabFolder(bundle);
      const served = Object.keys(folder.inventory);
      expect(served.length, bundle.network.name).toBeGreaterThan(0);
      const live = new Map(
        collectionFiles(bundle, bundle.collections.length - 1).map((f) => [f.path, f.text]),
      );
      for (const name of served) {
        const device = bundle.live.devices.find((d) => d.data.name === name);
        expect(device?.data.known).toBe(true);
        const config = folder.files.find((f) => f.path.startsWith(`configs/${name}.`));
        expect(config?.text).toBe(live.get(config?.path ?? ''));
        const latest = bundle.live.configs
          .filter((c) => c.device_id === device?.unique_id)
          .reduce((a, b) => (b.version > a.version ? b : a));
        expect(config?.text).toBe(latest.text);
        const shows = folder.files.filter((f) => f.path.startsWith(`show/${name}/`));
        expect(shows.length).toBeGreaterThan(2);
        for (const show of shows) expect(show.text).toBe(live.get(show.path));
        const entry = folder.inventory[name];
        expect(['cisco_xe', 'cisco_ios', 'hp_procurve', 'mikrotik_routeros']).toContain(entry?.platform);
        expect(entry?.data.lab?.enablePassword).toBe(
          entry?.platform === 'mikrotik_routeros' ? undefined : `En-${name}`,
        );
      }
      // Devices nobody logs into are no lab devices.
      expect(served).not.toContain(bundle.live.devices.find((d) => !d.data.known)?.data.name);
    }
  });
});
