import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { tokenOf } from './api';

test.use({ storageState: storageStatePath('admin'), viewport: { width: 1680, height: 900 } });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

const rows = (page: Page) => page.locator('tbody tr[data-row-id]');
const rowCount = (page: Page) => page.getByTestId('datatable-row-count');

type Instance = { mapped_vlans?: number[] };
type Device = {
  unique_id: string;
  data: {
    name: string;
    ip_address: string;
    known: boolean;
    ports: Record<string, { if_no: string }>;
    neighbors: Record<string, { neigh_id: string; name: string; status?: string }>;
    vlans: Record<string, { vlan_id: number }>;
    stp?: { protocol: string; instances: Record<string, Instance> };
  };
};

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path, {
    headers: { authorization: `Bearer ${await tokenOf(request, 'admin')}` },
  });
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

const devicesOf = (request: APIRequestContext, network: number) =>
  get<Device[]>(request, `/api/explorer/devices?explorer_network_id=${network}&snapshot_id=1`);

test("devices without a name read 'Discovered Device' in the list, the details and as a neighbour", async ({
  page,
  request,
}) => {
  const devices = await devicesOf(request, 1);
  const unnamed = devices.find((device) => device.data.name === '');
  if (!unnamed) throw new Error('the seed has discovered devices without a name in network 1');
  const { ip_address: ip } = unnamed.data;

  await page.goto(`/network/inventory/network-devices?network=1&view=Devices&q=${ip}`);
  const row = rows(page).filter({
    has: page.locator('td[data-column-id="ip"]', { hasText: new RegExp(`^${ip}$`) }),
  });
  const name = row.locator('td[data-column-id="name"]');
  await expect(name).toHaveText('Discovered Device');
  await expect(name.getByRole('link', { name: 'Show on map: Discovered Device' })).toHaveAttribute(
    'href',
    new RegExp(`search=${ip.replaceAll('.', '\\.')}`),
  );
  await name.getByRole('link', { name: 'Discovered Device' }).last().click();
  await expect(page).toHaveURL(new RegExp(`/inventory/device/${unnamed.unique_id}`));
  await expect(page.getByTestId('device-header').getByRole('heading', { level: 3 })).toHaveText(
    'Discovered Device',
  );
  await page.screenshot({ path: 'test-results/polish-unnamed-device.png' });

  // The switch it hangs off lists it by the same name among its neighbours.
  const neighbour = devices.find((device) =>
    Object.values(device.data.neighbors).some((n) => n.neigh_id === unnamed.unique_id),
  );
  if (!neighbour) throw new Error('the unnamed device is some switch’s neighbour');
  await page.goto(`/network/inventory/device/${neighbour.unique_id}?network=1&tab=neighbors&q=${ip}`);
  await expect(rows(page).locator('td[data-column-id="neighbor"]')).toHaveText(['Discovered Device']);
});

