import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { FALLBACK } from '../../src/parse/dispatch';
import type { ShowParserEntry } from '../../src/parse/types';
import { SHOW_PARSERS } from '../../src/show/registry';
import { compileTextFsm } from '../../src/textfsm/engine';
import type { FactAdapter } from './adapter';
import { ADAPTERS } from './adapters/index';
import { NTC_DIR, type NtcCase, ntcCases } from './cases';

/**
 * The pass rates of the built-in parsers on the ntc-templates cases, per platform × command, and the TextFSM
 * engine's result on the same cases: what `test/ntc-facts.test.ts` asserts and the package README's table shows.
 */

export type CaseStatus = 'pass' | 'corrected' | 'gap' | 'fail';

export type CaseOutcome = {
  platform: string;
  commandDir: string;
  command: string;
  name: string;
  rawPath: string;
  status: CaseStatus;
  /** The mismatches of the check: against the corrected records for a corrected case. */
  mismatches: string[];
  /** For a corrected case: the mismatches against the records as ntc-templates has them (must not be empty). */
  uncorrected?: string[];
  /** The documented reason of a known gap or a correction. */
  reason?: string;
  /** A known gap's keys: every mismatch must name one. */
  concerns?: string[];
  /** The parser that read the case, when there is one. */
  parser?: string;
};

export type RateRow = {
  platform: string;
  command: string;
  cases: number;
  pass: number;
  corrected: number;
  gaps: number;
  fail: number;
};

/** The full command of an index-form command: `sh[[ow]] ver[[sion]]` → `show version`. */
export function fullCommand(indexCommand: string): string {
  return indexCommand.replace(/\[\[|\]\]/g, '').trim();
}

export function adapterCommand(adapter: FactAdapter): string {
  return adapter.command ?? adapter.commandDir.replace(/_/g, ' ');
}

export function parserFor(platform: string, command: string): ShowParserEntry | undefined {
  return SHOW_PARSERS.find((entry) => entry.platform === platform && fullCommand(entry.command) === command);
}

/** Runs one case through its platform's built-in parser and the adapter's check. */
export function runCase(platform: string, adapter: FactAdapter, testCase: NtcCase): CaseOutcome {
  const command = adapterCommand(adapter);
  const base = {
    platform,
    commandDir: adapter.commandDir,
    command,
    name: testCase.name,
    rawPath: testCase.rawPath,
  };
  const entry = parserFor(platform, command);
  if (!entry)
    return { ...base, status: 'fail', mismatches: [`no built-in parser for ${platform} ${command}`] };
  const result = entry.parse(testCase.raw, { file: testCase.rawPath, platform });
  const mismatches = adapter.check(testCase.expected, result.facts, result);
  const parser = `${platform} ${fullCommand(entry.command)}`;
  const correction = adapter.corrections?.[testCase.name];
  if (correction) {
    const corrected = adapter.check(correction.correct(testCase.expected), result.facts, result);
    return {
      ...base,
      parser,
      status: corrected.length === 0 && mismatches.length > 0 ? 'corrected' : 'fail',
      mismatches: corrected,
      uncorrected: mismatches,
      reason: correction.reason,
    };
  }
  const gap = adapter.knownGaps?.[testCase.name];
  if (gap) {
    const covered = (m: string) => gap.concerns.some((key) => m.includes(key));
    const named = (key: string) => mismatches.some((m) => m.includes(key));
    const status =
      mismatches.length > 0 && mismatches.every(covered) && gap.concerns.every(named) ? 'gap' : 'fail';
    return { ...base, parser, status, mismatches, reason: gap.reason, concerns: gap.concerns };
  }
  return { ...base, parser, status: mismatches.length === 0 ? 'pass' : 'fail', mismatches };
}

/** Every case of every adapter, in platform and folder order. */
export function measureCases(cases: readonly NtcCase[] = ntcCases()): CaseOutcome[] {
  const out: CaseOutcome[] = [];
  for (const [platform, adapters] of Object.entries(ADAPTERS)) {
    for (const adapter of adapters) {
      for (const testCase of cases) {
        if (testCase.platform === platform && testCase.commandDir === adapter.commandDir) {
          out.push(runCase(platform, adapter, testCase));
        }
      }
    }
  }
  return out;
}

