// Benchmark page: one graph, one renderer, one scenario per load; the result lands in `window.__bench`.
import {
  createLayoutController,
  generateBaseGraph,
  ingestBaseGraph,
  ingestBaseGraphSliced,
  type NetGraph,
  seedPositions,
} from '@lne/netmap';
import { createNetworkMap } from '@lne/netmap/renderer';
import cytoscape from 'cytoscape';

type Scenario = 'render' | 'layout' | 'view';
type Result = Record<string, number | string | null>;

type BenchWindow = { __bench?: { done: boolean; result?: Result; error?: string } };
const benchWindow = window as unknown as BenchWindow;

const params = new URLSearchParams(location.search);
const nodes = Number(params.get('n') ?? '1000');
const renderer = params.get('renderer') ?? 'sigma';
const scenario = (params.get('scenario') ?? 'render') as Scenario;
const moveMs = Number(params.get('moveMs') ?? '4000');
const layoutMs = Number(params.get('layoutMs') ?? '8000');
const lodOverride = JSON.parse(params.get('lod') ?? '{}') as Record<string, number | boolean>;
const container = document.getElementById('map') as HTMLElement;
benchWindow.__bench = { done: false };

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? null;
  return { median: at(0.5), p95: at(0.95), frames: sorted.length };
}

function memoryMb(): number | null {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? Math.round(memory.usedJSHeapSize / 1e5) / 10 : null;
}

/** The answer in the backend's format, with the positions a saved layout would carry (same for both renderers). */
function answerWithPositions() {
  const answer = generateBaseGraph({ nodes, seed: 42, edgesPerNode: 2 });
  const { graph, groups } = ingestBaseGraph(answer);
  const positions = seedPositions(graph, groups);
  for (const element of answer.data.graph.elements.nodes) {
    const el = element as { data: { id: string }; position?: { x: number; y: number } };
    const p = positions.get(el.data.id);
    if (p) el.position = { x: p.x, y: p.y };
  }
  return answer;
}

/**
 * The generator's garbage (a whole ingested graph, for the positions) collected before the clock starts, so that
 * a run does not count collecting it (with `--js-flags=--expose-gc`, which every script here passes).
 */
function collectGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Forces the GPU to finish: reading one pixel waits for every queued draw call. */
function readPixel(canvas: HTMLCanvasElement | undefined) {
  if (!canvas) return;
  const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
  if (gl) {
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    return;
  }
  canvas.getContext('2d')?.getImageData(0, 0, 1, 1);
}

/**
 * Frame times while `moves` animates the camera: the interval between animation frames, each frame ending with a
 * 1-pixel read so GPU work is included. Both renderers draw in requestAnimationFrame, so a slow draw delays the next.
 */
async function measureFrames(canvases: (HTMLCanvasElement | undefined)[], moves: () => Promise<void>) {
  const times: number[] = [];
  let running = true;
  let last = 0;
  const tick = () => {
    if (!running) return;
    for (const c of canvases) readPixel(c);
    const now = performance.now();
    if (last > 0) times.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  await moves();
  running = false;
  return times;
}

/** Long tasks (PerformanceObserver `longtask`, over 50 ms) between marks, for the trace from data to a settled frame. */
function longTaskRecorder() {
  const tasks: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ entryTypes: ['longtask'] });
  const between = (from: number, to: number) => tasks.filter((t) => t.start >= from && t.start < to);
  return {
    /** The longest task that started in [from, to) and how many there were. */
    summary: (from: number, to: number) => {
      const inside = between(from, to);
      return {
        longest: Math.round(Math.max(0, ...inside.map((t) => t.duration))),
        count: inside.length,
        list: inside.map((t) => `${Math.round(t.duration)}@${Math.round(t.start - from)}`).join(' '),
      };
    },
    stop: () => observer.disconnect(),
  };
}

