/**
 * The Batfish example network (13 Cisco IOS routers, `../shared/fixtures/batfish-example/`) imported through
 * `POST /api/collectors/import`: the routers become known devices linked by their point-to-point subnets, with
 * their addresses, routes and configurations; a second import merges by identity; the report and the stored
 * files are readable, and the run downloads as the archive it came from.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive } from '../src/archive/index';
import { startTestApp, type TestApp } from './helpers';
import { batfishFiles, devicesOf, importAndWait, type SnapshotFile, snapshotArchive } from './import-helpers';

const NETWORK = 1;
const base = `explorer_network_id=${NETWORK}`;

type Report = {
  run_id: number | null;
  summary: {
    files: number;
    devices: number;
    links: number;
    parsed: number;
    written: { devices_new: number; devices_updated: number; config_versions: number } | null;
  };
  files: {
    path: string;
    kind: string;
    status: string;
    platform: string;
    device: string | null;
    warning_count: number;
  }[];
};

/** The point-to-point links of the Batfish example, read from the configurations by hand (address pairs). */
const LINKS: [string, string, string, string][] = [
  ['as1border1', 'GigabitEthernet0/0', 'as1core1', 'GigabitEthernet1/0'],
  ['as1border2', 'GigabitEthernet1/0', 'as1core1', 'GigabitEthernet0/0'],
  ['as1border1', 'GigabitEthernet1/0', 'as2border1', 'GigabitEthernet0/0'],
  ['as1border2', 'GigabitEthernet0/0', 'as3border2', 'GigabitEthernet0/0'],
  ['as2border2', 'GigabitEthernet0/0', 'as3border1', 'GigabitEthernet1/0'],
  ['as2border1', 'GigabitEthernet1/0', 'as2core1', 'GigabitEthernet0/0'],
  ['as2border1', 'GigabitEthernet2/0', 'as2core2', 'GigabitEthernet1/0'],
  ['as2border2', 'GigabitEthernet2/0', 'as2core1', 'GigabitEthernet1/0'],
  ['as2border2', 'GigabitEthernet1/0', 'as2core2', 'GigabitEthernet0/0'],
  ['as2core1', 'GigabitEthernet2/0', 'as2dist1', 'GigabitEthernet0/0'],
  ['as2core1', 'GigabitEthernet3/0', 'as2dist2', 'GigabitEthernet1/0'],
  ['as2core2', 'GigabitEthernet3/0', 'as2dist1', 'GigabitEthernet1/0'],
  ['as2core2', 'GigabitEthernet2/0', 'as2dist2', 'GigabitEthernet0/0'],
  ['as2dept1', 'GigabitEthernet0/0', 'as2dist1', 'GigabitEthernet2/0'],
  ['as2dept1', 'GigabitEthernet1/0', 'as2dist2', 'GigabitEthernet2/0'],
  ['as3border1', 'GigabitEthernet0/0', 'as3core1', 'GigabitEthernet1/0'],
  ['as3border2', 'GigabitEthernet1/0', 'as3core1', 'GigabitEthernet0/0'],
];

