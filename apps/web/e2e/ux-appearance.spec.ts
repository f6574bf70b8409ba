import { expect as baseExpect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { deviceWithSerial } from './api';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Dark mode (issue 23, item 4): the account menu's colour-scheme choice, following the system until one is
 * chosen and remembered per browser; and the main pages drawn in both schemes at two window sizes, kept as
 * screenshots in test-results/ux/ (the accessibility check of ux-keyboard.spec.ts measures their contrast).
 */

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

async function chooseScheme(page: Page, label: 'Light' | 'Dark' | 'System') {
  await page.getByTestId('account-menu').click();
  const item = page.getByRole('menuitemradio', { name: label });
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
}

test.describe('on a system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the app follows the system until a scheme is chosen, and keeps the choice in this browser', async ({
    page,
    browser,
  }) => {
    await page.goto('/network/inventory/hosts?network=1');
    expect(await scheme(page)).toBe('dark');
    await page.getByTestId('account-menu').click();
    await expect(page.getByText('Color scheme')).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');

    await chooseScheme(page, 'Light');
    expect(await scheme(page)).toBe('light');
    await page.reload();
    await expect(page.getByTestId('account-menu')).toBeVisible();
    expect(await scheme(page)).toBe('light');
    // Painted light from the first frame: the shell's script reads the choice before React starts.
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => scheme(page)).toBe('light');

    // Another browser (profile) keeps its own choice: the system's.
    const other = await browser.newContext({ colorScheme: 'dark', storageState: storageStatePath('admin') });
    const otherPage = await other.newPage();
    await skipHelpAutoOpen(otherPage);
    await otherPage.goto('/network/inventory/hosts?network=1');
    await expect(otherPage.getByTestId('account-menu')).toBeVisible();
    expect(await scheme(otherPage)).toBe('dark');
    await other.close();

    await chooseScheme(page, 'System');
    expect(await scheme(page)).toBe('dark');
  });
});

type Shot = { name: string; path: string; ready: (page: Page) => Promise<void> };

const rows = (page: Page) =>
  expect(page.getByTestId('datatable-row-count').first()).toHaveText(/\d+ (of \d+ )?rows?/);

async function shots(page: Page, deviceId: string): Promise<Shot[]> {
  return [
    {
      name: 'netmap',
      path: '/?network=1',
      ready: async () =>
        expect(page.getByTestId('netmap-status')).toContainText('nodes', { timeout: 30_000 }),
    },
    { name: 'devices', path: '/inventory/network-devices?view=Devices&network=1', ready: () => rows(page) },
    {
      name: 'device-configs',
      path: `/inventory/device/${deviceId}?network=1&tab=configs`,
      ready: async () =>
        expect(
          page.getByTestId('diff-viewer').or(page.getByText('Two versions are needed for a diff')),
        ).toBeVisible(),
    },
    {
      name: 'config-diffs',
      path: '/history/configdiffs?network=1',
      ready: async () => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(),
    },
    {
      name: 'assessment',
      path: '/analytics/assessment?network=1',
      ready: async () => expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 20_000 }),
    },
    {
      name: 'assessment-report',
      path: '/analytics/configuration-check?network=1',
      ready: async () => expect(page.getByText('Checks without Issues')).toBeVisible({ timeout: 20_000 }),
    },
    { name: 'vlans', path: '/segmentation/vlans?network=1', ready: () => rows(page) },
    {
      name: 'ipam-dashboard',
      path: '/ipam/ipam-dashboard?network=1',
      ready: async () => expect(page.getByTestId('ipam-top-prefixes')).toBeVisible(),
    },
    {
      name: 'ipam-prefixes',
      path: '/ipam/prefixes?network=1',
      ready: async () => expect(page.getByTestId('prefix-row').first()).toBeVisible(),
    },
    {
      name: 'systemlog',
      path: '/system-settings/systemlog-and-audit',
      ready: async () => expect(page.getByTestId('log-lines')).toBeVisible(),
    },
    { name: 'networks', path: '/system-settings/networks', ready: () => rows(page) },
  ];
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    test.describe(`${colorScheme} at ${viewport.width}×${viewport.height}`, () => {
      test.use({ colorScheme, viewport });

      test('the main pages, their charts, code, diffs and tables', async ({ page, request }) => {
        test.setTimeout(180_000);
        const device = await deviceWithSerial(request, 1);
        for (const shot of await shots(page, device.id)) {
          await page.goto(`/network${shot.path}`);
          await shot.ready(page);
          expect(await scheme(page), shot.name).toBe(colorScheme);
          // Nothing of the page leaves the window sideways (a table scrolls inside itself).
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, shot.name).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: `test-results/ux/${colorScheme}-${viewport.width}/${shot.name}.png`,
          });
        }
      });
    });
  }
}
