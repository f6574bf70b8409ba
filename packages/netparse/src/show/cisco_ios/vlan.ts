import type { Platform, Vlan } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { noteRepeat, tally, toVlan } from './lines';

/**
 * `show vlan` and `show vlan brief` of IOS, IOS-XE and NX-OS: the VLAN table (id, name, status, access ports,
 * the port list wrapping onto indented lines), then tables the model has no place for (VLAN types, remote
 * SPAN VLANs, private VLANs), read as known.
 */

const MAIN_HEADER = /^VLAN\s+Name\s+Status\s+Ports/;
/** Headers of the tables after the main one: `VLAN Type SAID MTU …`, `VLAN Type Vlan-mode`, private VLANs. */
const OTHER_HEADER =
  /^(?:VLAN\s+Type\b|Primary\s+Secondary\s+Type|Remote SPAN VLANs|VLAN\s+AREHops\s+STEHops)/;
const ROW =
  /^(\d{1,4})\s+(\S+)\s+((?:act|sus|active|suspend|suspended|deleted)(?:\/[a-z]+)?)(?:\s+(\S.*))?$/i;

function portsOf(text: string, platform: Platform): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[,\s]+/)) if (raw !== '') out.push(interfaceName(raw, platform));
  return out;
}

export function ciscoVlanParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const vlans: Vlan[] = [];
      const seen = new Set<string>();
      let section: 'none' | 'main' | 'other' = 'none';
      let current: Vlan | undefined;
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t)) {
          if (t === '') current = undefined;
          tally(ctx, line, true);
          continue;
        }
        if (MAIN_HEADER.test(t)) {
          section = 'main';
          tally(ctx, line, true);
          continue;
        }
        if (OTHER_HEADER.test(t)) {
          section = 'other';
          current = undefined;
          tally(ctx, line, true);
          continue;
        }
        if (section === 'other') {
          tally(ctx, line, true);
          continue;
        }
        if (section !== 'main') {
          tally(ctx, line, false);
          continue;
        }
        const row = /^\s/.test(line.text) ? null : ROW.exec(t);
        if (row) {
          const id = toVlan(row[1]);
          if (id === undefined) {
            current = undefined;
            tally(ctx, line, false);
            continue;
          }
          noteRepeat(ctx, seen, `VLAN ${id}`, line);
          current = {
            id,
            name: row[2],
            status: row[3],
            interfaces: portsOf(row[4] ?? '', platform),
            source: ctx.ref(line.n),
          };
          vlans.push(current);
          tally(ctx, line, true);
          continue;
        }
        if (current && /^\s/.test(line.text)) {
          current.interfaces = [...(current.interfaces ?? []), ...portsOf(t, platform)];
          current.source = ctx.ref(current.source.line, line.n);
          tally(ctx, line, true);
          continue;
        }
        tally(ctx, line, false);
      }
      return { vlans };
    });
}
