import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import tarStream from 'tar-stream';
import { ArchiveError, damagedArchive, notAnArchive, unsafeEntry } from './errors';
import type { ArchiveBudget } from './limits';
import { safeEntryPath } from './paths';
import type { ArchiveEntry } from './types';

const BLOCK = 512;
const gzipAsync = promisify(gzip);

/** Whether a block is a tar header: its checksum (spaces in the checksum field) matches the stored one. */
export function looksLikeTar(head: Uint8Array): boolean {
  if (head.length < BLOCK) return false;
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (head[i] ?? 0);
  const stored = Buffer.from(head.subarray(148, 156))
    .toString('latin1')
    .replace(/[\0 ]+$/, '')
    .trim();
  return /^[0-7]{1,7}$/.test(stored) && Number.parseInt(stored, 8) === sum && sum !== 8 * 32;
}

const refused = (path: string, what: string) => unsafeEntry(path, `${what}; it is not unpacked`);
export const leavesFolder = (path: string) => refused(path, "a path outside the archive's folder");
export const isLink = (path: string) => refused(path, 'a link');
export const isSpecialFile = (path: string) => refused(path, 'a device file or pipe');

/**
 * The files of a tar stream, as `tar-stream` decodes it (ustar, pax and GNU long names, pax sizes). Links,
 * device files and unsafe paths are refused; directories are checked and skipped; every size goes through
 * the budget before its bytes are read.
 */
export async function* tarEntries(tar: Readable, budget: ArchiveBudget): AsyncGenerator<ArchiveEntry> {
  const extract = tarStream.extract();
  tar.on('error', (error) => extract.destroy(error));
  tar.pipe(extract);
  let headers = 0;
  try {
    for await (const entry of extract) {
      headers += 1;
      const { header } = entry;
      const path = safeEntryPath(header.name);
      if (path === undefined) throw leavesFolder(header.name);
      switch (header.type) {
        case 'file':
        case 'contiguous-file':
          break;
        case 'directory':
          entry.resume();
          continue;
        case 'link':
        case 'symlink':
          throw isLink(header.name);
        case 'character-device':
        case 'block-device':
        case 'fifo':
          throw isSpecialFile(header.name);
        default:
          throw refused(header.name, `of an unsupported kind (${String(header.type)})`);
      }
      if (path === '') throw leavesFolder(header.name);
      budget.admit(header.size ?? 0);
      const chunks: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        budget.addUnpacked(chunk.length);
        chunks.push(chunk);
      }
      yield { path, content: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const message = error instanceof Error ? error.message : '';
    // The first header decides whether this is a tar at all (a gzip of something else is not an archive).
    if (headers === 0) throw notAnArchive();
    if (/Unexpected end/i.test(message)) throw damagedArchive('it ends in the middle of a file');
    throw damagedArchive('a tar header cannot be read');
  } finally {
    tar.unpipe(extract);
    tar.destroy();
    extract.destroy();
  }
}

/** A `.tar.gz` of the files (pax headers for names longer than ustar holds). */
export async function createTarGz(entries: readonly ArchiveEntry[], mtime = new Date()): Promise<Buffer> {
  const pack = tarStream.pack();
  for (const { path, content } of entries) {
    pack.entry({ name: path, size: content.length, mode: 0o644, mtime, type: 'file' }, content);
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  return gzipAsync(Buffer.concat(chunks));
}
