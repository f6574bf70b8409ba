/**
 * Safe, bounded unpacking of uploaded archives (`.tar.gz`, `.tgz`, `.tar`, `.zip`) and the `.tar.gz` writer of
 * backups. Every unpacking goes through `readArchive`/`archiveEntries`.
 */
export { ArchiveError } from './errors';
export { type ArchiveLimits, archiveLimits } from './limits';
export { safeEntryPath } from './paths';
export { archiveEntries, detectFormat, readArchive } from './read';
export { createTarGz } from './tar';
export type { ArchiveEntry } from './types';
