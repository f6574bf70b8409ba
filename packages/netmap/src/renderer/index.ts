import type { Attributes } from 'graphology-types';
import Sigma from 'sigma';
import { EdgeLineProgram, EdgeRectangleProgram } from 'sigma/rendering';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';
import type { NetEdgeAttributes, NetNodeAttributes } from '../core/ingest/types';
import { matchesDataType } from '../core/search/utils';
import { groupBoxStyle, styleEdge, styleNode } from '../core/style';
import { toGexf, toGraphml } from './export-formats';
import {
  type Badge,
  createCanvasLayer,
  drawBadges,
  drawDashedEdges,
  drawGroupBoxes,
  drawHoverEdgeLabels,
  GROUP_LABEL_BAND,
  isCameraMoving,
  type OverlayEdge,
} from './layers';
import { nodePrograms } from './programs';
import { installMovingSnapshot } from './snapshot';
import type { GroupBox, LevelOfDetail, MapState, MapStatus, NetworkMapOptions } from './types';
import {
  cameraForBox,
  computeGroupBoxes,
  countShown,
  edgeLabelsVisible,
  levelOfDetail,
  nextSelection,
  tooltipLines,
} from './utils';

export { escapeXml, toGexf, toGraphml } from './export-formats';
export type * from './types';
export {
  cameraForBox,
  computeGroupBoxes,
  countShown,
  edgeLabelsVisible,
  formatStatus,
  levelOfDetail,
  nextSelection,
  tooltipLines,
} from './utils';

export type NetSigma = Sigma<NetNodeAttributes, NetEdgeAttributes>;

export type NetworkMap = {
  readonly sigma: NetSigma;
  getState: () => MapState;
  setState: (patch: Partial<MapState>) => void;
  getStatus: () => MapStatus;
  /** Call after positions changed outside the map (layout progress, reset); styles are not recomputed. */
  refreshPositions: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  /** Shows the whole graph. */
  fit: () => void;
  /** Centres and zooms on some nodes, e.g. search results or the device opened from its page. */
  focusNodes: (ids: readonly string[]) => void;
  setPixelRatio: (ratio: number) => void;
  exportPng: () => Promise<Blob>;
  exportGexf: () => string;
  exportGraphml: () => string;
  destroy: () => void;
};

type NodeDisplay = Partial<NodeDisplayData> & { borderColor: string; borderSize: number };

const SELECTION_COLOR = '#1c7ed6';

/**
 * Mounts the map in `container` (which needs a size). Framework-free: the React component only wraps it.
 */
