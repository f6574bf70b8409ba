/**
 * Reads a Python `re` pattern (str pattern, Python 3.6–3.11 syntax) into a tree whose leaves are already written
 * as JavaScript `u`-mode atoms with Python's meaning (`\d`, `\w`, `\s`, `\b` Unicode-aware as in Python, `.`
 * not matching `\n`, `$` also before a final `\n`, scoped case-insensitivity spelled out per character).
 * Errors are those Python raises, plus the constructs JavaScript cannot express.
 */

export class PythonRegexError extends Error {
  constructor(
    message: string,
    /** 0-based position in the pattern. */
    readonly position: number,
  ) {
    super(message);
    this.name = 'PythonRegexError';
  }
}

export type RxNode =
  /** One JavaScript atom that matches a single character (`zero: false`) or is a zero-width assertion. */
  | { t: 'leaf'; src: string; zero: boolean }
  | { t: 'group'; group: number | undefined; body: RxNode }
  | { t: 'look'; behind: boolean; negate: boolean; body: RxNode }
  | { t: 'atomic'; body: RxNode }
  | { t: 'ref'; group: number }
  | { t: 'repeat'; min: number; max: number; lazy: boolean; possessive: boolean; body: RxNode }
  | { t: 'seq'; items: RxNode[] }
  | { t: 'alt'; branches: RxNode[] };

export type ParsedRegex = {
  root: RxNode;
  /** Whether the whole pattern is case-insensitive and left to JavaScript's `i` flag. */
  ignoreCase: boolean;
  groupCount: number;
  namedGroups: Array<{ name: string; group: number }>;
};

type Flags = { i: boolean; s: boolean; x: boolean; m: boolean; a: boolean };
type ItemKind = 'atom' | 'anchor' | 'look' | 'repeat';
type Item = { node: RxNode; kind: ItemKind };

// Python's str.isspace() set, which is what `\s` matches in a str pattern.
const SPACE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x09, 0x0d],
  [0x1c, 0x20],
  [0x85, 0x85],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
];
const ASCII_SPACE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x09, 0x0d],
  [0x20, 0x20],
];
const ASCII_DIGIT_RANGES: ReadonlyArray<readonly [number, number]> = [[0x30, 0x39]];
const ASCII_WORD_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const MAX_CODE_POINT = 0x10ffff;

/** Python's whitespace (str.isspace()), for strip()/rstrip() and `\s`. */
export function isPythonSpace(cp: number): boolean {
  for (const [lo, hi] of SPACE_RANGES) if (cp >= lo && cp <= hi) return true;
  return false;
}

