import type { ArpEntry, Platform } from '../../model/types';
import { isIpv4, normalizeMac } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { tally } from './lines';

/**
 * IOS and IOS-XE `show ip arp` and `show arp`: protocol, address, age in minutes (`-` for the router's own
 * addresses), hardware address (`Incomplete` while unresolved), encapsulation type and interface.
 */

const HEADER = /^Protocol\s+Address\s+Age\s*\(min\)\s+Hardware Addr\s+Type\s+Interface/;
const ROW = /^Internet\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)(?:\s+(\S+))?\s*$/;

export function iosArpParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const arp: ArpEntry[] = [];
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || HEADER.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        const row = ROW.exec(t);
        const ip = row?.[1] ?? '';
        if (!row || !isIpv4(ip)) {
          tally(ctx, line, false);
          continue;
        }
        const entry: ArpEntry = { ip, source: ctx.ref(line.n) };
        const mac = normalizeMac(row[3]);
        if (mac) entry.mac = mac;
        const age = row[2] ?? '';
        if (/^\d+$/.test(age)) {
          entry.ageMinutes = Number(age);
          entry.type = 'dynamic';
        } else if (age === '-') entry.type = 'local';
        if (row[5]) entry.interface = interfaceName(row[5], platform);
        arp.push(entry);
        tally(ctx, line, true);
      }
      return { arp };
    });
}
