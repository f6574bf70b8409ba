import type { FastifyRequest } from 'fastify';
import type { HttpError } from '../errors';

/**
 * FastAPI resolves a route's dependencies (the user, the permission) before it validates the body, so a
 * caller without the right gets 403 and learns nothing of the schema. Here permissions are checked in the
 * handler, so a request whose inputs fail the contract is held: its 422 is answered by the first permission
 * check that passes (`authorize`, `requireSuperuser`, `requestScope`, which call `releaseValidation`), or as
 * soon as the handler reads an input — never with the input itself.
 */
const pending = new WeakMap<FastifyRequest, { error: HttpError; body: unknown }>();

export function deferValidation(request: FastifyRequest, error: HttpError): void {
  pending.set(request, { error, body: request.body });
  const refuse = () => {
    throw error;
  };
  Object.defineProperty(request, 'valid', { get: refuse, configurable: true });
  Object.defineProperty(request, 'body', { get: refuse, set: () => undefined, configurable: true });
}

/** After a permission check passed: the held 422, if any. */
export function releaseValidation(request: FastifyRequest): void {
  const held = pending.get(request);
  if (held) throw held.error;
}

/** The body as it arrived, also when it was held (the audit trail records its target). */
export function arrivedBody(request: FastifyRequest): unknown {
  const held = pending.get(request);
  return held ? held.body : request.body;
}
