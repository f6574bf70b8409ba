// What every netmap benchmark script does first: read `--flag value` pairs, build and serve `page/` with Vite,
// and start headless Chromium with SwiftShader WebGL (the flags of docs/ARCHITECTURE.md).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/** WebGL through SwiftShader in headless mode, explicit, so results do not depend on defaults. */
export const SWIFTSHADER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/** No background work of the browser's own during a measured run. */
export const QUIET_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * `gc()` in the page: the page collects the generator's garbage before a clock starts (`collectGarbage` in
 * `page/main.ts`), so that no run counts it.
 */
export const EXPOSE_GC_ARG = '--js-flags=--expose-gc';

/** `performance.memory` with real figures. */
export const PRECISE_MEMORY_ARG = '--enable-precise-memory-info';

/** `--flag value` pairs of the command line. */
export function parseArgs(argv = process.argv) {
  const args = new Map();
  for (let i = 2; i < argv.length; i += 2) args.set(argv[i], argv[i + 1]);
  return args;
}

/** Builds the benchmark page (minified unless told) and serves it; `close()` stops the server. */
export async function servePage({ minify = true } = {}) {
  const config = { configFile: join(here, 'vite.config.ts'), root: join(here, 'page'), logLevel: 'warn' };
  await build({ ...config, ...(minify ? {} : { build: { minify: false } }) });
  const server = await preview({ ...config, preview: { port: 0, host: '127.0.0.1' } });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('preview server has no URL');
  return { base, close: () => new Promise((resolve) => server.httpServer.close(resolve)) };
}

/** Headless Chromium (the system's, or `CHROMIUM_PATH`) with the given flags. */
export function launchChromium(args) {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
}
