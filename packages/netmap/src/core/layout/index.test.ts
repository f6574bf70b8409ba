import { describe, expect, it } from 'vitest';
import { generateBaseGraph } from '../generate';
import { ingestBaseGraph } from '../ingest';
import { plantAnswer } from '../ingest/fixture.test-data';
import type { LayoutWorker } from './controller';
import {
  applyPositionArray,
  applyPositions,
  BARNES_HUT_THRESHOLD,
  createLayoutController,
  graphToLayoutInput,
  initialPositions,
  layoutSettings,
  removeOverlaps,
  runLayoutSync,
  seedPositions,
  startLayoutSession,
} from './index';
import type { LayoutInput, Point, WorkerRequest, WorkerResponse } from './types';

function bounds(points: Point[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const distance = (a: Point | undefined, b: Point | undefined) =>
  a && b ? Math.hypot(a.x - b.x, a.y - b.y) : Number.POSITIVE_INFINITY;

describe('seedPositions', () => {
  it('places every node and keeps sites apart', () => {
    const { graph, groups } = ingestBaseGraph(generateBaseGraph({ nodes: 600, sites: 6, seed: 3 }));
    const seeds = seedPositions(graph, groups);
    expect(seeds.size).toBe(600);
    const boxes = [...groups.values()].map((g) =>
      bounds(g.members.map((m) => seeds.get(m) ?? { x: 0, y: 0 })),
    );
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i];
        const b = boxes[j];
        if (!a || !b) continue;
        const overlap = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
        expect(overlap, `sites ${i} and ${j} overlap`).toBe(false);
      }
    }
  });

  it('is deterministic and puts nested rooms around their site, hosts beside their device', () => {
    const { graph, groups } = ingestBaseGraph(plantAnswer);
    const seeds = seedPositions(graph, groups, { spacing: 10 });
    expect(seedPositions(graph, groups, { spacing: 10 })).toEqual(seeds);
    const core = seeds.get('01HV0CORE00000000000000001');
    const plc = seeds.get('01HV0PLC000000000000000002');
    const host = seeds.get('01HV0HOST00000000000000004');
    const cloud = seeds.get('custom-cloud');
    expect(distance(host, plc)).toBeLessThan(10);
    expect(distance(plc, core)).toBeGreaterThan(10);
    // The ungrouped custom node has its own cell, away from the plant.
    expect(distance(cloud, core)).toBeGreaterThan(distance(plc, core));
  });
});

describe('initialPositions', () => {
  it('lets saved positions win and reports whether a layout is needed', () => {
    const { graph, groups } = ingestBaseGraph(plantAnswer);
    const some = initialPositions(graph, groups, { '01HV0CORE00000000000000001': { x: 123, y: 456 } });
    expect(some.positions.get('01HV0CORE00000000000000001')).toEqual({ x: 123, y: 456 });
    expect([...some.fixed]).toEqual(['01HV0CORE00000000000000001']);
    expect(some.needsLayout).toBe(true);
    const saved = Object.fromEntries(graph.nodes().map((id, i) => [id, { x: i, y: -i }]));
    const all = initialPositions(graph, groups, saved);
    expect(all.needsLayout).toBe(false);
    expect(all.positions.get(graph.nodes()[2] ?? '')).toEqual({ x: 2, y: -2 });
  });
});

