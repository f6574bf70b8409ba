/**
 * RouterOS `key=value` words, as `/export` writes them and `print detail` / `print terse` show them.
 *
 * Quoted values (`comment="to core 1"`) may hold escapes (`\"`, `\\`, `\n`, `\_`, hex `\C3`). Unquoted values run
 * to the next ` key=`: `print terse` and `print detail` do not quote every value with spaces
 * (`last-link-up-time=jul/09/2023 07:18:42`, `comment=test comment`).
 */

export type KeyValue = { key: string; value: string; quoted: boolean };

export type KeyValueLine = {
  pairs: KeyValue[];
  /** Words before the first `key=` (flags of a print, positional words of a command). */
  leading: string[];
};

/** A key at a position: `name=`, `mac-address=`, `address4=`, `.id=`, `on-error=`. */
const KEY = /\.?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*=/y;

function keyAt(text: string, at: number): string | undefined {
  KEY.lastIndex = at;
  const match = KEY.exec(text);
  return match ? match[0] : undefined;
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  a: '\u0007',
  b: '\b',
  f: '\f',
  v: '\v',
  _: ' ',
};

/** The value of a quoted string starting at `at` (the opening quote) and the index after its closing quote. */
export function readQuoted(text: string, at: number): { value: string; end: number; closed: boolean } {
  let out = '';
  let i = at + 1;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === '"') return { value: out, end: i + 1, closed: true };
    if (c === '\\' && i + 1 < text.length) {
      const next = text[i + 1] ?? '';
      const hex = /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3)) ? text.slice(i + 1, i + 3) : undefined;
      if (hex) {
        // Byte escapes are kept as the character of that code; UTF-8 sequences stay as their bytes.
        out += String.fromCharCode(Number.parseInt(hex, 16));
        i += 3;
        continue;
      }
      out += ESCAPES[next] ?? next;
      i += 2;
      continue;
    }
    out += c;
    i++;
  }
  return { value: out, end: i, closed: false };
}

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t';

/** Reads the `key=value` words of one (joined) line. Never throws; linear in the line's length. */
export function readKeyValues(text: string): KeyValueLine {
  const pairs: KeyValue[] = [];
  const leading: string[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && isSpace(text[i])) i++;
    if (i >= n) break;
    const key = keyAt(text, i);
    if (!key) {
      let j = i;
      if (text[i] === '"') j = readQuoted(text, i).end;
      else while (j < n && !isSpace(text[j])) j++;
      const word = text.slice(i, j);
      if (pairs.length === 0) leading.push(word);
      else {
        // A word after a quoted value that is not a key: keep it with that value rather than lose it.
        const last = pairs[pairs.length - 1];
        if (last) last.value = `${last.value} ${word}`;
      }
      i = j;
      continue;
    }
    i += key.length;
    const name = key.slice(0, -1);
    if (text[i] === '"') {
      const quoted = readQuoted(text, i);
      pairs.push({ key: name, value: quoted.value, quoted: true });
      i = quoted.end;
      continue;
    }
    let end = i;
    while (end < n && !isSpace(text[end])) end++;
    // Unquoted values run on over words that are not keys.
    for (;;) {
      let next = end;
      while (next < n && isSpace(text[next])) next++;
      if (next >= n || keyAt(text, next)) break;
      end = next;
      while (end < n && !isSpace(text[end])) end++;
    }
    pairs.push({ key: name, value: text.slice(i, end).trimEnd(), quoted: false });
    i = end;
  }
  return { pairs, leading };
}

/** The pairs as a map (the last value of a repeated key wins). */
export function pairsToMap(pairs: readonly KeyValue[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of pairs) out.set(pair.key, pair.value);
  return out;
}
