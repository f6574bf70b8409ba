import { isUtf8 } from 'node:buffer';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import { isMultipart, readUploadOf } from '../uploads';

/**
 * How request bodies are read: JSON only as UTF-8, forms, and multipart uploads (one file), which are read
 * before the handler so that a slow upload does not hold the write lock (decision 0015).
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
  await app.register(multipart, { limits: { fileSize: 256 * 1024 * 1024, files: 1, fields: 10 } });
  app.addHook('preHandler', async (request) => {
    if (isMultipart(request)) await readUploadOf(request);
  });
}

export const requestBodiesPlugin = fp(requestBodies, { name: 'request-bodies' });
