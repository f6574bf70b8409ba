import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';

test.describe('signed out', () => {
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('a protected page redirects to the sign-in page with from = path and query', async ({ page }) => {
    await page.goto('/network/inventory/hosts?network=2&snapshot=1');
    await expect(page).toHaveURL(/\/network\/login\?/);
    const from = new URL(page.url()).searchParams.get('from');
    expect(from).toBe('/inventory/hosts?network=2&snapshot=1');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('empty fields are refused with the exact texts', async ({ page }) => {
    await page.goto('/network/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username cannot be empty')).toBeVisible();
    await expect(page.getByText('Password cannot be empty')).toBeVisible();
  });

  test("wrong credentials read 'Wrong username or password'", async ({ page }) => {
    await page.goto('/network/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password');
  });

  test('after sign-in the person lands on from, with its query; token and cookie are stored', async ({
    page,
  }) => {
    await page.goto('/network/segmentation/zones?network=2');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/network\/segmentation\/zones\?network=2/);
    await expect(page.getByRole('heading', { name: 'Zones' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toBeTruthy();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'fastapiusersauth');
    expect(cookie?.value).toBe(token);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const exp = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString())
      .exp as number;
    expect(Math.round(cookie?.expires ?? 0)).toBe(exp);
  });
});

test.describe('signed in', () => {
  test.use({ storageState: storageStatePath('admin') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('logout clears token, cookie and cached data and shows the sign-in page', async ({ page }) => {
    await page.goto('/network/history/snapshots');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/network\/login/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect((await page.context().cookies()).find((c) => c.name === 'fastapiusersauth')).toBeUndefined();
    await page.goto('/network/history/snapshots');
    await expect(page).toHaveURL(/\/network\/login\?from=/);
  });

  test('a 401 anywhere logs out', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('access_token', 'expired.token.value'));
    await page.goto('/network/inventory/hosts');
    await expect(page).toHaveURL(/\/network\/login/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('the server version is stored in nwos_version at load', async ({ page, request }) => {
    const version = (await (await request.get('/api/version')).json()) as { data: { version: string } };
    await page.goto('/network/');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('nwos_version')))
      .toBe(version.data.version);
  });
});
