import { overLimit } from './errors';

export type ArchiveFormat = 'tar.gz' | 'tar' | 'zip';

export type ArchiveLimits = {
  /** The most bytes all files together may unpack to. */
  maxUnpackedBytes: number;
  /** The most files (directories do not count). */
  maxEntries: number;
  /** The most unpacked bytes per packed byte, once more than `ratioGraceBytes` are unpacked. */
  maxRatio: number;
  /**
   * Unpacked bytes allowed whatever the ratio: a small tar.gz of a short file is mostly zero padding and
   * compresses 50:1 without being a bomb.
   */
  ratioGraceBytes: number;
  /** The formats accepted; others are refused as "not an archive". */
  formats: readonly ArchiveFormat[];
  /**
   * Entries that are themselves compressed archives (gzip or zip): refused, or kept as they are. They are
   * never unpacked here, so a nested bomb (42.zip) cannot go off, but a caller that does not expect any
   * refuses them rather than handing one on.
   */
  nested: 'refuse' | 'keep';
};

const MIB = 1024 * 1024;

/** A folder of device configurations (a snapshot import): 200 MB, 20,000 files. */
export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxUnpackedBytes: 200 * MIB,
  maxEntries: 20_000,
  maxRatio: 200,
  ratioGraceBytes: 1 * MIB,
  formats: ['tar.gz', 'tar', 'zip'],
  nested: 'refuse',
};

export function archiveLimits(given: Partial<ArchiveLimits> = {}): ArchiveLimits {
  return { ...DEFAULT_ARCHIVE_LIMITS, ...given };
}

const tooLarge = (limits: ArchiveLimits) =>
  overLimit(`The archive unpacks to more than ${limits.maxUnpackedBytes} bytes.`);
const tooMany = (limits: ArchiveLimits) =>
  overLimit(`The archive holds more than ${limits.maxEntries} files.`);
const tooCompressed = (limits: ArchiveLimits) =>
  overLimit(
    `The archive is compressed more than ${limits.maxRatio}:1, which only a decompression bomb does.`,
  );

/**
 * What one extraction has used of its limits. `packed` is read from the input as it is consumed, so a bomb
 * is stopped after its first compressed kilobytes, not after its last.
 */
export class ArchiveBudget {
  packed = 0;
  /** Bytes out of the decompressor (a tar stream: files, headers and padding). */
  inflated = 0;
  /** Sizes the entries declare, counted before their bytes are read. */
  declared = 0;
  unpacked = 0;
  entries = 0;

  constructor(readonly limits: ArchiveLimits) {}

  /** Before a file is read: one more entry, and its declared size. */
  admit(size: number): void {
    this.entries += 1;
    if (this.entries > this.limits.maxEntries) throw tooMany(this.limits);
    this.declared += size;
    if (!(size >= 0) || this.declared > this.limits.maxUnpackedBytes) throw tooLarge(this.limits);
  }

  /** Bytes of a file's content as they are read. */
  addUnpacked(bytes: number): void {
    this.unpacked += bytes;
    if (this.unpacked > this.limits.maxUnpackedBytes) throw tooLarge(this.limits);
  }

  /**
   * Bytes out of a decompressor. The container itself may add headers and padding beyond the files' sizes,
   * but no more than a few blocks per entry.
   */
  addInflated(bytes: number): void {
    this.inflated += bytes;
    const overhead = 1024 * (this.limits.maxEntries + 2) + 10 * 1024;
    if (this.inflated > this.limits.maxUnpackedBytes + overhead) throw tooLarge(this.limits);
    this.checkRatio(this.inflated);
  }

  /** Unpacked against packed bytes, once past the grace allowance. */
  checkRatio(unpacked: number, packed = this.packed): void {
    if (unpacked <= this.limits.ratioGraceBytes) return;
    if (unpacked > Math.max(packed, 1) * this.limits.maxRatio) throw tooCompressed(this.limits);
  }
}
