import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

async function submitLicenseKey(page: import('@playwright/test').Page, key: string) {
  await page.goto('/network/system-settings/license-and-settings');
  await page.getByRole('button', { name: 'License', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'License' });
  await dialog.getByLabel('License Key').fill(key);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

test('a 400 answer is shown as an error toast with its detail', async ({ page }) => {
  await submitLicenseKey(page, 'not-a-key');
  await expect(page.getByText('Invalid license key.')).toBeVisible();
});

test("a 422 answer is shown as the numbered 'Validation errors:' list", async ({ page }) => {
  await page.route('**/api/license', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          json: {
            detail: [
              { type: 'missing', loc: ['body', 'key'], msg: 'Field required' },
              { type: 'string_type', loc: ['body', 'note'], msg: 'Input should be a valid string' },
            ],
          },
        })
      : route.fallback(),
  );
  await submitLicenseKey(page, 'LNE-1');
  const list = page.getByTestId('validation-errors');
  await expect(list.getByText('Validation errors:')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveText([
    'Missing field (body → key): Field required',
    'Wrong type (body → note): Input should be a valid string',
  ]);
  await expect(list.locator('ol')).toBeVisible();
});

test('a 403 answer is shown as an error', async ({ page }) => {
  await page.route('**/api/license', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 403, json: { detail: 'Not a superuser.' } })
      : route.fallback(),
  );
  await submitLicenseKey(page, 'LNE-1');
  await expect(page.getByText('Not a superuser.')).toBeVisible();
});

test("'Unexpected version': message, nwos_version cleared, reload after 1 s", async ({ page, request }) => {
  const version = (await (await request.get('/api/version')).json()) as { data: { version: string } };
  // The page starts with a version the server does not run, once (the reload must start clean).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('stale-version-set')) return;
    sessionStorage.setItem('stale-version-set', 'true');
    localStorage.setItem('nwos_version', '0.0.0-stale');
  });
  const start = new Date('2026-11-02T09:00:00Z');
  // The installed clock runs until paused: start it a minute early so that pausing at `start` is never in its past.
  await page.clock.install({ time: new Date(start.getTime() - 60_000) });
  await page.clock.pauseAt(start);
  await page.goto('/network/inventory/hosts');
  await expect(page.getByText('The app version has been updated')).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem('nwos_version'))).toBeNull();
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  await page.clock.runFor(900);
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(
    true,
  );
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(200);
  await reloaded;
  await page.clock.resume();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('nwos_version')))
    .toBe(version.data.version);
  await expect(page.getByRole('heading', { name: 'Hosts' })).toBeVisible();
});

test('error toasts sit at the top right and close after 5000 ms', async ({ page }) => {
  const start = new Date('2026-11-02T09:00:00Z');
  await page.clock.install({ time: start });
  // The page notes, on its own (installed) clock, when the toast appears: on a busy machine the test may see it
  // long after, and the toast's age is then counted from that moment, not from when the test looked.
  await page.addInitScript(() => {
    const marked = window as unknown as { toastShownAt?: number };
    new MutationObserver(() => {
      if (marked.toastShownAt !== undefined) return;
      const alert = [...document.querySelectorAll('[role="alert"]')].find((node) =>
        node.textContent?.includes('Invalid license key.'),
      );
      if (alert) marked.toastShownAt = Date.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await submitLicenseKey(page, 'not-a-key');
  const toast = page.getByRole('alert').filter({ hasText: 'Invalid license key.' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x > viewport.width / 2 && box.y < viewport.height / 2).toBe(true);
  await page.mouse.move(0, viewport?.height ?? 0);
  // Stop the page's clock half a second from now (a pause target must stay in the future even on a busy
  // machine), then run it to 400 ms before the toast's fifth second, and past it.
  const now = await page.evaluate(() => Date.now());
  const pausedAt = now + 500;
  await page.clock.pauseAt(new Date(pausedAt));
  const shownAt = await page.evaluate(() => (window as unknown as { toastShownAt?: number }).toastShownAt);
  if (shownAt === undefined) throw new Error('the page saw the toast appear');
  const age = pausedAt - shownAt;
  expect(age, 'the toast is younger than 4600 ms when the clock stops').toBeLessThan(4600);
  await page.clock.runFor(4600 - age);
  await expect(toast).toBeVisible();
  await page.clock.runFor(700);
  await page.clock.resume();
  await expect(toast).toBeHidden();
});
