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

function source(
  asked: string[],
  emphasised: ReadonlySet<string> = new Set(),
  priority: (id: string) => number = () => 1,
  priced: string[] = [],
): LabelSource {
  return {
    nodeLabel: (id): NodeLabel => {
      asked.push(id);
      return {
        text: id.startsWith('blank') ? '' : id,
        priority: priority(id),
        emphasised: emphasised.has(id),
      };
    },
    nodePriority: (id) => {
      priced.push(id);
      return priority(id);
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
    const priced: string[] = [];
    const prepared = runNow(
      prepareLabels(
        context,
        sigma,
        source(asked, new Set(['tiny-match']), () => 1, priced),
      ),
    );
    expect(priced.sort()).toEqual(['big', 'tiny-match']);
    expect(asked.sort()).toEqual(['big', 'tiny-match']);
    expect(prepared.placed.map((l) => l.id).sort()).toEqual(['big', 'tiny-match']);
  });

  it('works out the text of the 4,000 candidates of highest priority only, passing over blank ones', () => {
    // 4,100 nodes of radius 4 in a grid, priorities rising with the index; the two highest have blank labels.
    const nodes = Array.from({ length: 4100 }, (_v, i) => ({
      id: i >= 4098 ? `blank${i}` : `n${i}`,
      x: -0.9 + (i % 80) * 0.0225,
      y: -0.9 + Math.floor(i / 80) * 0.035,
      size: 4,
    }));
    const asked: string[] = [];
    const rank = (id: string) => Number(/\d+/.exec(id)?.[0]);
    runNow(prepareLabels(context, fakeSigma(nodes), source(asked, new Set(), rank)));
    expect(asked).toHaveLength(4002);
    expect(asked.slice(0, 3)).toEqual(['blank4099', 'blank4098', 'n4097']);
    expect(asked.at(-1)).toBe('n98');
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
