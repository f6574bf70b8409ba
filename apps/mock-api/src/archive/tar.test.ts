import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTarGz, readTarGz } from './tar';

describe('tar.gz archives', () => {
  it('round-trips files of any size', () => {
    const entries = [
      { name: 'manifest.json', content: Buffer.from('{"a":1}') },
      { name: 'tables/big.json', content: Buffer.alloc(1300, 7) },
      { name: 'empty.txt', content: Buffer.alloc(0) },
    ];
    expect(readTarGz(createTarGz(entries))).toEqual(entries);
  });

  it('refuses what is not a readable gzip tar', () => {
    expect(() => readTarGz(Buffer.from('plain text'))).toThrow('not a gzip file');
    expect(() => readTarGz(gzipSync(Buffer.from('x'.repeat(600))))).toThrow('checksum');
    const good = createTarGz([{ name: 'a', content: Buffer.alloc(2000, 1) }]);
    expect(() => readTarGz(good.subarray(0, good.length - 20))).toThrow();
  });
});