async function benchSigma(answer: ReturnType<typeof answerWithPositions>): Promise<Result> {
  const tasks = longTaskRecorder();
  // Let the page settle (the generator ran in the task before) before the clock starts.
  collectGarbage();
  await wait(300);
  const start = performance.now();
  // From the answer to the first complete frame: ingest (in steps from 3,000 nodes, as the app does), then the map.
  const { graph, groups } =
    nodes >= 3000 ? await ingestBaseGraphSliced(answer).done : ingestBaseGraph(answer);
  const ingestEnd = performance.now();
  const map = createNetworkMap(container, { graph, groups, lod: lodOverride });
  const mapEnd = performance.now();
  await map.ready;
  // The read that stops the clock runs in a task of its own: in the task where `ready` resolved it would be
  // counted in the map's last task (the 2D layers' paint) and make it look longer than it is.
  await wait(0);
  const canvases = map.sigma.getCanvases();
  readPixel(canvases.edges);
  readPixel(canvases.nodes);
  const firstFrameEnd = performance.now();
  const firstFrame = firstFrameEnd - start;
  const memory = memoryMb();
  const first = tasks.summary(start, firstFrameEnd);
  const phases: Record<string, number | string> = {
    ingestMs: Math.round(ingestEnd - start),
    mapMs: Math.round(mapEnd - ingestEnd),
    firstFrameLongestTaskMs: first.longest,
    firstFrameLongTasks: first.count,
    firstFrameTaskList: first.list,
    labels: map.lastLabels()?.placed.length ?? 0,
    progressive: String(map.progressive),
  };
  if (params.get('probe') === '1') {
    // Cost of a second complete frame (no shader compilation, no ingest): full refresh, then a render only.
    let t = performance.now();
    map.sigma.refresh();
    readPixel(canvases.edges);
    readPixel(canvases.nodes);
    phases.refreshMs = Math.round(performance.now() - t);
    t = performance.now();
    (map.sigma as unknown as { render: () => void }).render();
    readPixel(canvases.edges);
    readPixel(canvases.nodes);
    phases.renderMs = Math.round(performance.now() - t);
    type Prog = { render: (p: unknown) => void; pickProgram: unknown; programs?: Prog[] };
    const internals = map.sigma as unknown as {
      render: () => void;
      nodePrograms: Record<string, Prog>;
      edgePrograms: Record<string, Prog>;
    };
    const timeRender = () => {
      const t0 = performance.now();
      internals.render();
      readPixel(canvases.edges);
      readPixel(canvases.nodes);
      return Math.round(performance.now() - t0);
    };
    const noop = () => undefined;
    const saved = Object.values(internals.edgePrograms).map((p) => p.render);
    for (const p of Object.values(internals.edgePrograms)) p.render = noop;
    phases.noEdgesMs = timeRender();
    Object.values(internals.edgePrograms).forEach((p, i) => {
      p.render = saved[i] ?? noop;
    });
    const savedN = Object.values(internals.nodePrograms).map((p) => p.render);
    for (const p of Object.values(internals.nodePrograms)) p.render = noop;
    phases.noNodesMs = timeRender();
    Object.values(internals.nodePrograms).forEach((p, i) => {
      p.render = savedN[i] ?? noop;
    });
    const picks = Object.values(internals.nodePrograms).map((p) => p.pickProgram);
    for (const p of Object.values(internals.nodePrograms)) p.pickProgram = null;
    phases.noPickMs = timeRender();
    Object.values(internals.nodePrograms).forEach((p, i) => {
      p.pickProgram = picks[i];
    });
    phases.againMs = timeRender();
  }
  await wait(300);

  // Time inside sigma's render (CPU side plus queued GL calls), to tell it apart from the rest of the frame.
  const renderTimes: number[] = [];
  let renderStart = 0;
  map.sigma.on('beforeRender', () => {
    renderStart = performance.now();
  });
  map.sigma.on('afterRender', () => {
    renderTimes.push(performance.now() - renderStart);
  });
  const camera = map.sigma.getCamera();
  const per = moveMs / 3;
  const frameTimes = await measureFrames([canvases.edges, canvases.nodes], async () => {
    for (let step = 0; step < 3; step += 1) {
      const target = [{ x: 0.7, y: 0.6 }, { ratio: 0.4 }, { x: 0.5, y: 0.5, ratio: 1 }][step];
      await camera.animate(target ?? {}, { duration: per });
    }
  });
  // The complete frame once the camera stopped, then one zoomed in far enough for port labels.
  const stopped = performance.now();
  await map.settled();
  const settledAt = performance.now();
  const afterMove = tasks.summary(stopped, settledAt);
  const zoomTo = map.sigma.getNodeDisplayData(graph.nodes()[Math.floor(graph.order / 2)] ?? '');
  const zoomStart = performance.now();
  if (zoomTo) camera.setState({ x: zoomTo.x, y: zoomTo.y, ratio: 0.03 });
  await nextFrame();
  await map.settled();
  const zoomEnd = performance.now();
  const zoomed = tasks.summary(zoomStart, zoomEnd);
  const portLabels = (map.lastLabels()?.placed ?? []).filter((l) => l.id.includes('\u0000')).length;
  tasks.stop();
  map.destroy();
  return {
    firstFrameMs: Math.round(firstFrame),
    ...phases,
    ...rounded(stats(frameTimes)),
    medianRenderMs: Math.round(stats(renderTimes).median ?? 0),
    settleAfterMoveMs: Math.round(settledAt - stopped),
    settleAfterMoveLongestTaskMs: afterMove.longest,
    zoomedFrameMs: Math.round(zoomEnd - zoomStart),
    zoomedLongestTaskMs: zoomed.longest,
    portLabels,
    memoryMb: memory,
    status: map.getStatus().text,
  };
}

