import type Sigma from 'sigma';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';
import { createNormalizationFunction, zIndexOrdering } from 'sigma/utils';
import type { NetGraph } from '../core/ingest/types';
import type { SlicedWork } from '../core/slices';

/**
 * sigma's refresh and processing, as sliced work. sigma does both over the whole graph in one call (reducers for
 * every node and edge, then positions, program buffers and indices): 150–400 ms on 10,000 nodes in software
 * WebGL's setting, one main-thread task. These generators do the same steps with sigma's own methods, yielding
 * every `STEP` items, so `runSliced` keeps each task short. They read and write sigma's private fields, and walk
 * graphology's own records of the nodes and edges (key, attributes and ends in one object, where the public API
 * looks each up again by key: at 100,000 nodes and 200,000 edges, a few hundred milliseconds of lookups). The
 * versions are pinned, and `staged.test.ts` checks that the result equals sigma's own `process`.
 */

/** What of a node program the processing uses. */
type ProgramLike = { reallocate: (capacity: number) => void };
/** What of an edge program the processing uses. */
type EdgeProgramLike = ProgramLike & {
  process: (
    offset: number,
    position: number,
    source: NodeDisplayData,
    target: NodeDisplayData,
    data: EdgeDisplayData,
  ) => void;
};

type NormalizationFunction = ReturnType<typeof createNormalizationFunction>;

type Reducer<D> = (key: string, attributes: never) => Partial<D>;

/** sigma's private members read and written here (sigma 3.0.3). */
export type SigmaInternals = {
  graph: NetGraph;
  settings: {
    zIndex: boolean;
    enableEdgeEvents?: boolean;
    nodeReducer?: Reducer<NodeDisplayData> | null;
    edgeReducer?: Reducer<EdgeDisplayData> | null;
    defaultNodeColor: string;
    defaultEdgeColor: string;
    defaultNodeType: string;
    defaultEdgeType: string;
  };
  nodesWithForcedLabels: Set<string>;
  highlightedNodes: Set<string>;
  edgesWithForcedLabels: Set<string>;
  nodeDataCache: Record<string, NodeDisplayData>;
  edgeDataCache: Record<string, EdgeDisplayData>;
  nodeExtent: { x: [number, number]; y: [number, number] };
  customBBox: { x: [number, number]; y: [number, number] } | null;
  normalizationFunction: NormalizationFunction;
  nodeZExtent: [number, number];
  edgeZExtent: [number, number];
  nodePrograms: Record<string, ProgramLike>;
  edgePrograms: Record<string, EdgeProgramLike>;
  edgeProgramIndex: Record<string, number>;
  nodeIndices: Record<string, number>;
  edgeIndices: Record<string, number>;
  itemIDsIndex: Record<number, { type: 'node' | 'edge'; id: string }>;
  needToProcess: boolean;
  emit: (event: 'beforeProcess' | 'afterProcess') => void;
  addNode: (key: string) => void;
  addEdge: (key: string) => void;
  clearNodeIndices: () => void;
  clearEdgeIndices: () => void;
  addNodeToProgram: (node: string, fingerprint: number, position: number) => void;
};

/** Items between two yields. */
const STEP = 128;

/** graphology's record of a node (0.26): its key and attribute object. */
type NodeRecord = { key: string; attributes: Record<string, unknown> };
/** graphology's record of an edge (0.26): its key, attribute object and the records of its ends. */
type EdgeRecord = {
  key: string;
  attributes: Record<string, unknown>;
  source: NodeRecord;
  target: NodeRecord;
};
type GraphRecords = { _nodes: Map<string, NodeRecord>; _edges: Map<string, EdgeRecord> };

/** The graph's nodes, in the order of `graph.nodes()`. */
function nodeRecords(graph: NetGraph): IterableIterator<NodeRecord> {
  return (graph as unknown as GraphRecords)._nodes.values();
}

