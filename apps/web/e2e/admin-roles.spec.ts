import { expect, test } from '@playwright/test';
import { demoPort, skipHelpAutoOpen, storageStatePath } from './accounts';

/** Settings pages a user and a reader may not see (spec §6: read on system settings, users, groups, backups). */
const ADMIN_ONLY = [
  ['/system-settings/license-and-settings', 'License & Settings'],
  ['/system-settings/users', 'Users'],
  ['/system-settings/users/groups/1', 'Group'],
  ['/system-settings/export-and-backup', 'Backup & Restore'],
  ['/system-settings/systemlog-and-audit', 'Systemlog & Audit'],
  ['/system-settings/customizations', 'Customizations'],
] as const;

for (const account of ['user', 'reader'] as const) {
  test.describe(`as ${account}`, () => {
    test.use({ storageState: storageStatePath(account) });
    test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

    test('the settings pages say there is no permission and show no data or actions', async ({ page }) => {
      for (const [path, heading] of ADMIN_ONLY) {
        await page.goto(`/network${path}`);
        await expect(page.getByRole('heading', { level: 2, name: heading }), path).toBeVisible();
        await expect(page.getByTestId('settings-denied'), path).toHaveText(
          'You do not have permission to view this page.',
        );
        await expect(page.getByRole('table'), path).toHaveCount(0);
      }
      await page.goto('/network/system-settings/networks');
      await expect(page.getByRole('row', { name: /OT Plant/ })).toBeVisible();
      const create = page.getByRole('button', { name: 'New Network' });
      if (account === 'user') await expect(create).toBeEnabled();
      else await expect(create).toBeDisabled();
    });
  });
}

test.describe('on the demo instance', () => {
  test.use({ baseURL: `http://127.0.0.1:${demoPort}` });

  test('the settings area is hidden, even for an administrator opening its pages directly', async ({
    page,
  }) => {
    await skipHelpAutoOpen(page);
    await page.goto('/network/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('account-menu')).toBeVisible();
    for (const [path] of [...ADMIN_ONLY, ['/system-settings/networks', 'Networks'] as const]) {
      await page.goto(`/network${path}`);
      await expect(page.getByTestId('settings-hidden'), path).toHaveText(
        'The settings area is not available on the demo instance.',
      );
    }
  });
});
