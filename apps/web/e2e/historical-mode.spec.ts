import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { createSnapshot } from './api';

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

/** Each page of this area and its edit controls, which a historical snapshot disables even for an admin. */
const PAGES: [path: string, controls: string[]][] = [
  ['/segmentation/vlans', ['Add VLAN']],
  ['/history/snapshots', ['Take snapshot']],
  ['/data-collector/devices', ['Add device', 'Run poller', 'Run parser']],
  ['/data-collector/credentials', ['Add credential']],
];

test('in a historical snapshot every edit control is disabled, and live enables them again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const snapshot = await createSnapshot(request, 1, `read-only-${Date.now()}`);
  for (const [path, controls] of PAGES) {
    await page.goto(`/network${path}?network=1&snapshot=${snapshot.id}`);
    for (const name of controls)
      await expect(page.getByRole('button', { name, exact: true }), `${path} ${name}`).toBeDisabled();
  }
  // Zones have no edit controls; the page reads the snapshot.
  await page.goto(`/network/segmentation/zones?network=1&snapshot=${snapshot.id}`);
  await expect(page.getByTestId('datatable-row-count')).toHaveText(/\d+ rows/);

  for (const [path, controls] of PAGES) {
    await page.goto(`/network${path}?network=1&snapshot=1`);
    // The run buttons wait for the latest run to end; the others are enabled at once.
    await expect(page.getByRole('button', { name: controls[0], exact: true }), path).toBeEnabled();
  }
});

test('the server refuses a write addressed to a historical snapshot', async ({ page, request }) => {
  const snapshot = await createSnapshot(request, 1, `refuse-${Date.now()}`);
  await page.goto('/network/segmentation/vlans?network=1');
  const status = await page.evaluate(async (snapshotId) => {
    const token = localStorage.getItem('access_token') ?? '';
    const answer = await fetch(`/api/explorer/vlans?explorer_network_id=1&snapshot_id=${snapshotId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ vlan_id: 3999, name: 'never' }),
    });
    return answer.status;
  }, snapshot.id);
  expect(status).toBe(403);
});

test('the Net Devices page offers no edits in a historical snapshot, and its edits in live', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const snapshot = await createSnapshot(request, 1, `devices-read-only-${Date.now()}`);
  await page.goto(`/network/inventory/network-devices?view=Devices&network=1&snapshot=${snapshot.id}`);
  await expect(page.getByTestId('datatable-row-count').first()).toHaveText(/\d+ rows/);
  await expect(page.getByRole('button', { name: 'Edit notes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit tags' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Select all rows' })).toHaveCount(0);

  await page.goto('/network/inventory/network-devices?view=Devices&network=1&snapshot=1');
  await expect(page.getByRole('checkbox', { name: 'Select all rows' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit notes' }).first()).toBeEnabled();
});
