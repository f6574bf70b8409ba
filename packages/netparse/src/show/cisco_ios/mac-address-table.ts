import type { MacEntry, MacEntryType, Platform } from '../../model/types';
import { isMac, normalizeMac } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { tally, toVlan, wordsOf } from './lines';

/**
 * `show mac address-table` (IOS-XE, IOS 12.2+ switches, NX-OS) and the older `show mac-address-table` (IOS
 * 12.1 switches, Catalyst 6500, EtherSwitch modules of IOS routers). The layouts differ in their columns:
 *
 * - `Vlan  Mac Address  Type  Ports` (Catalyst access switches);
 * - `vlan  mac address  type  learn  age  ports` with entry flags in front (`*`, `R`, `S`, `D`, `#`; 6500);
 * - `vlan  mac address  type  protocols  port` with separate unicast and multicast sections (older 6500);
 * - `Destination Address  Address Type  VLAN  Destination Port` (IOS routers);
 * - `VLAN  MAC Address  Type  age  Secure NTFY  Ports` with flags in front (NX-OS).
 *
 * The header says how many columns stand between the type and the ports. Entries whose port is the switch
 * itself (`CPU`, `Router`, `Switch`, `Drop`, `sup-eth1(R)`) have no interface. Multicast sections list flooding
 * sets rather than where a station was learned and give no entries.
 */

/** `Vlan  Mac Address  Type  Ports` and its variants, or the router's `Destination Address  Address Type …`. */
function isHeader(text: string): boolean {
  const t = text.toLowerCase().replace(/^[*\s]+/, '');
  if (/^destination address\s+address type/.test(t)) return true;
  if (!t.startsWith('vlan')) return false;
  const mac = t.indexOf('mac address');
  return mac > 0 && t.indexOf('type', mac) > mac;
}
/** Legend lines: `Legend: * - primary entry`, `age - seconds since last seen`, `(NA)- Not Applicable`. */
const LEGEND =
  /^(?:Legend:|\s*(?:\*|[A-Z#+~]|\((?:R|T|F|NA)\)|age|n\/a)\s*-\s)|(?:primary entry|seconds since last seen|not available|Not Applicable)/i;
const TITLES =
  /^(?:Mac Address Table|Unicast Entries|Multicast Entries|Displaying entries from .*|Total Mac Addresses for this criterion: \d+|Total Mac Address Count: \d+|Static Address Count\s*: \d+|Dynamic Address Count\s*: \d+|Total Mac Addresses\s*: \d+|Multicast MAC Address Count\s*: \d+|Secure Address Count\s*: \d+|Maximum number of Mac addresses\s*: \d+)/i;
const TYPE_WORD =
  /^(?:dynamic|static|secure\w*|sticky|system|self|igmp|other|permanent|learned|overlay|--)$/i;
/** Ports that are the switch itself: the entry has no interface. */
const PSEUDO_PORT =
  /^(?:cpu|router|switch|drop|sup-\S+|stby-\S+|self|-|vpc peer-link\S*|nve-peer\S*|yes|no|n\/a|none|\S+\(R\))$/i;

function typeOf(word: string): MacEntryType {
  const w = word.toLowerCase();
  if (w === 'dynamic' || w === 'learned') return 'dynamic';
  if (w === 'static' || w === 'permanent') return 'static';
  if (w.startsWith('secure') || w === 'sticky') return 'secure';
  if (w === 'system' || w === 'self') return 'system';
  return 'other';
}

type Layout = { router: boolean; between: number };

/** How many header columns stand between `type` and the ports (`learn age` → 2, `protocols` → 1). */
function layoutOf(header: string): Layout {
  const text = header.toLowerCase();
  if (/destination address\s+address type/.test(text)) return { router: true, between: 0 };
  const words = text
    .replace(/mac address/g, 'mac')
    .split(/\s+/)
    .filter((w) => w !== '' && w !== '*');
  const type = words.indexOf('type');
  let ports = words.findIndex((w, i) => i > type && /^(?:ports?|destination)/.test(w));
  if (ports < 0) ports = words.length;
  return { router: false, between: Math.max(0, ports - type - 1) };
}

export function ciscoMacAddressTableParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const entries: MacEntry[] = [];
      let layout: Layout | undefined;
      let multicast = false;
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t)) {
          tally(ctx, line, true);
          continue;
        }
        if (/^Multicast Entries/i.test(t)) multicast = true;
        else if (/^Unicast Entries/i.test(t)) multicast = false;
        if (isHeader(t)) {
          layout = layoutOf(t);
          tally(ctx, line, true);
          continue;
        }
        if (TITLES.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        if (!layout) {
          tally(ctx, line, LEGEND.test(t));
          continue;
        }
        const words = wordsOf(t).map((w) => w.text);
        const macAt = words.findIndex((w) => isMac(w));
        if (multicast) {
          // Flooding sets and their wrapped port lists.
          tally(ctx, line, macAt >= 0 || /^[\w/.,-]+$/.test(t));
          continue;
        }
        const mac = macAt >= 0 ? normalizeMac(words[macAt]) : undefined;
        if (!mac) {
          tally(ctx, line, false);
          continue;
        }
        let vlanText: string | undefined;
        let typeText: string | undefined;
        let ports: string[] = [];
        if (layout.router) {
          // `0000.0c07.ac01  Dynamic  1  FastEthernet1/0`
          typeText = words[macAt + 1];
          vlanText = words[macAt + 2];
          ports = words.slice(macAt + 3);
        } else {
          vlanText = words[macAt - 1];
          typeText = words[macAt + 1];
          ports = words.slice(macAt + 2 + layout.between);
        }
        if (typeText === undefined || !TYPE_WORD.test(typeText)) {
          tally(ctx, line, false);
          continue;
        }
        const entry: MacEntry = { mac, type: typeOf(typeText), source: ctx.ref(line.n) };
        const vlan = toVlan(vlanText);
        if (vlan !== undefined) entry.vlan = vlan;
        const port = ports.join(' ');
        if (port !== '' && !PSEUDO_PORT.test(port)) {
          // `nve1(10.255.0.9)`: the tunnel interface, and the remote tunnel endpoint the model has no field for.
          const first = (port.split(/[,\s]+/)[0] ?? '').replace(/\(.*\)$/, '');
          entry.interface = interfaceName(first, platform);
        }
        entries.push(entry);
        tally(ctx, line, true);
      }
      return { macTable: entries };
    });
}
