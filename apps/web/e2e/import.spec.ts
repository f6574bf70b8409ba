import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { adminCall, createNetwork } from './admin-helpers';
import { createSnapshot, tokenOf } from './api';

/**
 * The import of a snapshot folder through the Data Collector: Batfish's example network (13 Cisco IOS routers)
 * zipped at test time, imported into a network of its own, its upload and parse followed, its report read down
 * to a line of a file, then the routers on the map and a router's config history. Also what a reader and a
 * historical snapshot are refused, and the server's refusal of a bad archive.
 */

const FIXTURE = resolve(import.meta.dirname, '../../../../shared/fixtures/batfish-example');
const ROUTERS = readdirSync(join(FIXTURE, 'configs')).map((name) => name.replace(/\.cfg$/, ''));
const LOAD = { timeout: 30_000 };
const PARSE = { timeout: 120_000 };
const SCREENS = 'test-results/screens';

test.describe.configure({ timeout: 240_000 });

/**
 * The example's `configs/` folder as a .zip, made with Python's zipfile (Debian has no zip by default), with
 * `extra` files added beside its configurations.
 */
function batfishZip(extra: { name: string; text: string }[] = []): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'lne-import-'));
  try {
    const configs = join(dir, 'configs');
    cpSync(join(FIXTURE, 'configs'), configs, { recursive: true });
    for (const file of extra) writeFileSync(join(configs, file.name), file.text);
    const archive = join(dir, 'batfish-example.zip');
    execFileSync('python3', ['-m', 'zipfile', '-c', archive, configs]);
    return readFileSync(archive);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A router configuration with two lines no parser knows (lines 5 and 7). */
const EDGE_LAB = {
  name: 'edge-lab.cfg',
  text: 'hostname edge-lab\n!\ninterface GigabitEthernet0/0\n ip address 10.99.0.1 255.255.255.0\n fabric-mode cut-through\n!\nfrobnicate the widgets\n!\nend\n',
};

async function openCollector(page: Page, network: number, snapshot = 1) {
  await page.goto(`/network/data-collector/devices?network=${network}&snapshot=${snapshot}`);
  await expect(page.getByTestId('collection-runs')).toBeVisible(LOAD);
}

test.describe('import of a snapshot folder', () => {
  test.use({ storageState: storageStatePath('admin') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('imports the Batfish example, shows its report down to a line, and leads to the map and a config history', async ({
    page,
    request,
  }) => {
    const network = await createNetwork(request, `e2e-import-${Date.now().toString(36)}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openCollector(page, network.id);
    await expect(page.getByTestId('collection-runs')).toContainText('Nothing was imported or polled');
    await expect(page.getByTestId('parser-state')).toHaveText('Never ran');

    await page.getByTestId('import-snapshot').click();
    const dialog = page.getByRole('dialog', { name: 'Import a snapshot folder' });
    await dialog.getByTestId('import-file-input').setInputFiles({
      name: 'batfish-example.zip',
      mimeType: 'application/zip',
      buffer: batfishZip(),
    });
    // The upload, then the parser run: each shows how far it is.
    await expect(dialog.getByTestId('import-progress')).toContainText(
      /Uploading batfish-example\.zip|Parsing|queued/,
    );
    await page.screenshot({ path: `${SCREENS}/import-progress.png` });

    // When the run has ended, its report opens.
    await expect(page).toHaveURL(/\/data-collector\/runs\/\d+/, PARSE);
    await expect(page.getByRole('heading', { name: 'Parse report: batfish-example.zip' })).toBeVisible();
    await expect(page.getByTestId('report-fact-files')).toContainText('13');
    await expect(page.getByTestId('report-fact-devices')).toContainText('13');
    const files = page.getByTestId('report-files');
    for (const router of ROUTERS) await expect(files.getByText(`configs/${router}.cfg`)).toBeVisible();
    await expect(page.getByTestId('report-written')).toContainText('13 new devices');
    await page.screenshot({ path: `${SCREENS}/import-report-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SCREENS}/import-report-1024.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // The table filters by platform and searches: one router left.
    await page.getByLabel('Search').fill('as2dept1');
    await expect(files.getByRole('button', { name: /^Open configs\// })).toHaveCount(1);
    await page.getByLabel('Search').fill('');
    await expect(files.getByRole('button', { name: /^Open configs\// })).toHaveCount(13);

    // The example parses without a warning; a file opens from its top, with line numbers.
    await page.getByRole('tab', { name: 'Warnings (0)' }).click();
    await expect(page.getByTestId('report-warnings')).toContainText('No warnings: every line was recognised');
    await page.getByRole('tab', { name: 'Files (13)' }).click();
    await files.getByRole('button', { name: 'Open configs/as1core1.cfg' }).click();
    const viewer = page.getByTestId('run-file-viewer');
    await expect(viewer.getByTestId('config-viewer')).toContainText('hostname as1core1', LOAD);
    await expect(viewer.locator('[data-line="1"]')).toBeVisible();
    await expect(page).toHaveURL(/file=configs%2Fas1core1\.cfg/);
    await page.screenshot({ path: `${SCREENS}/import-file-viewer.png` });
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // On to the map of the network: the routers are there.
    await page.getByTestId('report-open-map').click();
    await expect(page.getByTestId('network-map').locator('canvas').first()).toBeVisible(LOAD);
    await page.getByLabel('Search').fill('as1core1');
    await expect(page.getByTestId('search-results')).toHaveText(/^[1-9]\d* results?$/, LOAD);
    await page.getByLabel('Search').fill('border');
    await expect(page.getByTestId('search-results')).toHaveText(/^([6-9]|\d{2,}) results$/, LOAD);

    // The report again, from the recent runs; then the inventory and a router's config history.
    await openCollector(page, network.id);
    await expect(page.getByTestId('parser-state')).toHaveText('Succeeded');
    await expect(page.getByTestId('parser-tasks')).toContainText('Succeeded');
    const runs = page.getByTestId('collection-runs');
    await expect(runs).toContainText('batfish-example.zip');
    await page.screenshot({ path: `${SCREENS}/import-collector.png`, fullPage: true });
    await runs.getByRole('button', { name: 'Report batfish-example.zip' }).click();
    await expect(page.getByRole('heading', { name: 'Parse report: batfish-example.zip' })).toBeVisible(LOAD);
    await page.getByTestId('report-open-inventory').click();
    await expect(page).toHaveURL(/\/inventory\/network-devices/);
    await page.getByRole('link', { name: 'as1core1', exact: true }).first().click();
    await page.getByRole('tab', { name: 'Configs' }).click();
    await page.getByRole('button', { name: 'View' }).first().click();
    await expect(page.getByTestId('config-viewer')).toContainText('hostname as1core1', LOAD);
  });

  test('validates an archive without storing anything', async ({ page, request }) => {
    const network = await createNetwork(request, `e2e-validate-${Date.now().toString(36)}`);
    await openCollector(page, network.id);
    await page.getByTestId('import-snapshot').click();
    const dialog = page.getByRole('dialog', { name: 'Import a snapshot folder' });
    await dialog.getByLabel('Validate only').check();
    await dialog.getByTestId('import-file-input').setInputFiles({
      name: 'batfish-example.zip',
      mimeType: 'application/zip',
      buffer: batfishZip(),
    });
    const report = page.getByRole('dialog', { name: /Validation report: nothing was stored/ });
    await expect(report.getByTestId('report-fact-files')).toContainText('13', PARSE);
    await expect(report.getByTestId('report-written')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/import-validated.png` });
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('collection-runs')).toContainText('Nothing was imported or polled');
  });

  test("refuses what is not an archive, and shows the server's refusal of a bad one", async ({
    page,
    request,
  }) => {
    const network = await createNetwork(request, `e2e-refuse-${Date.now().toString(36)}`);
    await openCollector(page, network.id);
    await page.getByTestId('import-snapshot').click();
    const dialog = page.getByRole('dialog', { name: 'Import a snapshot folder' });
    const input = dialog.getByTestId('import-file-input');
    await input.setInputFiles({
      name: 'as1core1.cfg',
      mimeType: 'text/plain',
      buffer: Buffer.from('hostname r1\n'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'as1core1.cfg: File type must be one of the accepted types',
    );

    // Named like an archive, but not one: the server says why, and nothing is stored.
    await input.setInputFiles({
      name: 'broken.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('not a zip'),
    });
    await expect(dialog.getByTestId('import-refused')).toContainText(
      /not a \.tar\.gz, \.tgz, \.tar or \.zip archive/,
      LOAD,
    );
    await page.screenshot({ path: `${SCREENS}/import-refused.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('collection-runs')).toContainText('Nothing was imported or polled');
  });

  test('a historical snapshot refuses the import', async ({ page, request }) => {
    const network = await createNetwork(request, `e2e-history-${Date.now().toString(36)}`);
    const snapshot = await createSnapshot(request, network.id, 'before-import');
    await openCollector(page, network.id, snapshot.id);
    const button = page.getByTestId('import-snapshot');
    await expect(button).toBeDisabled();
    await button.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Historical snapshot');
  });
});

test.describe('import as a reader', () => {
  test.use({ storageState: storageStatePath('reader') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('sees the runs and their reports, but cannot import', async ({ page, request }) => {
    const network = await createNetwork(request, `e2e-reader-${Date.now().toString(36)}`);
    const headers = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
    const imported = await request.post(`/api/collectors/import?explorer_network_id=${network.id}`, {
      headers,
      multipart: {
        upload_file: {
          name: 'batfish-example.zip',
          mimeType: 'application/zip',
          buffer: batfishZip([EDGE_LAB]),
        },
      },
    });
    expect(imported.status()).toBe(202);
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/collectors/runs?explorer_network_id=${network.id}`, {
          headers,
        });
        return ((await answer.json()) as { data: { status: string }[] }).data[0]?.status;
      }, PARSE)
      .toBe('parsed');

    // The reader's group sees the network while the test runs (other specs count the group's networks).
    const groups = await adminCall<{ id: number; users: { username: string }[] }[]>(
      request,
      'GET',
      '/api/system/groups',
    );
    const group = groups.find((entry) => entry.users.some((user) => user.username === 'reader'));
    if (!group) throw new Error('the reader is in no group');
    const share = (action: 'add' | 'delete') =>
      adminCall(
        request,
        action === 'add' ? 'POST' : 'DELETE',
        `/api/system/groups/${group.id}/${action}_explorer_networks`,
        {
          explorer_network_ids: [network.id],
        },
      );
    await share('add');
    try {
      await readReport(page, network.id);
    } finally {
      await share('delete');
    }
  });
});

async function readReport(page: Page, network: number) {
  await openCollector(page, network);
  const button = page.getByTestId('import-snapshot');
  await expect(button).toBeDisabled();
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Read-only role');
  await button.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Import a snapshot folder' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/import-reader.png`, fullPage: true });

  await page
    .getByTestId('collection-runs')
    .getByRole('button', { name: 'Report batfish-example.zip' })
    .click();
  await expect(page.getByTestId('report-fact-files')).toContainText('14', LOAD);
  await expect(page.getByTestId('report-count-partial')).toContainText('1');

  // The files table filters by status: the one partly parsed file.
  await page.getByRole('combobox', { name: 'Filter Status' }).click();
  await page.getByRole('option', { name: 'Partly parsed' }).click();
  const files = page.getByTestId('report-files');
  await expect(files.getByRole('button', { name: /^Open configs\// })).toHaveCount(1);
  await expect(files.getByRole('button', { name: 'Open configs/edge-lab.cfg' })).toBeVisible();

  // Each warning opens the file at its line, marked and scrolled to.
  await page.getByRole('tab', { name: 'Warnings (2)' }).click();
  await expect(page.getByTestId('report-warnings')).toContainText('frobnicate the widgets');
  await page.getByRole('button', { name: 'Open configs/edge-lab.cfg at line 7' }).click();
  const viewer = page.getByTestId('run-file-viewer');
  const focused = viewer.getByTestId('config-viewer').locator('[data-focused]');
  await expect(focused).toHaveAttribute('data-line', '7', LOAD);
  await expect(focused).toContainText('frobnicate the widgets');
  await expect(focused).toBeInViewport();
  await expect(page).toHaveURL(/line=7/);
  // The viewer lists every warning of the file; another one moves the mark.
  await viewer
    .getByTestId('run-file-warnings')
    .getByRole('button', { name: /^Line 5/ })
    .click();
  await expect(focused).toHaveAttribute('data-line', '5');
  await page.screenshot({ path: `${SCREENS}/import-warning-line.png` });
}
