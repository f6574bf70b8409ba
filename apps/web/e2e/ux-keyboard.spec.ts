import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type JSHandle, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Keyboard and accessibility (issue 23, item 11): the skip link, table filters a few Tab presses away, a
 * visible focus on every stop, and axe-core on the main pages in both colour schemes without a serious or
 * critical violation.
 */

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

/** The accessible name (label) of the focused element, for reading the Tab order. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return '';
    return (
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      ''
    ).trim();
  });

test('the first Tab stop skips to the main content', async ({ page }) => {
  await page.goto('/network/inventory/hosts?network=1');
  await expect(page.getByTestId('datatable-row-count').first()).toHaveText(/\d+ rows?/);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  // The next stop is on the page, not in the top bar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() =>
    document.getElementById('main-content')?.contains(document.activeElement),
  );
  expect(inMain).toBe(true);
});

test('the filter of a table column is a few Tab presses away', async ({ page }) => {
  await page.goto('/network/inventory/network-devices?view=Devices&network=1');
  await expect(page.getByTestId('datatable-row-count').first()).toHaveText(/\d+ rows?/);
  const stops: string[] = [];
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  for (let presses = 1; presses <= 30; presses += 1) {
    await page.keyboard.press('Tab');
    const label = await focusedLabel(page);
    stops.push(label);
    if (label === 'Filter Name') break;
  }
  expect(stops.at(-1), stops.join(' › ')).toBe('Filter Name');
  // Skip link, Enter, then at most 15 presses.
  expect(stops.length, stops.join(' › ')).toBeLessThanOrEqual(15);
});

type FocusStyle = { outline: string; shadow: string; border: string; background: string }[];
/**
 * How the focused element looks: its own style, and that of the field box around it when it is the text field
 * inside a compound input (a multi-select's pills), whose box is what shows the focus.
 */
const styleOf = (element: JSHandle<Element | null>) =>
  element.evaluate(async (node): Promise<FocusStyle | null> => {
    if (!node) return null;
    const box = node.closest('.mantine-Input-input');
    const shownNodes = [node, ...(box && box !== node ? [box] : [])];
    // A focus style may fade in or out (a border's transition): it is read once it has settled, which on a
    // busy machine can be long after the key press.
    await Promise.all(
      shownNodes.flatMap((shown) => shown.getAnimations().map((animation) => animation.finished)),
    );
    return shownNodes.map((shown) => {
      const style = getComputedStyle(shown);
      return {
        outline:
          style.outlineStyle === 'none' || style.outlineWidth === '0px'
            ? 'none'
            : `${style.outlineStyle} ${style.outlineColor}`,
        shadow: style.boxShadow,
        border: style.borderColor,
        background: style.backgroundColor,
      };
    });
  });

for (const path of [
  '/inventory/network-devices?view=Devices&network=1',
  '/segmentation/vlans?network=1',
  '/ipam/prefixes?network=1',
  '/system-settings/users',
]) {
  test(`every keyboard stop shows where the focus is: ${path}`, async ({ page }) => {
    await page.goto(`/network${path}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const reached: { label: string; element: JSHandle<Element | null>; focused: FocusStyle | null }[] = [];
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      // Past the last stop the focus leaves the page for the browser's own controls, then comes round again.
      if (await page.evaluate(() => document.activeElement === document.body)) continue;
      const element = await page.evaluateHandle(() => document.activeElement);
      reached.push({ label: await focusedLabel(page), element, focused: await styleOf(element) });
    }
    // Away from every stop, the same elements look different from how they looked focused.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.click(1, 1);
    const unchanged: string[] = [];
    for (const { label, element, focused } of reached) {
      const resting = await styleOf(element);
      if (focused && resting && JSON.stringify(focused) === JSON.stringify(resting)) unchanged.push(label);
    }
    expect(unchanged).toEqual([]);
  });
}

/** The documentation's screenshots: the pages whose badges, chips and counts the contrast rules shaped. */
const SCREENSHOTS = resolve(import.meta.dirname, '../../../docs/screenshots');

const AXE_PAGES: { name: string; path: string; screenshot?: string }[] = [
  { name: 'hosts', path: '/inventory/hosts?network=1' },
  { name: 'devices', path: '/inventory/network-devices?view=Devices&network=1', screenshot: 'device-tags' },
  { name: 'vlans', path: '/segmentation/vlans?network=1' },
  { name: 'zones', path: '/segmentation/zones?network=1' },
  { name: 'snapshots', path: '/history/snapshots?network=1' },
  { name: 'config diffs', path: '/history/configdiffs?network=1', screenshot: 'config-diffs' },
  {
    name: 'assessment report',
    path: '/analytics/configuration-check?network=1',
    screenshot: 'assessment-report-badges',
  },
  { name: 'IPAM dashboard', path: '/ipam/ipam-dashboard?network=1' },
  { name: 'IPAM prefixes', path: '/ipam/prefixes?network=1' },
  { name: 'networks', path: '/system-settings/networks' },
  { name: 'users', path: '/system-settings/users' },
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe-core, ${colorScheme}`, () => {
    test.use({ colorScheme });

    test('the main pages have no serious or critical violation', async ({ page }) => {
      // Eleven pages, each loaded and checked: room for a busy machine.
      test.setTimeout(600_000);
      const found: string[] = [];
      for (const { name, path, screenshot } of AXE_PAGES) {
        await page.goto(`/network${path}`);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (screenshot) await page.screenshot({ path: `${SCREENSHOTS}/${screenshot}-${colorScheme}.png` });
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        for (const violation of result.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const where = violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ');
          found.push(`${name}: ${violation.id} (${violation.impact}) ${violation.nodes.length}× ${where}`);
        }
      }
      expect(found).toEqual([]);
    });
  });
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the sign-in page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/network/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
});
