import { parseNornirHosts } from '@lne/netparse';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { DeviceRecord } from '../../model/documents';
import type { CliPlatform } from '../catalog';
import { generateDataset } from '../index';
import { inventoryFile } from './index';

const entry = (name: string, address: string, platform: CliPlatform) => ({
  device: { data: { name, ip_address: address } } as DeviceRecord,
  platform,
});

const asYaml = (entries: ReturnType<typeof entry>[]) =>
  stringify(
    Object.fromEntries(
      entries.map(({ device, platform }) => [
        device.data.name,
        { hostname: device.data.ip_address, platform },
      ]),
    ),
  );

describe('hosts.yaml of a collection', () => {
  it('is the YAML of every seeded device logged into, as the YAML library writes it', () => {
    const bundle = generateDataset({ scale: 1 }).networks[0];
    const entries = (bundle?.live.devices ?? [])
      .filter((device) => device.data.known)
      .map((device) => entry(device.data.name, device.data.ip_address, 'cisco_ios'));
    expect(entries.length).toBeGreaterThan(10);
    expect(inventoryFile(entries).text).toBe(asYaml(entries));
  });

  it('quotes names and addresses YAML would read as something else, and reads back as written', () => {
    const entries = [
      entry('sw-1', '10.0.0.1', 'cisco_ios'),
      entry('yes', '10.0.0.2', 'cisco_xe'),
      entry('1234', '10.0.0.3', 'hp_procurve'),
      entry('core: a', '10.0.0.4', 'cisco_xe'),
      entry('plain', '', 'mikrotik_routeros'),
    ];
    const { text } = inventoryFile(entries);
    expect(text).toBe(asYaml(entries));
    const { inventory, warnings } = parseNornirHosts(text, 'hosts.yaml');
    expect(warnings).toEqual([]);
    expect(Object.keys(inventory).sort()).toEqual(['1234', 'core: a', 'plain', 'sw-1', 'yes']);
    expect(inventory.yes?.address).toBe('10.0.0.2');
  });

  it('is an empty mapping for no devices', () => {
    expect(inventoryFile([]).text).toBe(stringify({}));
  });
});
