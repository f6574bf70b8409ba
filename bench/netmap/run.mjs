// Runs the netmap rendering benchmark in headless Chromium (SwiftShader WebGL) and prints a results table.
// Usage: node run.mjs [--sizes 1000,10000,50000] [--renderers sigma,cytoscape] [--layout 10000] [--move-ms 4000]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EXPOSE_GC_ARG,
  launchChromium,
  PRECISE_MEMORY_ARG,
  parseArgs,
  QUIET_ARGS,
  SWIFTSHADER_ARGS,
  servePage,
} from './setup.mjs';

const args = parseArgs();
const sizes = (args.get('--sizes') ?? '1000,10000,50000').split(',').filter(Boolean).map(Number);
const renderers = (args.get('--renderers') ?? 'sigma,cytoscape').split(',');
const layoutSizes = (args.get('--layout') ?? '10000').split(',').filter(Boolean).map(Number);
const moveMs = Number(args.get('--move-ms') ?? '4000');
const timeoutMs = Number(args.get('--timeout-ms') ?? '240000');

// The WebGL flags of docs/ARCHITECTURE.md, no background work, real memory figures, `gc()` for the page.
const server = await servePage();
const { base } = server;
const browser = await launchChromium([...SWIFTSHADER_ARGS, ...QUIET_ARGS, PRECISE_MEMORY_ARG, EXPOSE_GC_ARG]);

async function runOne(query) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    // The page works synchronously while loading (large graphs): wait for the document only.
    await page.goto(`${base}?${new URLSearchParams(query)}`, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(() => window.__bench?.done === true, undefined, {
      timeout: timeoutMs,
      polling: 500,
    });
    const bench = await page.evaluate(() => window.__bench);
    if (bench?.error) return { ...query, error: bench.error };
    return bench?.result ?? { ...query, error: 'no result' };
  } catch (error) {
    return { ...query, error: `${error.message.split('\n')[0]} ${errors.join('; ')}` };
  } finally {
    await page.close();
  }
}

// `--shots DIR`: screenshots of the map (scenario `view`, optional `--mode`) at each size instead of measuring.
const shots = args.get('--shots');
if (shots) {
  mkdirSync(shots, { recursive: true });
  for (const n of sizes) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const mode = args.get('--mode') ?? '';
    // `--mode layout`: the map after ForceAtlas2 ran for `--layout-ms` (and finished) instead of the saved positions.
    const query =
      mode === 'layout'
        ? { n: String(n), scenario: 'layout', keep: '1', layoutMs: args.get('--layout-ms') ?? '8000' }
        : { n: String(n), scenario: 'view', mode };
    await page.goto(`${base}?${new URLSearchParams(query)}`, {
      waitUntil: 'commit',
      timeout: timeoutMs,
    });
    await page.waitForFunction(() => window.__bench?.done === true, undefined, {
      timeout: timeoutMs,
      polling: 500,
    });
    await page.waitForTimeout(500);
    const file = join(shots, `map-${n}${mode ? `-${mode}` : ''}.png`);
    await page.screenshot({ path: file });
    console.log(file);
    await page.close();
  }
  await browser.close();
  await server.close();
  process.exit(0);
}

const results = [];
for (const n of sizes) {
  for (const renderer of renderers) {
    const result = await runOne({
      n: String(n),
      renderer,
      scenario: 'render',
      moveMs: String(moveMs),
      lod: args.get('--lod') ?? '{}',
      probe: args.get('--probe') ?? '0',
    });
    console.log(JSON.stringify(result));
    results.push(result);
  }
}
for (const n of layoutSizes) {
  const result = await runOne({ n: String(n), renderer: 'sigma', scenario: 'layout' });
  console.log(JSON.stringify(result));
  results.push(result);
}
await browser.close();
await server.close();

const version = await (async () => {
  const b = await launchChromium([...SWIFTSHADER_ARGS, ...QUIET_ARGS, PRECISE_MEMORY_ARG, EXPOSE_GC_ARG]);
  const v = b.version();
  await b.close();
  return v;
})();
const out = join(import.meta.dirname, 'results', 'raw');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, `run-${Date.now()}.json`), JSON.stringify({ chromium: version, results }, null, 2));

console.log(`\nChromium ${version}`);
console.log(
  '| nodes | renderer | first frame (ms) | median frame moving (ms) | p95 frame moving (ms) | frames | heap (MB) |',
);
console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of results.filter((x) => x.scenario === 'render' || x.error)) {
  if (r.error)
    console.log(`| ${r.n ?? r.nodes} | ${r.renderer} | error: ${String(r.error).slice(0, 80)} | | | | |`);
  else
    console.log(
      `| ${r.nodes} | ${r.renderer} | ${r.firstFrameMs} | ${r.medianFrameMs} | ${r.p95FrameMs} | ${r.frames} | ${r.memoryMb} |`,
    );
}
for (const r of results.filter((x) => x.scenario === 'layout' && !x.error)) {
  console.log(
    `\nlayout ${r.nodes} nodes: ${r.iterations} iterations, ${r.fa2MsPerIteration} ms/iteration in the worker; longest main-thread task: first frame ${r.firstFrameTaskMs} ms, while ForceAtlas2 runs ${r.maxLongTaskRunningMs} ms (${r.longTasks} long tasks from the start on), after the stop ${r.stopTaskMs} ms`,
  );
}
