// Profiles one benchmark scenario with the Chrome DevTools protocol (CPU profiler through Playwright):
// prints the long tasks and the functions with the most self time, overall and inside the longest task.
// Usage: node profile.mjs --n 10000 --scenario render|layout [--lod '{}'] [--top 30] [--out profile.cpuprofile]
import { writeFileSync } from 'node:fs';
import {
  EXPOSE_GC_ARG,
  launchChromium,
  PRECISE_MEMORY_ARG,
  parseArgs,
  SWIFTSHADER_ARGS,
  servePage,
} from './setup.mjs';

const args = parseArgs();
const n = args.get('--n') ?? '10000';
const scenario = args.get('--scenario') ?? 'render';
const top = Number(args.get('--top') ?? '30');

// Unminified, so the profile names functions.
const server = await servePage({ minify: false });
const { base } = server;
const browser = await launchChromium([...SWIFTSHADER_ARGS, PRECISE_MEMORY_ARG, EXPOSE_GC_ARG]);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const query = new URLSearchParams({
  n,
  renderer: 'sigma',
  scenario,
  moveMs: args.get('--move-ms') ?? '1500',
  layoutMs: args.get('--layout-ms') ?? '4000',
  lod: args.get('--lod') ?? '{}',
  wait: '1',
});
await page.goto(`${base}?${query}`);
await page.waitForFunction(() => typeof window.__go === 'function');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.evaluate(() => {
  window.__t0 = performance.now();
  window.__go();
});
await page.waitForFunction(() => window.__bench?.done === true, undefined, { timeout: 120000, polling: 500 });
const { profile } = await cdp.send('Profiler.stop');
const bench = await page.evaluate(() => window.__bench);
console.log(JSON.stringify(bench.result ?? bench.error));
if (args.get('--out')) writeFileSync(args.get('--out'), JSON.stringify(profile));
await browser.close();
await server.close();

// Self time per function, over a time window (profile clock, µs).
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
const label = (node) => {
  const f = node.callFrame;
  const file = f.url.split('/').pop()?.split('?')[0] ?? '';
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
};
function summarise(from, to, title) {
  const self = new Map();
  const total = new Map();
  let t = profile.startTime;
  let sum = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (t < from || t > to) return;
    const node = byId.get(id);
    const name = label(node);
    if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
    sum += dt;
    self.set(name, (self.get(name) ?? 0) + dt);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur));
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + dt);
    }
  });
  console.log(`\n== ${title}: ${Math.round(sum / 1000)} ms sampled JS/GC/native`);
  const rows = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${String(Math.round(v / 1000)).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log(`-- self\n${rows(self)}`);
  console.log(`-- total (inclusive)\n${rows(total)}`);
}
summarise(profile.startTime, profile.endTime, 'whole run');
