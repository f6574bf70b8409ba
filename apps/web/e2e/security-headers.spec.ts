import { expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { deviceWithSerial } from './api';

/**
 * The built app and Swagger UI run under the server's Content-Security-Policy without a single violation:
 * every violation the page reports (the `securitypolicyviolation` event) and every console message about the
 * policy are collected while each main page loads and renders.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

test('the login page loads under the policy, with its headers', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/network/login');
  const headers = answer?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ storageState: storageStatePath('admin') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('the map draws with WebGL and its layout worker, without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/network/?network=1&snapshot=1');
    await expect(page.getByTestId('netmap-status')).toContainText('nodes', { timeout: 20_000 });
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('inventory, a device, assessment and IPAM, without a violation', async ({ page, request }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    await page.goto('/network/inventory/network-devices?view=Devices&network=1&snapshot=1');
    await expect(page.getByTestId('datatable-row-count').first()).toHaveText(/\d+ rows?/);

    const device = await deviceWithSerial(request, 1);
    await page.goto(`/network/inventory/device/${device.id}?network=1&snapshot=1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Device Details' })).toBeVisible();

    await page.goto('/network/analytics/configuration-check?network=1&snapshot=1');
    await expect(page.getByText('Config & Operational Checks').first()).toBeVisible();

    await page.goto('/network/ipam/prefixes?network=1&snapshot=1');
    await expect(page.getByText(/\d+ prefixes, nested by containment/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});

test('Swagger UI at /docs renders the contract without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/docs');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Lightweight Network Explorer');
  await expect(page.locator('.opblock').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
