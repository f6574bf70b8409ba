import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentCalls, formatCalls, missingCalls, normalisePath, parseSpecCalls } from './spec-coverage';

const document = {
  openapi: '3.1.0',
  paths: {
    '/api/system/groups/{id}': { get: { operationId: 'getGroup' }, delete: { operationId: 'deleteGroup' } },
    '/api/system/groups/{id}/add_users': {
      parameters: [{ name: 'id', in: 'path' }],
      post: { operationId: 'addUsersToGroup' },
    },
    '/send-email': { post: { operationId: 'sendEmail' } },
  },
};

describe('parseSpecCalls', () => {
  it('reads METHOD /path lines and skips comments and blank lines', () => {
    expect(parseSpecCalls('# Auth\nPOST /api/system/auth/jwt/login\n\n  GET /api/version  \n')).toEqual([
      { method: 'POST', path: '/api/system/auth/jwt/login' },
      { method: 'GET', path: '/api/version' },
    ]);
  });

  it('refuses a malformed line instead of dropping it', () => {
    expect(() => parseSpecCalls('GET, POST /api/system/groups')).toThrow('line 1');
    expect(() => parseSpecCalls('FETCH /api/version')).toThrow('FETCH /api/version');
    expect(() => parseSpecCalls('GET api/version')).toThrow();
  });
});

describe('normalisePath', () => {
  it('erases parameter names but keeps literal segments', () => {
    expect(normalisePath('/api/system/groups/{group_id}/add_users')).toBe('/api/system/groups/{}/add_users');
    expect(normalisePath('/api/explorer/devices/bulk')).toBe('/api/explorer/devices/bulk');
  });
});

describe('documentCalls', () => {
  it('lists the operations and ignores path-level keys such as parameters', () => {
    expect(formatCalls(documentCalls(document))).toBe(
      [
        'GET /api/system/groups/{id}',
        'DELETE /api/system/groups/{id}',
        'POST /api/system/groups/{id}/add_users',
        'POST /send-email',
      ].join('\n'),
    );
  });

  it('finds nothing in something that is not a document', () => {
    expect(documentCalls(null)).toEqual([]);
    expect(documentCalls({ paths: [] })).toEqual([]);
  });
});

describe('missingCalls', () => {
  it('matches path templates whatever their parameter names', () => {
    const fixture = parseSpecCalls(
      'GET /api/system/groups/{group_id}\nPOST /api/system/groups/{group_id}/add_users\nPOST /send-email',
    );
    expect(missingCalls(document, fixture)).toEqual([]);
  });

  it('lists every absent call: unknown path, other method, parameter in place of a literal', () => {
    const fixture = parseSpecCalls(
      [
        'GET /api/version',
        'PUT /api/system/groups/{id}',
        'GET /api/system/groups/bulk',
        'DELETE /api/system/groups/{group_id}',
        'POST /api/send-email',
      ].join('\n'),
    );
    expect(formatCalls(missingCalls(document, fixture))).toBe(
      [
        'GET /api/version',
        'PUT /api/system/groups/{id}',
        'GET /api/system/groups/bulk',
        'POST /api/send-email',
      ].join('\n'),
    );
  });

  it('lists a call once even when the fixture repeats it under another parameter name', () => {
    const fixture = parseSpecCalls('GET /api/backups/{filename}\nGET /api/backups/{backup_filename}');
    expect(missingCalls({ paths: {} }, fixture)).toEqual([
      { method: 'GET', path: '/api/backups/{filename}' },
    ]);
  });

  it('treats a document without paths as lacking everything', () => {
    expect(missingCalls({}, parseSpecCalls('GET /api/version'))).toHaveLength(1);
  });
});

describe('the spec fixture', () => {
  it('holds the 156 calls of spec §7, all under /api except the price request', () => {
    const calls = parseSpecCalls(readFileSync(new URL('./fixtures/spec-calls.txt', import.meta.url), 'utf8'));
    expect(calls).toHaveLength(156);
    expect(calls.filter((call) => !call.path.startsWith('/api/'))).toEqual([
      { method: 'POST', path: '/send-email' },
    ]);
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/ipam/locations/bulk' });
    expect(calls).toContainEqual({
      method: 'GET',
      path: '/api/analytics/assessment/configuration/assessments',
    });
  });
});
