import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Lab, type LabHost, startLab } from '@lne/device-lab';
import { expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { adminCall, createNetwork, uniqueName } from './admin-helpers';

/**
 * The poller against the device lab: a credential and three login devices added in the UI (one device refuses
 * the credential's password), a run watched while it goes on, two devices collected and the third failed with
 * its reason. The server polls loopback addresses only (POLLER_ALLOWED_SUBNETS in playwright.config.ts).
 */

const LAB_FOLDER = resolve(import.meta.dirname, '../../../packages/device-lab/test/fixtures/lab');

test.describe.configure({ mode: 'serial' });
test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

let lab: Lab;
let keysDir: string;
let network: number;

test.beforeAll(async ({ request }) => {
  keysDir = await mkdtemp(join(tmpdir(), 'lne-e2e-lab-keys-'));
  lab = await startLab({
    folder: LAB_FOLDER,
    only: ['r1', 'sw1', 'hp1'],
    bind: '127.0.40.1',
    rebind: true,
    port: 0,
    keysDir,
    users: [{ username: 'netops', password: 'lab-Secret-1' }],
    hosts: {
      // Slow enough that the run can be watched while it goes on.
      sw1: { faults: { commandDelayMs: 150 } },
      // This device's account has another password: the credential's is wrong for it.
      hp1: { users: [{ username: 'netops', password: 'another-password' }] },
    },
  });
  network = (await createNetwork(request, uniqueName('Poller lab'))).id;
});

test.afterAll(async () => {
  await lab?.close();
  await rm(keysDir, { recursive: true, force: true });
});

const host = (name: string): LabHost => {
  const found = lab.hosts.find((h) => h.name === name);
  if (!found) throw new Error(`no lab host ${name}`);
  return found;
};
const table = (page: Page) => page.getByTestId('datatable-scroll').first();

async function addDevice(page: Page, device: LabHost, credential: string, enable?: string) {
  await page.getByRole('button', { name: 'Add device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add device' });
  await dialog.getByLabel(/^Name/).fill(device.name);
  await dialog.getByLabel('IP address or host name').fill(device.address);
  await dialog.getByLabel('Port').fill(String(device.port));
  await dialog.getByLabel('Credential').click();
  await page.getByRole('option', { name: credential }).click();
  if (enable) await dialog.getByLabel('Enable password').fill(enable);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Device added').first()).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: device.name })).toContainText(device.address);
}

test('add a credential and three login devices, poll them and watch the run', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1600, height: 1000 });
  const credential = 'Lab switches';
  await page.goto(`/network/data-collector/credentials?network=${network}`);
  await page.getByRole('button', { name: 'Add credential' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add credential' });
  await dialog.getByLabel(/^Name/).fill(credential);
  await dialog.getByLabel('Username').fill('netops');
  await dialog.getByLabel('Password', { exact: true }).fill('lab-Secret-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Credential added')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('lab-Secret-1');

  await page.goto(`/network/data-collector/devices?network=${network}`);
  await addDevice(page, host('r1'), credential, host('r1').enablePassword);
  await addDevice(page, host('sw1'), credential);
  await addDevice(page, host('hp1'), credential);
  for (const name of ['r1', 'sw1', 'hp1'])
    await expect(page.getByTestId(`last-poll-${name}`)).toHaveText('Never polled');

  const poller = page.getByTestId('poller-run');
  await poller.getByRole('button', { name: 'Run poller' }).click();
  // While it runs: the progress bar, and each device waiting, being polled or done.
  await expect(page.getByTestId('poller-progress')).toBeVisible();
  await expect(page.getByTestId('poller-device-sw1')).toContainText('Polling', { timeout: 20_000 });
  await expect(page.getByTestId('poller-live')).toContainText('being polled');
  await page.screenshot({ path: 'test-results/screens/poller-running.png' });

  await expect(page.getByTestId('poller-state')).toHaveText('Succeeded', { timeout: 60_000 });
  await expect(page.getByTestId('poller-result')).toContainText('Polled 3 devices: 2 succeeded, 1 failed.');
  await expect(page.getByTestId('poller-device-r1')).toContainText('Collected');
  await expect(page.getByTestId('poller-device-r1')).toContainText('cisco_ios');
  await expect(page.getByTestId('poller-device-sw1')).toContainText('Collected');
  await expect(page.getByTestId('poller-device-hp1')).toContainText('Failed');
  await expect(page.getByTestId('poller-device-hp1')).toContainText('authentication failed');
  await page.screenshot({ path: 'test-results/screens/poller-done.png' });

  // The login devices keep their last poll and the host keys trusted on first use.
  await page.reload();
  const search = page.getByPlaceholder('Search').first();
  for (const [name, poll, key] of [
    ['r1', 'Collected', 'Trusted'],
    ['sw1', 'Collected', 'Trusted'],
    ['hp1', 'Failed', 'Not seen yet'],
  ] as const) {
    await search.fill(host(name).address);
    const row = table(page)
      .getByRole('row')
      .filter({ hasText: host(name).address });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(poll);
    await expect(row).toContainText(key);
    if (name === 'hp1') await expect(row).toContainText('authentication failed');
  }
  await search.fill('');
  // The parser run that follows reads what was collected into the network.
  await expect(page.getByTestId('parser-state')).toHaveText('Succeeded', { timeout: 60_000 });
});

