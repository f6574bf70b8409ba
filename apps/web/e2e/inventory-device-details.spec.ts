import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import {
  configVersions,
  createDevice,
  deviceWithTwoConfigs,
  historicalSnapshot,
  uniqueSuffix,
} from './inventory-helpers';

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

test('device details show the header, tabs and a config diff of two versions', async ({ page, request }) => {
  const device = await deviceWithTwoConfigs(request, 1);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/network/inventory/device/${device.id}?network=1`);
  await expect(page.getByRole('heading', { level: 2, name: 'Device Details' })).toBeVisible();
  await expect(page.getByTestId('device-header')).toContainText(device.name);
  for (const tab of [
    'Interfaces/Ports',
    'Neighbours',
    'Routes',
    'VLANs',
    'STP',
    'Notes',
    'Tags',
    'Assessment findings',
  ]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Interfaces/Ports' }).click();
  await expect(page.getByTestId('datatable-row-count')).toHaveText(/[1-9]\d* rows?/);

  await page.getByRole('tab', { name: 'Configs' }).click();
  await page.getByRole('button', { name: 'View' }).first().click();
  await expect(page.getByTestId('config-viewer')).toBeVisible();
  await expect(page.getByTestId('config-viewer').locator('[data-token="keyword"]').first()).toBeVisible();
  const diff = page.getByTestId('diff-viewer');
  await expect(diff).toBeVisible();
  await expect(diff.getByTestId('diff-split')).toBeVisible();
  await expect(diff.getByTestId('diff-stats')).toHaveText(/^\+\d+ −\d+$/);
  await diff.getByText('Unified').click();
  await expect(
    diff.getByTestId('diff-unified').locator('tr[data-kind="add"], tr[data-kind="remove"]').first(),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/inventory-device-details.png', fullPage: true });
});

test('a config is uploaded, diffed against the previous one and deleted', async ({ page, request }) => {
  const name = `e2e-config-${uniqueSuffix()}`;
  const id = await createDevice(request, name, '10.99.5.1');
  await page.goto(`/network/inventory/device/${id}?network=3`);
  await page.getByRole('tab', { name: 'Configs' }).click();
  await expect(page.getByText('No configuration stored for this device')).toBeVisible();
  const upload = async (text: string) => {
    await page.getByTestId('config-file').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('config-file').click();
    await (await chooser).setFiles({
      name: `${name}.cfg`,
      mimeType: 'text/plain',
      buffer: Buffer.from(text),
    });
    await page.getByRole('button', { name: 'Upload config' }).click();
    await expect(page.getByText('Configuration uploaded').first()).toBeVisible();
  };
  await upload(`hostname ${name}\n!\nline vty 0 4\n transport input telnet ssh\n!\nend\n`);
  await expect(page.getByText('Two versions are needed for a diff')).toBeVisible();
  await upload(`hostname ${name}\n!\nline vty 0 4\n transport input ssh\n!\nend\n`);
  const diff = page.getByTestId('diff-viewer');
  await expect(diff.getByTestId('diff-stats')).toHaveText('+1 −1');
  await expect(diff.locator('[data-side="new"][data-changed="true"]')).toHaveText([' transport input ssh']);
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByTestId('confirm-dialog-text')).toHaveText(
    /^Delete version #\d+ .+\? This cannot be undone\.$/,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Configuration version deleted').first()).toBeVisible();
  await expect(page.getByText('Two versions are needed for a diff')).toBeVisible();
});

test('in a historical snapshot the device details have no edit controls', async ({ page, request }) => {
  const device = await deviceWithTwoConfigs(request, 1);
  const snapshot = await historicalSnapshot(request, 1);
  await page.goto(`/network/inventory/device/${device.id}?network=1&snapshot=${snapshot.id}`);
  await expect(page.getByTestId('device-header')).toBeVisible();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('button', { name: 'Edit notes' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Configs' }).click();
  await expect(page.getByRole('button', { name: 'Upload config' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test.describe('as reader', () => {
  test.use({ storageState: storageStatePath('reader') });

  test('the reader sees configs but cannot upload or delete them', async ({ page, request }) => {
    const device = await deviceWithTwoConfigs(request, 1);
    await page.goto(`/network/inventory/device/${device.id}?network=1`);
    await page.getByRole('tab', { name: 'Configs' }).click();
    await expect(page.getByTestId('diff-viewer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload config' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
});

test('the open tab and the chosen config versions are in the URL: reload and a shared link show them', async ({
  page,
  request,
}) => {
  const device = await deviceWithTwoConfigs(request, 1);
  const versions = await configVersions(request, device.id, 1);
  const [newest, previous] = versions;
  if (!newest || !previous) throw new Error('two versions expected');
  await page.goto(`/network/inventory/device/${device.id}?network=1`);
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'STP' }).click();
  await expect(page).toHaveURL(/[?&]tab=stp(&|$)/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'STP', selected: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();

  // Configs: the viewed version and the compared pair follow the URL.
  await page.goto(`/network/inventory/device/${device.id}?network=1&tab=configs`);
  await expect(page.getByRole('tab', { name: 'Configs', selected: true })).toBeVisible();
  await page.getByRole('button', { name: `View version #${previous.config_id}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]config=${previous.config_id}(&|$)`));
  await expect(
    page.getByRole('heading', { level: 4, name: new RegExp(`#${previous.config_id} `) }),
  ).toBeVisible();
  await page.getByTestId('diff-to').click();
  await page.getByRole('option', { name: new RegExp(`^#${previous.config_id} `) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]diffTo=${previous.config_id}(&|$)`));
  // The same version on both sides: nothing differs.
  await expect(page.getByTestId('diff-stats')).toHaveText('+0 −0');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Configs', selected: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 4, name: new RegExp(`#${previous.config_id} `) }),
  ).toBeVisible();
  await expect(page.getByTestId('diff-to')).toHaveValue(new RegExp(`^#${previous.config_id} `));
  await expect(page.getByTestId('diff-stats')).toHaveText('+0 −0');

  // A shared link with a version deleted since falls back to the default pair.
  await page.goto(
    `/network/inventory/device/${device.id}?network=1&tab=configs&diffFrom=999999&diffTo=${newest.config_id}`,
  );
  await expect(page.getByTestId('diff-from')).toHaveValue(new RegExp(`^#${previous.config_id} `));
  await expect(page.getByTestId('diff-to')).toHaveValue(new RegExp(`^#${newest.config_id} `));
  await expect(page.getByTestId('diff-stats')).toHaveText(/^\+\d+ −\d+$/);
  await expect(page.getByTestId('diff-stats')).not.toHaveText('+0 −0');
});
