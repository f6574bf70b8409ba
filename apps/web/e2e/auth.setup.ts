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
    // The first sign-ins meet a server that has just started: room for a busy machine.
    await expect(page.getByTestId('account-menu')).toHaveText(account.username, { timeout: 45_000 });
    await page.context().storageState({ path: storageStatePath(name) });
  });
}
