import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import {
  createHost,
  getHost,
  historicalSnapshot,
  LAB_NETWORK,
  listHosts,
  uniqueSuffix,
} from './inventory-helpers';

test.use({ storageState: storageStatePath('admin'), viewport: { width: 1680, height: 900 } });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

const rows = (page: Page) => page.locator('tbody tr[data-row-id]');
const rowCount = (page: Page) => page.getByTestId('datatable-row-count');

/** A MAC no seeded host has: the suffix makes it unique per run. */
function freshMac(): string {
  const hex = uniqueSuffix()
    .replace(/[^0-9a-z]/g, '')
    .padStart(8, '0');
  const bytes = [...hex.slice(-8)].map((c) => (c.charCodeAt(0) % 16).toString(16));
  return `02:e2:${bytes[0]}${bytes[1]}:${bytes[2]}${bytes[3]}:${bytes[4]}${bytes[5]}:${bytes[6]}${bytes[7]}`;
}

test('the host list filters by VLAN on the server and exports CSV', async ({ page, request }) => {
  const all = await listHosts(request, 1);
  const vlan = all.flatMap((h) => h.data.vlan_ids).sort((a, b) => a - b)[0];
  if (vlan === undefined) throw new Error('the seeded hosts have no VLAN');
  const inVlan = await listHosts(request, 1, `&vlan_ids[]=${vlan}`);
  await page.goto('/network/inventory/hosts?network=1');
  await expect(page.getByRole('heading', { level: 2, name: 'Hosts' })).toBeVisible();
  await expect(rowCount(page)).toHaveText(`${all.length.toLocaleString('en-US')} rows`);
  const call = page.waitForRequest(
    (r) => r.url().includes('/api/explorer/hosts?') && r.url().includes('vlan_ids'),
  );
  await page.getByRole('combobox', { name: 'VLANs', exact: true }).click();
  await page.getByRole('option', { name: String(vlan), exact: true }).click();
  await call;
  await page.keyboard.press('Escape');
  await expect(rowCount(page)).toHaveText(`${inVlan.length.toLocaleString('en-US')} rows`);
  await expect(page).toHaveURL(/vlan_ids/);
  await page.screenshot({ path: 'test-results/inventory-hosts.png' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('MAC,Vendor,IPs,VLANs,Switch,Port,Last seen,Tags,Notes');
  expect(lines).toHaveLength(inVlan.length + 1);
});

test('host details show where the host was seen and edit notes, tags and extended attributes', async ({
  page,
  request,
}) => {
  const mac = freshMac();
  const id = await createHost(request, mac, '10.99.3.20', 300);
  await page.goto(`/network/inventory/hosts?network=${LAB_NETWORK}&q=${mac}`);
  await expect(rowCount(page)).toHaveText('1 row');
  await rows(page).first().getByRole('link', { name: mac }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Host Details' })).toBeVisible();
  await expect(page.getByTestId('host-header')).toContainText(mac);
  await expect(page.getByTestId('host-header')).toContainText('Beckhoff');
  await expect(page.getByTestId('host-header')).toContainText('10.99.3.20');

  await page.getByRole('button', { name: 'Edit notes' }).click();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Commissioning laptop');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('notes-text')).toHaveText('Commissioning laptop');

  await page.getByRole('textbox', { name: 'Attribute' }).fill('asset_owner');
  await page.getByRole('textbox', { name: 'Value' }).fill('Production');
  await page.getByRole('button', { name: 'Add attribute' }).click();
  await expect(page.getByRole('row', { name: /asset_owner/ })).toContainText('Production');
  expect((await getHost(request, id)).data).toMatchObject({
    notes: 'Commissioning laptop',
    extended: { asset_owner: 'Production' },
  });
  await page.getByRole('button', { name: 'Remove asset_owner' }).click();
  await expect(page.getByText('No extended attributes')).toBeVisible();
  expect((await getHost(request, id)).data.extended).toEqual({});
});

test('a seeded host links to the switch it was seen on', async ({ page, request }) => {
  const host = (await listHosts(request, 1)).find(
    (h) => (h.data as { seen_on_device?: string }).seen_on_device,
  );
  if (!host) throw new Error('no seeded host was seen on a device');
  await page.goto(`/network/inventory/host/${host.unique_id}?network=1`);
  const seen = page.locator('[data-field="Seen on"]').getByRole('link');
  await expect(seen).toBeVisible();
  await seen.click();
  await expect(page).toHaveURL(/\/inventory\/device\//);
  await expect(page.getByRole('heading', { level: 2, name: 'Device Details' })).toBeVisible();
});

test('bulk delete of hosts asks with the count', async ({ page, request }) => {
  const first = freshMac();
  const second = freshMac().replace(/^02:e2/, '02:e3');
  await createHost(request, first, '10.99.4.1', 301);
  await createHost(request, second, '10.99.4.2', 301);
  await page.goto(`/network/inventory/hosts?network=${LAB_NETWORK}&q=10.99.4.`);
  await expect(rowCount(page)).toHaveText('2 rows');
  await page.getByLabel('Select all rows').check();
  await page.getByRole('button', { name: 'Delete 2 selected' }).click();
  await expect(page.getByTestId('confirm-dialog-text')).toHaveText('Delete 2 hosts? This cannot be undone.');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('datatable-empty')).toHaveText('No hosts');
  expect(await listHosts(request, LAB_NETWORK, '&search=10.99.4.')).toEqual([]);
});

test('hosts are read-only in a historical snapshot', async ({ page, request }) => {
  const snapshot = await historicalSnapshot(request, 1);
  await page.goto(`/network/inventory/hosts?network=1&snapshot=${snapshot.id}`);
  await expect(rowCount(page)).toHaveText(/[1-9][\d,]* rows/);
  await expect(page.getByLabel('Select all rows')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit notes' })).toHaveCount(0);
});

test.describe('as reader', () => {
  test.use({ storageState: storageStatePath('reader') });

  test('the reader sees hosts and host details without edit controls', async ({ page, request }) => {
    const host = (await listHosts(request, 1))[0];
    if (!host) throw new Error('no seeded host');
    await page.goto('/network/inventory/hosts?network=1');
    await expect(rowCount(page)).toHaveText(/[1-9][\d,]* rows/);
    await expect(page.getByLabel('Select all rows')).toHaveCount(0);
    await page.goto(`/network/inventory/host/${host.unique_id}?network=1`);
    await expect(page.getByTestId('host-header')).toContainText(host.data.mac.address);
    await expect(page.getByRole('button', { name: 'Edit notes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add attribute' })).toHaveCount(0);
  });
});
