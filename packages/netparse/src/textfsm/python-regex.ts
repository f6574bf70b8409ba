/**
 * Python `re` patterns (what TextFSM templates and ntc-templates index files are written in) run in JavaScript
 * with Python's meaning:
 *
 * - `\d`, `\w`, `\s`, `\b` are Unicode-aware as in Python 3 (JavaScript's are ASCII-only, and its `\s` is a
 *   different set); `(?a)` makes them ASCII. `.` does not match `\n`; `$` also matches before a final `\n`.
 * - `(?P<name>…)`, `(?P=name)`, numbered back-references and octal escapes; every group becomes a plain numbered
 *   group (Python names need not be valid JavaScript group names), with a table from Python group numbers.
 * - Global inline flags (`(?i)`, `(?s)`, `(?x)`, `(?m)`, `(?a)`, `(?u)`) anywhere in the pattern, as Python up
 *   to 3.10 accepts them; scoped flags `(?i:…)`, `(?-i:…)`, `(?s:…)`, `(?x:…)`; atomic groups and possessive
 *   quantifiers (Python 3.11).
 * - Python's `re.match` (anchored at the start only) and `re.fullmatch`.
 * - Capture groups inside repeated groups keep Python's values (see `python-regex-vm.ts`).
 *
 * Constructs JavaScript cannot express (`(?(1)yes|no)`, `\N{…}`, the `L` flag) and patterns Python itself
 * rejects raise `PythonRegexError` with the offending position.
 */
import {
  isPythonSpace,
  type ParsedRegex,
  PythonRegexError,
  parsePythonRegex,
  type RxNode,
} from './python-regex-parse';
import { PythonVm, VmTooLarge } from './python-regex-vm';

export { isPythonSpace, PythonRegexError };

/**
 * How a pattern is matched: by JavaScript alone; by JavaScript, then again by the Python-semantics matcher
 * when a group whose value can differ came out empty; or by that matcher alone (back-references to groups
 * that may not take part).
 */
export type MatchMode = 'js' | 'hybrid' | 'python';

export type TranslatedRegex = {
  /** JavaScript source, for `new RegExp(source, flags)`. */
  source: string;
  /** `u`, plus `i` when the whole pattern is case-insensitive. */
  flags: string;
  /** Number of Python groups (named or not). */
  groupCount: number;
  /** JavaScript group index of each Python group, by Python group number (index 0 is the whole match). */
  groupIndex: readonly number[];
  /** Named groups in the order Python lists them (definition order), with their Python group numbers. */
  namedGroups: ReadonlyArray<{ name: string; group: number }>;
  mode: MatchMode;
};

/** Writes a tree as JavaScript source, numbering capture groups as they open. */
class Emitter {
  private count = 0;
  readonly groupIndex = new Map<number, number>();

  emit(node: RxNode): string {
    switch (node.t) {
      case 'leaf':
        return node.src;
      case 'seq':
        return node.items.map((n) => this.emit(n)).join('');
      case 'alt':
        return node.branches.map((n) => this.emit(n)).join('|');
      case 'group': {
        if (node.group === undefined) return `(?:${this.emit(node.body)})`;
        this.groupIndex.set(node.group, ++this.count);
        return `(${this.emit(node.body)})`;
      }
      case 'look':
        return `(?${node.behind ? '<' : ''}${node.negate ? '!' : '='}${this.emit(node.body)})`;
      case 'atomic':
        return this.atomic(() => `(?:${this.emit(node.body)})`);
      case 'ref':
        return `(?:\\${this.groupIndex.get(node.group) ?? 0})`;
      case 'repeat': {
        const quantified = () => {
          const body = this.emit(node.body);
          // JavaScript refuses an optional iteration that matches nothing, Python takes it (and its captures):
          // an alternative with the empty string keeps Python's choice.
          if (node.min === 0 && node.max === 1 && nullable(node.body)) {
            return node.lazy ? `(?:|${body})` : `(?:${body}|)`;
          }
          const atom = node.body.t === 'look' ? `(?:${body})` : body;
          return atom + quantifier(node.min, node.max) + (node.lazy ? '?' : '');
        };
        return node.possessive ? this.atomic(quantified) : quantified();
      }
    }
  }

  /** `(?=(X))\n`: X matched once and never re-entered by backtracking, as Python's `(?>X)`. */
  private atomic(body: () => string): string {
    const n = ++this.count;
    return `(?:(?=(${body()}))\\${n})`;
  }
}

/** Whether a tree can match the empty string. */
function nullable(node: RxNode): boolean {
  switch (node.t) {
    case 'leaf':
      return node.zero;
    case 'seq':
      return node.items.every(nullable);
    case 'alt':
      return node.branches.some(nullable);
    case 'group':
    case 'atomic':
      return nullable(node.body);
    case 'look':
    case 'ref':
      return true;
    case 'repeat':
      return node.min === 0 || nullable(node.body);
  }
}

