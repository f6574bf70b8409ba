// Device list benchmark (issue 8): on the 10,000-device dataset, the time from the device-list answer to the first
// rows painted, and long tasks while scrolling the list from top to bottom, in headless Debian Chromium.
// Usage: node run.mjs [--targets page,harness] [--runs 7] [--scale 115] [--network 1] [--port 4210]
//                     [--step 600] [--api http://127.0.0.1:4210] [--data-dir DIR] [--web-dist DIR] [--profile 1]
// Needs the built server and web app: node_modules/.bin/turbo run build --filter=@lne/web --filter=@lne/mock-api
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i], process.argv[i + 1]);
const targets = (args.get('--targets') ?? 'page,harness').split(',').filter(Boolean);
const runs = Number(args.get('--runs') ?? '7');
const scale = Number(args.get('--scale') ?? '115');
const network = Number(args.get('--network') ?? '1');
const port = Number(args.get('--port') ?? '4210');
const step = Number(args.get('--step') ?? '600');
const timeoutMs = Number(args.get('--timeout-ms') ?? '120000');
// Kept between runs: generating and storing the 10k dataset takes about a minute on the first start.
const dataDir = args.get('--data-dir') ?? join(here, '.data', `scale-${scale}`);
// A CPU profile of each scroll (CDP Profiler), and what ran in its long tasks.
const profile = args.get('--profile') === '1';
// A Chrome trace of each scroll: main-thread tasks by their thread (CPU) time, which the machine's other work
// inflates far less than their wall time, so a loaded machine still shows which tasks would be long.
const trace = args.get('--trace') === '1';

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
const DEVICE_LIST = '/api/explorer/devices?';

/** The value below which the given share of the sorted samples lies (nearest rank). */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}
const round = (n) => (Number.isFinite(n) ? Math.round(n) : '–');

async function waitForServer(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`server at ${url} did not answer in ${ms} ms`);
}

// ---- the server under test ----
let server;
let api = args.get('--api');
if (!api) {
  const main = join(root, 'apps', 'mock-api', 'dist', 'main.js');
  const webDist = args.get('--web-dist') ?? join(root, 'apps', 'web', 'dist');
  if (!existsSync(main) || !existsSync(webDist)) {
    throw new Error(
      'build first: node_modules/.bin/turbo run build --filter=@lne/web --filter=@lne/mock-api',
    );
  }
  mkdirSync(dataDir, { recursive: true });
  api = `http://127.0.0.1:${port}`;
  console.log(`> starting the server on ${api}, SCALE=${scale}, DATA_DIR=${dataDir}`);
  server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SCALE: String(scale),
      WEB_DIST: webDist,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${api}/api/version`, 20 * 60_000);
}

const login = await fetch(`${api}/api/system/auth/jwt/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: 'username=admin&password=admin',
});
const { access_token: token } = await login.json();
const listAnswer = await fetch(`${api}${DEVICE_LIST}explorer_network_id=${network}&snapshot_id=1`, {
  headers: { authorization: `Bearer ${token}` },
});
const listText = await listAnswer.text();
const deviceCount = JSON.parse(listText).data.length;
// The Net Devices page asks for the summary view (the list's fields without the collected maps).
const summaryAnswer = await fetch(
  `${api}${DEVICE_LIST}explorer_network_id=${network}&snapshot_id=1&view=summary`,
  { headers: { authorization: `Bearer ${token}` } },
);
const summaryBytes = summaryAnswer.ok ? (await summaryAnswer.text()).length : Number.NaN;
console.log(
  `> network ${network}: ${deviceCount} devices, device list ${(listText.length / 1e6).toFixed(1)} MB, ` +
    `summary view ${(summaryBytes / 1e6).toFixed(1)} MB`,
);

// ---- the harness page (DataTable alone), served by vite preview with /api forwarded ----
let preview;
if (targets.includes('harness')) {
  process.env.BENCH_API_URL = api;
  const vite = await import('vite');
  const configFile = join(here, 'vite.config.ts');
  await vite.build({ configFile, root: join(here, 'harness'), logLevel: 'warn' });
  preview = await vite.preview({
    configFile,
    root: join(here, 'harness'),
    preview: { port: 0, host: '127.0.0.1' },
  });
}

