import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';

/**
 * Archives as an attacker or an odd archiver writes them, byte by byte, for the refusals of `src/archive/`:
 * any name, any entry type, GNU long names, pax headers.
 */
const BLOCK = 512;

export type RawTarEntry = {
  name: string;
  content?: Buffer;
  /** The type flag: '0' file, '1' hard link, '2' symlink, '3' character device, '5' directory, 'L' GNU long name, 'x' pax. */
  type?: string;
  linkname?: string;
  /** Size written in the header, when it should differ from the content's. */
  size?: number;
};

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

export function tarHeader(entry: RawTarEntry): Buffer {
  const header = Buffer.alloc(BLOCK);
  header.write(entry.name.slice(0, 100), 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(entry.size ?? entry.content?.length ?? 0, 12), 124);
  header.write(octal(1_700_000_000, 12), 136);
  header.write(entry.type ?? '0', 156);
  if (entry.linkname) header.write(entry.linkname, 157, 100, 'utf8');
  header.write('ustar\u000000', 257);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

function padded(content: Buffer): Buffer {
  return Buffer.concat([content, Buffer.alloc((BLOCK - (content.length % BLOCK)) % BLOCK)]);
}

/** A tar of the entries as written, with its two closing zero blocks. */
export function rawTar(entries: RawTarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(tarHeader(entry));
    if (entry.content) parts.push(padded(entry.content));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

export function rawTarGz(entries: RawTarEntry[]): Buffer {
  return gzipSync(rawTar(entries));
}

/** A file whose name is longer than ustar's 100 bytes, written with a GNU `L` entry before it. */
export function gnuLongName(name: string, content: Buffer): RawTarEntry[] {
  const long = Buffer.from(`${name}\0`);
  return [
    { name: '././@LongLink', type: 'L', content: long },
    { name: name.slice(0, 99), content },
  ];
}

/** A file named by a pax extended header (`path=`). */
export function paxName(name: string, content: Buffer): RawTarEntry[] {
  const record = (key: string, value: string) => {
    const body = ` ${key}=${value}\n`;
    let length = body.length + 1;
    while (`${length}${body}`.length !== length) length += 1;
    return `${length}${body}`;
  };
  return [
    { name: 'PaxHeader/file', type: 'x', content: Buffer.from(record('path', name)) },
    { name: 'short-name', content },
  ];
}

/**
 * A gzip bomb in the shape the probe sent: a tar header announcing one file of `declared` bytes, then `size`
 * zero bytes, as gzip members of 8 MiB of zeros each (about 8 kB packed per member).
 */
export function gzipBomb(size: number, declared = size): Buffer {
  const member = gzipSync(Buffer.alloc(8 * 1024 * 1024), { level: 9 });
  const parts = [gzipSync(tarHeader({ name: 'tables/users.json', size: declared }))];
  for (let done = 0; done < size; done += 8 * 1024 * 1024) parts.push(member);
  return Buffer.concat(parts);
}

export type ZipFileSpec = { content: Buffer; unixMode?: number };

/** A zip; `unixMode` sets the Unix file type and permissions (a symlink is `0o120777`). */
export function zipOf(files: Record<string, ZipFileSpec | Buffer>): Buffer {
  const input: Parameters<typeof zipSync>[0] = {};
  for (const [name, spec] of Object.entries(files)) {
    const { content, unixMode } = Buffer.isBuffer(spec) ? { content: spec, unixMode: undefined } : spec;
    input[name] = [
      new Uint8Array(content),
      unixMode === undefined ? { level: 9 } : { level: 9, os: 3, attrs: (unixMode << 16) >>> 0 },
    ];
  }
  return Buffer.from(zipSync(input));
}
