import { describe, expect, it } from 'vitest';
import { PythonRegex, PythonRegexError, translatePythonRegex } from './python-regex';

function groups(pattern: string, text: string): Array<string | null> | null {
  const r = new PythonRegex(pattern);
  const m = r.match(text);
  return m ? Array.from({ length: r.translated.groupCount + 1 }, (_, g) => m.group(g)) : null;
}

function error(pattern: string): string {
  try {
    translatePythonRegex(pattern);
  } catch (e) {
    if (e instanceof PythonRegexError) return e.message;
    throw e;
  }
  return 'no error';
}

describe('Python regex translation: matching', () => {
  it('anchors at the start like re.match, not at the end', () => {
    expect(groups('ab', 'abc')).toEqual(['ab']);
    expect(groups('bc', 'abc')).toBeNull();
    expect(new PythonRegex('ab').fullMatch('abc')).toBeNull();
    expect(new PythonRegex('ab.').fullMatch('abc')?.text).toBe('abc');
  });

  it('gives \\d, \\w, \\s Python 3 Unicode meanings', () => {
    expect(groups('(\\w+)', 'Büro-1')).toEqual(['Büro', 'Büro']);
    expect(groups('(\\d+)', '٣4x')).toEqual(['٣4', '٣4']);
    expect(groups('a\\sb', 'a\u00a0b')).not.toBeNull();
    expect(groups('a\\sb', 'a\x1cb')).not.toBeNull();
    // JavaScript's \s holds U+FEFF, Python's does not.
    expect(groups('a\\sb', 'a\ufeffb')).toBeNull();
    expect(groups('a\\Sb', 'a\ufeffb')).not.toBeNull();
  });

  it('makes \\d, \\w, \\s ASCII-only under (?a)', () => {
    expect(groups('(?a)(\\w+)', 'Büro')).toEqual(['B', 'B']);
    expect(groups('(?a)\\d', '٣')).toBeNull();
    expect(groups('(?a)a\\sb', 'a\u00a0b')).toBeNull();
  });

  it('reads word boundaries with Unicode word characters', () => {
    expect(groups('(\\w+)\\b', 'Büro x')).toEqual(['Büro', 'Büro']);
    expect(groups('B\\b', 'Bü')).toBeNull();
    expect(groups('\\B', '')).toBeNull();
    expect(groups('a\\B', 'ab')).toEqual(['a']);
  });

  it('keeps Python classes: negated categories, ranges, a leading ], a trailing -', () => {
    expect(groups('[\\W\\d]+', '1-2')).toEqual(['1-2']);
    expect(groups('[^\\W\\d]+', 'ab1')).toEqual(['ab']);
    expect(groups('[]a]+', ']a]b')).toEqual([']a]']);
    expect(groups('[a-]+', 'a-a-b')).toEqual(['a-a-']);
    expect(groups('[^\\S\\n]+', ' \t\nx')).toEqual([' \t']);
    expect(groups('[\\b]', '\b')).toEqual(['\b']);
  });

  it('reads escapes: hex, octal, Unicode, escaped punctuation', () => {
    expect(groups('\\x41\\101\\u00fc\\U0001F600', 'AAü😀')).toEqual(['AAü😀']);
    expect(groups('\\0', '\0')).toEqual(['\0']);
    expect(groups('\\-\\:\\/\\#', '-:/#')).toEqual(['-:/#']);
    expect(groups('[\\1]', '\x01')).toEqual(['\x01']);
  });

  it('reads named groups, named and numbered back-references', () => {
    expect(groups('(?P<word>\\w+) (?P=word) \\1', 'ab ab ab')).toEqual(['ab ab ab', 'ab']);
    expect(new PythonRegex('(?P<a>x)(?P<b>y)?').match('x')?.groupdict()).toEqual({ a: 'x', b: null });
  });

  it('fails a back-reference to a group that did not take part, as Python does', () => {
    expect(groups('(a)?b\\1', 'b')).toBeNull();
    expect(groups('(a)?b\\1', 'aba')).toEqual(['aba', 'a']);
  });

  it('reads a `{` that cannot start a repetition as a literal, and {,n} as {0,n}', () => {
    expect(groups('a{,2}b', 'aab')).toEqual(['aab']);
    expect(groups('a{x}', 'a{x}')).toEqual(['a{x}']);
    expect(groups('a{}', 'a{}')).toEqual(['a{}']);
    expect(groups('a{2,}', 'aaaa')).toEqual(['aaaa']);
    expect(groups('x{', 'x{')).toEqual(['x{']);
  });

  it('applies global inline flags wherever they stand, and scoped flags to their group only', () => {
    expect(groups('(?i)abc', 'ABC')).toEqual(['ABC']);
    expect(groups('^(?i)abc', 'ABC')).toEqual(['ABC']);
    expect(groups('(?i:ab)c', 'ABc')).toEqual(['ABc']);
    expect(groups('(?i:ab)c', 'ABC')).toBeNull();
    expect(groups('(?i)a(?-i:b)c', 'AbC')).toEqual(['AbC']);
    expect(groups('(?i)a(?-i:b)c', 'ABC')).toBeNull();
    expect(groups('(?s)a.b', 'a\nb')).toEqual(['a\nb']);
    expect(groups('a.b', 'a\nb')).toBeNull();
    expect(groups('(?x) a  b # comment\n c', 'abc')).toEqual(['abc']);
    expect(groups('(?x)a[ ]b', 'a b')).toEqual(['a b']);
  });

  it('reads \\A, \\Z and $ (also before a final newline) as Python', () => {
    expect(groups('\\Aab\\Z', 'ab')).toEqual(['ab']);
    expect(groups('ab$', 'ab\n')).toEqual(['ab']);
    expect(groups('ab\\Z', 'ab\n')).toBeNull();
    expect(groups('(?m)a$\\nb', 'a\nb')).toEqual(['a\nb']);
  });

  it('matches atomic groups and possessive quantifiers without backtracking into them', () => {
    expect(groups('(?>a+)a', 'aaa')).toBeNull();
    expect(groups('a++a', 'aaa')).toBeNull();
    expect(groups('(?>a+)b', 'aab')).toEqual(['aab']);
    expect(groups('(?>(a+))(b)', 'aab')).toEqual(['aab', 'aa', 'b']);
  });

  it('keeps a repeated group`s capture from the last iteration that set it, as Python does', () => {
    // JavaScript forgets the capture when a later iteration skips the group.
    expect(groups('(?:(a)|b)+', 'ab')).toEqual(['ab', 'a']);
    expect(groups('((\\w+)?\\s)+x', 'BR   x')).toEqual(['BR   x', ' ', 'BR']);
  });

  it('takes one empty optional iteration, with its captures, as Python does', () => {
    expect(groups('(a*)?', '')).toEqual(['', '']);
    expect(groups('(a*)*', 'aa')).toEqual(['aa', '']);
    expect(groups('(a*)+', 'aa')).toEqual(['aa', '']);
    expect(groups('(a*)*?b', 'aab')).toEqual(['aab', 'aa']);
  });

  it('numbers groups as Python does when atomic groups come first', () => {
    const t = translatePythonRegex('(?>x)(?P<v>y)');
    expect(t.namedGroups).toEqual([{ name: 'v', group: 1 }]);
    expect(groups('(?>x)(?P<v>y)', 'xy')).toEqual(['xy', 'y']);
  });

  it('chooses plain JavaScript matching unless captures can differ', () => {
    expect(translatePythonRegex('^(\\S+)\\s+(\\d+)').mode).toBe('js');
    expect(translatePythonRegex('((\\w+)?\\s)+').mode).toBe('hybrid');
    expect(translatePythonRegex('(a)?b\\1').mode).toBe('python');
  });
});

