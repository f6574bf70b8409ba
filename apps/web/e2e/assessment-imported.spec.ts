import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { createNetwork } from './admin-helpers';
import { createSnapshot, tokenOf } from './api';

/**
 * The assessment of an imported network: Batfish's example network (13 IOS routers) imported into a network
 * of its own, then one router's configuration edited. The report shows each finding's configuration lines, and
 * compared with the snapshot taken before the edit, the new and the fixed findings.
 */

const FIXTURE = resolve(import.meta.dirname, '../../../../shared/fixtures/batfish-example');
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

type Finding = {
  message: string;
  change?: string;
  evidence?: { device_name: string; file: string | null; lines: { line: number | null; text: string }[] }[];
};
type Row = { device_id: string; device_name: string; results: Finding[] };
type Report = {
  results: Record<string, Row[]>;
  diff?: {
    snapshot_name: string;
    counts: { new: number; unchanged: number; fixed: number };
    fixed: Record<string, Row[]>;
  };
};

async function headers(request: APIRequestContext) {
  return { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
}

/** The example's `configs/` folder as a .tgz, made with Debian's tar. */
function batfishArchive(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'lne-batfish-'));
  try {
    const file = join(dir, 'batfish-example.tgz');
    execFileSync('tar', ['czf', file, '-C', FIXTURE, 'configs']);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitForParser(request: APIRequestContext, network: number) {
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/collectors/parser_run_status?explorer_network_id=${network}`, {
          headers: await headers(request),
        });
        const data = ((await answer.json()) as { data: { running: boolean; task: { state: string } | null } })
          .data;
        return data.running ? 'running' : (data.task?.state ?? 'none');
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('SUCCESS');
}

async function report(request: APIRequestContext, network: number, query = ''): Promise<Report> {
  const answer = await request.get(
    `/api/analytics/assessment/configuration/assessments?explorer_network_id=${network}&snapshot_id=1&type=any${query}`,
    { headers: await headers(request) },
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Report }).data;
}

const card = (page: Page, title: string) =>
  page
    .getByTestId('check-card')
    .filter({ has: page.getByTestId('check-title').getByText(title, { exact: true }) });

async function expand(page: Page, title: string) {
  const control = card(page, title).getByRole('button').first();
  // Opens the check; one already open (a second look at the same check) stays open.
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
}

test.describe('assessment of an imported network', () => {
  test.use({ storageState: storageStatePath('admin') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('shows the configuration lines of each finding, and what an edit fixed and broke since a snapshot', async ({
    page,
    request,
  }) => {
    const network = await createNetwork(request, `e2e-batfish-${Date.now().toString(36)}`);
    const imported = await request.post(`/api/collectors/import?explorer_network_id=${network.id}`, {
      headers: await headers(request),
      multipart: {
        upload_file: { name: 'batfish-example.tgz', mimeType: 'application/gzip', buffer: batfishArchive() },
      },
    });
    expect(imported.status()).toBe(202);
    await waitForParser(request, network.id);
    const snapshot = await createSnapshot(request, network.id, 'before-edit');

    // as2core2 gets the route map it used without defining, and the plain HTTP server.
    const before = await report(request, network.id);
    const core = (before.results.undefined_reference ?? []).find((r) => r.device_name === 'as2core2');
    if (!core) throw new Error('as2core2 uses a route map it does not define');
    const history = await request.get(
      `/api/explorer/devices/${core.device_id}/configs?explorer_network_id=${network.id}&snapshot_id=1`,
      { headers: await headers(request) },
    );
    const text = ((await history.json()) as { data: { config: { text: string } } }).data.config.text;
    const edited = text.replace(/\nend\s*$/, '\nip http server\nroute-map filter-bogons deny 10\nend\n');
    const upload = await request.post(
      `/api/explorer/devices/configs?explorer_network_id=${network.id}&device_id=${core.device_id}`,
      {
        headers: await headers(request),
        multipart: {
          upload_file: { name: 'as2core2.cfg', mimeType: 'text/plain', buffer: Buffer.from(edited) },
        },
      },
    );
    expect(upload.status()).toBe(201);

    const compared = await report(request, network.id, `&diff_snapshot_id=${snapshot.id}`);
    expect(compared.diff?.counts.new).toBeGreaterThan(0);
    expect(compared.diff?.counts.fixed).toBeGreaterThan(0);

    await page.goto(
      `/network/analytics/configuration-check?network=${network.id}&snapshot=1&diffSnapshot=${snapshot.id}`,
    );
    await expect(page.getByTestId('diff-summary')).toHaveText(
      `Since before-edit: ${compared.diff?.counts.new} new, ${compared.diff?.counts.fixed} fixed, ${compared.diff?.counts.unchanged} unchanged`,
      LOAD,
    );

    // The duplicate loopback address, with the line of each router that holds it.
    await expand(page, 'Duplicate IP addresses');
    const duplicate = card(page, 'Duplicate IP addresses')
      .getByTestId('device-findings')
      .filter({ has: page.getByRole('link', { name: 'as2border2', exact: true }) });
    await expect(duplicate.getByTestId('finding-message')).toHaveText(
      '2.1.1.2 is also used by as2dept1 (Loopback0)',
    );
    const lines = duplicate.getByTestId('evidence-lines');
    await expect(lines.nth(0)).toHaveText(/^\s*54\s+ip address 2\.1\.1\.2 255\.255\.255\.255$/);
    await expect(lines.nth(1)).toHaveText(/^\s*52\s+ip address 2\.1\.1\.2 255\.255\.255\.255$/);
    await expect(duplicate.getByTestId('finding-change')).toHaveText('Unchanged');

    // The edit: plain HTTP is new, the undefined route map is fixed.
    await expand(page, 'HTTP management enabled');
    const http = card(page, 'HTTP management enabled')
      .getByTestId('device-findings')
      .filter({ has: page.getByRole('link', { name: 'as2core2', exact: true }) });
    await expect(http.getByTestId('finding-change')).toHaveText('New');
    await expect(http.getByTestId('evidence-lines')).toContainText('ip http server');
    await expand(page, 'Undefined references');
    const fixed = card(page, 'Undefined references').locator('[data-section="Fixed"]');
    await expect(fixed).toContainText("Route map 'filter-bogons' is used but not defined");

    // The evidence opens the imported configuration at the line.
    await http.getByTestId('evidence-link').click();
    const focused = page.getByTestId('config-viewer').locator('[data-focused]');
    await expect(focused).toContainText('ip http server', LOAD);
  });
});
