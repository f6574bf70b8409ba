import { isUtf8 } from 'node:buffer';
import { normaliseSnapshotPaths } from '@lne/netparse';
import {
  type ArchiveEntry,
  ArchiveError,
  type ArchiveLimits,
  archiveLimits,
  detectFormat,
  readArchive,
} from '../archive/index';
import type { CollectedFile, CollectionNote } from './store';

/**
 * An uploaded snapshot folder (`.zip`, `.tar.gz`, `.tgz`) as the files of a run: checked completely before
 * anything is stored (unsafe paths, links, bombs and archives over the limits are refused with an
 * `ArchiveError`), text files decoded, and what is no device text left out with a note.
 */

const MIB = 1024 * 1024;

/**
 * What an import may unpack to: `IMPORT_MAX_UNPACKED_MB` (default 200 MB) and 20,000 files. Archives inside
 * the archive are never unpacked: they are left out like any binary file.
 */
export function importLimits(env: Readonly<Record<string, string | undefined>> = process.env): ArchiveLimits {
  const megabytes = Number(env.IMPORT_MAX_UNPACKED_MB);
  return archiveLimits({
    maxUnpackedBytes: (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 200) * MIB,
    maxEntries: 20_000,
    nested: 'keep',
  });
}

/** Folders and files that archivers and operating systems add, never a device's output. */
const SYSTEM_FILE =
  /(?:^|\/)(?:__MACOSX|\.git|\.svn|\.hg)(?:\/|$)|(?:^|\/)(?:\.DS_Store|Thumbs\.db|desktop\.ini)$|(?:^|\/)\._[^/]*$/i;

/** A NUL byte in the first 8 kB, as `git` decides: text never holds one. */
function isBinary(content: Buffer): boolean {
  return content.subarray(0, 8192).includes(0);
}

const NOT_UTF8_NOTE =
  'the file is not UTF-8: it was read as Latin-1 (each byte one character), which keeps every byte';

/** The files of the archive's entries, decoded, with notes on what was left out or read as Latin-1. */
export function filesOfEntries(entries: readonly ArchiveEntry[]): {
  files: CollectedFile[];
  notes: CollectionNote[];
} {
  const notes: CollectionNote[] = [];
  const kept: { path: string; text: string; latin1: boolean }[] = [];
  for (const entry of entries) {
    if (SYSTEM_FILE.test(entry.path)) {
      notes.push({ path: entry.path, code: 'left-out', text: 'an archiver’s or system file: not imported' });
      continue;
    }
    const format = detectFormat(entry.content);
    if (format === 'zip' || format === 'tar.gz') {
      notes.push({
        path: entry.path,
        code: 'left-out',
        text: 'an archive inside the archive: archives are not unpacked twice, it was not imported',
      });
      continue;
    }
    if (isBinary(entry.content)) {
      notes.push({
        path: entry.path,
        code: 'left-out',
        text: 'a binary file, not device text: not imported',
      });
      continue;
    }
    const utf8 = isUtf8(entry.content);
    kept.push({
      path: entry.path,
      text: entry.content.toString(utf8 ? 'utf8' : 'latin1'),
      latin1: !utf8,
    });
  }
  // Paths as the snapshot layout names them: without a top folder every file shares (also in the notes).
  const normalised = normaliseSnapshotPaths(kept);
  const top =
    kept[0] && normalised[0] ? kept[0].path.slice(0, kept[0].path.length - normalised[0].path.length) : '';
  if (top !== '') {
    for (const note of notes) if (note.path.startsWith(top)) note.path = note.path.slice(top.length);
  }
  const byPath = new Map<string, CollectedFile>();
  normalised.forEach((file, index) => {
    if (byPath.has(file.path)) {
      notes.push({
        path: file.path,
        code: 'duplicate-path',
        text: 'the archive holds this path more than once: the last one was imported',
      });
    }
    byPath.set(file.path, file);
    if (kept[index]?.latin1) notes.push({ path: file.path, code: 'not-utf8', text: NOT_UTF8_NOTE });
  });
  return { files: [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path)), notes };
}

/** Reads an uploaded archive into a run's files; refuses what is unsafe, over the limits or holds no text. */
export async function unpackSnapshot(
  content: Buffer,
  limits: ArchiveLimits = importLimits(),
): Promise<{ files: CollectedFile[]; notes: CollectionNote[] }> {
  const unpacked = filesOfEntries(await readArchive(content, limits));
  if (unpacked.files.length === 0) {
    throw new ArchiveError('empty', 'The archive holds no text file: nothing to import.');
  }
  return unpacked;
}
