import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { type DeviceRow, devicesOf, importAndWait, parserEnded, snapshotArchive } from './import-helpers';
import { type OpenLab, openLab } from './lab';

const POLLED = 1;
const IMPORTED = 2;

/** Every file under a folder, with its path inside it. */
async function filesOf(folder: string, under = folder): Promise<{ path: string; text: string }[]> {
  const out: { path: string; text: string }[] = [];
  for (const entry of await readdir(under, { withFileTypes: true })) {
    const path = join(under, entry.name);
    if (entry.isDirectory()) out.push(...(await filesOf(folder, path)));
    else out.push({ path: relative(folder, path), text: await readFile(path, 'utf8') });
  }
  return out;
}

/** What a device's document says, without the identities a network gives it (ids, ULIDs, times). */
function facts(row: DeviceRow['data'], names: Map<string, string>) {
  const sorted = <T>(values: T[]) => values.map((v) => JSON.stringify(v)).sort();
  return {
    known: row.known,
    dev_type: row.dev_type,
    ip_address: row.ip_address,
    mac: row.mac.address,
    version: row.version,
    ports: Object.fromEntries(
      Object.entries(row.ports).map(([key, port]) => [
        key,
        { if_state: port.if_state, port_type: port.port_type, vlan_id: port.vlan_id },
      ]),
    ),
    neighbors: sorted(
      Object.values(row.neighbors).map((neighbor) => ({
        name: names.get(neighbor.neigh_id) ?? neighbor.name,
        status: neighbor.status,
        connections: sorted(neighbor.connections),
      })),
    ),
    routes: sorted(Object.values(row.routes)),
    vlans: sorted(Object.values(row.vlans)),
    ip_configs: sorted(Object.values(row.ip_configs)),
    hosts: sorted(
      Object.values(row.hosts).map((host) => ({ addresses: host.addresses, port: host.port_if_no })),
    ),
  };
}

async function networkFacts(t: TestApp, network: number) {
  const devices = await devicesOf(t, network);
  const names = new Map([...devices.values()].map((device) => [device.unique_id, device.data.name]));
  return Object.fromEntries([...devices].map(([name, device]) => [name, facts(device.data, names)]));
}

describe('a poll through the server gives the same facts as an import of the same texts', {
  timeout: 120_000,
}, () => {
  let t: TestApp;
  let lab: OpenLab;

  beforeAll(async () => {
    lab = await openLab('127.0.40.121');
    t = await startTestApp();
  }, 120_000);

  afterAll(async () => {
    expect(t.app.responseIssues).toEqual([]);
    await t.app.close();
    await lab.stop();
  });

  it('polls a device of every platform, then parses what it collected into the network', async () => {
    const credential = await t.as('admin', {
      method: 'POST',
      url: `/api/system/login_credentials?explorer_network_id=${POLLED}`,
      payload: { name: 'lab', username: 'admin', password: 'admin' },
    });
    const credentialId = (credential.json() as { data: { id: number } }).data.id;
    for (const host of lab.hosts) {
      const created = await t.as('admin', {
        method: 'POST',
        url: `/api/system/login_devices?explorer_network_id=${POLLED}`,
        payload: {
          name: host.name,
          ip_address: host.address,
          port: host.port,
          login_credential_id: credentialId,
          ...(host.enablePassword ? { enable_password: host.enablePassword } : {}),
        },
      });
      expect(created.statusCode).toBe(201);
    }
    const started = await t.as('admin', {
      method: 'POST',
      url: `/api/collectors/poller_run?explorer_network_id=${POLLED}`,
      payload: {},
    });
    const pollTask = (started.json() as { data: { task_id: string } }).data.task_id;
    // The parser run follows the poll (none ran in this network before).
    const parsed = await parserEnded(t, POLLED, 110_000);
    expect(parsed?.state, parsed?.message ?? '').toBe('SUCCESS');
    const stats = await t.as('admin', {
      method: 'GET',
      url: `/api/collectors/poller_run_stats?explorer_network_id=${POLLED}`,
    });
    const polled = (stats.json() as { data: { task: { task_id: string }; devices_succeeded: number } }).data;
    expect(polled.task.task_id).toBe(pollTask);
    expect(polled.devices_succeeded).toBe(lab.hosts.length);
    // The parser read the poll's collection run.
    const runs = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs?explorer_network_id=${POLLED}`,
    });
    const [run] = (runs.json() as { data: { id: number; source: string; task_id: string | null }[] }).data;
    expect(run).toMatchObject({ source: 'poll', task_id: pollTask });
    expect(parsed?.run_id).toBe(run?.id);
  });

  it('gives each device the facts an import of the lab folder gives it', async () => {
    // The texts the lab answers from, with the inventory of the addresses it served them on.
    const files = (await filesOf(lab.folder)).filter((file) => file.path !== 'hosts.yaml');
    const inventory = lab.hosts
      .map((host) => `${host.name}:\n  hostname: ${host.address}\n  platform: ${host.platform}\n`)
      .join('');
    await importAndWait(
      t,
      IMPORTED,
      await snapshotArchive([...files, { path: 'hosts.yaml', text: inventory }]),
    );
    const polled = await networkFacts(t, POLLED);
    const imported = await networkFacts(t, IMPORTED);
    expect(Object.keys(polled).sort()).toEqual(Object.keys(imported).sort());
    // Devices are named as they call themselves (r1 is R1-CORE); every polled one is known, and its
    // neighbours nobody logged into are there too.
    expect(Object.values(polled).filter((device) => device.known)).toHaveLength(lab.hosts.length);
    for (const name of Object.keys(imported)) expect(polled[name], name).toEqual(imported[name]);
  });

  it('keeps the outputs verbatim, downloadable as an archive in the import layout', async () => {
    const runs = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs?explorer_network_id=${POLLED}`,
    });
    const [run] = (runs.json() as { data: { id: number }[] }).data;
    const archive = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs/${run?.id}/archive?explorer_network_id=${POLLED}`,
    });
    expect(archive.statusCode).toBe(200);
    const tar = gunzipSync(archive.rawPayload).toString('latin1');
    for (const host of lab.hosts) expect(tar).toContain(`show/${host.name}/`);
    expect(tar).toContain('configs/r1.cfg');
    expect(tar).toContain('hosts.yaml');
    const config = await t.as('reader', {
      method: 'GET',
      url: `/api/collectors/runs/${run?.id}/file?explorer_network_id=${POLLED}&path=${encodeURIComponent('configs/r1.cfg')}`,
    });
    const text = (config.json() as { data: { text: string } }).data.text;
    const original = await readFile(join(lab.folder, 'configs', 'r1.cfg'), 'utf8');
    expect(text.trimEnd()).toBe(original.replace(/\r\n/g, '\n').trimEnd());
  });
});
