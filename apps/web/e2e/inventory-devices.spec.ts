import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import {
  createDevice,
  getDevice,
  historicalSnapshot,
  LAB_NETWORK,
  listDevices,
  uniqueSuffix,
} from './inventory-helpers';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.use({ storageState: storageStatePath('admin'), viewport: { width: 1680, height: 900 } });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

const rows = (page: Page) => page.locator('tbody tr[data-row-id]');
const rowCount = (page: Page) => page.getByTestId('datatable-row-count');

test('Net Devices lists the devices with vendor display names, and a screenshot', async ({
  page,
  request,
}) => {
  const devices = await listDevices(request, 1);
  await page.goto('/network/inventory/network-devices?network=1&view=Devices');
  await expect(page.getByRole('heading', { level: 2, name: 'Net Devices' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Devices', exact: true, selected: true })).toBeVisible();
  await expect(rowCount(page)).toHaveText(`${devices.length} rows`);
  const vendors = new Set(devices.map((d) => d.data.version?.vendor).filter(Boolean));
  if (vendors.has('cisco')) {
    await page.getByRole('combobox', { name: 'Filter Vendor' }).click();
    await expect(page.getByRole('option', { name: 'Cisco', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.screenshot({ path: 'test-results/inventory-devices.png' });
});

test('search and sort are kept in the URL and sent to the list call', async ({ page, request }) => {
  const all = await listDevices(request, 1);
  const needle = 'core';
  const expected = await listDevices(request, 1, `&search=${needle}`);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(all.length);
  await page.goto('/network/inventory/network-devices?network=1&view=Devices');
  await expect(rowCount(page)).toHaveText(`${all.length} rows`);
  const listCall = page.waitForRequest(
    (r) => r.url().includes('/api/explorer/devices?') && r.url().includes(`search=${needle}`),
  );
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(needle);
  await listCall;
  await expect(page).toHaveURL(/q=core/);
  await expect(rowCount(page)).toHaveText(`${expected.length} rows`);
  // Sort by name, descending on the second click.
  const header = page.getByRole('columnheader', { name: 'Name' });
  await header.getByRole('button').click();
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sort=name%3Adesc|sort=name:desc/);
  const names = expected
    .map((d) => d.data.name)
    .sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }));
  await expect(rows(page).first().getByRole('link').last()).toHaveText(names[0] ?? '');
  // The view survives a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue(needle);
  await expect(rowCount(page)).toHaveText(`${expected.length} rows`);
});

test('the date and tag filters go into the URL and to the server', async ({ page }) => {
  await page.goto('/network/inventory/network-devices?network=1&view=Devices');
  await expect(rowCount(page)).toHaveText(/\d+ rows/);
  const filtered = page.waitForRequest((r) => r.url().includes('lastseen_from='));
  await page.getByLabel('Last seen from').fill('2099-01-01');
  await filtered;
  await expect(page).toHaveURL(/lastseenFrom=2099-01-01/);
  await expect(page.getByTestId('datatable-empty')).toHaveText('No devices');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rowCount(page)).toHaveText(/[1-9]\d* rows/);
  await expect(page).not.toHaveURL(/lastseenFrom/);
  await page.getByRole('combobox', { name: 'Tags', exact: true }).click();
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/tagIds=/);
});

test('CSV export holds exactly the rows and columns shown', async ({ page, request }) => {
  const expected = await listDevices(request, 1, '&search=core');
  await page.goto('/network/inventory/network-devices?network=1&view=Devices&q=core');
  await expect(rowCount(page)).toHaveText(`${expected.length} rows`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const path = await file.path();
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Name,Type,Site,IP,MAC,Vendor,Model,Serial,Last seen,Tags,Notes');
  expect(lines).toHaveLength(expected.length + 1);
  const first = expected.map((d) => d.data.name).sort()[0] ?? '';
  expect(text).toContain(first);
});

test('notes and tags are edited inline', async ({ page, request }) => {
  const name = `e2e-notes-${uniqueSuffix()}`;
  const id = await createDevice(request, name, '10.99.1.10');
  await page.goto(`/network/inventory/network-devices?network=${LAB_NETWORK}&view=Devices&q=${name}`);
  await expect(rowCount(page)).toHaveText('1 row');
  const row = rows(page).first();
  await row.getByRole('button', { name: 'Edit notes' }).click();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Spare PSU in cabinet B');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('notes-text')).toHaveText('Spare PSU in cabinet B');
  expect((await getDevice(request, id)).data.notes).toBe('Spare PSU in cabinet B');

  const tagName = `rack-${uniqueSuffix()}`;
  await row.getByRole('button', { name: 'Edit tags' }).click();
  await page.getByRole('textbox', { name: 'Tag name' }).fill(tagName);
  await page.getByRole('combobox', { name: 'Class' }).fill('location');
  // Leaving the field closes its suggestions, which cover the button.
  await page.getByRole('combobox', { name: 'Class' }).press('Tab');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(row.getByTestId('tag-chip')).toHaveText([tagName]);
  const tagged = await getDevice(request, id);
  expect(tagged.data.tags.map((t) => [t.name, t.klass])).toEqual([[tagName, 'location']]);
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `Remove tag ${tagName}` }).click();
  await expect(row.getByTestId('tag-chip')).toHaveCount(0);
  expect((await getDevice(request, id)).data.tags).toEqual([]);
});

