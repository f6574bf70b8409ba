import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import noverlap from 'graphology-layout-noverlap';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useDictionaryAdjacency } from './core/ingest';
import {
  createFa2State,
  fa2Positions,
  NOVERLAP_SETTINGS,
  removeOverlaps,
  stepFa2,
} from './core/layout/engine';
import type { LayoutInput } from './core/layout/types';
import { layoutSettings } from './core/layout/utils';

/**
 * The map uses parts of its libraries that are not their public API (docs/decisions/0011, 0014, 0016): the
 * iteration functions of ForceAtlas2 and noverlap on their own matrices, sigma's private processing step and
 * render state, and the instanced node programs' per-node writer. Their versions are pinned exactly; these
 * tests fail when an upgrade changes what the code relies on, so that nobody upgrades them by accident.
 */

const require = createRequire(import.meta.url);
const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

describe('pinned versions', () => {
  it('are the versions whose internals the code was checked against', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of ['graphology-layout-forceatlas2', 'graphology-layout-noverlap']) {
      expect(manifest.dependencies[name], `${name} is pinned exactly`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(versionOf(name)).toBe(manifest.dependencies[name]);
    }
    expect(versionOf('sigma')).toBe('3.0.3');
    // graphology's exports hide its manifest: read it beside its resolved entry.
    const entry = require.resolve('graphology');
    const manifestOf = JSON.parse(
      readFileSync(
        `${entry.slice(0, entry.lastIndexOf('/node_modules/graphology/'))}/node_modules/graphology/package.json`,
        'utf8',
      ),
    ) as { version: string };
    expect(manifestOf.version).toBe('0.26.0');
  });
});

/** A small graph with sizes, a fixed node and weighted edges, as the layout input and as a graphology graph. */
function sample(): { input: LayoutInput; graph: Graph } {
  const graph = new Graph();
  const ids = ['a', 'b', 'c', 'd', 'e'];
  ids.forEach((id, i) => {
    graph.addNode(id, { x: Math.cos(i) * 10, y: Math.sin(i * 1.7) * 10, size: 2 + i, fixed: id === 'c' });
  });
  const links: [string, string, number][] = [
    ['a', 'b', 1],
    ['b', 'c', 2],
    ['c', 'd', 0.5],
    ['d', 'a', 1],
    ['e', 'b', 3],
  ];
  for (const [s, t, weight] of links) graph.addEdge(s, t, { weight });
  const nodes = new Float32Array(ids.length * 4);
  ids.forEach((id, i) => {
    const a = graph.getNodeAttributes(id);
    nodes.set([a.x, a.y, a.size, a.fixed ? 1 : 0], i * 4);
  });
  const edges = new Uint32Array(links.flatMap(([s, t]) => [ids.indexOf(s), ids.indexOf(t)]));
  const weights = new Float32Array(links.map(([, , weight]) => weight));
  return { input: { ids, nodes, edges, weights }, graph };
}

describe('graphology-layout-forceatlas2/iterate.js', () => {
  it('moves nodes exactly as the library itself does with the matrices the engine builds', () => {
    const { input, graph } = sample();
    const settings = layoutSettings(input.ids.length);
    const state = createFa2State(input, settings);
    stepFa2(state, 25);
    const ours = fa2Positions(state);
    const theirs = forceAtlas2(graph, { iterations: 25, settings });
    input.ids.forEach((id, i) => {
      expect(ours[i * 2]).toBe(Math.fround(theirs[id]?.x ?? Number.NaN));
      expect(ours[i * 2 + 1]).toBe(Math.fround(theirs[id]?.y ?? Number.NaN));
    });
    // The fixed node stays where it was; the others moved.
    expect(ours[4]).toBe(input.nodes[8]);
    expect(ours[0]).not.toBe(input.nodes[0]);
  });
});

describe('graphology-layout-noverlap/iterate.js', () => {
  it('separates nodes exactly as the library itself does with the matrix the engine builds', () => {
    const { input, graph } = sample();
    // Everyone on top of each other, so there is something to separate.
    const positions = new Float32Array(input.ids.length * 2).map((_, i) => (i % 2) * 0.5 + i * 0.1);
    const sizes = new Float32Array(input.ids.map((_, i) => 2 + i));
    input.ids.forEach((id, i) => {
      graph.mergeNodeAttributes(id, { x: positions[i * 2], y: positions[i * 2 + 1], size: sizes[i] });
    });
    const ours = removeOverlaps(positions, sizes, 50);
    const theirs = noverlap(graph, { maxIterations: 50, settings: NOVERLAP_SETTINGS });
    input.ids.forEach((id, i) => {
      expect(ours[i * 2]).toBe(Math.fround(theirs[id]?.x ?? Number.NaN));
      expect(ours[i * 2 + 1]).toBe(Math.fround(theirs[id]?.y ?? Number.NaN));
    });
    expect(ours).not.toEqual(positions);
  });
});