/** The graph's edges, in the order of `graph.edges()`. */
function edgeRecords(graph: NetGraph): IterableIterator<EdgeRecord> {
  return (graph as unknown as GraphRecords)._edges.values();
}

export function internalsOf<N extends object, E extends object>(sigma: Sigma<N, E>): SigmaInternals {
  return sigma as unknown as SigmaInternals;
}

/**
 * A node's display data as sigma keeps it, for reading only: sigma's `getNodeDisplayData` hands out a copy, which
 * for a pass over 100,000 nodes is 100,000 objects of garbage.
 */
export function nodeDisplayOf<N extends object, E extends object>(
  sigma: Sigma<N, E>,
  node: string,
): Readonly<NodeDisplayData> | undefined {
  return internalsOf(sigma).nodeDataCache[node];
}

/**
 * sigma's full `refresh` of the nodes without its render: every node's display data again (the node reducer).
 * The edges keep their display data until `refreshEdgeSteps`, which can run later (while the nodes are drawn).
 */
export function* refreshNodeSteps(s: SigmaInternals): SlicedWork {
  s.clearNodeIndices();
  let i = 0;
  for (const node of nodeRecords(s.graph)) {
    addNode(s, node.key, node.attributes);
    if (++i % STEP === 0) yield;
  }
  s.needToProcess = true;
}

/**
 * sigma's `addNode`, except that the node reducer is given the graph's attribute object itself: sigma copies it
 * first, so that a reducer may change what it is given, and the map's reducers never do (they return a new
 * object). Without a reducer, the copy is made as sigma makes it.
 */
function addNode(s: SigmaInternals, key: string, attributes: Record<string, unknown>): void {
  const { settings } = s;
  const data = (
    settings.nodeReducer ? settings.nodeReducer(key, attributes as never) : { ...attributes }
  ) as NodeDisplayData;
  // sigma's `applyNodeDefaults`.
  if (!Object.hasOwn(data, 'x') || !Object.hasOwn(data, 'y'))
    throw new Error(`Sigma: could not find a valid position (x, y) for node "${key}".`);
  if (!data.color) data.color = settings.defaultNodeColor;
  data.label = data.label !== undefined && data.label !== null ? `${data.label}` : null;
  if (!data.size) data.size = 2;
  if (!Object.hasOwn(data, 'hidden')) data.hidden = false;
  if (!Object.hasOwn(data, 'highlighted')) data.highlighted = false;
  if (!Object.hasOwn(data, 'forceLabel')) data.forceLabel = false;
  if (!data.type) data.type = settings.defaultNodeType;
  if (!data.zIndex) data.zIndex = 0;
  s.nodeDataCache[key] = data;
  s.nodesWithForcedLabels.delete(key);
  if (data.forceLabel && !data.hidden) s.nodesWithForcedLabels.add(key);
  s.highlightedNodes.delete(key);
  if (data.highlighted && !data.hidden) s.highlightedNodes.add(key);
  if (settings.zIndex) {
    if (data.zIndex < s.nodeZExtent[0]) s.nodeZExtent[0] = data.zIndex;
    if (data.zIndex > s.nodeZExtent[1]) s.nodeZExtent[1] = data.zIndex;
  }
}

/** sigma's `addEdge`, with the edge reducer given the graph's attribute object as in `addNode`. */
function addEdge(s: SigmaInternals, key: string, attributes: Record<string, unknown>): void {
  const { settings } = s;
  const data = (
    settings.edgeReducer ? settings.edgeReducer(key, attributes as never) : { ...attributes }
  ) as EdgeDisplayData;
  // sigma's `applyEdgeDefaults`.
  if (!data.color) data.color = settings.defaultEdgeColor;
  if (!data.label) data.label = '';
  if (!data.size) data.size = 0.5;
  if (!Object.hasOwn(data, 'hidden')) data.hidden = false;
  if (!Object.hasOwn(data, 'forceLabel')) data.forceLabel = false;
  if (!data.type) data.type = settings.defaultEdgeType;
  if (!data.zIndex) data.zIndex = 0;
  s.edgeDataCache[key] = data;
  s.edgesWithForcedLabels.delete(key);
  if (data.forceLabel && !data.hidden) s.edgesWithForcedLabels.add(key);
  if (settings.zIndex) {
    if (data.zIndex < s.edgeZExtent[0]) s.edgeZExtent[0] = data.zIndex;
    if (data.zIndex > s.edgeZExtent[1]) s.edgeZExtent[1] = data.zIndex;
  }
}

