import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { tokenOf } from './api';

/**
 * The assessment report of spec §2 on network 3 ('Test Lab'). Other specs share the server, so the expected
 * order is read from the API at the same moment, and the writes here touch only a device this spec creates.
 */
const LAB = 3;
/** The machine running the suite is shared and busy: the first answer of a page may take a while. */
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });
const REPORT = `/network/analytics/configuration-check?network=${LAB}&snapshot=1`;

type Check = { type: string; title: string; tags: string[]; long_description: string | null };
type Evidence = {
  device_id: string;
  config_id: number | null;
  file: string | null;
  lines: { line: number | null; text: string }[];
};
type DeviceResult = {
  device_id: string;
  device_name: string;
  results: { severity: string; message: string; evidence?: Evidence[]; change?: 'new' | 'unchanged' }[];
};
type Report = {
  created: number | null;
  descriptions: Check[];
  results: Record<string, DeviceResult[]>;
  diff?: {
    snapshot_id: number;
    snapshot_name: string;
    counts: { new: number; unchanged: number; fixed: number };
    fixed: Record<string, DeviceResult[]>;
  };
};

async function authHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
}

async function readReport(request: APIRequestContext, query = ''): Promise<Report> {
  const answer = await request.get(
    `/api/analytics/assessment/configuration/assessments?explorer_network_id=${LAB}&snapshot_id=1&type=any${query}`,
    { headers: await authHeaders(request) },
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Report }).data;
}

const hasFindings = (report: Report, check: Check) =>
  (report.results[check.type] ?? []).some((device) => device.results.length > 0);

