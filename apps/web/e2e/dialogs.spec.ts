import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { registerUser } from './api';

test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

async function openAccountItem(page: Page, name: string) {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe('as user', () => {
  test.use({ storageState: storageStatePath('user') });

  test('Change Password checks the repeat, trims, and reports the result', async ({ page }) => {
    await page.goto('/network/inventory/hosts');
    await openAccountItem(page, 'Change Password');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Password', { exact: true }).fill('user');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByText('Please retype your password.')).toBeVisible();
    await dialog.getByLabel('Repeat Password', { exact: true }).fill('other');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByText('Your passwords do not match.')).toBeVisible();

    // A too short password is refused by the server (400), shown as an error.
    await dialog.getByLabel('Password', { exact: true }).fill('ab');
    await dialog.getByLabel('Repeat Password', { exact: true }).fill('ab');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password should be at least 3 characters')).toBeVisible();

    // The same password again, with spaces the dialog trims: the account keeps working.
    const patch = page.waitForRequest(
      (r) => r.url().endsWith('/api/system/users/me') && r.method() === 'PATCH',
    );
    await dialog.getByLabel('Password', { exact: true }).fill('  user ');
    await dialog.getByLabel('Repeat Password', { exact: true }).fill('user');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    expect((await patch).postDataJSON()).toEqual({ password: 'user' });
    await expect(page.getByText('User updated!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('as admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test("License: 'Hey there,', Save disabled until changed, required key", async ({ page }) => {
    await page.goto('/network/system-settings/license-and-settings');
    await page.getByRole('button', { name: 'License', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'License' });
    await expect(dialog.getByText('Hey there,')).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('License Key').fill(' ');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Upgrade & Patch: .tgz only, Apply disabled without configs, not closed by Escape', async ({
    page,
  }) => {
    await page.goto('/network/inventory/hosts');
    await openAccountItem(page, 'Upgrade & Patch');
    const dialog = page.getByRole('dialog', { name: 'Upgrade & Patch' });
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(dialog.getByTestId('patch-list')).toHaveCSS('height', '150px');
    await dialog.getByTestId('patch-file-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a patch'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'notes.txt: File type must be one of the accepted types',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the license-expired dialog is persistent and lets an admin enter a key', async ({ page }) => {
    await page.route('**/api/license', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { data: { key: null, features: [], is_valid: false, expires_at: 0 } } })
        : route.fallback(),
    );
    await page.goto('/network/inventory/hosts');
    const dialog = page.getByRole('dialog', { name: 'License expired' });
    await expect(dialog.getByLabel('License Key')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
  });
});

test.describe('as reader', () => {
  test.use({ storageState: storageStatePath('reader') });

  test('with an expired licence others are told to contact their administrator', async ({ page }) => {
    await page.route('**/api/license', (route) =>
      route.fulfill({ json: { data: { key: null, features: [], is_valid: false, expires_at: 0 } } }),
    );
    await page.goto('/network/inventory/hosts');
    const dialog = page.getByRole('dialog', { name: 'License expired' });
    await expect(dialog.getByText('Please contact your administrator to renew the license.')).toBeVisible();
    await expect(dialog.getByLabel('License Key')).toHaveCount(0);
  });
});

test('a person without networks gets the blocking no-access-group dialog with Log out', async ({
  page,
  request,
}) => {
  const username = `nogroup${Date.now()}`;
  await registerUser(request, username, 'secret');
  await page.goto('/network/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'No access' });
  await expect(dialog).toContainText('No access group is assigned');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/network\/login/);
});

test.describe('as admin, changing server state', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('Upgrade & Patch uploads, deletes and applies a patch', async ({ page }, testInfo) => {
    const dir = testInfo.outputPath('patch');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'patch.json'),
      JSON.stringify({ version: '9.9.1', release_date: '2026-11-01', changelog: 'Parser fixes' }),
    );
    const archive = testInfo.outputPath('lne-patch-9.9.1.tgz');
    execFileSync('tar', ['czf', archive, '-C', dir, 'patch.json']);

    await page.goto('/network/inventory/hosts');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Upgrade & Patch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade & Patch' });
    await dialog.getByTestId('patch-file-input').setInputFiles(archive);
    await expect(page.getByText('Patch Successfully Uploaded!')).toBeVisible();
    await expect(dialog.getByText('Version 9.9.1')).toBeVisible();
    await expect(dialog.getByText('Parser fixes')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();

    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Configuration Successfully Removed!')).toBeVisible();
    await expect(dialog.getByText('Version 9.9.1')).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await dialog.getByTestId('patch-file-input').setInputFiles(archive);
    await expect(dialog.getByText('Version 9.9.1')).toBeVisible();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Configuration Successfully Saved!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("saving a valid licence key says 'License is active!'", async ({ page }) => {
    await page.goto('/network/system-settings/license-and-settings');
    await page.getByRole('button', { name: 'License', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'License' });
    await dialog.getByLabel('License Key').fill('LNE-TEST-2026-0000-0001');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('License is active!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