describe('graphology internals', () => {
  it("keeps each node's neighbours in a plain object of its record, which dictionary mode keeps working", () => {
    const graph = new Graph({ type: 'undirected' });
    for (const id of ['a', 'b', 'c']) graph.addNode(id);
    const records = (graph as unknown as { _nodes: Map<string, { undirected: Record<string, unknown> }> })
      ._nodes;
    expect(records).toBeInstanceOf(Map);
    expect(Object.keys(records.get('a')?.undirected ?? { missing: true })).toEqual([]);
    useDictionaryAdjacency(graph as never);
    graph.addEdge('a', 'c');
    graph.addEdge('a', 'b');
    expect(Object.keys(records.get('a')?.undirected ?? {})).toEqual(['c', 'b']);
    expect(graph.neighbors('a')).toEqual(['c', 'b']);
    expect(graph.hasEdge('b', 'a')).toBe(true);
  });
});

describe('sigma internals', () => {
  // sigma reads WebGL constants when its modules load; their values do not matter to these checks.
  beforeAll(() => {
    const constants = new Proxy({}, { get: () => 0 });
    vi.stubGlobal('WebGLRenderingContext', constants);
    vi.stubGlobal('WebGL2RenderingContext', constants);
  });

  it('renders through a private process step guarded by needToProcess and a pending renderFrame', async () => {
    const { default: Sigma } = await import('sigma');
    const proto = Sigma.prototype as unknown as Record<string, unknown>;
    for (const name of ['process', 'render', 'scheduleRender', 'refresh']) {
      expect(typeof proto[name], `Sigma.prototype.${name}`).toBe('function');
    }
    // refreshPositions (renderer/index.ts) and the moving snapshot (renderer/snapshot.ts) set and read these.
    const render = String(proto.render);
    expect(render).toMatch(/this\.needToProcess\)\s*this\.process\(\)/);
    expect(render).toContain('this.needToProcess = false');
    expect(render).toContain('cancelAnimationFrame(this.renderFrame)');
    const construction = String(Sigma);
    expect(construction).toContain('"renderFrame"');
    expect(construction).toContain('"needToProcess"');
  });

  it('makes its canvases and programs through methods a subclass can defer (renderer/map-sigma.ts)', async () => {
    const { default: Sigma } = await import('sigma');
    const proto = Sigma.prototype as unknown as Record<string, unknown>;
    // The constructor sizes the canvases, then registers each program, all through `this`.
    const construction = String(Sigma);
    const resize = construction.indexOf('_this.resize()');
    const nodes = construction.indexOf('_this.registerNodeProgram(');
    const edges = construction.indexOf('_this.registerEdgeProgram(');
    expect(resize).toBeGreaterThan(0);
    expect(nodes).toBeGreaterThan(resize);
    expect(edges).toBeGreaterThan(nodes);
    expect(construction).toContain('_this.container = container');
    // A deferred registration makes the programs as sigma's would, on the same contexts and framebuffers.
    const node = String(proto.registerNodeProgram);
    expect(node).toContain('new NodeProgramClass(this.webGLContexts.nodes, this.frameBuffers.nodes, this)');
    expect(node).toContain(
      'new (NodeHoverProgram || NodeProgramClass)(this.webGLContexts.hoverNodes, null, this)',
    );
    expect(String(proto.registerEdgeProgram)).toContain(
      'new EdgeProgramClass(this.webGLContexts.edges, this.frameBuffers.edges, this)',
    );
    // An empty container gives 1×1 px canvases, read from the container on each resize.
    const resizing = String(proto.resize);
    expect(resizing).toContain('this.width = this.container.offsetWidth');
    expect(resizing).toContain('if (this.settings.allowInvalidContainer) this.width = 1');
  });

  it('has the state the staged processing and the frame builder read and write', async () => {
    const { default: Sigma } = await import('sigma');
    const proto = Sigma.prototype as unknown as Record<string, unknown>;
    // staged.ts: attaching a graph in steps, the reducers per item, the program writers; frame-builder.ts: the
    // picking lookup the map turns off while a moved bitmap is shown.
    for (const name of [
      'unbindGraphHandlers',
      'bindGraphHandlers',
      'addNode',
      'addEdge',
      'clearNodeIndices',
      'clearEdgeIndices',
      'addNodeToProgram',
      'getNodeAtPosition',
      'getRenderParams',
      'getGraphToViewportRatio',
    ]) {
      expect(typeof proto[name], `Sigma.prototype.${name}`).toBe('function');
    }
    const construction = String(Sigma);
    for (const field of [
      'nodeDataCache',
      'edgeDataCache',
      'nodeExtent',
      'nodeZExtent',
      'edgeZExtent',
      'nodeIndices',
      'edgeIndices',
      'itemIDsIndex',
      'webGLContexts',
      'frameBuffers',
      'textures',
      'pickingDownSizingRatio',
      'matrix',
      'invMatrix',
      'correctionRatio',
      'graphToViewportRatio',
    ]) {
      expect(construction, field).toContain(`"${field}"`);
    }
    // staged.ts writes an edge into its program as sigma's addEdgeToProgram does, with the ends from graphology's
    // record of the edge.
    expect(construction).toContain('"edgeProgramIndex"');
    const addEdge = String(proto.addEdgeToProgram).replace(/\s+/g, ' ');
    expect(addEdge).toContain('edgeProgram.process(fingerprint, position, sourceData, targetData, data)');
    expect(addEdge).toContain('this.edgeProgramIndex[edge] = position');
    // The picking lookup reads the picking framebuffer of the nodes layer, which the frame builder swaps.
    expect(String(proto.getNodeAtPosition)).toContain('this.frameBuffers.nodes');
    // The render computes its matrices as the frame builder does.
    const render = String(proto.render);
    expect(render).toMatch(
      /this\.matrix = .*matrixFromCamera\(cameraState, viewportDimensions, graphDimensions, padding\)/,
    );
    expect(render).toContain('this.correctionRatio');
  });

  it("keeps graphology's records of nodes and edges, in the order of its public lists", async () => {
    const { default: Graph } = await import('graphology');
    const graph = new Graph({ type: 'undirected' });
    graph.addNode('b', { x: 1 });
    graph.addNode('a', { x: 2 });
    graph.addNode('c', { x: 3 });
    graph.addEdgeWithKey('e2', 'a', 'b', { w: 1 });
    graph.addEdgeWithKey('e1', 'c', 'a');
    type NodeRecord = { key: string; attributes: object };
    const records = graph as unknown as {
      _nodes: Map<string, NodeRecord>;
      _edges: Map<string, { key: string; attributes: object; source: NodeRecord; target: NodeRecord }>;
    };
    const nodes = [...records._nodes.values()];
    expect(nodes.map((n) => n.key)).toEqual(graph.nodes());
    expect(nodes[0]?.attributes).toBe(graph.getNodeAttributes('b'));
    const edges = [...records._edges.values()];
    expect(edges.map((e) => e.key)).toEqual(graph.edges());
    expect(edges.map((e) => [e.source.key, e.target.key])).toEqual(
      graph.edges().map((e) => graph.extremities(e)),
    );
    expect(edges[0]?.attributes).toBe(graph.getEdgeAttributes('e2'));
  });

  it("draws a program's buffer through its normal and picking program infos", async () => {
    const { NodeCircleProgram } = await import('sigma/rendering');
    const proto = NodeCircleProgram.prototype as unknown as Record<string, unknown>;
    for (const name of ['bindAttribute', 'unbindAttribute', 'setUniforms', 'reallocate', 'render']) {
      expect(typeof proto[name], name).toBe('function');
    }
    const render = String(proto.render);
    expect(render).toContain('this.pickProgram');
    expect(render).toContain('this.normalProgram');
    expect(render).toContain('params.downSizingRatio');
  });

  it("writes one node per processVisibleItem into the program's array from the start index", async () => {
    const { NodeCircleProgram } = await import('sigma/rendering');
    const proto = NodeCircleProgram.prototype as unknown as {
      getDefinition: unknown;
      processVisibleItem: (this: { array: Float32Array }, node: number, start: number, data: object) => void;
    };
    expect(typeof proto.getDefinition).toBe('function');
    const target = { array: new Float32Array(12).fill(-1) };
    proto.processVisibleItem.call(target, 7, 3, { x: 1.5, y: 2.5, size: 4, color: '#ff0000' });
    expect([...target.array.slice(0, 3)]).toEqual([-1, -1, -1]);
    expect([...target.array.slice(3, 6)]).toEqual([1.5, 2.5, 4]);
    expect(target.array[7]).toBe(7);
    expect([...target.array.slice(8)]).toEqual([-1, -1, -1, -1]);
  });
});
