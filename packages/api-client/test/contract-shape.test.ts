// The real contract, held to the structural rules of contract-shape.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractProblems, listOperations } from './contract-shape';

const document: unknown = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8'));

describe('openapi/openapi.yaml', () => {
  it('has operations', () => {
    expect(listOperations(document).length).toBeGreaterThan(0);
  });

  it('gives every operation a unique camelCase operationId, a tag, a path under /api, bracket array queries and a 2xx schema in the {data} envelope, and every $ref resolves', () => {
    expect(contractProblems(document)).toEqual([]);
  });
});