describe('ForceAtlas2 and overlap removal (synchronous)', () => {
  it('chooses Barnes-Hut above the threshold', () => {
    expect(layoutSettings(BARNES_HUT_THRESHOLD).barnesHutOptimize).toBe(false);
    expect(layoutSettings(BARNES_HUT_THRESHOLD + 1).barnesHutOptimize).toBe(true);
  });

  it('pulls linked nodes together and keeps fixed nodes in place', () => {
    const { graph, groups } = ingestBaseGraph(generateBaseGraph({ nodes: 200, sites: 2, seed: 5 }));
    const { positions, fixed } = initialPositions(graph, groups, { n0: { x: 1000, y: 1000 } });
    for (const [id, p] of positions) graph.mergeNodeAttributes(id, p);
    const input = graphToLayoutInput(graph, fixed);
    const out = runLayoutSync(input, 100);
    expect(out.every(Number.isFinite)).toBe(true);
    const at = (id: string) => {
      const i = input.ids.indexOf(id);
      return { x: out[i * 2] ?? Number.NaN, y: out[i * 2 + 1] ?? Number.NaN };
    };
    expect(at('n0')).toEqual({ x: 1000, y: 1000 });
    let linked = 0;
    graph.forEachEdge((_e, _a, s, t) => {
      linked += distance(at(s), at(t));
    });
    let random = 0;
    for (let i = 0; i < graph.size; i += 1)
      random += distance(at(`n${(i * 7) % 200}`), at(`n${(i * 13 + 5) % 200}`));
    expect(linked / graph.size).toBeLessThan(random / graph.size);
  });

  it('keeps sites apart as separate clusters', () => {
    const { graph, groups } = ingestBaseGraph(generateBaseGraph({ nodes: 600, sites: 3, seed: 9 }));
    const { positions } = initialPositions(graph, groups);
    for (const [id, p] of positions) graph.mergeNodeAttributes(id, p);
    const input = graphToLayoutInput(graph);
    const out = runLayoutSync(input, 200, false);
    const index = new Map(input.ids.map((id, i) => [id, i]));
    const sites = [...groups.values()].map((g) => {
      const points = g.members.map((m) => {
        const i = index.get(m) ?? 0;
        return { x: out[i * 2] ?? 0, y: out[i * 2 + 1] ?? 0 };
      });
      const centre = {
        x: points.reduce((a, p) => a + p.x, 0) / points.length,
        y: points.reduce((a, p) => a + p.y, 0) / points.length,
      };
      // The radius holding 90 % of the site: the box drawn around it is about that big.
      const radii = points.map((p) => distance(p, centre)).sort((x, y) => x - y);
      const radius = radii[Math.floor(radii.length * 0.9)] ?? 0;
      return { centre, radius };
    });
    for (let i = 0; i < sites.length; i += 1) {
      for (let j = i + 1; j < sites.length; j += 1) {
        const a = sites[i];
        const b = sites[j];
        if (!a || !b) continue;
        expect(distance(a.centre, b.centre)).toBeGreaterThan(a.radius + b.radius);
      }
    }
  });

  it('spreads room members so that they do not overlap, in a map that is not mostly empty space', () => {
    const { graph, groups } = ingestBaseGraph(generateBaseGraph({ nodes: 280, sites: 3, seed: 4 }));
    const { positions } = initialPositions(graph, groups);
    for (const [id, p] of positions) graph.mergeNodeAttributes(id, p);
    const size = 5;
    const input = graphToLayoutInput(graph, new Set(), () => size);
    const out = runLayoutSync(input, 500);
    const at = (i: number) => ({ x: out[i * 2] ?? 0, y: out[i * 2 + 1] ?? 0 });
    const byGroup = new Map<string, number[]>();
    input.ids.forEach((id, i) => {
      const group = graph.getNodeAttribute(id, 'group') ?? '';
      byGroup.set(group, [...(byGroup.get(group) ?? []), i]);
    });
    let closest = Number.POSITIVE_INFINITY;
    for (const members of byGroup.values()) {
      for (let a = 0; a < members.length; a += 1) {
        for (let b = a + 1; b < members.length; b += 1) {
          closest = Math.min(closest, distance(at(members[a] ?? 0), at(members[b] ?? 0)));
        }
      }
    }
    // Two discs of radius `size` do not overlap.
    expect(closest).toBeGreaterThanOrEqual(2 * size * 0.99);
    // The renderer fits the whole map in the view: if it spans hundreds of node diameters, rooms shrink to dots.
    const box = bounds(input.ids.map((_id, i) => at(i)));
    const extent = Math.max(box.maxX - box.minX, box.maxY - box.minY);
    expect(extent / (2 * size)).toBeLessThan(120);
  });

  it('stops overlap removal at its time budget, after at least one iteration', () => {
    // Ten nodes almost on one point need many iterations; a clock that advances 10 ms per reading ends it early.
    const positions = Float32Array.from({ length: 20 }, (_v, i) => i * 0.01);
    const sizes = new Float32Array(10).fill(5);
    let clock = 0;
    const tick = () => {
      clock += 10;
      return clock;
    };
    const bounded = removeOverlaps(positions, sizes, 300, 15, tick);
    expect(clock).toBeLessThanOrEqual(40);
    expect(bounded).not.toEqual(positions);
    const unbounded = removeOverlaps(positions, sizes);
    expect(unbounded).not.toEqual(bounded);
  });

  it('removes overlaps', () => {
    const out = removeOverlaps(new Float32Array([0, 0, 0.1, 0, 0, 0.1]), new Float32Array([5, 5, 5]));
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      expect(
        Math.hypot((out[a * 2] ?? 0) - (out[b * 2] ?? 0), (out[a * 2 + 1] ?? 0) - (out[b * 2 + 1] ?? 0)),
      ).toBeGreaterThan(5);
    }
  });
});