describe('Python regex translation: errors', () => {
  it.each([
    ['a**', 'multiple repeat'],
    ['*a', 'nothing to repeat'],
    ['^*', 'nothing to repeat'],
    ['(a', 'missing ), unterminated subpattern'],
    ['a)', 'unbalanced parenthesis'],
    ['[a', 'unterminated character set'],
    ['[z-a]', 'bad character range z-a'],
    ['[\\d-z]', 'bad character range \\d-z'],
    ['\\q', 'bad escape \\q'],
    ['a\\', 'bad escape (end of pattern)'],
    ['\\x4', 'incomplete escape \\x4'],
    ['(?P<1a>x)', "bad character in group name '1a'"],
    ['(?P<a>x)(?P<a>y)', "redefinition of group name 'a'"],
    ['(?P=nope)', "unknown group name 'nope'"],
    ['\\2(a)', 'invalid group reference 2'],
    ['(a\\1)', 'cannot refer to an open group'],
    ['a{3,2}', 'min repeat greater than max repeat'],
    ['(?L)a', "bad inline flags: cannot use 'L' flag with a str pattern"],
    ['(?i-i:a)', 'bad inline flags: flag turned on and off'],
    ['(?Q)', 'unknown extension ?Q'],
    ['(?<x)', 'unknown extension ?<x'],
    ['(?#open', 'missing ), unterminated comment'],
  ])('%s is refused as Python refuses it', (pattern, message) => {
    expect(error(pattern)).toBe(message);
  });

  it('refuses what JavaScript cannot express, saying so', () => {
    expect(error('(a)?(?(1)b|c)')).toMatch(/conditional groups/);
    expect(error('\\N{DASH}')).toMatch(/named Unicode escapes/);
  });

  it('reports the position of the fault', () => {
    try {
      translatePythonRegex('abc\\q');
      expect.unreachable();
    } catch (e) {
      expect((e as PythonRegexError).position).toBe(3);
    }
  });
});
