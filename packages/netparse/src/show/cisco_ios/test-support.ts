import type { Platform } from '../../model/types';
import type { ParseResult, ShowParserEntry } from '../../parse/types';

/**
 * What the unit tests of the Cisco show parsers share: finding a parser by its full command, and the number of
 * lines a text has (every line must be counted as recognised or unrecognised).
 */

/** The full command of an index-form command: `sh[[ow]] ip r[[oute]]` → `show ip route`. */
export function fullCommand(indexCommand: string): string {
  return indexCommand.replace(/\[\[|\]\]/g, '').trim();
}

/** Parses a text with the registered parser of a full command; throws when none is registered. */
export function parseWith(
  parsers: readonly ShowParserEntry[],
  command: string,
  text: string,
  file: string,
  platform: Platform,
): ParseResult {
  const entry = parsers.find((p) => fullCommand(p.command) === command);
  if (!entry) throw new Error(`no parser for ${command}`);
  return entry.parse(text, { file, platform });
}

/** The lines of a text as `splitLines` counts them (a final newline makes no extra line). */
export function lineCount(text: string): number {
  return text.replace(/\r?\n$/, '').split(/\r\n|\r|\n/).length;
}
