import { describe, expect, it } from 'vitest';
import { parseSnapshot } from './snapshot';

const config = (name: string) =>
  `hostname ${name}\n!\ninterface Loopback0\n ip address 10.0.0.1 255.255.255.255\n!\nend\n`;

describe('parseSnapshot progress', () => {
  it('tells the files read after each device, rising to the count of device files', () => {
    const files = [
      { path: 'snap/configs/r1.cfg', text: config('r1') },
      { path: 'snap/configs/r2.cfg', text: config('r2') },
      { path: 'snap/show/r2/show_version.txt', text: 'Cisco IOS Software, Version 15.2(4)M\n' },
      { path: 'snap/hosts.yaml', text: 'r1:\n  hostname: 10.0.0.1\n  platform: cisco_ios\n' },
      { path: 'snap/README.md', text: 'notes\n' },
    ];
    const seen: [number, number][] = [];
    const parsed = parseSnapshot(files, undefined, { onProgress: (done, total) => seen.push([done, total]) });
    expect(parsed.devices.map((d) => d.hostname)).toEqual(['r1', 'r2']);
    // Two devices: r1 (one file), r2 (two files); the inventory and the README are no device's files.
    expect(seen).toEqual([
      [1, 3],
      [3, 3],
    ]);
  });
});
