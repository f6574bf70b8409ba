import { expect, type Page, test } from '@playwright/test';

const OUT = '../../docs/screenshots';

async function signIn(page: Page) {
  await page.goto('/network/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('helpModalShown', 'true'));
});

test('login', async ({ page }) => {
  await page.goto('/network/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Password cannot be empty')).toBeVisible();
  await page.screenshot({ path: `${OUT}/login.png` });
});

test('shell with menus', async ({ page }) => {
  await signIn(page);
  await page.goto('/network/inventory/hosts?network=1&snapshot=1');
  await expect(page.getByRole('heading', { name: 'Hosts' })).toBeVisible();
  await page.screenshot({ path: `${OUT}/app.png` });
  await page.getByRole('button', { name: 'Inventory' }).click();
  await expect(page.getByRole('menuitem', { name: 'Net Devices' })).toBeVisible();
  await page.screenshot({ path: `${OUT}/main-menu.png` });
  await page.keyboard.press('Escape');
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.screenshot({ path: `${OUT}/account-menu.png` });
});

test('dialogs', async ({ page }) => {
  await signIn(page);
  await page.goto('/network/history/snapshots');
  await page.getByRole('button', { name: 'Hey, need more information?' }).click();
  await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
  // Let the opening transition finish so the picture is not faded.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/help-modal.png` });
  await page.keyboard.press('Escape');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Upgrade & Patch' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade & Patch' })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/upgrade-patch.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await page
    .getByRole('dialog', { name: 'Change Password' })
    .getByRole('button', { name: 'Update Password' })
    .click();
  await expect(page.getByText('Please retype your password.')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/change-password.png` });
});
