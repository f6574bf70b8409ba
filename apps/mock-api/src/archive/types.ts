/** One file of an archive: its path inside the archive's folder (forward slashes, never `..`) and its bytes. */
export type ArchiveEntry = { path: string; content: Buffer };
