import { resolve } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { type SnapshotRow, tokenOf } from './api';
import { clickFirstResult, openSettledMap } from './netmap-helpers';

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

type Element = { data: { id: string; node_type?: string; source?: string; target?: string } };
type GraphAnswer = { data: { graph: { elements: { nodes: Element[]; edges: Element[] } } } };

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await tokenOf(request, 'admin');
  const answer = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()}`);
  return (await answer.json()) as T;
}

/** Nodes and edges the map draws: groups are boxes, not nodes. */
async function baseGraphCounts(request: APIRequestContext, network: number) {
  const answer = await apiGet<GraphAnswer>(
    request,
    `/api/explorer/graph/basegraph?explorer_network_id=${network}&snapshot_id=1&data_type=all`,
  );
  const nodes = answer.data.graph.elements.nodes.filter((n) => n.data.node_type !== 'group');
  const ids = new Set(nodes.map((n) => n.data.id));
  const edges = answer.data.graph.elements.edges.filter(
    (e) => ids.has(e.data.source ?? '') && ids.has(e.data.target ?? ''),
  );
  return { nodes: nodes.length, edges: edges.length };
}

const status = (page: Page) => page.getByTestId('netmap-status');

test('the map renders with the API counts in its status line, and a screenshot of it', async ({
  page,
  request,
}) => {
  const counts = await baseGraphCounts(request, 1);
  // The size of the README's other screenshots.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/network/?network=1&snapshot=1');
  await expect(page.getByTestId('network-map').locator('canvas').first()).toBeVisible();
  await expect(status(page)).toHaveText(`${counts.nodes} nodes · ${counts.edges} edges`);
  await expect(page.getByTestId('netmap-legend')).toContainText('Switch');
  // Let the layout settle before the picture.
  await expect(page.getByTestId('layout-status')).not.toContainText('running', { timeout: 20_000 });
  await page.screenshot({ path: resolve(import.meta.dirname, '../../../docs/screenshots/netmap.png') });
});

test('a search updates the URL, and its deep link reproduces the highlighted count', async ({ page }) => {
  await page.goto('/network/?network=1&snapshot=1');
  await expect(status(page)).toContainText('nodes');
  await page.getByLabel('Search').fill('siemens');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('siemens');
  const results = page.getByTestId('search-results');
  await expect(results).toHaveText(/^\d+ results?$/);
  const found = await results.textContent();
  expect(found).not.toBe('No results');

  await page.goto('/network/?network=1&snapshot=1&search=siemens&dataType=All&viewMode=basegraph');
  await expect(page.getByLabel('Search')).toHaveValue('siemens');
  await expect(page.getByTestId('search-results')).toHaveText(found ?? '');
});

test('a JSON query with a syntax error shows where it is', async ({ page }) => {
  await page.goto(`/network/?network=1&snapshot=1&search=${encodeURIComponent('{"vendor" "cisco"}')}`);
  // The query is checked against the loaded graph: wait for the map first, which takes long on a busy machine.
  await expect(status(page)).toContainText('nodes', { timeout: 30_000 });
  await expect(page.getByText('Line 1, column 11')).toBeVisible();
  await expect(page.getByTestId('query-error-place')).toContainText('{"vendor" ▲"cisco"}');
});

test('connected components list their sizes, and the difference view its legend', async ({
  page,
  request,
}) => {
  await page.goto('/network/?network=1&snapshot=1&viewMode=connected-components');
  await expect(page.getByTestId('netmap-legend')).toContainText(/Component 1 \(\d+ nodes?\)/, {
    // The view is computed by the server after the base graph: room for a busy machine.
    timeout: 30_000,
  });

  const snapshots = await apiGet<{ data: SnapshotRow[] }>(
    request,
    '/api/system/snapshots?explorer_network_id=1',
  );
  const older = snapshots.data.find((s) => s.id !== 1);
  if (!older) throw new Error('the seeded network has no historical snapshot');
  await page.getByRole('combobox', { name: 'View mode' }).click();
  await page.getByRole('option', { name: 'Difference' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('viewMode')).toBe('difference');
  await page.getByRole('combobox', { name: 'Compare with snapshot' }).click();
  await page.getByRole('option').first().click();
  const legend = page.getByTestId('netmap-legend');
  await expect(legend).toContainText(/Added \(\d+\)/);
  await expect(legend).toContainText(/Removed \(\d+\)/);
  await expect(legend).toContainText(/Changed \(\d+\)/);
});

test('a node click opens its panel and Escape closes it', async ({ page }) => {
  await openSettledMap(page, 1);
  // The first search result is focused; click the centre of the map where the map put it.
  const panel = page.getByTestId('node-panel');
  await clickFirstResult(page, 'core', () => expect(panel).toBeVisible({ timeout: 2_000 }));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('in a historical snapshot the layout cannot be saved', async ({ page, request }) => {
  const snapshots = await apiGet<{ data: SnapshotRow[] }>(
    request,
    '/api/system/snapshots?explorer_network_id=1',
  );
  const older = snapshots.data.find((s) => s.id !== 1);
  if (!older) throw new Error('the seeded network has no historical snapshot');
  await page.goto(`/network/?network=1&snapshot=1`);
  await expect(page.getByRole('button', { name: 'Save layout' })).toBeEnabled();
  await page.goto(`/network/?network=1&snapshot=${older.id}`);
  await expect(status(page)).toContainText('nodes');
  await expect(page.getByRole('button', { name: 'Save layout' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reset layout' })).toBeDisabled();
});

test('impact: a picked node is analysed and the impacted nodes are counted', async ({ page }) => {
  await openSettledMap(page, 1, '&viewMode=impact');
  await clickFirstResult(page, 'dist-01', () =>
    expect(page.getByText('1 picked')).toBeVisible({ timeout: 2_000 }),
  );
  await page.getByRole('button', { name: 'Analyse impact' }).click();
  await expect(page.getByTestId('impact-count')).toHaveText(/^Impacted: \d+ nodes?$/);
  await expect(page.getByTestId('netmap-legend')).toContainText('Impacted');
});

test('a saved layout is shown at once after a reload, and reset lays the map out again', async ({ page }) => {
  // Two layouts, a save and a reload: more than the default budget when the machine is busy.
  test.slow();
  await page.goto('/network/?network=2&snapshot=1');
  await expect(page.getByTestId('layout-status')).not.toContainText('running', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText('Layout saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('layout-status')).toHaveText('Saved layout', { timeout: 30_000 });
  // A reset asks first: cancelling keeps the saved layout.
  await page.getByRole('button', { name: 'Reset layout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset layout?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('layout-status')).toHaveText('Saved layout');
  await page.getByRole('button', { name: 'Reset layout' }).click();
  await confirm.getByRole('button', { name: 'Reset layout' }).click();
  await expect(page.getByText('Layout reset')).toBeVisible();
  await expect(page.getByTestId('layout-status')).not.toHaveText('Saved layout');
});

test('the spanning tree view picks a protocol and an instance and marks the root bridge', async ({
  page,
}) => {
  const answer = page.waitForResponse((r) => r.url().includes('/api/explorer/graph/spanning-tree'));
  await page.goto('/network/?network=1&snapshot=1&viewMode=spanning-tree');
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('combobox', { name: 'Protocol' })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Instance' })).not.toHaveValue('');
  await expect(page.getByTestId('netmap-legend')).toContainText('Root bridge');
  await expect(page.getByTestId('netmap-legend')).toContainText('Blocking');
});
