import { expect as baseExpect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { createSnapshot } from './api';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Where am I, and why can't I (issue 23, items 1 and 2): the historical snapshot's banner on every page with
 * "Back to live" keeping the page, and the reason every disabled control names in its tooltip.
 */

test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

/** The snapshot's time as the app shows it: YYYY-MM-DD HH:mm:ss in the browser's time zone. */
function localTime(page: Page, created: number): Promise<string> {
  return page.evaluate((seconds) => {
    const d = new Date(seconds * 1000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, created);
}

/** Hovers a disabled control and expects its tooltip to name the reason; then the same by keyboard focus. */
async function expectReason(page: Page, name: string, reason: string) {
  const control = page.getByRole('button', { name, exact: true }).first();
  await expect(control).toBeDisabled();
  await control.hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await control.focus();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  await control.blur();
  // The next control's tooltip must not meet this one while it fades out.
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

test.describe('a historical snapshot', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('is named by a banner on every page, and Back to live keeps the page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const snapshot = await createSnapshot(request, 1, `banner-${Date.now()}`);
    await page.goto(`/network/segmentation/vlans?network=1&snapshot=${snapshot.id}`);
    const banner = page.getByTestId('snapshot-banner');
    const text = `Viewing snapshot ${snapshot.name} from ${await localTime(page, snapshot.created)}: read-only`;
    await expect(banner).toContainText(text);
    for (const path of [
      '/inventory/hosts',
      '/history/configdiffs',
      '/ipam/prefixes',
      '/analytics/configuration-check',
      '/system-settings/networks',
      '/',
    ]) {
      await page.goto(`/network${path}?network=1&snapshot=${snapshot.id}`);
      await expect(banner, path).toContainText(text);
    }

    // From a page with its own parameters: back to live on the same page, the other parameters kept.
    await page.goto(`/network/inventory/hosts?network=1&snapshot=${snapshot.id}&q=10.`);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Back to live' }).click();
    await expect(banner).toHaveCount(0);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/network/inventory/hosts');
    expect(url.searchParams.get('snapshot')).toBe('1');
    expect(url.searchParams.get('network')).toBe('1');
    expect(url.searchParams.get('q')).toBe('10.');
  });

  test('disables edits with the reason Historical snapshot', async ({ page, request }) => {
    const snapshot = await createSnapshot(request, 1, `reasons-${Date.now()}`);
    await page.goto(`/network/segmentation/vlans?network=1&snapshot=${snapshot.id}`);
    await expect(page.getByTestId('datatable-row-count')).toHaveText(/\d+ rows/);
    await expectReason(page, 'Add VLAN', 'Historical snapshot');
    const edit = page.getByRole('button', { name: /^Edit VLAN \d+$/ }).first();
    await edit.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Historical snapshot');

    await page.goto(`/network/history/snapshots?network=1&snapshot=${snapshot.id}`);
    await expectReason(page, 'Take snapshot', 'Historical snapshot');
  });
});

test.describe('a reader', () => {
  test.use({ storageState: storageStatePath('reader') });

  test('sees disabled edits named Read-only role', async ({ page }) => {
    await page.goto('/network/segmentation/vlans?network=1');
    await expect(page.getByTestId('datatable-row-count')).toHaveText(/\d+ rows/);
    await expectReason(page, 'Add VLAN', 'Read-only role');
    await page.goto('/network/history/snapshots?network=1');
    await expectReason(page, 'Take snapshot', 'Read-only role');
    await page.goto('/network/ipam/prefixes?network=1');
    await expectReason(page, 'Create prefix', 'Read-only role');
    await page.goto('/network/analytics/configuration-check?network=1');
    await expectReason(page, 'Run assessment', 'Read-only role');
    // The banner is only for history.
    await expect(page.getByTestId('snapshot-banner')).toHaveCount(0);
    await expect(page.getByTestId('demo-badge')).toHaveCount(0);
  });
});

test.describe('the demo account', () => {
  test.use({ storageState: storageStatePath('demo') });

  test('wears a Demo, read-only badge on every page, and its disabled controls say Not available in the demo', async ({
    page,
  }) => {
    for (const path of ['/', '/inventory/hosts', '/segmentation/vlans', '/ipam/prefixes']) {
      await page.goto(`/network${path}?network=1`);
      await expect(page.getByTestId('demo-badge'), path).toHaveText('Demo, read-only');
    }
    await page.goto('/network/segmentation/vlans?network=1');
    await expectReason(page, 'Add VLAN', 'Not available in the demo');
    await page.goto('/network/ipam/prefixes?network=1');
    await expectReason(page, 'Create prefix', 'Not available in the demo');

    await page.getByTestId('account-menu').click();
    const changePassword = page.getByRole('menuitem', { name: 'Change Password' });
    await expect(changePassword).toBeDisabled();
    await changePassword.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Not available in the demo');
    await page.screenshot({ path: 'test-results/ux/demo-reasons.png' });
  });
});
