import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { noteWrite } from '../http/answer-cache';

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Writes that do not take the write lock around their handler: signing in and out read nothing they then
 * change (signing in checks a hash); an import unpacks and parses for seconds first and takes the lock itself
 * where it stores.
 */
const UNLOCKED_WRITES = new Set([
  '/api/system/auth/jwt/login',
  '/api/system/auth/jwt/logout',
  '/api/collectors/import',
]);

/**
 * One writer at a time (decision 0015): every route of a write method holds the database's write lock from its
 * first read to its last write. Cached answers (device and host lists, graph views) computed before a write
 * are not given after it.
 */
async function writes(app: FastifyInstance): Promise<void> {
  const lock = app.database.writes;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => WRITE_METHODS.has(method)) && !UNLOCKED_WRITES.has(route.url)) {
      const handler = route.handler;
      route.handler = function lockedHandler(request, reply) {
        return lock.run(async () => handler.call(this, request, reply));
      };
    }
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (WRITE_METHODS.has(request.method)) noteWrite(app.database.db);
    return payload;
  });
}

/** Wraps every write route in the write lock; a write drops the cached answers. */
export const writesPlugin = fp(writes, { name: 'writes', dependencies: ['database'] });
