import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deferValidation } from '../auth/deferred-validation';
import { requireUser } from '../auth/guard';
import { HttpError } from '../errors';
import {
  ContractValidators,
  type OpenApiDocument,
  type RequestValidator,
  type ResponseIssue,
  toIssues,
  toOpenApiPath,
} from '../validation';

export type ContractValidationOptions = {
  contract: OpenApiDocument;
  /** Record answers that do not match the contract in `app.responseIssues` (tests). */
  validateResponses?: boolean | undefined;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyInstance {
    /** Every route with its method, for the contract test. */
    registeredRoutes: { method: string; url: string }[];
    /** Answers that did not match the contract, when `validateResponses` is on. */
    responseIssues: ResponseIssue[];
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyRequest {
    /** Query and path values checked against the contract and parsed to their declared types. */
    valid: { query: Record<string, unknown>; params: Record<string, unknown> };
  }
}

/**
 * Every request is checked against its operation in the OpenAPI contract (ajv), and answered as FastAPI does:
 * 401 before anything else on a secured call, then 422 `{detail: [{type, loc, msg}]}` — held until the route's
 * permission check passes, so an unauthorised caller gets its 403 and learns nothing of the schema. With
 * `validateResponses`, every JSON answer is checked against its declared response too.
 */
async function contractValidation(app: FastifyInstance, options: ContractValidationOptions): Promise<void> {
  const validators = new ContractValidators(options.contract);
  const routeValidators = new Map<string, RequestValidator | undefined>();
  const securedRoutes = new Set<string>();
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  // Set by the preValidation hook before any handler reads it; null keeps the request shape stable.
  app.decorateRequest('valid', null as unknown as FastifyRequest['valid']);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registeredRoutes.push({ method, url: route.url });
      const openApiPath = toOpenApiPath(route.url);
      routeValidators.set(`${method} ${route.url}`, validators.validator(method, openApiPath));
      if (validators.isSecured(method, openApiPath)) securedRoutes.add(`${method} ${route.url}`);
    }
  });

  app.addHook('preValidation', async (request) => {
    const key = `${request.method} ${request.routeOptions.url}`;
    // As FastAPI resolves its auth dependency first, a call without a valid token gets 401 before any 422.
    if (securedRoutes.has(key)) await requireUser(app.ctx, request);
    const validator = routeValidators.get(key);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (!validator) {
      request.valid = { query, params };
      return;
    }
    const result = validator({
      query,
      params,
      body: request.body,
      contentType: request.headers['content-type'],
    });
    if (result.issues.length > 0) {
      // Open calls answer at once; secured ones after their permission check (see deferValidation).
      if (!securedRoutes.has(key)) throw new HttpError(422, result.issues);
      deferValidation(request, new HttpError(422, result.issues));
      return;
    }
    request.valid = { query: result.query, params: result.params };
  });

  const responseIssues: ResponseIssue[] = [];
  app.decorate('responseIssues', responseIssues);
  if (!options.validateResponses) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    // Cached answers are sent as the serialised bytes.
    const bytes =
      Buffer.isBuffer(payload) && reply.getHeader('content-encoding') === 'gzip'
        ? gunzipSync(payload)
        : payload;
    const text = Buffer.isBuffer(bytes) ? bytes.toString('utf8') : bytes;
    if (!url || typeof text !== 'string' || !String(reply.getHeader('content-type')).includes('json'))
      return payload;
    const check = validators.responseValidator(request.method, toOpenApiPath(url), reply.statusCode);
    if (check && !check(JSON.parse(text))) {
      responseIssues.push({
        method: request.method,
        url,
        status: reply.statusCode,
        errors: toIssues(check.errors, []),
      });
    }
    return payload;
  });
}

/** Requests (and, in tests, answers) checked against the OpenAPI contract. */
export const contractValidationPlugin = fp(contractValidation, { name: 'contract-validation' });
