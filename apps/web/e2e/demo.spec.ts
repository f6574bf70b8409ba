import { expect, test } from '@playwright/test';
import { demoPort } from './accounts';

// The read-only demo instance runs as a second server (DEMO=1); sign-in works there like everywhere.
test.use({ baseURL: `http://127.0.0.1:${demoPort}` });

test('the demo instance hides the settings area and Upgrade & Patch, even for an administrator', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('helpModalShown', 'true'));
  await page.goto('/network/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Devices' })).toBeVisible();
  for (const entry of [
    'License & Settings',
    'Networks',
    'Users',
    'Backup & Restore',
    'API',
    'Upgrade & Patch',
  ]) {
    await expect(page.getByRole('menuitem', { name: entry, exact: true })).toHaveCount(0);
  }
});
