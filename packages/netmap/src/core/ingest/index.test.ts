import { describe, expect, it } from 'vitest';
import { generateBaseGraph } from '../generate';
import { plantAnswer } from './fixture.test-data';
import { extractElements, ingestBaseGraph, parseTitle, splitLabel } from './index';

const CORE = '01HV0CORE00000000000000001';
const PLC = '01HV0PLC000000000000000002';
const UNKNOWN = '01HV0UNK000000000000000003';
const HOST = '01HV0HOST00000000000000004';

describe('ingestBaseGraph on a realistic answer', () => {
  const { graph, groups, issues } = ingestBaseGraph(plantAnswer);

  it('keeps groups apart from drawable nodes and nests them', () => {
    expect(graph.order).toBe(5);
    expect([...groups.keys()]).toEqual(['parent-1', 'parent-2']);
    expect(groups.get('parent-2')).toMatchObject({ parent: 'parent-1', depth: 1, label: 'Control room' });
    expect(groups.get('parent-1')).toMatchObject({ depth: 0, children: ['parent-2'], members: [CORE] });
    expect(groups.get('parent-2')?.members).toEqual([PLC, UNKNOWN, HOST]);
    expect(issues).toEqual([]);
  });

  it('reads device attributes, the label and the title fields', () => {
    expect(graph.getNodeAttributes(CORE)).toMatchObject({
      kind: 'device',
      dbId: 1,
      devType: 'switch',
      vendor: 'cisco',
      known: true,
      newDevice: false,
      group: 'parent-1',
      name: 'core-sw-01',
      ip: '10.0.0.1',
      mac: '00:1a:2b:3c:4d:5e',
      serial: 'FOC1234X0AB',
      tags: ['core', 'critical'],
      classes: ['device', 'switch'],
      hasPosition: false,
    });
    expect(graph.getNodeAttributes(PLC)).toMatchObject({
      newDevice: true,
      tags: [],
      classes: ['device', 'plc'],
    });
  });

  it('reads an unknown device from its label only', () => {
    expect(graph.getNodeAttributes(UNKNOWN)).toMatchObject({
      kind: 'device',
      devType: 'unknown',
      known: false,
      name: 'Discovered Device',
      ip: '10.0.10.99',
    });
  });

  it('reads host and custom nodes', () => {
    expect(graph.getNodeAttributes(HOST)).toMatchObject({
      kind: 'host',
      ip: '10.0.10.150',
      vendor: 'beckhoff',
    });
    expect(graph.getNodeAttributes(HOST).name).toBeUndefined();
    expect(graph.getNodeAttributes('custom-cloud')).toMatchObject({
      kind: 'custom',
      image: 'cloud.svg',
      label: 'Internet',
    });
  });

  it('types edges by redundancy, VLAN label and custom class', () => {
    expect(graph.size).toBe(4);
    expect(graph.getEdgeAttributes(`${CORE}-${PLC}`)).toMatchObject({ kind: 'link', redundancy: 2 });
    expect(graph.getEdgeAttributes(`${HOST}-${PLC}`)).toMatchObject({ kind: 'access', label: 'vl 100' });
    expect(graph.getEdgeAttributes(`${CORE}-custom-cloud`)).toMatchObject({
      kind: 'custom',
      classes: ['custom-edge'],
    });
  });
});

