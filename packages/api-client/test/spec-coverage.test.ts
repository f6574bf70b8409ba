// The contract describes every call of spec §7 (the list kept in fixtures/spec-calls.txt).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatCalls, missingCalls, parseSpecCalls } from './spec-coverage';

const fixture = parseSpecCalls(readFileSync(new URL('./fixtures/spec-calls.txt', import.meta.url), 'utf8'));
const document: unknown = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8'));

describe('openapi/openapi.yaml', () => {
  it('describes every call of spec §7', () => {
    // Compared as text so that a failure lists every missing call, one per line.
    expect(formatCalls(missingCalls(document, fixture))).toBe('');
  });
});
