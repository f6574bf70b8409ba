import type { Attributes } from 'graphology-types';
import type Sigma from 'sigma';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';
import { glyphIndex, labelPriority } from '../core/glyph';
import type { NetEdgeAttributes, NetNodeAttributes } from '../core/ingest/types';
import { nodeLabelText } from '../core/labels';
import { matchesDataType } from '../core/search/utils';
import { runNow, runSliced, SliceCancelled, type SlicedRun, type SlicedWork } from '../core/slices';
import { groupBoxStyle, mapTheme, type NodeStyle, styleEdge, styleNode } from '../core/style';
import { toGexf, toGraphml } from './export-formats';
import { canBuildFrames, createFrameBuilder, type FrameBuilder } from './frame-builder';
import { glyphAtlasSteps } from './glyph-atlas';
import type { GlyphDisplayData } from './glyph-program';
import {
  createLabelList,
  type EdgeLabelInfo,
  hoverPortLabels,
  LABEL_FONT,
  type LabelPass,
  type LabelSource,
  type NodeLabel,
  type PreparedLabels,
  paintLabels,
  prepareLabels,
} from './labels';
import {
  type Badge,
  createCanvasLayer,
  drawBadges,
  drawDashedEdges,
  drawGroupBoxes,
  GROUP_LABEL_BAND,
  groupTitleBoxes,
  isCameraMoving,
  type OverlayEdge,
} from './layers';
import { makeSigma } from './map-sigma';
import {
  edgePrograms,
  MINOR_NODE_TYPE,
  NODE_TYPE,
  nodePrograms,
  THICK_EDGE_TYPE,
  THIN_EDGE_TYPE,
} from './programs';
import { installRenderLoop } from './snapshot';
import { internalsOf, refreshEdgeSteps, refreshNodeSteps } from './staged';
import { createTooltip } from './tooltip';
import type { GroupBox, LevelOfDetail, MapState, MapStatus, NetworkMapOptions } from './types';
import { keepUnshownUntilDrawn } from './unshown';
import {
  cameraForBox,
  computeGroupBoxes,
  countShown,
  formatStatus,
  levelOfDetail,
  nextSelection,
  tooltipLines,
} from './utils';

export { escapeXml, toGexf, toGraphml } from './export-formats';
export type { LabelPass } from './labels';
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
  /** Resolves when the first complete frame is on screen (at once for small graphs). */
  readonly ready: Promise<void>;
  /** Whether frames are built in steps (large graphs with WebGL 2), see `LevelOfDetail.progressive`. */
  readonly progressive: boolean;
  /** Resolves when the frame for the current camera and data is on screen. */
  settled: () => Promise<void>;
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
  /** The labels placed in the last complete frame. */
  lastLabels: () => LabelPass | undefined;
  destroy: () => void;
};

const SELECTION_COLOR = '#1c7ed6';
/** The label facts of the many links without a middle label, shared (one object per link would be garbage). */
const PLAIN_EDGE: EdgeLabelInfo = Object.freeze({ dimmed: false });
const DIMMED_EDGE: EdgeLabelInfo = Object.freeze({ dimmed: true });
/** Label priority added for what the view, the search or the person points at (placed first, whatever the size). */
const EMPHASIS = { hovered: 100_000, selected: 50_000, current: 40_000, match: 20_000, view: 10_000 };

/** sigma's private members for attaching the graph in steps. */
type GraphInternals = {
  graph: unknown;
  unbindGraphHandlers: () => void;
  bindGraphHandlers: () => void;
  getNodeAtPosition: (position: { x: number; y: number }) => string | null;
};

