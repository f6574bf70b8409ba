import { expect, type Locator, type Page, test } from '@playwright/test';
import { skipHelpAutoOpen, storageStatePath } from './accounts';
import { adminCall, createNetwork } from './admin-helpers';
import { uniqueSuffix } from './inventory-helpers';
import {
  centreOn,
  hoverCentre,
  labels,
  leaveMap,
  mapOf,
  openPanel,
  openSettledMap,
  overlapping,
  portsShown,
} from './netmap-helpers';
import { importLab, LAB } from './netmap-lab';

/**
 * The map of an imported network (`netmap-lab.ts`: Batfish's 13 routers and a small CDP campus with a
 * port-channel, a one-sided link and a layer-3 link), as a network engineer reads it: the legend's glyphs and
 * link kinds, port names at both ends of links in their short forms, the LAG as one link with its member count,
 * layer-3 and one-sided links drawn apart from CDP links, labels that never overlap, the impact view's
 * highlight, and the side panel's neighbours with both ports.
 *
 * The map draws on canvases; the labels it places are also listed, visually hidden, in `.netmap-labels` (kind,
 * owner, end and screen position of each), and dashed links (layer-3, one-sided) are drawn on the 2D layer of its site boxes
 * canvas, whose pixels a page can read.
 */

test.use({ storageState: storageStatePath('admin') });
test.beforeEach(async ({ page }) => skipHelpAutoOpen(page));
// An import and its parser run, then maps that lay themselves out: room for a busy machine.
test.describe.configure({ timeout: 180_000 });

type Port = { source: string; target: string };
type EdgeData = { id: string; source: string; target: string; ports?: Port[]; lag?: { members: number } };
type NodeData = { id: string; node_type: string; dev_type?: string; label?: string };
type Graph = { graph: { elements: { nodes: { data: NodeData }[]; edges: { data: EdgeData }[] } } };

let network = 0;
let graph: Graph['graph']['elements'];
const idOf = new Map<string, string>();

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  network = (await createNetwork(request, `e2e-netmap-lab-${uniqueSuffix()}`)).id;
  await importLab(request, network);
  const answer = await adminCall<Graph>(
    request,
    'GET',
    `/api/explorer/graph/basegraph?explorer_network_id=${network}&snapshot_id=1&data_type=all`,
  );
  graph = answer.graph.elements;
  for (const { data } of graph.nodes) {
    const name = data.label?.split('\n')[0];
    if (data.node_type === 'device' && name) idOf.set(name, data.id);
  }
});

test.afterAll(async ({ request }) => {
  if (network) await adminCall(request, 'DELETE', `/api/system/explorer_networks/${network}`);
});

/** The edge between two devices of the lab, with which end is which. */
function edgeOf(link: { a: string; b: string; ports: Record<string, string> }) {
  const a = idOf.get(link.a);
  const b = idOf.get(link.b);
  const edge = graph.edges.find(
    (e) => (e.data.source === a && e.data.target === b) || (e.data.source === b && e.data.target === a),
  )?.data;
  if (!edge) throw new Error(`no link ${link.a} – ${link.b}`);
  const sourceName = edge.source === a ? link.a : link.b;
  const targetName = edge.source === a ? link.b : link.a;
  return {
    ...edge,
    expected: { source: link.ports[sourceName], target: link.ports[targetName] },
  };
}

async function openMap(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSettledMap(page, network);
}

/**
 * Zooms out from a device the camera is centred on (the search zooms far in) until both ends of `edge` are
 * labelled with their ports: from the zoom threshold on, every link long enough on screen shows them; with
 * `hover`, the links of that device (at the centre) show them while it is hovered.
 */
async function zoomOutUntilPorts(page: Page, edge: string, hover?: string) {
  const look = async () => {
    if (hover) await hoverCentre(page, hover);
    else await leaveMap(page);
    const shown = portsShown(await labels(page), edge, hover !== undefined);
    return Boolean(shown.source && shown.target);
  };
  await expect(async () => {
    if (await look()) return;
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(await look()).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [1_000] });
}

/**
 * The pixels of the map's 2D layer under the links (site boxes, dashed links) along a link of the hovered
 * device, on the line the map lists with the device's port label on that link, just beyond the label.
 */
