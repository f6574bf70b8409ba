import { canonicalInterface } from '../../model/interface-names';
import type { Lag, Platform } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { InterfaceTable, interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { tally, wordsOf } from './lines';

/**
 * IOS `show etherchannel summary` and NX-OS `show port-channel summary`: each port-channel with its flags
 * (`SU` in use at layer 2, `RU` at layer 3, `SD` down), protocol (LACP, PAgP, none) and members with their
 * flags (`P`/`bndl` bundled, `D` down, `s`/`susp` suspended, `I` stand-alone, `H` hot-standby). Member lists
 * wrap onto indented lines.
 */

const HEADER = /^Group\s+Port-?\s*(?:channel|Channel)?\s+(?:Type\s+)?Protocol\s+(?:Member )?Ports/i;
const SUBHEADER = /^Channel$/;
const COUNTS = /^Number of (?:channel-groups in use|aggregators):\s*\d+/;
/** Legend lines: `Flags:  D - down  P - bundled in port-channel`, `RU - L3 port-channel UP State`. */
const LEGEND = /^(?:Flags:\s*)?\S{1,6}\s+-\s+\S/;
const BUNDLE = /^(\S+)\(([A-Za-z]+)\)$/;
const MEMBER = /^(\S+)\(([A-Za-z]+)\)$/;
const PROTOCOL = /^(?:LACP|PAgP|PAGP|NONE|-)$/i;
const TYPE = /^(?:Eth|Ethernet|FC|--)$/;

function protocolOf(text: string): Lag['protocol'] {
  const p = text.toLowerCase();
  if (p === 'lacp') return 'lacp';
  if (p === 'pagp') return 'pagp';
  if (p === '-' || p === 'none') return 'static';
  return 'other';
}

export function ciscoEtherchannelSummaryParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const lags: Lag[] = [];
      const members = new InterfaceTable(platform);
      let inTable = false;
      let current: Lag | undefined;
      const addMembers = (words: readonly string[], line: number): boolean => {
        if (!current) return false;
        for (const word of words) {
          if (word === '--') continue;
          const member = MEMBER.exec(word);
          if (!member) return false;
          const state = member[2] ?? '';
          const name = interfaceName(member[1] ?? '', platform);
          current.members.push({ interface: name, state, bundled: state === 'P' || state === 'bndl' });
          members.get(name, ctx.ref(line)).lag = current.name;
        }
        return true;
      };
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t) || COUNTS.test(t) || SUBHEADER.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        if (HEADER.test(t)) {
          inTable = true;
          tally(ctx, line, true);
          continue;
        }
        const words = wordsOf(t).map((w) => w.text);
        const bundle = inTable && /^\d+$/.test(words[0] ?? '') ? BUNDLE.exec(words[1] ?? '') : null;
        if (bundle) {
          let at = 2;
          if (TYPE.test(words[at] ?? '') && PROTOCOL.test(words[at + 1] ?? '')) at++;
          const protocol = words[at] ?? '';
          if (!PROTOCOL.test(protocol)) {
            tally(ctx, line, false);
            continue;
          }
          const name = canonicalInterface(bundle[1] ?? '', platform);
          const flags = bundle[2] ?? '';
          current = {
            name: name.name,
            shortName: name.shortName,
            protocol: protocolOf(protocol),
            members: [],
            operUp: flags.includes('U'),
            source: ctx.ref(line.n),
          };
          lags.push(current);
          tally(ctx, line, addMembers(words.slice(at + 1), line.n));
          continue;
        }
        if (inTable && current && /^\s/.test(line.text) && words.every((w) => MEMBER.test(w))) {
          current.source = ctx.ref(current.source.line, line.n);
          tally(ctx, line, addMembers(words, line.n));
          continue;
        }
        tally(ctx, line, LEGEND.test(t));
      }
      const facts = { lags };
      return members.size > 0 ? { ...facts, interfaces: members.list() } : facts;
    });
}
