import { type KeyValue, readKeyValues } from '../../config/routeros/kv';
import { looksBinary, pagerWarnings, splitLines, type TextLine } from '../../parse/lines';
import { type ParseInput, ParseLog, type ParseResult } from '../../parse/types';

/**
 * The frame of a RouterOS print: the echoed prompt, the `Flags:` and `Columns:` legends, log lines the console
 * interleaves (`17:20:06 echo: system,error,critical login failure …`), and the CLI's errors as the whole output.
 * Then three readers for the three shapes a print takes: records (`print detail`, `print terse`), a table with
 * a `#` header (`print`), and properties (`key: value`, as `/system resource print`).
 */

/** `[admin@MikroTik] > /system resource print`, `[admin@rtr1] /interface> print`. */
const PROMPT = /^\[[^[\]@]{1,64}@[^[\]]{1,128}\][^>]{0,200}>/;
const LOG_ECHO = /^\d{1,2}:\d{2}:\d{2} echo: /;
const ERROR_LINES = [
  /^bad command name /,
  /^syntax error\b/,
  /^expected (?:end of command|command name)/,
  /^input does not match/,
  /^no such (?:item|command)/,
  /^failure: /,
  /^invalid (?:value|argument)/,
  /^ambiguous value/,
];

export type RouterosLines = {
  log: ParseLog;
  lines: TextLine[];
  /** Flag letters of the `Flags:` legend and what they mean, lower case (`X` → `disabled`). */
  flags: Map<string, string>;
  rejected?: ParseResult;
};

export function routerosLines(text: string, input: ParseInput): RouterosLines {
  const log = new ParseLog(input.file);
  const pagerLines: number[] = [];
  const all = splitLines(typeof text === 'string' ? text : '', pagerLines);
  pagerWarnings(
    pagerLines,
    (n, code, message) => log.warn(n, code, message, 'info'),
    'a pager prompt was removed from this line',
  );
  if (looksBinary(text)) log.warn(0, 'binary-content', 'the text holds binary bytes');
  const lines: TextLine[] = [];
  const flags = new Map<string, string>();
  for (const line of all) {
    const trimmed = line.text.trim();
    if (trimmed === '' || PROMPT.test(trimmed)) {
      log.recognized++;
      continue;
    }
    if (LOG_ECHO.test(trimmed)) {
      log.recognized++;
      log.warn(
        line.n,
        'interleaved-log',
        `a console log line among the output: ${trimmed.slice(0, 120)}`,
        'info',
      );
      continue;
    }
    const legend = /^Flags:\s*(.*)$/.exec(trimmed);
    if (legend) {
      for (const item of (legend[1] ?? '').split(/[;,]\s*/)) {
        const match = /^(\S)\s+-\s+(.+)$/.exec(item.trim());
        if (match) flags.set(match[1] ?? '', (match[2] ?? '').trim().toLowerCase());
      }
      log.recognized++;
      continue;
    }
    if (/^Columns:\s/.test(trimmed)) {
      log.recognized++;
      continue;
    }
    lines.push(line);
  }
  const errors = lines.filter((l) => ERROR_LINES.some((re) => re.test(l.text.trim())));
  if (lines.length > 0 && errors.length === lines.length) {
    log.recognized += lines.length;
    const first = errors[0];
    log.warn(
      first?.n ?? 0,
      'command-rejected',
      `the device rejected the command: ${first?.text.trim() ?? ''}`,
    );
    return { log, lines: [], flags, rejected: log.result({}) };
  }
  return { log, lines, flags };
}

/** One item of a `print detail` or `print terse`. */
export type PrintRecord = {
  index?: number;
  /** Flag letters, e.g. `XR`, `DAc`. */
  flags: string;
  comment?: string;
  values: Map<string, string>;
  pairs: KeyValue[];
  line: number;
};

const INDEXED = /^\s*(\d+)(?:\s+(.*))?$/;
const FLAG_WORDS = /^[A-Za-z+*~]{1,10}$/;
const STARTS_WITH_KEY = /^\s*\.?[a-z0-9][a-z0-9-]*=/;
/** Flags with a capital or `+` (dynamic, active, ECMP …), then a pair: an item of its own, not a wrapped value. */
const INDENTED_FLAGS_THEN_KEY = /^\s+(?=[a-z+*~]*[A-Z+*])[A-Za-z+*~]{1,10}\s+[a-z][a-z0-9-]*=/;
const FLAGS_THEN_KEY = /^[A-Za-z+*~]{1,10}(?:\s+[A-Za-z+*~]{1,10})?\s+[a-z][a-z0-9-]*=/;