async function dashedLayerAlong(page: Page, edge: { id: string; source: string }, device: string) {
  const end = edge.source === idOf.get(device) ? 'source' : 'target';
  const label = (await labels(page)).find(
    (l) => l.kind === 'port' && l.owner === edge.id && l.end === end && l.hover,
  );
  if (!label?.line) throw new Error(`no port label of ${device} on ${edge.id}`);
  // The link's line as the map placed the label on it: from the device's centre towards the other end.
  const { x1, y1, x2, y2 } = label.line;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const from = { x: x1, y: y1 };
  const direction = { x: (x2 - x1) / length, y: (y2 - y1) / length };
  // Past the label's far corner along the line.
  const corners = [
    [label.box.x, label.box.y],
    [label.box.x + label.box.width, label.box.y + label.box.height],
    [label.box.x + label.box.width, label.box.y],
    [label.box.x, label.box.y + label.box.height],
  ] as const;
  const beyond = Math.max(...corners.map(([x, y]) => (x - x1) * direction.x + (y - y1) * direction.y));
  // 40 px along the link from just beyond the label, short of the other end's device.
  const first = beyond + 12;
  const last = Math.min(beyond + 52, length - 8);
  if (last - first < 10) throw new Error(`the link ${edge.id} is too short on screen to sample`);
  return mapOf(page)
    .locator('canvas.sigma-netmap-groups')
    .evaluate(
      (element, { from, direction, first, last }) => {
        const canvas = element as HTMLCanvasElement;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2D context');
        const scale = canvas.width / canvas.clientWidth;
        const colours = new Set<string>();
        let inked = 0;
        let samples = 0;
        for (let d = first; d <= last; d += 0.5) {
          const x = Math.round((from.x + direction.x * d) * scale);
          const y = Math.round((from.y + direction.y * d) * scale);
          const data = context.getImageData(x - 1, y - 1, 3, 3).data;
          samples++;
          // The most opaque of the 3 × 3 pixels around the point: a thin line is antialiased.
          let best = 0;
          for (let i = 4; i < data.length; i += 4) if ((data[i + 3] ?? 0) > (data[best + 3] ?? 0)) best = i;
          if ((data[best + 3] ?? 0) > 120) {
            inked++;
            colours.add(`${data[best]},${data[best + 1]},${data[best + 2]}`);
          }
        }
        return { inked, samples, colours: [...colours] };
      },
      { from, direction, first, last },
    );
}

test('the legend shows the glyphs of the imported device types and the kinds of link the network has', async ({
  page,
}) => {
  await openMap(page);
  const legend = page.getByTestId('netmap-legend');
  // The server's device types: routers (Batfish's and lab-edge) and switches.
  const types = [...new Set(graph.nodes.map((n) => n.data.dev_type).filter((t) => t !== undefined))];
  expect(types.sort()).toEqual(['router', 'switch']);
  // The map draws the core and distribution switches (by their role) as L3 switches, lab-acc as a switch.
  const expected = ['L3 switch', 'Router', 'Switch'];
  // Device types are drawn as glyphs on their disc; only those the network has are listed.
  const glyphs = legend.getByTestId('legend-entry').filter({ has: page.locator('svg circle') });
  expect((await glyphs.allTextContents()).sort()).toEqual(expected);
  for (const entry of await glyphs.all()) await expect(entry.locator('svg path').first()).toBeVisible();
  // Each kind of link the network has, drawn as the map draws it.
  const line = (label: string) =>
    legend.getByTestId('legend-entry').filter({ hasText: label }).locator('svg line');
  await expect(line('Link (CDP/LLDP)')).not.toHaveAttribute('stroke-dasharray', /.+/);
  await expect(line('LAG (bundled links)')).toHaveAttribute('stroke-width', '4');
  await expect(line('Link (CDP/LLDP)')).toHaveAttribute('stroke-width', '2');
  await expect(line('Layer-3 link (shared subnet)')).toHaveAttribute('stroke-dasharray', '7 4');
  await expect(line('Link one end reports')).toHaveAttribute('stroke-dasharray', '2 3');
  await expect(legend).not.toContainText('Host link');
  await expect(legend).not.toContainText('PLC');
});

