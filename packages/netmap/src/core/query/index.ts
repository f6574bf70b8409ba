import type { NetGraph, NetNodeAttributes } from '../ingest/types';
import { QueryError } from './errors';
import { parseJsonWithPosition } from './json';
import type { ComparisonOperator, FieldCondition, QueryNode, QueryScalar } from './types';
import { childPath, type FieldValue, isKnownField, readField } from './utils';

export { QueryError } from './errors';
export { parseJsonWithPosition } from './json';
export type * from './types';
export { QUERY_FIELDS } from './utils';

const COMPARISONS: ComparisonOperator[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'];
const REGEX_FLAGS = /^[imsu]*$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): value is QueryScalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function validateConditions(value: unknown, path: string): FieldCondition[] {
  if (isScalar(value)) return [{ op: '$eq', value }];
  if (!isPlainObject(value)) throw QueryError.invalid(path, 'expected a value or an object of operators');
  const keys = Object.keys(value);
  if (keys.length === 0) throw QueryError.invalid(path, 'expected at least one operator');
  const conditions: FieldCondition[] = [];
  const options = value.$options;
  if (options !== undefined && (typeof options !== 'string' || !REGEX_FLAGS.test(options))) {
    throw QueryError.invalid(childPath(path, '$options'), 'expected regex flags from "imsu"');
  }
  if (options !== undefined && value.$regex === undefined) {
    throw QueryError.invalid(path, '$options needs $regex');
  }
  for (const key of keys) {
    const operand = value[key];
    if ((COMPARISONS as string[]).includes(key)) {
      const op = key as ComparisonOperator;
      const numeric = op !== '$eq' && op !== '$ne';
      if (numeric ? typeof operand !== 'number' : !isScalar(operand)) {
        throw QueryError.invalid(
          childPath(path, key),
          numeric ? `${key} expects a number` : `${key} expects a value`,
        );
      }
      conditions.push({ op, value: operand as QueryScalar });
    } else if (key === '$in') {
      if (!Array.isArray(operand) || !operand.every(isScalar)) {
        throw QueryError.invalid(childPath(path, key), '$in expects a list of values');
      }
      conditions.push({ op: '$in', values: operand });
    } else if (key === '$regex') {
      if (typeof operand !== 'string')
        throw QueryError.invalid(childPath(path, key), '$regex expects a string');
      try {
        conditions.push({
          op: '$regex',
          regex: new RegExp(operand, typeof options === 'string' ? options : ''),
        });
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw QueryError.invalid(childPath(path, key), `invalid regular expression (${detail})`);
      }
    } else if (key !== '$options') {
      throw QueryError.invalid(
        path,
        key.startsWith('$') ? `unknown operator ${key}` : `expected an operator, not ${key}`,
      );
    }
  }
  return conditions;
}

/** Validates a parsed JSON value as a query; throws a `QueryError` naming the offending path. */
export function validateQuery(value: unknown, path = '$'): QueryNode {
  if (!isPlainObject(value)) throw QueryError.invalid(path, 'expected an object');
  const items: QueryNode[] = [];
  for (const [key, operand] of Object.entries(value)) {
    const keyPath = childPath(path, key);
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(operand) || operand.length === 0) {
        throw QueryError.invalid(keyPath, `${key} expects a non-empty list of queries`);
      }
      items.push({
        type: key,
        path: keyPath,
        items: operand.map((item, i) => validateQuery(item, childPath(keyPath, i))),
      });
    } else if (key === '$not') {
      items.push({ type: '$not', path: keyPath, item: validateQuery(operand, keyPath) });
    } else if (key.startsWith('$')) {
      throw QueryError.invalid(keyPath, `unknown operator ${key}`);
    } else if (!isKnownField(key)) {
      throw QueryError.invalid(keyPath, `unknown field ${key}`);
    } else {
      items.push({
        type: 'field',
        path: keyPath,
        field: key,
        conditions: validateConditions(operand, keyPath),
      });
    }
  }
  if (items.length === 0) throw QueryError.invalid(path, 'expected at least one condition');
  const [only] = items;
  return items.length === 1 && only ? only : { type: '$and', path, items };
}

/** Parses and validates the text of a query; throws `QueryError` (syntax with position, or invalid with path). */
export function parseQuery(text: string): QueryNode {
  return validateQuery(parseJsonWithPosition(text));
}

export type ParseQueryResult = { ok: true; query: QueryNode } | { ok: false; error: QueryError };

export function tryParseQuery(text: string): ParseQueryResult {
  try {
    return { ok: true, query: parseQuery(text) };
  } catch (error) {
    if (error instanceof QueryError) return { ok: false, error };
    throw error;
  }
}

function normalise(value: QueryScalar | string): QueryScalar {
  return typeof value === 'string' ? value.toLowerCase() : value;
}

function scalarEquals(actual: string | number | boolean, expected: QueryScalar): boolean {
  if (expected === null) return false;
  if (typeof actual === 'number' && typeof expected === 'string') return String(actual) === expected;
  return normalise(actual) === normalise(expected);
}

function testScalar(actual: string | number | boolean | undefined, condition: FieldCondition): boolean {
  switch (condition.op) {
    case '$eq':
      return actual === undefined ? condition.value === null : scalarEquals(actual, condition.value);
    case '$ne':
      return actual === undefined ? condition.value !== null : !scalarEquals(actual, condition.value);
    case '$in':
      return actual !== undefined && condition.values.some((v) => scalarEquals(actual, v));
    case '$regex':
      return actual !== undefined && condition.regex.test(String(actual));
    default: {
      const n =
        typeof actual === 'number' ? actual : typeof actual === 'string' ? Number(actual) : Number.NaN;
      const limit = condition.value as number;
      if (actual === undefined || actual === '' || Number.isNaN(n)) return false;
      if (condition.op === '$gt') return n > limit;
      if (condition.op === '$gte') return n >= limit;
      if (condition.op === '$lt') return n < limit;
      return n <= limit;
    }
  }
}

/** A list field (tags) matches when any element matches; `$ne` then means "no element equals". */
const isList = (value: FieldValue): value is readonly string[] => Array.isArray(value);

function testCondition(actual: FieldValue, condition: FieldCondition): boolean {
  if (!isList(actual)) return testScalar(actual, condition);
  if (condition.op === '$ne')
    return !actual.some((v) => testScalar(v, { op: '$eq', value: condition.value }));
  if (condition.op === '$eq' && condition.value === null) return actual.length === 0;
  return actual.some((v) => testScalar(v, condition));
}

export function matchesQuery(
  query: QueryNode,
  graph: NetGraph,
  id: string,
  attributes: NetNodeAttributes,
): boolean {
  switch (query.type) {
    case '$and':
      return query.items.every((q) => matchesQuery(q, graph, id, attributes));
    case '$or':
      return query.items.some((q) => matchesQuery(q, graph, id, attributes));
    case '$not':
      return !matchesQuery(query.item, graph, id, attributes);
    case 'field': {
      const actual = readField(query.field, attributes, id, graph);
      return query.conditions.every((c) => testCondition(actual, c));
    }
  }
}

/** Ids of the nodes that match, in graph order. */
export function filterNodesByQuery(graph: NetGraph, query: QueryNode): string[] {
  return graph.filterNodes((id, attributes) => matchesQuery(query, graph, id, attributes));
}