test('bulk delete asks with the count and deletes the selected devices', async ({ page, request }) => {
  const prefix = `e2e-bulk-${uniqueSuffix()}`;
  await createDevice(request, `${prefix}-a`, '10.99.2.1');
  await createDevice(request, `${prefix}-b`, '10.99.2.2');
  await page.goto(`/network/inventory/network-devices?network=${LAB_NETWORK}&view=Devices&q=${prefix}`);
  await expect(rowCount(page)).toHaveText('2 rows');
  await page.getByLabel('Select all rows').check();
  await page.getByRole('button', { name: 'Delete 2 selected' }).click();
  await expect(page.getByTestId('confirm-dialog-text')).toHaveText(
    'Delete 2 devices? This cannot be undone.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('datatable-empty')).toHaveText('No devices');
  expect(await listDevices(request, LAB_NETWORK, `&search=${prefix}`)).toEqual([]);
});

test('the other views list neighbors, routes, ports and spanning-tree devices', async ({ page }) => {
  await page.goto('/network/inventory/network-devices?network=1&view=Devices');
  for (const view of ['Neighbors', 'Routes', 'Ports', 'Spanning Tree']) {
    await page.getByRole('tab', { name: view }).click();
    await expect(page).toHaveURL(new RegExp(`view=${encodeURIComponent(view).replace('%20', '(%20|\\+)')}`));
    await expect(rowCount(page), view).toHaveText(/[1-9][\d,]* rows/);
  }
  await page.getByRole('tab', { name: 'Neighbors' }).click();
  await expect(page.getByRole('columnheader', { name: 'Neighbor', exact: true })).toBeVisible();
});

test('the device links open the details page and the netmap', async ({ page }) => {
  await page.goto('/network/inventory/network-devices?network=1&view=Devices&q=core');
  const row = rows(page).first();
  const name = (await row.getByRole('link').last().textContent()) ?? '';
  await row.getByRole('link', { name: `Show on map: ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/network/\\?.*search=${encodeURIComponent(name)}`));
  await page.goBack();
  await rows(page).first().getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/network\/inventory\/device\//);
  await expect(page.getByTestId('device-header')).toContainText(name);
});

test('a historical snapshot shows the list without edit controls', async ({ page, request }) => {
  const snapshot = await historicalSnapshot(request, 1);
  await page.goto(`/network/inventory/network-devices?network=1&snapshot=${snapshot.id}&view=Devices`);
  await expect(rowCount(page)).toHaveText(/[1-9][\d,]* rows/);
  await expect(page.getByLabel('Select all rows')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit notes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit tags' })).toHaveCount(0);
});

test.describe('as reader', () => {
  test.use({ storageState: storageStatePath('reader') });

  test('the reader sees the list but no edit controls', async ({ page }) => {
    await page.goto('/network/inventory/network-devices?network=1&view=Devices');
    await expect(rowCount(page)).toHaveText(/[1-9][\d,]* rows/);
    await expect(page.getByLabel('Select all rows')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit notes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit tags' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

test('the Spanning Tree protocol and instance are in the URL both ways', async ({ page }) => {
  await page.goto('/network/inventory/network-devices?network=2&view=Spanning%20Tree');
  const protocol = page.getByRole('combobox', { name: 'Protocol', exact: true });
  const instance = page.getByRole('combobox', { name: 'Instance', exact: true });
  await expect(rowCount(page)).toHaveText(/[1-9][\d,]* rows/);
  await instance.click();
  const options = page.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  const label = (await options.nth(1).textContent()) ?? '';
  const id = label.split(' ')[0] ?? '';
  await options.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`[?&]stpInstance=${id}(&|$)`));
  const chosenProtocol = await protocol.inputValue();
  await expect(page).toHaveURL(new RegExp(`[?&]stpProtocol=${chosenProtocol}(&|$)`));
  const count = (await rowCount(page).textContent()) ?? '';

  // URL → page: a reload or a shared link shows the same tree.
  await page.reload();
  await expect(instance).toHaveValue(label);
  await expect(protocol).toHaveValue(chosenProtocol);
  await expect(rowCount(page)).toHaveText(count);
  // An instance the network does not have falls back to the first one.
  await page.goto(
    `/network/inventory/network-devices?network=2&view=Spanning%20Tree&stpProtocol=${chosenProtocol}&stpInstance=9999`,
  );
  await expect(instance).not.toHaveValue(label);
  await expect(instance).toHaveValue(/^\S+/);
  // Another view starts without the tree's choice.
  await page.getByRole('tab', { name: 'Ports' }).click();
  await expect(page).not.toHaveURL(/stpInstance=/);
});
