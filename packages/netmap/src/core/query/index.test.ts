import { describe, expect, it } from 'vitest';
import { ingestBaseGraph } from '../ingest';
import { plantAnswer } from '../ingest/fixture.test-data';
import { filterNodesByQuery, parseQuery, QueryError, tryParseQuery } from './index';
import { parseJsonWithPosition } from './json';

const { graph } = ingestBaseGraph(plantAnswer);
const CORE = '01HV0CORE00000000000000001';
const PLC = '01HV0PLC000000000000000002';
const UNKNOWN = '01HV0UNK000000000000000003';
const HOST = '01HV0HOST00000000000000004';

const run = (text: string) => filterNodesByQuery(graph, parseQuery(text));

function errorOf(text: string): QueryError {
  const result = tryParseQuery(text);
  if (result.ok) throw new Error(`expected an error for ${text}`);
  return result.error;
}

describe('query language: matching', () => {
  it('compares fields with a plain value, case-insensitively for strings', () => {
    expect(run('{"vendor": "Cisco"}')).toEqual([CORE]);
    expect(run('{"kind": "host"}')).toEqual([HOST]);
    expect(run('{"known": false, "kind": "device"}')).toEqual([UNKNOWN]);
  });
  it('combines with $and, $or and $not', () => {
    expect(run('{"$or": [{"vendor": "moxa"}, {"vendor": "beckhoff"}]}')).toEqual([UNKNOWN, HOST]);
    expect(run('{"$and": [{"kind": "device"}, {"$not": {"dev_type": "unknown"}}]}')).toEqual([CORE, PLC]);
  });
  it('supports $in, $ne and $regex with options', () => {
    expect(run('{"dev_type": {"$in": ["plc", "switch"]}}')).toEqual([CORE, PLC]);
    expect(run('{"kind": {"$ne": "device"}}')).toEqual([HOST, 'custom-cloud']);
    expect(run('{"name": {"$regex": "^CORE"}}')).toEqual([]);
    expect(run('{"name": {"$regex": "^CORE", "$options": "i"}}')).toEqual([CORE]);
    expect(run('{"ip": {"$regex": "^10\\\\.0\\\\.10\\\\."}}')).toEqual([PLC, UNKNOWN, HOST]);
  });
  it('compares numbers with $gt/$gte/$lt/$lte', () => {
    expect(run('{"degree": {"$gte": 3}}')).toEqual([CORE]);
    expect(run('{"degree": {"$gt": 1, "$lt": 3}}')).toEqual([PLC]);
    expect(run('{"db_id": {"$lte": 1}}')).toEqual([CORE]);
    expect(run('{"db_id": {"$gt": 0}}')).toEqual([CORE, PLC]);
  });
  it('matches list fields by any element and reaches title lines', () => {
    expect(run('{"tags": "critical"}')).toEqual([CORE]);
    expect(run('{"tags": {"$in": ["x", "core"]}}')).toEqual([CORE]);
    expect(run('{"tags": null, "kind": "device"}')).toEqual([PLC, UNKNOWN]);
    expect(run('{"title.serial": "S7-1500-0042"}')).toEqual([PLC]);
  });
});

describe('query language: errors', () => {
  it('names the path of an unknown operator', () => {
    const error = errorOf('{"$and": [{"kind": "device"}, {"vendor": {"$foo": 1}}]}');
    expect(error).toBeInstanceOf(QueryError);
    expect(error.kind).toBe('invalid');
    expect(error.path).toBe('$.$and[1].vendor');
    expect(error.message).toBe('$.$and[1].vendor: unknown operator $foo');
  });
  it('names unknown fields, wrong operand types and bad regexes', () => {
    expect(errorOf('{"colour": "red"}').message).toBe('$.colour: unknown field colour');
    expect(errorOf('{"$or": []}').message).toBe('$.$or: $or expects a non-empty list of queries');
    expect(errorOf('{"$nor": []}').message).toBe('$.$nor: unknown operator $nor');
    expect(errorOf('{"degree": {"$gt": "3"}}').message).toBe('$.degree.$gt: $gt expects a number');
    expect(errorOf('{"vendor": {"$in": "cisco"}}').message).toBe(
      '$.vendor.$in: $in expects a list of values',
    );
    expect(errorOf('{"name": {"$regex": "("}}').path).toBe('$.name.$regex');
    expect(errorOf('{"name": {"$regex": "a", "$options": "g"}}').path).toBe('$.name.$options');
    expect(errorOf('{"$not": [1]}').message).toBe('$.$not: expected an object');
    expect(errorOf('[]').message).toBe('$: expected an object');
    expect(errorOf('{}').message).toBe('$: expected at least one condition');
  });
  it('gives the position of JSON syntax errors', () => {
    const error = errorOf('{"vendor": }');
    expect(error.kind).toBe('syntax');
    expect(error.position).toBe(11);
    expect(error.message).toBe(
      "JSON syntax error at line 1, column 12 (position 11): expected a value but found '}'",
    );
    const multiline = errorOf('{\n  "a": 1\n  "b": 2\n}');
    expect([multiline.line, multiline.column, multiline.position]).toEqual([3, 3, 13]);
    expect(errorOf('{"a": "x').reason).toBe('unterminated string');
    expect(errorOf('{"a": 1} x').reason).toBe("unexpected 'x' after the end of the query");
    expect(errorOf('{a: 1}').reason).toBe("expected a property name in double quotes but found 'a'");
  });
});

describe('parseJsonWithPosition', () => {
  it('parses what JSON.parse parses', () => {
    const text = '{"a": [1, -2.5e3, true, false, null, "x\\n\\u0041"], "b": {}}';
    expect(parseJsonWithPosition(text)).toEqual(JSON.parse(text));
  });
});
