import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ArchiveError, damagedArchive, notAnArchive, unsafeEntry } from './errors';
import type { ArchiveBudget } from './limits';
import { safeEntryPath } from './paths';
import { isLink, isSpecialFile, leavesFolder } from './tar';
import type { ArchiveEntry } from './types';

const TYPE_MASK = 0o170000;
const DIRECTORY = 0o040000;
const SYMLINK = 0o120000;
const REGULAR = 0o100000;

/** The Unix file type of an entry written on Unix (0 when the archiver did not record one). */
function unixType(entry: yauzl.Entry): number {
  const madeOnUnix = entry.versionMadeBy >> 8 === 3;
  return madeOnUnix ? (entry.externalFileAttributes >>> 16) & TYPE_MASK : 0;
}

function asArchiveError(error: unknown, opened: boolean): ArchiveError {
  if (error instanceof ArchiveError) return error;
  const message = error instanceof Error ? error.message : '';
  // yauzl checks names itself; its refusals are the same as ours.
  const name = /^(invalid characters in fileName|absolute path|invalid relative path): (.*)$/s.exec(message);
  if (name) return leavesFolder(name[2] ?? '');
  if (!opened) return notAnArchive();
  if (/compression method|encrypt/i.test(message))
    return damagedArchive('an entry is encrypted or compressed in an unsupported way');
  return damagedArchive('an entry cannot be read');
}

/**
 * The files of a zip archive (yauzl; it needs the whole file: the directory is at its end). Every entry is
 * checked and its declared size counted before any is inflated, so a bomb that declares its sizes is refused
 * without inflating a byte; one that lies is stopped by the count of what is inflated (and by yauzl, which
 * compares the two).
 */
export async function* zipEntries(file: Buffer, budget: ArchiveBudget): AsyncGenerator<ArchiveEntry> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, {
      decodeStrings: true,
      strictFileNames: true,
      validateEntrySizes: true,
      autoClose: false,
    });
  } catch (error) {
    throw asArchiveError(error, false);
  }
  try {
    const files: { entry: yauzl.Entry; path: string }[] = [];
    let declared = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        const path = safeEntryPath(entry.fileName);
        if (path === undefined) throw leavesFolder(entry.fileName);
        const type = unixType(entry);
        if (type === SYMLINK) throw isLink(entry.fileName);
        if (type !== 0 && type !== REGULAR && type !== DIRECTORY) throw isSpecialFile(entry.fileName);
        if (entry.fileName.endsWith('/') || type === DIRECTORY) continue;
        if (path === '') throw leavesFolder(entry.fileName);
        if (entry.isEncrypted()) throw unsafeEntry(path, 'encrypted');
        budget.admit(entry.uncompressedSize);
        declared += entry.uncompressedSize;
        files.push({ entry, path });
      }
    } catch (error) {
      throw asArchiveError(error, true);
    }
    budget.checkRatio(declared, file.length);
    for (const { entry, path } of files) {
      const chunks: Buffer[] = [];
      try {
        const stream: Readable = await zip.openReadStreamPromise(entry);
        try {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            budget.addUnpacked(chunk.length);
            budget.checkRatio(budget.unpacked, file.length);
            chunks.push(chunk);
          }
        } finally {
          stream.destroy();
        }
      } catch (error) {
        throw asArchiveError(error, true);
      }
      yield { path, content: Buffer.concat(chunks) };
    }
  } finally {
    zip.close();
  }
}