test('MSTP instance 0 lists the VLANs of each device that no other instance maps', async ({
  page,
  request,
}) => {
  const cist = (device: Device) => {
    const instances = device.data.stp?.instances ?? {};
    const elsewhere = new Set(
      Object.entries(instances)
        .filter(([id]) => id !== '0')
        .flatMap(([, instance]) => instance.mapped_vlans ?? []),
    );
    return Object.values(device.data.vlans)
      .map((vlan) => vlan.vlan_id)
      .filter((id) => !elsewhere.has(id))
      .sort((a, b) => a - b);
  };
  // The API answers instance 0 with the CIST's VLANs: the device's VLANs that no other instance maps.
  const live = await devicesOf(request, 2);
  const answer = await get<{ device_id: string; mapped_vlans: number[] }[]>(
    request,
    '/api/explorer/devices_stp_instance/0?stp_protocol=mstp&explorer_network_id=2&snapshot_id=1',
  );
  // A switch that shows only its common tree (AOS-S `show spanning-tree`) reports instance 0's VLANs itself:
  // the answer is what it reported.
  const reportsEveryTree = (device: Device) => {
    const mapped = new Set(
      Object.values(device.data.stp?.instances ?? {}).flatMap((i) => i.mapped_vlans ?? []),
    );
    return Object.values(device.data.vlans).every((vlan) => mapped.has(vlan.vlan_id));
  };
  expect(answer.length).toBeGreaterThan(0);
  let computed = 0;
  for (const row of answer) {
    const device = live.find((d) => d.unique_id === row.device_id);
    expect(device, row.device_id).toBeDefined();
    if (!device) continue;
    if (reportsEveryTree(device)) {
      computed += 1;
      expect(row.mapped_vlans, device.data.name).toEqual(cist(device));
    } else expect(row.mapped_vlans, device.data.name).toEqual(device.data.stp?.instances['0']?.mapped_vlans);
  }
  expect(computed).toBeGreaterThan(0);
  const deviceRow = (name: string) =>
    rows(page).filter({
      has: page.locator('td[data-column-id="device"]', { hasText: new RegExp(`^${name}$`) }),
    });
  const list = (snapshotId: number, instance: number) =>
    `/network/inventory/network-devices?network=2&snapshot=${snapshotId}&view=Spanning%20Tree&stpProtocol=mstp&stpInstance=${instance}`;
  // The list shows what the instance rows say: it never loads the full device list for it.
  const deviceListCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/explorer/devices') deviceListCalls.push(r.url());
  });

  // Live: a switch mapping VLANs to instances 1 and 2 keeps the rest (its management VLAN) in instance 0.
  const mapped = live.find(
    (d) => d.data.stp?.protocol === 'mstp' && d.data.stp.instances['1'] !== undefined && cist(d).length > 0,
  );
  if (!mapped)
    throw new Error('a live MSTP switch maps some of its VLANs to instance 1 and keeps others in 0');
  const liveCist = cist(mapped).join(', ');
  await page.goto(`${list(1, 0)}&q=${mapped.data.name}`);
  await expect(deviceRow(mapped.data.name).locator('td[data-column-id="vlans"]')).toHaveText(liveCist);
  await page.screenshot({ path: 'test-results/polish-stp-cist-live.png' });
  await page.goto(`${list(1, 1)}&q=${mapped.data.name}`);
  const own = [...(mapped.data.stp?.instances['1']?.mapped_vlans ?? [])].sort((a, b) => a - b).join(', ');
  await expect(deviceRow(mapped.data.name).locator('td[data-column-id="vlans"]')).toHaveText(own);
  expect(own).not.toBe('');
  expect(deviceListCalls).toEqual([]);
  await page.goto(`/network/inventory/device/${mapped.unique_id}?network=2&tab=stp`);
  // The device's STP tab: one card per instance, instance 0 first.
  const fields = page.locator('[data-field="VLANs"]');
  await expect(fields.first()).toHaveText(liveCist);
  await expect(fields.nth(1)).toHaveText(own);

  // A snapshot of network 2 holds a switch whose VLANs all stay in the CIST (it maps no other instance).
  const snapshots = await get<{ id: number }[]>(request, '/api/system/snapshots?explorer_network_id=2');
  let found: { snapshot: number; device: Device } | undefined;
  for (const { id } of snapshots.filter((s) => s.id !== 1)) {
    const devices = await get<Device[]>(
      request,
      `/api/explorer/devices?explorer_network_id=2&snapshot_id=${id}`,
    );
    const device = devices.find(
      (d) => d.data.stp?.protocol === 'mstp' && Object.keys(d.data.stp.instances).length === 1,
    );
    if (device) {
      found = { snapshot: id, device };
      break;
    }
  }
  if (!found) throw new Error('a snapshot of network 2 holds an MSTP switch with instance 0 only');
  const { snapshot, device } = found;
  const expected = cist(device).join(', ');
  expect(device.data.stp?.instances['0']?.mapped_vlans?.join(', ')).toBe(expected);
  expect(cist(device)).toEqual(
    Object.values(device.data.vlans)
      .map((vlan) => vlan.vlan_id)
      .sort((a, b) => a - b),
  );
  await page.goto(list(snapshot, 0));
  await expect(deviceRow(device.data.name).locator('td[data-column-id="vlans"]')).toHaveText(expected);
  await page.screenshot({ path: 'test-results/polish-stp-cist.png' });
  await page.goto(`/network/inventory/device/${device.unique_id}?network=2&snapshot=${snapshot}&tab=stp`);
  await expect(page.locator('[data-field="VLANs"]').first()).toHaveText(expected);
});

test('sort and search of a device-details table are in the URL: reload and Back keep them', async ({
  page,
  request,
}) => {
  const devices = await devicesOf(request, 1);
  const device = devices.find((d) => Object.keys(d.data.ports).length >= 4);
  if (!device) throw new Error('a device with ports is seeded in network 1');
  await page.goto(`/network/inventory/device/${device.unique_id}?network=1&tab=ports`);
  await expect(rowCount(page)).toHaveText(`${Object.keys(device.data.ports).length} rows`);
  const header = page.getByRole('columnheader', { name: /^Port/ });
  await header.getByRole('button').click();
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=port(%3A|:)desc/);
  const descending = Object.values(device.data.ports)
    .map((port) => port.if_no)
    .sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true }));
  await expect(rows(page).first().locator('td[data-column-id="port"]')).toHaveText(descending[0] ?? '');
  const needle = descending[1] ?? '';
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(needle);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page).toHaveURL(/[?&]tab=ports(&|$)/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Interfaces/Ports', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue(needle);
  await expect(rows(page).locator('td[data-column-id="port"]').first()).toHaveText(needle);

  // Another tab starts with its own table unsorted; Back returns to the ports as they were.
  await page.getByRole('tab', { name: 'Routes' }).click();
  await expect(page).toHaveURL(/[?&]tab=routes(&|$)/);
  await expect(page).not.toHaveURL(/[?&](sort|q)=/);
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue('');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Interfaces/Ports', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]sort=port(%3A|:)desc/);
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue(needle);
});

test('date filters show and take dates as YYYY-MM-DD', async ({ page }) => {
  await page.goto('/network/inventory/network-devices?network=1&view=Devices&createdFrom=2026-01-05');
  await expect(rowCount(page)).toHaveText(/\d+ rows/);
  const createdFrom = page.getByRole('textbox', { name: 'Created from' });
  await expect(createdFrom).toHaveValue('2026-01-05');
  await expect(page.getByRole('textbox', { name: 'Last seen from' })).toHaveAttribute(
    'placeholder',
    'YYYY-MM-DD',
  );

  // Typed in the product's format, the date goes to the URL and the server.
  const filtered = page.waitForRequest((r) => r.url().includes('lastseen_to='));
  await page.getByRole('textbox', { name: 'Last seen to' }).fill('2099-12-31');
  await filtered;
  await expect(page).toHaveURL(/[?&]lastseenTo=2099-12-31(&|$)/);
  await page.screenshot({ path: 'test-results/polish-date-filters.png' });

  // Another format is not taken: the field falls back to its date.
  await createdFrom.fill('01/06/2026');
  await createdFrom.blur();
  await expect(createdFrom).toHaveValue('2026-01-05');
  await expect(page).toHaveURL(/[?&]createdFrom=2026-01-05(&|$)/);
});
