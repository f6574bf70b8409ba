// What the sign-in page downloads: every file under /network/assets/ that headless Chromium fetches until the
// 'Sign in' button shows, from one or more builds of the web app served by the built server.
// Usage: node scripts/measure-login-js.mjs [--web-dist DIR[,DIR…]] [--port 4230] [--runs 5]   (default: dist/)
// Also times each load (navigation to a visible 'Sign in' button, cold browser cache), median of the runs.
// Needs the built server (node scripts/pnpm.mjs --filter @lne/mock-api build); starts it once per build, with
// a fresh data directory, so builds of two commits are compared under the same conditions.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i], process.argv[i + 1]);
const dists = (args.get('--web-dist') ?? join(root, 'apps', 'web', 'dist')).split(',');
const port = Number(args.get('--port') ?? '4230');
const runs = Number(args.get('--runs') ?? '5');
const kB = (bytes) => (bytes / 1000).toFixed(1);

async function waitForServer(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} did not answer in ${ms} ms`);
}

/** The asset paths the sign-in page fetched, in order. */
async function assetsOfSignIn(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    const assets = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/network/assets/')) assets.push(path.slice('/network/assets/'.length));
    });
    const started = Date.now();
    await page.goto(`${base}/network/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
    const ms = Date.now() - started;
    await page.waitForLoadState('networkidle');
    return { assets, ms };
  } finally {
    await browser.close();
  }
}

const rows = [];
for (const dist of dists) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lne-login-bundle-'));
  const server = spawn(process.execPath, [join(root, 'apps', 'mock-api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(`${base}/api/version`, 180_000);
    const loads = [];
    for (let run = 0; run < runs; run += 1) loads.push(await assetsOfSignIn(base));
    const { assets } = loads[0];
    const times = loads.map((load) => load.ms).sort((a, b) => a - b);
    const medianMs = times[Math.floor(times.length / 2)];
    const sum = { js: { files: 0, raw: 0, gzip: 0 }, css: { files: 0, raw: 0, gzip: 0 } };
    for (const asset of assets) {
      const kind = asset.endsWith('.css') ? 'css' : asset.endsWith('.js') ? 'js' : undefined;
      if (!kind) continue;
      const bytes = readFileSync(join(dist, 'assets', asset));
      sum[kind].files += 1;
      sum[kind].raw += bytes.length;
      sum[kind].gzip += gzipSync(bytes).length;
    }
    rows.push({ dist, assets, sum, medianMs, times });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  '| build | JS files | JS kB (gzip) | CSS files | CSS kB (gzip) | total kB (gzip) | to Sign in, median (runs) |',
);
console.log(
  '| ----- | -------: | -----------: | --------: | ------------: | --------------: | ------------------------: |',
);
for (const { dist, sum, medianMs, times } of rows) {
  const total = sum.js.raw + sum.css.raw;
  const totalGzip = sum.js.gzip + sum.css.gzip;
  console.log(
    `| ${basename(dist)} | ${sum.js.files} | ${kB(sum.js.raw)} (${kB(sum.js.gzip)}) | ${sum.css.files} | ` +
      `${kB(sum.css.raw)} (${kB(sum.css.gzip)}) | ${kB(total)} (${kB(totalGzip)}) | ${medianMs} ms (${times.join(', ')}) |`,
  );
}
for (const { dist, assets } of rows) console.log(`\n${basename(dist)}: ${assets.join(' ')}`);
