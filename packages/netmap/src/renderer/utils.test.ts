import { describe, expect, it } from 'vitest';
import { ingestBaseGraph } from '../core/ingest';
import { plantAnswer } from '../core/ingest/fixture.test-data';
import {
  cameraForBox,
  computeGroupBoxes,
  countShown,
  edgeLabelsVisible,
  formatStatus,
  levelOfDetail,
  nextSelection,
  tooltipLines,
} from './utils';

const CORE = '01HV0CORE00000000000000001';
const PLC = '01HV0PLC000000000000000002';
const UNKNOWN = '01HV0UNK000000000000000003';
const HOST = '01HV0HOST00000000000000004';

describe('status line', () => {
  it('reads "{n} nodes · {m} edges" of what is shown', () => {
    const { graph } = ingestBaseGraph(plantAnswer);
    expect(countShown(graph, () => true).text).toBe('5 nodes · 4 edges');
    expect(countShown(graph, (_id, a) => a.kind === 'device')).toEqual({
      nodes: 3,
      edges: 2,
      text: '3 nodes · 2 edges',
    });
    expect(formatStatus(0, 0)).toBe('0 nodes · 0 edges');
  });
});

describe('group boxes', () => {
  it('wraps members and nested rooms, outer groups first', () => {
    const { graph, groups } = ingestBaseGraph(plantAnswer);
    const place: Record<string, [number, number]> = {
      [CORE]: [0, 0],
      [PLC]: [100, 100],
      [UNKNOWN]: [120, 80],
      [HOST]: [110, 130],
      'custom-cloud': [-500, -500],
    };
    for (const [id, [x, y]] of Object.entries(place)) graph.mergeNodeAttributes(id, { x, y });
    const boxes = computeGroupBoxes(graph, groups, (depth) => 10 - depth * 5);
    expect(boxes.map((b) => b.id)).toEqual(['parent-1', 'parent-2']);
    expect(boxes[1]).toMatchObject({
      minX: 95,
      minY: 75,
      maxX: 125,
      maxY: 135,
      label: 'Control room',
      nested: 0,
    });
    expect(boxes[0]).toMatchObject({
      minX: -10,
      minY: -10,
      maxX: 135,
      maxY: 145,
      label: 'Plant Nord',
      nested: 1,
    });
  });
  it('leaves out groups whose members are all hidden', () => {
    const { graph, groups } = ingestBaseGraph(plantAnswer);
    expect(
      computeGroupBoxes(
        graph,
        groups,
        () => 0,
        (id) => id === CORE,
      ).map((b) => b.id),
    ).toEqual(['parent-1']);
  });
});

describe('level of detail', () => {
  it('lowers pixel ratio and label density for large graphs', () => {
    expect(levelOfDetail(500, 2)).toMatchObject({ pixelRatio: 2, thinEdges: false, zIndex: true });
    expect(levelOfDetail(50_000, 2)).toMatchObject({ pixelRatio: 1, thinEdges: true, zIndex: false });
    expect(levelOfDetail(50_000, 2).labelDensity).toBeLessThan(levelOfDetail(500, 2).labelDensity);
    expect(levelOfDetail(50_000, 2, { pixelRatio: 0.5 }).pixelRatio).toBe(0.5);
    expect(levelOfDetail(1_000).movingSnapshot).toBe(false);
    expect(levelOfDetail(10_000).movingSnapshot).toBe(true);
    expect(levelOfDetail(10_000, 1, { movingSnapshot: false }).movingSnapshot).toBe(false);
  });
  it('shows edge labels from a zoom threshold', () => {
    const lod = levelOfDetail(100);
    expect(edgeLabelsVisible(lod.edgeLabelZoomThreshold, lod)).toBe(true);
    expect(edgeLabelsVisible(1, lod)).toBe(false);
  });
});

describe('tooltips, selection and camera', () => {
  it('builds tooltips from the title, skipping empty fields', () => {
    const { graph } = ingestBaseGraph(plantAnswer);
    expect(tooltipLines(graph.getNodeAttributes(PLC))).toEqual([
      'Name: plc-line-3',
      'Serial: S7-1500-0042',
      'Vendor: siemens',
      'IP: 10.0.10.23',
      'MAC: 00:1b:1b:aa:bb:cc',
    ]);
    expect(tooltipLines(graph.getNodeAttributes(HOST))).toEqual(['10.0.10.150', 'beckhoff']);
  });
  it('selects on click, toggles on additive click, clears on the stage', () => {
    const one = nextSelection(new Set(), 'a', false);
    expect([...one]).toEqual(['a']);
    expect([...nextSelection(one, 'b', true)]).toEqual(['a', 'b']);
    expect([...nextSelection(new Set(['a', 'b']), 'a', true)]).toEqual(['b']);
    expect([...nextSelection(one, null, false)]).toEqual([]);
    expect([...nextSelection(one, null, true)]).toEqual(['a']);
  });
  it('frames a box with a margin', () => {
    expect(cameraForBox({ minX: 0, minY: 0, maxX: 0.5, maxY: 0.25 })).toEqual({
      x: 0.25,
      y: 0.125,
      ratio: 0.6,
    });
    expect(cameraForBox({ minX: 0.3, minY: 0.3, maxX: 0.3, maxY: 0.3 }).ratio).toBe(0.02);
  });
});
