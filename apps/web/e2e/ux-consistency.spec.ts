import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { adminCall } from './admin-helpers';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Consistency (issue 23, item 10): a missing device says so once with the way back, the device page has a
 * breadcrumb and its Configs tab compares versions, the IPAM prefix tree has the list toolbar, and the system
 * log hides the web app's files by default and filters by level and source. (The new-network form:
 * ux-networks.spec.ts; the role change: admin-users.spec.ts.)
 */

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

test('a missing device shows one message with the way back, and no toast', async ({ page }) => {
  await page.goto('/network/inventory/device/01NOSUCHDEVICE0000000000000?network=1');
  const missing = page.getByTestId('missing-item');
  await expect(missing).toContainText('Device not found');
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await missing.getByRole('link', { name: 'Back to Net Devices' }).click();
  await expect(page).toHaveURL(/\/inventory\/network-devices\?.*view=Devices/);
  await expect(page.getByTestId('datatable-row-count').first()).toHaveText(/\d+ rows/);
});

/** A device of network 1 with at least three stored configuration versions, and its versions (newest first). */
async function deviceWithVersions(request: APIRequestContext) {
  const devices = await adminCall<{ unique_id: string; data: { known: boolean } }[]>(
    request,
    'GET',
    '/api/explorer/devices?explorer_network_id=1&snapshot_id=1&view=summary',
  );
  for (const device of devices.filter((d) => d.data.known)) {
    const history = await adminCall<{ versions: { config_id: number }[] }>(
      request,
      'GET',
      `/api/explorer/devices/${device.unique_id}/configs?explorer_network_id=1&snapshot_id=1`,
    );
    if (history.versions.length >= 3) return { id: device.unique_id, versions: history.versions };
  }
  throw new Error('no device of network 1 has three configuration versions');
}

test('the device page has a breadcrumb, and its Configs tab compares a version with the one before', async ({
  page,
  request,
}) => {
  const device = await deviceWithVersions(request);
  await page.goto(`/network/inventory/device/${device.id}?network=1&tab=configs`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Inventory');
  await expect(crumbs.getByRole('link', { name: 'Net Devices' })).toBeVisible();

  const [, second, third] = device.versions;
  const oldest = device.versions.at(-1);
  if (!second || !third || !oldest) throw new Error('three versions expected');
  // The oldest version has none before it.
  await expect(
    page.getByRole('button', { name: `Compare version #${oldest.config_id} with the one before` }),
  ).toHaveCount(0);
  await page
    .getByRole('button', { name: `Compare version #${second.config_id} with the one before` })
    .click();
  await expect.poll(() => new URL(page.url()).searchParams.get('diffFrom')).toBe(String(third.config_id));
  expect(new URL(page.url()).searchParams.get('diffTo')).toBe(String(second.config_id));
  await expect(page.getByTestId('diff-from')).toHaveValue(new RegExp(`^#${third.config_id} `));
  await expect(page.getByTestId('diff-to')).toHaveValue(new RegExp(`^#${second.config_id} `));
  await expect(page.getByTestId('diff-viewer')).toBeVisible();

  await crumbs.getByRole('link', { name: 'Net Devices' }).click();
  await expect(page).toHaveURL(/\/inventory\/network-devices/);
});

test('the IPAM prefix tree has the toolbar of every list: search, columns, CSV', async ({
  page,
  request,
}) => {
  const prefixes = await adminCall<{ prefix: string; parent_id: number | null }[]>(
    request,
    'GET',
    '/api/ipam/prefixes?explorer_network_id=1&snapshot_id=1',
  );
  const nested = prefixes.find((prefix) => prefix.parent_id !== null);
  if (!nested) throw new Error('the seeded IPAM has no nested prefix');
  await page.goto('/network/ipam/prefixes?network=1');
  await expect(page.getByTestId('prefix-row').first()).toBeVisible();

  // A search shows the match inside its collapsed parents.
  await page.getByRole('textbox', { name: 'Search' }).fill(nested.prefix);
  await expect(page.locator(`[data-testid="prefix-row"][data-prefix="${nested.prefix}"]`)).toBeVisible();
  await expect(page).toHaveURL(/q=/);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Description' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Description' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Status' }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('Prefix,VRF,Depth,Status,Utilization,VLAN,Location');
  expect(lines.some((line) => line.startsWith(`${nested.prefix},`))).toBe(true);
});

test('the system log hides the web app files by default and filters by level and source', async ({
  page,
}) => {
  // A file of the web app and a failing API call, so that the log has both.
  await page.goto('/network/system-settings/systemlog-and-audit');
  await page.request.get('/network/favicon.svg');
  await page.request.get('/api/explorer/devices/none?explorer_network_id=1');
  const lines = page.getByTestId('log-lines');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(lines).toContainText('/api/');
  await expect(lines).not.toContainText('/network/favicon.svg');

  const sources = page.getByRole('group', { name: 'Sources' });
  await sources.getByText('Web app files').click();
  await expect(lines).toContainText('GET /network/favicon.svg');

  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'WARN and above' }).click();
  await expect(lines).not.toContainText('GET /network/favicon.svg');
  const text = (await lines.textContent()) ?? '';
  for (const line of text.split(/(?=\d{4}-\d{2}-\d{2} )/).filter(Boolean)) expect(line).not.toMatch(/ INFO /);
});
