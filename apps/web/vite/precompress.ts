import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG, fonts and source maps are left alone. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this size the headers cost more than compression saves. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesBelow(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip level 9) beside every compressible file of `dir`
 * of at least `minBytes`, when the copy is smaller. The server sends the copy a browser accepts as it is
 * (apps/mock-api/src/plugins/spa.ts), so compression costs nothing per request. Returns what was written.
 */
export async function precompressFolder(
  dir: string,
  minBytes = PRECOMPRESS_MIN_BYTES,
): Promise<{ file: string; bytes: number; br: number; gz: number }[]> {
  const written: { file: string; bytes: number; br: number; gz: number }[] = [];
  for (const file of await filesBelow(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    if ((await stat(file)).size < minBytes) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    written.push({ file, bytes: bytes.length, br: br.length, gz: gz.length });
  }
  return written;
}

/** After a build, the Brotli and gzip copies of the output (`precompressFolder`). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lne-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
