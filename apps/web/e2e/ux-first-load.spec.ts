import { expect as baseExpect, type Route, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * First load and navigation (issue 23, item 3): precompressed, cached files; the app shell painted before
 * any script; a progress bar while a lazy page or its data arrives; menus that close on navigation. The
 * throttled figures are in bench/web-first-load/README.md.
 */

test('the app is sent Brotli- or gzip-compressed, hashed files cached for a year and the page revalidated', async ({
  request,
}) => {
  const page = await request.get('/network/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = html.match(
    /<script type="module" crossorigin src="(\/network\/assets\/index-[\w-]+\.js)"/,
  )?.[1];
  const stylesheet = html.match(/href="(\/network\/assets\/index-[\w-]+\.css)"/)?.[1];
  expect(script).toBeDefined();
  expect(stylesheet).toBeDefined();
  for (const path of [script ?? '', stylesheet ?? '']) {
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    const brotli = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(brotli.headers()['content-encoding'], path).toBe('br');
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    for (const answer of [plain, brotli, gzip]) {
      expect(answer.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(answer.headers().vary, path).toMatch(/accept-encoding/i);
    }
    // The browser decodes both to the same file.
    expect((await brotli.body()).equals(await plain.body()), path).toBe(true);
    expect((await gzip.body()).equals(await plain.body()), path).toBe(true);
  }
  // A file that is not in the build is missing, not the app's page.
  expect((await request.get('/network/assets/NoSuchChunk-00000000.js')).status()).toBe(404);
});

test('the app shell paints before the scripts, in the scheme of the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // The app's main script does not arrive: what shows is the page itself.
  await page.route(/\/network\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/network/login');
  const shell = page.getByTestId('boot-shell');
  await expect(shell).toBeVisible();
  await expect(shell).toContainText('Loading Lightweight Network Explorer…');
  await expect(shell.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(shell).toHaveCSS('background-color', 'rgb(36, 36, 36)');
  await page.screenshot({ path: 'test-results/ux/boot-shell-dark.png' });

  await page.unroute(/\/network\/assets\/index-[\w-]+\.js$/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(shell).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test.describe('signed in', () => {
  test.use({ storageState: storageStatePath('admin') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('a progress bar shows while a page or its first data is on the way', async ({ page }) => {
    await page.goto('/network/inventory/hosts?network=1');
    await expect(page.getByTestId('datatable-row-count').first()).toHaveText(/\d+ rows?/);
    await expect(page.getByTestId('route-progress')).toHaveCount(0);

    // Hold the Zones page's code, then its data, until the bar has been seen for each.
    let releaseCode: () => void = () => undefined;
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route(/\/network\/assets\/ZonesPage-[\w-]+\.js$/, async (route: Route) => {
      await codeHeld;
      await route.continue();
    });
    let releaseData: () => void = () => undefined;
    const dataHeld = new Promise<void>((resolve) => {
      releaseData = resolve;
    });
    await page.route('**/api/explorer/zones?*', async (route: Route) => {
      await dataHeld;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Segmentation' }).click();
    await page.getByRole('menuitem', { name: 'Zones' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    releaseCode();
    await expect(page.getByRole('heading', { level: 2, name: 'Zones' })).toBeVisible();
    await expect(bar).toBeVisible();
    releaseData();
    await expect(page.getByTestId('datatable-row-count').first()).toHaveText(/\d+ rows?/);
    await expect(bar).toHaveCount(0);
  });

  test('menus close on navigation, also when it does not come from the menu', async ({ page }) => {
    await page.goto('/network/inventory/hosts?network=1');
    await page.getByRole('button', { name: 'Inventory' }).click();
    await page.getByRole('menuitem', { name: 'Net Devices' }).click();
    await expect(page).toHaveURL(/\/inventory\/network-devices/);
    await expect(page.getByRole('menuitem', { name: 'Net Devices' })).toHaveCount(0);

    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory\/hosts/);
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
  });
});
