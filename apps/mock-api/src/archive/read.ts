import { Readable, Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ArchiveError, damagedArchive, emptyArchive, notAnArchive, overLimit, unsafeEntry } from './errors';
import { ArchiveBudget, type ArchiveFormat, type ArchiveLimits, archiveLimits } from './limits';
import { looksLikeTar, tarEntries } from './tar';
import type { ArchiveEntry } from './types';
import { zipEntries } from './zip';

/** An archive's bytes: whole, or as a stream (an upload being received). */
export type ArchiveInput = Uint8Array | AsyncIterable<Uint8Array>;

/** Slices handed to the decompressor: the packed bytes consumed are counted as it asks for them. */
const SLICE = 64 * 1024;

async function* slicesOf(input: ArchiveInput, budget: ArchiveBudget): AsyncGenerator<Buffer> {
  const chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array> =
    input instanceof Uint8Array ? [input] : input;
  for await (const chunk of chunks) {
    for (let at = 0; at < chunk.length; at += SLICE) {
      const slice = Buffer.from(chunk.buffer, chunk.byteOffset + at, Math.min(SLICE, chunk.length - at));
      budget.packed += slice.length;
      yield slice;
    }
  }
}

/** The first `size` bytes, and an iterator that yields them again before the rest. */
async function peek(
  source: AsyncGenerator<Buffer>,
  size: number,
): Promise<{ head: Buffer; all: AsyncGenerator<Buffer> }> {
  const taken: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await source.next();
    if (next.done) break;
    taken.push(next.value);
    length += next.value.length;
  }
  async function* all(): AsyncGenerator<Buffer> {
    yield* taken;
    yield* source;
  }
  return { head: Buffer.concat(taken), all: all() };
}

export function detectFormat(head: Uint8Array): ArchiveFormat | undefined {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'tar.gz';
  const zip = head[0] === 0x50 && head[1] === 0x4b;
  if (zip && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))) return 'zip';
  if (looksLikeTar(head)) return 'tar';
  return undefined;
}

function isCompressedArchive(content: Uint8Array): boolean {
  const format = detectFormat(content);
  return format === 'tar.gz' || format === 'zip';
}

/** Counts the bytes out of the decompressor against the budget (size and ratio), stopping a bomb early. */
function inflatedCounter(budget: ArchiveBudget): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        budget.addInflated(chunk.length);
        callback(null, chunk);
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

function gunzipped(bytes: AsyncGenerator<Buffer>, budget: ArchiveBudget): Readable {
  const packed = Readable.from(bytes, { objectMode: false });
  const gunzip = createGunzip();
  const counter = inflatedCounter(budget);
  const fail = (error: unknown) =>
    counter.destroy(
      error instanceof ArchiveError ? error : damagedArchive('the gzip stream is truncated or corrupt'),
    );
  packed.on('error', fail);
  gunzip.on('error', fail);
  counter.on('close', () => {
    packed.destroy();
    gunzip.destroy();
  });
  packed.pipe(gunzip).pipe(counter);
  return counter;
}

async function collect(bytes: AsyncGenerator<Buffer>, budget: ArchiveBudget): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // A zip's packed size bounds nothing by itself: what it may unpack to bounds what is held of it.
  const most = budget.limits.maxUnpackedBytes + 1024 * 1024;
  for await (const chunk of bytes) {
    chunks.push(chunk);
    if (budget.packed > most)
      throw overLimit(`The archive is larger than ${budget.limits.maxUnpackedBytes} bytes.`);
  }
  return Buffer.concat(chunks);
}

/**
 * The files of a `.tar.gz`/`.tgz`, `.tar` or `.zip` archive (found by its first bytes, not its name), one at
 * a time, each once it is read completely. Refuses with an `ArchiveError` what is not such an archive, an
 * empty one, unsafe paths, links, device files, and more files, bytes or compression than `limits` allow;
 * decompression runs in the thread pool and stops as soon as a limit is passed. A caller that must change
 * nothing unless the whole archive is good uses `readArchive`.
 */
export async function* archiveEntries(
  input: ArchiveInput,
  limits: Partial<ArchiveLimits> = {},
): AsyncGenerator<ArchiveEntry> {
  const budget = new ArchiveBudget(archiveLimits(limits));
  const { head, all } = await peek(slicesOf(input, budget), 512);
  try {
    if (head.length === 0) throw emptyArchive();
    const format = detectFormat(head);
    if (!format || !budget.limits.formats.includes(format)) throw notAnArchive();
    const entries =
      format === 'zip'
        ? zipEntries(await collect(all, budget), budget)
        : tarEntries(format === 'tar.gz' ? gunzipped(all, budget) : Readable.from(all), budget);
    let files = 0;
    for await (const entry of entries) {
      files += 1;
      if (budget.limits.nested === 'refuse' && isCompressedArchive(entry.content)) {
        throw unsafeEntry(
          entry.path,
          'itself a compressed archive; archives inside archives are not unpacked',
        );
      }
      yield entry;
    }
    if (files === 0) throw emptyArchive();
  } finally {
    await all.return(undefined);
  }
}

/** Every file of the archive, or the `ArchiveError` of the first thing refused: nothing is half-read. */
export async function readArchive(
  input: ArchiveInput,
  limits: Partial<ArchiveLimits> = {},
): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  for await (const entry of archiveEntries(input, limits)) entries.push(entry);
  return entries;
}
