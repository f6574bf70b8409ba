import { expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';

/**
 * IPAM pages (spec §1, §2): licence gate, static dashboard, prefixes with utilisation, the 422 list of an
 * overlapping prefix, CSV import and the live diff. Writes use prefixes under 198.18.0.0/15 (benchmarking
 * space) that no seeded network documents and no other spec reads.
 */

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

/** A /24 of 198.18.0.0/15 per test run, so that a retry does not meet its own prefixes. */
const octet = (offset: number) => (((Date.now() / 1000) % 120) | 0) * 2 + offset;

async function licenceWithoutIpam(page: Page) {
  // The licence itself is shared by every spec of the run; only this page sees one without `ipam`.
  await page.route('**/api/license', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { features: string[] } };
    body.data.features = body.data.features.filter((feature) => feature !== 'ipam');
    await route.fulfill({ response: answer, json: body });
  });
}

test('without the licence feature ipam the menu has no IPAM and its pages say so', async ({ page }) => {
  await licenceWithoutIpam(page);
  await page.goto('/network/inventory/hosts');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByText('Assessment', { exact: true })).toBeVisible();
  await expect(nav.getByText('IPAM', { exact: true })).toHaveCount(0);
  for (const [path, heading] of [
    ['/ipam/ipam-dashboard', 'IPAM Dashboard'],
    ['/ipam/prefixes', 'Prefixes'],
    ['/ipam/diff', 'Live Diff'],
  ] as const) {
    await page.goto(`/network${path}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByTestId('ipam-not-licensed')).toContainText('IPAM is not licensed');
  }
});

test('with the licence feature the IPAM menu leads to the dashboard of sample data', async ({ page }) => {
  await page.goto('/network/inventory/hosts');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByText('IPAM', { exact: true }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/network\/ipam\/ipam-dashboard/);
  const dashboard = page.getByTestId('ipam-dashboard');
  await expect(dashboard.getByTestId('ipam-total-ips')).toContainText('10,240');
  await expect(dashboard.getByTestId('ipam-used-ips')).toContainText('6,434');
  await expect(dashboard.getByTestId('ipam-utilization')).toHaveText('62.8%');
  await expect(dashboard.getByTestId('ipam-available-ips')).toContainText('3,806');
  await expect(dashboard.getByTestId('ipam-total-prefixes')).toContainText('24');
  await expect(dashboard.getByTestId('ipam-pending-requests')).toContainText('3');
  const top = dashboard.getByTestId('ipam-top-prefixes');
  for (const status of ['Active', 'Reserved', 'Deprecated']) {
    await expect(top.getByText(status, { exact: true }).first()).toBeVisible();
  }
  await expect(dashboard.getByRole('link', { name: 'View all groups' })).toHaveAttribute(
    'href',
    '/network/groups',
  );
  await expect(dashboard.getByRole('link', { name: 'View all prefixes' })).toHaveAttribute(
    'href',
    '/network/prefixes',
  );
  await expect(dashboard.getByRole('link', { name: 'View all requests' })).toHaveAttribute(
    'href',
    '/network/ip-requests',
  );
  await expect(dashboard.getByTestId('ipam-requests').getByRole('link').first()).toHaveAttribute(
    'href',
    '/network/ip-requests?selected=req-1042',
  );
  await page.keyboard.press('Escape');
  await page.mouse.move(640, 500);
  await page.setViewportSize({ width: 1280, height: 1080 });
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeHidden();
  await page.screenshot({ path: 'test-results/ipam-dashboard.png' });
});

test('a prefix and an IP in it change its utilisation; an overlapping prefix is refused', async ({
  page,
}) => {
  const prefix = `198.18.${octet(0)}.0/24`;
  await page.goto('/network/ipam/prefixes');
  await expect(page.getByTestId('ipam-prefixes').getByRole('heading', { name: 'Prefixes' })).toBeVisible();

  // Client-side check first (host bits set), then the real prefix.
  await page.getByRole('button', { name: 'Create prefix' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create prefix' });
  await dialog.getByLabel('Prefix').fill(prefix.replace('.0/24', '.5/24'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a network in CIDR notation with host bits zero')).toBeVisible();
  await dialog.getByLabel('Prefix').fill(prefix);
  await dialog.getByLabel('Description').fill('e2e cell network');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Prefix created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.locator(`[data-testid="prefix-row"][data-prefix="${prefix}"]`);
  await expect(row.getByTestId('utilization')).toContainText('0%');
  await row.getByRole('link', { name: prefix }).click();

  const detail = page.getByTestId('ipam-prefix-detail');
  await expect(detail.getByTestId('prefix-title')).toHaveText(prefix);
  const first = prefix.replace('.0/24', '.1');
  await expect(detail.getByTestId('next-free-ip')).toContainText(first);
  await detail.getByRole('button', { name: 'Next free IP' }).click();
  const ipDialog = page.getByRole('dialog', { name: 'Create IP address' });
  await expect(ipDialog.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(`${first}/24`);
  await ipDialog.getByLabel('DNS name').fill('e2e-plc.example.net');
  await ipDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('IP address created')).toBeVisible();
  // One of 254 usable addresses: 0.39 %, shown as 0.4 %.
  await expect(detail.getByTestId('utilization').first()).toContainText('0.4%');
  await expect(detail.getByTestId('next-free-ip')).toContainText(prefix.replace('.0/24', '.2'));
  await expect(detail.getByText(`${first}/24`)).toBeVisible();
  await page.screenshot({ path: 'test-results/ipam-prefix-detail.png', fullPage: true });

  // Back in the tree the bar shows the same.
  await page.goto('/network/ipam/prefixes');
  await expect(row.getByTestId('utilization')).toContainText('0.4%');

  // The same network again overlaps: the server's 422 appears as the 'Validation errors:' list.
  await page.getByRole('button', { name: 'Create prefix' }).click();
  await dialog.getByLabel('Prefix').fill(prefix);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const errors = dialog.getByTestId('server-validation');
  await expect(errors).toContainText('Validation errors:');
  await expect(errors).toContainText('body → prefix');
  await expect(errors).toContainText(`overlaps prefix ${prefix}`);
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/ipam-prefix-overlap.png' });
});

test('a CSV import of prefixes is validated, shows per-row errors, then applies', async ({ page }) => {
  const a = `198.18.${octet(1)}.0/25`;
  const b = `198.18.${octet(1)}.128/25`;
  await page.goto('/network/ipam/prefixes');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import prefixes from CSV' });
  const file = dialog.locator('input[type="file"]');
  const header = 'prefix,vrf_id,vlan_id,location_id,status,description,is_pool';

  await file.setInputFiles({
    name: 'prefixes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${a},,,,active,e2e import A,false\n198.18.0.7/24,,,,active,bad,false\n`),
  });
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog.getByTestId('import-summary')).toContainText('1 of 2 rows valid');
  await expect(dialog.getByTestId('import-errors').getByRole('row')).toHaveCount(2);
  await expect(dialog.getByTestId('import-errors')).toContainText('prefix');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/ipam-import-errors.png' });

  await file.setInputFiles({
    name: 'prefixes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${header}\n${a},,,,active,e2e import A,false\n${b},,,,reserved,e2e import B,false\n`,
    ),
  });
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog.getByTestId('import-summary')).toContainText('2 of 2 rows valid');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 rows imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-testid="prefix-row"][data-prefix="${a}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid="prefix-row"][data-prefix="${b}"]`)).toBeVisible();
});

