import { resolve } from 'node:path';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { createSnapshot, tokenOf } from './api';

// Pages on a shared, busy machine can take a while to answer: room for that, not a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

const SCREENSHOTS = resolve(import.meta.dirname, '../../../docs/screenshots');

/** This spec owns the login devices and credentials of network 2 (no other spec creates any). */
const NETWORK = 2;
const suffix = () => Math.floor(Math.random() * 1_000_000).toString(36);
const table = (page: Page) => page.getByTestId('datatable-scroll').first();

async function adminPost(request: APIRequestContext, path: string, data: object) {
  const token = await tokenOf(request, 'admin');
  const answer = await request.post(`${path}?explorer_network_id=${NETWORK}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: { id: number } }).data;
}

/** The management address of a known device of the network. */
async function knownDeviceAddress(request: APIRequestContext): Promise<string> {
  const token = await tokenOf(request, 'admin');
  const answer = await request.get(`/api/explorer/devices?explorer_network_id=${NETWORK}&snapshot_id=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = ((await answer.json()) as { data: { data: { known: boolean; ip_address: string } }[] }).data;
  const known = rows.find((row) => row.data.known && row.data.ip_address);
  if (!known) throw new Error('no known device in the network');
  return known.data.ip_address;
}

test.describe('as admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('credentials: create with a write-only secret, edit without retyping it, delete', async ({ page }) => {
    const name = `e2e-cred-${suffix()}`;
    const secret = `S3cret-${suffix()}!`;
    await page.goto(`/network/data-collector/credentials?network=${NETWORK}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Credentials' })).toBeVisible();
    await page.getByRole('button', { name: 'Add credential' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add credential' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel('Username').fill('netops');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A password or a private key is required')).toBeVisible();
    await dialog.locator('input[type="password"]').fill(secret);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Credential added')).toBeVisible();
    const row = table(page).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('netops');
    await expect(row).toContainText('Password');
    await expect(page.locator('body')).not.toContainText(secret);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit credential' });
    await expect(edit.locator('input[type="password"]')).toHaveValue('');
    await expect(edit.getByText('Leave empty to keep the stored secret')).toBeVisible();
    await edit.getByLabel('Username').fill('netops2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Credential updated')).toBeVisible();
    await expect(table(page).getByRole('row').filter({ hasText: name })).toContainText('netops2');
    await page.screenshot({ path: 'test-results/screens/credentials.png' });

    await table(page)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete credential?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Credential deleted')).toBeVisible();
    await expect(table(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  // A poller run against devices that answer is e2e/poller-lab.spec.ts (the device lab).
  test('login devices: create, edit and delete', async ({ page, request }) => {
    test.setTimeout(180_000);
    const credential = `e2e-poll-${suffix()}`;
    await adminPost(request, '/api/system/login_credentials', {
      name: credential,
      username: 'netops',
      password: 'poll-secret',
    });
    const address = await knownDeviceAddress(request);
    const name = `e2e-edge-${suffix()}`;
    await page.goto(`/network/data-collector/devices?network=${NETWORK}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Devices' })).toBeVisible();

    await page.getByRole('button', { name: 'Add device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add device' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel('IP address or host name').fill('10.0.0.300');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter an IPv4 or IPv6 address or a host name')).toBeVisible();
    await dialog.getByLabel('IP address or host name').fill(address);
    await dialog.getByLabel('Platform').click();
    await page.getByRole('option', { name: /^Cisco – cisco_ios$/ }).click();
    await dialog.getByLabel('Credential').click();
    await page.getByRole('option', { name: credential }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Device added')).toBeVisible();
    const row = table(page).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(address);
    await expect(row).toContainText('Cisco');
    await expect(row).toContainText(credential);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit device' });
    await edit.getByLabel('Port').fill('2222');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Device updated')).toBeVisible();
    await expect(table(page).getByRole('row').filter({ hasText: name })).toContainText('2222');

    await expect(table(page).getByRole('row').filter({ hasText: name })).toContainText('Never polled');
    await expect(page.getByTestId(`host-key-${name}`)).toHaveText('Not seen yet');

    await table(page)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete device?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(table(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('a parser run on its own shows its progress and its result', async ({ page }) => {
    // The run parses the network's whole collection: room for a busy machine.
    test.setTimeout(240_000);
    await page.goto(`/network/data-collector?network=${NETWORK}`);
    await expect(page).toHaveURL(/\/network\/data-collector\/devices\?/);
    const parser = page.getByTestId('parser-run');
    await expect(parser.getByRole('button', { name: 'Run parser' })).toBeEnabled({ timeout: 60_000 });
    await parser.getByRole('button', { name: 'Run parser' }).click();
    await expect(page.getByTestId('parser-progress')).toBeVisible();
    // While it runs, the badge says how far it is; once ended, it says when.
    await expect(page.getByTestId('parser-state')).toHaveText(/^(Queued|Running \d+%|Succeeded)$/);
    await expect(page.getByTestId('parser-state')).toHaveText('Succeeded', { timeout: 90_000 });
    await expect(page.getByTestId('parser-when')).toHaveText(
      /^Finished \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    // The network's seeded collection is parsed again: its devices and hosts, from its files.
    await expect(page.getByTestId('parser-result')).toContainText(
      /Parsed [1-9]\d* devices and [1-9]\d* hosts from [1-9]\d* files\./,
    );
  });
});

test.describe('the collectors’ latest runs', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('the badges show the collections a seeded network was created with, not “Never ran”', async ({
    page,
    request,
  }) => {
    // Network 1 was created with its collections (polls, parsed) and nothing here runs its collectors.
    const token = await tokenOf(request, 'admin');
    const tasks = await request.get('/api/collectors/tasks?explorer_network_id=1&task_type=poller', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await tasks.json()) as { data: unknown[] }).data).toEqual([]);

    await page.goto('/network/data-collector/devices?network=1');
    const runs = page.getByTestId('collection-runs');
    const newest = runs.locator('tbody tr[data-row-id]').first();
    await expect(newest).toContainText('Parsed', { timeout: 30_000 });
    const created = (await newest.locator('td[data-column-id="created"]').textContent())?.trim() ?? '';
    expect(created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const poller = page.getByTestId('poller-run');
    await expect(poller.getByTestId('poller-state')).toHaveText('Succeeded');
    await expect(poller.getByTestId('poller-when')).toHaveText(`Finished ${created}`);
    await expect(poller.getByTestId('poller-result')).toContainText('Poll of');
    const parser = page.getByTestId('parser-run');
    await expect(parser.getByTestId('parser-state')).toHaveText('Succeeded');
    await expect(parser.getByTestId('parser-when')).toHaveText(/^Finished \d{4}-\d{2}-\d{2} /);
    await expect(parser.getByTestId('parser-result')).toContainText(
      /parsed [1-9]\d* devices and [1-9]\d* hosts from [1-9]\d* files\./,
    );
    await expect(page.getByText('Never ran')).toHaveCount(0);

    // The documentation's screenshots, in the OS's light and dark schemes (the app follows the OS).
    await page.getByTestId('poller-run').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/collector-status-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.screenshot({ path: `${SCREENSHOTS}/collector-status-dark.png` });
  });
});

test.describe('as user', () => {
  test.use({ storageState: storageStatePath('user') });

  test('a user manages devices and credentials but does not run the collectors', async ({ page }) => {
    await page.goto(`/network/data-collector/devices?network=${NETWORK}`);
    await expect(page.getByRole('button', { name: 'Add device' })).toBeEnabled();
    await expect(page.getByText('Only administrators can start the parser and the poller.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run poller' })).toHaveCount(0);
    await page.goto(`/network/data-collector/credentials?network=${NETWORK}`);
    await expect(page.getByRole('button', { name: 'Add credential' })).toBeEnabled();
  });
});

test.describe('as reader', () => {
  test.use({ storageState: storageStatePath('reader') });

  test('a reader sees devices and credentials read-only', async ({ page, request }) => {
    const name = `e2e-read-${suffix()}`;
    await adminPost(request, '/api/system/login_credentials', { name, username: 'ro', password: 'x-secret' });
    await page.goto(`/network/data-collector/credentials?network=${NETWORK}`);
    const row = table(page).getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeDisabled();
    await expect(row.getByRole('button', { name: `Delete ${name}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add credential' })).toBeDisabled();
    await page.goto(`/network/data-collector/devices?network=${NETWORK}`);
    await expect(page.getByRole('button', { name: 'Add device' })).toBeDisabled();
  });
});

test.describe('in a historical snapshot', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('devices, credentials and runs are read-only', async ({ page, request }) => {
    const snapshot = await createSnapshot(request, NETWORK, `collector-history-${suffix()}`);
    await page.goto(`/network/data-collector/devices?network=${NETWORK}&snapshot=${snapshot.id}`);
    await expect(
      page.getByText('This is a historical snapshot: the data collector is read-only.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add device' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Run poller' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Run parser' })).toBeDisabled();
    await page.goto(`/network/data-collector/credentials?network=${NETWORK}&snapshot=${snapshot.id}`);
    await expect(page.getByRole('button', { name: 'Add credential' })).toBeDisabled();
  });
});
