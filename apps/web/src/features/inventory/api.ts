import { getDevice, isApiError, listDevices } from '@lne/api-client';

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
