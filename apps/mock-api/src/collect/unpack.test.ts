import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filesOfEntries, importLimits } from './unpack';

const entry = (path: string, content: string | Buffer) => ({
  path,
  content: typeof content === 'string' ? Buffer.from(content) : content,
});

describe('the files of an uploaded snapshot folder', () => {
  it('drops the shared top folder, leaves out what is no device text, and says so', () => {
    const { files, notes } = filesOfEntries([
      entry('snap/configs/r1.cfg', 'hostname r1\n'),
      entry('snap/show/r1/show version.txt', 'Cisco IOS\n'),
      entry('snap/.DS_Store', Buffer.from([0, 0, 0, 1])),
      entry('snap/__MACOSX/configs/._r1.cfg', 'x'),
      entry('snap/picture.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1])),
      entry('snap/old.tgz', gzipSync(Buffer.from('x'))),
    ]);
    expect(files).toEqual([
      { path: 'configs/r1.cfg', text: 'hostname r1\n' },
      { path: 'show/r1/show version.txt', text: 'Cisco IOS\n' },
    ]);
    expect(notes.map((n) => [n.path, n.code])).toEqual([
      ['.DS_Store', 'left-out'],
      ['__MACOSX/configs/._r1.cfg', 'left-out'],
      ['picture.png', 'left-out'],
      ['old.tgz', 'left-out'],
    ]);
  });

  it('reads text that is not UTF-8 as Latin-1, keeping every byte, and notes it', () => {
    const latin1 = Buffer.from([0x68, 0x6f, 0x73, 0x74, 0x20, 0xe9, 0x0a]);
    const { files, notes } = filesOfEntries([entry('configs/r1.cfg', latin1)]);
    expect(files[0]?.text).toBe('host é\n');
    expect(Buffer.from(files[0]?.text ?? '', 'latin1')).toEqual(latin1);
    expect(notes).toEqual([expect.objectContaining({ path: 'configs/r1.cfg', code: 'not-utf8' })]);
  });

  it('keeps the last of a path given twice', () => {
    const { files, notes } = filesOfEntries([
      entry('configs/r1.cfg', 'one\n'),
      entry('configs/r1.cfg', 'two\n'),
    ]);
    expect(files).toEqual([{ path: 'configs/r1.cfg', text: 'two\n' }]);
    expect(notes).toEqual([expect.objectContaining({ code: 'duplicate-path' })]);
  });

  it('allows 200 MB unpacked and 20,000 files unless IMPORT_MAX_UNPACKED_MB says otherwise', () => {
    expect(importLimits({})).toMatchObject({ maxUnpackedBytes: 200 * 1024 * 1024, maxEntries: 20_000 });
    expect(importLimits({ IMPORT_MAX_UNPACKED_MB: '500' }).maxUnpackedBytes).toBe(500 * 1024 * 1024);
    expect(importLimits({ IMPORT_MAX_UNPACKED_MB: '-1' }).maxUnpackedBytes).toBe(200 * 1024 * 1024);
  });
});
