import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The file of a multipart upload (field `upload_file`), read before the route's handler runs. */
export type Upload = { filename: string; content: Buffer };

type ReadUpload = { upload?: Upload; error?: HttpError };

const read = new WeakMap<FastifyRequest, ReadUpload>();

/** FastAPI's answer to a multipart body it cannot parse. */
export const MALFORMED_MULTIPART = 'There was an error parsing the body';

const missing = () =>
  new HttpError(422, [{ type: 'missing', loc: ['body', 'upload_file'], msg: 'Field required' }]);

export function isMultipart(request: FastifyRequest): boolean {
  return request.isMultipart();
}

/**
 * Reads the multipart body of a request completely, outside the write lock: a slow upload must not hold up
 * every other write. What it finds (or why it could not read) is answered by `uploadedFile` in the handler,
 * after the handler's own permission check, so a caller without the right still learns nothing but a 403.
 */
export async function readUploadOf(request: FastifyRequest): Promise<void> {
  const found: ReadUpload = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      if (part.fieldname === 'upload_file' && !found.upload)
        found.upload = { filename: part.filename, content };
    }
  } catch (error) {
    found.error = asUploadError(error);
  }
  read.set(request, found);
}

/** The size and count limits of `@fastify/multipart` answer 413; anything else it throws is a malformed body. */
function asUploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  ) {
    return new HttpError(413, 'Request body too large');
  }
  return new HttpError(400, MALFORMED_MULTIPART);
}

/** The uploaded file of the request; 422 like FastAPI when it is missing, 400 when the body was malformed. */
export function uploadedFile(request: FastifyRequest): Upload {
  const found = read.get(request);
  if (found?.error) throw found.error;
  if (!found?.upload) throw missing();
  return found.upload;
}