/**
 * Records of `print detail` / `print terse`: an item starts at its index (` 0  R ;;; comment`), or, in RouterOS 7's
 * terse print, at a line of flags and pairs (`DAc dst-address=…`). Indented lines continue the item; a comment
 * may run over lines until the first line of pairs.
 */
export function readRecords({ log, lines }: RouterosLines): PrintRecord[] {
  const records: PrintRecord[] = [];
  let current: PrintRecord | undefined;
  let parts: string[] = [];
  let inComment = false;
  let pendingComment: string | undefined;
  const close = () => {
    if (!current) return;
    const { pairs } = readKeyValues(parts.join(' '));
    current.pairs = pairs;
    for (const pair of pairs) current.values.set(pair.key, pair.value);
    records.push(current);
    current = undefined;
    parts = [];
    inComment = false;
  };
  const open = (index: number | undefined, rest: string, n: number) => {
    close();
    current = { flags: '', values: new Map(), pairs: [], line: n };
    if (index !== undefined) current.index = index;
    if (pendingComment !== undefined) current.comment = pendingComment;
    pendingComment = undefined;
    const comment = rest.indexOf(';;;');
    const head = comment >= 0 ? rest.slice(0, comment) : rest;
    const { leading } = readKeyValues(head);
    const flagWords: string[] = [];
    for (const word of leading) {
      if (FLAG_WORDS.test(word)) flagWords.push(word);
      else break;
    }
    current.flags = flagWords.join('');
    if (comment >= 0) {
      current.comment = rest.slice(comment + 3).trim();
      inComment = true;
    } else parts.push(head);
  };

  for (const { n, text: raw } of lines) {
    const trimmed = raw.trim();
    const indexed = INDEXED.exec(raw);
    if (indexed && !STARTS_WITH_KEY.test(raw)) {
      open(Number(indexed[1]), indexed[2] ?? '', n);
      log.recognized++;
      continue;
    }
    if (trimmed.startsWith(';;;') && (!current || !/^\s/.test(raw))) {
      close();
      pendingComment = trimmed.slice(3).trim();
      log.recognized++;
      continue;
    }
    if (current && inComment && !STARTS_WITH_KEY.test(raw)) {
      current.comment = `${current.comment ?? ''} ${trimmed}`.trim();
      log.recognized++;
      continue;
    }
    if (/^\s/.test(raw) && INDENTED_FLAGS_THEN_KEY.test(raw)) {
      // RouterOS 7 prints dynamic items without an index: `   DAc   dst-address=…`.
      open(undefined, trimmed, n);
      log.recognized++;
      continue;
    }
    if (current && /^\s/.test(raw) && STARTS_WITH_KEY.test(raw)) {
      inComment = false;
      parts.push(trimmed);
      log.recognized++;
      continue;
    }
    if (!/^\s/.test(raw) && (STARTS_WITH_KEY.test(raw) || FLAGS_THEN_KEY.test(raw))) {
      open(undefined, raw, n);
      log.recognized++;
      continue;
    }
    if (current && /^\s/.test(raw) && !inComment) {
      // A wrapped value: the line goes on the item's text as it stands.
      parts.push(trimmed);
      log.recognized++;
      continue;
    }
    log.unrecognizedLine(n, raw);
  }
  close();
  return records;
}

/** One row of a `print` table, its cells by column name. */
export type TableRow = {
  index?: number;
  flags: string;
  comment?: string;
  cells: Map<string, string>;
  line: number;
};

type Column = { name: string; start: number; end: number };

const TABLE_HEADER = /^\s*#\s+[A-Z]/;

/** Whether the print is a table (it has a `#  NAME …` header). */
export function isTable(lines: readonly TextLine[]): boolean {
  return lines.some((l) => TABLE_HEADER.test(l.text));
}

/**
 * Rows of a `print` table. Cells are assigned to the header column they overlap most, so empty cells, right-aligned
 * numbers and rows printed a column off (as RouterOS 7 does after a one-letter flag) still land in their column.
 * RouterOS 6 prints a row's comment after its flags with the cells on the next line; RouterOS 7 prints the
 * comment on a line of its own before the row.
 */
