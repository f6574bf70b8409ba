import {
  getDevice,
  getListDeviceConfigsQueryKey,
  getListDeviceNeighborsQueryKey,
  getListDevicePortsQueryKey,
  getListDeviceRoutesQueryKey,
  getListDevicesQueryKey,
  getListHostsQueryKey,
  getListTagsQueryKey,
  isApiError,
  listDevices,
} from '@lne/api-client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Device lookups behind /inventory/device-serial/{serial} and /inventory/device-ulid/{ulid}. */

type Scope = { network: number; snapshot: number };

export async function findDeviceIdBySerial(serial: string, scope: Scope): Promise<string | undefined> {
  const devices = await listDevices({
    search: serial,
    explorer_network_id: scope.network,
    snapshot_id: scope.snapshot,
  });
  return devices.find((device) => device.data.version?.serial === serial)?.unique_id;
}

export async function deviceExists(ulid: string, scope: Scope): Promise<boolean> {
  try {
    await getDevice(ulid, { explorer_network_id: scope.network, snapshot_id: scope.snapshot });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

/** The list and detail queries an inventory write can change, by the URL prefix of their generated keys. */
const INVENTORY_PREFIXES = [
  getListDevicesQueryKey()[0],
  getListHostsQueryKey()[0],
  getListTagsQueryKey()[0],
  getListDevicePortsQueryKey()[0],
  getListDeviceNeighborsQueryKey()[0],
  getListDeviceRoutesQueryKey()[0],
  getListDeviceConfigsQueryKey()[0],
  '/api/explorer/graph',
];

function isInventoryQuery(key: QueryKey): boolean {
  const first = key[0];
  return typeof first === 'string' && INVENTORY_PREFIXES.some((prefix) => first.startsWith(prefix));
}

/** Refetches every device, host, tag and graph answer after a write. */
export function invalidateInventory(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isInventoryQuery(query.queryKey) });
}
