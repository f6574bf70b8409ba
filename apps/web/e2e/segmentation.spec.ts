import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { createSnapshot, tokenOf } from './api';

test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

/** VLAN ids this spec owns (nothing else creates VLANs in 3900–3999). */
const suffix = () => Math.floor(Math.random() * 1_000_000).toString(36);

async function createVlanByApi(request: APIRequestContext, network: number, vlanId: number, name: string) {
  const token = await tokenOf(request, 'admin');
  const answer = await request.post(`/api/explorer/vlans?explorer_network_id=${network}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { vlan_id: vlanId, name },
  });
  if (!answer.ok()) throw new Error(`VLAN not created: ${answer.status()} ${await answer.text()}`);
}

const table = (page: Page) => page.getByTestId('datatable-scroll');
const search = async (page: Page, text: string) => page.getByRole('textbox', { name: 'Search' }).fill(text);

test.describe('as admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('VLANs: statistics, create, validation, edit, conflict and delete with confirmation', async ({
    page,
  }) => {
    const name = `E2E-CAM-${suffix()}`;
    // A retry takes another id: an attempt that stopped half-way may have left its VLAN behind.
    const vlanId = 3911 - test.info().retry;
    await page.goto('/network/segmentation/vlans?network=1');
    await expect(page.getByRole('heading', { level: 2, name: 'VLANs' })).toBeVisible();
    await expect(page.getByTestId('stat-vlans')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('hosts-per-vlan')).toBeVisible();
    await expect(page.getByTestId('datatable-row-count')).toHaveText(/\d+ rows/);

    await page.getByRole('button', { name: 'Add VLAN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add VLAN' });
    await dialog.getByLabel('VLAN ID').fill('5000');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('VLAN ID must be a whole number from 1 to 4094')).toBeVisible();
    await dialog.getByLabel('VLAN ID').fill(String(vlanId));
    await dialog.getByLabel('Zone').click();
    await page.getByRole('option', { name: 'Control', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`VLAN ${vlanId} created`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, name);
    const row = table(page).getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(String(vlanId));
    await expect(row).toContainText('Control');

    await row.getByRole('button', { name: `Edit VLAN ${vlanId}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit VLAN' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Name').fill(`${name}-CCTV`);
    await edit.getByLabel('Description').fill('Perimeter cameras');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`VLAN ${vlanId} updated`)).toBeVisible();
    await expect(
      table(page)
        .getByRole('row')
        .filter({ hasText: `${name}-CCTV` }),
    ).toContainText('Perimeter cameras');

    // A second VLAN with the same id is refused by the server; its message is shown.
    await page.getByRole('button', { name: 'Add VLAN' }).click();
    await dialog.getByLabel('VLAN ID').fill(String(vlanId));
    await dialog.getByLabel('Name').fill('duplicate');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`VLAN ${vlanId} already exists in this network.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await table(page)
      .getByRole('button', { name: `Delete VLAN ${vlanId}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete VLAN?' });
    await expect(confirm).toContainText(`VLAN ${vlanId} ${name}-CCTV`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('VLAN deleted')).toBeVisible();
    await expect(page.getByTestId('datatable-empty')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/vlans.png' });
  });

  test('VLANs: bulk delete of the VLANs selected, after confirmation', async ({ page, request }) => {
    const tag = `E2E-BULK-${suffix()}`;
    await createVlanByApi(request, 1, 3921, `${tag}-A`);
    await createVlanByApi(request, 1, 3922, `${tag}-B`);
    await page.goto('/network/segmentation/vlans?network=1');
    await search(page, tag);
    await expect(table(page).getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(page.getByTestId('datatable-bulk-bar')).toContainText('2 selected');
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 VLANs?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(table(page).getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('2 VLANs deleted')).toBeVisible();
    await expect(page.getByTestId('datatable-empty')).toBeVisible();
  });

  test('VLANs: the hosts of a VLAN, linked to their host details', async ({ page }) => {
    await page.goto('/network/segmentation/vlans?network=1');
    const hostsButton = table(page)
      .getByRole('button', { name: /^[1-9]\d* hosts of VLAN \d+$/ })
      .first();
    await hostsButton.click();
    const drawer = page.getByRole('dialog', { name: /^Hosts in VLAN \d+/ });
    await expect(drawer.getByTestId('datatable-row-count')).toHaveText(/\d+ rows?/);
    await drawer.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/network\/inventory\/host\/[0-9A-Z]{26}\?network=1&snapshot=1/);
  });

  test('Zones: the Purdue zones with their VLANs, devices and hosts', async ({ page }) => {
    await page.goto('/network/segmentation/zones?network=1');
    await expect(page.getByRole('heading', { level: 2, name: 'Zones' })).toBeVisible();
    const control = table(page).getByRole('row').filter({ hasText: 'PLCs and controllers' });
    await expect(control).toContainText('Control');
    await expect(control).toContainText('L1');
    const devices = await control.locator('[data-column-id="device_count"]').textContent();
    expect(Number(devices)).toBeGreaterThan(0);
    await expect(table(page).getByRole('row').filter({ hasText: 'L3.5' })).toContainText('Industrial DMZ');
    await page.screenshot({ path: 'test-results/screens/zones.png' });

    // Each zone links to the VLAN list filtered to it; the filter sits in the URL.
    await control.getByRole('link', { name: 'Show VLANs of Control' }).click();
    await expect(page).toHaveURL(/\/network\/segmentation\/vlans\?.*filters=/);
    await expect(page.getByTestId('datatable-row-count')).toHaveText(/^\d+ of \d+ rows$/);
    const zones = await table(page).locator('[data-column-id="zone"]').allTextContents();
    expect(zones.length).toBeGreaterThan(0);
    expect(new Set(zones)).toEqual(new Set(['Control']));
  });

  test('a historical snapshot shows VLANs read-only', async ({ page, request }) => {
    const snapshot = await createSnapshot(request, 1, `vlans-history-${suffix()}`);
    await page.goto(`/network/segmentation/vlans?network=1&snapshot=${snapshot.id}`);
    // The snapshot banner of every page says it, with the snapshot's name.
    await expect(page.getByTestId('snapshot-banner')).toContainText(
      new RegExp(`^Viewing snapshot ${snapshot.name} from .+: read-only`),
    );
    await expect(page.getByTestId('datatable-row-count')).toHaveText(/\d+ rows/);
    await expect(page.getByRole('button', { name: 'Add VLAN' })).toBeDisabled();
    await expect(
      table(page)
        .getByRole('button', { name: /^Edit VLAN/ })
        .first(),
    ).toBeDisabled();
    await expect(
      table(page)
        .getByRole('button', { name: /^Delete VLAN/ })
        .first(),
    ).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Select all rows' })).toHaveCount(0);
  });
});

