import { expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';

/**
 * IPAM pages (spec §1, §2): licence gate, the dashboard of the network's IPAM, prefixes with utilisation, the 422 list of an
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

type Prefix = { id: number; prefix: string; status: string; utilization: number };
type Address = { status: string };

/** The dashboard's figure with this test id, as a number. */
async function figure(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(`${testId}-value`).textContent()) ?? '';
  return Number(text.replaceAll(',', ''));
}

test("the dashboard is computed from the network's IPAM and follows its changes", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/network/inventory/hosts?network=2');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token ?? ''}` };
  const read = async <T>(path: string) =>
    (
      (await (
        await request.get(`/api/ipam/${path}?explorer_network_id=2&snapshot_id=1`, { headers })
      ).json()) as {
        data: T[];
      }
    ).data;

  await page.goto('/network/inventory/hosts?network=2');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByText('IPAM', { exact: true }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/network\/ipam\/ipam-dashboard\?.*network=2/);
  const dashboard = page.getByTestId('ipam-dashboard');
  await expect(dashboard.getByTestId('ipam-total-prefixes')).toBeVisible();

  // The figures are the network's own: its prefix count, its reserved addresses, its fullest prefix first.
  const prefixes = await read<Prefix>('prefixes');
  const addresses = await read<Address>('ips');
  expect(await figure(page, 'ipam-total-prefixes')).toBe(prefixes.length);
  expect(await figure(page, 'ipam-reserved-ips')).toBe(
    addresses.filter((a) => a.status === 'reserved').length,
  );
  const fullest = prefixes
    .filter((p) => p.status !== 'container')
    .sort((a, b) => b.utilization - a.utilization || a.prefix.localeCompare(b.prefix))[0];
  await expect(dashboard.getByTestId('ipam-top-prefixes').getByRole('row').first()).toContainText(
    fullest?.prefix ?? 'none',
  );
  const total = await figure(page, 'ipam-total-ips');
  const used = await figure(page, 'ipam-used-ips');
  expect(used).toBeLessThanOrEqual(total);
  expect(await figure(page, 'ipam-available-ips')).toBe(total - used);

  // A new top-level /24 adds its 254 usable addresses; an address documented in it is one more used.
  const network = `198.19.${octet(0)}.0/24`;
  const created = await request.post('/api/ipam/prefixes?explorer_network_id=2', {
    headers,
    data: { prefix: network, description: 'e2e dashboard' },
  });
  expect(created.status()).toBe(201);
  await request.post('/api/ipam/ips?explorer_network_id=2', {
    headers,
    data: { address: network.replace('.0/24', '.7/24') },
  });
  await page.reload();
  await expect(page.getByTestId('ipam-total-prefixes-value')).toHaveText(String(prefixes.length + 1));
  expect(await figure(page, 'ipam-total-ips')).toBe(total + 254);
  expect(await figure(page, 'ipam-used-ips')).toBe(used + 1);

  // The links of spec §2 land on the matching pages, keeping the network.
  await dashboard.getByRole('link', { name: 'View all prefixes' }).click();
  await expect(page).toHaveURL(/\/network\/ipam\/prefixes\?.*network=2/);
  await expect(page.getByTestId('ipam-prefixes')).toBeVisible();
  await page.goBack();
  await page.getByTestId('ipam-dashboard').getByRole('link', { name: 'View all locations' }).click();
  await expect(page).toHaveURL(/\/network\/ipam\/locations\?.*network=2/);
  await page.goto('/network/ip-requests?selected=req-1042&network=2');
  await expect(page.getByTestId('not-in-edition')).toContainText(
    'IP requests are not available in this edition',
  );
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to IP Addresses' }).click();
  await expect(page).toHaveURL(/\/network\/ipam\/ipaddresses/);
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