export function createNetworkMap(container: HTMLElement, options: NetworkMapOptions): NetworkMap {
  const { graph } = options;
  const groups = options.groups ?? new Map();
  const devicePixelRatio = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
  const lod: LevelOfDetail = levelOfDetail(graph.order, devicePixelRatio, options.lod);
  let state: MapState = {
    view: { mode: 'basegraph' },
    dataType: 'all',
    selection: new Set(),
    ...options.state,
  };
  let hovered: string | null = null;
  let dragged: string | null = null;
  let boxes: GroupBox[] | undefined;
  let overlayEdges: OverlayEdge[] = [];
  let overlayIds = new Set<string>();
  let badges: Badge[] = [];
  let edgeLabelsOn = false;

  const isShown = (a: NetNodeAttributes) => matchesDataType(a, state.dataType);

  const nodeReducer = (id: string, a: NetNodeAttributes): Partial<NodeDisplayData> => {
    if (!isShown(a)) return { x: a.x, y: a.y, hidden: true };
    const s = styleNode(id, a, state);
    const selected = state.selection.has(id);
    const ring = selected ? SELECTION_COLOR : s.borderColor;
    const display: NodeDisplay = {
      x: a.x,
      y: a.y,
      size: selected ? s.size + 2 : s.size,
      color: s.color,
      borderColor: ring ?? s.color,
      borderSize: ring ? 0.25 : 0,
      label: s.label.replace(/\s*\n\s*/g, ' '),
      zIndex: selected ? 6 : s.zIndex,
      forceLabel: s.forceLabel || selected || id === hovered,
      highlighted: s.highlighted || selected,
      hidden: false,
      // Hosts and unknown devices are left out while the camera moves (see programs.ts).
      type: s.size < 5 && !s.highlighted && !selected ? 'minor' : 'bordered',
    };
    return display;
  };

  const edgeReducer = (id: string, a: NetEdgeAttributes): Partial<EdgeDisplayData> => {
    const [source, target] = graph.extremities(id);
    if (!isShown(graph.getNodeAttributes(source)) || !isShown(graph.getNodeAttributes(target)))
      return { hidden: true };
    const s = styleEdge(id, a, [source, target], state);
    const onOverlay = overlayIds.has(id);
    return {
      color: s.color,
      size: s.size,
      label: s.label ?? null,
      zIndex: s.zIndex,
      hidden: onOverlay,
      forceLabel: false,
    };
  };

  // Dashed edges are drawn on the 2D layer (sigma has no dashed program) as long as there are few of them.
  const collectOverlayEdges = () => {
    overlayEdges = [];
    overlayIds = new Set();
    graph.forEachEdge((id, a, source, target) => {
      if (overlayEdges.length >= lod.maxOverlayEdges) return;
      if (!isShown(graph.getNodeAttributes(source)) || !isShown(graph.getNodeAttributes(target))) return;
      const s = styleEdge(id, a, [source, target], state);
      if (!s.dashed) return;
      overlayEdges.push({ source, target, color: s.color, size: s.size, dashed: true });
      overlayIds.add(id);
    });
  };
  collectOverlayEdges();

  // The node programs ask whether the camera moves; the answer needs the sigma instance created below.
  let movingProbe = () => false;
  // Sigma reads window.devicePixelRatio in its constructor and on every resize. The constructor's render is the
  // first frame: it must already be at our pixel ratio, since resizing afterwards would clear the canvases.
  let pixelRatio = lod.pixelRatio;
  const sigma: NetSigma = withDevicePixelRatio(
    pixelRatio,
    () =>
      new Sigma(graph, container, {
        nodeProgramClasses: nodePrograms<NetNodeAttributes, NetEdgeAttributes, Attributes>(
          lod.plainNodes,
          () => movingProbe(),
        ),
        edgeProgramClasses: { line: lod.thinEdges ? EdgeLineProgram : EdgeRectangleProgram },
        defaultNodeType: 'bordered',
        defaultEdgeType: 'line',
        hideEdgesOnMove: true,
        hideLabelsOnMove: true,
        renderEdgeLabels: false,
        enableEdgeEvents: false,
        labelDensity: lod.labelDensity,
        labelRenderedSizeThreshold: lod.labelRenderedSizeThreshold,
        zIndex: lod.zIndex,
        // Room above the outermost members for the stacked labels of the group boxes, which the fit does not see.
        stagePadding: 30 + GROUP_LABEL_BAND * (1 + Math.max(0, ...[...groups.values()].map((g) => g.depth))),
        labelFont: 'system-ui, sans-serif',
        labelSize: 12,
        edgeLabelSize: 11,
        minCameraRatio: 0.01,
        maxCameraRatio: 20,
        enableCameraRotation: false,
        allowInvalidContainer: true,
        nodeReducer,
        edgeReducer,
      }),
  );

  movingProbe = () => isCameraMoving(sigma);

  // Pinning the field keeps later resizes at our ratio (large graphs render at 1× on high-density screens).
  Object.defineProperty(sigma, 'pixelRatio', {
    configurable: true,
    get: () => pixelRatio,
    set: () => undefined,
  });

  const groupLayer = createCanvasLayer(sigma, 'netmap-groups', { beforeLayer: 'edges' }, () => pixelRatio);
  const overlayLayer = createCanvasLayer(
    sigma,
    'netmap-overlay',
    { afterLayer: 'hoverNodes' },
    () => pixelRatio,
  );

  const collectBadges = () => {
    badges = [];
    if (state.view.mode === 'basegraph' && state.search === undefined) return;
    graph.forEachNode((id, a) => {
      if (badges.length >= 500 || !isShown(a)) return;
      const s = styleNode(id, a, state);
      if (s.badge && s.badge !== 'new' && !s.dimmed)
        badges.push({ node: id, text: s.badge, color: s.borderColor ?? s.color });
    });
  };

  sigma.on('beforeRender', () => {
    const moving = isCameraMoving(sigma);
    const wantLabels = !moving && edgeLabelsVisible(sigma.getCamera().getState().ratio, lod);
    if (wantLabels !== edgeLabelsOn) {
      edgeLabelsOn = wantLabels;
      sigma.setSetting('renderEdgeLabels', wantLabels);
    }
  });

  const drawLayers = () => {
    const moving = isCameraMoving(sigma);
    const groupsCtx = groupLayer.context();
    if (groupsCtx) {
      boxes ??= computeGroupBoxes(
        graph,
        groups,
        (depth) => groupBoxStyle({ depth }).padding,
        (id) => isShown(graph.getNodeAttributes(id)),
      );
      drawGroupBoxes(groupsCtx, sigma, boxes);
      if (!moving) drawDashedEdges(groupsCtx, sigma, overlayEdges);
    }
    const overlayCtx = overlayLayer.context();
    if (overlayCtx && !moving) {
      drawBadges(overlayCtx, sigma, badges);
      if (hovered && graph.hasNode(hovered)) {
        const labels: { source: string; target: string; label: string }[] = [];
        graph.forEachEdge(hovered, (_e, a, source, target) => {
          const label = a.label ?? (a.redundancy && a.redundancy > 1 ? `×${a.redundancy}` : undefined);
          if (label) labels.push({ source, target, label });
        });
        drawHoverEdgeLabels(overlayCtx, sigma, labels);
      }
    }
  };
  sigma.on('afterRender', drawLayers);

  const uninstallSnapshot = installMovingSnapshot(sigma, {
    enabled: () => lod.movingSnapshot && dragged === null,
    maxScaleChange: lod.snapshotMaxScale,
    // Hover highlights and edge labels belong to a still map (sigma hides labels on move too).
    hiddenWhileMoving: ['hovers', 'hoverNodes', 'edgeLabels', 'netmap-overlay'],
  });

  const tooltip = document.createElement('div');
  tooltip.setAttribute('role', 'tooltip');
  tooltip.className = 'netmap-tooltip';
  Object.assign(tooltip.style, {
    position: 'absolute',
    pointerEvents: 'none',
    display: 'none',
    zIndex: '10',
    background: 'rgba(33,37,41,0.92)',
    color: '#fff',
    font: '12px system-ui, sans-serif',
    padding: '6px 8px',
    borderRadius: '4px',
    whiteSpace: 'pre',
    maxWidth: '320px',
  });
  container.appendChild(tooltip);

  let status: MapStatus = countShown(graph, (_id, a) => isShown(a));
  const updateStatus = () => {
    const next = countShown(graph, (_id, a) => isShown(a));
    if (next.text !== status.text) {
      status = next;
      options.onStatusChange?.(status);
    }
  };
  options.onStatusChange?.(status);

  sigma.on('enterNode', ({ node, event }) => {
    hovered = node;
    tooltip.textContent = tooltipLines(graph.getNodeAttributes(node)).join('\n');
    tooltip.style.left = `${event.x + 12}px`;
    tooltip.style.top = `${event.y + 12}px`;
    tooltip.style.display = 'block';
    options.onNodeHover?.(node);
    sigma.scheduleRender();
  });
  sigma.on('leaveNode', () => {
    hovered = null;
    tooltip.style.display = 'none';
    options.onNodeHover?.(null);
    sigma.scheduleRender();
  });

  const select = (next: Set<string>) => {
    const changed = [...state.selection, ...next].filter((id) => state.selection.has(id) !== next.has(id));
    state = { ...state, selection: next };
    sigma.refresh({ partialGraph: { nodes: changed } });
    options.onSelectionChange?.([...next]);
  };
  const additive = (original: MouseEvent | TouchEvent) =>
    original.shiftKey || original.ctrlKey || original.metaKey;
  sigma.on('clickNode', ({ node, event }) => {
    select(nextSelection(state.selection, node, additive(event.original)));
    options.onNodeClick?.(node, graph.getNodeAttributes(node));
  });
  sigma.on('clickStage', ({ event }) => {
    if (state.selection.size > 0 && !additive(event.original)) select(new Set());
  });

  if (options.editable) {
    sigma.on('downNode', ({ node }) => {
      dragged = node;
    });
    sigma.getMouseCaptor().on('mousemovebody', (event) => {
      if (!dragged) return;
      const p = sigma.viewportToGraph(event);
      graph.mergeNodeAttributes(dragged, { x: p.x, y: p.y });
      boxes = undefined;
      event.preventSigmaDefault();
      event.original.preventDefault();
      event.original.stopPropagation();
    });
    sigma.getMouseCaptor().on('mouseup', () => {
      if (!dragged) return;
      const { x, y } = graph.getNodeAttributes(dragged);
      options.onNodeMoved?.(dragged, { x, y });
      dragged = null;
    });
  }

  collectBadges();
  // Sigma's constructor already rendered once, before the layers were hooked in: draw them now, so the first
  // frame is complete without a second WebGL render.
  drawLayers();

  const restyle = () => {
    collectBadges();
    collectOverlayEdges();
    sigma.refresh();
    updateStatus();
  };

  // sigma's private processing step (graph data into program buffers) and its flag, used by refreshPositions.
  const sigmaInternals = sigma as unknown as { process: () => void; needToProcess: boolean };
  let positionsPending: ReturnType<typeof setTimeout> | undefined;

  const focusNodes = (ids: readonly string[]) => {
    const points = ids
      .map((id) => sigma.getNodeDisplayData(id))
      .filter((d): d is NodeDisplayData => d !== undefined && !d.hidden);
    if (points.length === 0) return;
    const box = {
      minX: Math.min(...points.map((p) => p.x)),
      maxX: Math.max(...points.map((p) => p.x)),
      minY: Math.min(...points.map((p) => p.y)),
      maxY: Math.max(...points.map((p) => p.y)),
    };
    sigma.getCamera().animate(cameraForBox(box, 1.4, 0.05), { duration: 300 });
  };

  return {
    sigma,
    getState: () => state,
    setState: (patch) => {
      const dataTypeChanged = patch.dataType !== undefined && patch.dataType !== state.dataType;
      state = { ...state, ...patch };
      if (dataTypeChanged) boxes = undefined;
      // Programmatic changes are not echoed through onSelectionChange, so a controlled parent cannot loop.
      restyle();
    },
    getStatus: () => status,
    refreshPositions: () => {
      boxes = undefined;
      // Layout progress arrives many times a second: coalesced into one pass.
      if (positionsPending !== undefined) return;
      positionsPending = setTimeout(() => {
        positionsPending = undefined;
        // Positions only: sigma's processing reads x and y from the graph, so the reducers (styles) need not run
        // again. While the camera moves, the data is marked for processing and the next frame renders at once.
        if (isCameraMoving(sigma)) {
          sigma.refresh({ partialGraph: { nodes: [] }, schedule: true });
          return;
        }
        // Else the processing (program buffers from the new positions) runs in this task and the render in the
        // next animation frame: two main-thread tasks of about half the length of one.
        sigmaInternals.process();
        sigmaInternals.needToProcess = false;
        sigma.scheduleRender();
      }, 0);
    },
    zoomIn: () => {
      sigma.getCamera().animatedZoom({ duration: 200 });
    },
    zoomOut: () => {
      sigma.getCamera().animatedUnzoom({ duration: 200 });
    },
    fit: () => {
      sigma.getCamera().animatedReset({ duration: 300 });
    },
    focusNodes,
    setPixelRatio: (ratio) => {
      pixelRatio = Math.max(0.25, Math.min(ratio, 3));
      sigma.resize(true);
      sigma.refresh();
    },
    exportPng: () => exportPng(sigma, pixelRatio),
    exportGexf: () => toGexf(graph),
    exportGraphml: () => toGraphml(graph),
    destroy: () => {
      if (positionsPending !== undefined) clearTimeout(positionsPending);
      tooltip.remove();
      uninstallSnapshot();
      groupLayer.kill();
      overlayLayer.kill();
      sigma.kill();
    },
  };
}

