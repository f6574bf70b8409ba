import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The file of a multipart upload (field `upload_file`), read before the route's handler runs. */
export type Upload<Content = Buffer> = { filename: string; content: Content };

/** FastAPI's answer to a multipart body it cannot parse. */
export const MALFORMED_MULTIPART = 'There was an error parsing the body';

const MIB = 1024 * 1024;

/** Room for the multipart boundaries, part headers and the few form fields beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const missing = () =>
  new HttpError(422, [{ type: 'missing', loc: ['body', 'upload_file'], msg: 'Field required' }]);

/** How the file of one upload route is read: at most `maxBytes`, after its permission check passed. */
export type UploadSpec<Permit, Content> = {
  /** The most bytes the file may have; a larger one is answered 413 and not read further. */
  maxBytes: number;
  /**
   * The route's permission check (the user, the role, the network): it runs before any byte of the upload
   * is read, so a caller without the right gets its 401 or 403 without the server holding the file.
   */
  permit: (request: FastifyRequest) => Promise<Permit>;
  /**
   * Reads the file as it arrives (`bufferedUpload`: into one buffer). It may stop early by throwing (an
   * `HttpError` is answered as it is).
   */
  read: (file: AsyncIterable<Buffer>) => Promise<Content>;
};

/** What the request-bodies plugin runs before the handler of an upload route (`config.upload`). */
export type UploadGate = { prepare(request: FastifyRequest): Promise<void> };

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyContextConfig {
    /** The route takes one multipart file, read by this gate before the handler. */
    upload?: UploadGate;
  }
}

type Prepared<Permit, Content> = { permit: Permit; upload?: Upload<Content>; error?: HttpError };

async function toBuffer(file: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A size as people read it: whole KiB below a MiB, MiB with one decimal from there. */
export const sizeText = (bytes: number) =>
  bytes < MIB ? `${Math.ceil(bytes / 1024)} KiB` : `${Math.round((bytes / MIB) * 10) / 10} MiB`;

/** Nothing more of this body is read; the answer closes the connection (the error handler). */
function stopReading(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.pause();
}

/** 413 in the error shape, naming the limit. */
export function uploadTooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    `Request body too large: this call takes a file of at most ${sizeText(maxBytes)}.`,
  );
}

/**
 * One upload route: register it with `{ config: { upload: route } }` and take the permission's result and
 * the file in the handler with `await route.of(request)`. The file is read in a `preHandler`, outside the
 * write lock, so a slow upload does not hold up every other write (decision 0015); what went wrong while
 * reading it is answered by `of`, which the handler calls after its own checks.
 */
export class UploadRoute<Permit, Content = Buffer> implements UploadGate {
  readonly #spec: UploadSpec<Permit, Content>;
  readonly #prepared = new WeakMap<FastifyRequest, Prepared<Permit, Content>>();

  constructor(spec: UploadSpec<Permit, Content>) {
    this.#spec = spec;
  }

  get maxBytes(): number {
    return this.#spec.maxBytes;
  }

  async prepare(request: FastifyRequest): Promise<void> {
    const permit = await this.#spec.permit(request);
    const prepared: Prepared<Permit, Content> = { permit };
    this.#prepared.set(request, prepared);
    if (!request.isMultipart()) return;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.#spec.maxBytes + MULTIPART_OVERHEAD) {
      prepared.error = uploadTooLarge(this.#spec.maxBytes);
      stopReading(request);
      return;
    }
    try {
      for await (const part of request.parts({
        limits: { fileSize: this.#spec.maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024 },
      })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'upload_file' || prepared.upload) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        // Busboy would parse the rest of the body to the part's end, discarding it: stop reading at the limit.
        const file = part.file;
        file.once('limit', () => {
          stopReading(request);
          file.destroy(uploadTooLarge(this.#spec.maxBytes));
        });
        const content = await this.#spec.read(file);
        if (file.truncated) throw uploadTooLarge(this.#spec.maxBytes);
        prepared.upload = { filename: part.filename, content };
      }
    } catch (error) {
      prepared.error = this.#asUploadError(error);
      stopReading(request);
    }
  }

  /** The size and count limits of `@fastify/multipart` answer 413; anything else it throws is a malformed body. */
  #asUploadError(error: unknown): HttpError {
    if (error instanceof HttpError) return error;
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') return uploadTooLarge(this.#spec.maxBytes);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      return new HttpError(413, 'Request body too large: one file and at most 10 fields are taken.');
    return new HttpError(400, MALFORMED_MULTIPART);
  }

  /**
   * The permission's result and the uploaded file; 422 like FastAPI when the file is missing, 400 when the
   * body was malformed, 413 when it was too large.
   */
  of(request: FastifyRequest): { permit: Permit; upload: Upload<Content> } {
    const found = this.#prepared.get(request);
    if (!found) throw new Error('the upload of this route was not prepared: register it with config.upload');
    if (found.error) throw found.error;
    if (!found.upload) throw missing();
    return { permit: found.permit, upload: found.upload };
  }

  /** Route options that make the request-bodies plugin read the file with this route's limit. */
  get options(): { config: { upload: UploadGate } } {
    return { config: { upload: this } };
  }
}

/** An upload route whose file is read into one buffer. */
export function bufferedUpload<Permit>(spec: Omit<UploadSpec<Permit, Buffer>, 'read'>): UploadRoute<Permit> {
  return new UploadRoute({ ...spec, read: toBuffer });
}

/** An upload route whose file is read as it arrives by `spec.read` (a CSV parsed row by row). */
export function streamedUpload<Permit, Content>(
  spec: UploadSpec<Permit, Content>,
): UploadRoute<Permit, Content> {
  return new UploadRoute(spec);
}
