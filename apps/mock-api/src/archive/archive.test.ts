import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gnuLongName, gzipBomb, paxName, rawTar, rawTarGz, zipOf } from '../../test/archives';
import { ArchiveError, archiveEntries, createTarGz, readArchive, safeEntryPath } from './index';

async function refusal(promise: Promise<unknown>): Promise<{ status: number; reason: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ArchiveError) return { status: error.statusCode, reason: error.reason };
    throw error;
  }
  throw new Error('the archive was accepted');
}

const config = Buffer.from('hostname core-1\ninterface Gi0/1\n description uplink\n');

describe('readArchive', () => {
  it('reads .tar.gz, .tar and .zip, found by their bytes, with their folders', async () => {
    const files = [
      { path: 'lab/core-1/show-version.txt', content: config },
      { path: 'lab/empty.txt', content: Buffer.alloc(0) },
      { path: 'big.bin', content: Buffer.alloc(70_000, 7) },
    ];
    expect(await readArchive(await createTarGz(files))).toEqual(files);
    expect(await readArchive(rawTar(files.map((f) => ({ name: f.path, content: f.content }))))).toEqual(
      files,
    );
    const zip = zipOf(Object.fromEntries(files.map((f) => [f.path, f.content])));
    expect(await readArchive(zip)).toEqual(files);
  });

  it('reads from a stream and from a Buffer alike', async () => {
    const archive = await createTarGz([{ path: 'a.txt', content: config }]);
    const stream = Readable.from([archive.subarray(0, 10), archive.subarray(10)]);
    expect(await readArchive(stream)).toEqual([{ path: 'a.txt', content: config }]);
  });

  it('skips directories and drops ./ from names', async () => {
    const tar = rawTar([
      { name: './', type: '5' },
      { name: './configs/', type: '5' },
      { name: './configs/r1.cfg', content: config },
    ]);
    expect(await readArchive(tar)).toEqual([{ path: 'configs/r1.cfg', content: config }]);
  });

  it('reads GNU long names and pax path headers', async () => {
    const long = `${'site-a/'.repeat(20)}router-with-a-very-long-name.cfg`;
    expect(long.length).toBeGreaterThan(100);
    expect(await readArchive(rawTar(gnuLongName(long, config)))).toEqual([{ path: long, content: config }]);
    expect(await readArchive(rawTarGz(paxName(long, config)))).toEqual([{ path: long, content: config }]);
    // The writer uses pax headers for such names, so backups with long table names read back.
    expect(await readArchive(await createTarGz([{ path: long, content: config }]))).toEqual([
      { path: long, content: config },
    ]);
  });

  it('yields the files one at a time', async () => {
    const archive = await createTarGz([
      { path: 'a', content: Buffer.from('1') },
      { path: 'b', content: Buffer.from('2') },
    ]);
    const seen: string[] = [];
    for await (const entry of archiveEntries(archive)) seen.push(entry.path);
    expect(seen).toEqual(['a', 'b']);
  });

  it('refuses what is not an archive, and formats not asked for', async () => {
    for (const bytes of [Buffer.from('plain text, not an archive'), Buffer.alloc(2048, 0x41)]) {
      expect(await refusal(readArchive(bytes))).toEqual({
        status: 400,
        reason: 'The file is not a .tar.gz, .tgz, .tar or .zip archive.',
      });
    }
    // A gzip of something else than a tar, and a gzip inside a gzip.
    expect((await refusal(readArchive(gzipSync(Buffer.from('x'.repeat(600)))))).status).toBe(400);
    expect(
      (await refusal(readArchive(gzipSync(await createTarGz([{ path: 'a', content: config }]))))).reason,
    ).toBe('The file is not a .tar.gz, .tgz, .tar or .zip archive.');
    const zip = zipOf({ 'a.txt': config });
    expect((await refusal(readArchive(zip, { formats: ['tar.gz'] }))).status).toBe(400);
  });

  it('refuses an empty file, an empty archive, and one of directories only', async () => {
    for (const bytes of [
      Buffer.alloc(0),
      rawTarGz([]),
      rawTar([{ name: 'only-a-folder/', type: '5' }]),
      zipOf({}),
    ]) {
      expect(await refusal(readArchive(bytes))).toEqual({
        status: 400,
        reason: 'The archive holds no file.',
      });
    }
  });

  it('refuses a truncated or corrupt archive', async () => {
    const good = await createTarGz([{ path: 'a', content: Buffer.alloc(5000, 1) }]);
    expect((await refusal(readArchive(good.subarray(0, good.length - 30)))).status).toBe(400);
    const tar = rawTar([{ name: 'a', content: Buffer.alloc(5000, 1) }]);
    expect((await refusal(readArchive(tar.subarray(0, 1500)))).reason).toMatch(/^The archive is damaged/);
  });

  it.each([
    ['../escape.txt'],
    ['configs/../../escape.txt'],
    ['/etc/passwd'],
    ['C:\\Windows\\system.ini'],
    ['c:relative-to-drive'],
    ['configs\\..\\..\\escape.txt'],
  ])('refuses the path %j in a tar and in a zip', async (name) => {
    const tar = await refusal(readArchive(rawTarGz([{ name, content: config }])));
    expect(tar.status).toBe(400);
    expect(tar.reason).toContain("a path outside the archive's folder");
    const zip = await refusal(readArchive(zipOf({ [name]: config })));
    expect(zip.status).toBe(400);
    expect(zip.reason).toContain("a path outside the archive's folder");
  });

  it('refuses control characters in a tar name (a zip without the UTF-8 flag names them in CP437 glyphs)', async () => {
    expect((await refusal(readArchive(rawTarGz([{ name: 'line\nbreak', content: config }])))).status).toBe(
      400,
    );
  });

  it('refuses a NUL in a zip entry name (a tar name ends at its first NUL)', async () => {
    expect((await refusal(readArchive(zipOf({ 'bad\u0000name': config })))).status).toBe(400);
  });

  it('refuses symbolic links, hard links and device files', async () => {
    for (const entry of [
      { name: 'link', type: '2', linkname: '/etc/passwd' },
      { name: 'hard', type: '1', linkname: 'other' },
    ]) {
      expect(await refusal(readArchive(rawTarGz([entry])))).toEqual({
        status: 400,
        reason: `The archive entry "${entry.name}" is a link; it is not unpacked.`,
      });
    }
    for (const type of ['3', '4', '6']) {
      expect((await refusal(readArchive(rawTarGz([{ name: 'dev', type }])))).reason).toContain(
        'a device file or pipe',
      );
    }
    const symlink = zipOf({ link: { content: Buffer.from('/etc/passwd'), unixMode: 0o120777 } });
    expect((await refusal(readArchive(symlink))).reason).toContain('is a link');
    const fifo = zipOf({ pipe: { content: Buffer.alloc(0), unixMode: 0o010644 } });
    expect((await refusal(readArchive(fifo))).reason).toContain('a device file or pipe');
    // A regular file with Unix permissions is fine.
    expect(await readArchive(zipOf({ ok: { content: config, unixMode: 0o100644 } }))).toHaveLength(1);
  });

  it('refuses more files than allowed', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ path: `f${i}`, content: config }));
    const limits = { maxEntries: 5 };
    expect(await refusal(readArchive(await createTarGz(files), limits))).toEqual({
      status: 413,
      reason: 'The archive holds more than 5 files.',
    });
    const zip = zipOf(Object.fromEntries(files.map((f) => [f.path, f.content])));
    expect((await refusal(readArchive(zip, limits))).status).toBe(413);
    expect(await readArchive(await createTarGz(files.slice(0, 5)), limits)).toHaveLength(5);
  });

  it('refuses more unpacked bytes than allowed, from the declared sizes before reading them', async () => {
    const limits = { maxUnpackedBytes: 10_000, maxRatio: 1e9 };
    const files = [
      { path: 'a', content: Buffer.alloc(6000, 1) },
      { path: 'b', content: Buffer.alloc(6000, 2) },
    ];
    const reason = 'The archive unpacks to more than 10000 bytes.';
    expect(await refusal(readArchive(await createTarGz(files), limits))).toEqual({ status: 413, reason });
    const zip = zipOf({ a: files[0]?.content ?? config, b: files[1]?.content ?? config });
    expect(await refusal(readArchive(zip, limits))).toEqual({ status: 413, reason });
    // A header that declares a pax size larger than the limit is refused before its bytes are read.
    const pax = rawTar([
      { name: 'PaxHeader/a', type: 'x', content: Buffer.from('22 size=99999999999\n') },
      { name: 'a', content: Buffer.alloc(10) },
    ]);
    expect((await refusal(readArchive(pax, limits))).status).toBe(413);
  });

  it('refuses a tar.gz whose header declares more than the limit, before inflating it', async () => {
    expect(await refusal(readArchive(gzipBomb(1024 * 1024 * 1024)))).toEqual({
      status: 413,
      reason: 'The archive unpacks to more than 209715200 bytes.',
    });
  });

  it('stops a gzip bomb early by its compression ratio', async () => {
    // 1 GiB of zeros in about 1 MB behind a header that declares 100 MiB: refused once the first mebibytes
    // unpack at more than 200:1.
    const bomb = gzipBomb(1024 * 1024 * 1024, 100 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1.2 * 1024 * 1024);
    const source = Readable.from(
      (function* () {
        for (let at = 0; at < bomb.length; at += 16 * 1024) yield bomb.subarray(at, at + 16 * 1024);
      })(),
    );
    let read = 0;
    source.on('data', (chunk: Buffer) => {
      read += chunk.length;
    });
    expect(await refusal(readArchive(source))).toEqual({
      status: 413,
      reason: 'The archive is compressed more than 200:1, which only a decompression bomb does.',
    });
    // Refused after a small part of the packed bytes.
    expect(read).toBeLessThan(bomb.length / 4);
  });

  it('refuses a zip bomb by its declared sizes, without inflating it', async () => {
    const bomb = zipOf({ 'zeros.bin': Buffer.alloc(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(40_000);
    expect((await refusal(readArchive(bomb))).reason).toBe(
      'The archive is compressed more than 200:1, which only a decompression bomb does.',
    );
    expect((await refusal(readArchive(bomb, { maxUnpackedBytes: 10 * 1024 * 1024 }))).status).toBe(413);
  });

  it('refuses a zip entry that inflates to more than it declares', async () => {
    const zip = zipOf({ 'a.txt': Buffer.alloc(4000, 0x61) });
    // Lower the declared size in the local header and the central directory.
    const lying = Buffer.from(zip);
    for (let at = 0; at < lying.length - 4; at += 1) {
      const signature = lying.readUInt32LE(at);
      if (signature === 0x04034b50) lying.writeUInt32LE(10, at + 22);
      if (signature === 0x02014b50) lying.writeUInt32LE(10, at + 24);
    }
    expect((await refusal(readArchive(lying))).status).toBe(400);
  });

  it('refuses archives inside the archive unless asked to keep them', async () => {
    const inner = await createTarGz([{ path: 'a', content: config }]);
    const nestedZip = zipOf({ 'inner.zip': zipOf({ 'zeros.bin': Buffer.alloc(1024 * 1024) }) });
    const nestedTar = await createTarGz([{ path: 'inner.tgz', content: inner }]);
    for (const archive of [nestedZip, nestedTar]) {
      expect((await refusal(readArchive(archive))).reason).toMatch(/is itself a compressed archive/);
    }
    expect(await readArchive(nestedTar, { nested: 'keep' })).toEqual([{ path: 'inner.tgz', content: inner }]);
  });
});

describe('safeEntryPath', () => {
  it('keeps relative paths inside the folder, normalised', () => {
    expect(safeEntryPath('./a//b/./c.txt')).toBe('a/b/c.txt');
    expect(safeEntryPath('a/b..c/d')).toBe('a/b..c/d');
    expect(safeEntryPath('./')).toBe('');
    for (const bad of ['..', 'a/..', '/a', 'D:/a', 'a\\b', 'a\nb', '../a'])
      expect(safeEntryPath(bad)).toBeUndefined();
  });
});