/** Runs the assessment through the API and waits until the run has ended. */
async function runAndWait(request: APIRequestContext) {
  const headers = await authHeaders(request);
  const run = await request.post(
    `/api/analytics/assessment/configuration/run_assessment?explorer_network_id=${LAB}`,
    { headers },
  );
  expect(run.status()).toBe(202);
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/analytics/assessment/configuration/run_status?explorer_network_id=${LAB}`,
          { headers },
        );
        return ((await answer.json()) as { data: { running: boolean } }).data.running;
      },
      { timeout: 20_000 },
    )
    .toBe(false);
}

const cardTitles = (page: Page, list: string) =>
  page.getByTestId(list).getByTestId('check-card').getByTestId('check-title').allTextContents();

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

test.describe('assessment report', () => {
  test.use({ storageState: storageStatePath('admin') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('shows the findings first, the divider, then the passing checks, with the intro and date', async ({
    page,
    request,
  }) => {
    await page.goto(REPORT);
    await expect(page.getByRole('heading', { level: 2, name: 'Config & Operational Checks' })).toBeVisible();
    await expect(page.getByTestId('assessment-intro')).toBeVisible();
    const today = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    await expect(page.getByTestId('report-date')).toHaveText(today);
    await expect(page.getByText('Filter by tags', { exact: true })).toBeVisible();
    await expect(page.getByTestId('check-card').first()).toBeVisible(LOAD);

    const report = await readReport(request);
    const expectedWith = report.descriptions.filter((c) => hasFindings(report, c)).map((c) => c.title);
    const expectedWithout = report.descriptions.filter((c) => !hasFindings(report, c)).map((c) => c.title);
    expect(expectedWith.length).toBeGreaterThan(0);
    expect(expectedWithout.length).toBeGreaterThan(0);
    expect(await cardTitles(page, 'checks-with-findings')).toEqual(expectedWith);
    expect(await cardTitles(page, 'checks-without-issues')).toEqual(expectedWithout);

    const divider = page.getByTestId('checks-divider');
    await expect(divider).toHaveText('Checks without Issues');
    const lastFinding = await page
      .getByTestId('checks-with-findings')
      .getByTestId('check-card')
      .last()
      .boundingBox();
    const dividerBox = await divider.boundingBox();
    const firstPassing = await page
      .getByTestId('checks-without-issues')
      .getByTestId('check-card')
      .first()
      .boundingBox();
    expect(lastFinding && dividerBox && firstPassing).toBeTruthy();
    if (lastFinding && dividerBox && firstPassing) {
      expect(dividerBox.y).toBeGreaterThan(lastFinding.y);
      expect(firstPassing.y).toBeGreaterThan(dividerBox.y);
    }

    // The seeded lab router allows Telnet; its finding reads as the engine words it.
    const telnet = card(page, 'Telnet enabled');
    await expect(telnet.getByText('Management access over unencrypted Telnet')).toBeVisible();
    await expect(telnet.getByText('NetDevice', { exact: true })).toBeVisible();
    await expect(telnet.getByText('Security', { exact: true })).toBeVisible();
    await expand(page, 'Telnet enabled');
    await expect(telnet.getByRole('link', { name: 'lab-rtr-01', exact: true })).toBeVisible();
    await expect(telnet.getByText("Telnet is allowed: 'set telnet disabled=no'")).toBeVisible();
  });

  test('expanding a check shows Background, Suggested Action, the snippet and the findings per device', async ({
    page,
    request,
  }) => {
    const report = await readReport(request);
    const devices = report.results.telnet_enabled ?? [];
    const first = devices[0];
    if (!first) throw new Error('the lab has a Telnet finding');
    await page.goto(REPORT);
    await expect(page.getByTestId('check-card').first()).toBeVisible(LOAD);
    await expand(page, 'Telnet enabled');
    const telnet = card(page, 'Telnet enabled');
    await expect(telnet.locator('[data-section="Background"]')).toContainText('Background');
    await expect(telnet.locator('[data-section="Background"]')).toContainText(
      'Telnet sends credentials and session data in clear text.',
    );
    await expect(telnet.locator('[data-section="Suggested Action"]')).toContainText(
      'Disable Telnet on all VTY lines and allow SSH version 2 only.',
    );
    await expect(telnet.locator('[data-section="Configuration Snippet"]')).toBeVisible();
    await expect(telnet.getByTestId('config-snippet')).toHaveText(
      'line vty 0 15\n transport input ssh\nip ssh version 2',
    );
    await expect(telnet.getByRole('button', { name: 'Copy snippet' })).toBeVisible();
    const block = telnet.getByTestId('device-findings').filter({ hasText: first.device_name });
    await expect(block.getByTestId('device-finding-count')).toHaveText(String(first.results.length));
    await expect(block.getByRole('columnheader', { name: 'Severity' })).toBeVisible();
    await expect(block.getByRole('columnheader', { name: 'Issue' })).toBeVisible();
    const link = block.getByRole('link', { name: first.device_name, exact: true });
    await expect(link).toHaveAttribute('href', new RegExp(`/network/inventory/device/${first.device_id}\\?`));
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === `/network/inventory/device/${first.device_id}`);
    // The device opens on its findings.
    await expect(page.getByRole('tab', { name: 'Assessment findings', selected: true })).toBeVisible();
  });

  test("'No issue found' and the background fallback appear where they should", async ({ page, request }) => {
    const report = await readReport(request);
    const passingWithout = report.descriptions.find(
      (c) => !hasFindings(report, c) && c.long_description === null,
    );
    const failingWith = report.descriptions.find(
      (c) => hasFindings(report, c) && c.long_description !== null,
    );
    if (!passingWithout || !failingWith) throw new Error('the lab has both kinds of checks');
    await page.goto(REPORT);
    await expect(page.getByTestId('check-card').first()).toBeVisible(LOAD);
    await expand(page, passingWithout.title);
    const passing = card(page, passingWithout.title);
    await expect(passing.locator('[data-section="Background"]')).toContainText(
      'No additional background information available.',
    );
    await expect(passing.locator('[data-section="Findings"]')).toContainText('No issue found');
    await expand(page, failingWith.title);
    const failing = card(page, failingWith.title);
    await expect(failing.getByText('No issue found')).toHaveCount(0);
    await expect(failing.getByText('No additional background information available.')).toHaveCount(0);
    await expect(failing.getByTestId('device-findings').first()).toBeVisible();
  });

  test('filtering by tags narrows the list to checks carrying them', async ({ page, request }) => {
    const report = await readReport(request);
    const suspicious = report.descriptions.filter((c) => c.tags.includes('Suspicious')).map((c) => c.title);
    expect(suspicious.length).toBeGreaterThan(0);
    expect(suspicious.length).toBeLessThan(report.descriptions.length);
    await page.goto(REPORT);
    await expect(page.getByTestId('check-card')).toHaveCount(report.descriptions.length, LOAD);
    await page.getByRole('combobox', { name: 'Filter by tags' }).click();
    await page.getByRole('option', { name: 'Suspicious', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('check-card')).toHaveCount(suspicious.length);
    const shown = await page.getByTestId('check-card').getByTestId('check-title').allTextContents();
    expect([...shown].sort()).toEqual([...suspicious].sort());
    for (const title of shown)
      await expect(card(page, title).getByText('Suspicious', { exact: true })).toBeVisible();
  });

  test('exports the findings as CSV', async ({ page, request }) => {
    const report = await readReport(request);
    const findings = Object.values(report.results).reduce(
      (sum, devices) => sum + devices.reduce((n, d) => n + d.results.length, 0),
      0,
    );
    await page.goto(REPORT);
    await expect(page.getByTestId('check-card').first()).toBeVisible(LOAD);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export findings (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^assessment-findings-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    // The product's one CSV writer: a BOM for spreadsheet tools, CRLF line ends.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Check,Check type,Category,Tags,Device,Device id,Severity,Issue,Interface');
    expect(lines).toHaveLength(findings + 1);
  });

  test('a re-run after a config change through the API changes the findings', async ({ page, request }) => {
    const headers = await authHeaders(request);
    const name = `e2e-assess-${Date.now().toString(36)}`;
    const created = await request.post(`/api/explorer/devices?explorer_network_id=${LAB}`, {
      headers,
      data: { name, ip_address: '10.250.77.1', version: { vendor: 'cisco', model: 'C9300' } },
    });
    expect(created.status()).toBe(201);
    const deviceId = ((await created.json()) as { data: { data: { id: string } } }).data.data.id;
    // A stored run first, so that the report answers recorded findings until the next run.
    await runAndWait(request);
    const config = [
      `hostname ${name}`,
      'service timestamps log datetime',
      'version 17.9',
      'snmp-server community public RW',
      'line vty 0 4',
      ' transport input telnet ssh',
      '',
    ].join('\n');
    const upload = await request.post(
      `/api/explorer/devices/configs?explorer_network_id=${LAB}&device_id=${deviceId}`,
      {
        headers,
        multipart: {
          upload_file: { name: `${name}.cfg`, mimeType: 'text/plain', buffer: Buffer.from(config) },
        },
      },
    );
    expect(upload.status()).toBe(201);

    await page.goto(REPORT);
    await expect(page.getByTestId('check-card').first()).toBeVisible(LOAD);
    await expand(page, 'Telnet enabled');
    const telnet = card(page, 'Telnet enabled');
    await expect(telnet.getByTestId('device-findings').first()).toBeVisible();
    await expect(telnet.getByRole('link', { name, exact: true })).toHaveCount(0);
    const lastRun = await page.getByTestId('last-run').textContent();

    await page.getByRole('button', { name: 'Run assessment' }).click();
    await expect(telnet.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(telnet.getByTestId('device-findings').filter({ hasText: name })).toContainText(
      "Telnet is allowed: 'transport input telnet ssh'",
    );
    await expand(page, 'SNMP default community');
    await expect(
      card(page, 'SNMP default community').getByTestId('device-findings').filter({ hasText: name }),
    ).toContainText("SNMP community 'public' has read-write access");
    await expect(page.getByTestId('last-run')).not.toHaveText(lastRun ?? '');
    await expect(page.getByRole('button', { name: 'Run assessment' })).toBeEnabled();
  });
});

test.describe('assessment evidence and differential', () => {
  test.use({ storageState: storageStatePath('admin') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('each finding shows the configuration lines that prove it, and opens the configuration at that line', async ({
    page,
    request,
  }) => {
    const report = await readReport(request);
    const router = (report.results.telnet_enabled ?? []).find((d) => d.device_name === 'lab-rtr-01');
    const evidence = router?.results[0]?.evidence?.[0];
    const line = evidence?.lines[0];
    if (!router || !evidence || !line?.line || evidence.config_id === null)
      throw new Error('lab-rtr-01 allows Telnet');
    expect(line.text).toBe('set telnet disabled=no');

    await page.goto(REPORT);
    await expect(page.getByTestId('check-card').first()).toBeVisible(LOAD);
    await expand(page, 'Telnet enabled');
    const block = card(page, 'Telnet enabled')
      .getByTestId('device-findings')
      .filter({ hasText: 'lab-rtr-01' });
    await expect(block.getByTestId('evidence-lines')).toContainText(`${line.line}  set telnet disabled=no`);
    const link = block.getByTestId('evidence-link');
    await expect(link).toHaveText(`${evidence.file}, line ${line.line}`);
    await link.click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `/network/inventory/device/${router.device_id}` &&
        url.searchParams.get('tab') === 'configs' &&
        url.searchParams.get('config') === String(evidence.config_id) &&
        url.searchParams.get('line') === String(line.line),
    );
    const focused = page.getByTestId('config-viewer').locator('[data-focused]');
    await expect(focused).toHaveAttribute('data-line', String(line.line), LOAD);
    await expect(focused).toContainText('set telnet disabled=no');
    await expect(focused).toBeInViewport();
  });

  test('compares the findings with a snapshot: new and unchanged findings, and the fixed ones', async ({
    page,
    request,
  }) => {
    const headers = await authHeaders(request);
    const listed = await request.get(`/api/system/snapshots?explorer_network_id=${LAB}`, { headers });
    const snapshots = ((await listed.json()) as { data: { id: number; name: string }[] }).data.filter(
      (s) => s.id !== 1,
    );
    // The oldest seeded snapshot predates the lab's newer configuration versions: its findings differ.
    const oldest = snapshots.sort((a, b) => a.id - b.id)[0];
    if (!oldest) throw new Error('the lab has snapshots');
    const report = await readReport(request, `&diff_snapshot_id=${oldest.id}`);
    const diff = report.diff;
    if (!diff) throw new Error('the report is compared');
    expect(diff.counts.new + diff.counts.fixed).toBeGreaterThan(0);

    await page.goto(REPORT);
    await expect(page.getByTestId('check-card').first()).toBeVisible(LOAD);
    await expect(page.getByTestId('diff-summary')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Compare with snapshot' }).click();
    await page.getByRole('option', { name: new RegExp(`^${oldest.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`diffSnapshot=${oldest.id}`));
    await expect(page.getByTestId('diff-summary')).toHaveText(
      `Since ${diff.snapshot_name}: ${diff.counts.new} new, ${diff.counts.fixed} fixed, ${diff.counts.unchanged} unchanged`,
      LOAD,
    );
    const withNew = report.descriptions.find((c) =>
      (report.results[c.type] ?? []).some((d) => d.results.some((f) => f.change === 'new')),
    );
    if (withNew) {
      const device = (report.results[withNew.type] ?? []).find((d) =>
        d.results.some((f) => f.change === 'new'),
      );
      await expand(page, withNew.title);
      const block = card(page, withNew.title)
        .getByTestId('device-findings')
        .filter({ hasText: device?.device_name ?? '' });
      await expect(block.getByTestId('finding-change').filter({ hasText: 'New' }).first()).toBeVisible();
    }
    const withFixed = report.descriptions.find((c) => (diff.fixed[c.type] ?? []).length > 0);
    if (withFixed) {
      const gone = diff.fixed[withFixed.type]?.[0];
      await expand(page, withFixed.title);
      const fixed = card(page, withFixed.title).locator('[data-section="Fixed"]');
      await expect(fixed).toContainText(gone?.results[0]?.message ?? '');
      // A fixed finding's device and lines are the compared snapshot's.
      await expect(
        fixed.getByRole('link', { name: gone?.device_name ?? '', exact: true }).first(),
      ).toHaveAttribute('href', new RegExp(`snapshot=${oldest.id}`));
    }
    expect(withNew ?? withFixed).toBeTruthy();
  });
});

