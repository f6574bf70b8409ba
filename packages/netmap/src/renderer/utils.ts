import type { GroupInfo, NetGraph, NetNodeAttributes } from '../core/ingest/types';
import type { Box, GroupBox, LevelOfDetail, MapStatus } from './types';

/** The status line: '{n} nodes · {m} edges'. */
export function formatStatus(nodes: number, edges: number): string {
  return `${nodes} nodes · ${edges} edges`;
}

/** Counts what is shown: visible nodes, and edges whose ends are both visible. */
export function countShown(
  graph: NetGraph,
  isNodeShown: (id: string, a: NetNodeAttributes) => boolean,
): MapStatus {
  let nodes = 0;
  const shown = new Set<string>();
  graph.forEachNode((id, a) => {
    if (isNodeShown(id, a)) {
      nodes += 1;
      shown.add(id);
    }
  });
  let edges = 0;
  graph.forEachEdge((_id, _a, source, target) => {
    if (shown.has(source) && shown.has(target)) edges += 1;
  });
  return { nodes, edges, text: formatStatus(nodes, edges) };
}

/** Level of detail by graph size: big graphs trade label density and pixel density for frame time. */
export function levelOfDetail(
  order: number,
  devicePixelRatio = 1,
  overrides: Partial<LevelOfDetail> = {},
): LevelOfDetail {
  const large = order > 10_000;
  const medium = order > 2_000;
  return {
    pixelRatio: large ? 1 : Math.min(devicePixelRatio, medium ? 1.5 : 2),
    edgeLabelZoomThreshold: large ? 0.05 : medium ? 0.15 : 0.4,
    labelDensity: large ? 0.3 : medium ? 0.6 : 1,
    labelRenderedSizeThreshold: large ? 12 : medium ? 9 : 6,
    zIndex: order <= 10_000,
    thinEdges: medium,
    plainNodes: large,
    maxOverlayEdges: 2_000,
    movingSnapshot: order >= 5_000,
    snapshotMaxScale: 4,
    progressive: order >= 3_000,
    ...overrides,
  };
}

export function edgeLabelsVisible(
  cameraRatio: number,
  lod: Pick<LevelOfDetail, 'edgeLabelZoomThreshold'>,
): boolean {
  return cameraRatio <= lod.edgeLabelZoomThreshold;
}

/**
 * Bounding boxes of groups in graph coordinates: members plus nested child boxes, padded per level so nested
 * rooms sit visibly inside their site. Groups without positioned members are left out.
 */
export function computeGroupBoxes(
  graph: NetGraph,
  groups: ReadonlyMap<string, GroupInfo>,
  padding: (depth: number) => number,
  isNodeShown: (id: string) => boolean = () => true,
): GroupBox[] {
  const boxes = new Map<string, GroupBox>();
  const build = (group: GroupInfo): GroupBox | undefined => {
    const known = boxes.get(group.id);
    if (known) return known;
    let box: Box | undefined;
    const include = (b: Box) => {
      box = box
        ? {
            minX: Math.min(box.minX, b.minX),
            minY: Math.min(box.minY, b.minY),
            maxX: Math.max(box.maxX, b.maxX),
            maxY: Math.max(box.maxY, b.maxY),
          }
        : { ...b };
    };
    for (const id of group.members) {
      if (!graph.hasNode(id) || !isNodeShown(id)) continue;
      const { x, y } = graph.getNodeAttributes(id);
      include({ minX: x, minY: y, maxX: x, maxY: y });
    }
    let nested = 0;
    for (const childId of group.children) {
      const child = groups.get(childId);
      const childBox = child ? build(child) : undefined;
      if (childBox) {
        include(childBox);
        nested = Math.max(nested, childBox.nested + 1);
      }
    }
    if (!box) return undefined;
    const p = padding(group.depth);
    const result: GroupBox = {
      id: group.id,
      label: group.label,
      depth: group.depth,
      nested,
      minX: box.minX - p,
      minY: box.minY - p,
      maxX: box.maxX + p,
      maxY: box.maxY + p,
    };
    boxes.set(group.id, result);
    return result;
  };
  for (const group of groups.values()) build(group);
  // Outer groups first, so inner ones are drawn on top of them.
  return [...boxes.values()].sort((a, b) => a.depth - b.depth);
}

/** Tooltip text of a node: its title lines when it has a title, else its label lines. */
export function tooltipLines(a: Pick<NetNodeAttributes, 'title' | 'label'>): string[] {
  const text = a.title && a.title.trim() !== '' ? a.title : a.label;
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^[^:]+:\s*$/.test(l));
}

/** The selection after a click: a plain click selects one node, an additive click toggles it. */
export function nextSelection(
  current: ReadonlySet<string>,
  clicked: string | null,
  additive: boolean,
): Set<string> {
  if (clicked === null) return additive ? new Set(current) : new Set();
  if (!additive) return new Set([clicked]);
  const next = new Set(current);
  if (next.has(clicked)) next.delete(clicked);
  else next.add(clicked);
  return next;
}

/** A box in framed-graph units (sigma's camera space) → camera x, y and ratio that show it with a margin. */
export function cameraForBox(
  box: Box,
  margin = 1.2,
  minRatio = 0.02,
): { x: number; y: number; ratio: number } {
  return {
    x: (box.minX + box.maxX) / 2,
    y: (box.minY + box.maxY) / 2,
    ratio: Math.max(minRatio, Math.max(box.maxX - box.minX, box.maxY - box.minY) * margin),
  };
}
