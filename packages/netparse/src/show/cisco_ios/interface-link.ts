import type { Platform } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { InterfaceTable, interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { noteRepeat, tally, wordsOf } from './lines';

/**
 * IOS and IOS-XE `show interfaces link`: how long each port has been down (and up). A port whose down time is
 * zero, or that has an up time, has its link up. Two layouts exist: compact durations with an `Up Time` column
 * (`30w5d`, `00:00:00`), and spelled-out durations with a `Down Since` column (`3 weeks, 1 day, … 40 secs`).
 * The name column is the description cut to 18 characters.
 */

const HEADER = /^Port\s+Name\s+Down Time/;
const COMPACT = /^(?:\d+y\d+w|\d+w\d+d|\d+d\d+h|\d+h\d+m|\d{1,3}:\d{2}:\d{2}|\d+[ywdh])$/;
const ZERO = /^(?:00:00:00|0+ secs?)$/;
/** The start of a spelled-out duration: `37 weeks, …`, `1 year , …`, `00 secs`. */
const SPELLED = /(?:^|\s)(\d+ (?:years?|weeks?|days?|hours?|minutes?|secs?)\b)/;
const SINCE = /\s{2,}(\d{1,2}:\d{2}:\d{2}\s+\S.*)$/;

type LinkRow = { port: string; name: string; downtime: string; uptime: string };

function readCompact(line: string): LinkRow | undefined {
  const words = wordsOf(line);
  const port = words[0];
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  if (!port || !last || words.length < 2 || !COMPACT.test(last.text)) return undefined;
  const both = before !== undefined && before !== port && COMPACT.test(before.text);
  const downWord = both ? before : last;
  if (!downWord || downWord === port) return undefined;
  return {
    port: port.text,
    name: line.slice(port.end, downWord.start).trim(),
    downtime: downWord.text,
    uptime: both ? last.text : '',
  };
}

function readSpelled(line: string, downColumn: number): LinkRow | undefined {
  const words = wordsOf(line);
  const port = words[0];
  if (!port) return undefined;
  const rest = line.slice(port.end);
  const since = SINCE.exec(rest);
  const body = since ? rest.slice(0, since.index) : rest;
  let at = -1;
  const spelled = SPELLED.exec(body);
  if (spelled) at = (spelled.index ?? 0) + (spelled[0].length - (spelled[1] ?? '').length);
  // A name filling its column runs into the duration without a space (`…TV000 secs`): cut at the column.
  const cut = downColumn - port.end;
  if (
    cut > 0 &&
    cut < body.length &&
    /^\d+ (?:years?|weeks?|days?|hours?|minutes?|secs?)\b/.test(body.slice(cut))
  ) {
    if (at < 0 || at > cut) at = cut;
  }
  if (at < 0) return undefined;
  return {
    port: port.text,
    name: body.slice(0, at).trim(),
    downtime: body.slice(at).trim(),
    uptime: '',
  };
}

export function iosInterfaceLinkParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      let downColumn = -1;
      const seen = new Set<string>();
      let spelled = false;
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t)) {
          tally(ctx, line, true);
          continue;
        }
        if (HEADER.test(t)) {
          downColumn = line.text.indexOf('Down Time');
          spelled = /Down Since/.test(t);
          tally(ctx, line, true);
          continue;
        }
        const row = spelled ? readSpelled(line.text, downColumn) : readCompact(line.text);
        if (row) {
          noteRepeat(ctx, seen, interfaceName(row.port, platform), line);
          const record = table.get(row.port, ctx.ref(line.n));
          if (row.name !== '') record.description = row.name;
          record.operUp = row.uptime !== '' || ZERO.test(row.downtime);
        }
        tally(ctx, line, row !== undefined);
      }
      return { interfaces: table.list() };
    });
}