describe('ingestBaseGraph on malformed input', () => {
  it('accepts the payload without envelope and the bare elements', () => {
    expect(ingestBaseGraph(plantAnswer.data).graph.order).toBe(5);
    expect(ingestBaseGraph(plantAnswer.data.graph.elements).graph.order).toBe(5);
  });

  it('gives an empty graph for answers without elements', () => {
    for (const answer of [
      null,
      42,
      'x',
      {},
      { data: { graph: {} } },
      { data: { graph: { elements: { nodes: 'x' } } } },
    ]) {
      const result = ingestBaseGraph(answer);
      expect(result.graph.order).toBe(0);
      expect(result.issues).toEqual([]);
    }
    expect(extractElements({ nodes: [1], edges: null })).toEqual({ nodes: [1], edges: [] });
  });

  it('reports bad elements, duplicates, missing parents, missing edge ends and cycles without throwing', () => {
    const { graph, groups, issues } = ingestBaseGraph({
      nodes: [
        null,
        { data: {} },
        { data: { id: 'parent-1', node_type: 'group', label: 'A', parent: 'parent-3' } },
        { data: { id: 'parent-2', node_type: 'group', label: 'B', parent: 'parent-1' } },
        { data: { id: 'parent-3', node_type: 'group', label: 'C', parent: 'parent-2' } },
        { data: { id: 'parent-4', node_type: 'group', label: 'D', parent: 'parent-404' } },
        {
          data: {
            id: 'a',
            node_type: 'device',
            label: 'a\n10.0.0.1',
            parent: 'parent-9',
            surprise: { deep: true },
          },
        },
        { data: { id: 'a', node_type: 'host', label: 'dup' } },
        { data: { id: 'b', label: 'b' }, classes: 42 },
      ],
      edges: [
        { data: { id: 'a-b', source: 'a', target: 'b', redundancy: '3' } },
        { data: { id: 'a-b', source: 'b', target: 'a' } },
        { data: { id: 'b-a2', source: 'b', target: 'a' } },
        { data: { id: 'a-ghost', source: 'a', target: 'ghost' } },
        { data: { id: 'a-parent-1', source: 'a', target: 'parent-1' } },
        { data: { source: 'a' } },
        'junk',
      ],
    });
    expect(graph.order).toBe(2);
    expect(graph.size).toBe(1);
    expect(graph.getEdgeAttribute('a-b', 'redundancy')).toBe(3);
    expect(graph.getNodeAttributes('b')).toMatchObject({ kind: 'device', devType: 'unknown', classes: [] });
    expect(graph.getNodeAttribute('a', 'group')).toBeUndefined();
    expect(issues.map((i) => [i.kind, i.id])).toEqual([
      ['invalid-element', undefined],
      ['invalid-element', undefined],
      ['duplicate-id', 'a'],
      ['missing-parent', 'parent-4'],
      ['parent-cycle', 'parent-2'],
      ['missing-parent', 'a'],
      ['duplicate-id', 'a-b'],
      ['duplicate-edge', 'b-a2'],
      ['missing-edge-end', 'a-ghost'],
      ['edge-to-group', 'a-parent-1'],
      ['invalid-element', undefined],
      ['invalid-element', undefined],
    ]);
    expect(issues.find((i) => i.kind === 'missing-edge-end')?.message).toBe(
      'edge a-ghost: missing end ghost',
    );
    // The cycle parent-1 → parent-3 → parent-2 → parent-1 is broken once, and depths follow from the rest.
    expect(groups.get('parent-2')?.parent).toBeUndefined();
    expect(groups.get('parent-3')?.depth).toBe(1);
    expect(groups.get('parent-1')?.depth).toBe(2);
    expect(groups.get('parent-2')?.children).toEqual(['parent-3']);
  });

  it('reads tags as objects, and fields the server adds beside the title', () => {
    const { graph } = ingestBaseGraph({
      nodes: [
        {
          data: {
            id: 'd',
            node_type: 'device',
            label: 'sw\n10.1.1.1',
            serial: 'SN1',
            ip_address: '10.1.1.1',
            tags: [{ tag_id: 1, name: 'OT' }, 'dmz'],
          },
        },
        { data: { id: 'h', node_type: 'host', label: '10.1.1.9\nmoxa', ip_address: '' } },
      ],
      edges: [],
    });
    expect(graph.getNodeAttributes('d')).toMatchObject({
      serial: 'SN1',
      ip: '10.1.1.1',
      tags: ['OT', 'dmz'],
    });
    expect(graph.getNodeAttributes('h').ip).toBe('10.1.1.9');
  });

  it('takes positions when the answer carries them', () => {
    const { graph } = ingestBaseGraph({
      nodes: [{ data: { id: 'a' }, position: { x: 5, y: -2 } }],
      edges: [],
    });
    expect(graph.getNodeAttributes('a')).toMatchObject({ x: 5, y: -2, hasPosition: true });
  });
});

describe('ingestBaseGraph shares what many elements have alike', () => {
  it('gives elements with the same classes one frozen list, and the nodes without a title or tags frozen empties', () => {
    const { graph } = ingestBaseGraph({
      nodes: [
        { data: { id: 'h1', label: '10.0.0.1' }, classes: 'host' },
        { data: { id: 'h2', label: '10.0.0.2' }, classes: 'host' },
        { data: { id: 'd1', label: 'sw1', title: 'Tags: core' }, classes: ['device'] },
      ],
      edges: [
        { data: { source: 'h1', target: 'd1', label: 'vl 10' }, classes: 'access' },
        { data: { source: 'h2', target: 'd1', label: 'vl 10' }, classes: 'access' },
      ],
    });
    const [h1, h2, d1] = ['h1', 'h2', 'd1'].map((id) => graph.getNodeAttributes(id));
    expect(h1?.classes).toEqual(['host']);
    expect(h1?.classes).toBe(h2?.classes);
    expect(Object.isFrozen(h1?.classes)).toBe(true);
    expect(d1?.classes).toEqual(['device']);
    expect(Object.isFrozen(d1?.classes)).toBe(true);
    const [e1, e2] = graph.edges().map((e) => graph.getEdgeAttributes(e));
    expect(e1?.classes).toBe(e2?.classes);
    expect(h1?.fields).toEqual({});
    expect(h1?.fields).toBe(h2?.fields);
    expect(Object.isFrozen(h1?.fields)).toBe(true);
    expect(h1?.tags).toBe(h2?.tags);
    expect(Object.isFrozen(h1?.tags)).toBe(true);
    expect(d1?.tags).toEqual(['core']);
  });
});

describe('ingestBaseGraph on a large generated graph', () => {
  // Correctness at scale, not a speed check (that lives in bench/netmap): allow a busy machine its time.
  it('ingests 50k nodes with their groups and edges', { timeout: 120_000 }, () => {
    const answer = generateBaseGraph({ nodes: 50_000, sites: 40, seed: 7 });
    const expectedEdges = answer.data.graph.elements.edges.length;
    const { graph, groups, issues } = ingestBaseGraph(answer);
    expect(issues).toEqual([]);
    expect(graph.order).toBe(50_000);
    expect(graph.size).toBe(expectedEdges);
    expect(expectedEdges).toBeGreaterThan(90_000);
    expect(groups.size).toBe(40);
    let members = 0;
    for (const g of groups.values()) members += g.members.length;
    expect(members).toBe(50_000);
    expect(graph.getNodeAttribute('n49999', 'group')).toBe('parent-40');
  });
});

describe('title and label helpers', () => {
  it('parses title lines into lower-case keys', () => {
    expect(parseTitle('Name: x\nIP Address: 1.2.3.4\nbroken line\nName: y\nEmpty:')).toEqual({
      name: 'x',
      ip_address: '1.2.3.4',
    });
  });
  it('splits two-line labels', () => {
    expect(splitLabel('core\n10.0.0.1')).toEqual(['core', '10.0.0.1']);
    expect(splitLabel('only')).toEqual(['only', undefined]);
  });
});
