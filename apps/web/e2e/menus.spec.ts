import { expect, type Page, test } from '@playwright/test';
import { type AccountName, skipHelpAutoOpen, storageStatePath } from './accounts';

type Expected = {
  settings: string[];
  upgradePatch: boolean;
  changePasswordDisabled: boolean;
};

const ALL_SETTINGS = [
  'License & Settings',
  'Networks',
  'Users',
  'Backup & Restore',
  'Systemlog & Audit',
  'API',
  'Customizations',
];

const EXPECTED: Record<AccountName, Expected> = {
  admin: { settings: ALL_SETTINGS, upgradePatch: true, changePasswordDisabled: false },
  user: { settings: [], upgradePatch: false, changePasswordDisabled: false },
  reader: { settings: [], upgradePatch: false, changePasswordDisabled: false },
  demo: { settings: [], upgradePatch: false, changePasswordDisabled: true },
};

async function openAccountMenu(page: Page) {
  await page.goto('/network/inventory/hosts');
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
}

for (const account of Object.keys(EXPECTED) as AccountName[]) {
  test.describe(`as ${account}`, () => {
    test.use({ storageState: storageStatePath(account) });
    test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

    test('the main and account menus show what the role, licence and demo state allow', async ({ page }) => {
      const expected = EXPECTED[account];
      await page.goto('/network/inventory/hosts');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      // IPAM is in the menu because the seeded licence lists the feature ipam.
      for (const entry of ['Netmap', 'Inventory', 'Segmentation', 'History', 'Assessment', 'IPAM']) {
        await expect(nav.getByText(entry, { exact: true })).toBeVisible();
      }
      await openAccountMenu(page);
      await expect(page.getByRole('menuitem', { name: 'Devices' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Credentials' })).toBeVisible();
      for (const entry of ALL_SETTINGS) {
        const item = page.getByRole('menuitem', { name: entry, exact: true });
        if (expected.settings.includes(entry)) await expect(item).toBeVisible();
        else await expect(item).toHaveCount(0);
      }
      await expect(page.getByRole('menuitem', { name: 'Upgrade & Patch' })).toHaveCount(
        expected.upgradePatch ? 1 : 0,
      );
      const changePassword = page.getByRole('menuitem', { name: 'Change Password' });
      if (expected.changePasswordDisabled) await expect(changePassword).toBeDisabled();
      else await expect(changePassword).toBeEnabled();
    });
  });
}

test.describe('top bar', () => {
  test.use({ storageState: storageStatePath('admin') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('shows logo, version with short commit, the tab strip and an API entry opening /docs in a new tab', async ({
    page,
    request,
  }) => {
    const version = (await (await request.get('/api/version')).json()) as {
      data: { version: string; git_commit_id: string };
    };
    await openAccountMenu(page);
    await expect(page.getByTestId('brand-logo')).toBeVisible();
    await expect(page.getByTestId('topbar-version')).toHaveText(
      `${version.data.version} (${version.data.git_commit_id.slice(0, 7)})`,
    );
    const api = page.getByRole('menuitem', { name: 'API' });
    await expect(api).toHaveAttribute('href', '/docs');
    await expect(api).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText(['Net Devices', 'Hosts']);
    await expect(tabs.getByRole('tab', { name: 'Hosts' })).toHaveAttribute('aria-selected', 'true');
  });
});
