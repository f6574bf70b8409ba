import { expect as baseExpect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { createNetwork, expectToast, uniqueName } from './admin-helpers';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Networks pile up (issue 23, item 9): the footer's network selector and the Networks page are searchable,
 * and a network can be archived (hidden from the selector, its data kept) and brought back.
 */

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test('the footer network selector finds a network by typing', async ({ page }) => {
  await page.goto('/network/inventory/hosts?network=1');
  const select = page.getByTestId('network-select');
  await expect(select).toHaveValue('OT Plant');
  await select.click();
  await select.fill('camp');
  await expect(page.getByRole('option')).toHaveText(['IT Campus']);
  await page.getByRole('option', { name: 'IT Campus' }).click();
  await expect.poll(() => param(page, 'network')).toBe('2');
  await select.click();
  await select.fill('no such network');
  await expect(page.getByText('No network found')).toBeVisible();
  await page.keyboard.press('Escape');
});

test('an archived network leaves the selector and keeps its data; restored, it is back', async ({
  page,
  request,
}) => {
  const name = uniqueName('E2E Archive');
  const network = await createNetwork(request, name);
  await page.goto('/network/system-settings/networks');
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(page.getByTestId('datatable-row-count')).toHaveText(/^1 of \d+ rows$/);
  await expect(row).toContainText('In use');

  await row.getByRole('button', { name: `Archive ${name}` }).click();
  await expectToast(
    page,
    `Network '${name}' archived: it is hidden from the network selector, its data is kept.`,
  );
  await expect(row).toContainText('Archived');
  const select = page.getByTestId('network-select');
  await select.click();
  await expect(page.getByRole('option', { name: 'OT Plant' })).toBeVisible();
  await expect(page.getByRole('option', { name })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Opened by its link, an archived network is still there, and the selector names it as archived.
  await page.goto(`/network/segmentation/vlans?network=${network.id}`);
  await expect(page.getByTestId('datatable-row-count')).toHaveText(/\d+ rows?/);
  expect(param(page, 'network')).toBe(String(network.id));
  await expect(select).toHaveValue(`${name} (archived)`);

  await page.goto('/network/system-settings/networks');
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await row.getByRole('button', { name: `Restore ${name}` }).click();
  await expectToast(page, `Network '${name}' is back in the network selector.`);
  await expect(row).toContainText('In use');
  await select.click();
  await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('the new-network form says what is missing beside the field, not in a browser bubble', async ({
  page,
}) => {
  await page.goto('/network/system-settings/networks');
  await page.getByRole('button', { name: 'New Network' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Network' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  const valid = await dialog
    .getByLabel('Network name')
    .evaluate((input) => (input as HTMLInputElement).validity.valid);
  expect(valid).toBe(true);
  await dialog.getByLabel('Network name').fill('x');
  await expect(dialog.getByText('This field is required')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
