import type { NormalizedInterface, Platform } from '../../model/types';
import { parseSpeedMbps } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { InterfaceTable, parseDuplex } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { tally, toVlan, type Word, wordsOf } from './lines';

/**
 * `show interfaces status` (IOS, IOS-XE) and `show interface status` (NX-OS): one row per port with its name
 * (description, cut to the column), status, VLAN, duplex, speed and media type.
 *
 * The name column holds spaces and long names push the next cells right, so a row is read from its words: the
 * status word nearest the header's `Status` column that is followed by a VLAN, a duplex and a speed.
 */

const STATUS_WORD =
  /^(?:connected|notconnect|notconnec|notconn|disabled|err-disabled|errdisable|err-disabl|suspended|suspnd|monitoring|inactive|sfpAbsent|xcvrAbsen|xcvrAbsent|noOperMem|noOperMembers|linkFlapE|channelDo|channelDown|down|up|faulty|sfpInvali|adminDown|linkDown|notPresent|locked|errDisabl|ErrDisabled):?$/i;
const DUPLEX = /^(?:a-)?(?:full|half|auto)$/i;
const SPEED = /^(?:a-)?(?:auto|\d+(?:\.\d+)?[GMK]?)$/i;
const TABLE_HEADER = /^Port\s+Name\s+Status\s+Vlan\s+Duplex\s+Speed/;
const REASON_HEADER = /^(?:Interface|Port)\s+Name\s+Status\s+Reason/;
const FC_ROW = /^(fc\d+\/\d+|vfc\d+) is (up|down|trunking)(?: \(([^)]*)\))?/;
const STATUS_SUFFIX = /^[A-Z]{2,4}$/;

type StatusRow = {
  port: string;
  name: string;
  status: string;
  vlan?: string;
  duplex?: string;
  speed?: string;
  type?: string;
};

/** The VLAN, duplex, speed and type after the status word, or `undefined` when the words do not fit. */
function tailAfter(
  words: readonly Word[],
  from: number,
  line: string,
): Omit<StatusRow, 'port' | 'name' | 'status'> | undefined {
  for (let j = from; j + 1 < words.length && j <= from + 3; j++) {
    const duplex = words[j];
    const speed = words[j + 1];
    if (!duplex || !speed || !DUPLEX.test(duplex.text) || !SPEED.test(speed.text)) continue;
    const vlanWords = words.slice(from, j);
    if (vlanWords.length === 0 || vlanWords.length > 2) return undefined;
    const type = speed.end < line.length ? line.slice(speed.end).trim() : '';
    return {
      vlan: vlanWords.map((w) => w.text).join(' '),
      duplex: duplex.text,
      speed: speed.text,
      type,
    };
  }
  return undefined;
}

/** A port row of the status table, or `undefined` when the line is not one. */
function readStatusRow(line: string, statusColumn: number | undefined): StatusRow | undefined {
  const words = wordsOf(line);
  const port = words[0];
  if (!port || words.length < 5) return undefined;
  let best: { row: StatusRow; distance: number } | undefined;
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    if (!word || !STATUS_WORD.test(word.text)) continue;
    let from = i + 1;
    // `notconnect: TDR 1 …`: the letters after a colon belong to the status.
    if (word.text.endsWith(':')) while (STATUS_SUFFIX.test(words[from]?.text ?? '')) from++;
    const tail = tailAfter(words, from, line);
    if (!tail) continue;
    const distance = statusColumn === undefined ? i : Math.abs(word.start - statusColumn);
    if (best && best.distance <= distance) continue;
    const name = line.slice(port.end, word.start).trim();
    best = {
      row: { port: port.text, name, status: word.text.replace(/:$/, ''), ...tail },
      distance,
    };
  }
  return best?.row;
}

/** The status words that mean a port is up and passing traffic. */
function isUpStatus(status: string): boolean {
  return /^(?:connected|up|monitoring)$/i.test(status);
}

/** The status words of a port shut down by configuration. */
function isAdminDownStatus(status: string): boolean {
  return /^(?:disabled|adminDown)$/i.test(status);
}

/** Whether a name cell says "no name" (NX-OS prints `--`). */
function noName(name: string): boolean {
  return name === '' || name === '--';
}

function applyRow(record: NormalizedInterface, row: StatusRow): void {
  record.statusText = row.status;
  record.operUp = isUpStatus(row.status);
  record.adminUp = !isAdminDownStatus(row.status);
  if (!noName(row.name)) record.description = row.name;
  const vlan = row.vlan ?? '';
  const access = toVlan(vlan);
  if (access !== undefined) {
    record.mode = 'access';
    record.accessVlan = access;
  } else if (vlan === 'trunk') record.mode = 'trunk';
  else if (vlan === 'routed') record.mode = 'routed';
  if (row.duplex !== undefined) {
    record.duplexText = row.duplex;
    const duplex = parseDuplex(row.duplex);
    if (duplex) record.duplex = duplex;
  }
  if (row.speed !== undefined) {
    record.speedText = row.speed;
    const speed = parseSpeedMbps(row.speed);
    if (speed !== undefined) record.speedMbps = speed;
  }
}

export function ciscoInterfacesStatusParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      let statusColumn: number | undefined;
      let reasonTable = false;
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t)) {
          tally(ctx, line, true);
          continue;
        }
        if (TABLE_HEADER.test(t)) {
          statusColumn = line.text.indexOf('Status');
          reasonTable = false;
          tally(ctx, line, true);
          continue;
        }
        if (REASON_HEADER.test(t)) {
          statusColumn = line.text.indexOf('Status');
          reasonTable = true;
          tally(ctx, line, true);
          continue;
        }
        const fc = FC_ROW.exec(t);
        if (fc) {
          const record = table.get(fc[1] ?? '', ctx.ref(line.n));
          record.statusText = fc[2] ?? '';
          record.operUp = fc[2] !== 'down';
          tally(ctx, line, true);
          continue;
        }
        if (reasonTable) {
          const words = wordsOf(line.text);
          const status = words
            .slice(1)
            .filter((w) => STATUS_WORD.test(w.text))
            .sort(
              (a, b) => Math.abs(a.start - (statusColumn ?? 0)) - Math.abs(b.start - (statusColumn ?? 0)),
            )[0];
          const port = words[0];
          if (port && status) {
            const record = table.get(port.text, ctx.ref(line.n));
            record.statusText = status.text;
            record.operUp = isUpStatus(status.text);
            const name = line.text.slice(port.end, status.start).trim();
            if (!noName(name)) record.description = name;
          }
          tally(ctx, line, port !== undefined && status !== undefined);
          continue;
        }
        const row = /^\s/.test(line.text) ? undefined : readStatusRow(line.text, statusColumn);
        if (row) applyRow(table.get(row.port, ctx.ref(line.n)), row);
        tally(ctx, line, row !== undefined);
      }
      return { interfaces: table.list() };
    });
}