function complement(ranges: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

const UNICODE_WORD_BODY = '\\p{L}\\p{N}_';
const UNICODE_WORD = `[${UNICODE_WORD_BODY}]`;
const SYNTAX_CHARS = new Set('^$\\.*+?()[]{}|/'.split(''));

/** A code point written so that it means itself in a `u`-mode pattern, outside a class. */
function literalOutside(cp: number): string {
  if (cp < 0x80) {
    const ch = String.fromCharCode(cp);
    if (SYNTAX_CHARS.has(ch)) return `\\${ch}`;
    if (cp >= 0x20 && cp < 0x7f) return ch;
  }
  return `\\u{${cp.toString(16)}}`;
}

/** A code point written so that it means itself inside a `u`-mode character class. */
function literalInClass(cp: number): string {
  if (cp < 0x80) {
    const ch = String.fromCharCode(cp);
    if (SYNTAX_CHARS.has(ch) || ch === '-') return `\\${ch}`;
    if (cp >= 0x20 && cp < 0x7f) return ch;
  }
  return `\\u{${cp.toString(16)}}`;
}

function rangesBody(ranges: ReadonlyArray<readonly [number, number]>): string {
  let out = '';
  for (const [lo, hi] of ranges) {
    out += lo === hi ? literalInClass(lo) : `${literalInClass(lo)}-${literalInClass(hi)}`;
  }
  return out;
}

function mergeRanges(ranges: Array<[number, number]>): Array<[number, number]> {
  if (ranges.length < 2) return ranges;
  ranges.sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

/** The other-case forms of a code point (Python's IGNORECASE compares lower-cased characters). */
function caseVariants(cp: number): number[] {
  const ch = String.fromCodePoint(cp);
  const out: number[] = [];
  for (const v of [ch.toLowerCase(), ch.toUpperCase()]) {
    const c = v.codePointAt(0);
    if (c !== undefined && c !== cp && String.fromCodePoint(c) === v && !out.includes(c)) out.push(c);
  }
  return out;
}

/** Ranges larger than this are left as they are under a scoped `(?i:…)`; they hold both cases already. */
const MAX_CASE_EXPANSION = 0x3000;

function addCaseVariants(ranges: Array<[number, number]>): Array<[number, number]> {
  const extra: Array<[number, number]> = [];
  for (const [lo, hi] of ranges) {
    if (hi - lo > MAX_CASE_EXPANSION) continue;
    for (let cp = lo; cp <= hi; cp++) for (const v of caseVariants(cp)) extra.push([v, v]);
  }
  return mergeRanges([...ranges, ...extra]);
}

const HEX = /^[0-9a-fA-F]+$/;
const OCT = '01234567';
const DIGITS = '0123456789';
const ASCII_LETTERS = /^[A-Za-z]$/;
const PY_IDENTIFIER = /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*$/u;
const VERBOSE_SPACE = ' \t\n\r\v\f';
/** Python's MAXREPEAT less one: larger counts are refused as Python refuses them. */
const MAX_REPEAT = 4294967294;

/** Whether `ch` is one (non-empty) character of `set`. */
function oneOf(set: string, ch: string): boolean {
  return ch !== '' && set.includes(ch);
}

function seq(items: RxNode[]): RxNode {
  return items.length === 1 && items[0] ? items[0] : { t: 'seq', items };
}

class Parser {
  private pos = 0;
  private groups = 0;
  readonly names = new Map<string, number>();
  readonly namedOrder: Array<{ name: string; group: number }> = [];
  private readonly openGroups = new Set<number>();
  /** Global flags met in the pattern (Python up to 3.10 applies them to the whole pattern). */
  readonly seenGlobal: Flags = { i: false, s: false, x: false, m: false, a: false };
  /** Whether a scoped `(?-i:…)` occurs; then `i` cannot be JavaScript's flag. */
  sawScopedCaseOff = false;

  constructor(
    private readonly src: string,
    private readonly global: Flags,
    /** Case-insensitivity is written out per character rather than left to the JavaScript `i` flag. */
    private readonly expandCase: boolean,
  ) {}

  get groupCount(): number {
    return this.groups;
  }

  run(): RxNode {
    const node = this.alternation(this.global);
    if (this.pos < this.src.length) throw this.error('unbalanced parenthesis', this.pos);
    return node;
  }

  private error(message: string, at = this.pos): PythonRegexError {
    return new PythonRegexError(message, at);
  }

  private next(): number | undefined {
    const cp = this.src.codePointAt(this.pos);
    if (cp !== undefined) this.pos += cp > 0xffff ? 2 : 1;
    return cp;
  }

  private char(): string {
    return this.src[this.pos] ?? '';
  }

  private alternation(flags: Flags): RxNode {
    const branches: RxNode[] = [this.sequence(flags)];
    while (this.char() === '|') {
      this.pos++;
      branches.push(this.sequence(flags));
    }
    return branches.length === 1 && branches[0] ? branches[0] : { t: 'alt', branches };
  }

  private sequence(flags: Flags): RxNode {
    const items: Item[] = [];
    while (this.pos < this.src.length) {
      const c = this.char();
      if (flags.x) {
        if (oneOf(VERBOSE_SPACE, c)) {
          this.pos++;
          continue;
        }
        if (c === '#') {
          while (this.pos < this.src.length && this.char() !== '\n') this.pos++;
          continue;
        }
      }
      if (c === '|' || c === ')') break;
      if (c === '*' || c === '+' || c === '?' || c === '{') {
        const start = this.pos;
        const quant = this.quantifier();
        if (quant === undefined) {
          // A `{` that does not start a repetition is a literal in Python.
          this.pos = start + 1;
          items.push(this.literal(0x7b, flags));
          continue;
        }
        const last = items[items.length - 1];
        if (!last || last.kind === 'anchor') throw this.error('nothing to repeat', start);
        if (last.kind === 'repeat') throw this.error('multiple repeat', start);
        let lazy = false;
        let possessive = false;
        if (this.char() === '?') {
          this.pos++;
          lazy = true;
        } else if (this.char() === '+') {
          this.pos++;
          possessive = true;
        }
        items[items.length - 1] = {
          node: { t: 'repeat', min: quant.min, max: quant.max, lazy, possessive, body: last.node },
          kind: 'repeat',
        };
        continue;
      }
      const item = this.atom(flags);
      if (item) items.push(item);
    }
    return seq(items.map((i) => i.node));
  }

  /** A quantifier at the current position; undefined for a `{` that is a literal. */
  private quantifier(): { min: number; max: number } | undefined {
    const c = this.char();
    if (c !== '{') {
      this.pos++;
      if (c === '*') return { min: 0, max: Number.POSITIVE_INFINITY };
      if (c === '+') return { min: 1, max: Number.POSITIVE_INFINITY };
      return { min: 0, max: 1 };
    }
    const start = this.pos;
    this.pos++;
    if (this.char() === '}') return undefined;
    let lo = '';
    let hi = '';
    while (oneOf(DIGITS, this.char())) lo += this.src[this.pos++];
    if (this.char() === ',') {
      this.pos++;
      while (oneOf(DIGITS, this.char())) hi += this.src[this.pos++];
    } else {
      hi = lo;
    }
    if (this.char() !== '}') {
      this.pos = start;
      return undefined;
    }
    this.pos++;
    const min = lo === '' ? 0 : Number(lo);
    const max = hi === '' ? Number.POSITIVE_INFINITY : Number(hi);
    if (min > MAX_REPEAT || (max !== Number.POSITIVE_INFINITY && max > MAX_REPEAT)) {
      throw this.error('the repetition number is too large', start);
    }
    if (max < min) throw this.error('min repeat greater than max repeat', start);
    return { min, max };
  }

  private literal(cp: number, flags: Flags): Item {
    if (flags.i && this.expandCase) {
      const variants = caseVariants(cp);
      if (variants.length > 0) {
        const ranges = mergeRanges([[cp, cp], ...variants.map((v): [number, number] => [v, v])]);
        return { node: { t: 'leaf', src: `[${rangesBody(ranges)}]`, zero: false }, kind: 'atom' };
      }
    }
    return { node: { t: 'leaf', src: literalOutside(cp), zero: false }, kind: 'atom' };
  }

  private anchor(src: string): Item {
    return { node: { t: 'leaf', src, zero: true }, kind: 'anchor' };
  }

  private atom(flags: Flags): Item | undefined {
    const c = this.char();
    switch (c) {
      case '.':
        this.pos++;
        return { node: { t: 'leaf', src: flags.s ? '[\\s\\S]' : '[^\\n]', zero: false }, kind: 'atom' };
      case '^':
        this.pos++;
        return this.anchor(flags.m ? '(?<![^\\n])' : '^');
      case '$':
        this.pos++;
        // Python's `$` also matches before a newline that ends the string.
        return this.anchor(flags.m ? '(?=\\n|$)' : '(?=\\n?$)');
      case '[':
        return this.charClass(flags);
      case '(':
        return this.group(flags);
      case '\\':
        return this.escape(flags);
      default: {
        const start = this.pos;
        const cp = this.next();
        if (cp === undefined) throw this.error('unexpected end of pattern', start);
        return this.literal(cp, flags);
      }
    }
  }

  private captureGroup(flags: Flags, start: number, name?: string): Item {
    const group = ++this.groups;
    if (name !== undefined) {
      this.names.set(name, group);
      this.namedOrder.push({ name, group });
    }
    this.openGroups.add(group);
    const body = this.alternation(flags);
    this.close(start);
    this.openGroups.delete(group);
    return { node: { t: 'group', group, body }, kind: 'atom' };
  }

  private group(flags: Flags): Item | undefined {
    const start = this.pos;
    this.pos++;
    if (this.char() !== '?') return this.captureGroup(flags, start);
    this.pos++;
    const c = this.char();
    if (c === ':') {
      this.pos++;
      const body = this.alternation(flags);
      this.close(start);
      return { node: { t: 'group', group: undefined, body }, kind: 'atom' };
    }
    if (c === 'P') {
      this.pos++;
      const kind = this.char();
      if (kind === '<') {
        this.pos++;
        const name = this.groupName('>', start);
        if (this.names.has(name)) throw this.error(`redefinition of group name '${name}'`, start);
        return this.captureGroup(flags, start, name);
      }
      if (kind === '=') {
        this.pos++;
        const name = this.groupName(')', start);
        const group = this.names.get(name);
        if (group === undefined) throw this.error(`unknown group name '${name}'`, start);
        return this.backReference(group, start);
      }
      throw this.error(`unknown extension ?P${kind}`, start);
    }
    if (c === '=' || c === '!' || c === '<') {
      this.pos++;
      let behind = false;
      let dir = c;
      if (c === '<') {
        behind = true;
        dir = this.char();
        if (dir !== '=' && dir !== '!') throw this.error(`unknown extension ?<${dir}`, start);
        this.pos++;
      }
      const body = this.alternation(flags);
      this.close(start);
      return { node: { t: 'look', behind, negate: dir === '!', body }, kind: 'look' };
    }
    if (c === '#') {
      while (this.pos < this.src.length && this.char() !== ')') this.pos++;
      if (this.pos >= this.src.length) throw this.error('missing ), unterminated comment', start);
      this.pos++;
      return undefined;
    }
    if (c === '>') {
      this.pos++;
      const body = this.alternation(flags);
      this.close(start);
      return { node: { t: 'atomic', body }, kind: 'atom' };
    }
    if (c === '(') {
      throw this.error('conditional groups (?(id)yes|no) cannot be translated to JavaScript', start);
    }
    if (/^[aiLmsux-]$/.test(c)) return this.inlineFlags(flags, start);
    throw this.error(`unknown extension ?${c}`, start);
  }

  private inlineFlags(flags: Flags, start: number): Item | undefined {
    const add = new Set<string>();
    const del = new Set<string>();
    let c = this.char();
    if (c !== '-') {
      for (;;) {
        if (c === 'L') throw this.error("bad inline flags: cannot use 'L' flag with a str pattern", start);
        add.add(c);
        if (add.has('a') && add.has('u')) {
          throw this.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", start);
        }
        this.pos++;
        c = this.char();
        if (c === '') throw this.error('missing -, : or )', this.pos);
        if (c === ')' || c === '-' || c === ':') break;
        if (!/^[aiLmsux]$/.test(c)) {
          throw this.error(/^[A-Za-z]$/.test(c) ? 'unknown flag' : 'missing -, : or )', this.pos);
        }
      }
    }
    if (c === ')') {
      this.pos++;
      for (const f of add) if (f in this.seenGlobal) this.seenGlobal[f as keyof Flags] = true;
      return undefined;
    }
    if (c === '-') {
      this.pos++;
      c = this.char();
      if (!/^[imsx]$/.test(c)) {
        throw this.error(
          /^[aLu]$/.test(c) ? "bad inline flags: cannot turn off flags 'a', 'u' and 'L'" : 'missing flag',
          this.pos,
        );
      }
      for (;;) {
        del.add(c);
        this.pos++;
        c = this.char();
        if (c === ':') break;
        if (c === '') throw this.error('missing :', this.pos);
        if (!/^[imsx]$/.test(c)) {
          throw this.error(/^[A-Za-z]$/.test(c) ? 'unknown flag' : 'missing :', this.pos);
        }
      }
    }
    this.pos++;
    for (const f of add) {
      if (del.has(f)) throw this.error('bad inline flags: flag turned on and off', start);
    }
    if (del.has('i')) this.sawScopedCaseOff = true;
    const scoped: Flags = { ...flags };
    for (const f of add) if (f in scoped) scoped[f as keyof Flags] = true;
    for (const f of del) scoped[f as keyof Flags] = false;
    const body = this.alternation(scoped);
    this.close(start);
    return { node: { t: 'group', group: undefined, body }, kind: 'atom' };
  }

  private groupName(terminator: string, start: number): string {
    const end = this.src.indexOf(terminator, this.pos);
    if (end < 0) throw this.error(`missing ${terminator}, unterminated name`, start);
    const name = this.src.slice(this.pos, end);
    if (name === '') throw this.error('missing group name', start);
    if (!PY_IDENTIFIER.test(name)) throw this.error(`bad character in group name '${name}'`, start);
    this.pos = end + 1;
    return name;
  }

  private close(start: number): void {
    if (this.char() !== ')') throw this.error('missing ), unterminated subpattern', start);
    this.pos++;
  }

  private backReference(group: number, start: number): Item {
    if (this.openGroups.has(group)) throw this.error('cannot refer to an open group', start);
    return { node: { t: 'ref', group }, kind: 'atom' };
  }

  /**
   * `\d`, `\w`, `\s` and their negations: `atom` stands alone; inside a class the category adds `classBody`,
   * or, for Unicode `\W` (no range list or property escape expresses it), complements `classNegated`.
   */
  private category(
    letter: string,
    flags: Flags,
  ): { atom: string; classBody?: string; classNegated?: string } {
    const lower = letter.toLowerCase();
    const negate = letter !== lower;
    if (lower === 'd' && !flags.a) {
      const prop = negate ? '\\P{Nd}' : '\\p{Nd}';
      return { atom: prop, classBody: prop };
    }
    if (lower === 'w' && !flags.a) {
      return negate
        ? { atom: `[^${UNICODE_WORD_BODY}]`, classNegated: UNICODE_WORD_BODY }
        : { atom: UNICODE_WORD, classBody: UNICODE_WORD_BODY };
    }
    const set =
      lower === 'd'
        ? ASCII_DIGIT_RANGES
        : lower === 'w'
          ? ASCII_WORD_RANGES
          : flags.a
            ? ASCII_SPACE_RANGES
            : SPACE_RANGES;
    const body = rangesBody(set);
    return negate
      ? { atom: `[^${body}]`, classBody: rangesBody(complement(set)) }
      : { atom: `[${body}]`, classBody: body };
  }

  private escape(flags: Flags): Item {
    const start = this.pos;
    this.pos++;
    const c = this.char();
    if (c === '') throw this.error('bad escape (end of pattern)', start);
    switch (c) {
      case 'A':
        this.pos++;
        return this.anchor('^');
      case 'Z':
        this.pos++;
        return this.anchor('$');
      case 'b':
      case 'B': {
        this.pos++;
        if (flags.a) return this.anchor(c === 'b' ? '\\b' : '(?:\\B(?:(?<=[\\s\\S])|(?=[\\s\\S])))');
        const w = UNICODE_WORD;
        // Python (up to 3.13) finds no `\B` in an empty string.
        return this.anchor(
          c === 'b'
            ? `(?:(?<=${w})(?!${w})|(?<!${w})(?=${w}))`
            : `(?:(?<=${w})(?=${w})|(?<!${w})(?!${w})(?:(?<=[\\s\\S])|(?=[\\s\\S])))`,
        );
      }
      case 'd':
      case 'D':
      case 's':
      case 'S':
      case 'w':
      case 'W':
        this.pos++;
        return { node: { t: 'leaf', src: this.category(c, flags).atom, zero: false }, kind: 'atom' };
      default:
        break;
    }
    if (oneOf(DIGITS, c)) {
      // Octal escape or group reference, by Python's rules.
      if (c === '0') {
        this.pos++;
        let oct = '0';
        while (oct.length < 3 && oneOf(OCT, this.char())) oct += this.src[this.pos++];
        return this.literal(Number.parseInt(oct, 8), flags);
      }
      let digits = c;
      this.pos++;
      if (oneOf(DIGITS, this.char())) {
        digits += this.src[this.pos++];
        if (oneOf(OCT, digits[0] ?? '') && oneOf(OCT, digits[1] ?? '') && oneOf(OCT, this.char())) {
          digits += this.src[this.pos++];
          const value = Number.parseInt(digits, 8);
          if (value > 0o377)
            throw this.error(`octal escape value \\${digits} outside of range 0-0o377`, start);
          return this.literal(value, flags);
        }
      }
      const group = Number(digits);
      if (group > this.groups) throw this.error(`invalid group reference ${group}`, start + 1);
      return this.backReference(group, start);
    }
    return this.literal(this.simpleEscape(start), flags);
  }

  /** Escapes that stand for one character, the same in and out of classes (not digits, not categories). */
  private simpleEscape(start: number): number {
    const c = this.char();
    const fixed: Record<string, number> = { a: 7, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 92 };
    const f = fixed[c];
    if (f !== undefined) {
      this.pos++;
      return f;
    }
    if (c === 'x' || c === 'u' || c === 'U') {
      const len = c === 'x' ? 2 : c === 'u' ? 4 : 8;
      const hex = this.src.slice(this.pos + 1, this.pos + 1 + len);
      if (hex.length !== len || !HEX.test(hex)) throw this.error(`incomplete escape \\${c}${hex}`, start);
      const value = Number.parseInt(hex, 16);
      if (value > MAX_CODE_POINT) throw this.error(`bad escape \\${c}${hex}`, start);
      this.pos += 1 + len;
      return value;
    }
    if (c === 'N') throw this.error('named Unicode escapes \\N{...} are not supported', start);
    if (ASCII_LETTERS.test(c)) throw this.error(`bad escape \\${c}`, start);
    const cp = this.next();
    if (cp === undefined) throw this.error('bad escape (end of pattern)', start);
    return cp;
  }

  private charClass(flags: Flags): Item {
    const start = this.pos;
    this.pos++;
    let negate = false;
    if (this.char() === '^') {
      negate = true;
      this.pos++;
    }
    const ranges: Array<[number, number]> = [];
    const props: string[] = [];
    const negatedSets: string[] = [];
    type Code = { cp: number } | { cat: string };
    const add = (code: Code) => {
      if ('cp' in code) {
        ranges.push([code.cp, code.cp]);
        return;
      }
      const cat = this.category(code.cat, flags);
      if (cat.classNegated !== undefined) negatedSets.push(cat.classNegated);
      if (cat.classBody !== undefined) props.push(cat.classBody);
    };
    const readCode = (): Code => {
      if (this.char() === '\\') {
        const escStart = this.pos;
        this.pos++;
        const c = this.char();
        if (c === '') throw this.error('unterminated character set', start);
        if (oneOf('dDsSwW', c)) {
          this.pos++;
          return { cat: c };
        }
        if (c === 'b') {
          this.pos++;
          return { cp: 8 };
        }
        if (oneOf(OCT, c)) {
          let oct = '';
          while (oct.length < 3 && oneOf(OCT, this.char())) oct += this.src[this.pos++];
          const value = Number.parseInt(oct, 8);
          if (value > 0o377)
            throw this.error(`octal escape value \\${oct} outside of range 0-0o377`, escStart);
          return { cp: value };
        }
        if (oneOf(DIGITS, c)) throw this.error(`bad escape \\${c}`, escStart);
        return { cp: this.simpleEscape(escStart) };
      }
      const cp = this.next();
      if (cp === undefined) throw this.error('unterminated character set', start);
      return { cp };
    };
    let first = true;
    for (;;) {
      if (this.pos >= this.src.length) throw this.error('unterminated character set', start);
      if (this.char() === ']' && !first) {
        this.pos++;
        break;
      }
      first = false;
      const itemStart = this.pos;
      const code1 = readCode();
      if (this.char() === '-' && this.pos + 1 < this.src.length) {
        this.pos++;
        if (this.char() === ']') {
          // `a-]`: the dash is a literal and the class ends.
          add(code1);
          ranges.push([0x2d, 0x2d]);
          this.pos++;
          break;
        }
        const code2 = readCode();
        if (!('cp' in code1) || !('cp' in code2) || code2.cp < code1.cp) {
          throw this.error(`bad character range ${this.src.slice(itemStart, this.pos)}`, itemStart);
        }
        ranges.push([code1.cp, code2.cp]);
        continue;
      }
      add(code1);
    }
    let merged = mergeRanges(ranges);
    if (flags.i && this.expandCase) merged = addCaseVariants(merged);
    const body = rangesBody(merged) + props.join('');
    let src: string;
    if (negatedSets.length === 0) {
      src = `[${negate ? '^' : ''}${body}]`;
    } else if (!negate) {
      // A negated category that no range can express (Unicode `\W`) joins the class as an alternative.
      const alternatives = negatedSets.map((s) => `[^${s}]`);
      if (body !== '') alternatives.unshift(`[${body}]`);
      src = `(?:${alternatives.join('|')})`;
    } else {
      const [last, ...rest] = negatedSets;
      const guards = (body !== '' ? `(?![${body}])` : '') + rest.map((s) => `(?=[${s}])`).join('');
      src = `(?:${guards}[${last ?? ''}])`;
    }
    return { node: { t: 'leaf', src, zero: false }, kind: 'atom' };
  }
}

const NO_FLAGS: Flags = { i: false, s: false, x: false, m: false, a: false };

/** Parses a Python pattern; throws `PythonRegexError` for what Python rejects or JavaScript lacks. */
export function parsePythonRegex(pattern: string): ParsedRegex {
  let flags: Flags = { ...NO_FLAGS };
  // Case-insensitivity is left to the JavaScript `i` flag only when it holds for the whole pattern.
  let expandCase = true;
  let parser = new Parser(pattern, flags, expandCase);
  let root = parser.run();
  // Python applies inline global flags to the whole pattern wherever they stand: parse again with them.
  for (;;) {
    const seen = parser.seenGlobal;
    const next: Flags = {
      i: flags.i || seen.i,
      s: flags.s || seen.s,
      x: flags.x || seen.x,
      m: flags.m || seen.m,
      a: flags.a || seen.a,
    };
    const nextExpand = !next.i || parser.sawScopedCaseOff;
    const same = (Object.keys(next) as Array<keyof Flags>).every((k) => next[k] === flags[k]);
    if (same && nextExpand === expandCase) break;
    flags = next;
    expandCase = nextExpand;
    parser = new Parser(pattern, flags, expandCase);
    root = parser.run();
  }
  return { root, ignoreCase: !expandCase, groupCount: parser.groupCount, namedGroups: parser.namedOrder };
}