test.describe('as reader', () => {
  test.use({ storageState: storageStatePath('reader') });

  test('VLANs and zones are readable, every edit control disabled', async ({ page }) => {
    await page.goto('/network/segmentation/vlans?network=1');
    await expect(page.getByTestId('datatable-row-count')).toHaveText(/\d+ rows/);
    await expect(page.getByRole('button', { name: 'Add VLAN' })).toBeDisabled();
    await expect(
      table(page)
        .getByRole('button', { name: /^Edit VLAN/ })
        .first(),
    ).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Select all rows' })).toHaveCount(0);
    await page.goto('/network/segmentation/zones?network=1');
    await expect(table(page).getByRole('row').filter({ hasText: 'Control' }).first()).toBeVisible();
  });
});

test.describe('as user', () => {
  test.use({ storageState: storageStatePath('user') });

  test('a user may add a VLAN', async ({ page }) => {
    const name = `E2E-USER-${suffix()}`;
    await page.goto('/network/segmentation/vlans?network=2');
    await page.getByRole('button', { name: 'Add VLAN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add VLAN' });
    await dialog.getByLabel('VLAN ID').fill('3931');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('VLAN 3931 created')).toBeVisible();
    await search(page, name);
    await table(page).getByRole('button', { name: 'Delete VLAN 3931' }).click();
    await page.getByRole('dialog', { name: 'Delete VLAN?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('VLAN deleted')).toBeVisible();
  });
});
