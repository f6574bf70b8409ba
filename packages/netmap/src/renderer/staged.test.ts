import Graph from 'graphology';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runNow } from '../core/slices';
import {
  processEdgeSteps,
  processNodeSteps,
  processSteps,
  refreshEdgeSteps,
  refreshNodeSteps,
  refreshSteps,
  type SigmaInternals,
} from './staged';

// sigma reads WebGL constants when its modules load; their values do not matter here.
beforeAll(() => {
  const constants = new Proxy({}, { get: () => 0 });
  vi.stubGlobal('WebGLRenderingContext', constants);
  vi.stubGlobal('WebGL2RenderingContext', constants);
});

/** A program that records what sigma writes into it. */
class RecordingProgram {
  capacity = -1;
  writes: [number, number, number, number][] = [];
  reallocate(capacity: number) {
    this.capacity = capacity;
    this.writes = [];
  }
  process(fingerprint: number, position: number, ...data: { x?: number; y?: number }[]) {
    const last = data.at(-1) ?? {};
    this.writes.push([fingerprint, position, last.x ?? -1, last.y ?? -1]);
  }
}

/** The sample's z order turned around, nodes and edges. */
function flipZ(graph: Graph) {
  graph.forEachNode((node, a) => graph.setNodeAttribute(node, 'z', 2 - (a.z as number)));
  graph.forEachEdge((edge, a) => graph.setEdgeAttribute(edge, 'z', 2 - (a.z as number)));
}

function sampleGraph() {
  const graph = new Graph({ type: 'undirected' });
  const points: [string, number, number, number][] = [
    ['a', 0, 0, 1],
    ['b', 10, -4, 0],
    ['c', 3, 7, 2],
    ['d', -6, 2, 0],
    ['e', 8, 8, 1],
  ];
  for (const [id, x, y, z] of points) graph.addNode(id, { x, y, z });
  for (const [s, t, z] of [
    ['a', 'b', 0],
    ['b', 'c', 1],
    ['c', 'd', 0],
    ['d', 'e', 2],
    ['a', 'e', 1],
  ] as const)
    graph.addEdgeWithKey(`${s}-${t}`, s, t, { z });
  return graph;
}

