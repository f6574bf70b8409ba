/**
 * TextFSM engine throughput on the ntc-templates fixture suite (../../../shared/fixtures/ntc-templates): every
 * `tests/<platform>/<command>/*.raw` parsed with `templates/<platform>_<command>.textfsm`.
 *
 *   node scripts/pnpm.mjs --filter @lne/bench-netparse bench:textfsm
 *
 * BENCH_SECONDS (default 5) is the measuring time of each throughput figure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { type CompiledTextFsm, compileTextFsm } from '@lne/netparse';

const NTC = resolve(import.meta.dirname, '../../../shared/fixtures/ntc-templates');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

type Case = { template: string; raw: string; bytes: number; lines: number };

function loadCases(): { cases: Case[]; templates: Map<string, string> } {
  const cases: Case[] = [];
  const templates = new Map<string, string>();
  const tests = join(NTC, 'tests');
  for (const platform of readdirSync(tests).sort()) {
    for (const command of readdirSync(join(tests, platform)).sort()) {
      const name = `${platform}_${command}.textfsm`;
      const path = join(NTC, 'templates', name);
      if (!existsSync(path)) continue;
      templates.set(name, readFileSync(path, 'utf8'));
      for (const file of readdirSync(join(tests, platform, command)).sort()) {
        if (!file.endsWith('.raw')) continue;
        const raw = readFileSync(join(tests, platform, command, file), 'utf8');
        cases.push({ template: name, raw, bytes: Buffer.byteLength(raw), lines: raw.split('\n').length });
      }
    }
  }
  return { cases, templates };
}

/**
 * Runs `fn` repeatedly for about `seconds`, after one warm-up call; answers wall and CPU ms per call (the
 * process's CPU time is less sensitive to other work on a shared machine).
 */
function measure(seconds: number, fn: () => void): { ms: number; cpuMs: number } {
  fn();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let calls = 0;
  while (performance.now() - start < seconds * 1000) {
    fn();
    calls++;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { ms: (performance.now() - start) / calls, cpuMs: (cpu.user + cpu.system) / 1000 / calls };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const { cases, templates } = loadCases();
const totalBytes = cases.reduce((s, c) => s + c.bytes, 0);
const totalLines = cases.reduce((s, c) => s + c.lines, 0);
console.log(`node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`);
console.log(
  `suite: ${cases.length} cases, ${templates.size} templates, ${fmt(totalBytes / 1024, 1)} KiB, ${fmt(totalLines)} lines\n`,
);

// Compiling: every template of the suite, fresh each time.
const compileRun = measure(SECONDS, () => {
  for (const text of templates.values()) compileTextFsm(text);
});

// Parsing with templates compiled once.
const compiled = new Map<string, CompiledTextFsm>();
for (const [name, text] of templates) compiled.set(name, compileTextFsm(text));
let records = 0;
const parseRun = measure(SECONDS, () => {
  records = 0;
  for (const c of cases) records += compiled.get(c.template)?.parse(c.raw).length ?? 0;
});

// The first parse of each template after compiling (V8 compiles each RegExp on its first use).
const coldRun = measure(SECONDS, () => {
  const fresh = new Map<string, CompiledTextFsm>();
  for (const c of cases) {
    let t = fresh.get(c.template);
    if (!t) {
      t = compileTextFsm(templates.get(c.template) ?? '');
      fresh.set(c.template, t);
    }
    t.parse(c.raw);
  }
});

const perSecond = (n: number, ms: number) => fmt((n * 1000) / ms);
const mbPerSecond = (bytes: number, ms: number) => fmt(bytes / 1e6 / (ms / 1000), 1);
console.log('| measure | wall | CPU |');
console.log('| --- | --- | --- |');
console.log(
  `| compile all ${templates.size} templates | ${fmt(compileRun.ms, 1)} ms, ${fmt((compileRun.ms * 1000) / templates.size)} µs per template | ${fmt(compileRun.cpuMs, 1)} ms |`,
);
console.log(
  `| parse the suite, templates compiled (${records} records) | ${fmt(parseRun.ms, 1)} ms: ${perSecond(cases.length, parseRun.ms)} cases/s, ${mbPerSecond(totalBytes, parseRun.ms)} MB/s, ${perSecond(totalLines, parseRun.ms)} lines/s | ${fmt(parseRun.cpuMs, 1)} ms: ${perSecond(cases.length, parseRun.cpuMs)} cases/s, ${mbPerSecond(totalBytes, parseRun.cpuMs)} MB/s |`,
);
console.log(
  `| compile + first parse, fresh templates | ${fmt(coldRun.ms, 1)} ms: ${perSecond(cases.length, coldRun.ms)} cases/s | ${fmt(coldRun.cpuMs, 1)} ms: ${perSecond(cases.length, coldRun.cpuMs)} cases/s |`,
);

// Linearity: the largest output repeated, parsed with its template.
const largest = cases.reduce((a, b) => (b.bytes > a.bytes ? b : a));
const template = compiled.get(largest.template);
console.log(`\nlinearity on ${largest.template} (${fmt(largest.bytes / 1024, 1)} KiB output repeated):\n`);
console.log('| copies | input | wall per parse | CPU per parse | MB/s (CPU) |');
console.log('| --- | --- | --- | --- | --- |');
for (const copies of [1, 10, 100]) {
  const text = largest.raw.repeat(copies);
  const bytes = Buffer.byteLength(text);
  const run = measure(Math.min(SECONDS, 3), () => template?.parse(text));
  console.log(
    `| ${copies} | ${fmt(bytes / 1e6, 2)} MB | ${fmt(run.ms, 1)} ms | ${fmt(run.cpuMs, 1)} ms | ${mbPerSecond(bytes, run.cpuMs)} |`,
  );
}

// One line far longer than the cap, through every template of the suite (it ends in an Error rule in some).
const longLine = `${'x '.repeat(2_500_000)}\n`;
let slowest = { name: '', ms: 0 };
const longStart = performance.now();
for (const [name, t] of compiled) {
  const start = performance.now();
  try {
    t.parse(longLine);
  } catch {
    // An Error rule reached: the work until then is what counts here.
  }
  const ms = performance.now() - start;
  if (ms > slowest.ms) slowest = { name, ms };
}
const longMs = performance.now() - longStart;
console.log(
  `\none 5 MB line (matched on its first 64 KiB) through all ${compiled.size} templates: ${fmt(longMs)} ms, slowest ${slowest.name} ${fmt(slowest.ms)} ms`,
);
