/// <reference path="./fa2-internals.d.ts" />
import fa2Iterate from 'graphology-layout-forceatlas2/iterate.js';
import noverlapIterate from 'graphology-layout-noverlap/iterate.js';
import { separateGroups } from './groups';
import type { LayoutInput, LayoutSettings } from './types';

// Layout of the matrices of graphology-layout-forceatlas2 (iterate.js): values per node and per edge.
const PPN = 10;
const PPE = 3;
const NOVERLAP_PPN = 3;

export type Fa2State = {
  nodeMatrix: Float32Array;
  edgeMatrix: Float32Array;
  settings: LayoutSettings;
  iteration: number;
};

export function createFa2State(input: LayoutInput, settings: LayoutSettings): Fa2State {
  const order = input.ids.length;
  const nodeMatrix = new Float32Array(order * PPN);
  for (let i = 0; i < order; i += 1) {
    const j = i * PPN;
    nodeMatrix[j] = input.nodes[i * 4] ?? 0;
    nodeMatrix[j + 1] = input.nodes[i * 4 + 1] ?? 0;
    nodeMatrix[j + 6] = 1; // mass, grows with the weighted degree below
    nodeMatrix[j + 7] = 1; // convergence
    nodeMatrix[j + 8] = input.nodes[i * 4 + 2] ?? 1;
    nodeMatrix[j + 9] = input.nodes[i * 4 + 3] ?? 0;
  }
  const size = input.edges.length / 2;
  const edgeMatrix = new Float32Array(size * PPE);
  for (let e = 0; e < size; e += 1) {
    const s = (input.edges[e * 2] ?? 0) * PPN;
    const t = (input.edges[e * 2 + 1] ?? 0) * PPN;
    const w = input.weights[e] ?? 1;
    nodeMatrix[s + 6] = (nodeMatrix[s + 6] ?? 0) + w;
    nodeMatrix[t + 6] = (nodeMatrix[t + 6] ?? 0) + w;
    // The iteration addresses nodes by their offset in the node matrix, not by their index.
    edgeMatrix[e * PPE] = s;
    edgeMatrix[e * PPE + 1] = t;
    edgeMatrix[e * PPE + 2] = w;
  }
  return { nodeMatrix, edgeMatrix, settings, iteration: 0 };
}

export function stepFa2(state: Fa2State, iterations: number): void {
  for (let i = 0; i < iterations; i += 1) fa2Iterate(state.settings, state.nodeMatrix, state.edgeMatrix);
  state.iteration += iterations;
}

/** x, y per node. */
export function fa2Positions(state: Fa2State): Float32Array {
  const order = state.nodeMatrix.length / PPN;
  const out = new Float32Array(order * 2);
  for (let i = 0; i < order; i += 1) {
    out[i * 2] = state.nodeMatrix[i * PPN] ?? 0;
    out[i * 2 + 1] = state.nodeMatrix[i * PPN + 1] ?? 0;
  }
  return out;
}

export const NOVERLAP_SETTINGS = { gridSize: 20, margin: 5, expansion: 1.1, ratio: 1, speed: 3 };

/**
 * Pushes overlapping nodes apart (graphology-layout-noverlap); returns new x, y per node. `budgetMs` bounds the
 * time spent (at least one iteration): on dense 10k-node graphs an iteration takes 100–300 ms and the 300
 * iterations would keep the final positions from showing for a minute or more.
 */
export function removeOverlaps(
  positions: Float32Array,
  sizes: Float32Array,
  maxIterations = 300,
  budgetMs = Number.POSITIVE_INFINITY,
  now: () => number = () => performance.now(),
): Float32Array {
  const started = now();
  const order = positions.length / 2;
  const matrix = new Float32Array(order * NOVERLAP_PPN);
  for (let i = 0; i < order; i += 1) {
    matrix[i * 3] = positions[i * 2] ?? 0;
    matrix[i * 3 + 1] = positions[i * 2 + 1] ?? 0;
    matrix[i * 3 + 2] = sizes[i] ?? 1;
  }
  for (let i = 0; i < maxIterations; i += 1) {
    if (noverlapIterate(NOVERLAP_SETTINGS, matrix).converged) break;
    if (now() - started >= budgetMs) break;
  }
  const out = new Float32Array(order * 2);
  for (let i = 0; i < order; i += 1) {
    out[i * 2] = matrix[i * 3] ?? 0;
    out[i * 2 + 1] = matrix[i * 3 + 1] ?? 0;
  }
  return out;
}

function sizesOf(input: LayoutInput): Float32Array {
  const out = new Float32Array(input.ids.length);
  for (let i = 0; i < out.length; i += 1) out[i] = input.nodes[i * 4 + 2] ?? 1;
  return out;
}

/**
 * Final touch after ForceAtlas2: node overlap removal, then group boxes pushed apart, keeping fixed (saved)
 * nodes where they were.
 */
export function finishPositions(
  input: LayoutInput,
  positions: Float32Array,
  withOverlapRemoval: boolean,
  overlapBudgetMs = Number.POSITIVE_INFINITY,
): Float32Array {
  if (!withOverlapRemoval) return positions;
  const isFixed = (i: number) => (input.nodes[i * 4 + 3] ?? 0) === 1;
  const out = removeOverlaps(positions, sizesOf(input), 300, overlapBudgetMs);
  for (let i = 0; i < input.ids.length; i += 1) {
    if (isFixed(i)) {
      out[i * 2] = input.nodes[i * 4] ?? 0;
      out[i * 2 + 1] = input.nodes[i * 4 + 1] ?? 0;
    }
  }
  return input.groups ? separateGroups(out, sizesOf(input), isFixed, input.groups) : out;
}
