import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { tokenOf } from './api';
import { configVersions, deviceWithTwoConfigs, listSnapshots } from './inventory-helpers';

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

test('Config Diffs lists the devices changed between two snapshots with their diff', async ({
  page,
  request,
}) => {
  const snapshots = (await listSnapshots(request, 1)).filter((s) => s.id !== 1).sort((a, b) => a.id - b.id);
  const oldest = snapshots[0];
  if (!oldest) throw new Error('no historical snapshot');
  const token = await tokenOf(request, 'admin');
  const answer = await request.get(
    `/api/explorer/devices/configs/diff?explorer_network_id=1&snapshot_id=1&diff_snapshot_id=${oldest.id}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const expected = ((await answer.json()) as { data: { device_name: string }[] }).data;
  expect(expected.length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/network/history/configdiffs?network=1');
  await expect(page.getByRole('heading', { level: 2, name: 'Config Diffs' })).toBeVisible();
  await page.getByRole('combobox', { name: 'From snapshot' }).click();
  await page.getByRole('option', { name: new RegExp(`^${oldest.name} `) }).click();
  await expect(page.getByTestId('changed-count')).toHaveText(
    `${expected.length} ${expected.length === 1 ? 'device' : 'devices'} with a changed configuration`,
  );
  await expect(page.getByTestId('config-change-device')).toHaveText(expected.map((row) => row.device_name));
  await page.getByTestId('config-change').first().getByRole('button').first().click();
  const diff = page.getByTestId('diff-viewer');
  await expect(diff.getByTestId('diff-split')).toBeVisible();
  await diff.getByText('Unified').click();
  await expect(diff.getByTestId('diff-unified')).toBeVisible();
  await page.screenshot({ path: 'test-results/configdiffs.png' });
});

test('two versions of one device are compared', async ({ page, request }) => {
  const device = await deviceWithTwoConfigs(request, 1);
  await page.goto('/network/history/configdiffs?network=1');
  await page.getByText('Versions', { exact: true }).click();
  await expect(page.getByText('Choose a device and two of its versions')).toBeVisible();
  await page.getByRole('combobox', { name: 'Device' }).fill(device.name);
  await page.getByRole('option', { name: device.name, exact: true }).click();
  await expect(page.getByTestId('diff-viewer')).toBeVisible();
  await expect(page.getByTestId('diff-stats')).toHaveText(/^\+\d+ −\d+$/);
});

test.describe('as reader', () => {
  test.use({ storageState: storageStatePath('reader') });

  test('the reader compares snapshots too', async ({ page }) => {
    await page.goto('/network/history/configdiffs?network=1');
    await expect(page.getByTestId('changed-count')).toBeVisible();
  });
});

test('the compared snapshots and the opened device are in the URL both ways', async ({ page, request }) => {
  const snapshots = (await listSnapshots(request, 1)).filter((s) => s.id !== 1).sort((a, b) => a.id - b.id);
  const oldest = snapshots[0];
  if (!oldest) throw new Error('no historical snapshot');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/network/history/configdiffs?network=1');
  await page.getByRole('combobox', { name: 'From snapshot' }).click();
  await page.getByRole('option', { name: new RegExp(`^${oldest.name} `) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]fromSnapshot=${oldest.id}(&|$)`));
  const first = page.getByTestId('config-change').first();
  const name = (await first.getByTestId('config-change-device').textContent()) ?? '';
  await first.getByRole('button').first().click();
  await expect(page).toHaveURL(/[?&]device=[0-9A-Z]+(&|$)/);
  await page.getByTestId('diff-viewer').getByText('Unified').click();
  await expect(page).toHaveURL(/[?&]layout=unified(&|$)/);

  // URL → page: a reload (or the link shared) shows the same comparison with the same device opened.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'From snapshot' })).toHaveValue(
    new RegExp(`^${oldest.name} `),
  );
  await expect(
    page.getByTestId('config-change').filter({ hasText: name }).getByTestId('diff-unified'),
  ).toBeVisible();
  await expect(page.getByTestId('diff-viewer')).toHaveCount(1);
});

test('the compared device and versions are in the URL both ways', async ({ page, request }) => {
  const device = await deviceWithTwoConfigs(request, 1);
  const versions = await configVersions(request, device.id, 1);
  const [newest, previous] = versions;
  if (!newest || !previous) throw new Error('two versions expected');
  await page.goto('/network/history/configdiffs?network=1');
  await page.getByText('Versions', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]source=versions(&|$)/);
  await page.getByRole('combobox', { name: 'Device' }).fill(device.name);
  await page.getByRole('option', { name: device.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]device=${device.id}(&|$)`));
  await page.getByTestId('version-from').click();
  await page.getByRole('option', { name: new RegExp(`^#${newest.config_id} `) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]fromVersion=${newest.config_id}(&|$)`));
  await expect(page.getByTestId('diff-stats')).toHaveText('+0 −0');

  // URL → page: a link names the device and both versions.
  await page.goto(
    `/network/history/configdiffs?network=1&source=versions&device=${device.id}&fromVersion=${previous.config_id}&toVersion=${newest.config_id}`,
  );
  await expect(page.getByRole('combobox', { name: 'Device' })).toHaveValue(device.name);
  await expect(page.getByTestId('version-from')).toHaveValue(new RegExp(`^#${previous.config_id} `));
  await expect(page.getByTestId('version-to')).toHaveValue(new RegExp(`^#${newest.config_id} `));
  await expect(page.getByTestId('diff-stats')).not.toHaveText('+0 −0');
});