export function readTable({ log, lines }: RouterosLines): TableRow[] {
  const rows: TableRow[] = [];
  let columns: Column[] = [];
  let waiting: TableRow | undefined;
  let pendingComment: string | undefined;
  const fill = (row: TableRow, raw: string, from: number) => {
    const first = columns[0]?.start ?? 0;
    const flagWords: string[] = [];
    for (const m of raw.slice(from).matchAll(/\S+/g)) {
      const start = from + (m.index ?? 0);
      const word = m[0];
      const end = start + word.length;
      if (end <= first && FLAG_WORDS.test(word) && row.cells.size === 0) {
        flagWords.push(word);
        continue;
      }
      let best: Column | undefined;
      let bestOverlap = 0;
      for (const column of columns) {
        const overlap = Math.min(end, column.end) - Math.max(start, column.start);
        if (overlap > bestOverlap) {
          best = column;
          bestOverlap = overlap;
        }
      }
      const target = best ?? (start < first ? columns[0] : columns[columns.length - 1]);
      if (!target) continue;
      const previous = row.cells.get(target.name);
      row.cells.set(target.name, previous ? `${previous} ${word}` : word);
    }
    if (flagWords.length > 0) row.flags += flagWords.join('');
  };
  for (const { n, text: raw } of lines) {
    if (TABLE_HEADER.test(raw)) {
      columns = [];
      const hash = raw.indexOf('#');
      const words = [...raw.slice(hash + 1).matchAll(/\S+/g)];
      words.forEach((m, i) => {
        const start = hash + 1 + (m.index ?? 0);
        const next = words[i + 1];
        columns.push({
          name: m[0],
          start,
          end: next ? hash + 1 + (next.index ?? 0) : Number.MAX_SAFE_INTEGER,
        });
      });
      log.recognized++;
      continue;
    }
    if (columns.length === 0) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    const trimmed = raw.trim();
    if (trimmed.startsWith(';;;')) {
      pendingComment = trimmed.slice(3).trim();
      log.recognized++;
      continue;
    }
    const indexed = /^(\s*)(\d+)(?=\s|$)/.exec(raw);
    // An index stands under `#`, before the first column; digits further right continue a cell.
    if (indexed && (indexed[1] ?? '').length < (columns[0]?.start ?? 0)) {
      const row: TableRow = { index: Number(indexed[2]), flags: '', cells: new Map(), line: n };
      if (pendingComment !== undefined) row.comment = pendingComment;
      pendingComment = undefined;
      const from = (indexed[1] ?? '').length + (indexed[2] ?? '').length;
      const comment = raw.indexOf(';;;', from);
      if (comment >= 0) {
        for (const word of raw.slice(from, comment).trim().split(/\s+/)) {
          if (FLAG_WORDS.test(word)) row.flags += word;
        }
        row.comment = raw.slice(comment + 3).trim();
        waiting = row;
      } else {
        fill(row, raw, from);
        waiting = undefined;
      }
      rows.push(row);
      log.recognized++;
      continue;
    }
    if (waiting && /^\s/.test(raw)) {
      fill(waiting, raw, 0);
      waiting = undefined;
      log.recognized++;
      continue;
    }
    // A list cell too long for one line goes on under its column (`/interface bridge vlan print`).
    const last = rows[rows.length - 1];
    if (last && /^\s/.test(raw)) {
      fill(last, raw, 0);
      log.recognized++;
      continue;
    }
    log.unrecognizedLine(n, raw);
  }
  return rows;
}

/** `key: value` lines of a property print (`/system resource print`, `/interface bridge monitor`). */
export function readProperties({ log, lines }: RouterosLines): Map<string, { value: string; line: number }> {
  const out = new Map<string, { value: string; line: number }>();
  for (const { n, text: raw } of lines) {
    const match = /^\s*([a-z][a-z0-9-]*):(?:\s+(.*))?$/.exec(raw);
    if (match) {
      out.set(match[1] ?? '', { value: (match[2] ?? '').trim(), line: n });
      log.recognized++;
      continue;
    }
    if (raw.trim().startsWith(';;;')) {
      log.recognized++;
      continue;
    }
    log.unrecognizedLine(n, raw);
  }
  return out;
}

/** Whether the flags say the item is disabled (`X`). */
export function isDisabled(flags: string): boolean {
  return flags.includes('X');
}