function quantifier(min: number, max: number): string {
  if (max === Number.POSITIVE_INFINITY) return min === 0 ? '*' : min === 1 ? '+' : `{${min},}`;
  if (min === 0 && max === 1) return '?';
  return min === max ? `{${min}}` : `{${min},${max}}`;
}

/**
 * Finds groups whose JavaScript value can differ from Python's: inside a repeated group and not sure to take
 * part in each iteration (`risky`: JavaScript leaves them unset where Python keeps an earlier iteration's
 * text). Groups in a repetition whose body can match nothing (Python takes one empty iteration, JavaScript
 * none), and back-references to risky groups or to groups that may not take part at all, need the
 * Python-semantics matcher for every match.
 */
function analyse(root: RxNode): { risky: Set<number>; needsPython: boolean } {
  const risky = new Set<number>();
  let emptyIterations = false;
  const maybeUnset = new Set<number>();
  const refs: Array<{ group: number; repeats: RxNode[] }> = [];
  const groupRepeats = new Map<number, RxNode[]>();
  const walk = (
    node: RxNode,
    repeated: boolean,
    optionalInRepeat: boolean,
    optional: boolean,
    repeats: RxNode[],
  ) => {
    switch (node.t) {
      case 'leaf':
        return;
      case 'ref':
        refs.push({ group: node.group, repeats });
        return;
      case 'seq':
        for (const n of node.items) walk(n, repeated, optionalInRepeat, optional, repeats);
        return;
      case 'alt':
        for (const n of node.branches) walk(n, repeated, optionalInRepeat || repeated, true, repeats);
        return;
      case 'group':
        if (node.group !== undefined) {
          if (repeated && optionalInRepeat) risky.add(node.group);
          if (optional) maybeUnset.add(node.group);
          groupRepeats.set(node.group, repeats);
        }
        walk(node.body, repeated, optionalInRepeat, optional, repeats);
        return;
      case 'look':
        walk(node.body, repeated, optionalInRepeat, optional || node.negate, repeats);
        return;
      case 'atomic':
        walk(node.body, repeated, optionalInRepeat, optional, repeats);
        return;
      case 'repeat': {
        const many = node.max >= 2;
        if (many && nullable(node.body) && hasGroup(node.body)) emptyIterations = true;
        walk(
          node.body,
          repeated || many,
          optionalInRepeat || (repeated && node.min === 0),
          optional || node.min === 0,
          many ? [...repeats, node] : repeats,
        );
        return;
      }
    }
  };
  walk(root, false, false, false, []);
  const needsPython =
    emptyIterations ||
    refs.some(({ group, repeats }) => {
      if (risky.has(group) || maybeUnset.has(group)) return true;
      // A reference repeated together with its group sees, in JavaScript, the group reset at each iteration.
      const own = groupRepeats.get(group) ?? [];
      return repeats.some((r) => own.includes(r));
    });
  return { risky, needsPython };
}

function hasGroup(node: RxNode): boolean {
  switch (node.t) {
    case 'leaf':
    case 'ref':
      return false;
    case 'seq':
      return node.items.some(hasGroup);
    case 'alt':
      return node.branches.some(hasGroup);
    case 'group':
      return node.group !== undefined || hasGroup(node.body);
    case 'look':
    case 'atomic':
    case 'repeat':
      return hasGroup(node.body);
  }
}

type Compiled = {
  parsed: ParsedRegex;
  translated: TranslatedRegex;
  risky: readonly number[];
};

function compile(pattern: string): Compiled {
  const parsed = parsePythonRegex(pattern);
  const emitter = new Emitter();
  const source = emitter.emit(parsed.root);
  const flags = parsed.ignoreCase ? 'iu' : 'u';
  try {
    new RegExp(source, flags);
  } catch (e) {
    throw new PythonRegexError(`cannot be translated to JavaScript: ${(e as Error).message}`, 0);
  }
  const groupIndex: number[] = [0];
  for (let g = 1; g <= parsed.groupCount; g++) groupIndex[g] = emitter.groupIndex.get(g) ?? 0;
  const { risky, needsPython } = analyse(parsed.root);
  const mode: MatchMode = needsPython ? 'python' : risky.size > 0 ? 'hybrid' : 'js';
  return {
    parsed,
    translated: {
      source,
      flags,
      groupCount: parsed.groupCount,
      groupIndex,
      namedGroups: parsed.namedGroups,
      mode,
    },
    risky: [...risky],
  };
}

/** Translates a Python `re` pattern. Throws `PythonRegexError` for what Python rejects or JavaScript lacks. */
export function translatePythonRegex(pattern: string): TranslatedRegex {
  return compile(pattern).translated;
}

