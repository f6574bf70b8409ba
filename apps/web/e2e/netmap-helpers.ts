import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the map's tests read of the map: it draws on canvases, and lists the labels it placed, visually hidden,
 * in `.netmap-labels` (kind, owner, end and screen position of each); the search brings a device to the centre
 * of the map, where the pointer finds it.
 */

export const mapOf = (page: Page) => page.getByTestId('network-map');
export const tooltipOf = (page: Page) => mapOf(page).locator('.netmap-tooltip');

/** Opens the map of a network and waits for its layout: nodes move while it runs. */
export async function openSettledMap(page: Page, network: number, query = '') {
  await page.goto(`/network/?network=${network}&snapshot=1${query}`);
  await expect(page.getByTestId('netmap-status')).toContainText('nodes', { timeout: 30_000 });
  await expect(page.getByTestId('layout-status')).not.toContainText('running', { timeout: 60_000 });
}

export async function mapCentre(page: Page) {
  const box = await mapOf(page).boundingBox();
  if (!box) throw new Error('no map');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export async function centreOn(page: Page, name: string) {
  await page.getByLabel('Search').fill(name);
  await expect(page.getByTestId('search-results')).toHaveText('1 result');
  await page.getByLabel('Next result').click();
  // The search dims what it does not match, and dimmed links carry no port labels: the camera stays.
  await page.getByLabel('Search').fill('');
  await expect(page.getByTestId('search-results')).toHaveCount(0);
}

/**
 * Brings the first device the search finds for `query` to the centre of the map and clicks it there, until
 * `clicked` holds: the camera may fly to where the device was just before the layout's last positions came.
 */
export async function clickFirstResult(page: Page, query: string, clicked: () => Promise<void>) {
  const centre = await mapCentre(page);
  await expect(async () => {
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Search').fill(query);
    await expect(page.getByTestId('search-results')).toHaveText(/result/);
    await page.getByLabel('Next result').click();
    // The camera's flight to the result.
    await page.waitForTimeout(700);
    await page.mouse.click(centre.x, centre.y);
    await clicked();
  }).toPass({ timeout: 30_000 });
}

/** Points at the centre of the map (where `centreOn` put a device) until its tooltip shows. */
export async function hoverCentre(page: Page, name: string) {
  const centre = await mapCentre(page);
  await expect(async () => {
    await page.mouse.move(centre.x - 200, centre.y - 150);
    await page.mouse.move(centre.x, centre.y);
    await expect(tooltipOf(page)).toContainText(name, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** The pointer off the map: no hover, so only the frame's labels are listed. */
export async function leaveMap(page: Page) {
  await page.getByTestId('netmap-toolbar').hover();
  await expect(tooltipOf(page)).toBeHidden();
}

/** A label the map placed: its text, what it belongs to, and its box on screen (CSS pixels of the map). */
export type Label = {
  kind: string;
  owner: string;
  end: string | undefined;
  hover: boolean;
  text: string;
  box: { x: number; y: number; width: number; height: number };
  /** A port label's link on screen, from the centre of its end's device to the other's. */
  line?: { x1: number; y1: number; x2: number; y2: number };
};

/**
 * The labels the map lists, each with the box its text takes in the map's label font (12 px names on a 4 px
 * margin, 10 px port and link labels on a 6 px pill), as the map paints them, and a port label's link.
 */
export async function labels(page: Page): Promise<Label[]> {
  return mapOf(page)
    .locator('.netmap-labels li')
    .evaluateAll((items) => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      return items.map((item) => {
        const element = item as HTMLElement;
        const kind = element.dataset.kind ?? '';
        const node = kind === 'node';
        context.font = `${node ? 12 : 10}px system-ui, sans-serif`;
        const text = element.textContent ?? '';
        const [x1, y1, x2, y2] = (element.dataset.line ?? '').split(' ').map(Number);
        const line =
          x1 !== undefined && y1 !== undefined && x2 !== undefined && y2 !== undefined && element.dataset.line
            ? { x1, y1, x2, y2 }
            : undefined;
        return {
          kind,
          owner: element.dataset.owner ?? '',
          end: element.dataset.end,
          hover: element.dataset.hover === 'true',
          text,
          box: {
            x: Number(element.dataset.x),
            y: Number(element.dataset.y),
            width: context.measureText(text).width + (node ? 4 : 6),
            height: node ? 16 : 14,
          },
          ...(line ? { line } : {}),
        };
      });
    });
}

/** The texts of the port labels at each end of an edge, among labels. */
export function portsShown(all: readonly Label[], edge: string, hover: boolean) {
  const at = (end: string) =>
    all.find((l) => l.kind === 'port' && l.owner === edge && l.end === end && l.hover === hover)?.text;
  return { source: at('source'), target: at('target') };
}

/** Pairs of labels whose boxes overlap (by more than the pixel the listed positions are rounded to). */
export function overlapping(all: readonly Label[]): string[] {
  const found: string[] = [];
  const inset = (b: Label['box']) => ({ x: b.x + 1, y: b.y + 1, width: b.width - 2, height: b.height - 2 });
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = inset((all[i] as Label).box);
      const b = inset((all[j] as Label).box);
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
        found.push(`${all[i]?.text} × ${all[j]?.text}`);
    }
  }
  return found;
}

/** Clicks the device at the centre of the map until its side panel opens. */
export async function openPanel(page: Page, name: string): Promise<Locator> {
  const panel = page.getByTestId('node-panel');
  await hoverCentre(page, name);
  const centre = await mapCentre(page);
  await expect(async () => {
    await page.mouse.click(centre.x, centre.y);
    await expect(panel.getByRole('heading')).toHaveText(name, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return panel;
}
