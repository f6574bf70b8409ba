/** Python string behaviour that TextFSM's results depend on: line splitting, stripping, `str()` and `repr()`. */
import { isPythonSpace } from './python-regex';

/**
 * Python's `str.splitlines()`: breaks at `\n`, `\r\n`, `\r`, `\v`, `\f`, `\x1c`–`\x1e`, `\x85`, U+2028 and
 * U+2029; a break at the very end makes no empty last line.
 */
export function pythonSplitLines(text: string): string[] {
  if (text === '') return [];
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these separators are the ones Python breaks lines at
  const lines = text.split(/\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Python's `str.rstrip()` (Unicode whitespace). */
export function pythonRstrip(s: string): string {
  let end = s.length;
  while (end > 0 && isPythonSpace(s.charCodeAt(end - 1))) end--;
  return end === s.length ? s : s.slice(0, end);
}

/** Python's `str.strip()` (Unicode whitespace). */
export function pythonStrip(s: string): string {
  let start = 0;
  while (start < s.length && isPythonSpace(s.charCodeAt(start))) start++;
  return pythonRstrip(s.slice(start));
}

/** Whether a code point is printable for Python's `repr()` (not a control, format, separator but space…). */
const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

/** Python's `repr()` of a str: single quotes unless the text holds `'` and no `"`. */
export function pythonReprString(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch !== ' ' && NON_PRINTABLE.test(ch)) {
      if (cp <= 0xff) out += `\\x${cp.toString(16).padStart(2, '0')}`;
      else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, '0')}`;
      else out += `\\U${cp.toString(16).padStart(8, '0')}`;
    } else out += ch;
  }
  return out + quote;
}

/** Python's `str()` of a list entry TextFSM can produce: a string, `None`, or a dict of nested groups. */
export function pythonStr(value: string | null | Readonly<Record<string, string | null>>): string {
  if (value === null) return 'None';
  if (typeof value === 'string') return value;
  const items = Object.entries(value).map(
    ([k, v]) => `${pythonReprString(k)}: ${v === null ? 'None' : pythonReprString(v)}`,
  );
  return `{${items.join(', ')}}`;
}
