import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { createSnapshot } from './api';

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

const param = (url: string, name: string) => new URL(url).searchParams.get(name);

test('an unknown network falls back to the first available one, with live', async ({ page }) => {
  await page.goto('/network/inventory/hosts?network=999&snapshot=5');
  await expect.poll(() => param(page.url(), 'network')).toBe('1');
  expect(param(page.url(), 'snapshot')).toBe('1');
  await expect(page.getByTestId('network-select')).toHaveValue('OT Plant');
});

test("a snapshot not in the network's list resets to live", async ({ page }) => {
  await page.goto('/network/inventory/hosts?network=2&snapshot=424242');
  await expect.poll(() => param(page.url(), 'snapshot')).toBe('1');
  expect(param(page.url(), 'network')).toBe('2');
});

test('snapshots are listed live first, then by id descending, labelled name and date-time', async ({
  page,
  request,
}) => {
  const older = await createSnapshot(request, 1, 'before maintenance');
  const newer = await createSnapshot(request, 1, 'after maintenance');
  await page.goto('/network/history/snapshots?network=1');
  await page.getByTestId('snapshot-select').click();
  const options = await page.getByRole('option').allTextContents();
  expect(options[0]).toMatch(/^live \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const newerIndex = options.findIndex((label) => label.startsWith('after maintenance '));
  const olderIndex = options.findIndex((label) => label.startsWith('before maintenance '));
  expect(newerIndex).toBeGreaterThan(0);
  expect(newerIndex).toBeLessThan(olderIndex);
  const label = await page.evaluate((created) => {
    const d = new Date(created * 1000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, newer.created);
  expect(options[newerIndex]).toBe(`after maintenance ${label}`);

  // Choosing a historical snapshot, then another network, resets the snapshot to live.
  await page.getByRole('option', { name: options[olderIndex] }).click();
  await expect.poll(() => param(page.url(), 'snapshot')).toBe(String(older.id));
  await page.getByTestId('network-select').click();
  await page.getByRole('option', { name: 'IT Campus' }).click();
  await expect.poll(() => param(page.url(), 'network')).toBe('2');
  expect(param(page.url(), 'snapshot')).toBe('1');
});

test('network and snapshot are kept when moving between pages through the menus', async ({ page }) => {
  await page.goto('/network/inventory/hosts?network=2&snapshot=1');
  await page.getByRole('button', { name: 'Segmentation' }).click();
  await page.getByRole('menuitem', { name: 'Zones' }).click();
  await expect(page).toHaveURL(/\/network\/segmentation\/zones\?/);
  expect(param(page.url(), 'network')).toBe('2');
  await page.getByRole('tab', { name: 'VLANs' }).click();
  await expect(page).toHaveURL(/\/network\/segmentation\/vlans\?/);
  expect(param(page.url(), 'network')).toBe('2');
  await page.getByRole('button', { name: 'Inventory' }).click();
  await page.getByRole('menuitem', { name: 'Net Devices' }).click();
  await expect(page).toHaveURL(/\/network\/inventory\/network-devices\?/);
  expect(param(page.url(), 'view')).toBe('Devices');
  expect(param(page.url(), 'network')).toBe('2');
});
