import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintErrors, runRedoclyLint } from './contract-lint';

const scratch = mkdtempSync(join(tmpdir(), 'contract-lint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('redocly lint', () => {
  it('reports the errors of a broken document (the check can fail)', { timeout: 60_000 }, () => {
    const broken = join(scratch, 'broken.yaml');
    writeFileSync(
      broken,
      [
        'openapi: 3.1.0',
        'info: {title: Broken, version: 0.0.0}',
        'paths:',
        '  /api/a:',
        '    get:',
        '      operationId: same',
        '      responses:',
        '        "200": {description: ok}',
        '  /api/b:',
        '    get:',
        '      operationId: same',
        '      responses:',
        '        "200":',
        '          description: ok',
        '          content:',
        '            application/json:',
        '              schema: {$ref: "#/components/schemas/Missing"}',
        '  /api/c:',
        '    get:',
        '      operationId: listCounts',
        '      summary: Counts',
        '      responses:',
        '        "200":',
        '          description: ok',
        '          content:',
        '            application/json:',
        '              schema: {type: object, properties: {data: {type: integer}}}',
        '              example: {data: many}',
      ].join('\n'),
    );
    const errors = lintErrors(runRedoclyLint(broken));
    expect(errors.some((line) => line.startsWith('operation-operationId-unique:'))).toBe(true);
    expect(errors.some((line) => line.startsWith('no-unresolved-refs:'))).toBe(true);
    // Raised to an error by redocly.yaml: an example that contradicts its schema misleads Swagger UI readers.
    expect(errors.some((line) => line.startsWith('no-invalid-media-type-examples:'))).toBe(true);
  });

  it('finds no error in openapi/openapi.yaml', { timeout: 60_000 }, () => {
    expect(lintErrors(runRedoclyLint('openapi/openapi.yaml'))).toEqual([]);
  });
});
