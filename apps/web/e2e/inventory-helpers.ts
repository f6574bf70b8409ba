import type { APIRequestContext } from '@playwright/test';
import type { AccountName } from './accounts';
import { tokenOf } from './api';

/** Test data of the inventory specs, written through the API (network 3 'Test Lab' unless told). */

export const LAB_NETWORK = 3;

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  path: string,
  data?: unknown,
  account: AccountName = 'admin',
): Promise<T> {
  const token = await tokenOf(request, account);
  const answer = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!answer.ok()) throw new Error(`${method} ${path}: ${answer.status()} ${await answer.text()}`);
  if (answer.status() === 204) return undefined as T;
  return ((await answer.json()) as { data: T }).data;
}

export type DeviceRow = {
  unique_id: string;
  data: {
    name: string;
    ip_address: string;
    notes: string;
    last_seen: number;
    tags: { tag_id: number; name: string; klass: string; color: string }[];
    version?: { vendor?: string };
  };
};

export function listDevices(request: APIRequestContext, network: number, query = '') {
  return call<DeviceRow[]>(
    request,
    'GET',
    `/api/explorer/devices?explorer_network_id=${network}&snapshot_id=1${query}`,
  );
}

export async function createDevice(
  request: APIRequestContext,
  name: string,
  ip: string,
  network = LAB_NETWORK,
) {
  const created = await call<{ data: { id: string } }>(
    request,
    'POST',
    `/api/explorer/devices?explorer_network_id=${network}`,
    { name, ip_address: ip, known: true, version: { vendor: 'mikrotik', model: 'CRS326' } },
  );
  return created.data.id;
}

export function getDevice(request: APIRequestContext, id: string, network = LAB_NETWORK) {
  return call<{ data: DeviceRow['data'] }>(
    request,
    'GET',
    `/api/explorer/devices/${id}?explorer_network_id=${network}&snapshot_id=1`,
  );
}

export type HostRow = {
  unique_id: string;
  data: {
    hw_id: string;
    mac: { address: string };
    notes: string;
    vlan_ids: number[];
    extended: Record<string, unknown>;
  };
};

export function listHosts(request: APIRequestContext, network: number, query = '') {
  return call<HostRow[]>(
    request,
    'GET',
    `/api/explorer/hosts?explorer_network_id=${network}&snapshot_id=1${query}`,
  );
}

export async function createHost(
  request: APIRequestContext,
  mac: string,
  ip: string,
  vlan: number,
  network = LAB_NETWORK,
) {
  const created = await call<{ data: { hw_id: string } }>(
    request,
    'POST',
    `/api/explorer/hosts?explorer_network_id=${network}`,
    { mac: { address: mac }, addresses: [{ ipv4: ip }], vendor: 'beckhoff', vlan_ids: [vlan] },
  );
  return created.data.hw_id;
}

export function getHost(request: APIRequestContext, id: string, network = LAB_NETWORK) {
  return call<{ data: HostRow['data'] }>(
    request,
    'GET',
    `/api/explorer/hosts/${id}?explorer_network_id=${network}&snapshot_id=1`,
  );
}

export type SnapshotRow = { id: number; name: string; created: number };

export function listSnapshots(request: APIRequestContext, network: number) {
  return call<SnapshotRow[]>(request, 'GET', `/api/system/snapshots?explorer_network_id=${network}`);
}

export async function historicalSnapshot(request: APIRequestContext, network: number): Promise<SnapshotRow> {
  const older = (await listSnapshots(request, network))
    .filter((s) => s.id !== 1)
    .sort((a, b) => b.id - a.id)[0];
  if (!older) throw new Error(`network ${network} has no historical snapshot`);
  return older;
}

/** A device of the network with at least two config versions. */
export async function deviceWithTwoConfigs(request: APIRequestContext, network: number) {
  const rows = await call<{ device_id: string; device_name: string; config_id: number }[]>(
    request,
    'GET',
    `/api/explorer/devices/configs?explorer_network_id=${network}&snapshot_id=1`,
  );
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.device_id, (counts.get(row.device_id) ?? 0) + 1);
  const match = rows.find((row) => (counts.get(row.device_id) ?? 0) >= 2);
  if (!match) throw new Error(`network ${network} has no device with two config versions`);
  return { id: match.device_id, name: match.device_name };
}

/** A device's config versions, newest first. */
export async function configVersions(request: APIRequestContext, deviceId: string, network: number) {
  const history = await call<{ versions: { config_id: number; created: number }[] }>(
    request,
    'GET',
    `/api/explorer/devices/${deviceId}/configs?explorer_network_id=${network}&snapshot_id=1`,
  );
  return history.versions;
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
