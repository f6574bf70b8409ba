import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { adminCall, createNetwork } from './admin-helpers';
import { uniqueSuffix } from './inventory-helpers';

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

/** A distribution switch of the seeded OT plant, with neighbours on both sides. */
const DEVICE = 'pn-h1-dist-01';

const mapOf = (page: Page) => page.getByTestId('network-map');
const tooltipOf = (page: Page) => mapOf(page).locator('.netmap-tooltip');

async function mapCentre(page: Page) {
  const box = await mapOf(page).boundingBox();
  if (!box) throw new Error('no map');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Opens the map and waits for its layout: nodes move while it runs. */
async function openSettledMap(page: Page, query = '') {
  await page.goto(`/network/?network=1&snapshot=1${query}`);
  await expect(page.getByTestId('netmap-status')).toContainText('nodes', { timeout: 30_000 });
  await expect(page.getByTestId('layout-status')).not.toContainText('running', { timeout: 60_000 });
}

/** Searches a device and lets the camera bring it to the centre of the map. */
async function centreOn(page: Page, name: string) {
  await page.getByLabel('Search').fill(name);
  await expect(page.getByTestId('search-results')).toHaveText(/result/);
  await page.getByLabel('Next result').click();
}

/**
 * Points at the centre of the map until the device's tooltip shows. The pointer leaves and comes back each
 * time: the camera's move to the device hides the tooltip, and only a new entry shows it again.
 */
async function hoverCentre(page: Page, name: string) {
  const centre = await mapCentre(page);
  await expect(async () => {
    await page.mouse.move(centre.x - 200, centre.y - 150);
    await page.mouse.move(centre.x, centre.y);
    await expect(tooltipOf(page)).toBeVisible({ timeout: 1_000 });
    await expect(tooltipOf(page)).toContainText(name, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return centre;
}

/** Clicks the device at the centre of the map until its side panel opens. */
async function openPanel(page: Page, name: string): Promise<Locator> {
  const panel = page.getByTestId('node-panel');
  await hoverCentre(page, name);
  const centre = await mapCentre(page);
  await expect(async () => {
    await page.mouse.click(centre.x, centre.y);
    await expect(panel).toContainText(name, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return panel;
}

/** The lines of a CSV the page downloads when `button` is clicked. */
async function downloadedCsv(page: Page, button: Locator): Promise<string[]> {
  const download = page.waitForEvent('download');
  await button.click();
  const text = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  return text.trim().split(/\r?\n/);
}

test('the tooltip follows the pointer and leaves when the camera moves or the pointer leaves the map', async ({
  page,
}) => {
  test.slow();
  await openSettledMap(page);
  await centreOn(page, DEVICE);
  const centre = await hoverCentre(page, DEVICE);
  const tooltip = tooltipOf(page);
  const before = await tooltip.boundingBox();
  if (!before) throw new Error('no tooltip');

  // A few pixels further on the same node: the tooltip moves with the pointer.
  await page.mouse.move(centre.x + 3, centre.y + 2);
  await expect
    .poll(async () => {
      const after = await tooltip.boundingBox();
      return after ? [Math.round(after.x - before.x), Math.round(after.y - before.y)] : null;
    })
    .toEqual([3, 2]);

  // The camera moves: the tooltip goes.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(tooltip).toBeHidden();

  // Back on the node, then out of the map: the tooltip goes too.
  await page.getByLabel('Next result').click();
  await hoverCentre(page, DEVICE);
  await page.getByTestId('netmap-toolbar').hover();
  await expect(tooltip).toBeHidden();
});

test("the side panel lists a device's neighbours with both ports, and its impact is listed and exported", async ({
  page,
  request,
}) => {
  test.slow();
  await openSettledMap(page);
  await centreOn(page, DEVICE);
  const panel = await openPanel(page, DEVICE);
  await expect(panel.getByTestId('panel-type')).not.toHaveText('—');
  await expect(panel.getByTestId('panel-site')).not.toHaveText('—');

  // The neighbours are those the server records for the device, each with its local and remote port.
  const href = await panel.getByRole('link', { name: 'Open details' }).getAttribute('href');
  const id = decodeURIComponent(/\/inventory\/device\/([^?]+)/.exec(href ?? '')?.[1] ?? '');
  expect(id).not.toBe('');
  const device = await adminCall<{
    data: {
      neighbors?: Record<string, { name?: string; connections?: { if_local: string; if_remote: string }[] }>;
    };
  }>(request, 'GET', `/api/explorer/devices/${encodeURIComponent(id)}?explorer_network_id=1&snapshot_id=1`);
  const recorded = Object.values(device.data.neighbors ?? {});
  expect(recorded.length).toBeGreaterThan(0);
  await expect(panel).toContainText(`Neighbours (${recorded.length})`);
  const rows = panel.getByTestId('panel-neighbours').getByRole('row');
  await expect(rows).toHaveCount(recorded.length);
  const named = recorded.find((n) => n.name && (n.connections ?? []).length > 0);
  if (!named?.name) throw new Error(`${DEVICE} has no named neighbour with a port`);
  const link = named.connections?.[0];
  if (!link) throw new Error('no connection');
  // Short forms (GigabitEthernet1/0/1 → Gi1/0/1) keep the port's numbers.
  const number = (port: string) => /[\d/.:]+$/.exec(port)?.[0] ?? port;
  const row = rows.filter({ hasText: named.name });
  await expect(row).toContainText(new RegExp(`${number(link.if_local)} → \\S*${number(link.if_remote)}`));

  // "Impact from here": the impact view with this device taken out, its list, and the list as CSV.
  await panel.getByRole('button', { name: 'Impact from here' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('viewMode')).toBe('impact');
  await expect(page.getByText('1 picked')).toBeVisible();
  const count = page.getByTestId('impact-count');
  await expect(count).toHaveText(/^Impacted: \d+ nodes?$/, { timeout: 30_000 });
  const impacted = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
  expect(impacted).toBeGreaterThan(0);
  const list = page.getByTestId('impact-list');
  await expect(list).toContainText(`Impacted: ${impacted} node`);
  await expect(list.getByRole('columnheader')).toHaveText(['Name', 'Type', 'Site', 'Why']);
  await expect(list.locator('tbody tr')).toHaveCount(impacted);
  await expect(list.locator('tbody tr').first()).toContainText(`Reaches the core only through ${DEVICE}`);
  const lines = await downloadedCsv(page, list.getByRole('button', { name: 'Export CSV' }));
  expect(lines[0]).toBe('Name,Type,Site,Why');
  expect(lines).toHaveLength(impacted + 1);
  const firstName = (await list.locator('tbody tr').first().locator('td').first().textContent()) ?? '';
  expect(lines[1]?.startsWith(firstName)).toBe(true);
});

test('the difference view asks for a snapshot first, then lists the differences and exports them', async ({
  page,
}) => {
  test.slow();
  await openSettledMap(page, '&viewMode=difference');
  const legend = page.getByTestId('netmap-legend');
  await expect(legend.getByTestId('diff-pick')).toHaveText('Pick a snapshot to compare with');
  await expect(legend).not.toContainText(/Added \(/);
  await expect(page.getByTestId('diff-list')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Compare with snapshot' }).click();
  // The oldest snapshot, a seeded one: other specs may take snapshots of the live data, which differ in nothing.
  await page.getByRole('option').last().click();
  // The counts are those of the server's answer, which the list waits for too.
  const list = page.getByTestId('diff-list');
  await expect(list).toContainText(/Differences: \d+/, { timeout: 30_000 });
  await expect(legend).toContainText(/Added \(\d+\)/);
  const legendText = (await legend.textContent()) ?? '';
  const counted = (word: string) => Number(new RegExp(`${word} \\((\\d+)\\)`).exec(legendText)?.[1] ?? 'NaN');
  const total = counted('Added') + counted('Removed') + counted('Changed');
  expect(total).toBeGreaterThan(0);
  await expect(list).toContainText(`Differences: ${total}`);
  await expect(list.locator('tbody tr')).toHaveCount(total);
  await expect(list.locator('tbody tr').filter({ hasText: /^Added/ })).toHaveCount(counted('Added'));
  const lines = await downloadedCsv(page, list.getByRole('button', { name: 'Export CSV' }));
  expect(lines[0]).toBe('Change,Name,Type,Site');
  expect(lines).toHaveLength(total + 1);
});

test('an empty network says so and offers the next steps instead of a blank map', async ({
  page,
  request,
}) => {
  const network = await createNetwork(request, `e2e-empty-map-${uniqueSuffix()}`);
  await page.goto(`/network/?network=${network.id}&snapshot=1`);
  const empty = page.getByTestId('netmap-empty');
  await expect(empty).toContainText('This network has no devices yet', { timeout: 30_000 });
  await expect(empty.getByRole('link', { name: 'Add login devices and poll them' })).toHaveAttribute(
    'href',
    new RegExp(`^/network/data-collector/devices\\?.*network=${network.id}`),
  );
  await expect(empty.getByRole('link', { name: 'Import a snapshot' })).toHaveAttribute(
    'href',
    /^\/network\/data-collector\?/,
  );
  await expect(page.getByTestId('network-map')).toHaveCount(0);
  await expect(page.getByTestId('netmap-legend')).toHaveCount(0);
  await adminCall(request, 'DELETE', `/api/system/explorer_networks/${network.id}`);
});

test('a network whose graph fails to load says why and loads it on retry', async ({ page }) => {
  const basegraph = '**/api/explorer/graph/basegraph?*';
  await page.route(basegraph, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Graph store offline"}' }),
  );
  await page.goto('/network/?network=1&snapshot=1');
  const failed = page.getByTestId('netmap-load-failed');
  await expect(failed).toContainText('The network graph could not be loaded', { timeout: 30_000 });
  await expect(failed).toContainText('Graph store offline');
  await expect(failed).toContainText('HTTP 503');
  await page.unroute(basegraph);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('netmap-status')).toContainText('nodes', { timeout: 30_000 });
  await expect(failed).toHaveCount(0);
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width}×${viewport.height} the legend leaves the zoom controls free and the toolbar keeps one row`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    for (const mode of ['basegraph', 'connected-components', 'spanning-tree', 'impact', 'difference']) {
      await page.goto(`/network/?network=1&snapshot=1&viewMode=${mode}`);
      await expect(page.getByTestId('netmap-status')).toContainText('nodes', { timeout: 30_000 });
      if (mode === 'difference') {
        // With a snapshot picked, the legend holds its counts and the list of differences takes room below.
        await page.getByRole('combobox', { name: 'Compare with snapshot' }).click();
        await page.getByRole('option').last().click();
        await expect(page.getByTestId('diff-list')).toContainText(/Differences: \d+/, { timeout: 30_000 });
      }
      const legend = await page.getByTestId('netmap-legend-area').boundingBox();
      const zoom = await page.getByTestId('netmap-zoom-controls').boundingBox();
      if (!legend || !zoom) throw new Error(`${mode}: no legend or zoom controls`);
      expect(
        overlaps(legend, zoom),
        `${mode}: legend ${JSON.stringify(legend)}, zoom ${JSON.stringify(zoom)}`,
      ).toBe(false);
      // One row: the toolbar is no taller than its tallest control, and nothing in it is cut off.
      const toolbar = page.getByTestId('netmap-toolbar');
      const row = await toolbar.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        tallest: Math.max(...[...element.children].map((child) => child.getBoundingClientRect().height)),
        overflow: element.scrollWidth - element.clientWidth,
      }));
      expect(row.height, mode).toBeLessThanOrEqual(row.tallest + 1);
      expect(row.overflow, mode).toBeLessThanOrEqual(0);
    }
  });
}
