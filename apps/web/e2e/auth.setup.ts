import { expect, test as setup } from '@playwright/test';
import { ACCOUNTS, type AccountName, storageStatePath } from './accounts';

for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
  setup(`sign in as ${name}`, async ({ page }) => {
    const account = ACCOUNTS[name];
    await page.addInitScript(() => sessionStorage.setItem('helpModalShown', 'true'));
    await page.goto('/network/login');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The map opens after sign-in and lays itself out: on a busy machine the account name comes later.
    await expect(page.getByTestId('account-menu')).toHaveText(account.username, { timeout: 30_000 });
    await page.context().storageState({ path: storageStatePath(name) });
  });
}
