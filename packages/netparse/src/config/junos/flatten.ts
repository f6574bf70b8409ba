import type { ParseWarning } from '../../model/types';

/**
 * Junos configurations flattened to `set` lines, as Batfish does before it reads them: the curly-brace form of
 * `show configuration` and the `set` form of `show configuration | display set` give the same lines.
 *
 * - Each line keeps the 1-based line number of the statement it came from.
 * - `inactive:` statements and `deactivate` commands mark their lines (and every line below them) inactive.
 * - `/* comments *\/` and `#` comments are dropped; quoted strings keep spaces and escaped quotes.
 * - `[ a b c ]` lists give one line per item; `replace:` and `protect:` tags are dropped.
 * - `apply-groups` are expanded: a group's lines that match the level where the group is applied (with `<*>`
 *   wildcards) are inherited, before the level's own lines so that explicit statements win.
 *
 * Linear in the text's length; never throws; braces out of balance become warnings.
 */

export type JunosSetLine = {
  /** The path's words, unquoted (`interfaces`, `ge-0/0/0`, `description`, `to core 1`). */
  words: string[];
  /** 1-based line of the statement in the source text. */
  line: number;
  /** Inside an `inactive:` block or under a `deactivate` path: Junos ignores it. */
  inactive: boolean;
  /** The group it was inherited from through `apply-groups`. */
  group?: string;
};

export type FlattenResult = {
  lines: JunosSetLine[];
  warnings: ParseWarning[];
  /** Source lines that were structure only: braces, comments, blank lines, `## Last commit` headers. */
  structuralLines: number[];
};

type Token = {
  kind: 'word' | 'open' | 'close' | 'semi' | 'lbracket' | 'rbracket' | 'eol';
  text: string;
  line: number;
};

/** Deeper blocks than this are no configuration Junos writes; their statements are dropped with a warning. */
const MAX_DEPTH = 256;

const CLI_PROMPT = /^[A-Za-z0-9._-]+@[A-Za-z0-9._:-]+[>#%](?:\s|$)/;
const CLI_BANNER = /^(?:\{[A-Za-z0-9:_-]+\}|\[edit(?: [^\]]*)?\])$/;

/** The set-form commands a `display set` output holds. */
const SET_COMMANDS = new Set(['set', 'deactivate', 'activate', 'delete', 'insert', 'protect', 'unprotect']);