/** sigma's full `refresh` of the edges without its render: every edge's display data again (the edge reducer). */
export function* refreshEdgeSteps(s: SigmaInternals): SlicedWork {
  s.clearEdgeIndices();
  let i = 0;
  for (const edge of edgeRecords(s.graph)) {
    addEdge(s, edge.key, edge.attributes);
    if (++i % STEP === 0) yield;
  }
  s.needToProcess = true;
}

/** sigma's full `refresh` without its render: every node's and edge's display data again (the reducers). */
export function* refreshSteps(s: SigmaInternals): SlicedWork {
  yield* refreshNodeSteps(s);
  yield* refreshEdgeSteps(s);
}

/** The extent of the node positions, as sigma's `graphExtent` computes it. */
function* extentSteps(s: SigmaInternals): SlicedWork<{ x: [number, number]; y: [number, number] }> {
  let xMin = Number.POSITIVE_INFINITY;
  let xMax = Number.NEGATIVE_INFINITY;
  let yMin = Number.POSITIVE_INFINITY;
  let yMax = Number.NEGATIVE_INFINITY;
  let i = 0;
  for (const node of nodeRecords(s.graph)) {
    const { x, y } = node.attributes as { x: number; y: number };
    if (x < xMin) xMin = x;
    if (x > xMax) xMax = x;
    if (y < yMin) yMin = y;
    if (y > yMax) yMax = y;
    if (++i % (STEP * 4) === 0) yield;
  }
  // sigma's extent of an empty graph.
  if (i === 0) return { x: [0, 1], y: [0, 1] };
  return { x: [xMin, xMax], y: [yMin, yMax] };
}

/** What the processing of the nodes hands to the processing of the edges. */
export type ProcessedNodes = {
  nextId: number;
  nodeIndices: Record<string, number>;
  itemIDsIndex: Record<number, { type: 'node' | 'edge'; id: string }>;
};

/**
 * The nodes' part of sigma's `process`: positions normalised into the framed graph, the node programs' buffers
 * and picking indices. The node programs can draw once it is done; the edges' part needs the edges' display data.
 */
export function* processNodeSteps(s: SigmaInternals): SlicedWork<ProcessedNodes> {
  s.emit('beforeProcess');
  const { graph } = s;
  s.nodeExtent = yield* extentSteps(s);
  s.normalizationFunction = createNormalizationFunction(s.customBBox ?? s.nodeExtent);

  const nodesPerProgram: Record<string, number> = {};
  const nodes: string[] = [];
  for (const record of nodeRecords(graph)) {
    const data = s.nodeDataCache[record.key] as NodeDisplayData;
    const attributes = record.attributes as { x: number; y: number };
    nodes.push(record.key);
    data.x = attributes.x;
    data.y = attributes.y;
    s.normalizationFunction.applyTo(data);
    nodesPerProgram[data.type] = (nodesPerProgram[data.type] ?? 0) + 1;
    if (nodes.length % STEP === 0) yield;
  }
  for (const type of Object.keys(s.nodePrograms)) {
    s.nodePrograms[type]?.reallocate(nodesPerProgram[type] ?? 0);
    nodesPerProgram[type] = 0;
  }
  if (s.settings.zIndex && s.nodeZExtent[0] !== s.nodeZExtent[1]) {
    zIndexOrdering(s.nodeZExtent, (node) => s.nodeDataCache[node]?.zIndex ?? 0, nodes);
    yield;
  }
  const nodeIndices: Record<string, number> = {};
  const itemIDsIndex: Record<number, { type: 'node' | 'edge'; id: string }> = {};
  let id = 1;
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i] as string;
    nodeIndices[node] = id;
    itemIDsIndex[id] = { type: 'node', id: node };
    const type = (s.nodeDataCache[node] as NodeDisplayData).type;
    const position = nodesPerProgram[type] ?? 0;
    nodesPerProgram[type] = position + 1;
    s.addNodeToProgram(node, id, position);
    id += 1;
    if ((i + 1) % STEP === 0) yield;
  }
  return { nextId: id, nodeIndices, itemIDsIndex };
}

