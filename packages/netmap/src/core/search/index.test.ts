import { describe, expect, it } from 'vitest';
import { ingestBaseGraph } from '../ingest';
import { plantAnswer } from '../ingest/fixture.test-data';
import { buildSearchIndex, isJsonQuery, parseDataType, runSearch, searchNodes, stepResult } from './index';

const { graph } = ingestBaseGraph(plantAnswer);
const index = buildSearchIndex(graph);
const CORE = '01HV0CORE00000000000000001';
const PLC = '01HV0PLC000000000000000002';
const UNKNOWN = '01HV0UNK000000000000000003';
const HOST = '01HV0HOST00000000000000004';

describe('searchNodes', () => {
  it('finds by name, IP, serial, vendor and tags, case-insensitively', () => {
    expect(searchNodes(index, 'CORE-SW').map((h) => h.id)).toEqual([CORE]);
    expect(searchNodes(index, '10.0.10.23').map((h) => [h.id, h.field])).toEqual([[PLC, 'ip']]);
    expect(searchNodes(index, 'foc1234').map((h) => h.field)).toEqual(['serial']);
    expect(searchNodes(index, 'critical').map((h) => [h.id, h.field])).toEqual([[CORE, 'tags']]);
    expect(searchNodes(index, 'BECKHOFF').map((h) => h.id)).toEqual([HOST]);
  });
  it('finds MACs written with any separator', () => {
    expect(searchNodes(index, '00:1a:2b').map((h) => h.id)).toEqual([CORE]);
    expect(searchNodes(index, '001a2b3c4d5e').map((h) => h.id)).toEqual([CORE]);
    expect(searchNodes(index, '00-1B-1B-AA-BB-CC').map((h) => h.id)).toEqual([PLC]);
  });
  it('ranks exact over prefix over substring, and names over vendors', () => {
    const small = ingestBaseGraph({
      nodes: [
        { data: { id: 'sub', label: 'xsw1' } },
        { data: { id: 'exact', label: 'sw' } },
        { data: { id: 'vendor', label: 'other', vendor: 'sw' } },
        { data: { id: 'prefix', label: 'sw-core' } },
      ],
      edges: [],
    }).graph;
    expect(searchNodes(buildSearchIndex(small), 'SW').map((h) => h.id)).toEqual([
      'exact',
      'prefix',
      'sub',
      'vendor',
    ]);
  });
  it('requires every term to match', () => {
    expect(searchNodes(index, 'siemens plc').map((h) => h.id)).toEqual([PLC]);
    expect(searchNodes(index, 'siemens cisco')).toEqual([]);
    expect(searchNodes(index, '   ')).toEqual([]);
  });
  it('restricts to the dataType', () => {
    expect(searchNodes(index, '10.0.10', 'hosts').map((h) => h.id)).toEqual([HOST]);
    expect(
      searchNodes(index, '10.0.10', 'devices')
        .map((h) => h.id)
        .sort(),
    ).toEqual([PLC, UNKNOWN].sort());
  });
});

describe('runSearch', () => {
  it('treats text starting with { as a JSON query', () => {
    expect(isJsonQuery('  {"a":1}')).toBe(true);
    expect(runSearch(graph, index, '{"vendor": "siemens"}')).toEqual({ mode: 'query', matches: [PLC] });
    expect(runSearch(graph, index, '{"new_device": false}', 'hosts')).toEqual({
      mode: 'query',
      matches: [HOST],
    });
    expect(runSearch(graph, index, '')).toEqual({ mode: 'empty', matches: [] });
  });
  it('returns the query error instead of throwing', () => {
    const outcome = runSearch(graph, index, '{"vendor": {"$foo": 1}}');
    expect(outcome.mode === 'query' && 'error' in outcome ? outcome.error.message : '').toBe(
      '$.vendor: unknown operator $foo',
    );
  });
  it('does full text otherwise', () => {
    const outcome = runSearch(graph, index, 'moxa');
    expect(outcome.matches).toEqual([UNKNOWN]);
  });
});

describe('helpers', () => {
  it('steps through results with wrap-around', () => {
    expect(stepResult(-1, 3, 1)).toBe(0);
    expect(stepResult(-1, 3, -1)).toBe(2);
    expect(stepResult(2, 3, 1)).toBe(0);
    expect(stepResult(0, 3, -1)).toBe(2);
    expect(stepResult(1, 0, 1)).toBe(-1);
  });
  it('reads the dataType of a deep link', () => {
    expect(parseDataType('All')).toBe('all');
    expect(parseDataType('devices')).toBe('devices');
    expect(parseDataType('Hosts')).toBe('hosts');
    expect(parseDataType(undefined)).toBe('all');
  });
});