/** Splits the text into tokens; comments are skipped. Linear: every character is looked at once. */
function tokenize(text: string, warnings: ParseWarning[], file: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  let lineStart = true;
  while (i < n) {
    const c = text[i] ?? '';
    if (c === '\n') {
      tokens.push({ kind: 'eol', text: '', line });
      line++;
      i++;
      lineStart = true;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v') {
      i++;
      continue;
    }
    if (c === '#' && (lineStart || /\s|;/.test(text[i - 1] ?? ''))) {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (lineStart) {
      // A captured session may keep the CLI's prompt (`user@rtr> show configuration | display set`) and its
      // `{master:0}` banners: they are no statements.
      const end = text.indexOf('\n', i);
      const rest = text.slice(i, end < 0 ? n : end).trimEnd();
      if (CLI_PROMPT.test(rest) || CLI_BANNER.test(rest)) {
        i = end < 0 ? n : end;
        continue;
      }
    }
    lineStart = false;
    if (c === '/' && text[i + 1] === '*') {
      const startLine = line;
      i += 2;
      while (i < n && !(text[i] === '*' && text[i + 1] === '/')) {
        if (text[i] === '\n') line++;
        i++;
      }
      if (i >= n)
        warnings.push(warning(file, startLine, 'unclosed-comment', 'a /* comment */ is not closed'));
      i += 2;
      continue;
    }
    if (c === '{' || c === '}' || c === ';' || c === '[' || c === ']') {
      const kind =
        c === '{' ? 'open' : c === '}' ? 'close' : c === ';' ? 'semi' : c === '[' ? 'lbracket' : 'rbracket';
      tokens.push({ kind, text: c, line });
      i++;
      continue;
    }
    if (c === '"') {
      const startLine = line;
      let value = '';
      i++;
      while (i < n && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < n) {
          // `\"` and `\\` stand for the character; other escapes (`\n` in banners) are kept as written.
          const next = text[i + 1] ?? '';
          value += next === '"' || next === '\\' ? next : `\\${next}`;
          if (text[i + 1] === '\n') line++;
          i += 2;
          continue;
        }
        if (text[i] === '\n') line++;
        value += text[i];
        i++;
      }
      if (i >= n) warnings.push(warning(file, startLine, 'unclosed-quote', 'a quoted string is not closed'));
      i++;
      tokens.push({ kind: 'word', text: value, line: startLine });
      continue;
    }
    const start = i;
    if (c === '<') {
      // Group wildcards (`<ge-0/0/[1-4]>`) hold brackets that are no list.
      while (i < n && text[i] !== '>' && text[i] !== '\n' && text[i] !== ';' && text[i] !== '{') i++;
      if (text[i] === '>') i++;
    }
    while (i < n && !/[\s{};[\]"]/.test(text[i] ?? '')) i++;
    tokens.push({ kind: 'word', text: text.slice(start, i), line });
  }
  return tokens;
}

function warning(file: string, line: number, code: string, text: string): ParseWarning {
  return { file, line, severity: 'warning', code, text };
}

const TAGS = new Set(['inactive:', 'replace:', 'protect:']);

/** The lines of a Junos configuration in either form. */
export function flattenJunos(text: string, file = ''): FlattenResult {
  const warnings: ParseWarning[] = [];
  const source = typeof text === 'string' ? text : '';
  const tokens = tokenize(source, warnings, file);
  const lines: JunosSetLine[] = [];
  const deactivated: { words: string[]; line: number }[] = [];
  const deleted: string[][] = [];

  /** Open blocks: their words, whether inactive, and whether anything was written inside. */
  const stack: { words: string[]; inactive: boolean; line: number; used: boolean }[] = [];
  let words: string[] = [];
  let wordsLine = 0;
  let inactive = false;
  let list: string[] | undefined;
  let listAt = -1;

  /** The words of the open blocks, kept as the stack changes so that a statement's path costs its own length. */
  let pathWords: string[] = [];
  let inactiveDepth = 0;
  let tooDeep = 0;
  const path = () => pathWords;
  const parentInactive = () => inactiveDepth > 0;
  const emit = (statement: string[], line: number, isInactive: boolean) => {
    const top = stack[stack.length - 1];
    if (top) top.used = true;
    if (stack.length === 0 && SET_COMMANDS.has(statement[0] ?? '')) {
      const [command, ...rest] = statement;
      if (command === 'set') lines.push({ words: rest, line, inactive: false });
      else if (command === 'deactivate') deactivated.push({ words: rest, line });
      else if (command === 'delete') deleted.push(rest);
      else if (command !== 'activate' && command !== 'protect' && command !== 'unprotect') {
        warnings.push(warning(file, line, 'unsupported-command', `\`${command}\` is not applied`));
      }
      return;
    }
    lines.push({ words: [...path(), ...statement], line, inactive: isInactive || parentInactive() });
  };
  const takeWord = (text: string, line: number) => {
    if (words.length === 0) {
      if (TAGS.has(text)) {
        if (text === 'inactive:') inactive = true;
        return;
      }
      wordsLine = line;
    }
    words.push(text);
  };
  const reset = () => {
    words = [];
    inactive = false;
    list = undefined;
  };

  for (const token of tokens) {
    switch (token.kind) {
      case 'word':
        if (list) list.push(token.text);
        else takeWord(token.text, token.line);
        break;
      case 'lbracket':
        if (list) warnings.push(warning(file, token.line, 'nested-list', 'a `[` inside a list'));
        else {
          if (words.length === 0) wordsLine = token.line;
          list = [];
          listAt = words.length;
        }
        break;
      case 'rbracket':
        if (!list) warnings.push(warning(file, token.line, 'unbalanced-bracket', 'a `]` without its `[`'));
        else {
          // `[ a b ]` stands for its items, one statement each; the words after it (rare) follow each item.
          words.splice(listAt, 0, `\u0000list:${list.join('\u0000')}`);
          list = undefined;
        }
        break;
      case 'semi': {
        if (tooDeep > 0) {
          reset();
          break;
        }
        if (list) {
          warnings.push(warning(file, token.line, 'unclosed-list', 'a `[` list is not closed'));
          list = undefined;
        }
        if (words.length > 0)
          for (const statement of expandLists(words)) emit(statement, wordsLine, inactive);
        reset();
        break;
      }
      case 'open': {
        if (list) list = undefined;
        const frame = {
          words: expandLists(words)[0] ?? [],
          inactive,
          line: wordsLine || token.line,
          used: false,
        };
        if (stack.length >= MAX_DEPTH || tooDeep > 0) {
          if (tooDeep === 0) {
            warnings.push(
              warning(
                file,
                frame.line,
                'nesting-too-deep',
                `blocks nested deeper than ${MAX_DEPTH} are skipped`,
              ),
            );
          }
          tooDeep++;
          reset();
          break;
        }
        stack.push(frame);
        pathWords = [...pathWords, ...frame.words];
        if (frame.inactive) inactiveDepth++;
        reset();
        break;
      }
      case 'eol':
        // A `set` command ends at its line's end; curly-form statements end at `;`.
        if (
          stack.length === 0 &&
          tooDeep === 0 &&
          !list &&
          words.length > 0 &&
          SET_COMMANDS.has(words[0] ?? '')
        ) {
          for (const statement of expandLists(words)) emit(statement, wordsLine, inactive);
          reset();
        }
        break;
      case 'close': {
        if (tooDeep > 0) {
          tooDeep--;
          reset();
          break;
        }
        if (words.length > 0) {
          warnings.push(warning(file, wordsLine, 'missing-semicolon', 'a statement without `;` before `}`'));
          for (const statement of expandLists(words)) emit(statement, wordsLine, inactive);
          reset();
        }
        const frame = stack.pop();
        if (!frame) {
          warnings.push(warning(file, token.line, 'unbalanced-brace', 'a `}` without its `{`'));
          break;
        }
        pathWords = pathWords.slice(0, pathWords.length - frame.words.length);
        if (frame.inactive) inactiveDepth--;
        // An empty block still says its path is configured (`family ethernet-switching { }`).
        if (!frame.used && frame.words.length > 0) {
          lines.push({
            words: [...path(), ...frame.words],
            line: frame.line,
            inactive: frame.inactive || parentInactive(),
          });
        }
        const parent = stack[stack.length - 1];
        if (parent) parent.used = true;
        break;
      }
    }
  }
  if (words.length > 0) {
    const top = stack.length === 0;
    if (!top || !SET_COMMANDS.has(words[0] ?? '')) {
      warnings.push(warning(file, wordsLine, 'missing-semicolon', 'the last statement has no `;`'));
    }
    for (const statement of expandLists(words)) emit(statement, wordsLine, inactive);
  }
  if (stack.length > 0) {
    const frame = stack[0];
    warnings.push(
      warning(
        file,
        frame?.line ?? 0,
        'unbalanced-brace',
        `${stack.length} block(s) not closed at the end of the text`,
      ),
    );
  }

  let result = lines;
  if (deleted.length > 0) {
    const trie = prefixTrie(deleted);
    result = result.filter((l) => !underPrefix(trie, l.words));
  }
  if (deactivated.length > 0) {
    const trie = prefixTrie(deactivated.map((d) => d.words));
    for (const l of result) if (underPrefix(trie, l.words)) l.inactive = true;
  }
  result = applyGroups(result, warnings, file);
  return { lines: result, warnings, structuralLines: [] };
}

/**
 * `set a [ b c ] d` → `set a b d`, `set a c d`. Junos writes one list per statement; a further list (which
 * would multiply the statements) keeps its first item only.
 */
const MAX_LIST_WORDS = 2_000_000;

function expandLists(words: string[]): string[][] {
  let out: string[][] = [[]];
  let expanded = false;
  for (const word of words) {
    if (word.startsWith('\u0000list:')) {
      const items = word
        .slice('\u0000list:'.length)
        .split('\u0000')
        .filter((w) => w !== '');
      if (items.length === 0) continue;
      // The statements a list gives are bounded by the words they would hold, not only by their number.
      if (expanded || items.length * words.length > MAX_LIST_WORDS) {
        for (const prefix of out) prefix.push(items[0] ?? '');
        continue;
      }
      expanded = true;
      out = out.flatMap((prefix) => items.map((item) => [...prefix, item]));
    } else for (const prefix of out) prefix.push(word);
  }
  return out;
}

type Trie = { end: boolean; next: Map<string, Trie> };

/** Paths as a trie, so that testing a line against all of them costs the line's length. */
function prefixTrie(paths: readonly string[][]): Trie {
  const root: Trie = { end: false, next: new Map() };
  for (const path of paths) {
    let node = root;
    for (const word of path) {
      let child = node.next.get(word);
      if (!child) {
        child = { end: false, next: new Map() };
        node.next.set(word, child);
      }
      node = child;
    }
    node.end = true;
  }
  return root;
}

function underPrefix(trie: Trie, words: readonly string[]): boolean {
  let node: Trie | undefined = trie;
  if (node.end) return true;
  for (const word of words) {
    node = node.next.get(word);
    if (!node) return false;
    if (node.end) return true;
  }
  return false;
}

function startsWith(words: readonly string[], prefix: readonly string[]): boolean {
  if (prefix.length > words.length) return false;
  for (let i = 0; i < prefix.length; i++) if (words[i] !== prefix[i]) return false;
  return true;
}

/**
 * `<*>`, `<ge-*>`, `<ge-0/0/[1-4]>`: a group's wildcard names (globs with `*`, `?` and `[…]` classes), matched
 * against the names the configuration uses.
 */
function wildcardMatches(pattern: string, name: string): boolean {
  if (!(pattern.startsWith('<') && pattern.endsWith('>'))) return pattern === name;
  const glob = pattern.slice(1, -1);
  if (glob.length > 100) return false;
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] ?? '';
    if (c === '*') source += '.*';
    else if (c === '?') source += '.';
    else if (c === '[') {
      const close = glob.indexOf(']', i + 1);
      const body = close > i ? glob.slice(i + 1, close) : '';
      if (close < 0 || !/^!?[A-Za-z0-9-]+$/.test(body)) return false;
      source += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`;
      i = close;
    } else source += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  try {
    return new RegExp(`^${source}$`).test(name);
  } catch {
    return false;
  }
}

/** Whether a path starts with a group's words, wildcards matched. */
function matchesLevel(groupWords: readonly string[], level: readonly string[]): boolean {
  if (groupWords.length < level.length) return false;
  for (let i = 0; i < level.length; i++)
    if (!wildcardMatches(groupWords[i] ?? '', level[i] ?? '')) return false;
  return true;
}

/**
 * Expands `apply-groups` at any level. The group's lines are matched word by word against the configured paths
 * under the level (wildcards against configured names); matching lines are copied under the level, flagged
 * with the group, and placed before the level's own lines.
 */
function applyGroups(lines: JunosSetLine[], warnings: ParseWarning[], file: string): JunosSetLine[] {
  const groups = new Map<string, JunosSetLine[]>();
  const applications: { level: string[]; group: string; line: number; inactive: boolean }[] = [];
  const rest: JunosSetLine[] = [];
  for (const line of lines) {
    if (line.words[0] === 'groups' && line.words.length >= 3) {
      const name = line.words[1] ?? '';
      groups.set(name, [...(groups.get(name) ?? []), { ...line, words: line.words.slice(2) }]);
      continue;
    }
    const at = line.words.indexOf('apply-groups');
    if (at >= 0 && at === line.words.length - 2) {
      applications.push({
        level: line.words.slice(0, at),
        group: line.words[at + 1] ?? '',
        line: line.line,
        inactive: line.inactive,
      });
    }
    rest.push(line);
  }
  if (applications.length === 0) return rest;
  // Configured paths by their first words, to resolve wildcards against names that exist.
  const inherited: JunosSetLine[] = [];
  for (const application of applications) {
    if (application.inactive) continue;
    const group = groups.get(application.group);
    if (!group) {
      warnings.push(
        warning(
          file,
          application.line,
          'undefined-group',
          `apply-groups ${application.group}: no such group`,
        ),
      );
      continue;
    }
    const candidates = rest.filter(
      (l) => startsWith(l.words, application.level) && l.words.length > application.level.length,
    );
    for (const groupLine of group) {
      if (!matchesLevel(groupLine.words, application.level)) {
        // A group applied below the top holds paths from the top: only those under the level apply.
        continue;
      }
      const tail = groupLine.words.slice(application.level.length);
      const hasWildcard = tail.some((w) => w.startsWith('<') && w.endsWith('>'));
      if (!hasWildcard) {
        inherited.push({
          words: [...application.level, ...tail],
          line: groupLine.line,
          inactive: groupLine.inactive,
          group: application.group,
        });
        continue;
      }
      // Every configured path that matches the wildcards up to the last wildcard gets the group's line.
      const lastWildcard = tail.reduce((last, w, i) => (w.startsWith('<') && w.endsWith('>') ? i : last), -1);
      const seen = new Set<string>();
      for (const candidate of candidates) {
        const words = candidate.words.slice(application.level.length);
        if (words.length <= lastWildcard) continue;
        let ok = true;
        for (let i = 0; i <= lastWildcard && ok; i++) ok = wildcardMatches(tail[i] ?? '', words[i] ?? '');
        if (!ok) continue;
        const resolved = [...words.slice(0, lastWildcard + 1), ...tail.slice(lastWildcard + 1)];
        const key = resolved.join('\u0000');
        if (seen.has(key)) continue;
        seen.add(key);
        inherited.push({
          words: [...application.level, ...resolved],
          line: groupLine.line,
          inactive: groupLine.inactive,
          group: application.group,
        });
      }
    }
  }
  return [...inherited, ...rest];
}

/** A set line as Junos prints it, quoting words with spaces or special characters. */
export function setLineText(line: JunosSetLine): string {
  const words = line.words.map((w) =>
    w === '' || /[\s;{}[\]"#]/.test(w) ? `"${w.replace(/(["\\])/g, '\\$1')}"` : w,
  );
  return `${line.inactive ? 'deactivate' : 'set'} ${words.join(' ')}`;
}
