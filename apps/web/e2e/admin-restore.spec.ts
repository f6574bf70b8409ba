import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen } from './accounts';
import { adminCall, createNetwork, expectToast, signIn, uniqueName } from './admin-helpers';

// Runs in the 'restore' project, after every other spec (playwright.config.ts): a restore replaces all data.
// It signs in by itself, so it also runs alone: `npx playwright test --project=restore --no-deps`.
test.beforeEach(async ({ page }) => {
  await skipHelpAutoOpen(page);
  await signIn(page, 'admin', 'admin');
});

type Backup = { filename: string; size: number; created: number };

test('round trip: back up, delete a network, restore the downloaded file, the network is back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const network = await createNetwork(request, uniqueName('Restore me'));
  await page.goto('/network/system-settings/export-and-backup');
  const before = await adminCall<Backup[]>(request, 'GET', '/api/system/backups');
  await page.getByRole('button', { name: 'Create Backup' }).click();
  await expectToast(page, 'Backup created!');
  const after = await adminCall<Backup[]>(request, 'GET', '/api/system/backups');
  const created = after.find((backup) => !before.some((old) => old.filename === backup.filename));
  if (!created) throw new Error('no new backup');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${created.filename}` }).click();
  const file = await (await download).path();

  // Delete the network in the browser.
  await page.goto('/network/system-settings/networks');
  await page.getByRole('button', { name: `Delete ${network.name}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete network' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Network deleted!');
  await expect(page.getByRole('row', { name: new RegExp(network.name) })).toHaveCount(0);

  await page.goto('/network/system-settings/export-and-backup');
  await page.getByTestId('restore-file').click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this backup?' });
  await expect(confirm).toContainText('All users, networks, devices, snapshots and settings are replaced');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  const result = page.getByTestId('restore-result');
  await expect(result).toContainText('All data now comes from this backup.');

  await page.goto('/network/system-settings/networks');
  await expect(page.getByRole('row', { name: new RegExp(network.name) })).toBeVisible();
  await page.getByTestId('network-select').click();
  await expect(page.getByRole('option', { name: network.name, exact: true })).toBeVisible();
});
