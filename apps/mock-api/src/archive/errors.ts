import { HttpError } from '../errors';

/** Why an archive was refused: its kind, for callers that word some refusals their own way. */
export type ArchiveRefusal = 'not-an-archive' | 'empty' | 'damaged' | 'unsafe-entry' | 'over-limit';

/**
 * Why an archive was refused, answered as `{detail}` with its status: 400 for what is not a readable or safe
 * archive, 413 for what unpacks to more than the limits allow.
 */
export class ArchiveError extends HttpError {
  readonly kind: ArchiveRefusal;

  constructor(
    kind: ArchiveRefusal,
    readonly reason: string,
  ) {
    super(kind === 'over-limit' ? 413 : 400, reason);
    this.kind = kind;
    this.name = 'ArchiveError';
  }
}

export const notAnArchive = () =>
  new ArchiveError('not-an-archive', 'The file is not a .tar.gz, .tgz, .tar or .zip archive.');
export const emptyArchive = () => new ArchiveError('empty', 'The archive holds no file.');
export const damagedArchive = (what: string) =>
  new ArchiveError('damaged', `The archive is damaged: ${what}.`);
export const unsafeEntry = (path: string, what: string) =>
  new ArchiveError('unsafe-entry', `The archive entry "${path.slice(0, 200)}" is ${what}.`);
export const overLimit = (reason: string) => new ArchiveError('over-limit', reason);
