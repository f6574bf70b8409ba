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

  it('gives every operation a unique operationId, a tag and a 2xx schema, and every $ref resolves', () => {
    expect(contractProblems(document)).toEqual([]);
  });
});
