/**
 * Command patterns in the ntc-templates index form: `sh[[ow]] ip int[[erface]] br[[ief]]`, where `abc[[xyz]]`
 * accepts `abc`, `abcx`, `abcxy` and `abcxyz` (clitable expands it to the regex `abc(x(y(z)?)?)?`), and the rest
 * is a Python regex.
 */
import { PythonRegex } from './python-regex';

/** clitable's expansion of every `[[word]]` into nested optional groups, one per character. */
export function expandCommandCompletions(pattern: string): string {
  return pattern.replace(/\[\[(.+?)\]\]/g, (_all, word: string) => {
    const chars = [...word];
    return `(${chars.join('(')}${')?'.repeat(chars.length)}`;
  });
}

/** Typed commands longer than this never match: no real command is, and it bounds regex patterns' work. */
export const MAX_COMMAND_LENGTH = 4096;

/** The typed command as matched: trimmed, each run of whitespace one space. */
export function normalizeCommand(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

type Segment = { literal: string } | { completion: string };

/**
 * A pattern made only of literal text and `[[…]]` completions (nearly every index line), as segments; undefined
 * when the pattern holds regex syntax.
 */
function completionSegments(pattern: string): Segment[] | undefined {
  const out: Segment[] = [];
  const re = /\[\[(.+?)\]\]/g;
  let last = 0;
  const plain = /^[A-Za-z0-9 _\-:,;@%&=<>"'!~`/]*$/;
  for (let m = re.exec(pattern); m !== null; m = re.exec(pattern)) {
    const text = pattern.slice(last, m.index);
    const word = m[1] ?? '';
    if (!plain.test(text) || !plain.test(word)) return undefined;
    if (text !== '') out.push({ literal: text });
    out.push({ completion: word });
    last = m.index + m[0].length;
  }
  const tail = pattern.slice(last);
  if (!plain.test(tail)) return undefined;
  if (tail !== '') out.push({ literal: tail });
  return out;
}

/**
 * Matching a typed command against literal-and-completion segments by simulating all positions at once: time
 * grows linearly with the command's length whatever the pattern (no backtracking).
 */
class CompletionMatcher {
  /** Each position is one character to match: a literal one, or one of a completion word (skippable onwards). */
  private readonly chars: string[] = [];
  /** For each position: where skipping the rest of its completion leads, or -1 for a literal character. */
  private readonly skipTo: number[] = [];

  constructor(segments: Segment[]) {
    for (const s of segments) {
      if ('literal' in s) {
        for (const c of s.literal) {
          this.chars.push(c);
          this.skipTo.push(-1);
        }
      } else {
        const word = [...s.completion];
        const end = this.chars.length + word.length;
        for (const c of word) {
          this.chars.push(c);
          this.skipTo.push(end);
        }
      }
    }
  }

  /** Adds `pos` and every position reachable from it by skipping completions. */
  private close(set: Set<number>, pos: number): void {
    let p = pos;
    while (!set.has(p)) {
      set.add(p);
      const skip = this.skipTo[p];
      if (skip === undefined || skip < 0) return;
      p = skip;
    }
  }

  matches(typed: string, prefix: boolean): boolean {
    const end = this.chars.length;
    let current = new Set<number>();
    this.close(current, 0);
    for (const c of typed) {
      if (prefix && current.has(end)) return true;
      const next = new Set<number>();
      for (const p of current) {
        if (p < end && this.chars[p] === c) this.close(next, p + 1);
      }
      if (next.size === 0) return false;
      current = next;
    }
    return current.has(end);
  }
}

/** A command pattern compiled once. */
export class CommandPattern {
  private readonly completion: CompletionMatcher | undefined;
  private readonly regex: PythonRegex | undefined;

  /** Throws `PythonRegexError` when the pattern's regex part is invalid. */
  constructor(readonly pattern: string) {
    const segments = completionSegments(pattern);
    if (segments) this.completion = new CompletionMatcher(segments);
    else this.regex = new PythonRegex(expandCommandCompletions(pattern));
  }

  /** Whether the whole typed command is one this pattern accepts (`sh ip int br` for `sh[[ow]] ip int[[erface]] br[[ief]]`). */
  matches(typed: string): boolean {
    return this.test(typed, false);
  }

  /**
   * Whether the typed command starts with a match, which is how clitable chooses an index line (Python's
   * `re.match`): `show vlan brief` is accepted by `sh[[ow]] vlan`.
   */
  matchesPrefix(typed: string): boolean {
    return this.test(typed, true);
  }

  private test(typed: string, prefix: boolean): boolean {
    const command = normalizeCommand(typed);
    if (command.length > MAX_COMMAND_LENGTH) return false;
    if (this.completion) return this.completion.matches(command, prefix);
    if (!this.regex) return false;
    return prefix ? this.regex.match(command) !== null : this.regex.fullMatch(command) !== null;
  }
}

const cache = new Map<string, CommandPattern>();
const MAX_CACHED = 2048;

/**
 * Whether a typed command (`sh ip int br`) is one that an index-form pattern (`sh[[ow]] ip int[[erface]]
 * br[[ief]]`) accepts, as a whole. Whitespace runs in the typed command count as one space.
 */
export function commandMatches(pattern: string, typed: string): boolean {
  let compiled = cache.get(pattern);
  if (!compiled) {
    if (cache.size >= MAX_CACHED) cache.clear();
    compiled = new CommandPattern(pattern);
    cache.set(pattern, compiled);
  }
  return compiled.matches(typed);
}