test('links name the interfaces at both ends in short forms, from the zoom threshold and on hover', async ({
  page,
}) => {
  await openMap(page);
  // Fitted to the whole network, links carry no port names until a device is hovered.
  await expect
    .poll(async () => (await labels(page)).filter((l) => l.kind === 'node').length)
    .toBeGreaterThan(0);
  expect((await labels(page)).filter((l) => l.kind === 'port')).toEqual([]);

  const l2 = edgeOf(LAB.l2);
  await centreOn(page, 'lab-core');
  await zoomOutUntilPorts(page, l2.id);
  expect(portsShown(await labels(page), l2.id, false)).toEqual(l2.expected);

  // A hover shows the ports of the hovered device's links, the layer-3 link to the router among them.
  const l3 = edgeOf(LAB.l3);
  await hoverCentre(page, 'lab-core');
  await expect.poll(async () => portsShown(await labels(page), l3.id, true)).toEqual(l3.expected);
  // A router of the Batfish example, as its configuration names its ports (GigabitEthernet0/0 → Gi0/0).
  const routerLinks = graph.edges.filter((e) => e.data.ports?.some((p) => p.source.startsWith('Gigabit')));
  expect(routerLinks.length).toBeGreaterThan(10);
});

test('a LAG is one link with its member count, and layer-3 and one-sided links are drawn apart from CDP links', async ({
  page,
}) => {
  await openMap(page);
  const lag = edgeOf(LAB.lag);
  // One edge for the two members, as the status line counts it.
  expect(lag.ports).toHaveLength(LAB.lag.members);
  const between = graph.edges.filter((e) => e.data.id === lag.id);
  expect(between).toHaveLength(1);
  await centreOn(page, 'lab-core');
  await zoomOutUntilPorts(page, lag.id);
  const all = await labels(page);
  expect(portsShown(all, lag.id, false)).toEqual(lag.expected);
  expect(all.find((l) => l.kind === 'link' && l.owner === lag.id)?.text).toBe(`LAG ×${LAB.lag.members}`);

  // Layer-3 and one-sided links are dashed (drawn on the 2D layer, not by WebGL), each in its own colour; CDP
  // links are not. Under a CDP link the layer holds only the site box's fill; under the others, their dashes too.
  const l2Edge = edgeOf(LAB.l2);
  const l3Edge = edgeOf(LAB.l3);
  await hoverCentre(page, 'lab-core');
  const coreEnd = async (edge: { id: string; source: string }) => {
    const shown = portsShown(await labels(page), edge.id, true);
    return edge.source === idOf.get('lab-core') ? shown.source : shown.target;
  };
  await expect
    .poll(async () => [await coreEnd(l2Edge), await coreEnd(l3Edge)])
    .toEqual([LAB.l2.ports['lab-core'], LAB.l3.ports['lab-core']]);
  const l2 = await dashedLayerAlong(page, l2Edge, 'lab-core');
  expect(l2.colours, 'a CDP link is drawn solid, by WebGL').toHaveLength(1);
  const dashesOf = (along: { colours: string[] }) => along.colours.filter((c) => !l2.colours.includes(c));
  const l3 = await dashedLayerAlong(page, l3Edge, 'lab-core');
  expect(dashesOf(l3).length).toBeGreaterThan(0);
  const oneSidedEdge = edgeOf(LAB.oneSided);
  await centreOn(page, 'lab-acc');
  for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Zoom out' }).click();
  await hoverCentre(page, 'lab-acc');
  await expect
    .poll(async () => {
      const shown = portsShown(await labels(page), oneSidedEdge.id, true);
      return shown.source ?? shown.target;
    })
    .toBe(LAB.oneSided.ports['lab-acc']);
  const oneSided = await dashedLayerAlong(page, oneSidedEdge, 'lab-acc');
  expect(dashesOf(oneSided).length).toBeGreaterThan(0);
  // In another colour than the layer-3 link's.
  expect(dashesOf(oneSided).filter((c) => dashesOf(l3).includes(c))).toEqual([]);
});

