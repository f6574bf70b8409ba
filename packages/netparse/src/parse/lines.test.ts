import { describe, expect, it } from 'vitest';
import { looksBinary, needsCleaning, splitLines } from './lines';

describe('splitLines', () => {
  it('keeps line numbers of the original text across CRLF, CR and a final newline', () => {
    expect(splitLines('a\r\nb\rc\n')).toEqual([
      { n: 1, text: 'a' },
      { n: 2, text: 'b' },
      { n: 3, text: 'c' },
    ]);
  });

  it('removes pager prompts, their erasing backspaces and ANSI sequences, and says where', () => {
    const pager: number[] = [];
    const lines = splitLines(
      ' --More-- \b\b\b\b\b\b\b\b\b\b          \b\b\b\b\b\b\b\b\b\b Gi1/0/2  connected\nx\x1b[7my\x1b[m',
      pager,
    );
    expect(lines.map((l) => l.text)).toEqual([' Gi1/0/2  connected', 'xy']);
    expect(pager).toEqual([1]);
    expect(
      splitLines('-- MORE --, next page: Space, next line: Enter, quit: Control-C', pager)[0]?.text,
    ).toBe('');
  });

  it('stays linear on long runs of blanks and repeated pager-like text', () => {
    const started = performance.now();
    splitLines(`${' '.repeat(1_000_000)}x\n${'-- more '.repeat(100_000)}`);
    // A quadratic scan of a million blanks takes minutes; a linear one well under a second even on a busy machine.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('looksBinary', () => {
  it('tells binary bytes from device text', () => {
    expect(looksBinary('hostname sw1\ninterface Gi0/1\n')).toBe(false);
    expect(looksBinary('\u0000\u0001\u0002PK\u0003\u0004')).toBe(true);
  });
});

describe('needsCleaning', () => {
  it('is false for plain text, which splitLines leaves as it is', () => {
    const text = 'interface Gi1/0/1\n description more -- and more\n\tswitchport mode access\r\n';
    expect(needsCleaning(text)).toBe(false);
    expect(splitLines(text).map((l) => l.text)).toEqual(text.split(/\r\n|\n/).slice(0, -1));
  });

  it('is true for every kind of text splitLines changes', () => {
    for (const text of [
      ' --More-- ',
      'x -- MORE -- y',
      '<--- More --->',
      'Press any key to continue',
      'a\bb',
      'x\x1b[7my',
      'nul\u0000',
      'del\x7f',
    ]) {
      expect(needsCleaning(text), JSON.stringify(text)).toBe(true);
      const cleaned = splitLines(text).map((l) => l.text);
      expect(cleaned, JSON.stringify(text)).not.toEqual([text]);
    }
  });
});