/** Counts per platform × command, sorted. */
export function rateRows(outcomes: readonly CaseOutcome[]): RateRow[] {
  const rows = new Map<string, RateRow>();
  for (const o of outcomes) {
    const key = `${o.platform}|${o.command}`;
    const row = rows.get(key) ?? {
      platform: o.platform,
      command: o.command,
      cases: 0,
      pass: 0,
      corrected: 0,
      gaps: 0,
      fail: 0,
    };
    row.cases++;
    if (o.status === 'gap') row.gaps++;
    else row[o.status]++;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) => a.platform.localeCompare(b.platform) || a.command.localeCompare(b.command),
  );
}

export type EngineResult = { cases: number; exact: number; templates: number; failures: string[] };

/** The TextFSM engine on every case: each template on each of its `.raw` files against the `.yml`, exactly. */
export function measureEngine(cases: readonly NtcCase[] = ntcCases()): EngineResult {
  const templates = new Map<string, ReturnType<typeof compileTextFsm>>();
  const failures: string[] = [];
  let exact = 0;
  for (const c of cases) {
    const name = `${c.platform}_${c.commandDir}.textfsm`;
    let template = templates.get(name);
    if (!template) {
      template = compileTextFsm(readFileSync(join(NTC_DIR, 'templates', name), 'utf8'));
      templates.set(name, template);
    }
    if (isDeepStrictEqual(template.parse(c.raw), c.expected)) exact++;
    else failures.push(`${c.platform}/${c.commandDir}/${c.name}`);
  }
  return { cases: cases.length, exact, templates: templates.size, failures };
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${Math.floor((n / of) * 1000) / 10} %`);

/** The README section: the engine's result, then the table of the built-in parsers, then the gaps and corrections. */
export function renderRates(outcomes: readonly CaseOutcome[], engine: EngineResult): string {
  const rows = rateRows(outcomes);
  const total = rows.reduce(
    (sum, r) => ({
      cases: sum.cases + r.cases,
      pass: sum.pass + r.pass,
      corrected: sum.corrected + r.corrected,
      gaps: sum.gaps + r.gaps,
      fail: sum.fail + r.fail,
    }),
    { cases: 0, pass: 0, corrected: 0, gaps: 0, fail: 0 },
  );
  const lines: string[] = [
    `TextFSM engine: ${engine.exact} of ${engine.cases} cases exact (${engine.templates} templates, every record and value equal to the \`.yml\`).`,
    '',
    `Built-in parsers: ${total.pass + total.corrected} of ${total.cases} cases give the facts their records hold (${pct(total.pass + total.corrected, total.cases)}); ${total.corrected} of them against corrected records, ${total.gaps} known gaps, ${total.fail} failures.`,
    '',
  ];
  const cells = (r: Omit<RateRow, 'platform' | 'command'>) => [
    String(r.cases),
    String(r.pass + r.corrected),
    String(r.corrected),
    String(r.gaps),
    pct(r.pass + r.corrected, r.cases),
  ];
  const body: string[][] = rows.map((r) => [r.platform, `\`${r.command}\``, ...cells(r)]);
  const byPlatform = new Map<string, RateRow>();
  for (const r of rows) {
    const p = byPlatform.get(r.platform) ?? {
      ...r,
      command: '',
      cases: 0,
      pass: 0,
      corrected: 0,
      gaps: 0,
      fail: 0,
    };
    p.cases += r.cases;
    p.pass += r.pass;
    p.corrected += r.corrected;
    p.gaps += r.gaps;
    p.fail += r.fail;
    byPlatform.set(r.platform, p);
  }
  for (const p of byPlatform.values()) body.push([`**${p.platform}**`, 'all', ...cells(p)]);
  body.push(['**all**', '', ...cells(total)]);
  lines.push(
    ...markdownTable(
      [
        'platform',
        'command',
        'cases',
        'facts match',
        'of which against corrected records',
        'known gaps',
        'pass rate',
      ],
      ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
      body,
    ),
  );
  const gaps = outcomes.filter((o) => o.status === 'gap');
  if (gaps.length > 0) {
    lines.push('', 'Known gaps (the model cannot hold what the case holds):', '');
    for (const g of gaps) lines.push(`- ${g.platform} \`${g.command}\` \`${g.name}\`: ${g.reason}.`);
  }
  const corrected = outcomes.filter((o) => o.status === 'corrected');
  if (corrected.length > 0) {
    lines.push(
      '',
      'Corrected records (the template misreads the output; compared with what the output says):',
      '',
    );
    for (const c of corrected) lines.push(`- ${c.platform} \`${c.command}\` \`${c.name}\`: ${c.reason}.`);
  }
  const failed = outcomes.filter((o) => o.status === 'fail');
  if (failed.length > 0) {
    lines.push('', 'Failures:', '');
    for (const f of failed) lines.push(`- ${f.platform} \`${f.command}\` \`${f.name}\``);
  }
  return lines.join('\n');
}