test('placed labels never overlap, fitted, zoomed in and with a hover', async ({ page }) => {
  await openMap(page);
  const fitted = await labels(page);
  expect(fitted.filter((l) => l.kind === 'node').length).toBeGreaterThan(10);
  expect(overlapping(fitted)).toEqual([]);

  await centreOn(page, 'lab-core');
  await zoomOutUntilPorts(page, edgeOf(LAB.l2).id);
  const zoomed = await labels(page);
  // At least the two ends of the CDP link the zoom waited for, among the names.
  expect(zoomed.filter((l) => l.kind === 'port').length).toBeGreaterThanOrEqual(2);
  expect(overlapping(zoomed)).toEqual([]);

  // The hover's port labels keep off the names the frame placed.
  await hoverCentre(page, 'lab-core');
  await expect.poll(async () => (await labels(page)).filter((l) => l.hover).length).toBeGreaterThan(0);
  const hovered = await labels(page);
  const names = hovered.filter((l) => l.kind === 'node');
  for (const port of hovered.filter((l) => l.hover)) expect(overlapping([port, ...names])).toEqual([]);
});

test('the impact of the core switch is highlighted and listed, and the other labels stay', async ({
  page,
}) => {
  await openMap(page);
  await centreOn(page, 'lab-core');
  const panel = await openPanel(page, 'lab-core');
  await panel.getByRole('button', { name: 'Impact from here' }).click();
  const count = page.getByTestId('impact-count');
  await expect(count).toHaveText(/^Impacted: \d+ nodes?$/, { timeout: 30_000 });
  const impacted = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
  expect(impacted).toBeGreaterThan(0);
  const list = page.getByTestId('impact-list');
  await expect(list.locator('tbody tr')).toHaveCount(impacted);
  const names = (await list.locator('tbody tr td:first-child').allTextContents()).map((n) => n.trim());
  // The campus behind the core; Batfish's routers do not depend on it.
  expect(names).toEqual(expect.arrayContaining(['lab-dist1', 'lab-dist2', 'lab-acc']));
  expect(names.some((n) => n.startsWith('as'))).toBe(false);

  // Fitted, the routers' names are still shown beside the highlight.
  await page.getByRole('button', { name: 'Fit' }).click();
  await leaveMap(page);
  await expect
    .poll(async () => (await labels(page)).filter((l) => l.kind === 'node' && l.text.startsWith('as')).length)
    .toBeGreaterThan(5);
  // Closer in, every impacted device is labelled, and no label covers another.
  await centreOn(page, 'lab-core');
  await zoomOutUntilPorts(page, edgeOf(LAB.lag).id);
  await expect
    .poll(async () => {
      const shown = new Set((await labels(page)).filter((l) => l.kind === 'node').map((l) => l.owner));
      return names.filter((n) => !shown.has(idOf.get(n) ?? n));
    })
    .toEqual([]);
  expect(overlapping(await labels(page))).toEqual([]);
});

test('the side panel lists the neighbours with the local and remote ports and how each link is known', async ({
  page,
}) => {
  await openMap(page);
  await centreOn(page, 'lab-core');
  const core = await openPanel(page, 'lab-core');
  await expect(core).toContainText('Neighbours (3)');
  const row = (panel: Locator, name: string) =>
    panel.getByTestId('panel-neighbours').getByRole('row').filter({ hasText: name });
  // The port-channel's members, each with both ports.
  await expect(row(core, 'lab-dist1').locator('td').nth(1)).toHaveText(
    'Gi1/0/1 → Gi1/0/49Gi1/0/2 → Gi1/0/50',
  );
  await expect(row(core, 'lab-dist1')).toContainText('CDP');
  await expect(row(core, 'lab-dist2').locator('td').nth(1)).toHaveText('Gi1/0/3 → Gi1/0/49');
  await expect(row(core, 'lab-edge').locator('td').nth(1)).toHaveText('Gi1/0/24 → Gi0/0/0');
  await expect(row(core, 'lab-edge')).toContainText('shared subnet');
  await expect(row(core, 'lab-dist2')).not.toContainText('one end only');

  await page.keyboard.press('Escape');
  await centreOn(page, 'lab-dist2');
  const dist = await openPanel(page, 'lab-dist2');
  await expect(row(dist, 'lab-acc').locator('td').nth(1)).toHaveText('Gi1/0/1 → Gi1/0/48');
  await expect(row(dist, 'lab-acc')).toContainText('CDP · one end only');
});
