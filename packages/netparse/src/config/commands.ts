/**
 * Command tables: the statements a configuration block understands, looked up word by word as the device's
 * own CLI does it, with abbreviations (`int gi1/0/1`, `sw mo acc`) and `*` for a word of any value.
 *
 * An entry with a handler is modelled; one without is known and deliberately not modelled (it counts as
 * recognised, and inside interfaces and routing processes it is kept as extra configuration).
 */
import type { ConfigNode } from '../model/types';

/** One statement as handlers see it. */
export type Stmt = {
  node: ConfigNode;
  /** The words, quotes removed, without a leading `no`. */
  words: string[];
  /** The same words in lower case. */
  lower: string[];
  /** Written as `no …`. */
  negated: boolean;
  /** The words after the table's phrase. */
  args: string[];
  /** The same in lower case. */
  largs: string[];
  /** The statement's text after its first `count` words (of `words`), spacing kept, quotes removed. */
  rest(count: number): string;
};

/** Answers `false` when the statement is known but its values could not be read. */
export type Handler<C, S> = (c: C, s: Stmt, state: S) => boolean | undefined;

export type Entry<C, S> = {
  /** Space-separated keywords; `*` matches any one word. */
  phrase: string;
  handle?: Handler<C, S>;
  /** A known block whose contents are deliberately not read (key material, licences, platform tuning). */
  opaque?: boolean;
  /** Also kept verbatim as extra configuration although a handler reads it. */
  keep?: boolean;
};

type TrieNode<C, S> = {
  literal: Map<string, TrieNode<C, S>>;
  keys: string[];
  wildcard?: TrieNode<C, S>;
  entry?: Entry<C, S>;
};

function newNode<C, S>(): TrieNode<C, S> {
  return { literal: new Map(), keys: [] };
}

/** An abbreviation is at least this long and made of letters and dashes only; values are not abbreviated. */
const ABBREVIATION = /^[a-z][a-z-]+$/;

export type Match<C, S> = { entry: Entry<C, S>; at: number };

export class CommandTable<C, S> {
  private readonly root = newNode<C, S>();

  constructor(entries: readonly (Entry<C, S> | string)[]) {
    for (const item of entries) this.add(typeof item === 'string' ? { phrase: item } : item);
  }

  add(entry: Entry<C, S>): this {
    let node = this.root;
    for (const word of entry.phrase.toLowerCase().split(' ')) {
      if (word === '') continue;
      if (word === '*') {
        node.wildcard ??= newNode();
        node = node.wildcard;
        continue;
      }
      let next = node.literal.get(word);
      if (!next) {
        next = newNode();
        node.literal.set(word, next);
        node.keys.push(word);
      }
      node = next;
    }
    // A later entry of the same phrase (a dialect's own handler) replaces the shared one.
    node.entry = entry;
    return this;
  }

  /** The longest phrase the words start with, and how many words it took. */
  match(lower: readonly string[]): Match<C, S> | undefined {
    let node: TrieNode<C, S> = this.root;
    let best: Match<C, S> | undefined;
    for (let k = 0; ; k++) {
      if (node.entry) best = { entry: node.entry, at: k };
      const word = lower[k];
      if (word === undefined) break;
      const next: TrieNode<C, S> | undefined =
        node.literal.get(word) ?? abbreviated(node, word) ?? node.wildcard;
      if (!next) break;
      node = next;
    }
    return best;
  }
}

function abbreviated<C, S>(node: TrieNode<C, S>, word: string): TrieNode<C, S> | undefined {
  if (word.length < 2 || node.keys.length === 0 || !ABBREVIATION.test(word)) return undefined;
  let found: string | undefined;
  for (const key of node.keys) {
    if (key.startsWith(word)) {
      if (found !== undefined) return undefined;
      found = key;
    }
  }
  return found === undefined ? undefined : node.literal.get(found);
}

const QUOTE = 34;

/** A space or a tab (character codes: statements are split millions of times, without one-letter strings). */
function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/** Words of a statement; double-quoted text (AOS-S names) is one word without its quotes. */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && isBlank(text.charCodeAt(i))) i++;
    if (i >= n) break;
    if (text.charCodeAt(i) === QUOTE) {
      const end = text.indexOf('"', i + 1);
      if (end < 0) {
        words.push(text.slice(i + 1));
        break;
      }
      words.push(text.slice(i + 1, end));
      i = end + 1;
      continue;
    }
    let j = i;
    while (j < n && !isBlank(text.charCodeAt(j))) j++;
    words.push(text.slice(i, j));
    i = j;
  }
  return words;
}

/**
 * A statement of a node: words, `no`, and the raw remainder after some words. A class, not an object with a
 * closure: one is made per configuration line, and parsing thousands of configurations makes millions.
 */
class Statement implements Stmt {
  readonly words: string[];
  readonly lower: string[];
  readonly negated: boolean;
  readonly offset: number;
  args: string[] = [];
  largs: string[] = [];

  constructor(readonly node: ConfigNode) {
    const all = splitWords(node.text);
    this.negated = (all[0] ?? '').toLowerCase() === 'no' && all.length > 1;
    this.words = this.negated ? all.slice(1) : all;
    this.offset = this.negated ? 1 : 0;
    this.lower = this.words.map((w) => w.toLowerCase());
  }

  /** The words after the first `at` (the table's phrase). */
  after(at: number): Stmt {
    this.args = this.words.slice(at);
    this.largs = this.lower.slice(at);
    return this;
  }

  rest(count: number): string {
    // Walks the raw text past `count + offset` words so that spacing inside the remainder is kept.
    const text = this.node.text;
    let i = 0;
    const n = text.length;
    for (let k = 0; k < count + this.offset; k++) {
      while (i < n && isBlank(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) === QUOTE) {
        const end = text.indexOf('"', i + 1);
        i = end < 0 ? n : end + 1;
      } else {
        while (i < n && !isBlank(text.charCodeAt(i))) i++;
      }
    }
    const remainder = text.slice(i).trim();
    return remainder.length >= 2 && remainder.startsWith('"') && remainder.endsWith('"')
      ? remainder.slice(1, -1)
      : remainder;
  }
}

export function statementOf(node: ConfigNode): Statement {
  return new Statement(node);
}

/** A statement read again with other words (a sub-command, a prefix added): the same node and `rest`. */
export function restate(s: Stmt, changes: Partial<Pick<Stmt, 'args' | 'largs' | 'words' | 'lower'>>): Stmt {
  return Object.assign(Object.create(Object.getPrototypeOf(s) as object) as Stmt, s, changes);
}
