/**
 * The fuzz cases: every platform × built-in show command and every configuration dialect (and a fallback
 * platform), each with the same family of random and adversarial inputs, run through `parseFile`. `runCases`
 * reports each case before it starts and after it ends, so that a watchdog outside the thread can stop a parse
 * that does not end (catastrophic backtracking blocks the thread it runs in).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FileStatus } from '../../src/model/types';
import { type ParsedFile, parseFile } from '../../src/parse/dispatch';
import { SHOW_PARSERS } from '../../src/show/registry';

/** The long inputs: a quadratic pattern takes 10¹⁰ steps on them, every parser here a few milliseconds. */
const LONG = 100_000;
const STATUSES: readonly FileStatus[] = ['parsed', 'partial', 'failed', 'unknown-format'];
const FIXTURES = resolve(import.meta.dirname, '../fixtures');

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = [
  'interface',
  'GigabitEthernet1/0/1',
  'Gi1/0/1',
  'Ethernet1/1',
  'xe-0/0/0.0',
  'ether1',
  'Trk1',
  'ip',
  'address',
  '10.0.0.1',
  '255.255.255.0',
  '2001:db8::1/64',
  'fe80::1',
  'aabb.cc00.0100',
  '00:1b:54:c2:3a:01',
  'vlan',
  '10',
  'up',
  'down',
  'administratively',
  'connected',
  'notconnect',
  'trunk',
  'access',
  'Device',
  'ID:',
  'Port',
  'ID',
  '(outgoing',
  'port):',
  'Chassis',
  'Version',
  'uptime',
  'is',
  '|',
  '+',
  '----',
  '====',
  '"quoted',
  'value"',
  'name=',
  'disabled=yes',
  '[',
  ']',
  '{',
  '}',
  ';',
  '#',
  '!',
  '%',
  '--More--',
  '\t',
];

