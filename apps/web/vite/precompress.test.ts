import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressFolder } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes Brotli and gzip copies of the text files that are worth it, and only of those', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lne-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const x = 1;\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js.map'), '{"mappings":""}'.repeat(200));
    writeFileSync(join(dir, 'assets', 'tiny-00000000.css'), 'a{}');
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>shell</p>'.repeat(200)}`);

    const written = await precompressFolder(dir);

    expect(written.map((entry) => entry.file.slice(dir.length + 1)).sort()).toEqual([
      join('assets', 'index-Ab12Cd34.js'),
      'index.html',
    ]);
    const js = join(dir, 'assets', 'index-Ab12Cd34.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'assets', 'index-Ab12Cd34.js.map.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'tiny-00000000.css.br'))).toBe(false);
    expect('a{}'.length).toBeLessThan(PRECOMPRESS_MIN_BYTES);
  });
});
