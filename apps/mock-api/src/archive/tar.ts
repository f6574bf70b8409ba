import { gunzipSync, gzipSync } from 'node:zlib';

/** A minimal ustar reader/writer: backups and patches are small gzip-compressed tar archives. */
export type TarEntry = { name: string; content: Buffer };

const BLOCK = 512;

function writeString(header: Buffer, value: string, offset: number, length: number): void {
  header.write(value.slice(0, length), offset, length, 'utf8');
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  writeString(header, `${value.toString(8).padStart(length - 1, '0')}\0`, offset, length);
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  return sum;
}

export function createTar(entries: TarEntry[], mtime = Math.floor(Date.now() / 1000)): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    if (Buffer.byteLength(entry.name) > 100) throw new Error(`tar entry name too long: ${entry.name}`);
    const header = Buffer.alloc(BLOCK);
    writeString(header, entry.name, 0, 100);
    writeOctal(header, 0o644, 100, 8);
    writeOctal(header, 0, 108, 8);
    writeOctal(header, 0, 116, 8);
    writeOctal(header, entry.content.length, 124, 12);
    writeOctal(header, mtime, 136, 12);
    header.write('0', 156);
    writeString(header, 'ustar\u000000', 257, 8);
    writeString(header, `${checksum(header).toString(8).padStart(6, '0')}\0 `, 148, 8);
    parts.push(header, entry.content, Buffer.alloc((BLOCK - (entry.content.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function readString(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** Reads the regular files of a tar archive; throws on anything that is not a well-formed archive. */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  let sawEnd = false;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) {
      sawEnd = true;
      break;
    }
    const stored = Number.parseInt(readString(header, 148, 8).trim(), 8);
    if (!Number.isFinite(stored) || stored !== checksum(header)) throw new Error('bad tar header checksum');
    const size = Number.parseInt(readString(header, 124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) throw new Error('bad tar entry size');
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = readString(header, 345, 155);
    const name = prefix ? `${prefix}/${readString(header, 0, 100)}` : readString(header, 0, 100);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error('truncated tar archive');
    if (type === '0' || type === '\0')
      entries.push({ name, content: Buffer.from(archive.subarray(start, start + size)) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (!sawEnd && offset !== archive.length) throw new Error('truncated tar archive');
  if (!sawEnd && entries.length === 0) throw new Error('empty tar archive');
  return entries;
}

export function createTarGz(entries: TarEntry[]): Buffer {
  return gzipSync(createTar(entries));
}

export function readTarGz(file: Buffer): TarEntry[] {
  let archive: Buffer;
  try {
    archive = gunzipSync(file);
  } catch {
    throw new Error('not a gzip file');
  }
  return readTar(archive);
}