/** The inputs every parser gets, by name: `lines` sets the size of the multi-line ones. */
export function inputs(sample: string, lines = 500): Record<string, string> {
  const next = random(sample.length * 7_919 + 17);
  const bytes = Array.from({ length: 8_192 }, () => String.fromCharCode(Math.floor(next() * 256))).join('');
  const words = Array.from({ length: 400 }, () =>
    Array.from({ length: 1 + Math.floor(next() * 10) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(
      next() < 0.2 ? '   ' : ' ',
    ),
  ).join('\n');
  const sampleLines = sample.split('\n');
  return {
    'random bytes': bytes,
    'random device words': words,
    'one long word': 'A'.repeat(LONG),
    'blanks without an end': `Interface${' '.repeat(LONG)}x`,
    'blanks then a colon': `Device ID${' '.repeat(LONG)}:`,
    'digits without a separator': '1'.repeat(LONG),
    'dots of an address that never ends': '10.'.repeat(LONG / 3),
    'colons of a MAC that never ends': 'aa:'.repeat(LONG / 3),
    'dashes of a separator with a word': `${'-'.repeat(LONG)} x`,
    'words and blanks alternating': 'a '.repeat(LONG / 2),
    'an unclosed quote': `name="${'x '.repeat(LONG / 2)}`,
    'braces never closed': '{'.repeat(20_000),
    'brackets never closed': `members [ ${'ge-0/0/0 '.repeat(10_000)}`,
    'deep indentation': Array.from({ length: lines }, (_, i) => `${' '.repeat(i)}x${i}`).join('\n'),
    'many short lines': Array.from({ length: lines * 4 }, (_, i) => `${i}`).join('\n'),
    'truncated sample': sample.slice(0, Math.floor(sample.length / 2) + 3),
    'CRLF sample': sampleLines.join('\r\n'),
    'lone CR sample': sampleLines.join('\r'),
    'pager residue': sampleLines
      .map((l) => ` --More-- \b\b\b\b\b\b\b\b\b\b          \b\b\b\b\b\b\b\b\b\b${l}`)
      .join('\n'),
    'sample with NUL bytes': `${sample.slice(0, 200)}\u0000\u0000\u0001\u0002${sample.slice(200)}`,
    'ANSI escapes': sampleLines.map((l) => `\u001b[7m${l}\u001b[0m`).join('\n'),
  };
}

/** What is wrong with a parse of a text: nothing for a sound result. */
export function problemsOf(parsed: ParsedFile, text: string): string[] {
  const out: string[] = [];
  const report = parsed.report;
  if (!STATUSES.includes(report.status)) out.push(`status ${String(report.status)}`);
  if (!(report.recognizedLines >= 0 && report.unrecognizedLines >= 0)) out.push('negative line counts');
  const lines = text.split(/\r\n|\r|\n/).length;
  for (const w of report.warnings) {
    if (!['info', 'warning', 'error'].includes(w.severity)) out.push(`warning severity ${w.severity}`);
    if (typeof w.code !== 'string' || typeof w.text !== 'string') out.push('warning without code or text');
    if (!(w.line >= 0 && w.line <= lines)) out.push(`warning at line ${w.line} of ${lines}`);
    if (w.code === 'parser-error') out.push(`parser-error: ${w.text}`);
  }
  return out;
}

/** A full command of an index-form entry, with its argument patterns filled in (`\S+` → `x1`). */
export function typedCommand(indexCommand: string): string {
  return indexCommand
    .replace(/\[\[|\]\]/g, '')
    .replace(/\([^()]*\)\?/g, '')
    .replace(/\.\+/g, 'x1')
    .replace(/\\S\+/g, 'x1')
    .replace(/\\d\+/g, '10')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One command per parser of each platform: commands that are spellings of one parser share its run. */
export function showCommands(): Map<string, string[]> {
  const byPlatform = new Map<string, string[]>();
  const seen = new Set<unknown>();
  for (const entry of SHOW_PARSERS) {
    if (seen.has(entry.parse)) continue;
    seen.add(entry.parse);
    const list = byPlatform.get(entry.platform) ?? [];
    list.push(typedCommand(entry.command));
    byPlatform.set(entry.platform, list);
  }
  return byPlatform;
}

/** The configuration of each dialect the variants are made from; `huawei` reads with the fallback dialect. */
export const CONFIG_SAMPLES: Record<string, string> = {
  cisco_ios: 'cisco_ios/access-sw1.cfg',
  cisco_xe: 'cisco_xe/wan-rtr1.cfg',
  cisco_nxos: 'cisco_nxos/dc-leaf1.cfg',
  arista_eos: 'arista_eos/leaf1.cfg',
  juniper_junos: 'juniper_junos/ex-core1.conf',
  hp_procurve: 'hp_procurve/edge-2930.cfg',
  aruba_aoscx: 'aruba_aoscx/core-cx1.cfg',
  mikrotik_routeros: 'mikrotik_routeros/rtr-edge1.rsc',
  huawei: 'cisco_ios/access-sw1.cfg',
};

function showSample(platform: string): string {
  const dir = join(FIXTURES, 'show', platform);
  const first = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()[0];
  return first ? readFileSync(join(dir, first), 'utf8') : 'sample output\n';
}

export type CaseEvent =
  | { type: 'start'; label: string }
  | { type: 'done'; label: string; elapsed: number; problems: string[] }
  | { type: 'end' };

/** The group a case belongs to, as the test names it: `cisco_ios show version`, `config cisco_ios`. */
export function groupOf(label: string): string {
  return label.slice(0, label.indexOf(' / '));
}

/** Runs every case, telling `report` before and after each. */
export function runCases(report: (event: CaseEvent) => void): void {
  const run = (label: string, parse: () => ParsedFile, text: string, extra: (p: ParsedFile) => string[]) => {
    report({ type: 'start', label });
    const started = performance.now();
    let problems: string[];
    try {
      const parsed = parse();
      problems = [...problemsOf(parsed, text), ...extra(parsed)];
    } catch (error) {
      problems = [`threw: ${error instanceof Error ? error.message : String(error)}`];
    }
    report({ type: 'done', label, elapsed: performance.now() - started, problems });
  };
  for (const [platform, commands] of showCommands()) {
    const cases = inputs(showSample(platform));
    for (const command of commands) {
      for (const [name, text] of Object.entries(cases)) {
        run(
          `${platform} ${command} / ${name}`,
          () => parseFile({ path: `show/fuzz/${command}.txt`, text }, { platform, kind: 'show', command }),
          text,
          // Every text but a binary one is read by the platform's own parser of the command.
          (p) =>
            p.report.kind !== 'unknown' && !p.report.parser?.startsWith(`${platform} `)
              ? [`read by ${p.report.parser ?? 'no parser'}`]
              : [],
        );
      }
    }
  }
  for (const [platform, sample] of Object.entries(CONFIG_SAMPLES)) {
    const text = readFileSync(join(FIXTURES, 'configs', sample), 'utf8');
    const cases = {
      ...inputs(text, 2_000),
      'a set statement of 50,000 words': `set ${'a '.repeat(LONG / 2)}`,
    };
    for (const [name, input] of Object.entries(cases)) {
      run(
        `config ${platform} / ${name}`,
        () => parseFile({ path: `configs/fuzz-${platform}.cfg`, text: input }, { platform, kind: 'config' }),
        input,
        (p) => {
          const binary = p.report.warnings.some((w) => w.code === 'binary-content' && w.line === 0);
          const kind = binary && p.report.status === 'failed' ? 'unknown' : 'config';
          return p.report.kind === kind ? [] : [`kind ${p.report.kind}, not ${kind}`];
        },
      );
    }
  }
  for (const [name, text] of Object.entries(inputs(showSample('cisco_ios')))) {
    run(
      `detection / ${name}`,
      () => parseFile({ path: `fuzz/${name}.txt`, text }),
      text,
      () => [],
    );
  }
  report({ type: 'end' });
}
