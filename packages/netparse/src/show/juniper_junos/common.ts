import { looksBinary, pagerWarnings, splitLines, type TextLine } from '../../parse/lines';
import { type ParseInput, ParseLog, type ParseResult } from '../../parse/types';

/**
 * What every Junos show-output parser does first: split the text, skip the echoed prompt and the
 * `{master:0}` banners, and answer `command-rejected` when the whole output is the CLI's error.
 */

/** `user@router> show version`, `root@sw-01:fpc0> `: the CLI prompt, with or without the command typed. */
const PROMPT = /^[A-Za-z0-9._-]+@[A-Za-z0-9._:-]+[>#%](?:\s|$)/;
/** `{master:0}`, `{primary:node0}`, `{backup}`, `[edit]`: the CLI's state banners. */
const BANNER = /^(?:\{[A-Za-z0-9:_-]+\}|\[edit(?: [^\]]*)?\])$/;
/** `fpc0:`, `node1:`, `re0:`, `lcc0-re0:`: the member headers of multi-RE, virtual-chassis and cluster outputs. */
const SECTION = /^((?:fpc|node|re|lcc|sfc|member|localre|otherre|primary|backup|master)[A-Za-z0-9-]*):$/;
const DASHES = /^-{5,}$/;

/** `error: syntax error, expecting <command>: foo`, the caret line under it, `unknown command.` … */
const ERROR_LINES = [
  /^\s*\^\s*$/,
  /^error: /i,
  /^syntax error/i,
  /^unknown command/i,
  /^invalid (?:value|interface|argument)/i,
  /^warning: .*(?:not running|not enabled|not supported)/i,
];

export type JunosLines = {
  log: ParseLog;
  /** The lines left to read: prompts, banners and blank lines are already counted as recognised. */
  lines: TextLine[];
  /** The member section each line belongs to (`fpc0`, `node1`), when the output has sections. */
  sectionOf: Map<number, string>;
  /** Set when the whole output is the CLI's error: the parser answers this and reads nothing. */
  rejected?: ParseResult;
};

/** Reads the frame of a Junos show output; the parser reads what is left. */
export function junosLines(text: string, input: ParseInput): JunosLines {
  const log = new ParseLog(input.file);
  const pagerLines: number[] = [];
  const all = splitLines(typeof text === 'string' ? text : '', pagerLines);
  pagerWarnings(
    pagerLines,
    (n, code, message) => log.warn(n, code, message, 'info'),
    'a pager prompt was removed from this line',
  );
  if (looksBinary(text)) log.warn(0, 'binary-content', 'the text holds binary bytes');

  const lines: TextLine[] = [];
  const sectionOf = new Map<number, string>();
  let section: string | undefined;
  for (let i = 0; i < all.length; i++) {
    const line = all[i];
    if (!line) continue;
    const trimmed = line.text.trim();
    if (trimmed === '' || BANNER.test(trimmed) || PROMPT.test(trimmed)) {
      log.recognized++;
      continue;
    }
    const header = SECTION.exec(trimmed);
    if (header && DASHES.test(all[i + 1]?.text.trim() ?? '')) {
      section = header[1];
      log.recognized += 2;
      i++;
      continue;
    }
    if (section !== undefined) sectionOf.set(line.n, section);
    lines.push(line);
  }

  const errors = lines.filter((l) => ERROR_LINES.some((re) => re.test(l.text)));
  if (lines.length > 0 && errors.length === lines.length) {
    log.recognized += lines.length;
    const message = errors.find((l) => l.text.trim() !== '^') ?? errors[0];
    log.warn(
      message?.n ?? 0,
      'command-rejected',
      `the device rejected the command: ${message?.text.trim() ?? ''}`,
    );
    return { log, lines: [], sectionOf, rejected: log.result({}) };
  }
  return { log, lines, sectionOf };
}

/** Whitespace-separated words of a line with their start columns. */
export function wordsWithColumns(text: string): { word: string; start: number }[] {
  const out: { word: string; start: number }[] = [];
  const re = /\S+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push({ word: m[0], start: m.index });
  return out;
}