describe('importing the Batfish example network', () => {
  let t: TestApp;
  const files = batfishFiles();

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
  });

  it('makes the 13 routers known devices with their links, addresses, routes and configurations', async () => {
    const task = await importAndWait(t, NETWORK, await snapshotArchive(files, 'batfish-example'));
    expect(task.message).toBe('Parsed 13 devices and 0 hosts from 13 files.');
    expect(task.progress).toBe(100);

    const devices = await devicesOf(t, NETWORK);
    expect([...devices.keys()].sort()).toEqual(files.map((f) => f.path.slice(8, -4)).sort());
    for (const device of devices.values()) {
      expect(device.data).toMatchObject({ known: true, dev_type: 'router' });
      expect(device.data.version.vendor.toLowerCase()).toBe('cisco');
    }

    // Every point-to-point link, on both ends, with each end's own interface, as a subnet link both ends see.
    for (const [a, aPort, b, bPort] of LINKS) {
      const left = devices.get(a);
      const right = devices.get(b);
      if (!left || !right) throw new Error(`${a} or ${b} missing`);
      expect(left.data.neighbors[right.unique_id]).toMatchObject({
        name: b,
        status: 'known',
        connections: [{ if_local: aPort, if_remote: bPort, source: 'subnet', one_sided: false }],
      });
      expect(right.data.neighbors[left.unique_id]?.connections).toEqual([
        { if_local: bPort, if_remote: aPort, source: 'subnet', one_sided: false },
      ]);
    }
    const neighbourCount = [...devices.values()].reduce(
      (sum, d) => sum + Object.keys(d.data.neighbors).length,
      0,
    );
    expect(neighbourCount).toBe(LINKS.length * 2);

    // Addresses and connected routes of as2core1, as its configuration says (Gi2/0 2.23.11.2/24).
    const core = devices.get('as2core1');
    expect(core?.data.ip_address).toBe('2.1.2.1');
    expect(core?.data.ip_configs['GigabitEthernet2/0']?.ip_interfaces).toEqual(['2.23.11.2/24']);
    expect(core?.data.ip_configs.Loopback0?.ip_interfaces).toEqual(['2.1.2.1/32']);
    const routes = Object.values(core?.data.routes ?? {});
    expect(routes).toContainEqual(
      expect.objectContaining({
        network: '2.23.11.0',
        mask: '255.255.255.0',
        protocol: 'connected',
        nexthop_if: 'GigabitEthernet2/0',
      }),
    );

    // Each router's configuration is its first version, text as imported.
    const configs = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/${core?.unique_id}/configs?${base}&snapshot_id=1`,
    });
    expect(configs.statusCode, configs.body).toBe(200);
    const history = configs.json() as {
      data: { config: { text?: string; config_id: number }; versions?: unknown[] };
    };
    expect(JSON.stringify(history.data)).toContain('hostname as2core1');
  });

  it('keeps the report of every file and the files themselves, readable by a reader', async () => {
    const runs = await t.as('reader', { method: 'GET', url: `/api/collectors/runs?${base}` });
    expect(runs.statusCode, runs.body).toBe(200);
    const [run] = (
      runs.json() as { data: { id: number; source: string; status: string; file_count: number }[] }
    ).data;
    expect(run).toMatchObject({ source: 'import', status: 'parsed', file_count: 13 });
    const answer = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs/${run?.id}/report?${base}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const report = (answer.json() as { data: Report }).data;
    expect(report.run_id).toBe(run?.id);
    expect(report.summary).toMatchObject({ files: 13, devices: 13, links: 17, parsed: 13 });
    expect(report.summary.written).toMatchObject({
      devices_new: 13,
      devices_updated: 0,
      config_versions: 13,
    });
    expect(report.files.map((f) => f.path)).toEqual(files.map((f) => f.path));
    expect(report.files[0]).toMatchObject({
      kind: 'config',
      status: 'parsed',
      platform: 'cisco_ios',
      device: 'as1border1',
      warning_count: 0,
    });

    const file = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs/${run?.id}/file?${base}&path=${encodeURIComponent('configs/as1core1.cfg')}`,
    });
    expect(file.statusCode, file.body).toBe(200);
    const body = (file.json() as { data: { text: string; report: { device: string } } }).data;
    expect(body.text).toBe(files.find((f) => f.path === 'configs/as1core1.cfg')?.text);
    expect(body.report.device).toBe('as1core1');

    const missing = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs/${run?.id}/file?${base}&path=configs%2Fnope.cfg`,
    });
    expect(missing.statusCode).toBe(404);

    // The run downloads as a snapshot folder that imports again.
    const download = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs/${run?.id}/archive?${base}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/attachment; filename=".+-run-\d+\.tar\.gz"/);
    const entries = await readArchive(download.rawPayload);
    expect(entries.map((e) => e.path.replace(/^[^/]+\//, '')).sort()).toEqual(files.map((f) => f.path));
  });

  it('merges a second import by identity: same devices, a new config version only where the text changed', async () => {
    const before = await devicesOf(t, NETWORK);
    const changed: SnapshotFile[] = files
      .filter((f) => f.path !== 'configs/as3core1.cfg')
      .map((f) =>
        f.path === 'configs/as1core1.cfg'
          ? { ...f, text: f.text.replace('hostname as1core1', 'hostname as1core1\n!\nbanner motd ^Changed^') }
          : f,
      );
    const task = await importAndWait(t, NETWORK, await snapshotArchive(changed));
    expect(task.message).toBe('Parsed 12 devices and 0 hosts from 12 files.');
    const after = await devicesOf(t, NETWORK);
    expect(after.size).toBe(13);
    for (const [name, device] of before) expect(after.get(name)?.unique_id).toBe(device.unique_id);
    // The router missing from the import stays, seen when it was last imported.
    expect(after.get('as3core1')?.data.last_seen).toBe(before.get('as3core1')?.data.last_seen);

    const report = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs/${task.run_id}/report?${base}`,
    });
    const written = (report.json() as { data: Report }).data.summary.written;
    expect(written).toMatchObject({ devices_new: 0, devices_updated: 12, config_versions: 1 });

    const list = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/devices/configs?${base}&snapshot_id=1`,
    });
    const versions = (list.json() as { data: { device_name: string }[] }).data.filter(
      (c) => c.device_name === 'as1core1',
    );
    expect(versions).toHaveLength(2);
  });
});
