/** Reads the hand-made configurations of `test/fixtures/configs/<platform>/` through `parseIndentedConfig`. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseIndentedConfig } from '../src/config';
import type { NormalizedInterface } from '../src/model/types';
import type { ParseResult } from '../src/parse/types';

export function parseFixture(platform: string, file: string): ParseResult & { text: string } {
  const text = readFileSync(join(__dirname, 'fixtures/configs', platform, file), 'utf8');
  return { ...parseIndentedConfig(text, { file, platform }), text };
}

export function iface(result: ParseResult, name: string): NormalizedInterface {
  const found = result.facts.interfaces?.find((i) => i.name === name);
  if (!found) throw new Error(`no interface ${name}`);
  return found;
}

export function addresses(i: NormalizedInterface): string[] {
  return i.ipv4.map((a) => `${a.address}/${a.prefixLength}${a.secondary ? ' secondary' : ''}`);
}

export function unrecognized(result: ParseResult): string[] {
  return result.warnings.filter((w) => w.code === 'unrecognized-line').map((w) => `${w.line}: ${w.text}`);
}

/** Lines of the text as the parser counts them (a final line end starts no line). */
export function lineCount(text: string): number {
  return text.split(/\r\n|\r|\n/).length - (/[\r\n]$/.test(text) ? 1 : 0);
}
