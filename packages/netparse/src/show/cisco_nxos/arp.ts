import type { ArpEntry } from '../../model/types';
import { isIpv4, normalizeMac } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { tally, wordsOf } from '../cisco_ios/lines';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/**
 * NX-OS `show ip arp`, `show ip arp detail` and `… vrf all`: address, age, MAC (`INCOMPLETE` while
 * unresolved), interface, and in the detail form the physical port behind a VLAN interface, flags and VRF. The
 * VRF comes from the `VRF Name` column, else from the `IP ARP Table for context X` heading.
 */

const PLATFORM = 'cisco_nxos';
const CONTEXT = /^IP ARP Table for (?:context (\S+)|all contexts)/;
const HEADER = /^Address\s+Age\s+MAC Address\s+Interface/;
const LEGEND = /^(?:Flags:\s+)?(?:[*+#D]|CP|PS|RO)\s+-\s+\S/;
const TOTAL = /^Total number of entries: \d+/;
const AGE = /^(\d+):(\d{2}):(\d{2})$/;

export const parseNxosShowIpArp: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const arp: ArpEntry[] = [];
    let context: string | undefined;
    let physicalColumn = false;
    let vrfColumn = false;
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '' || TOTAL.test(t) || LEGEND.test(t)) {
        tally(ctx, line, true);
        continue;
      }
      const heading = CONTEXT.exec(t);
      if (heading) {
        context = heading[1];
        tally(ctx, line, true);
        continue;
      }
      if (HEADER.test(t)) {
        physicalColumn = /Physical Interface/.test(t);
        vrfColumn = /VRF Name/.test(t);
        tally(ctx, line, true);
        continue;
      }
      const words = wordsOf(t).map((w) => w.text);
      const [ip = '', age = '', macText = '', intf = ''] = words;
      if (!isIpv4(ip) || words.length < 4 || (!normalizeMac(macText) && !/^incomplete$/i.test(macText))) {
        tally(ctx, line, false);
        continue;
      }
      const entry: ArpEntry = { ip, source: ctx.ref(line.n) };
      const mac = normalizeMac(macText);
      if (mac) entry.mac = mac;
      if (intf !== '-' && intf !== '') entry.interface = interfaceName(intf, PLATFORM);
      const vrf = vrfColumn && words.length >= (physicalColumn ? 6 : 5) ? words[words.length - 1] : context;
      if (vrf !== undefined) entry.vrf = vrf;
      const clock = AGE.exec(age);
      if (clock) {
        entry.ageMinutes = Number(clock[1]) * 60 + Number(clock[2]);
        entry.type = 'dynamic';
      } else if (age === '-') entry.type = 'static';
      arp.push(entry);
      tally(ctx, line, true);
    }
    return { arp };
  });
