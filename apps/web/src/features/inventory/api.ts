import { ApiError, apiFetch } from '@lne/api-client';

/**
 * Device lookups behind /inventory/device-serial/{serial} and /inventory/device-ulid/{ulid}. They call the
 * API through the shared mutator until the contract's generated `listDevices`/`getDevice` exist.
 */
type DeviceListItem = { unique_id: string; id: number; data: { version?: { serial?: string } } };

export async function findDeviceIdBySerial(
  serial: string,
  scope: { network: number; snapshot: number },
): Promise<string | undefined> {
  const devices = await apiFetch<{ data: DeviceListItem[] }>({
    url: '/api/explorer/devices',
    method: 'GET',
    params: { search: serial, explorer_network_id: scope.network, snapshot_id: scope.snapshot },
  });
  return devices.find((device) => device.data.version?.serial === serial)?.unique_id;
}

export async function deviceExists(
  ulid: string,
  scope: { network: number; snapshot: number },
): Promise<boolean> {
  try {
    await apiFetch<unknown>({
      url: `/api/explorer/devices/${encodeURIComponent(ulid)}`,
      method: 'GET',
      params: { explorer_network_id: scope.network, snapshot_id: scope.snapshot },
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
