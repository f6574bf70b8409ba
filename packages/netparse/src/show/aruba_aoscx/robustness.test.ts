import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLines } from '../../parse/lines';
import { arubaAoscxParsers } from './index';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/aruba_aoscx');
const read = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');
const input = (file: string) => ({ file, platform: 'aruba_aoscx' as const });

describe('aruba_aoscx parsers on a refused command', () => {
  for (const fixture of ['invalid-input.txt']) {
    it.each(arubaAoscxParsers.map((p) => [p.command, p]))(
      `%s gives command-rejected and no facts (${fixture})`,
      (_, entry) => {
        const result = entry.parse(read(fixture), input(fixture));
        expect(result.facts).toEqual({});
        expect(result.warnings.map((w) => w.code)).toEqual(['command-rejected']);
        expect(result.unrecognizedLines).toBe(0);
      },
    );
  }
});

describe('aruba_aoscx parsers on an empty table', () => {
  it('read no MAC entry and understand every line', () => {
    const entry = arubaAoscxParsers.find((p) => p.command === 'sh[[ow]] ma[[c-address-table]]');
    const result = entry?.parse(read('show-mac-address-table-empty.txt'), input('empty.txt'));
    expect(result?.facts).toEqual({});
    expect(result?.unrecognizedLines).toBe(0);
    expect(result?.recognizedLines).toBe(5);
  });
});

describe('aruba_aoscx parsers count every line once and never throw', () => {
  const texts: [string, string][] = readdirSync(FIXTURES).map((name) => [name, read(name)]);
  texts.push(
    ['garbage', 'x'.repeat(5000)],
    ['spaces', `${' '.repeat(5000)}:${' '.repeat(5000)}`],
    ['binary', '\u0000\u0001\u0002 \uFFFD\r\n\t--More--\n'],
    ['half a table', 'Port       Native  Mode\n1/1/1'],
    ['empty', ''],
  );
  for (const entry of arubaAoscxParsers) {
    it(`${entry.command}`, () => {
      for (const [name, text] of texts) {
        const result = entry.parse(text, input(name));
        expect(result.recognizedLines + result.unrecognizedLines, name).toBe(splitLines(text).length);
        expect(
          result.warnings.filter((w) => w.code === 'parser-error'),
          name,
        ).toEqual([]);
      }
    });
  }
});