function tinyInput(): LayoutInput {
  return {
    ids: ['a', 'b', 'c'],
    nodes: new Float32Array([0, 0, 1, 0, 10, 0, 1, 0, 0, 10, 1, 0]),
    edges: new Uint32Array([0, 1, 1, 2]),
    weights: new Float32Array([1, 1]),
  };
}

describe('layout session (the worker loop)', () => {
  const options = {
    settings: layoutSettings(3),
    maxIterations: 10,
    stepBudgetMs: 0,
    progressIntervalMs: 0,
    livePositions: true,
    removeOverlaps: false,
  };

  it('reports progress per slice and ends with done', () => {
    const messages: WorkerResponse[] = [];
    const queue: (() => void)[] = [];
    startLayoutSession(tinyInput(), options, {
      post: (m) => messages.push(m),
      now: () => 0,
      schedule: (t) => queue.push(t),
    });
    while (queue.length > 0) queue.shift()?.();
    expect(messages.map((m) => m.type)).toEqual([...Array(9).fill('progress'), 'done']);
    const done = messages.at(-1);
    expect(done?.type === 'done' && done.iteration === 10 && !done.stopped).toBe(true);
  });

  it('throttles progress and leaves positions out when not live', () => {
    const messages: WorkerResponse[] = [];
    const queue: (() => void)[] = [];
    let clock = 0;
    startLayoutSession(
      tinyInput(),
      { ...options, progressIntervalMs: 7, livePositions: false },
      { post: (m) => messages.push(m), now: () => clock++, schedule: (t) => queue.push(t) },
    );
    while (queue.length > 0) queue.shift()?.();
    const progress = messages.filter((m) => m.type === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.length).toBeLessThan(9);
    expect(progress.every((m) => m.type === 'progress' && m.positions === null)).toBe(true);
    expect(messages.at(-1)?.type).toBe('done');
  });

  it('stops between slices when asked', () => {
    const messages: WorkerResponse[] = [];
    const queue: (() => void)[] = [];
    const session = startLayoutSession(tinyInput(), options, {
      post: (m) => messages.push(m),
      now: () => 0,
      schedule: (t) => queue.push(t),
    });
    queue.shift()?.();
    queue.shift()?.();
    session.stop();
    while (queue.length > 0) queue.shift()?.();
    expect(messages.map((m) => m.type)).toEqual(['progress', 'progress', 'done']);
    const done = messages.at(-1);
    expect(done?.type === 'done' && done.stopped && done.iteration === 2).toBe(true);
  });
});

class FakeWorker implements LayoutWorker {
  sent: WorkerRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: WorkerRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: WorkerResponse) {
    this.onmessage?.({ data: message } as MessageEvent<WorkerResponse>);
  }
}