/** Runs `create` while `window.devicePixelRatio` reads `ratio`. */
function withDevicePixelRatio<T>(ratio: number, create: () => T): T {
  if (typeof window === 'undefined' || window.devicePixelRatio === ratio) return create();
  // The attribute is an own accessor of the global object in Chromium, inherited elsewhere: restore what was.
  const own = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio');
  if (own && !own.configurable) return create();
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, get: () => ratio });
  try {
    return create();
  } finally {
    if (own) Object.defineProperty(window, 'devicePixelRatio', own);
    else delete (window as { devicePixelRatio?: number }).devicePixelRatio;
  }
}

/**
 * The view as PNG: sigma's canvases composited in stacking order on a white background. Rendering and
 * reading happen in one task, so WebGL buffers are still intact without `preserveDrawingBuffer`.
 */
export function exportPng(sigma: NetSigma, pixelRatio: number): Promise<Blob> {
  const { width, height } = sigma.getDimensions();
  sigma.refresh();
  const out = document.createElement('canvas');
  out.width = Math.round(width * pixelRatio);
  out.height = Math.round(height * pixelRatio);
  const ctx = out.getContext('2d');
  if (!ctx) return Promise.reject(new Error('2D canvas unavailable'));
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  const canvases = Object.values(sigma.getCanvases());
  const ordered = [...sigma.getContainer().querySelectorAll('canvas')].filter((c) => canvases.includes(c));
  for (const canvas of ordered) {
    if (canvas.width > 0 && canvas.height > 0) ctx.drawImage(canvas, 0, 0, out.width, out.height);
  }
  return new Promise((resolve, reject) => {
    out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png');
  });
}
