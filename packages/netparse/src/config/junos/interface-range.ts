import type { ParseWarning } from '../../model/types';
import type { JunosSetLine } from './flatten';

/** More members than this from one range statement are not expanded (no chassis has that many ports). */
const MAX_MEMBERS = 4096;

/**
 * `interfaces interface-range NAME …` as the member interfaces' own lines, as Junos applies them: each statement
 * of the range is copied to every member (`member ge-0/0/1`, `member "ge-0/0/[1-4]"`, `member-range ge-0/0/0 to
 * ge-0/0/7`). The range's own lines stay (the reader knows them); the copies come first so that a member's
 * own statements win.
 */
export function expandInterfaceRanges(
  lines: JunosSetLine[],
  warnings: ParseWarning[],
  file: string,
): JunosSetLine[] {
  const members = new Map<string, string[]>();
  const bodies = new Map<string, JunosSetLine[]>();
  for (const line of lines) {
    const [top, range, name, key, ...rest] = line.words;
    if (top !== 'interfaces' || range !== 'interface-range' || !name || line.inactive) continue;
    if (key === 'member' && rest[0]) {
      members.set(name, [...(members.get(name) ?? []), ...expandMember(rest[0], line, warnings, file)]);
    } else if (key === 'member-range' && rest[0] && rest[1] === 'to' && rest[2]) {
      members.set(name, [
        ...(members.get(name) ?? []),
        ...expandMemberRange(rest[0], rest[2], line, warnings, file),
      ]);
    } else if (key !== undefined) {
      bodies.set(name, [...(bodies.get(name) ?? []), line]);
    }
  }
  if (members.size === 0) return lines;
  const copies: JunosSetLine[] = [];
  for (const [name, list] of members) {
    for (const member of new Set(list)) {
      for (const line of bodies.get(name) ?? []) {
        copies.push({ ...line, words: ['interfaces', member, ...line.words.slice(3)] });
      }
    }
  }
  return [...copies, ...lines];
}

/** `ge-0/0/[1-4]`, `ge-0/[0-1]/5`, `ge-0/0/7`: one bracket range of numbers at most. */
function expandMember(text: string, line: JunosSetLine, warnings: ParseWarning[], file: string): string[] {
  const match = /^([^[\]]*)\[(\d+)-(\d+)\]([^[\]]*)$/.exec(text);
  if (!match) {
    if (text.includes('[')) warnings.push(rangeWarning(file, line, `member ${text} is not expanded`));
    return text.includes('[') ? [] : [text];
  }
  const from = Number(match[2]);
  const to = Number(match[3]);
  if (to < from || to - from >= MAX_MEMBERS) {
    warnings.push(rangeWarning(file, line, `member ${text} is not expanded`));
    return [];
  }
  const out: string[] = [];
  for (let i = from; i <= to; i++) out.push(`${match[1]}${i}${match[4]}`);
  return out;
}

/** `ge-0/0/0 to ge-0/0/7`: the names between, differing in their last number. */
function expandMemberRange(
  first: string,
  last: string,
  line: JunosSetLine,
  warnings: ParseWarning[],
  file: string,
): string[] {
  const a = /^(.*\D)(\d+)$/.exec(first);
  const b = /^(.*\D)(\d+)$/.exec(last);
  if (
    !a ||
    !b ||
    a[1] !== b[1] ||
    Number(b[2]) < Number(a[2]) ||
    Number(b[2]) - Number(a[2]) >= MAX_MEMBERS
  ) {
    warnings.push(rangeWarning(file, line, `member-range ${first} to ${last} is not expanded`));
    return [];
  }
  const out: string[] = [];
  for (let i = Number(a[2]); i <= Number(b[2]); i++) out.push(`${a[1]}${i}`);
  return out;
}

function rangeWarning(file: string, line: JunosSetLine, text: string): ParseWarning {
  return { file, line: line.line, severity: 'warning', code: 'interface-range', text };
}
