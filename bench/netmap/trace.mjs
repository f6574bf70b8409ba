// Records a Chromium trace of one benchmark scenario and prints the longest main-thread tasks with their biggest
// child events (paint, script, GC, GPU waits). Usage: node trace.mjs --n 10000 --scenario layout [--min-ms 50] [--out trace.json]
import { writeFileSync } from 'node:fs';
import { EXPOSE_GC_ARG, launchChromium, parseArgs, SWIFTSHADER_ARGS, servePage } from './setup.mjs';

const args = parseArgs();
const server = await servePage();
const { base } = server;
const browser = await launchChromium([...SWIFTSHADER_ARGS, EXPOSE_GC_ARG]);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const query = new URLSearchParams({
  n: args.get('--n') ?? '10000',
  renderer: 'sigma',
  scenario: args.get('--scenario') ?? 'layout',
  moveMs: '1500',
  layoutMs: args.get('--layout-ms') ?? '3000',
  wait: '1',
});
await page.goto(`${base}?${query}`);
await page.waitForFunction(() => typeof window.__go === 'function');
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8',
    'v8.execute',
    'blink',
    'cc',
    'gpu',
    'toplevel',
  ],
});
await page.evaluate(() => window.__go());
await page.waitForFunction(() => window.__bench?.done === true, undefined, { timeout: 120000, polling: 500 });
const buffer = await browser.stopTracing();
console.log(JSON.stringify((await page.evaluate(() => window.__bench)).result));
await browser.close();
await server.close();
if (args.get('--out')) writeFileSync(args.get('--out'), buffer);

const { traceEvents } = JSON.parse(buffer.toString());
const threadName = new Map();
for (const e of traceEvents)
  if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args.name);
const main = [...threadName.entries()].filter(([, name]) => name === 'CrRendererMain').map(([k]) => k);
const complete = traceEvents.filter((e) => e.ph === 'X' && main.includes(`${e.pid}:${e.tid}`));
const tasks = complete
  .filter((e) => e.name === 'ThreadControllerImpl::RunTask')
  .filter((e) => e.dur > Number(args.get('--min-ms') ?? 50) * 1000)
  .sort((a, b) => a.ts - b.ts);
for (const task of tasks) {
  console.log(`\ntask ${Math.round(task.dur / 1000)} ms at ${Math.round(task.ts / 1000)}`);
  const inside = complete.filter(
    (e) =>
      e !== task &&
      e.ts >= task.ts &&
      e.ts + e.dur <= task.ts + task.dur &&
      e.dur > 3_000 &&
      !e.name.startsWith('V8.GC_') &&
      e.name !== 'V8.GCScavenger',
  );
  for (const e of inside.sort((a, b) => a.ts - b.ts).slice(0, 60)) {
    const data = e.args?.data ?? {};
    const what = data.functionName || data.url?.split('/').pop() || data.type || '';
    console.log(`  +${Math.round((e.ts - task.ts) / 1000)} ${Math.round(e.dur / 1000)} ms ${e.name} ${what}`);
  }
}
