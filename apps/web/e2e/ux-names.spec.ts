import { expect as baseExpect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { adminCall } from './admin-helpers';
import { deviceWithSerial } from './api';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Names, not ids (issue 23, item 8): IPAM VLAN locations, vendor spelling, speed units, device Type and Site. */

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

test('IPAM VLANs name their locations, and the location filter offers names', async ({ page, request }) => {
  const locations = await adminCall<{ id: number; name: string }[]>(
    request,
    'GET',
    '/api/ipam/locations?explorer_network_id=1&snapshot_id=1',
  );
  await page.goto('/network/ipam/vlans?network=1');
  await expect(page.getByTestId('datatable-row-count')).toHaveText(/\d+ rows/);
  const cells = page.locator('td[data-column-id="location"]');
  const named = (texts: string[]) =>
    texts.some((text) => locations.some((location) => location.name === text));
  // The rows can come before the locations list, and their location cells stay empty until it has come.
  await expect.poll(async () => named(await cells.allTextContents())).toBe(true);
  const shown = await cells.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text).not.toMatch(/^#\d+$/);

  await page.getByTestId('vlan-location-filter').click();
  const options = await page.getByRole('option').allTextContents();
  expect(options.sort()).toEqual(locations.map((location) => location.name).sort());
  const chosen = shown.find((text) => locations.some((location) => location.name === text)) ?? '';
  await page.getByRole('option', { name: chosen, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(async () => new Set(await cells.allTextContents())).toEqual(new Set([chosen]));
});

test('vendors keep their spelling, and the device list has Type and Site columns', async ({
  page,
  request,
}) => {
  const sites = await adminCall<{ device_id: string; site: string | null }[]>(
    request,
    'GET',
    '/api/explorer/device_sites?explorer_network_id=1&snapshot_id=1',
  );
  await page.goto('/network/inventory/network-devices?view=Devices&network=1');
  await expect(page.getByTestId('datatable-row-count').first()).toHaveText(/\d+ rows/);
  await expect(page.getByRole('columnheader', { name: /^Type/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Site/ })).toBeVisible();

  const vendors = await page.locator('td[data-column-id="vendor"]').allTextContents();
  expect(vendors).toContain('ABB');
  expect(vendors).not.toContain('Abb');
  expect(vendors).toContain('Cisco');

  const types = await page.locator('td[data-column-id="type"]').allTextContents();
  expect(types.filter(Boolean).length).toBeGreaterThan(0);
  for (const type of types.filter(Boolean)) expect(type).toMatch(/^[A-Z]/);

  // The site of the first row is the one the server places the device in.
  const firstRow = page.locator('tbody tr[data-row-id]').first();
  const deviceId = (await firstRow.getAttribute('data-row-id')) ?? '';
  const expected = sites.find((site) => site.device_id === deviceId)?.site ?? '';
  expect(expected).not.toBe('');
  await expect(firstRow.locator('td[data-column-id="site"]')).toHaveText(expected);

  // The CSV carries the new columns too.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).first().click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const header = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').split('\r\n')[0];
  expect(header).toBe('Name,Type,Site,IP,MAC,Vendor,Model,Serial,Last seen,Tags,Notes');
});

test('port speeds carry their unit', async ({ page, request }) => {
  const device = await deviceWithSerial(request, 1);
  await page.goto(`/network/inventory/device/${device.id}?network=1&tab=ports`);
  const speeds = page.locator('td[data-column-id="speed"]');
  await expect(speeds.first()).toBeVisible();
  const texts = (await speeds.allTextContents()).filter(Boolean);
  expect(texts.length).toBeGreaterThan(0);
  // A rate carries its unit; a port without a rate shows the device's own word for it (`auto` without link).
  for (const text of texts) expect(text).toMatch(/^(\d+(\.\d+)? [MGT]bit\/s|auto)$/);
  expect(texts.some((text) => /^\d+(\.\d+)? [MGT]bit\/s$/.test(text))).toBe(true);
});