/** Group texts by Python group number (index 0 the whole match); undefined for groups that did not take part. */
export type PythonGroups = ArrayLike<string | undefined>;

/** The result of a Python-style match. */
export type PythonMatch = {
  /** The matched text (group 0). */
  text: string;
  group(n: number): string | null;
  /** Named groups in definition order, as Python's `groupdict()`. */
  groupdict(): Record<string, string | null>;
};

/** A compiled Python pattern with Python's `re.match` (anchored at the start only) and `re.fullmatch`. */
export class PythonRegex {
  readonly translated: TranslatedRegex;
  private readonly sticky: RegExp;
  private whole: RegExp | undefined;
  private readonly parsed: ParsedRegex;
  private readonly risky: readonly number[];
  /** Whether JavaScript group numbers are Python's (no atomic groups before a capture). */
  private readonly identity: boolean;
  private vm: PythonVm | null | undefined;

  constructor(readonly pattern: string) {
    const c = compile(pattern);
    this.parsed = c.parsed;
    this.translated = c.translated;
    this.risky = c.risky;
    this.sticky = new RegExp(this.translated.source, `${this.translated.flags}y`);
    this.identity = this.translated.groupIndex.every((js, g) => js === g);
  }

  get mode(): MatchMode {
    return this.translated.mode;
  }

  /**
   * Python's `re.match` as group texts by Python group number, or null. The hot path of the TextFSM engine:
   * for most patterns this is one sticky `exec`.
   */
  exec(text: string): PythonGroups | null {
    return this.run(text, false);
  }

  /** Python's `re.match`: the pattern must match at the start of `text`, not necessarily up to its end. */
  match(text: string): PythonMatch | null {
    const groups = this.run(text, false);
    return groups ? this.wrap(groups) : null;
  }

  /** Python's `re.fullmatch`. */
  fullMatch(text: string): PythonMatch | null {
    const groups = this.run(text, true);
    return groups ? this.wrap(groups) : null;
  }

  private run(text: string, full: boolean): PythonGroups | null {
    const mode = this.translated.mode;
    let m: RegExpExecArray | null = null;
    if (mode !== 'python' || this.getVm() === null) {
      m = this.jsExec(text, full);
      if (m === null) return null;
      if (mode === 'js' || this.risky.every((g) => m?.[this.translated.groupIndex[g] ?? 0] !== undefined)) {
        return this.fromJs(m);
      }
    }
    const vm = this.getVm();
    const slots = vm ? vm.run(text, full) : 'budget';
    if (slots === 'budget') {
      // Too costly for the Python-semantics matcher: JavaScript's answer stands.
      const fallback = m ?? this.jsExec(text, full);
      return fallback ? this.fromJs(fallback) : null;
    }
    if (slots === null) return null;
    const groups: Array<string | undefined> = new Array(this.translated.groupCount + 1);
    for (let g = 0; g <= this.translated.groupCount; g++) {
      const s = slots[g * 2];
      const e = slots[g * 2 + 1];
      groups[g] = s !== undefined && e !== undefined ? text.slice(s, e) : undefined;
    }
    return groups;
  }

  private jsExec(text: string, full: boolean): RegExpExecArray | null {
    if (!full) {
      this.sticky.lastIndex = 0;
      return this.sticky.exec(text);
    }
    this.whole ??= new RegExp(`^(?:${this.translated.source})$`, this.translated.flags);
    return this.whole.exec(text);
  }

  private fromJs(m: RegExpExecArray): PythonGroups {
    if (this.identity) return m;
    const groups: Array<string | undefined> = new Array(this.translated.groupCount + 1);
    groups[0] = m[0];
    for (let g = 1; g <= this.translated.groupCount; g++) groups[g] = m[this.translated.groupIndex[g] ?? 0];
    return groups;
  }

  private getVm(): PythonVm | null {
    if (this.vm !== undefined) return this.vm;
    try {
      this.vm = new PythonVm(
        this.parsed.root,
        this.parsed.groupCount,
        this.translated.flags,
        (node) => {
          const e = new Emitter();
          const source = e.emit(node);
          return { source, groupIndex: e.groupIndex };
        },
        this.parsed.ignoreCase,
      );
    } catch (e) {
      if (!(e instanceof VmTooLarge)) throw e;
      this.vm = null;
    }
    return this.vm;
  }

  private wrap(groups: PythonGroups): PythonMatch {
    const { namedGroups } = this.translated;
    const group = (n: number): string | null => groups[n] ?? null;
    return {
      text: groups[0] ?? '',
      group,
      groupdict() {
        const out: Record<string, string | null> = {};
        for (const { name, group: g } of namedGroups) out[name] = group(g);
        return out;
      },
    };
  }
}
