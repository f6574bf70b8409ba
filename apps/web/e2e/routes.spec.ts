import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { deviceWithSerial } from './api';

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

/** Every page of spec §2 but the netmap (checked below) and the heading it shows. */
const PAGES: [path: string, heading: string][] = [
  ['/inventory/network-devices?view=Devices', 'Net Devices'],
  ['/inventory/device/ABC123', 'Device Details'],
  ['/inventory/hosts', 'Hosts'],
  ['/inventory/host/01J0000000000000000000000', 'Host Details'],
  ['/segmentation/vlans', 'VLANs'],
  ['/segmentation/zones', 'Zones'],
  ['/data-collector/devices', 'Devices'],
  ['/data-collector/credentials', 'Credentials'],
  ['/data-collector/neighbors', 'Neighbors'],
  ['/system-settings/license-and-settings', 'License & Settings'],
  ['/system-settings/networks', 'Networks'],
  ['/system-settings/users', 'Users'],
  ['/system-settings/users/groups/1', 'Group'],
  ['/system-settings/export-and-backup', 'Backup & Restore'],
  ['/system-settings/systemlog-and-audit', 'Systemlog & Audit'],
  ['/system-settings/customizations', 'Customizations'],
  ['/history/configdiffs', 'Config Diffs'],
  ['/history/snapshots', 'Snapshots'],
  ['/analytics/assessment', 'Assessment'],
  ['/analytics/assessment/interfaces-checks/half-duplex', 'Half Duplex'],
  ['/analytics/assessment/interfaces-checks/err-disabled', 'Err-Disabled'],
  ['/analytics/assessment/interfaces-checks/mac', 'MAC'],
  ['/analytics/metrics', 'Metrics'],
  ['/analytics/configuration-check', 'Config & Operational Checks'],
  ['/analytics/operational-check', 'Operational Checks'],
  ['/ipam/ipam-dashboard', 'IPAM Dashboard'],
  ['/ipam/ipaddresses', 'IP Addresses'],
  ['/ipam/locations', 'Locations'],
  ['/ipam/prefixes', 'Prefixes'],
  ['/ipam/prefix-detail/7', 'Prefix Detail'],
  ['/ipam/vlans', 'VLANs'],
  ['/ipam/vrfs', 'VRFs'],
  ['/ipam/diff', 'Live Diff'],
];

test('the netmap page renders at the base path /network/', async ({ page }) => {
  await page.goto('/network/');
  await expect(page.getByTestId('netmap-page'), '/').toBeVisible();
  await expect(page.getByTestId('netmap-status'), '/').toHaveText(/\d+ nodes · \d+ edges/);
});

// One test per page, so that each page load has its own time budget and a failure names the page.
for (const [path, heading] of PAGES) {
  test(`${path} renders its page under /network`, async ({ page }) => {
    await page.goto(`/network${path}`);
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true }), path).toBeVisible();
  });
}

/** Index routes and where they lead, keeping the global parameters. */
const REDIRECTS: [from: string, to: string][] = [
  ['/inventory', '/inventory/network-devices?network=2&snapshot=1&view=Devices'],
  ['/segmentation', '/segmentation/vlans?network=2&snapshot=1'],
  ['/history', '/history/configdiffs?network=2&snapshot=1'],
  ['/analytics', '/analytics/assessment?network=2&snapshot=1'],
  [
    '/analytics/assessment/interfaces-checks',
    '/analytics/assessment/interfaces-checks/half-duplex?network=2&snapshot=1',
  ],
  ['/system-settings', '/system-settings/license-and-settings?network=2&snapshot=1'],
  ['/ipam', '/ipam/ipam-dashboard?network=2&snapshot=1'],
  ['/data-collector', '/data-collector/devices?network=2&snapshot=1'],
];

test('index routes redirect to their default page and keep network and snapshot', async ({ page }) => {
  for (const [from, to] of REDIRECTS) {
    await page.goto(`/network${from}?network=2&snapshot=1`);
    await expect(page, from).toHaveURL((url) => `${url.pathname}${url.search}` === `/network${to}`);
  }
});

test("an unknown path shows 'Page Not Found' under the top bar", async ({ page }) => {
  await page.goto('/network/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('device lookups that find nothing redirect to /404', async ({ page }) => {
  await page.goto('/network/inventory/device-serial/NO-SUCH-SERIAL');
  await expect(page).toHaveURL(/\/network\/404/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/network/inventory/device-ulid/01HZZZZZZZZZZZZZZZZZZZZZZZ');
  await expect(page).toHaveURL(/\/network\/404/);
});

test("a page whose chunk fails to load says 'Some error occurred during page loading...'", async ({
  page,
}) => {
  await page.route(/\/assets\/ZonesPage-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/network/segmentation/zones');
  await expect(page.getByText('Some error occurred during page loading...')).toBeVisible();
});

test('the logout route shows its placeholder text', async ({ page }) => {
  await page.goto('/network/logout');
  await expect(page.getByRole('heading', { name: 'Logout' })).toBeVisible();
});

test('netmap deep-link parameters are accepted with the global ones', async ({ page }) => {
  await page.goto('/network/?network=2&snapshot=1&search=core&dataType=All&viewMode=basegraph');
  await expect(page.getByTestId('netmap-page')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('core');
  await expect(page).toHaveURL(/search=core/);
  await expect(page).toHaveURL(/dataType=All/);
  await expect(page).toHaveURL(/viewMode=basegraph/);
});

test('device lookups redirect to the device page by its id', async ({ page, request }) => {
  const device = await deviceWithSerial(request, 1);
  await page.goto(`/network/inventory/device-serial/${device.serial}?network=1`);
  await expect(page).toHaveURL((url) => url.pathname === `/network/inventory/device/${device.id}`);
  await expect(page.getByRole('heading', { name: 'Device Details' })).toBeVisible();
  await page.goto(`/network/inventory/device-ulid/${device.id}?network=1`);
  await expect(page).toHaveURL((url) => url.pathname === `/network/inventory/device/${device.id}`);
  expect(new URL(page.url()).searchParams.get('network')).toBe('1');
});
