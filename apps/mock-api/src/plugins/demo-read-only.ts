import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../errors';
import { WRITE_METHODS } from './writes';

/** Calls still allowed on the read-only demo instance. */
const DEMO_ALLOWED = new Set(['/api/system/auth/jwt/login', '/api/system/auth/jwt/logout', '/send-email']);

/** The read-only demo instance (`DEMO=1`): every write but signing in and out and the price request is 403. */
async function demoReadOnly(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (WRITE_METHODS.has(request.method) && !DEMO_ALLOWED.has(path)) {
      throw new HttpError(403, MESSAGES.demoReadOnly);
    }
  });
}

export const demoReadOnlyPlugin = fp(demoReadOnly, { name: 'demo-read-only' });
