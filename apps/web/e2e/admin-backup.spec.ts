import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { adminCall, createNetwork, expectToast, uniqueName } from './admin-helpers';

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

type Backup = { filename: string; size: number; created: number };

test('creates, lists with size and date, downloads and deletes a backup', async ({ page, request }) => {
  const before = await adminCall<Backup[]>(request, 'GET', '/api/system/backups');
  await page.goto('/network/system-settings/export-and-backup');
  await expect(page.getByRole('heading', { level: 2, name: 'Backup & Restore' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Backup' }).click();
  await expectToast(page, 'Backup created!');
  const after = await adminCall<Backup[]>(request, 'GET', '/api/system/backups');
  const created = after.find((backup) => !before.some((old) => old.filename === backup.filename));
  expect(created).toBeDefined();
  if (!created) return;
  const row = page.getByRole('row', { name: new RegExp(created.filename.replaceAll('.', '\\.')) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d+\.\d (KiB|MiB)/);
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await page.screenshot({ path: 'test-results/admin-backup.png', fullPage: true });

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${created.filename}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(created.filename);
  const path = await file.path();
  expect(readFileSync(path).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

  await row.getByRole('button', { name: `Delete ${created.filename}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm.getByText(`Delete the backup '${created.filename}'?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Backup deleted!');
  await expect(
    page.getByRole('row', { name: new RegExp(created.filename.replaceAll('.', '\\.')) }),
  ).toHaveCount(0);
});

test('a broken file gives a clear error and changes nothing', async ({ page, request }) => {
  // A network of this test's own: other specs create and delete theirs while this one runs.
  const own = await createNetwork(request, uniqueName('Kept Net'));
  const seeded = (await adminCall<{ id: number }[]>(request, 'GET', '/api/system/explorer_networks')).filter(
    (network) => network.id <= 3,
  );
  await page.goto('/network/system-settings/export-and-backup');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'broken.tar.gz',
    mimeType: 'application/gzip',
    buffer: Buffer.from('this is not a backup'),
  });
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Restore this backup?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  const result = page.getByTestId('restore-result');
  await expect(result).toContainText('The backup could not be restored. Nothing was changed.');
  await expect(result).toContainText('The backup archive cannot be restored:');
  await page.screenshot({ path: 'test-results/admin-restore-error.png', fullPage: true });
  // The seeded networks and this test's own are still there, unchanged.
  expect(await adminCall<unknown[]>(request, 'GET', '/api/system/explorer_networks')).toEqual(
    expect.arrayContaining([...seeded, expect.objectContaining({ id: own.id, name: own.name })]),
  );
});