/** A sigma instance without its constructor (no canvas, no WebGL): its prototype's methods on plain fields. */
async function bareSigma(graph: Graph, enableEdgeEvents = true) {
  const { default: Sigma } = await import('sigma');
  const instance = Object.create(Sigma.prototype) as Record<string, unknown>;
  Object.assign(instance, {
    graph,
    width: 800,
    height: 600,
    settings: {
      zIndex: true,
      enableEdgeEvents,
      autoRescale: true,
      labelGridCellSize: 60,
      stagePadding: 0,
      defaultNodeType: 'disc',
      defaultEdgeType: 'line',
      defaultNodeColor: '#999',
      defaultEdgeColor: '#ccc',
      // The map gives sigma no labels (it places its own), and two node programs.
      nodeReducer: (key: string, a: { x: number; y: number; z: number }) => ({
        ...a,
        label: null,
        zIndex: a.z,
        type: key < 'c' ? 'disc' : 'glyph',
      }),
      edgeReducer: (_key: string, a: { z: number }) => ({ ...a, zIndex: a.z }),
    },
    nodePrograms: { disc: new RecordingProgram(), glyph: new RecordingProgram() },
    edgePrograms: { line: new RecordingProgram() },
    labelGrid: { resizeAndClear: () => undefined, add: () => undefined, organize: () => undefined },
    nodeDataCache: {},
    edgeDataCache: {},
    nodeProgramIndex: {},
    edgeProgramIndex: {},
    nodesWithForcedLabels: new Set(),
    edgesWithForcedLabels: new Set(),
    highlightedNodes: new Set(),
    nodeExtent: { x: [0, 1], y: [0, 1] },
    nodeZExtent: [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
    edgeZExtent: [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
    customBBox: null,
    nodeIndices: {},
    edgeIndices: {},
    itemIDsIndex: {},
    needToProcess: false,
    emit: () => true,
  });
  const prototype = Sigma.prototype as unknown as { process: () => void };
  return { instance, sigmaProcess: prototype.process };
}

/** sigma's own full refresh (its `addNode`, `addEdge` per item) and `process`. */
function refreshAndProcessAsSigma(t: SigmaInternals, sigmaProcess: () => void) {
  t.clearEdgeIndices();
  t.clearNodeIndices();
  for (const node of t.graph.nodes()) t.addNode(node);
  for (const edge of t.graph.edges()) t.addEdge(edge);
  sigmaProcess.call(t);
}

function snapshot(s: Record<string, unknown>) {
  const programs = (key: 'nodePrograms' | 'edgePrograms') =>
    Object.fromEntries(
      Object.entries(s[key] as Record<string, RecordingProgram>).map(([type, p]) => [
        type,
        [p.capacity, p.writes],
      ]),
    );
  return {
    nodeExtent: s.nodeExtent,
    nodeIndices: s.nodeIndices,
    edgeIndices: s.edgeIndices,
    itemIDsIndex: s.itemIDsIndex,
    nodeProgramIndex: s.nodeProgramIndex,
    edgeProgramIndex: s.edgeProgramIndex,
    nodes: programs('nodePrograms'),
    edges: programs('edgePrograms'),
    positions: Object.fromEntries(
      Object.entries(s.nodeDataCache as Record<string, { x: number; y: number }>).map(([k, d]) => [
        k,
        [d.x, d.y],
      ]),
    ),
  };
}

describe('sliced refresh and processing', () => {
  it('leave sigma in the state its own refresh and process leave it in', async () => {
    const ours = await bareSigma(sampleGraph());
    const theirs = await bareSigma(sampleGraph());
    const s = ours.instance as unknown as SigmaInternals;
    runNow(refreshSteps(s));
    expect(s.needToProcess).toBe(true);
    runNow(processSteps(s));
    expect(s.needToProcess).toBe(false);

    const t = theirs.instance as unknown as SigmaInternals;
    refreshAndProcessAsSigma(t, theirs.sigmaProcess);

    const result = snapshot(ours.instance);
    expect(result).toEqual(snapshot(theirs.instance));
    // The comparison covers something: both node programs and the edges were written, in z order.
    expect(result.nodes.disc?.[0]).toBe(2);
    expect(result.nodes.glyph?.[0]).toBe(3);
    expect(result.edges.line?.[0]).toBe(5);
  });

  it('refresh the nodes alone, leaving the edges their display data until the edges are refreshed', async () => {
    const ours = await bareSigma(sampleGraph());
    const theirs = await bareSigma(sampleGraph());
    const s = ours.instance as unknown as SigmaInternals;
    runNow(refreshSteps(s));
    runNow(processSteps(s));
    const before = s.edgeDataCache;
    const edgeData = { ...before };
    // The graph's look changes; the nodes are refreshed and processed first, the edges after.
    flipZ(s.graph as unknown as Graph);
    runNow(refreshNodeSteps(s));
    expect(s.needToProcess).toBe(true);
    expect(s.edgeDataCache).toBe(before);
    expect(s.edgeDataCache).toEqual(edgeData);
    const nodes = runNow(processNodeSteps(s));
    expect(s.needToProcess).toBe(true);
    runNow(refreshEdgeSteps(s));
    expect(s.edgeDataCache['a-b']?.zIndex).toBe(2);
    runNow(processEdgeSteps(s, nodes));
    expect(s.needToProcess).toBe(false);

    const t = theirs.instance as unknown as SigmaInternals;
    flipZ(t.graph as unknown as Graph);
    refreshAndProcessAsSigma(t, theirs.sigmaProcess);
    expect(snapshot(ours.instance)).toEqual(snapshot(theirs.instance));
  });

  it('leave the edges out of the picking index with edge events off, and the rest as sigma does', async () => {
    const ours = await bareSigma(sampleGraph(), false);
    const theirs = await bareSigma(sampleGraph(), false);
    const s = ours.instance as unknown as SigmaInternals;
    runNow(refreshSteps(s));
    runNow(processSteps(s));
    const t = theirs.instance as unknown as SigmaInternals;
    refreshAndProcessAsSigma(t, theirs.sigmaProcess);

    const nodesOnly = Object.fromEntries(
      Object.entries(t.itemIDsIndex).filter(([, item]) => item.type === 'node'),
    );
    expect(Object.keys(nodesOnly)).toHaveLength(5);
    expect(Object.keys(t.itemIDsIndex)).toHaveLength(10);
    expect(s.itemIDsIndex).toEqual(nodesOnly);
    expect({ ...snapshot(ours.instance), itemIDsIndex: null }).toEqual({
      ...snapshot(theirs.instance),
      itemIDsIndex: null,
    });
  });

  it('processes an empty graph as sigma does', async () => {
    const ours = await bareSigma(new Graph({ type: 'undirected' }));
    const s = ours.instance as unknown as SigmaInternals;
    runNow(processSteps(s));
    expect(s.nodeExtent).toEqual({ x: [0, 1], y: [0, 1] });
    expect(s.itemIDsIndex).toEqual({});
  });
});
