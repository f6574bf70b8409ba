import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import { runNow } from '../core/slices';
import { mapTheme } from '../core/style/theme';
import { type LabelSource, type NodeLabel, prepareLabels } from './labels';
import type { NetSigmaInstance } from './layers';

/**
 * A sigma instance as `prepareLabels` reads it: a 400 × 300 viewport with the identity matrix (graph −1…1 across
 * it), the camera at ratio 1, and display data whose size is the radius on screen.
 */
function fakeSigma(
  nodes: { id: string; x: number; y: number; size: number }[],
  edges: [string, string][] = [],
) {
  const graph = new Graph({ type: 'undirected' });
  for (const n of nodes) graph.addNode(n.id, { x: n.x, y: n.y });
  for (const [s, t] of edges)
    graph.addEdgeWithKey(`${s}-${t}`, s, t, { ports: [{ source: 'Gi0/1', target: 'Gi0/2' }] });
  const nodeDataCache = Object.fromEntries(nodes.map((n) => [n.id, { ...n, hidden: false }]));
  return {
    getDimensions: () => ({ width: 400, height: 300 }),
    matrix: Float32Array.of(1, 0, 0, 0, 1, 0, 0, 0, 1),
    getCamera: () => ({ getState: () => ({ x: 0.5, y: 0.5, ratio: 1, angle: 0 }) }),
    getGraph: () => graph,
    scaleSize: (size: number) => size,
    nodeDataCache,
  } as unknown as NetSigmaInstance;
}

const context = {
  font: '',
  measureText: (text: string) => ({ width: text.length * 6 }),
} as unknown as CanvasRenderingContext2D;

function source(asked: string[], emphasised: ReadonlySet<string> = new Set()): LabelSource {
  return {
    nodeLabel: (id): NodeLabel => {
      asked.push(id);
      return { text: id, priority: 1, emphasised: emphasised.has(id) };
    },
    emphasised,
    edgeLabel: () => ({ dimmed: false }),
    portsOf: new Set(),
    portZoomRatio: 2,
    theme: mapTheme(),
  };
}

describe('prepareLabels', () => {
  it('asks for the labels of nodes big enough on screen and of emphasised ones, not of the others', () => {
    const sigma = fakeSigma([
      { id: 'big', x: -0.5, y: 0.5, size: 8 },
      { id: 'tiny', x: 0.5, y: 0.5, size: 1 },
      { id: 'tiny-match', x: 0.5, y: -0.5, size: 1 },
      { id: 'off-screen', x: 5, y: 5, size: 8 },
    ]);
    const asked: string[] = [];
    const prepared = runNow(prepareLabels(context, sigma, source(asked, new Set(['tiny-match']))));
    expect(asked.sort()).toEqual(['big', 'tiny-match']);
    expect(prepared.placed.map((l) => l.id).sort()).toEqual(['big', 'tiny-match']);
  });

  it('places port labels on links between nodes it did not ask labels for, with their line', () => {
    // Zoomed in (the port zoom ratio is above the camera's): two small nodes 200 px apart.
    const sigma = fakeSigma(
      [
        { id: 'a', x: -0.5, y: 0, size: 1 },
        { id: 'b', x: 0.5, y: 0, size: 1 },
      ],
      [['a', 'b']],
    );
    const asked: string[] = [];
    const prepared = runNow(prepareLabels(context, sigma, source(asked)));
    expect(asked).toEqual([]);
    const ports = prepared.placed.filter((l) => l.id.includes('\u0000'));
    expect(ports.map((l) => l.text).sort()).toEqual(['Gi0/1', 'Gi0/2']);
    const fromA = ports.find((l) => l.text === 'Gi0/1');
    expect(fromA?.line).toEqual({ x1: 100, y1: 150, x2: 300, y2: 150 });
  });
});
