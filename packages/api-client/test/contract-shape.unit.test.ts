import { describe, expect, it } from 'vitest';
import {
  arrayQueryParametersWithoutBrackets,
  contractProblems,
  duplicateOperationIds,
  listOperations,
  operationIdsNotCamelCase,
  operationsOutsideApi,
  operationsWithoutOperationId,
  operationsWithoutSuccessSchema,
  operationsWithoutTag,
  resolvePointer,
  successAnswersWithoutEnvelope,
  unresolvedRefs,
} from './contract-shape';

const okResponse = {
  description: 'ok',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingResponse' } } },
};

function documentWith(paths: Record<string, unknown>, components: Record<string, unknown> = {}) {
  return {
    openapi: '3.1.0',
    paths,
    components: {
      schemas: {
        Thing: { type: 'object' },
        ThingResponse: { type: 'object', properties: { data: { $ref: '#/components/schemas/Thing' } } },
      },
      ...components,
    },
  };
}

const good = documentWith({
  '/api/things': {
    parameters: [],
    get: { operationId: 'listThings', tags: ['things'], responses: { '200': okResponse } },
    post: {
      operationId: 'createThing',
      tags: ['things'],
      responses: { '201': { $ref: '#/components/responses/Created' }, '422': { description: 'bad' } },
    },
  },
  '/api/things/{thing_id}': {
    delete: { operationId: 'deleteThing', tags: ['things'], responses: { '204': { description: 'gone' } } },
  },
});
Object.assign(good.components, { responses: { Created: okResponse } });

describe('listOperations', () => {
  it('lists operations and skips path-level keys', () => {
    expect(listOperations(good).map((op) => `${op.method} ${op.path}`)).toEqual([
      'GET /api/things',
      'POST /api/things',
      'DELETE /api/things/{thing_id}',
    ]);
  });
});

describe('contractProblems', () => {
  it('finds nothing wrong in a well-formed document', () => {
    expect(contractProblems(good)).toEqual([]);
  });

  it('reports a missing or empty operationId', () => {
    const doc = documentWith({
      '/a': { get: { tags: ['t'], responses: { '200': okResponse } } },
      '/b': { get: { operationId: '', tags: ['t'], responses: { '200': okResponse } } },
    });
    expect(operationsWithoutOperationId(doc)).toEqual([
      'GET /a has no operationId',
      'GET /b has no operationId',
    ]);
  });

  it('reports an operationId used twice, naming both operations', () => {
    const op = { operationId: 'listThings', tags: ['t'], responses: { '200': okResponse } };
    const doc = documentWith({ '/a': { get: op }, '/b': { post: op } });
    expect(duplicateOperationIds(doc)).toEqual(['operationId listThings is used by GET /a, POST /b']);
  });

  it('reports an operation without a tag', () => {
    const doc = documentWith({
      '/a': { get: { operationId: 'a', responses: { '200': okResponse } } },
      '/b': { get: { operationId: 'b', tags: [], responses: { '200': okResponse } } },
    });
    expect(operationsWithoutTag(doc)).toEqual(['GET /a has no tag', 'GET /b has no tag']);
  });

  it('wants a 2xx answer with a schema, a 204 excepted', () => {
    const doc = documentWith(
      {
        '/only-error': {
          get: { operationId: 'a', tags: ['t'], responses: { '404': okResponse } },
        },
        '/no-schema': {
          get: { operationId: 'b', tags: ['t'], responses: { '200': { description: 'ok' } } },
        },
        '/ref-without-schema': {
          get: {
            operationId: 'c',
            tags: ['t'],
            responses: { '200': { $ref: '#/components/responses/Bare' } },
          },
        },
        '/no-responses': { get: { operationId: 'd', tags: ['t'] } },
        '/empty': {
          delete: { operationId: 'e', tags: ['t'], responses: { '204': { description: 'gone' } } },
        },
      },
      { responses: { Bare: { description: 'ok' } } },
    );
    expect(operationsWithoutSuccessSchema(doc)).toEqual([
      'GET /only-error has no 2xx response with a schema',
      'GET /no-schema has no 2xx response with a schema',
      'GET /ref-without-schema has no 2xx response with a schema',
      'GET /no-responses has no 2xx response with a schema',
    ]);
  });
});