async function benchCytoscape(answer: ReturnType<typeof answerWithPositions>): Promise<Result> {
  collectGarbage();
  const start = performance.now();
  const { nodes: rawNodes, edges: rawEdges } = answer.data.graph.elements;
  const cy = cytoscape({
    container,
    elements: {
      nodes: rawNodes as cytoscape.NodeDefinition[],
      edges: rawEdges as cytoscape.EdgeDefinition[],
    },
    layout: { name: 'preset' },
    // Cytoscape's own level-of-detail options, the counterpart of ours.
    hideEdgesOnViewport: true,
    textureOnViewport: false,
    pixelRatio: nodes > 10_000 ? 1 : 'auto',
    style: [
      {
        selector: 'node',
        style: {
          width: 6,
          height: 6,
          'background-color': '#1971c2',
          label: 'data(label)',
          'font-size': 6,
          'min-zoomed-font-size': 8,
        },
      },
      {
        selector: ':parent',
        style: { 'background-opacity': 0.2, 'border-width': 1, 'border-color': '#a5d8ff' },
      },
      { selector: 'edge', style: { width: 1, 'line-color': '#adb5bd' } },
    ],
  });
  const canvasList = [...container.querySelectorAll('canvas')];
  await new Promise<void>((resolve) => cy.one('render', () => resolve()));
  for (const c of canvasList) readPixel(c);
  const firstFrame = performance.now() - start;
  const memory = memoryMb();
  await wait(300);

  const per = moveMs / 3;
  const zoom = cy.zoom();
  const pan = cy.pan();
  const frameTimes = await measureFrames(canvasList, async () => {
    for (let step = 0; step < 3; step += 1) {
      const target =
        step === 0
          ? { pan: { x: pan.x - 300, y: pan.y - 200 } }
          : step === 1
            ? { zoom: zoom * 2.5 }
            : { zoom, pan };
      await cy
        .animation({ ...target, duration: per })
        .play()
        .promise();
    }
  });
  const shown = `${cy.nodes().not(':parent').length} nodes · ${cy.edges().length} edges`;
  cy.destroy();
  return {
    firstFrameMs: Math.round(firstFrame),
    ...rounded(stats(frameTimes)),
    memoryMb: memory,
    status: shown,
  };
}

function rounded(s: ReturnType<typeof stats>) {
  return {
    medianFrameMs: s.median === null ? null : Math.round(s.median),
    p95FrameMs: s.p95 === null ? null : Math.round(s.p95),
    frames: s.frames,
  };
}

