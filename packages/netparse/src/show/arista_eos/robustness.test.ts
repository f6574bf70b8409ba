import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLines } from '../../parse/lines';
import { aristaEosParsers } from './index';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/arista_eos');
const read = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');
const input = (file: string) => ({ file, platform: 'arista_eos' as const });

describe('arista_eos parsers on a refused command', () => {
  for (const fixture of ['invalid-input.txt', 'invalid-input-short.txt']) {
    it.each(aristaEosParsers.map((p) => [p.command, p]))(
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

describe('arista_eos parsers on a truncated output', () => {
  it('keeps the routes read before the cut and reports the cut line', () => {
    const entry = aristaEosParsers.find((p) => p.command === 'sh[[ow]] i[[p]] rou[[te]]');
    const result = entry?.parse(read('show-ip-route-truncated.txt'), input('truncated.txt'));
    expect(result?.facts.routes?.map((r) => r.prefix)).toEqual(['10.0.1.0/31', '10.255.0.1/32']);
    expect(result?.unrecognizedLines).toBe(1);
    expect(result?.warnings).toEqual([
      {
        file: 'truncated.txt',
        line: 18,
        severity: 'info',
        code: 'unrecognized-line',
        text: ' B E      10.255.0.2/32 [200/0] via 10.0',
      },
    ]);
  });
});

describe('arista_eos parsers on an empty table', () => {
  it('read no MAC entry and understand every line', () => {
    const entry = aristaEosParsers.find((p) => p.command === 'sh[[ow]] m[[ac]] ad[[dress-table]]');
    const result = entry?.parse(read('show-mac-address-table-empty.txt'), input('empty.txt'));
    expect(result?.facts).toEqual({});
    expect(result?.unrecognizedLines).toBe(0);
    expect(result?.recognizedLines).toBe(13);
  });
});

describe('arista_eos parsers count every line once and never throw', () => {
  const texts: [string, string][] = readdirSync(FIXTURES).map((name) => [name, read(name)]);
  texts.push(
    ['garbage', 'x'.repeat(5000)],
    ['spaces', `${' '.repeat(5000)}:${' '.repeat(5000)}`],
    ['binary', '\u0000\u0001\u0002 \uFFFD\r\n\t--More--\n'],
    ['half a table', 'Port       Name   Status\nEt1'],
    ['empty', ''],
  );
  for (const entry of aristaEosParsers) {
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
