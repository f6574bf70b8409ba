import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { normaliseSnapshotPaths, parseSnapshot } from '@lne/netparse';
import { describe, expect, it } from 'vitest';
import { type ExistingDocuments, type IdAllocator, snapshotToDocuments } from './documents';

const BATFISH = resolve(import.meta.dirname, '../../../../../shared/fixtures/batfish-example/configs');

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

const empty: ExistingDocuments = { devices: [], hosts: [], vlans: [], groups: [], configs: [] };

function batfish() {
  const files = normaliseSnapshotPaths(
    readdirSync(BATFISH).map((name) => ({
      path: `configs/${name}`,
      text: readFileSync(join(BATFISH, name), 'utf8'),
    })),
  );
  const texts = new Map(files.map((f) => [f.path, f.text]));
  return { parsed: parseSnapshot(files), textOf: (file: string) => texts.get(file) };
}

describe('a parsed snapshot as network documents', () => {
  it('makes the Batfish routers known devices, linked by their point-to-point subnets on both ends', () => {
    const { parsed, textOf } = batfish();
    const docs = snapshotToDocuments(parsed, empty, {
      networkId: 7,
      now: 1_800_000_000,
      ids: allocator(),
      textOf,
    });
    expect(docs.devices).toHaveLength(13);
    expect(
      docs.devices.every((d) => d.data.known && d.dev_type === 'router' && d.explorer_network_id === 7),
    ).toBe(true);
    const byName = new Map(docs.devices.map((d) => [d.data.name, d]));
    const core = byName.get('as2core1');
    const dist = byName.get('as2dist1');
    if (!core || !dist) throw new Error('routers missing');
    // as2core1 Gi2/0 (2.23.11.2/24) faces as2dist1 Gi0/0 (2.23.11.3/24).
    expect(core.data.neighbors[dist.unique_id]?.connections).toEqual([
      { if_local: 'GigabitEthernet2/0', if_remote: 'GigabitEthernet0/0', source: 'subnet', one_sided: false },
    ]);
    expect(dist.data.neighbors[core.unique_id]?.connections).toEqual([
      { if_local: 'GigabitEthernet0/0', if_remote: 'GigabitEthernet2/0', source: 'subnet', one_sided: false },
    ]);
    expect(core.data.ip_configs['GigabitEthernet2/0']?.ip_interfaces).toEqual([
      { ipv4: '2.23.11.2', prefix_length: 24 },
    ]);
    expect(core.data.ip_address).toBe('2.1.2.1');
    expect(docs.configs).toHaveLength(13);
    expect(docs.configs.find((c) => c.device_id === core.unique_id)?.text).toBe(
      textOf('configs/as2core1.cfg'),
    );
    expect(docs.summary).toMatchObject({ devicesKnown: 13, devicesUnknown: 0, devicesNew: 13, links: 17 });
  });

  it('keeps identities, user data and unchanged configurations on a second import', () => {
    const { parsed, textOf } = batfish();
    const first = snapshotToDocuments(parsed, empty, {
      networkId: 7,
      now: 1_800_000_000,
      ids: allocator(),
      textOf,
    });
    const tagged = first.devices.map((d) =>
      d.data.name === 'as1core1' ? { ...d, tag_ids: [3], notes: 'core', zone_id: 2 } : d,
    );
    const existing: ExistingDocuments = {
      ...empty,
      devices: tagged,
      groups: first.groups,
      configs: first.configs,
      vlans: first.vlans,
    };
    const second = snapshotToDocuments(parsed, existing, {
      networkId: 7,
      now: 1_800_000_600,
      ids: allocator(),
      textOf,
    });
    const before = new Map(first.devices.map((d) => [d.data.name, d.unique_id]));
    expect(second.devices.every((d) => before.get(d.data.name) === d.unique_id)).toBe(true);
    const core = second.devices.find((d) => d.data.name === 'as1core1');
    expect(core).toMatchObject({ tag_ids: [3], notes: 'core', zone_id: 2, new_device: false });
    expect(core?.data.last_seen).toBe(1_800_000_600);
    expect(second.configs).toEqual([]);
    expect(second.groups).toEqual([]);
  });

  it('gives a device whose configuration changed a new version, numbered after the last', () => {
    const { parsed, textOf } = batfish();
    const first = snapshotToDocuments(parsed, empty, {
      networkId: 7,
      now: 1_800_000_000,
      ids: allocator(),
      textOf,
    });
    const changed = (file: string) =>
      file === 'configs/as1core1.cfg' ? `${textOf(file) ?? ''}\n! changed\n` : textOf(file);
    const second = snapshotToDocuments(
      parsed,
      { ...empty, devices: first.devices, configs: first.configs },
      { networkId: 7, now: 1_800_000_600, ids: allocator(), textOf: changed },
    );
    expect(second.configs.map((c) => [c.device_name, c.version])).toEqual([['as1core1', 2]]);
  });
});
