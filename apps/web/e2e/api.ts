import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, type AccountName } from './accounts';

/** Signs in through the API and returns the bearer token, for test data set-up. */
export async function tokenOf(request: APIRequestContext, account: AccountName): Promise<string> {
  const answer = await request.post('/api/system/auth/jwt/login', { form: ACCOUNTS[account] });
  const body = (await answer.json()) as { access_token: string };
  return body.access_token;
}

export type SnapshotRow = { id: number; name: string; created: number; explorer_network_id: number };

export async function createSnapshot(request: APIRequestContext, networkId: number, name: string) {
  const token = await tokenOf(request, 'admin');
  const answer = await request.post(`/api/system/snapshots?explorer_network_id=${networkId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name },
  });
  if (!answer.ok()) throw new Error(`snapshot not created: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: SnapshotRow }).data;
}

/** A fresh account in no group (so with no network), for the no-access-group dialog. */
export async function registerUser(request: APIRequestContext, username: string, password: string) {
  const token = await tokenOf(request, 'admin');
  const answer = await request.post('/api/system/users/register', {
    headers: { authorization: `Bearer ${token}` },
    data: { email: `${username}@example.com`, username, password, role: 'reader' },
  });
  if (!answer.ok()) throw new Error(`user not registered: ${answer.status()} ${await answer.text()}`);
}

/** The first device of a network that has a serial number, for the lookup pages. */
export async function deviceWithSerial(request: APIRequestContext, networkId: number) {
  const token = await tokenOf(request, 'admin');
  const answer = await request.get(`/api/explorer/devices?explorer_network_id=${networkId}&snapshot_id=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (
    (await answer.json()) as { data: { unique_id: string; data: { version?: { serial?: string } } }[] }
  ).data;
  const row = rows.find((device) => device.data.version?.serial);
  if (!row?.data.version?.serial) throw new Error('the seeded network has no device with a serial');
  return { id: row.unique_id, serial: row.data.version.serial };
}
