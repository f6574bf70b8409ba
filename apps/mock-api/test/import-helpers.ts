import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { createTarGz } from '../src/archive/index';
import { multipartFile, type TestApp } from './helpers';

/** The shared third-party fixtures (`../shared/fixtures/` from the project's root). */
export const FIXTURES = resolve(import.meta.dirname, '../../../../shared/fixtures');
export const BATFISH_CONFIGS = join(FIXTURES, 'batfish-example/configs');

export type SnapshotFile = { path: string; text: string };

/** The Batfish example network as a snapshot folder: `configs/<router>.cfg`. */
export function batfishFiles(): SnapshotFile[] {
  return readdirSync(BATFISH_CONFIGS)
    .sort()
    .map((name) => ({ path: `configs/${name}`, text: readFileSync(join(BATFISH_CONFIGS, name), 'utf8') }));
}

/** A `.tar.gz` of the files under one top folder, as people pack a snapshot folder. */
export function snapshotArchive(files: readonly SnapshotFile[], top = 'snapshot'): Promise<Buffer> {
  return createTarGz(
    files.map((file) => ({ path: `${top}/${file.path}`, content: Buffer.from(file.text, 'utf8') })),
  );
}

export type Task = {
  task_id: string;
  task_type: string;
  state: string;
  message: string | null;
  progress: number;
  run_id: number | null;
};

/** Posts an archive to the import call. */
export function postImport(
  t: TestApp,
  network: number,
  archive: Buffer,
  options: {
    who?: 'admin' | 'user' | 'reader';
    validateOnly?: boolean;
    filename?: string;
    query?: string;
  } = {},
) {
  const body = multipartFile(options.filename ?? 'snapshot.tar.gz', archive);
  const query = `explorer_network_id=${network}${options.validateOnly ? '&validate_only=true' : ''}${options.query ?? ''}`;
  return t.as(options.who ?? 'admin', {
    method: 'POST',
    url: `/api/collectors/import?${query}`,
    payload: body.payload,
    headers: body.headers,
  });
}

/** Waits until the network's parser run has ended; answers its task. */
export async function parserEnded(t: TestApp, network: number, timeoutMs = 60_000): Promise<Task> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const status = await t.as('admin', {
      method: 'GET',
      url: `/api/collectors/parser_run_status?explorer_network_id=${network}`,
    });
    const data = (status.json() as { data: { running: boolean; task: Task | null } }).data;
    if (data.task && !data.running) return data.task;
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error('the parser run did not end');
}

/** Imports the archive and waits for its parser run to succeed. */
export async function importAndWait(t: TestApp, network: number, archive: Buffer): Promise<Task> {
  const answer = await postImport(t, network, archive);
  expect(answer.statusCode, answer.body).toBe(202);
  const queued = (answer.json() as { data: Task }).data;
  expect(queued).toMatchObject({ task_type: 'parser', state: 'PENDING', progress: 0 });
  expect(queued.run_id).toEqual(expect.any(Number));
  const task = await parserEnded(t, network);
  expect(task.task_id).toBe(queued.task_id);
  expect(task.state, task.message ?? '').toBe('SUCCESS');
  return task;
}

export type DeviceRow = {
  unique_id: string;
  id: number;
  data: {
    name: string;
    dev_type: string;
    known: boolean;
    last_seen: number;
    ip_address: string;
    mac: { address: string };
    version: { vendor: string; model: string; software: string; serial: string };
    ports: Record<string, { if_no: string; if_state: string; port_type: string; vlan_id: number | null }>;
    neighbors: Record<
      string,
      {
        neigh_id: string;
        name: string;
        status: string;
        connections: { if_local: string; if_remote: string; source?: string; one_sided?: boolean }[];
      }
    >;
    routes: Record<
      string,
      {
        network: string;
        mask: string;
        protocol: string;
        nexthop_ip: string | null;
        nexthop_if: string | null;
        vrf: string;
      }
    >;
    vlans: Record<string, { vlan_id: number; vlan_name: string }>;
    ip_configs: Record<string, { interface_name: string; ip_interfaces: string[] }>;
    hosts: Record<
      string,
      { hw_id: string; addresses: { ipv4: string }[]; vendor: string; port_if_no: string }
    >;
  };
};

/** The network's live devices, by name (a nameless one by its id). */
export async function devicesOf(t: TestApp, network: number): Promise<Map<string, DeviceRow>> {
  const answer = await t.as('reader', {
    method: 'GET',
    url: `/api/explorer/devices?explorer_network_id=${network}&snapshot_id=1`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const rows = (answer.json() as { data: { unique_id: string; id: number; data: DeviceRow['data'] }[] }).data;
  const full = await Promise.all(
    rows.map(async (row) => {
      const one = await t.as('reader', {
        method: 'GET',
        url: `/api/explorer/devices/${row.unique_id}?explorer_network_id=${network}&snapshot_id=1`,
      });
      expect(one.statusCode, one.body).toBe(200);
      return one.json() as { data: { data: DeviceRow['data'] } };
    }),
  );
  // By name; a nameless device (a neighbour that announced none) by its id.
  return new Map(
    rows.map((row, index) => [
      row.data.name || row.unique_id,
      { unique_id: row.unique_id, id: row.id, data: full[index]?.data.data ?? row.data },
    ]),
  );
}