test('the live diff shows each category on the seeded data', async ({ page }) => {
  await page.goto('/network/ipam/diff');
  const diff = page.getByTestId('ipam-diff');
  for (const name of ['Documented but unseen', 'Seen but undocumented', 'MAC/host mismatch']) {
    const tab = diff.getByRole('tab', { name: new RegExp(`^${name.replace('/', '\\/')}`) });
    await expect(tab).toBeVisible();
    const count = Number(((await tab.textContent()) ?? '').replace(name, '').trim());
    expect(count, name).toBeGreaterThan(0);
    await tab.click();
    const panel = diff.getByRole('tabpanel');
    await expect(panel.getByRole('row').nth(1)).toBeVisible();
  }
  await diff.getByRole('tab', { name: /^MAC\/host mismatch/ }).click();
  await page.screenshot({ path: 'test-results/ipam-diff.png' });
});

test('the lists of IP addresses, VRFs, VLANs and locations show the seeded data', async ({ page }) => {
  test.slow(); // four pages with their data
  for (const [path, heading] of [
    ['/ipam/ipaddresses', 'IP Addresses'],
    ['/ipam/vrfs', 'VRFs'],
    ['/ipam/vlans', 'VLANs'],
    ['/ipam/locations', 'Locations'],
  ] as const) {
    await page.goto(`/network${path}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `test-results/ipam-${path.split('/').pop()}.png` });
  }
});

test('the prefix tree expands to show nested prefixes', async ({ page }) => {
  await page.goto('/network/ipam/prefixes');
  const rows = page.getByTestId('prefix-row');
  await expect(rows.first()).toBeVisible();
  const roots = await rows.count();
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(roots);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/ipam-prefixes.png' });
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(rows).toHaveCount(roots);
});

test.describe('as reader', () => {
  test.use({ storageState: storageStatePath('reader') });

  test('IPAM is readable but its edit controls are disabled', async ({ page }) => {
    await page.goto('/network/ipam/prefixes');
    await expect(page.getByTestId('prefix-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create prefix' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
    await page.goto('/network/ipam/ipaddresses');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create IP address' })).toBeDisabled();
  });
});