/** Runs in the page before its scripts: long tasks, and the moment the first list rows are in the DOM and painted. */
function instrument() {
  const bench = { longTasks: [], frames: [], rowsInDomAt: null, firstRowsAt: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Long animation frames name the scripts that ran in them (what a long task was busy with).
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.frames.push({
          start: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
          scripts: entry.scripts.map((script) => ({
            what: `${script.invokerType} ${script.invoker}`.slice(0, 80),
            ms: script.duration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  const rowSelector = '[data-testid="datatable-scroll"] tbody tr[data-row-id]';
  const observer = new MutationObserver(() => {
    if (bench.rowsInDomAt !== null || !document.querySelector(rowSelector)) return;
    bench.rowsInDomAt = performance.now();
    observer.disconnect();
    // The frame that shows the rows: after the next animation frame, once the browser got to paint it.
    requestAnimationFrame(() => setTimeout(() => (bench.firstRowsAt = performance.now()), 0));
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

/** Scrolls the list top to bottom, `step` px per animation frame; frame intervals and long tasks meanwhile. */
async function scrollThrough(page) {
  return page.evaluate(async (px) => {
    const el = document.querySelector('[data-testid="datatable-scroll"]');
    if (!el) throw new Error('no list');
    const start = performance.now();
    const frames = [];
    let last = start;
    while (el.scrollTop + el.clientHeight < el.scrollHeight - 2) {
      const before = el.scrollTop;
      el.scrollTop = before + px;
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const now = performance.now();
      frames.push(now - last);
      last = now;
      if (el.scrollTop === before) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const end = performance.now();
    const rows = [...el.querySelectorAll('tbody tr[data-row-id]')];
    return {
      ms: end - start - 500,
      frames,
      longTasks: window.__bench.longTasks
        .filter((t) => t.start >= start && t.start <= end)
        .map((t) => t.duration),
      // The longest animation frames of the scroll, with the scripts that ran in them.
      longFrames: window.__bench.frames
        .filter((f) => f.start >= start && f.start <= end && f.blocking > 0)
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3),
      atBottom: el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
      lastRowText: rows.at(-1)?.textContent?.slice(0, 40) ?? '',
    };
  }, step);
}

/**
 * The stretches of a CPU profile where the main thread was busy without a break (no idle sample) for over
 * 50 ms, the profile's view of a long task: when, how long, and the functions with the most self time in it.
 */
function busyStretches(cpuProfile, minMs = 50) {
  const nodes = new Map(cpuProfile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of cpuProfile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const label = (node) => {
    const frame = node.callFrame;
    const file = frame.url ? frame.url.split('/').at(-1) : '';
    return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
  };
  const stretches = [];
  let current = null;
  let time = cpuProfile.startTime;
  for (let i = 0; i < cpuProfile.samples.length; i++) {
    time += cpuProfile.timeDeltas[i] ?? 0;
    const node = nodes.get(cpuProfile.samples[i]);
    const idle = node?.callFrame.functionName === '(idle)';
    if (idle) {
      if (current && (current.end - current.start) / 1000 > minMs) stretches.push(current);
      current = null;
      continue;
    }
    if (!current) current = { start: time, end: time, self: new Map(), roots: new Map() };
    const delta = (cpuProfile.timeDeltas[i + 1] ?? 0) / 1000;
    current.end = time;
    const name = node ? label(node) : '?';
    current.self.set(name, (current.self.get(name) ?? 0) + delta);
    // The outermost frame below the root: what the task was (a scroll handler, a timer, a message, GC…).
    let top = node;
    while (top && parents.has(top.id) && parents.get(top.id) !== cpuProfile.nodes[0].id)
      top = nodes.get(parents.get(top.id));
    const rootName = top ? label(top) : '?';
    current.roots.set(rootName, (current.roots.get(rootName) ?? 0) + delta);
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`);
  return stretches.map((s) => ({
    atMs: Math.round((s.start - cpuProfile.startTime) / 1000),
    ms: Math.round((s.end - s.start) / 1000),
    roots: top(s.roots, 4),
    self: top(s.self, 12),
  }));
}

const TRACE_KINDS = new Set([
  'FunctionCall',
  'EventDispatch',
  'FireAnimationFrame',
  'TimerFire',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'ParseHTML',
  'HitTest',
  'ScrollLayer',
]);

/** Stops a trace and summarises the renderer main thread's tasks: thread time, wall time, what ran. */
async function endTrace(tracer) {
  const done = new Promise((resolve) => tracer.once('Tracing.tracingComplete', resolve));
  await tracer.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const chunk = await tracer.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await tracer.send('IO.close', { handle: stream });
  const events = JSON.parse(text).traceEvents ?? [];
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return null;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const children = onMain.filter((e) => TRACE_KINDS.has(e.name));
  const summary = (task) => {
    const kinds = new Map();
    for (const e of children)
      if (e.ts >= task.ts && e.ts < task.ts + task.dur)
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.tdur ?? e.dur) / 1000);
    return [...kinds.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`)
      .join(', ');
  };
  const cpu = (task) => (task.tdur ?? task.dur) / 1000;
  const longest = [...tasks].sort((a, b) => cpu(b) - cpu(a)).slice(0, 3);
  return {
    tasks: tasks.length,
    over50: tasks.filter((t) => cpu(t) > 50).map((t) => Math.round(cpu(t))),
    wallOver50: tasks.filter((t) => t.dur / 1000 > 50).length,
    longest: longest.map((t) => ({
      cpu: Math.round(cpu(t)),
      wall: Math.round(t.dur / 1000),
      what: summary(t),
    })),
  };
}

async function runOne(browser, target) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    let url;
    if (target === 'page') {
      await page.addInitScript(() => sessionStorage.setItem('helpModalShown', 'true'));
      await page.goto(`${api}/network/login`);
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password', { exact: true }).fill('admin');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId('account-menu').waitFor({ timeout: timeoutMs });
      url = `${api}/network/inventory/network-devices?network=${network}&snapshot=1&view=Devices`;
    } else {
      url = `${preview.resolvedUrls.local[0]}?network=${network}&token=${encodeURIComponent(token)}`;
    }
    await page.addInitScript(instrument);
    const answered = page.waitForResponse(
      (r) =>
        r.url().includes(DEVICE_LIST) &&
        r.request().method() === 'GET' &&
        new URL(r.url()).searchParams.get('explorer_network_id') === String(network),
      { timeout: timeoutMs },
    );
    await page.goto(url, { waitUntil: 'commit' });
    const response = await answered;
    if (!response.ok()) throw new Error(`device list answered ${response.status()}`);
    await page.waitForFunction(() => window.__bench?.firstRowsAt != null, undefined, {
      timeout: timeoutMs,
      polling: 200,
    });
    const render = await page.evaluate((net) => {
      const bench = window.__bench;
      const entries = performance
        .getEntriesByType('resource')
        .filter(
          (e) => e.name.includes('/api/explorer/devices?') && e.name.includes(`explorer_network_id=${net}`),
        );
      const entry = entries.filter((e) => e.responseEnd <= bench.rowsInDomAt).at(-1) ?? entries.at(-1);
      if (!entry) throw new Error('no resource timing for the device list');
      const parsed = performance.getEntriesByName('bench:devices-parsed')[0];
      return {
        responseEnd: entry.responseEnd,
        parsedMs: parsed ? parsed.startTime - entry.responseEnd : null,
        firstRowsMs: bench.firstRowsAt - entry.responseEnd,
        rowsInDomMs: bench.rowsInDomAt - entry.responseEnd,
        renderLongTasks: bench.longTasks
          .filter((t) => t.start >= entry.responseEnd && t.start <= bench.firstRowsAt)
          .map((t) => t.duration),
      };
    }, network);
    // Let the page settle (deferred effects, other queries) before scrolling.
    await page.waitForTimeout(1500);
    const cdp = profile ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const tracer = trace ? await context.newCDPSession(page) : undefined;
    if (tracer) {
      await tracer.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink.user_timing',
        transferMode: 'ReturnAsStream',
      });
    }
    const scroll = await scrollThrough(page);
    if (tracer) scroll.traced = await endTrace(tracer);
    if (cdp) {
      const { profile: cpuProfile } = await cdp.send('Profiler.stop');
      mkdirSync(join(here, 'results', 'raw'), { recursive: true });
      writeFileSync(
        join(here, 'results', 'raw', `scroll-${Date.now()}.cpuprofile`),
        JSON.stringify(cpuProfile),
      );
      scroll.busyStretches = busyStretches(cpuProfile);
    }
    if (target === 'page' && errors.length === 0) {
      mkdirSync(join(here, 'results', 'raw'), { recursive: true });
      await page.screenshot({ path: join(here, 'results', 'raw', 'page-bottom.png') });
    }
    return { target, ...render, scroll, errors };
  } catch (error) {
    return { target, error: String(error?.message ?? error).split('\n')[0], errors };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const chromiumVersion = browser.version();
const results = [];
for (const target of targets) {
  for (let i = 0; i < runs; i++) {
    const result = await runOne(browser, target);
    results.push(result);
    const s = result.scroll;
    if (s?.traced)
      console.log(
        `  trace: ${s.traced.tasks} main-thread tasks, over 50 ms of thread time: ${s.traced.over50.join('/') || 'none'} ` +
          `(over 50 ms of wall time: ${s.traced.wallOver50}); longest by thread time: ` +
          s.traced.longest.map((t) => `${t.cpu} ms cpu / ${t.wall} ms wall [${t.what}]`).join('; '),
      );
    for (const frame of s?.longFrames ?? [])
      console.log(
        `  long frame ${round(frame.duration)} ms (blocking ${round(frame.blocking)}, rendering ${round(frame.render)}): ` +
          (frame.scripts.map((x) => `${x.what} ${round(x.ms)} ms`).join('; ') || 'no script'),
      );
    for (const stretch of s?.busyStretches ?? [])
      console.log(
        `  busy ${stretch.ms} ms at +${stretch.atMs} ms\n    tasks: ${stretch.roots.join('; ')}\n    self: ${stretch.self.join('; ')}`,
      );
    console.log(
      result.error
        ? `${target} #${i + 1}: ${result.error}`
        : `${target} #${i + 1}: first rows ${round(result.firstRowsMs)} ms (JSON parsed ${round(result.parsedMs ?? Number.NaN)} ms, in DOM ${round(result.rowsInDomMs)} ms, ` +
            `long tasks ${result.renderLongTasks.map(round).join('/') || 'none'}); scroll ${s.frames.length} frames ` +
            `in ${round(s.ms)} ms, frame p95 ${round(percentile(s.frames, 0.95))} ms, long tasks ` +
            `${s.longTasks.length ? s.longTasks.map(round).join('/') : 'none'}${s.atBottom ? '' : ' (bottom not reached)'}`,
    );
  }
}
await browser.close();
if (preview) await new Promise((resolve) => preview.httpServer.close(resolve));
if (server) server.kill('SIGTERM');

mkdirSync(join(here, 'results', 'raw'), { recursive: true });
writeFileSync(
  join(here, 'results', 'raw', `run-${Date.now()}.json`),
  JSON.stringify(
    { chromium: chromiumVersion, scale, network, deviceCount, step, loadavg: loadavg(), results },
    null,
    2,
  ),
);

const load = loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
console.log(
  `\nChromium ${chromiumVersion}, ${deviceCount} devices (network ${network}, SCALE=${scale}), ${runs} runs, ` +
    `${step} px per frame; load average at the end ${load}\n`,
);
console.log(
  '| target | runs ok | first rows p50 / p95 (ms) | of which JSON parse p50 / p95 (ms) | long tasks while scrolling (all runs) | longest (ms) | frame p50 / p95 while scrolling (ms) |',
);
console.log('| --- | --: | --: | --: | --: | --: | --: |');
for (const target of targets) {
  const ok = results.filter((r) => r.target === target && !r.error);
  const firstRows = ok.map((r) => r.firstRowsMs);
  const tasks = ok.flatMap((r) => r.scroll.longTasks);
  const frames = ok.flatMap((r) => r.scroll.frames);
  const parsed = ok.map((r) => r.parsedMs).filter((ms) => ms !== null);
  const parse = parsed.length
    ? `${round(percentile(parsed, 0.5))} / ${round(percentile(parsed, 0.95))}`
    : 'not marked';
  console.log(
    `| ${target} | ${ok.length}/${runs} | ${round(percentile(firstRows, 0.5))} / ${round(percentile(firstRows, 0.95))} | ${parse} | ` +
      `${tasks.length} | ${tasks.length ? round(Math.max(...tasks)) : '–'} | ${round(percentile(frames, 0.5))} / ${round(percentile(frames, 0.95))} |`,
  );
}
