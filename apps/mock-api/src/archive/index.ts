/**
 * Safe, bounded unpacking of uploaded archives (`.tar.gz`, `.tgz`, `.tar`, `.zip`) and the `.tar.gz` writer of
 * backups. Every unpacking goes through `readArchive`/`archiveEntries`.
 */
export { ArchiveError, type ArchiveRefusal } from './errors';
export { type ArchiveFormat, type ArchiveLimits, archiveLimits, DEFAULT_ARCHIVE_LIMITS } from './limits';
export { safeEntryPath } from './paths';
export { type ArchiveInput, archiveEntries, detectFormat, readArchive } from './read';
export { createTarGz } from './tar';
export type { ArchiveEntry } from './types';