describe('unresolvedRefs', () => {
  it('reports each dangling or external reference once', () => {
    const doc = documentWith({
      '/a': {
        get: {
          operationId: 'a',
          tags: ['t'],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Nope' } } },
            },
            '201': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Nope' } } },
            },
            '202': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: 'other.yaml#/X' } } },
            },
          },
        },
      },
    });
    expect(unresolvedRefs(doc)).toEqual([
      '$ref #/components/schemas/Nope does not resolve',
      '$ref other.yaml#/X does not resolve',
    ]);
  });

  it('ignores `$ref` keys inside example values but checks referenced examples', () => {
    const doc = documentWith(
      {
        '/a': {
          get: {
            operationId: 'a',
            tags: ['t'],
            responses: {
              '200': {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: { type: 'object', examples: [{ $ref: 'just data' }] },
                    example: { $ref: 'data too' },
                    examples: {
                      inline: { value: { $ref: 'still data' } },
                      shared: { $ref: '#/components/examples/Missing' },
                    },
                  },
                },
              },
            },
          },
        },
      },
      {},
    );
    expect(unresolvedRefs(doc)).toEqual(['$ref #/components/examples/Missing does not resolve']);
  });

  it('decodes JSON pointer escapes', () => {
    const doc = { paths: { '/api/a/{id}': { get: { summary: 'x' } } } };
    expect(resolvePointer(doc, '#/paths/~1api~1a~1%7Bid%7D/get/summary')).toBe('x');
    expect(resolvePointer(doc, '#/paths/~1api~1b')).toBeUndefined();
  });
});

describe('conventions of the contract', () => {
  it('keeps every call under /api except the price request', () => {
    const doc = documentWith({
      '/send-email': { post: { operationId: 'sendEmail', tags: ['t'], responses: { '200': okResponse } } },
      '/version': { get: { operationId: 'getVersion', tags: ['t'], responses: { '200': okResponse } } },
      '/send-email-too': { get: { operationId: 'x', tags: ['t'], responses: { '200': okResponse } } },
    });
    expect(operationsOutsideApi(doc)).toEqual([
      'GET /version is not under /api',
      'GET /send-email-too is not under /api',
    ]);
  });

  it('wants camelCase operationIds', () => {
    const op = (operationId: string) => ({ operationId, tags: ['t'], responses: { '200': okResponse } });
    const doc = documentWith({
      '/api/a': { get: op('listIpamPrefixes') },
      '/api/b': { get: op('list_things') },
      '/api/c': { get: op('ListThings') },
    });
    expect(operationIdsNotCamelCase(doc)).toEqual([
      'GET /api/b has operationId list_things, not camelCase',
      'GET /api/c has operationId ListThings, not camelCase',
    ]);
  });

  it('wants bracket names on array query parameters, also shared or referenced ones', () => {
    const doc = documentWith(
      {
        '/api/a': {
          parameters: [
            { name: 'vlan_ids', in: 'query', schema: { type: 'array', items: { type: 'integer' } } },
          ],
          get: {
            operationId: 'a',
            tags: ['t'],
            parameters: [
              { $ref: '#/components/parameters/Good' },
              { $ref: '#/components/parameters/Bad' },
              { name: 'search', in: 'query', schema: { type: 'string' } },
            ],
            responses: { '200': okResponse },
          },
        },
      },
      {
        parameters: {
          Good: { name: 'tag_ids[]', in: 'query', schema: { type: 'array', items: { type: 'integer' } } },
          Bad: { name: 'location_ids', in: 'query', schema: { type: 'array', items: { type: 'integer' } } },
        },
      },
    );
    expect(arrayQueryParametersWithoutBrackets(doc)).toEqual([
      'GET /api/a has array query parameter vlan_ids without []',
      'GET /api/a has array query parameter location_ids without []',
    ]);
  });

  it('wants the {data} envelope on JSON answers, except the login and the price request', () => {
    const bare = {
      description: 'ok',
      content: {
        'application/json': { schema: { type: 'object', properties: { access_token: { type: 'string' } } } },
      },
    };
    const doc = documentWith({
      '/api/system/auth/jwt/login': {
        post: { operationId: 'login', tags: ['t'], responses: { '200': bare } },
      },
      '/send-email': { post: { operationId: 'sendEmail', tags: ['t'], responses: { '200': bare } } },
      '/api/things': {
        get: { operationId: 'listThings', tags: ['t'], responses: { '200': okResponse } },
        post: { operationId: 'createThing', tags: ['t'], responses: { '201': bare } },
      },
    });
    expect(successAnswersWithoutEnvelope(doc)).toEqual([
      'POST /api/things answers 201 without the {data} envelope',
    ]);
  });
});
