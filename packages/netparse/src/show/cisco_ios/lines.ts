import type { NormalizedInterface, SourceRef } from '../../model/types';
import type { TextLine } from '../../parse/lines';
import type { ShowContext } from '../common/show-output';

/**
 * What the Cisco IOS and NX-OS show parsers share: counting a line as read or not, repeated records, words
 * with their offsets, numbers and VLAN ids, CDP capability codes.
 */

/** Counts a line: recognised when `ok`, otherwise unrecognised with its warning. Answers `ok`. */
export function tally(ctx: ShowContext, line: TextLine, ok: boolean): boolean {
  if (ok) ctx.log.recognized++;
  else ctx.log.unrecognizedLine(line.n, line.text);
  return ok;
}

/**
 * Warns `repeated-record` when a table lists the same key a second time (outputs of two devices joined, or a
 * capture repeated); the parser keeps one record and the later values win.
 */
export function noteRepeat(ctx: ShowContext, seen: Set<string>, key: string, line: TextLine): void {
  if (seen.has(key))
    ctx.log.warn(line.n, 'repeated-record', `${key} is listed a second time; its values replace the first`);
  seen.add(key);
}

/** A word of a line and where it starts and ends. */
export type Word = { text: string; start: number; end: number };

/** The words of a line with their offsets (split on spaces and tabs). */
export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSpace(text.charCodeAt(i))) i++;
    out.push({ text: text.slice(start, i), start, end: i });
  }
  return out;
}

/** Whether a character is one that `\s` matches (character codes: every show line is split into words). */
function isSpace(code: number): boolean {
  if (code > 32 && code < 160) return false;
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Whether any of the anchored patterns matches the text. */
export function matchesAny(text: string, patterns: readonly RegExp[]): boolean {
  for (const pattern of patterns) if (pattern.test(text)) return true;
  return false;
}

/** An integer from device text, or `undefined` (never `NaN`). */
export function toInt(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,12}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/** A VLAN id (1–4094) from device text, or `undefined`. */
export function toVlan(text: string | undefined): number | undefined {
  const value = toInt(text);
  return value !== undefined && value >= 1 && value <= 4094 ? value : undefined;
}

/**
 * Capability letters of Cisco CDP neighbour tables (IOS and NX-OS legends), in the model's words. `S` is a
 * switch here, unlike LLDP's station.
 */
const CDP_LETTERS: Record<string, string> = {
  R: 'router',
  T: 'bridge',
  B: 'source-route-bridge',
  S: 'switch',
  H: 'host',
  I: 'igmp',
  r: 'repeater',
  P: 'phone',
  V: 'phone',
  D: 'remote',
  C: 'cvta',
  M: 'two-port-mac-relay',
  s: 'supports-stp-dispute',
};

/** CDP capability letters (`R S I`) in the model's lower-case words. */
export function cdpCapabilityLetters(letters: readonly string[]): string[] {
  const out: string[] = [];
  for (const letter of letters) {
    const word = CDP_LETTERS[letter];
    if (word && !out.includes(word)) out.push(word);
  }
  return out;
}

/** CDP capability words of detail outputs (`Router Switch IGMP`, `Trans-Bridge`) in lower case. */
export function cdpCapabilityWords(text: string): string[] {
  const out: string[] = [];
  // NX-OS spells one capability in two words.
  for (const raw of text
    .trim()
    .replace(/\bIGMP Filtering\b/i, 'IGMP')
    .split(/\s+/)) {
    if (raw === '') continue;
    const word = raw.toLowerCase();
    const normalised = word === 'trans-bridge' ? 'bridge' : word === 'voip-phone' ? 'phone' : word;
    if (!out.includes(normalised)) out.push(normalised);
  }
  return out;
}

/** How an output of one block per interface reads (IOS `show ip interface`, NX-OS `show ipv6 interface` …). */
export type InterfaceBlocks = {
  /** The interface whose block a line opens (`Gi0/1 is up, line protocol is up`), or none. */
  open(line: TextLine, text: string): NormalizedInterface | undefined;
  /** A reader of the other lines of `record`'s block, with state of its own: answers whether it knew a line. */
  body(record: NormalizedInterface): (text: string, at: SourceRef) => boolean;
  /** A heading between blocks (NX-OS `IP Interface Status for VRF "x"`): it ends the block before it. */
  heading?(text: string): boolean;
};

/**
 * Reads an output of one block per interface: blank lines and headings are known, a line that opens a block
 * starts a new reader of its lines, and a line outside any block is not recognised.
 */
export function readInterfaceBlocks(ctx: ShowContext, blocks: InterfaceBlocks): void {
  let read: ((text: string, at: SourceRef) => boolean) | undefined;
  for (const line of ctx.lines) {
    const t = line.text.trim();
    if (t === '') {
      tally(ctx, line, true);
      continue;
    }
    if (blocks.heading?.(t)) {
      read = undefined;
      tally(ctx, line, true);
      continue;
    }
    const opened = blocks.open(line, t);
    if (opened) {
      read = blocks.body(opened);
      tally(ctx, line, true);
      continue;
    }
    // A line before the first block belongs to no interface.
    tally(ctx, line, read ? read(t, ctx.ref(line.n)) : false);
  }
}