describe('layout controller', () => {
  it('starts the worker, writes progress into the graph, stops and restarts', () => {
    const { graph, groups } = ingestBaseGraph(plantAnswer);
    const workers: FakeWorker[] = [];
    const progress: string[] = [];
    const controller = createLayoutController({
      graph,
      groups,
      createWorker: () => {
        const w = new FakeWorker();
        workers.push(w);
        return w;
      },
      maxIterations: 50,
      onProgress: (p) => progress.push(`${p.status}:${p.iteration}${p.moved ? ':moved' : ''}`),
    });
    expect(controller.usedSavedLayout).toBe(false);
    controller.start();
    const worker = workers[0];
    const start = worker?.sent[0];
    expect(
      start?.type === 'start' && start.input.ids.length === 5 && start.options.maxIterations === 50,
    ).toBe(true);
    const ids = start?.type === 'start' ? start.input.ids : [];
    worker?.reply({
      type: 'progress',
      positions: new Float32Array(ids.flatMap((_id, i) => [i * 100, 7])),
      iteration: 10,
      maxIterations: 50,
    });
    expect(graph.getNodeAttributes(ids[3] ?? '')).toMatchObject({ x: 300, y: 7 });
    controller.stop();
    expect(worker?.sent.at(-1)).toEqual({ type: 'stop' });
    worker?.reply({
      type: 'done',
      positions: new Float32Array(ids.length * 2),
      iteration: 12,
      stopped: true,
    });
    expect(controller.status).toBe('stopped');
    controller.restart();
    expect(worker?.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(controller.status).toBe('running');
    expect(progress).toEqual(['running:0', 'running:10:moved', 'stopped:12:moved', 'running:0:moved']);
  });

  it('tells progress without positions apart, so the map is not redrawn for nothing', () => {
    const { graph, groups } = ingestBaseGraph(plantAnswer);
    const worker = new FakeWorker();
    const moved: boolean[] = [];
    const controller = createLayoutController({
      graph,
      groups,
      createWorker: () => worker,
      livePositions: false,
      onProgress: (p) => moved.push(p.moved),
    });
    controller.start();
    const ids = worker.sent[0]?.type === 'start' ? worker.sent[0].input.ids : [];
    worker.reply({ type: 'progress', positions: null, iteration: 5, maxIterations: 50 });
    worker.reply({ type: 'progress', positions: null, iteration: 9, maxIterations: 50 });
    worker.reply({
      type: 'done',
      positions: new Float32Array(ids.length * 2),
      iteration: 50,
      stopped: false,
    });
    expect(moved).toEqual([false, false, false, true]);
  });

  it('shows a saved layout at once without a worker', () => {
    const { graph, groups } = ingestBaseGraph(plantAnswer);
    const saved = Object.fromEntries(graph.nodes().map((id, i) => [id, { x: i * 10, y: 0 }]));
    let created = 0;
    const controller = createLayoutController({
      graph,
      groups,
      saved,
      createWorker: () => {
        created += 1;
        return new FakeWorker();
      },
    });
    controller.start();
    expect(created).toBe(0);
    expect(controller.usedSavedLayout).toBe(true);
    expect(graph.getNodeAttribute(graph.nodes()[1] ?? '', 'x')).toBe(10);
  });

  it('reports worker errors', () => {
    const { graph, groups } = ingestBaseGraph(plantAnswer);
    const worker = new FakeWorker();
    const errors: string[] = [];
    const controller = createLayoutController({
      graph,
      groups,
      createWorker: () => worker,
      onError: (m) => errors.push(m),
    });
    controller.start();
    worker.reply({ type: 'error', message: 'boom' });
    expect(errors).toEqual(['boom']);
    expect(controller.status).toBe('failed');
  });
});

describe('applyPositionArray', () => {
  it('writes positions by id order', () => {
    const { graph } = ingestBaseGraph(plantAnswer);
    applyPositionArray(graph, ['custom-cloud'], new Float32Array([4, 2]));
    expect(graph.getNodeAttributes('custom-cloud')).toMatchObject({ x: 4, y: 2 });
  });

  it('writes in place without graph events (the renderer is refreshed once through onProgress)', () => {
    const { graph } = ingestBaseGraph(plantAnswer);
    const events: string[] = [];
    graph.on('eachNodeAttributesUpdated', () => events.push('each'));
    graph.on('nodeAttributesUpdated', () => events.push('one'));
    applyPositionArray(graph, ['custom-cloud', 'no-such-node'], new Float32Array([4, 2, 7, 7]));
    applyPositions(graph, new Map([['custom-cloud', { x: 1, y: 3 }]]));
    expect(graph.getNodeAttributes('custom-cloud')).toMatchObject({ x: 1, y: 3 });
    expect(graph.hasNode('no-such-node')).toBe(false);
    expect(events).toEqual([]);
  });
});
