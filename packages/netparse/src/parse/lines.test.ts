import { describe, expect, it } from 'vitest';
import { looksBinary, needsCleaning, splitLineEnds, splitLines } from './lines';

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

describe('splitLineEnds', () => {
  it('gives the lines of the line-end pattern on LF, CRLF, CR, mixed and final line ends', () => {
    for (const text of [
      '',
      'a',
      'a\n',
      'a\nb',
      'a\n\nb\n\n',
      '\n',
      'a\r\nb\r\n',
      'a\rb\r',
      'a\r\n\rb\n\r\nc',
      '\r\n\r\n',
      'x\r',
      ' indented\n\tTab\r\n',
    ]) {
      expect(splitLineEnds(text), JSON.stringify(text)).toEqual(text.split(/\r\n|\r|\n/));
    }
  });
});

describe('splitLines line numbers', () => {
  it('numbers the lines of LF, CRLF, CR and mixed texts alike, with or without a final line end', () => {
    const expected = [
      { n: 1, text: 'a' },
      { n: 2, text: '' },
      { n: 3, text: 'b' },
    ];
    for (const end of ['\n', '\r\n', '\r']) {
      const text = ['a', '', 'b'].join(end);
      expect(splitLines(text), JSON.stringify(text)).toEqual(expected);
      expect(splitLines(`${text}${end}`), JSON.stringify(`${text}${end}`)).toEqual(expected);
    }
    expect(splitLines('a\r\n\rb\n')).toEqual(expected);
    // Only one final line end is dropped: the blank line before it stays a line.
    expect(splitLines('a\n\n')).toEqual([
      { n: 1, text: 'a' },
      { n: 2, text: '' },
    ]);
    expect(splitLines('')).toEqual([{ n: 1, text: '' }]);
  });

  it('cleans only the lines that need it when the text has a pager prompt', () => {
    const pager: number[] = [];
    const lines = splitLines('plain -- one\n --More-- x\nthird\r\n', pager);
    expect(lines).toEqual([
      { n: 1, text: 'plain -- one' },
      { n: 2, text: 'x' },
      { n: 3, text: 'third' },
    ]);
    expect(pager).toEqual([2]);
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