test.describe('assessment as reader', () => {
  test.use({ storageState: storageStatePath('reader') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('a reader reads the report but cannot run the assessment', async ({ page, request }) => {
    await page.goto(REPORT);
    await expect(page.getByTestId('check-card').first()).toBeVisible(LOAD);
    await expect(page.getByRole('button', { name: 'Run assessment' })).toBeDisabled();
    const token = await tokenOf(request, 'reader');
    const refused = await request.post(
      `/api/analytics/assessment/configuration/run_assessment?explorer_network_id=${LAB}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(refused.status()).toBe(403);
  });
});

test.describe('assessment index and check lists', () => {
  test.use({ storageState: storageStatePath('admin') });
  test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));

  test('the index shows the severity summary, the interface checks and the analytics charts', async ({
    page,
    request,
  }) => {
    await page.goto(`/network/analytics/assessment?network=${LAB}&snapshot=1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Assessment' })).toBeVisible();
    const report = await readReport(request);
    const findings = Object.values(report.results).reduce(
      (sum, devices) => sum + devices.reduce((n, d) => n + d.results.length, 0),
      0,
    );
    await expect(page.getByTestId('summary-findings')).toHaveText(
      `${findings} ${findings === 1 ? 'finding' : 'findings'}`,
      LOAD,
    );
    for (const title of [
      'Devices by status',
      'Devices by vendor',
      'Ports per VLAN',
      'Hosts per VLAN',
      'Hosts by vendor',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(`^${title}`) })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Half Duplex' }).click();
    await expect(page).toHaveURL(/\/analytics\/assessment\/interfaces-checks\/half-duplex/);
  });

  test('interface checks list the findings of each check as a sortable table', async ({ page, request }) => {
    await page.goto(`/network/analytics/assessment/interfaces-checks?network=${LAB}&snapshot=1`);
    await expect(page).toHaveURL(/\/interfaces-checks\/half-duplex\?/);
    await expect(page.getByRole('heading', { level: 2, name: 'Half Duplex' })).toBeVisible();
    const report = await readReport(request);
    for (const [segment, type, heading] of [
      ['half-duplex', 'half_duplex', 'Half Duplex'],
      ['err-disabled', 'err_disabled', 'Err-Disabled'],
      ['mac', 'too_many_macs', 'MAC'],
    ] as const) {
      await page.goto(`/network/analytics/assessment/interfaces-checks/${segment}?network=${LAB}&snapshot=1`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      const count = (report.results[type] ?? []).reduce((n, d) => n + d.results.length, 0);
      await expect(page.getByText(`${count} ${count === 1 ? 'row' : 'rows'}`, { exact: true })).toBeVisible(
        LOAD,
      );
    }
  });

  test('operational checks list every operational finding', async ({ page, request }) => {
    const report = await readReport(request);
    const operational = new Set(
      (report.descriptions as (Check & { category: string })[])
        .filter((c) => c.category === 'operational')
        .map((c) => c.type),
    );
    const count = Object.entries(report.results)
      .filter(([type]) => operational.has(type))
      .reduce((sum, [, devices]) => sum + devices.reduce((n, d) => n + d.results.length, 0), 0);
    await page.goto(`/network/analytics/operational-check?network=${LAB}&snapshot=1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Operational Checks' })).toBeVisible();
    await expect(page.getByText(`${count} ${count === 1 ? 'row' : 'rows'}`, { exact: true })).toBeVisible(
      LOAD,
    );
    await page.getByRole('button', { name: 'Device', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: /^Device/ }).first()).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page).toHaveURL(/sort=/);
  });
});
