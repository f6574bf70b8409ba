import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLines } from '../../parse/lines';
import { hpProcurveParsers } from './index';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/hp_procurve');
const read = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');
const input = (file: string) => ({ file, platform: 'hp_procurve' as const });

describe('hp_procurve parsers on a refused command', () => {
  for (const fixture of ['invalid-input.txt']) {
    it.each(hpProcurveParsers.map((p) => [p.command, p]))(
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

describe('hp_procurve parsers on an empty table', () => {
  it('read no ARP entry and understand every line', () => {
    const entry = hpProcurveParsers.find((p) => p.command === 'sh[[ow]] ar[[p]]');
    const text =
      '\n IP ARP table\n\n  IP Address      MAC Address       Type    Port\n  --------------- ----------------- ------- ----\n';
    const result = entry?.parse(text, input('empty.txt'));
    expect(result?.facts).toEqual({});
    expect(result?.unrecognizedLines).toBe(0);
    expect(result?.recognizedLines).toBe(5);
  });
});

describe('hp_procurve parsers count every line once and never throw', () => {
  const texts: [string, string][] = readdirSync(FIXTURES).map((name) => [name, read(name)]);
  texts.push(
    ['garbage', 'x'.repeat(5000)],
    ['spaces', `${' '.repeat(5000)}:${' '.repeat(5000)}`],
    ['binary', '\u0000\u0001\u0002 \uFFFD\r\n\t--More--\n'],
    ['half a table', '  Port     Name       Status\n  -------- ---------- -------\n  A1'],
    ['empty', ''],
  );
  for (const entry of hpProcurveParsers) {
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