test("a device's outputs are kept verbatim and downloadable", async ({ page }) => {
  await page.goto(`/network/data-collector/devices?network=${network}`);
  await table(page).getByRole('button', { name: 'Outputs r1' }).click();
  const outputs = page.getByTestId('device-outputs');
  await expect(outputs.getByRole('button', { name: /running configuration/ })).toBeVisible();
  await expect(page.getByTestId('device-output-text')).toContainText('hostname R1-CORE');
  await outputs.getByRole('button', { name: /^show version/ }).click();
  await expect(page.getByTestId('device-output-text')).toContainText('Cisco IOS');
  const download = page.waitForEvent('download');
  await outputs.getByRole('button', { name: 'Download run archive' }).click();
  expect((await download).suggestedFilename()).toMatch(/^poll-run-\d+\.tar\.gz$/);
  await page.screenshot({ path: 'test-results/screens/poller-outputs.png' });
});

test('the polled devices are on the map, with their configurations in the config history', async ({
  page,
  request,
}) => {
  await page.goto(`/network/?network=${network}&snapshot=1`);
  await expect(page.getByTestId('network-map').locator('canvas').first()).toBeVisible();
  for (const name of ['R1-CORE', 'sw1']) {
    await page.getByLabel('Search').fill(name);
    await expect(page.getByTestId('search-results')).toHaveText(/^[1-9]\d* results?$/);
  }
  const devices = await adminCall<{ unique_id: string; data: { name: string; known: boolean } }[]>(
    request,
    'GET',
    `/api/explorer/devices?explorer_network_id=${network}&snapshot_id=1`,
  );
  const r1 = devices.find((device) => device.data.name === 'R1-CORE');
  expect(r1?.data.known).toBe(true);
  // The configuration history of the device: the version the poll collected.
  const history = await adminCall<{ versions: { config_id: number }[] }>(
    request,
    'GET',
    `/api/explorer/devices/${r1?.unique_id}/configs?explorer_network_id=${network}&snapshot_id=1`,
  );
  expect(history.versions.length).toBeGreaterThan(0);
  await page.goto(`/network/inventory/device/${r1?.unique_id}?network=${network}`);
  await page.getByRole('tab', { name: 'Configs' }).click();
  await page.getByRole('button', { name: 'View' }).first().click();
  await expect(page.getByTestId('config-viewer')).toContainText('hostname R1-CORE');
});
