import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

const JSON_INVALID = [{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error' }];

/**
 * Every refusal in FastAPI's shape: `HttpError`s as they are, Fastify's own errors (bad JSON, too large, wrong
 * media type, malformed multipart) mapped to the status FastAPI gives, any other 4xx with its message as
 * `detail`; anything else is logged and answered 500 without its text. Unknown routes answer 404.
 */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // A refusal before the body was read (401, 403, 413 of an upload): the rest of it is not read either, so
    // the connection cannot carry another request.
    if (!request.raw.readableEnded) reply.header('connection', 'close');
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, detail: error.detail });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(422).send({ detail: JSON_INVALID });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(422).send({ detail: [{ type: 'missing', loc: ['body'], msg: 'Field required' }] });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
        return reply.code(413).send({ detail: 'Request body too large' });
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply
          .code(422)
          .send({ detail: [{ type: 'missing', loc: ['body', 'upload_file'], msg: 'Field required' }] });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ detail: 'Unsupported Media Type' });
    }
    if (error instanceof SyntaxError) return reply.code(422).send({ detail: JSON_INVALID });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Internal Server Error' });
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ detail: 'Not Found' });
  });
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler' });
