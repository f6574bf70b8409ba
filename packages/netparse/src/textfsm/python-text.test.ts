import { describe, expect, it } from 'vitest';
import { pythonReprString, pythonRstrip, pythonSplitLines, pythonStr, pythonStrip } from './python-text';

describe('Python text behaviour', () => {
  it('splits lines as str.splitlines()', () => {
    expect(pythonSplitLines('a\nb\r\nc\rd\x0be\x0cf\x1cg\x85h\u2028i\u2029j')).toEqual(
      'abcdefghij'.split(''),
    );
    expect(pythonSplitLines('a\n')).toEqual(['a']);
    expect(pythonSplitLines('a\n\n')).toEqual(['a', '']);
    expect(pythonSplitLines('\n')).toEqual(['']);
    expect(pythonSplitLines('')).toEqual([]);
  });

  it('strips Python whitespace, not U+FEFF', () => {
    expect(pythonStrip('\u00a0\t x \u3000\x1f')).toBe('x');
    expect(pythonRstrip(' x\ufeff')).toBe(' x\ufeff');
  });

  it('writes str() of list entries as clitable does: None, strings, dicts', () => {
    expect(pythonStr(null)).toBe('None');
    expect(pythonStr('Gi1')).toBe('Gi1');
    expect(pythonStr({ name: 'a', id: null })).toBe("{'name': 'a', 'id': None}");
  });

  it('writes repr() quotes and escapes as Python does', () => {
    expect(pythonReprString("it's")).toBe('"it\'s"');
    expect(pythonReprString('say "x" it\'s')).toBe("'say \"x\" it\\'s'");
    expect(pythonReprString('a\\b\tc\n\x01\u200b😀')).toBe("'a\\\\b\\tc\\n\\x01\\u200b😀'");
  });
});
