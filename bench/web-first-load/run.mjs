// First load of the web app on a throttled link (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, set with
// CDP Network.emulateNetworkConditions), in headless Debian Chromium against the built server serving the built
// app, as `npm start` does. Each run is a fresh browser context (cold HTTP cache), then a second visit in the
// same context (warm cache).
// Usage: node run.mjs [--runs 5] [--port 4252] [--server DIR] [--web-dist DIR] [--label NAME]
//   --server   the built server's folder (default apps/mock-api/dist); --web-dist the built app (apps/web/dist)
// Needs both built: node scripts/pnpm.mjs --filter @lne/web build && node scripts/pnpm.mjs --filter @lne/mock-api build
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i], process.argv[i + 1]);
const runs = Number(args.get('--runs') ?? '5');
const port = Number(args.get('--port') ?? '4252');
const serverDir = args.get('--server') ?? join(root, 'apps', 'mock-api', 'dist');
const webDist = args.get('--web-dist') ?? join(root, 'apps', 'web', 'dist');
const label = args.get('--label') ?? 'build';

/** The link: Lighthouse's "slow 4G" figures. CDP takes throughput in bytes per second. */
const LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const VIEWPORT = { width: 1440, height: 900 };
const SIGNED_IN_PAGE = '/network/inventory/network-devices?network=1&view=Devices';

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

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Records, in the page's own clock (ms since the navigation started), when each selector is first laid out
 * with a size, checked on every animation frame from before the page's first script.
 */
function watchSelectors(selectors) {
  const shown = {};
  window.__shown = shown;
  const check = () => {
    for (const css of selectors) {
      if (shown[css] !== undefined) continue;
      const element = document.querySelector(css);
      const box = element?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) shown[css] = Math.round(performance.now());
    }
    if (selectors.some((css) => shown[css] === undefined)) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function shownAt(page, selector) {
  const handle = await page.waitForFunction((css) => window.__shown?.[css], selector, { timeout: 120_000 });
  return handle.jsonValue();
}

/** First contentful paint and the bytes received for the document and every resource, from the page. */
async function paintAndBytes(page) {
  return page.evaluate(async () => {
    // The paint entry can come after the load event: wait for it (buffered, so an earlier one counts).
    const fcp = await new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) resolve(entry);
      }).observe({ type: 'paint', buffered: true });
    });
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ];
    const assets = entries.filter((entry) => new URL(entry.name).pathname.startsWith('/network/'));
    return {
      fcp: Math.round(fcp.startTime),
      kB: Math.round(assets.reduce((sum, entry) => sum + entry.transferSize, 0) / 100) / 10,
      requests: assets.length,
      // A cached answer has transferSize 0; a revalidated one (304) a few hundred bytes.
      fromNetwork: assets.filter((entry) => entry.transferSize > 0).length,
    };
  });
}

async function throttled(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  return page;
}

const SIGN_IN = 'button[type="submit"]';
/** The signed-in frame's account menu: the top bar as React draws it. */
const TOP_BAR = '[data-testid="account-menu"]';
const FIRST_ROW = 'tbody tr[data-row-id]';

/** One visit: first paint, when each selector showed, bytes and requests. */
async function visit(page, path, selectors) {
  await page.goto(path, { waitUntil: 'commit' });
  const shown = {};
  for (const css of selectors) shown[css] = await shownAt(page, css);
  await page.waitForLoadState('load');
  return { ...(await paintAndBytes(page)), shown };
}

/** The sign-in page with a cold cache, then again in the same context. */
async function signInPage(browser, base) {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: base });
  try {
    await context.addInitScript(watchSelectors, [SIGN_IN]);
    const page = await throttled(context);
    const cold = await visit(page, '/network/login', [SIGN_IN]);
    const warm = await visit(page, '/network/login', [SIGN_IN]);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** The device list, signed in (token in storage), with a cold cache. */
async function signedInPage(browser, base, token) {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: base });
  try {
    await context.addInitScript((value) => {
      localStorage.setItem('access_token', value);
      sessionStorage.setItem('helpModalShown', 'true');
    }, token);
    await context.addInitScript(watchSelectors, [TOP_BAR, FIRST_ROW]);
    const page = await throttled(context);
    return await visit(page, SIGNED_IN_PAGE, [TOP_BAR, FIRST_ROW]);
  } finally {
    await context.close();
  }
}

const main = join(serverDir, 'main.js');
if (!existsSync(main) || !existsSync(join(webDist, 'index.html'))) {
  throw new Error(`build first: ${main} and ${webDist}/index.html are needed`);
}
const dataDir = mkdtempSync(join(tmpdir(), 'lne-first-load-'));
const server = spawn(process.execPath, [main], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const load = [];
try {
  await waitForServer(`${base}/api/version`, 180_000);
  const login = await fetch(`${base}/api/system/auth/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=admin&password=admin',
  });
  const { access_token: token } = await login.json();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results = { cold: [], warm: [], page: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      load.push(loadavg()[0]);
      const signIn = await signInPage(browser, base);
      results.cold.push(signIn.cold);
      results.warm.push(signIn.warm);
      results.page.push(await signedInPage(browser, base, token));
      console.log(`run ${run + 1}:`, JSON.stringify({ signIn, page: results.page.at(-1) }));
    }
  } finally {
    await browser.close();
  }
  const pick = (samples, read) => median(samples.map(read));
  const row = (name, samples, shown) => {
    const cells = [
      pick(samples, (s) => s.fcp),
      ...shown.map((css) => pick(samples, (s) => s.shown[css] ?? '–')),
      pick(samples, (s) => s.kB),
      `${pick(samples, (s) => s.requests)} (${pick(samples, (s) => s.fromNetwork)})`,
    ];
    return `| ${label} | ${name} | ${cells.join(' | ')} |`;
  };
  console.log(`\nload average (1 min) at each run: ${load.map((value) => value.toFixed(1)).join(', ')}`);
  console.log(`medians of ${runs} runs, ms since the navigation started`);
  console.log('| build | visit | first paint | Sign in | kB received | requests (from network) |');
  console.log('| ----- | ----- | ----------: | ------: | ----------: | ----------------------: |');
  console.log(row('sign-in, cold cache', results.cold, [SIGN_IN]));
  console.log(row('sign-in, second visit', results.warm, [SIGN_IN]));
  console.log(
    '| build | visit | first paint | top bar | first row | kB received | requests (from network) |',
  );
  console.log(
    '| ----- | ----- | ----------: | ------: | --------: | ----------: | ----------------------: |',
  );
  console.log(row('device list, signed in, cold cache', results.page, [TOP_BAR, FIRST_ROW]));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
