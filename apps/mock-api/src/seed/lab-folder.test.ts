import { describe, expect, it } from 'vitest';
import { generateDataset } from './index';
import { demoLabFolder } from './lab-folder';

describe('the demo network as a device-lab folder', () => {
  const dataset = generateDataset();

  it('serves each known device whose dialect the lab emulates, with its latest configuration', () => {
    for (const bundle of dataset.networks) {
      const folder = demoLabFolder(bundle);
      const served = Object.keys(folder.inventory);
      expect(served.length, bundle.network.name).toBeGreaterThan(0);
      for (const name of served) {
        const device = bundle.live.devices.find((d) => d.data.name === name);
        expect(device?.data.known).toBe(true);
        const configs = bundle.live.configs.filter((c) => c.device_id === device?.unique_id);
        const latest = configs.reduce((a, b) => (b.version > a.version ? b : a));
        expect(folder.files.find((f) => f.path === `configs/${name}.cfg`)?.text).toBe(latest.text);
        const entry = folder.inventory[name];
        expect(['cisco_xe', 'hp_procurve', 'mikrotik_routeros']).toContain(entry?.platform);
        expect(entry?.data.lab?.enablePassword).toBe(
          entry?.platform === 'mikrotik_routeros' ? undefined : `En-${name}`,
        );
      }
      for (const name of folder.skipped) expect(served).not.toContain(name);
    }
  });
});
