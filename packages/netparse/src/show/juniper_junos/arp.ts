import { canonicalInterface } from '../../model/interface-names';
import type { ArpEntry } from '../../model/types';
import { isIpv4, normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { junosLines } from './common';

const HEADER = /^MAC Address\s+Address\s+(?:Name\s+)?Interface\s+Flags\s*$/;
const TOTAL = /^Total entries:\s*\d+\s*$/;
/** `irb.100 [xe-0/0/1.0]`: the L3 interface and, in brackets, the port the entry was learnt on. */
const INTERFACE = /^(\S+)(?:\s+\[([^\]]*)\])?$/;

/**
 * `show arp` and `show arp no-resolve`: MAC, IP, interface and flags. With names resolved a `Name` column stands
 * between the address and the interface.
 */
export function parseJunosShowArp(text: string, input: ParseInput): ParseResult {
  const { log, lines, rejected } = junosLines(text, input);
  if (rejected) return rejected;
  const arp: ArpEntry[] = [];
  let withName = false;
  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    if (HEADER.test(line)) {
      withName = /\sName\s/.test(line);
      log.recognized++;
      continue;
    }
    if (TOTAL.test(line)) {
      log.recognized++;
      continue;
    }
    const words = line.split(/\s+/);
    const mac = normalizeMac(words[0]);
    const ip = words[1] ?? '';
    if (!mac || !(isIpv4(ip) || ip.includes(':'))) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    // Flags are the last words (`none`, `permanent published`); the interface sits before them.
    const rest = words.slice(withName ? 3 : 2);
    const flagStart = rest.findIndex(
      (w, i) => i > 0 && /^(?:none|permanent|published|remote|dynamic|proxy)$/.test(w),
    );
    const interfaceText = (flagStart > 0 ? rest.slice(0, flagStart) : rest).join(' ');
    const flags = flagStart > 0 ? rest.slice(flagStart) : [];
    const iface = INTERFACE.exec(interfaceText);
    const entry: ArpEntry = { ip, mac, source: { file: input.file, line: n } };
    if (iface?.[1]) entry.interface = canonicalInterface(iface[1], 'juniper_junos').name;
    entry.type = flags.includes('permanent') ? 'static' : 'dynamic';
    arp.push(entry);
    log.recognized++;
  }
  return log.result({ arp });
}