/** ForceAtlas2 in the worker while the map shows progress: long tasks on the main thread and time per iteration. */
async function benchLayout(): Promise<Result> {
  const { graph, groups } = ingestBaseGraph(generateBaseGraph({ nodes, seed: 42, edgesPerNode: 2 }));
  const longTasks: number[] = [];
  const longTaskAt: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push(entry.duration);
      longTaskAt.push(entry.startTime);
    }
  });
  let map: ReturnType<typeof createNetworkMap> | undefined;
  const progress: { t: number; iteration: number }[] = [];
  const layout = createLayoutController({
    graph: graph as NetGraph,
    groups,
    onProgress: (p) => {
      progress.push({ t: performance.now(), iteration: p.iteration });
      if (p.moved) map?.refreshPositions();
    },
  });
  // Long tasks are observed from the map's creation on and told apart by when they start: the first frame
  // (before the layout starts), while ForceAtlas2 runs, and showing the final positions after it stopped. The
  // generator and the ingest above run in a task of their own before that (observed, it would be counted as the
  // first frame's: 370–400 ms at 10k).
  collectGarbage();
  await wait(300);
  observer.observe({ entryTypes: ['longtask'] });
  // `withMap=0` measures the worker alone, to tell its cost apart from the map's refreshes.
  if (params.get('withMap') !== '0') map = createNetworkMap(container, { graph, groups });
  // As the app (useLayout) does: the worker starts once the map's first frame was committed.
  await nextFrame();
  await wait(0);
  const beforeStart = performance.now();
  layout.start();
  const started = performance.now();
  const startCallMs = Math.round(started - beforeStart);
  while (performance.now() - started < layoutMs && layout.status === 'running') await wait(100);
  const stopAt = performance.now();
  layout.stop();
  // The worker finishes (overlap removal, group separation) and posts the final positions; the map then draws them.
  while (layout.status === 'running') await wait(20);
  const doneAt = performance.now();
  await nextFrame();
  await wait(300);
  observer.disconnect();
  const first = progress.find((p) => p.iteration > 0);
  const lastP = progress.at(-1);
  const perIteration =
    first && lastP && lastP.iteration > first.iteration
      ? (lastP.t - first.t) / (lastP.iteration - first.iteration)
      : null;
  layout.destroy();
  // `keep=1` leaves the laid-out map on screen for a look.
  if (params.get('keep') !== '1') map?.destroy();
  const longest = (from: number, to: number) =>
    Math.round(
      Math.max(0, ...longTasks.filter((_d, i) => (longTaskAt[i] ?? 0) >= from && (longTaskAt[i] ?? 0) < to)),
    );
  return {
    iterations: lastP?.iteration ?? 0,
    startCallMs,
    fa2MsPerIteration: perIteration === null ? null : Math.round(perIteration),
    longTasks: longTasks.filter((_d, i) => (longTaskAt[i] ?? 0) >= beforeStart).length,
    // The map's first frame (creation, then rasterising and committing it), before the layout starts.
    firstFrameTaskMs: longest(0, beforeStart),
    // While ForceAtlas2 runs (from the start to the stop request).
    maxLongTaskRunningMs: longest(beforeStart, stopAt),
    // After the stop: the worker's last message and the map showing the final positions.
    stopTaskMs: longest(stopAt, Number.POSITIVE_INFINITY),
    stopWaitMs: Math.round(doneAt - stopAt),
    longTaskList: longTasks
      .map((d, i) => `${Math.round(d)}@${Math.round((longTaskAt[i] ?? 0) - started)}`)
      .join(' '),
  };
}

/** Leaves the map mounted (for looking at it); `mode` picks a view mode styled from the generated data. */
async function showView(): Promise<Result> {
  const { graph, groups } = ingestBaseGraph(answerWithPositions());
  const map = createNetworkMap(container, {
    graph,
    groups,
    state: { scheme: params.get('scheme') === 'dark' ? 'dark' : 'light' },
  });
  await map.ready;
  const mode = params.get('mode');
  if (mode === 'search')
    map.setState({ search: { matches: new Set(graph.filterNodes((_id, a) => a.vendor === 'cisco')) } });
  if (mode === 'spanning-tree') {
    const edges = graph.edges();
    map.setState({
      view: {
        mode: 'spanning-tree',
        rootNodes: new Set(graph.nodes().slice(0, 1)),
        blockingEdges: new Set(edges.filter((_e, i) => i % 7 === 0)),
      },
    });
  }
  await map.settled();
  await nextFrame();
  await nextFrame();
  return { status: map.getStatus().text };
}

async function main() {
  try {
    const result =
      scenario === 'view'
        ? await showView()
        : scenario === 'layout'
          ? await benchLayout()
          : renderer === 'cytoscape'
            ? await benchCytoscape(answerWithPositions())
            : await benchSigma(answerWithPositions());
    benchWindow.__bench = { done: true, result: { renderer, nodes, scenario, ...result } };
  } catch (error) {
    benchWindow.__bench = {
      done: true,
      error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error),
    };
  }
}

// `wait=1` (profile.mjs): start only when the profiler is attached.
if (params.get('wait') === '1') (window as unknown as { __go: () => void }).__go = () => void main();
else void main();
