import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { adminCall, expectToast, uniqueName } from './admin-helpers';
import { createSnapshot } from './api';

test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

test.describe('as admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('creates, renames and deletes a network, naming what goes with it; the footer selector follows at once', async ({
    page,
    request,
  }) => {
    const name = uniqueName('E2E Net');
    const renamed = `${name} renamed`;
    await page.goto('/network/system-settings/networks');
    await expect(page.getByRole('heading', { level: 2, name: 'Networks' })).toBeVisible();
    await expect(page.getByRole('row', { name: /OT Plant/ })).toBeVisible();

    await page.getByRole('button', { name: 'New Network' }).click();
    const create = page.getByRole('dialog', { name: 'New Network' });
    await create.getByLabel('Network name').fill(name);
    await create.getByLabel('Description').fill('made by the e2e test');
    await create.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'New Network Added!');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    // The footer's selector lists it without a reload.
    await page.getByTestId('network-select').click();
    await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Rename ${name}`, exact: true }).click();
    const rename = page.getByRole('dialog', { name: 'Rename network' });
    await expect(rename.getByLabel('Network name')).toHaveValue(name);
    await rename.getByLabel('Network name').fill(renamed);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Network Updated!');
    await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();
    await page.getByTestId('network-select').click();
    await expect(page.getByRole('option', { name: renamed, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: 'test-results/admin-networks.png', fullPage: true });

    const networks = await adminCall<{ id: number; name: string }[]>(
      request,
      'GET',
      '/api/system/explorer_networks',
    );
    const id = networks.find((n) => n.name === renamed)?.id ?? 0;
    await createSnapshot(request, id, 'before delete');

    await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete network' });
    await expect(confirm.getByText(`Delete the network '${renamed}'?`)).toBeVisible();
    await expect(confirm.getByTestId('delete-network-contents')).toHaveText(
      'This deletes its 0 devices, 0 hosts and 1 snapshots. This cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Network deleted!');
    await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
    await page.getByTestId('network-select').click();
    await expect(page.getByRole('option', { name: renamed, exact: true })).toHaveCount(0);
  });

  test('the delete confirmation counts the devices and hosts of a seeded network', async ({ page }) => {
    await page.goto('/network/system-settings/networks');
    await page.getByRole('button', { name: 'Delete IT Campus', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete network' });
    await expect(confirm.getByTestId('delete-network-contents')).toHaveText(
      /^This deletes its [1-9]\d* devices, [1-9]\d* hosts and \d+ snapshots\. This cannot be undone\.$/,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row', { name: /IT Campus/ })).toBeVisible();
  });
});

test.describe('as user', () => {
  test.use({ storageState: storageStatePath('user') });

  test('manages networks (spec §6): creates, renames and deletes one', async ({ page }) => {
    const name = uniqueName('User Net');
    await page.goto('/network/system-settings/networks');
    await page.getByRole('button', { name: 'New Network' }).click();
    const create = page.getByRole('dialog', { name: 'New Network' });
    await create.getByLabel('Network name').fill(name);
    await create.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'New Network Added!');
    await page.getByRole('button', { name: `Rename ${name}`, exact: true }).click();
    const rename = page.getByRole('dialog', { name: 'Rename network' });
    await rename.getByLabel('Network name').fill(`${name} 2`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Network Updated!');
    await page.getByRole('button', { name: `Delete ${name} 2`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete network' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Network deleted!');
  });
});

test.describe('as reader', () => {
  test.use({ storageState: storageStatePath('reader') });

  test('reads networks but cannot create, rename or delete them', async ({ page }) => {
    await page.goto('/network/system-settings/networks');
    await expect(page.getByRole('row', { name: /OT Plant/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Network' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Rename OT Plant', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete OT Plant', exact: true })).toBeDisabled();
  });
});
