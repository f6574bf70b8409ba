import { expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { createSnapshot } from './api';

test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

const suffix = () => Math.floor(Math.random() * 1_000_000).toString(36);
const table = (page: Page) => page.getByTestId('datatable-scroll');
const param = (url: string, name: string) => new URL(url).searchParams.get(name);

test.describe('as admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('take a snapshot: listed at once here and in the footer, live first then by id descending', async ({
    page,
  }) => {
    const name = `e2e-snap-${suffix()}`;
    await page.goto('/network/history/snapshots?network=2');
    await expect(page.getByRole('heading', { level: 2, name: 'Snapshots' })).toBeVisible();
    await page.getByRole('button', { name: 'Take snapshot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a snapshot of the live state' });
    await dialog.getByLabel('Name (optional)').fill(name);
    await dialog.getByRole('button', { name: 'Take' }).click();
    await expect(page.getByText('Snapshots created!', { exact: true })).toBeVisible();

    const rows = table(page).getByRole('row');
    await expect(rows.filter({ hasText: name })).toHaveCount(1);
    await expect(rows.filter({ hasText: name })).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const ids = (await table(page).locator('[data-column-id="id"]').allTextContents()).map(Number);
    expect(ids[0]).toBe(1);
    expect(ids.slice(1)).toEqual([...ids.slice(1)].sort((a, b) => b - a));

    // The footer's selector reads the same list: the new snapshot is there without a reload.
    await page.getByTestId('snapshot-select').click();
    await expect(page.getByRole('option', { name: new RegExp(`^${name} \\d{4}-`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: 'test-results/screens/snapshots.png' });
  });

  test('rename, open on the map, compare with live and delete a snapshot', async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = `e2e-rename-${suffix()}`;
    const snapshot = await createSnapshot(request, 2, name);
    await page.goto('/network/history/snapshots?network=2');
    const row = table(page).getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Rename ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename snapshot' });
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(`${name}-renamed`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Snapshot renamed')).toBeVisible();
    const renamed = table(page)
      .getByRole('row')
      .filter({ hasText: `${name}-renamed` });
    await expect(renamed).toHaveCount(1);

    await renamed.getByRole('button', { name: `Open on map ${name}-renamed` }).click();
    await expect(page).toHaveURL(/\/network\/\?/);
    expect(param(page.url(), 'snapshot')).toBe(String(snapshot.id));
    expect(param(page.url(), 'network')).toBe('2');
    await expect(page.getByTestId('netmap-page')).toBeVisible();

    await page.goto('/network/history/snapshots?network=2');
    await table(page)
      .getByRole('button', { name: `Compare with live ${name}-renamed` })
      .click();
    await expect(page).toHaveURL(/\/network\/\?/);
    expect(param(page.url(), 'snapshot')).toBe('1');
    expect(param(page.url(), 'viewMode')).toBe('difference');
    expect(param(page.url(), 'diffSnapshot')).toBe(String(snapshot.id));
    await expect(page.getByRole('combobox', { name: 'Compare with snapshot' })).toHaveValue(
      new RegExp(`^${name}-renamed \\d{4}-`),
    );

    await page.goto('/network/history/snapshots?network=2');
    await table(page)
      .getByRole('button', { name: `Delete ${name}-renamed` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete snapshot?' });
    await expect(confirm).toContainText(`${name}-renamed`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Snapshot deleted')).toBeVisible();
    await expect(table(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('live can be opened but never renamed or deleted', async ({ page }) => {
    await page.goto('/network/history/snapshots?network=2');
    const live = table(page)
      .getByRole('row')
      .filter({ has: page.locator('[data-column-id="id"]', { hasText: /^1$/ }) });
    await expect(live).toContainText('live');
    await expect(live.getByRole('button', { name: 'Open on map live' })).toBeEnabled();
    await expect(live.getByRole('button', { name: /^(Rename|Delete) live$/ })).toHaveCount(0);
  });
});

for (const account of ['user', 'reader'] as const) {
  test.describe(`as ${account}`, () => {
    test.use({ storageState: storageStatePath(account) });

    test('snapshots are listed and can be opened, but not taken, renamed or deleted', async ({
      page,
      request,
    }) => {
      const name = `e2e-${account}-${suffix()}`;
      await createSnapshot(request, 2, name);
      await page.goto('/network/history/snapshots?network=2');
      await expect(page.getByRole('button', { name: 'Take snapshot' })).toBeDisabled();
      const row = table(page).getByRole('row').filter({ hasText: name });
      await expect(row.getByRole('button', { name: `Rename ${name}` })).toBeDisabled();
      await expect(row.getByRole('button', { name: `Delete ${name}` })).toBeDisabled();
      await expect(row.getByRole('button', { name: `Open on map ${name}` })).toBeEnabled();
    });
  });
}
