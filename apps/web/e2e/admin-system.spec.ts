import { expect, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { adminCall, createNetwork, expectToast, uniqueName } from './admin-helpers';

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

test('License & Settings shows the licence, server version and commit, containers and supported vendors', async ({
  page,
  request,
}) => {
  const version = (await (await request.get('/api/version')).json()) as {
    data: { version: string; git_commit_id: string };
  };
  await page.goto('/network/system-settings/license-and-settings');
  await expect(page.getByRole('heading', { level: 2, name: 'License & Settings' })).toBeVisible();
  await expect(page.getByTestId('license-key')).toHaveText(/^LNE-(\*\*\*\*-)+[A-Z0-9]{4}$/);
  await expect(page.getByTestId('license-state')).toHaveText('Valid');
  await expect(page.getByTestId('license-features')).toContainText('ipam');
  await expect(page.getByTestId('license-expiry')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(page.getByTestId('server-version')).toHaveText(version.data.version);
  await expect(page.getByTestId('server-commit')).toHaveText(version.data.git_commit_id.slice(0, 12));
  await expect(page.getByRole('row', { name: /api .*running/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /database .*running/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Cisco / }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /^MikroTik / }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-license.png', fullPage: true });
  await page.getByRole('button', { name: 'License', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'License' }).getByText('Hey there,')).toBeVisible();
});

test('Systemlog: logs per container with tail size, search with highlights and auto-refresh', async ({
  page,
}) => {
  await page.goto('/network/system-settings/systemlog-and-audit');
  await expect(page.getByRole('heading', { level: 2, name: 'Systemlog & Audit' })).toBeVisible();
  const lines = page.getByTestId('log-lines');
  await expect(lines).toContainText('request completed');
  await page.getByRole('combobox', { name: 'Lines' }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  // The read of the log itself is always among its last lines, whatever else the server served meanwhile.
  await page.getByRole('textbox', { name: 'Search in log' }).fill('/api/logs');
  await expect(page.getByTestId('log-match').first()).toHaveText('/api/logs');
  await expect(page.getByTestId('log-match-count')).toHaveText(/^\d+ match(es)?$/);
  // Auto-refresh reads the log again on its own.
  const refreshed = page.waitForRequest((req) => req.url().includes('/api/logs?'), { timeout: 12_000 });
  await page.getByRole('switch', { name: 'Auto-refresh' }).check({ force: true });
  await refreshed;
  await page.getByRole('combobox', { name: 'Container' }).click();
  await page.getByRole('option', { name: 'database', exact: true }).click();
  await expect(lines).toContainText('No log lines');
  await page.screenshot({ path: 'test-results/admin-systemlog.png', fullPage: true });
});

test('Audit: a write made here is listed with user, method, target and status, and the user filter works', async ({
  page,
  request,
}) => {
  const name = uniqueName('Audit Net');
  await createNetwork(request, name);
  await page.goto('/network/system-settings/systemlog-and-audit');
  const row = page.getByRole('row', { name: new RegExp(`explorer_networks \\(${name}\\)`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('admin');
  await expect(row).toContainText('POST');
  await expect(row).toContainText('201');
  await page.getByRole('combobox', { name: 'Filter by user' }).click();
  await page.getByRole('option', { name: 'reader', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`explorer_networks \\(${name}\\)`) })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/admin-audit.png', fullPage: true });
});

test('Customizations: edit the schema, save values with per-field errors of spec §3, osquery settings', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const schema = await adminCall<Record<string, unknown>>(
    request,
    'GET',
    '/api/system/extensions/custom_fields/schema',
  );
  try {
    await page.goto('/network/system-settings/customizations?network=1');
    await expect(page.getByRole('heading', { level: 2, name: 'Customizations' })).toBeVisible();
    await expect(page.getByTestId('schema-row').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add field' }).click();
    const added = page.getByTestId('schema-row').last();
    await added.getByLabel('Field name').fill('Bad Name');
    await page.getByRole('button', { name: 'Save schema' }).click();
    await expect(added.getByText('Lower-case letters, digits and _; starts with a letter')).toBeVisible();
    await added.getByLabel('Field name').fill('e2e_rack');
    await added.getByLabel('Title').fill('Rack');
    await added.getByRole('checkbox', { name: 'Required' }).check();
    await page.getByRole('button', { name: 'Save schema' }).click();
    await expectToast(page, 'Custom field schema saved!');

    // Values on a device: a wrong choice and an empty required field are named per §3.
    await page.getByRole('combobox', { name: 'Instance' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Asset tag').fill('wrong');
    await page.getByRole('button', { name: 'Save values' }).click();
    const report = page.getByTestId('custom-field-report');
    await expect(report).toContainText('Custom field errors in network OT Plant (id 1)');
    await expect(report).toContainText('devices');
    await expect(report).toContainText('asset_tag: Asset tag must match the pattern');
    await expect(report).toContainText('e2e_rack: Rack is required.');
    await page.screenshot({ path: 'test-results/admin-customizations.png', fullPage: true });
    await page.getByLabel('Asset tag').fill('PL-12345');
    await page.getByLabel('Rack *').fill('R1');
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(report).toHaveText('All values are valid.');
    await page.getByRole('button', { name: 'Save values' }).click();
    await expectToast(page, 'Custom field values saved!');
    await expect(page.getByRole('row', { name: /asset_tag: PL-12345/ })).toBeVisible();

    await page.getByRole('switch', { name: 'Enabled' }).check({ force: true });
    await page.getByLabel('Queries (one per line)').fill('SELECT * FROM os_version;\nSELECT * FROM uptime;');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'osquery settings saved!');
    const extensions = await adminCall<{ osquery: { enabled: boolean; queries: string[] } }>(
      request,
      'GET',
      '/api/system/extensions',
    );
    expect(extensions.osquery).toMatchObject({
      enabled: true,
      queries: ['SELECT * FROM os_version;', 'SELECT * FROM uptime;'],
    });
  } finally {
    await adminCall(request, 'PUT', '/api/system/extensions/custom_fields/schema', schema);
  }
});

test('the API entry of the account menu opens /docs in a new tab', async ({ page }) => {
  await page.goto('/network/system-settings/license-and-settings');
  await page.getByTestId('account-menu').click();
  const api = page.getByRole('menuitem', { name: 'API' });
  await expect(api).toHaveAttribute('href', '/docs');
  await expect(api).toHaveAttribute('target', '_blank');
  const popup = page.waitForEvent('popup');
  await api.click();
  const docs = await popup;
  await expect(docs).toHaveURL(/\/docs/);
});
