import { describe, expect, it } from 'vitest';
import { runNow } from '../slices';
import {
  type LabelCandidate,
  nodeLabelBoxes,
  nodeLabelText,
  placeLabels,
  placeLabelsSteps,
  pointLabelBoxes,
} from './index';

const viewport = { width: 400, height: 300 };

/** A node label candidate: text 60 × 14 px beside a disc of radius 6. */
function nodeLabel(id: string, x: number, y: number, priority: number): LabelCandidate {
  return { id, text: id, priority, boxes: nodeLabelBoxes(x, y, 6, 60, 14) };
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('placeLabels', () => {
  it('places a lone label to the right of its node', () => {
    const [label] = placeLabels([nodeLabel('core', 100, 100, 1)], viewport);
    expect(label).toMatchObject({ id: 'core', x: 109, y: 93, width: 60, height: 14 });
  });

  it('keeps the line a port label belongs to, and gives a node label none', () => {
    const line = { x1: 100, y1: 100, x2: 300, y2: 160 };
    const port: LabelCandidate = {
      id: 'e\u0000source',
      text: 'Gi0/1',
      priority: 2,
      boxes: pointLabelBoxes([{ x: 130, y: 110 }], 30, 14),
      line,
    };
    const [placedPort, placedNode] = placeLabels([port, nodeLabel('core', 200, 250, 1)], viewport);
    expect(placedPort).toMatchObject({ id: 'e\u0000source', line });
    expect(placedNode?.id).toBe('core');
    expect(placedNode?.line).toBeUndefined();
  });

  it('never lets two labels overlap, however dense the nodes', () => {
    // A cabinet: 60 nodes within 40 px.
    const candidates = Array.from({ length: 60 }, (_v, i) =>
      nodeLabel(`n${i}`, 180 + (i % 8) * 5, 130 + Math.floor(i / 8) * 5, i),
    );
    const placed = placeLabels(candidates, viewport);
    expect(placed.length).toBeGreaterThan(3);
    expect(placed.length).toBeLessThan(60);
    for (const a of placed) for (const b of placed) if (a !== b) expect(overlap(a, b)).toBe(false);
  });

  it('gives room to the highest priority first, then moves the next one to a free side', () => {
    const placed = placeLabels([nodeLabel('access', 100, 100, 1), nodeLabel('core', 100, 100, 9)], viewport);
    expect(placed.map((l) => l.id)).toEqual(['core', 'access']);
    expect(placed[0]?.x).toBeGreaterThan(100);
    // The right side is taken: the lower priority label goes left of the node.
    expect(placed[1]?.x).toBeLessThan(100);
  });

  it('keeps labels inside the viewport, trying the other sides at its edge', () => {
    const [label] = placeLabels([nodeLabel('edge', 380, 150, 1)], viewport);
    expect(label?.x).toBeLessThan(380);
    expect((label?.x ?? 0) + (label?.width ?? 0)).toBeLessThanOrEqual(400);
    expect(
      placeLabels(
        [{ id: 'far', text: 'far', priority: 1, boxes: [{ x: 500, y: 0, width: 10, height: 10 }] }],
        viewport,
      ),
    ).toEqual([]);
  });

  it('does not cover other nodes, only its own', () => {
    const obstacles = [
      { x: 100, y: 100, radius: 6, owner: 'a' },
      { x: 130, y: 100, radius: 8, owner: 'b' },
    ];
    const [label] = placeLabels([nodeLabel('a', 100, 100, 1)], { ...viewport, obstacles });
    // Right of a would cover b: it goes left.
    expect(label?.x).toBeLessThan(100);
  });

  it('lets the highlighted results win room without hiding every other label', () => {
    // 54 impacted nodes in a row, each with a label of the same size as its neighbours'.
    const impacted = Array.from({ length: 54 }, (_v, i) =>
      nodeLabel(`hit${i}`, 20 + (i % 9) * 40, 20 + Math.floor(i / 9) * 40, 100),
    );
    const others = Array.from({ length: 30 }, (_v, i) => nodeLabel(`other${i}`, 30 + (i % 10) * 36, 270, 10));
    const placed = placeLabels([...others, ...impacted], viewport);
    const hits = placed.filter((l) => l.id.startsWith('hit'));
    expect(hits.length).toBeGreaterThan(20);
    expect(placed.some((l) => l.id.startsWith('other'))).toBe(true);
    for (const a of placed) for (const b of placed) if (a !== b) expect(overlap(a, b)).toBe(false);
  });

  it('gives up on a crowded view once many candidates in a row found no room', () => {
    const crowd = Array.from({ length: 300 }, (_v, i) => nodeLabel(`n${i}`, 200, 150, 300 - i));
    // The first one is placed, then every candidate on the same spot misses.
    const placed = runNow(placeLabelsSteps(crowd, { ...viewport, giveUpAfter: 20 }));
    expect(placed.map((l) => l.id)).toEqual(['n0', 'n1', 'n2', 'n3']);
  });

  it('works out the boxes of a candidate only when the placement gets to it', () => {
    const asked: string[] = [];
    const crowd: LabelCandidate[] = Array.from({ length: 300 }, (_v, i) => {
      const id = `n${i}`;
      const boxes = nodeLabelBoxes(200, 150, 6, 60, 14);
      return {
        id,
        text: id,
        priority: 300 - i,
        boxes: () => {
          asked.push(id);
          return boxes;
        },
      };
    });
    const placed = runNow(placeLabelsSteps(crowd, { ...viewport, giveUpAfter: 20 }));
    // The same placement as with the boxes given: four placed, then 20 misses in a row, and the rest not asked.
    expect(placed.map((l) => l.id)).toEqual(['n0', 'n1', 'n2', 'n3']);
    expect(asked).toEqual(Array.from({ length: 24 }, (_v, i) => `n${i}`));
  });

  it('keeps off room already taken', () => {
    const taken = [{ x: 105, y: 90, width: 80, height: 20 }];
    const [label] = placeLabels([nodeLabel('n', 100, 100, 1)], { ...viewport, taken });
    expect(label?.x).toBeLessThan(100);
  });

  it('stops at maxLabels and is stable for equal priorities', () => {
    const candidates = [nodeLabel('b', 50, 50, 1), nodeLabel('a', 250, 50, 1), nodeLabel('c', 50, 200, 1)];
    expect(placeLabels(candidates, { ...viewport, maxLabels: 2 }).map((l) => l.id)).toEqual(['a', 'b']);
  });

  it('places point labels (ports) at their first free point', () => {
    const boxes = pointLabelBoxes(
      [
        { x: 100, y: 100 },
        { x: 140, y: 100 },
      ],
      30,
      12,
    );
    const placed = placeLabels(
      [
        { id: 'Gi1/0/1', text: 'Gi1/0/1', priority: 2, boxes: boxes.slice(0, 1) },
        { id: 'Gi1/0/2', text: 'Gi1/0/2', priority: 1, boxes },
      ],
      viewport,
    );
    expect(placed).toHaveLength(2);
    expect(placed[1]?.x).toBe(125);
  });
});

describe('nodeLabelText', () => {
  it('labels devices by name, discovered ones by address, hosts by address', () => {
    expect(
      nodeLabelText({ kind: 'device', label: 'core-sw-01\n10.0.0.1', name: 'core-sw-01', ip: '10.0.0.1' }),
    ).toBe('core-sw-01');
    expect(nodeLabelText({ kind: 'device', label: 'Discovered Device\n10.0.10.99', ip: '10.0.10.99' })).toBe(
      '10.0.10.99',
    );
    expect(
      nodeLabelText({
        kind: 'device',
        label: 'Discovered Device\n10.0.10.99',
        name: 'AP-A-01',
        ip: '10.0.10.99',
      }),
    ).toBe('AP-A-01');
    expect(nodeLabelText({ kind: 'host', label: '10.0.10.150\nbeckhoff', ip: '10.0.10.150' })).toBe(
      '10.0.10.150',
    );
    expect(nodeLabelText({ kind: 'custom', label: 'Internet' })).toBe('Internet');
  });

  it('reads the first two lines of a label, trimmed, whatever their line ends', () => {
    expect(nodeLabelText({ kind: 'custom', label: '  Internet \r\nuplink\nthird' })).toBe('Internet');
    // A discovered device without a name or an address: its second line, then its first.
    expect(nodeLabelText({ kind: 'device', label: 'Discovered Device\r\n  port 7  \r\nmore' })).toBe(
      'port 7',
    );
    expect(nodeLabelText({ kind: 'device', label: 'Discovered Device\n' })).toBe('Discovered Device');
    expect(nodeLabelText({ kind: 'device', label: 'Discovered Device' })).toBe('Discovered Device');
    expect(nodeLabelText({ kind: 'host', label: '' })).toBe('');
  });
});