/**
 * The edges' part of sigma's `process`, after `processNodeSteps`: the edge programs' buffers and indices. The
 * picking index (`itemIDsIndex`) gets the edges only with edge events on: sigma reads them only to find the edge
 * under the pointer, and a record each is 200,000 objects the collector keeps marking at 100,000 nodes.
 */
export function* processEdgeSteps(s: SigmaInternals, nodes: ProcessedNodes): SlicedWork {
  const { graph } = s;
  const { itemIDsIndex } = nodes;
  const indexEdges = s.settings.enableEdgeEvents === true;
  const edgeIndices: Record<string, number> = {};
  let id = nodes.nextId;
  const edgesPerProgram: Record<string, number> = {};
  const edges: EdgeRecord[] = [];
  for (const edge of edgeRecords(graph)) {
    const type = (s.edgeDataCache[edge.key] as EdgeDisplayData).type;
    edgesPerProgram[type] = (edgesPerProgram[type] ?? 0) + 1;
    edges.push(edge);
    if (edges.length % (STEP * 4) === 0) yield;
  }
  if (s.settings.zIndex && s.edgeZExtent[0] !== s.edgeZExtent[1]) {
    zIndexOrdering(s.edgeZExtent, (edge) => s.edgeDataCache[edge.key]?.zIndex ?? 0, edges);
    yield;
  }
  for (const type of Object.keys(s.edgePrograms)) {
    s.edgePrograms[type]?.reallocate(edgesPerProgram[type] ?? 0);
    edgesPerProgram[type] = 0;
  }
  for (let i = 0; i < edges.length; i += 1) {
    const edge = edges[i] as EdgeRecord;
    const key = edge.key;
    edgeIndices[key] = id;
    if (indexEdges) itemIDsIndex[id] = { type: 'edge', id: key };
    const data = s.edgeDataCache[key] as EdgeDisplayData;
    const position = edgesPerProgram[data.type] ?? 0;
    edgesPerProgram[data.type] = position + 1;
    // sigma's `addEdgeToProgram`, with the ends from the edge's record.
    const program = s.edgePrograms[data.type];
    if (!program) throw new Error(`Sigma: could not find a suitable program for edge type "${data.type}"!`);
    program.process(
      id,
      position,
      s.nodeDataCache[edge.source.key] as NodeDisplayData,
      s.nodeDataCache[edge.target.key] as NodeDisplayData,
      data,
    );
    s.edgeProgramIndex[key] = position;
    id += 1;
    if ((i + 1) % STEP === 0) yield;
  }
  s.itemIDsIndex = itemIDsIndex;
  s.nodeIndices = nodes.nodeIndices;
  s.edgeIndices = edgeIndices;
  s.needToProcess = false;
  s.emit('afterProcess');
}

/**
 * sigma's `process` (positions normalised into the framed graph, program buffers, picking indices) without its
 * label grid: the map places its own labels and gives sigma none. Assumes `autoRescale` (sigma's default).
 */
export function* processSteps(s: SigmaInternals): SlicedWork {
  const nodes = yield* processNodeSteps(s);
  yield* processEdgeSteps(s, nodes);
}