/**
 * Mounts the map in `container` (which needs a size). Framework-free: the React component only wraps it.
 *
 * Small graphs are drawn by sigma at once. From `lod.progressive` nodes on (and with WebGL 2), the graph is
 * attached, styled, processed and drawn in short main-thread tasks (`staged.ts`, `frame-builder.ts`): the page
 * stays responsive, and `ready` resolves when the first complete frame is shown.
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
  let theme = mapTheme(state.scheme);
  let hovered: string | null = null;
  let dragged: string | null = null;
  let boxes: GroupBox[] | undefined;
  // Filled by the reducers, so no pass of its own over the graph is needed: dashed links drawn on the 2D layer
  // (as long as there are few), badges, and what the data type hides (for the status line).
  const overlay = new Map<string, OverlayEdge>();
  const badges = new Map<string, Badge>();
  const hiddenNodes = new Set<string>();
  const hiddenEdges = new Set<string>();
  const resetCollected = () => {
    overlay.clear();
    badges.clear();
    hiddenNodes.clear();
    hiddenEdges.clear();
  };
  let lastLabels: PreparedLabels | undefined;
  const wantProgressive = lod.progressive && typeof WebGL2RenderingContext !== 'undefined';

  const isShown = (a: NetNodeAttributes) => matchesDataType(a, state.dataType);

  // What the label layer needs. The reducers note the emphasis of the nodes the view, the search or the selection
  // points at, the dimmed nodes, and the links with label facts of their own; a node's label (text and priority)
  // is worked out when the label layer asks for it, which at most zooms is for a part of the nodes only (the
  // others are too small on screen for a label).
  const emphasisedNodes = new Map<string, number>();
  const dimmedNodes = new Set<string>();
  const edgeLabels = new Map<string, EdgeLabelInfo>();
  const basePriority = new Map<string, number>();
  const priorityOf = (id: string) => {
    let p = basePriority.get(id);
    if (p === undefined) {
      p = labelPriority(graph.getNodeAttributes(id), graph.degree(id));
      basePriority.set(id, p);
    }
    return p;
  };
  const emphasisOf = (id: string, s: NodeStyle) => {
    const selected = state.selection.has(id);
    return (
      (selected ? EMPHASIS.selected : 0) +
      (state.search?.current === id ? EMPHASIS.current : 0) +
      (s.forceLabel && state.search?.matches.has(id) ? EMPHASIS.match : 0) +
      (s.forceLabel ? EMPHASIS.view : 0)
    );
  };
  const nodePriorityOf = (id: string): number | undefined => {
    if (!graph.hasNode(id) || hiddenNodes.has(id)) return undefined;
    return priorityOf(id) + (emphasisedNodes.get(id) ?? 0) - (dimmedNodes.has(id) ? 50 : 0);
  };
  const nodeLabelOf = (id: string): NodeLabel | undefined => {
    const priority = nodePriorityOf(id);
    if (priority === undefined) return undefined;
    return {
      text: nodeLabelText(graph.getNodeAttributes(id)),
      priority,
      emphasised: emphasisedNodes.has(id),
    };
  };
  const edgeLabelOf = (id: string): EdgeLabelInfo | undefined =>
    edgeLabels.get(id) ?? (graph.hasEdge(id) && !hiddenEdges.has(id) ? PLAIN_EDGE : undefined);

  const nodeReducer = (id: string, a: NetNodeAttributes): Partial<NodeDisplayData> => {
    if (!isShown(a)) {
      emphasisedNodes.delete(id);
      dimmedNodes.delete(id);
      hiddenNodes.add(id);
      badges.delete(id);
      return { x: a.x, y: a.y, hidden: true, label: null };
    }
    hiddenNodes.delete(id);
    const s = styleNode(id, a, state);
    if (s.badge && s.badge !== 'new' && !s.dimmed && (badges.has(id) || badges.size < 500))
      badges.set(id, { node: id, text: s.badge, color: s.borderColor ?? s.color });
    else badges.delete(id);
    const selected = state.selection.has(id);
    const ring = selected ? SELECTION_COLOR : s.borderColor;
    const emphasis = emphasisOf(id, s);
    if (emphasis > 0) emphasisedNodes.set(id, emphasis);
    else emphasisedNodes.delete(id);
    if (s.dimmed) dimmedNodes.add(id);
    else dimmedNodes.delete(id);
    const display: GlyphDisplayData = {
      x: a.x,
      y: a.y,
      size: selected ? s.size + 2 : s.size,
      color: s.color,
      borderColor: ring ?? s.color,
      borderSize: ring ? (selected ? 0.3 : 0.16) : 0,
      glyph: glyphIndex(s.glyph),
      glyphColor: s.glyphColor,
      // The map places its own labels (labels.ts); sigma's label grid stays empty.
      label: null,
      zIndex: selected ? 6 : s.zIndex,
      forceLabel: false,
      highlighted: false,
      hidden: false,
      // Hosts and unknown devices are left out while the camera moves (see programs.ts).
      type: !progressive && s.size < 5 && !s.highlighted && !selected ? MINOR_NODE_TYPE : NODE_TYPE,
    };
    return display;
  };

  // The links of a map share a few looks: one display record per look, not one per link (20,000 at 10k nodes,
  // made while the nodes are drawn), so fewer new objects for the young generation's collector to copy.
  // Looked up by colour, then by size, then by the rest as one number (the styles' z-indices are whole numbers):
  // no key string per link.
  const edgeLooks = new Map<string, Map<number, Map<number, Partial<EdgeDisplayData>>>>();
  let edgeLookCount = 0;
  const edgeDisplay = (color: string, size: number, zIndex: number, hidden: boolean, thick: boolean) => {
    let bySize = edgeLooks.get(color);
    if (!bySize) {
      // The records handed out stay valid when the table is emptied (views with many colours would grow it).
      if (edgeLookCount >= 4096) {
        edgeLooks.clear();
        edgeLookCount = 0;
      }
      bySize = new Map();
      edgeLooks.set(color, bySize);
    }
    let byRest = bySize.get(size);
    if (!byRest) {
      byRest = new Map();
      bySize.set(size, byRest);
    }
    const rest = zIndex * 4 + (hidden ? 2 : 0) + (thick ? 1 : 0);
    let look = byRest.get(rest);
    if (!look) {
      // With sigma's defaults set, applying them writes nothing new into a shared record.
      const type = thick ? THICK_EDGE_TYPE : THIN_EDGE_TYPE;
      look = { color, size, label: '', zIndex, hidden, forceLabel: false, type };
      byRest.set(rest, look);
      edgeLookCount += 1;
    }
    return look;
  };
  // The ends of the link being styled, looked up only if a style or the data type asks for them: one function for
  // every link (a closure or an array per link would be garbage).
  let styling = '';
  let stylingEnds: readonly [string, string] | undefined;
  const endsOfStyled = (): readonly [string, string] => {
    stylingEnds ??= graph.extremities(styling);
    return stylingEnds;
  };
  const edgeReducer = (id: string, a: NetEdgeAttributes): Partial<EdgeDisplayData> => {
    styling = id;
    stylingEnds = undefined;
    // Every node is shown with all data types (the usual case): no need to look at the ends.
    const hidden =
      state.dataType !== 'all' &&
      (!isShown(graph.getNodeAttributes(endsOfStyled()[0])) ||
        !isShown(graph.getNodeAttributes(endsOfStyled()[1])));
    if (hidden) {
      edgeLabels.delete(id);
      hiddenEdges.add(id);
      overlay.delete(id);
      return { hidden: true };
    }
    hiddenEdges.delete(id);
    const s = styleEdge(id, a, endsOfStyled, state);
    // Most links have plain label facts: only the others are kept (`edgeLabelOf`).
    if (s.label || s.dimmed)
      edgeLabels.set(id, s.label ? { middle: s.label, dimmed: s.dimmed } : DIMMED_EDGE);
    else edgeLabels.delete(id);
    // Dashed links are drawn on the 2D layer (sigma has no dashed program) as long as there are few of them.
    const dashed = s.dashed && (overlay.has(id) || overlay.size < lod.maxOverlayEdges);
    if (dashed)
      overlay.set(id, {
        source: endsOfStyled()[0],
        target: endsOfStyled()[1],
        color: s.color,
        size: s.size,
        dashed: true,
        ...(s.dash ? { dash: s.dash } : {}),
      });
    else overlay.delete(id);
    return edgeDisplay(s.color, s.size, s.zIndex, dashed, lod.thinEdges && s.size >= 2);
  };

  // The node programs ask whether the camera moves; the answer needs the sigma instance created below.
  let movingProbe = () => false;
  // Sigma reads window.devicePixelRatio in its constructor and on every resize. The constructor's render is the
  // first frame: it must already be at our pixel ratio, since resizing afterwards would clear the canvases.
  let pixelRatio = lod.pixelRatio;
  let progressive = wantProgressive;
  const settings = {
    nodeProgramClasses: nodePrograms<NetNodeAttributes, NetEdgeAttributes, Attributes>(
      () => movingProbe(),
      !wantProgressive,
    ),
    edgeProgramClasses: edgePrograms<NetNodeAttributes, NetEdgeAttributes, Attributes>(lod.thinEdges),
    defaultNodeType: NODE_TYPE,
    defaultEdgeType: THIN_EDGE_TYPE,
    hideEdgesOnMove: true,
    hideLabelsOnMove: true,
    renderLabels: false,
    renderEdgeLabels: false,
    enableEdgeEvents: false,
    labelDensity: lod.labelDensity,
    labelRenderedSizeThreshold: lod.labelRenderedSizeThreshold,
    zIndex: lod.zIndex,
    // Room above the outermost members for the stacked labels of the group boxes, which the fit does not see.
    stagePadding: 30 + GROUP_LABEL_BAND * (1 + Math.max(0, ...[...groups.values()].map((g) => g.depth))),
    labelFont: LABEL_FONT,
    labelSize: 12,
    labelColor: { color: theme.label },
    edgeLabelSize: 11,
    minCameraRatio: 0.01,
    maxCameraRatio: 20,
    enableCameraRotation: false,
    allowInvalidContainer: true,
    nodeReducer,
    edgeReducer,
    defaultDrawNodeHover: drawHover,
  };
  // A large graph is attached after sigma is made (in steps); sigma's constructor then renders an empty graph,
  // and leaves sizing its canvases and compiling its programs to the first steps of the attach (`makeSigma`).
  const { sigma, setup } = withDevicePixelRatio(pixelRatio, () =>
    makeSigma(wantProgressive ? graph.nullCopy() : graph, container, settings, wantProgressive),
  );
  if (wantProgressive && !canBuildFrames(sigma)) {
    progressive = false;
    runNow(setup(false));
    sigma.setGraph(graph);
  }

  movingProbe = () => isCameraMoving(sigma);
  // A large map's WebGL canvases are composited (and read back from the GPU) only once drawn.
  const unshown = progressive ? keepUnshownUntilDrawn(sigma) : undefined;

  // Pinning the field keeps later resizes at our ratio (large graphs render at 1× on high-density screens).
  Object.defineProperty(sigma, 'pixelRatio', {
    configurable: true,
    get: () => pixelRatio,
    set: () => undefined,
  });

  const tooltip = createTooltip(container, sigma, () => theme);
  const labelList = createLabelList(container);
  const groupLayer = createCanvasLayer(sigma, 'netmap-groups', { beforeLayer: 'edges' }, () => pixelRatio);
  const overlayLayer = createCanvasLayer(
    sigma,
    'netmap-overlay',
    { afterLayer: 'hoverNodes' },
    () => pixelRatio,
  );

  /** The hovered node's label box, in the map's colours (sigma draws it on its hover layer). */
  function drawHover(
    context: CanvasRenderingContext2D,
    data: { key?: string; x: number; y: number; size: number },
  ): void {
    // sigma draws hover boxes for highlighted nodes too; the map highlights none, and draws only the hovered one.
    if (data.key === undefined || data.key !== hovered) return;
    const text = graph.hasNode(data.key) ? nodeLabelText(graph.getNodeAttributes(data.key)) : undefined;
    context.font = `600 12px ${LABEL_FONT}`;
    const width = text ? context.measureText(text).width + 10 : 0;
    context.shadowColor = 'rgba(0,0,0,0.35)';
    context.shadowBlur = 6;
    context.fillStyle = theme.hoverBackground;
    context.beginPath();
    context.arc(data.x, data.y, data.size + 3, 0, Math.PI * 2);
    if (text) context.roundRect(data.x + data.size + 2, data.y - 10, width, 20, 4);
    context.fill();
    context.shadowBlur = 0;
    if (text) {
      context.fillStyle = theme.hoverText;
      context.textBaseline = 'middle';
      context.fillText(text, data.x + data.size + 7, data.y);
    }
    // The ports of the hovered node's links, in the room the frame's labels left.
    const viewport = sigma.getDimensions();
    const placed = hoverPortLabels(context, sigma, data.key, lastLabels, labelSource());
    paintLabels(context, { placed, ...viewport }, theme, false);
    labelList.update(lastLabels?.placed ?? [], placed);
  }

  const labelsContext = () => sigma.getCanvases().labels?.getContext('2d') ?? null;

  const currentBoxes = () =>
    (boxes ??= computeGroupBoxes(
      graph,
      groups,
      (depth) => groupBoxStyle({ depth }).padding,
      (id) => isShown(graph.getNodeAttributes(id)),
    ));

  const labelSource = (): LabelSource => ({
    nodeLabel: nodeLabelOf,
    nodePriority: nodePriorityOf,
    emphasised: emphasisedNodes,
    edgeLabel: edgeLabelOf,
    portsOf: state.selection,
    portZoomRatio: lod.edgeLabelZoomThreshold,
    theme,
    taken: () => groupTitleBoxes(sigma, currentBoxes()),
  });

  /** The 2D layers of a frame: labels placed in steps (while the GPU draws), then everything painted at once. */
  function* prepareLayers(): SlicedWork<() => void> {
    const labels = labelsContext();
    const frameBoxes = currentBoxes();
    const prepared = labels ? yield* prepareLabels(labels, sigma, labelSource()) : undefined;
    return () => {
      const groupsCtx = groupLayer.context();
      if (groupsCtx) {
        drawGroupBoxes(groupsCtx, sigma, frameBoxes, state.scheme);
        drawDashedEdges(groupsCtx, sigma, [...overlay.values()]);
      }
      const showBadges = state.view.mode !== 'basegraph' || state.search !== undefined;
      const overlayCtx = showBadges ? overlayLayer.context() : null;
      if (!showBadges) overlayLayer.clear();
      if (overlayCtx)
        drawBadges(overlayCtx, sigma, [...badges.values()], theme.scheme === 'dark' ? '#1a1b1e' : '#ffffff');
      if (labels && prepared) {
        paintLabels(labels, prepared, theme);
        lastLabels = prepared;
        labelList.update(prepared.placed);
      }
    };
  }

  // Small graphs: sigma renders every frame, and the layers follow in the same task.
  sigma.on('afterRender', () => {
    if (progressive) return;
    if (isCameraMoving(sigma)) {
      const groupsCtx = groupLayer.context();
      if (groupsCtx) drawGroupBoxes(groupsCtx, sigma, currentBoxes(), state.scheme);
      // The labels and badges of the still map are cleared while it moves.
      overlayLayer.clear();
      labelsContext()?.clearRect(0, 0, sigma.getDimensions().width, sigma.getDimensions().height);
      return;
    }
    runNow(prepareLayers())();
  });

  // Resolves `ready` once the first frame's layers are on screen (its picking image follows).
  let shown: () => void = () => undefined;
  // Rejects `ready` when the first frame cannot be made; a later failure is thrown in a task of its own, where the
  // page's error handling sees it.
  let firstFrameFailed: ((error: unknown) => void) | undefined;
  const mapFailed = (error: unknown) => {
    const fail = firstFrameFailed;
    firstFrameFailed = undefined;
    if (fail) fail(error);
    else
      setTimeout(() => {
        throw error;
      }, 0);
  };
  const builder: FrameBuilder | undefined = progressive
    ? createFrameBuilder(sigma, {
        prepare: glyphAtlasSteps,
        onSwap: (layer, camera) => {
          unshown?.show(layer);
          loop.swapped(layer, camera);
          if (layer !== 'layers') return;
          // The edge reducers, which note what the data type hides, ran in this frame's build.
          updateStatus();
          shown();
        },
        prepareLayers,
        // A frame asked for before the attach has made sigma's programs (layout progress) makes them first.
        beforeBuild: () => setup(),
        onError: mapFailed,
      })
    : undefined;

  const loop = installRenderLoop(sigma, {
    enabled: () => lod.movingSnapshot && dragged === null,
    // A large graph is never rendered while the camera moves: its bitmap moves until the camera stops.
    maxScaleChange: progressive ? Number.POSITIVE_INFINITY : lod.snapshotMaxScale,
    // Hover highlights and edge labels belong to a still map (sigma hides labels on move too).
    hiddenWhileMoving: ['hovers', 'hoverNodes', 'edgeLabels', 'netmap-overlay'],
    ...(builder ? { builder } : {}),
  });

  // No hover on a bitmap that moved with the camera, nor on a new frame before its picking image is drawn: the
  // picking image is the one of the earlier frame.
  const graphInternals = sigma as unknown as GraphInternals;
  const pick = graphInternals.getNodeAtPosition.bind(sigma);
  graphInternals.getNodeAtPosition = (position) =>
    loop.transformed || builder?.picking ? null : pick(position);

  // All shown (the usual case) needs no count; the reducers note what a data type hides.
  let status: MapStatus =
    state.dataType === 'all'
      ? { nodes: graph.order, edges: graph.size, text: formatStatus(graph.order, graph.size) }
      : countShown(graph, (_id, a) => isShown(a));
  const updateStatus = () => {
    const nodes = graph.order - hiddenNodes.size;
    const edges = graph.size - hiddenEdges.size;
    const next = { nodes, edges, text: formatStatus(nodes, edges) };
    if (next.text !== status.text) {
      status = next;
      options.onStatusChange?.(status);
    }
  };
  options.onStatusChange?.(status);

  sigma.on('enterNode', ({ node, event }) => {
    hovered = node;
    tooltip.show(tooltipLines(graph.getNodeAttributes(node)).join('\n'), event);
    options.onNodeHover?.(node);
  });
  sigma.on('leaveNode', () => {
    hovered = null;
    tooltip.hide();
    labelList.update(lastLabels?.placed ?? []);
    options.onNodeHover?.(null);
  });

  /**
   * Every node's display data again, after what is left of sigma's set-up (`makeSigma`); the edges' follow in
   * the frame builder, while the nodes are drawn (`deferEdges`).
   */
  function* attachSteps(): SlicedWork {
    yield* setup();
    yield* refreshNodeSteps(internalsOf(sigma));
  }

  // sigma's refresh: large graphs restyle in steps; small partial refreshes go through sigma as they are.
  const sigmaRefresh = sigma.refresh.bind(sigma);
  let restyling: SlicedRun<void> | undefined;
  const refreshInSteps = (work: SlicedWork) => {
    restyling?.cancel();
    builder?.cancel();
    const run = runSliced(work);
    restyling = run;
    run.done.then(
      () => {
        if (restyling !== run) return;
        restyling = undefined;
        builder?.deferEdges(() => refreshEdgeSteps(internalsOf(sigma)));
        builder?.request();
      },
      (error: unknown) => {
        if (error instanceof SliceCancelled || restyling !== run) return;
        restyling = undefined;
        mapFailed(error);
      },
    );
  };
  if (builder) {
    (sigma as { refresh: NetSigma['refresh'] }).refresh = (opts) => {
      if (!opts?.partialGraph) {
        refreshInSteps(attachSteps());
        return sigma;
      }
      // A partial refresh is processed by sigma at once: its programs and every edge's display data must be there.
      runNow(setup(false));
      builder.flush();
      builder.invalidate();
      return sigmaRefresh({ ...opts, schedule: true });
    };
  }

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

  let ready: Promise<void>;
  if (builder) {
    // Attach the graph in steps (display data for every node and edge), then build the first frame.
    const graphs = sigma as unknown as GraphInternals;
    graphs.unbindGraphHandlers();
    graphs.graph = graph;
    graphs.bindGraphHandlers();
    refreshInSteps(attachSteps());
    ready = new Promise<void>((resolve, reject) => {
      shown = () => {
        firstFrameFailed = undefined;
        resolve();
      };
      firstFrameFailed = reject;
      const wait = () => {
        if (restyling) {
          restyling.done.then(wait, wait);
          return;
        }
        builder.settled().then(resolve, resolve);
      };
      wait();
    });
  } else {
    // Sigma's constructor already rendered once, before the layers were hooked in: draw them now, so the first
    // frame is complete without a second WebGL render.
    runNow(prepareLayers())();
    ready = Promise.resolve();
  }

  const restyle = () => {
    theme = mapTheme(state.scheme);
    sigma.setSetting('labelColor', { color: theme.label });
    resetCollected();
    sigma.refresh();
    if (!progressive) updateStatus();
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
    ready,
    progressive,
    settled: async () => {
      await ready;
      while (restyling) await restyling.done.catch(() => undefined);
      await builder?.settled();
    },
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
      if (builder) {
        sigmaInternals.needToProcess = true;
        builder.invalidate();
        builder.request();
        return;
      }
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
    exportPng: () => {
      // A synchronous complete frame, also for large graphs (their frames are otherwise built in steps).
      loop.renderNow();
      return exportPng(sigma, pixelRatio, theme.background);
    },
    exportGexf: () => toGexf(graph),
    exportGraphml: () => toGraphml(graph),
    lastLabels: () => lastLabels,
    destroy: () => {
      if (positionsPending !== undefined) clearTimeout(positionsPending);
      restyling?.cancel();
      builder?.destroy();
      tooltip.destroy();
      labelList.remove();
      loop.uninstall();
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
 * The view as PNG: sigma's canvases composited in stacking order on the map's background. Call it in the task
 * that rendered them, so WebGL buffers are still intact without `preserveDrawingBuffer`.
 */
export function exportPng(sigma: NetSigma, pixelRatio: number, background = '#ffffff'): Promise<Blob> {
  const { width, height } = sigma.getDimensions();
  const out = document.createElement('canvas');
  out.width = Math.round(width * pixelRatio);
  out.height = Math.round(height * pixelRatio);
  const ctx = out.getContext('2d');
  if (!ctx) return Promise.reject(new Error('2D canvas unavailable'));
  ctx.fillStyle = background;
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