/** A Markdown table with its columns padded, as the repository's formatter writes tables. */
function markdownTable(header: string[], align: ('left' | 'right')[], body: string[][]): string[] {
  const widths = header.map((h, i) =>
    body.reduce((w, row) => Math.max(w, (row[i] ?? '').length), Math.max(3, h.length)),
  );
  const pad = (text: string, i: number) =>
    align[i] === 'right' ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
  const row = (cellsOfRow: string[]) => `| ${cellsOfRow.map((c, i) => pad(c, i)).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (align[i] === 'right' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [row(header), rule, ...body.map(row)];
}

/** A Markdown text with table cells trimmed and rules shortened: what a formatter may change in a table. */
export function normalizeMarkdown(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (!trimmed.startsWith('|')) return trimmed;
      return trimmed
        .split('|')
        .map((cell) => cell.trim().replace(/^-+:$/, '--:').replace(/^-+$/, '---'))
        .join('|');
    })
    .join('\n')
    .trim();
}

export const RATES_START = '<!-- pass-rates:start (generated by `node scripts/pass-rates.mjs --write`) -->';
export const RATES_END = '<!-- pass-rates:end -->';

export const COMMANDS_START = '<!-- commands:start (generated by `node scripts/pass-rates.mjs --write`) -->';
export const COMMANDS_END = '<!-- commands:end -->';

/** RouterOS `print` options that every `print` parser takes. */
const PRINT_OPTIONS = / (?:detail|terse|brief)(?: without-paging)?$| without-paging$/;

/** The README section of the built-in show parsers: per platform its commands, then the fallback dialects. */
export function renderCommands(): string {
  const byPlatform = new Map<string, string[]>();
  for (const entry of SHOW_PARSERS) {
    const list = byPlatform.get(entry.platform) ?? [];
    let command = fullCommand(entry.command);
    if (entry.platform === 'mikrotik_routeros') command = command.replace(PRINT_OPTIONS, '');
    if (!list.includes(`\`${command}\``)) list.push(`\`${command}\``);
    byPlatform.set(entry.platform, list);
  }
  const lines: string[] = [];
  for (const [platform, commands] of byPlatform) {
    const note =
      platform === 'mikrotik_routeros'
        ? ' (each `print` also with `detail`, `terse`, `brief`, `without-paging`)'
        : '';
    lines.push(`- **${platform}**${note}: ${commands.join(', ')}`);
  }
  lines.push(
    '',
    "`cisco_xe` (IOS-XE) uses the `cisco_ios` parsers. Other platforms are read with the closest dialect, and each file's report says so (`parser-fallback`):",
    '',
  );
  const byTarget = new Map<string, string[]>();
  for (const [platform, target] of Object.entries(FALLBACK)) {
    if (platform === 'cisco_xe') continue;
    const list = byTarget.get(target) ?? [];
    list.push(`\`${platform}\``);
    byTarget.set(target, list);
  }
  for (const [target, platforms] of byTarget) lines.push(`- as \`${target}\`: ${platforms.join(', ')}`);
  lines.push('- any other platform: as `cisco_ios`');
  return lines.join('\n');
}

/** The text between two markers of a README, or `undefined` when they are missing. */
export function section(readme: string, start: string, end: string): string | undefined {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) return undefined;
  return readme.slice(from + start.length, to).trim();
}

/** The README text with the text between two markers replaced. */
export function withSection(readme: string, start: string, end: string, text: string): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the README has no ${start} … ${end} markers`);
  return `${readme.slice(0, from + start.length)}\n\n${text}\n\n${readme.slice(to)}`;
}
