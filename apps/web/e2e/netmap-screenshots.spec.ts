import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import {
  centreOn,
  hoverCentre,
  labels,
  leaveMap,
  openPanel,
  openSettledMap,
  overlapping,
} from './netmap-helpers';

/**
 * The map's pictures for the user guide, at the README's size (1440×900) and the smallest supported window
 * (1024×768), on the seeded OT plant: the base graph, a crowded cabinet seen closer, the ports of a hovered
 * switch's links, and the impact view with its list. Each picture is taken once what it shows is checked.
 */

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));
test.describe.configure({ timeout: 180_000 });

/** A distribution switch of the plant, with the hosts of its control room around it. */
const DEVICE = 'pn-h1-dist-01';
/** A PLC in the plant's most crowded cabinet (Line 1-1: switches, PLCs, HMIs, I/O modules and meters). */
const CABINET_DEVICE = 'pn-h1-l1-plc-01';
const shot = (name: string) => resolve(import.meta.dirname, '../../../docs/screenshots', `${name}.png`);

/** The labels once two reads in a row agree: the frame after the camera's last move is on screen. */
async function settledLabels(page: Page) {
  let previous = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await labels(page));
      const same = now === previous;
      previous = now;
      return same;
    })
    .toBe(true);
  return labels(page);
}

const rectsOverlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  const size = `${viewport.width}`;

  test(`at ${viewport.width}×${viewport.height}: the base graph, a dense cabinet and a device's ports`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSettledMap(page, 1);
    await leaveMap(page);
    const fitted = await settledLabels(page);
    expect(fitted.filter((l) => l.kind === 'node').length).toBeGreaterThan(5);
    expect(overlapping(fitted)).toEqual([]);
    // The legend keeps clear of the zoom controls, the toolbar of its one row.
    const legend = await page.getByTestId('netmap-legend-area').boundingBox();
    const zoom = await page.getByTestId('netmap-zoom-controls').boundingBox();
    if (!legend || !zoom) throw new Error('no legend or zoom controls');
    expect(rectsOverlap(legend, zoom)).toBe(false);
    await page.screenshot({ path: shot(`netmap-base-${size}`) });

    // The cabinet: the search brings a PLC of it to the centre, close in; three steps out show the cabinet.
    await centreOn(page, CABINET_DEVICE);
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Zoom out' }).click();
    await leaveMap(page);
    const cabinet = await settledLabels(page);
    expect(cabinet.filter((l) => l.kind === 'node').length).toBeGreaterThan(3);
    expect(overlapping(cabinet)).toEqual([]);
    await page.screenshot({ path: shot(`netmap-cabinet-${size}`) });

    await centreOn(page, DEVICE);
    for (let step = 0; step < 2; step++) await page.getByRole('button', { name: 'Zoom out' }).click();
    // Hovered, the switch shows the ports of its links, in short forms, clear of the names around.
    await hoverCentre(page, DEVICE);
    await expect
      .poll(async () => (await labels(page)).filter((l) => l.hover && l.kind === 'port').length)
      .toBeGreaterThan(1);
    const hovered = await labels(page);
    const ports = hovered.filter((l) => l.hover && l.kind === 'port');
    for (const port of ports)
      expect(port.text).not.toMatch(
        /^(GigabitEthernet|FastEthernet|TenGigabitEthernet|Ethernet\d|Port-channel)/i,
      );
    const names = hovered.filter((l) => l.kind === 'node');
    for (const port of ports) expect(overlapping([port, ...names])).toEqual([]);
    await page.screenshot({ path: shot(`netmap-ports-${size}`) });
  });

  test(`at ${viewport.width}×${viewport.height}: the impact view with its list`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSettledMap(page, 1);
    await centreOn(page, DEVICE);
    const panel = await openPanel(page, DEVICE);
    await panel.getByRole('button', { name: 'Impact from here' }).click();
    const count = page.getByTestId('impact-count');
    await expect(count).toHaveText(/^Impacted: \d+ nodes?$/, { timeout: 30_000 });
    const impacted = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
    await expect(page.getByTestId('impact-list').locator('tbody tr')).toHaveCount(impacted);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Fit' }).click();
    await leaveMap(page);
    const shown = await settledLabels(page);
    expect(overlapping(shown)).toEqual([]);
    await page.screenshot({ path: shot(`netmap-impact-${size}`) });
  });
}
