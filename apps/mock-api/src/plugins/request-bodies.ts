import { isUtf8 } from 'node:buffer';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

/**
 * How request bodies are read: JSON only as UTF-8 (within the route's `bodyLimit`, `src/http/body-limits.ts`),
 * forms, and multipart uploads of the routes that declare one (`config.upload`, `src/uploads.ts`). An
 * upload is read in a `preHandler` after the route's permission check passed and before the handler runs, so
 * that a caller without the right never has the server read its file, and a slow upload does not hold the
 * write lock (decision 0015). A multipart body sent to any other route is never read.
 */
async function requestBodies(app: FastifyInstance): Promise<void> {
  // JSON bodies must be UTF-8 (RFC 8259): anything else is refused rather than stored with U+FFFD in it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(
        new HttpError(422, [
          { type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error: the body is not UTF-8' },
        ]),
        undefined,
      );
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
  await app.register(formbody);
  // Each upload route passes its own file size limit when it reads the parts.
  await app.register(multipart, { limits: { files: 1, fields: 10 } });
  app.addHook('preHandler', async (request) => {
    await request.routeOptions.config.upload?.prepare(request);
  });
}

export const requestBodiesPlugin = fp(requestBodies, { name: 'request-bodies' });
