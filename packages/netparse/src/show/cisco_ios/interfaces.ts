import type { Duplex, NormalizedInterface, Platform } from '../../model/types';
import { normalizeMac, parseSpeedMbps } from '../../model/values';
import type { TextLine } from '../../parse/lines';
import type { TextParser } from '../../parse/types';
import { InterfaceTable, interfaceName, ipv4Address } from '../common/records';
import { parseShowOutput, type ShowContext } from '../common/show-output';
import { matchesAny, noteRepeat, tally, toInt, toVlan } from './lines';

/**
 * IOS and IOS-XE `show interfaces` (all interfaces or one): state, description, MAC, primary IPv4 address, MTU,
 * speed and duplex, error counters, and the members of port-channels.
 */

/** `GigabitEthernet1/0/1 is up, line protocol is up (connected)`, `Vlan1 is administratively down, …`. */
const HEADER =
  /^(\S+) is ([a-z][a-z-]*(?: [a-z-]+)?)(?: \(([^)]*)\))?, line protocol is ([a-z][a-z-]*)(?: \(([^)]*)\))?/i;

const HARDWARE = /^Hardware is /;
const ADDRESS_IS = ', address is ';
const DESCRIPTION = /^Description: ?(.*)$/;
const INTERNET = /^Internet address is (\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})/;
const SECONDARY = /^Secondary address (\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})/;
const MTU = /^MTU (\d+) bytes/;
const DUPLEX_SPEED = /^(Full|Half|Auto|Unknown|full|half|auto)([- ][Dd]uplex)?, ([^,]+)/;
const INPUT_ERRORS = /^(\d+) input errors?, (\d+) CRC/;
const INPUT_ERRORS_ONLY = /^(\d+) input errors?/;
const OUTPUT_ERRORS = /^(\d+) output errors?/;
const INPUT_QUEUE = /^Input queue: \d+\/\d+\/(\d+)\/\d+ .*Total output drops: (\d+)/;
const MEMBERS = /^Members in this channel: (.+)$/;
/** `Encapsulation 802.1Q Virtual LAN, Vlan ID  100.`: the tag of a subinterface. */
const DOT1Q = /^Encapsulation 802\.1Q Virtual LAN, Vlan ID\s+(\d+)/;
const MEMBER_LINE = /^Member \d+ : (\S+)/;

/** Lines of `show interfaces` the model has no field for. */
const KNOWN: readonly RegExp[] = [
  /^reliability \d+\/\d+/,
  /^Encapsulation /,
  /^Keepalive /,
  /^ARP type: /,
  /^Last input /,
  /^Last clearing of /i,
  /^Input queue: /,
  /^Queueing strategy: /,
  /^Output queue: /,
  /^\d+ (?:minute|second|seconds|minutes) (?:input|output) rate /,
  // Counter lines: `0 runts, 0 giants, 0 throttles`, `12 packets input, 3456 bytes, 0 no buffer`.
  /^\d+ [A-Za-z][\w ()/.'-]*(?:, \d+ [A-Za-z][\w ()/.'-]*)*,?$/,
  /^(?:Received|Output) \d+ broadcasts/,
  /^(?:input|output) flow-control is /,
  /^Auto-duplex, /,
  /^Fec is /i,
  /^Tunnel /,
  /^Tunnel\d+ source tracking /,
  /^Set of tunnels /,
  /^src-track:/,
  /^Interface is unnumbered/,
  /^Internet address will be negotiated/,
  /^Carrier delay is /,
  /^DTR is /,
  /^CRC checking is /,
  /^Timeslot\(s\) Used:/,
  /^Media-type configured as /,
  /^Transport mode /,
  /^Down-when-looped is /,
  /^Loopback not set/,
  /^No\. of /,
  /^Last Port-channel /,
  /^Dot1Q /,
  /^Interface state transitions: /,
  /^Time since last /,
  /^Link is /,
  /^Peer address is /,
  /^LCP /,
  /^Open: /,
  /^Listen: /,
  /^Closed: /,
  /^Bundle /,
  /^Auto Duplex, /,
  /^[Ff]ull[- ][Dd]uplex/,
  /^Half[- ][Dd]uplex/,
  /^(?:TX|RX)$/,
  /^Available Bandwidth /,
  /^Output buffer /,
  /^Interface [A-Za-z-]+\d\S* is /,
  /^\[?Interface /,
  /^Virtual-Access\d+ /,
];

function duplexOf(word: string): Duplex | undefined {
  const w = word.toLowerCase();
  if (w === 'full') return 'full';
  if (w === 'half') return 'half';
  if (w === 'auto') return 'auto';
  return undefined;
}

/** Sets the admin/oper state of an interface from a `… is X, line protocol is Y` header. */
export function applyHeaderState(
  record: NormalizedInterface,
  status: string,
  reason: string | undefined,
  protocol: string | undefined,
): void {
  const s = status.toLowerCase();
  record.adminUp = !s.startsWith('administratively') && s !== 'disabled';
  record.operUp = protocol !== undefined ? protocol.toLowerCase().startsWith('up') : s === 'up';
  const base = protocol !== undefined ? `${status}/${protocol}` : status;
  record.statusText = reason ? `${base} (${reason})` : base;
}

/**
 * The interface a `… is X, line protocol is Y` header (not indented) opens, with its state set; none for any
 * other line. The block outputs (`show ip interface`, `show ipv6 interface`) begin each interface so.
 */
export function openIosInterface(
  table: InterfaceTable,
  ctx: ShowContext,
  line: TextLine,
  text: string,
): NormalizedInterface | undefined {
  const header = /^\s/.test(line.text) ? null : HEADER.exec(text);
  if (!header) return undefined;
  const record = table.get(header[1] ?? '', ctx.ref(line.n));
  applyHeaderState(record, header[2] ?? '', header[3] ?? header[5], header[4]);
  return record;
}

export function iosInterfacesParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      let current: NormalizedInterface | undefined;
      let seenAnything = false;
      const seen = new Set<string>();
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '') {
          tally(ctx, line, true);
          continue;
        }
        seenAnything = true;
        const header = HEADER.exec(t);
        if (header && !/^\s/.test(line.text)) {
          const name = header[1] ?? '';
          noteRepeat(ctx, seen, interfaceName(name, platform), line);
          current = table.get(name, ctx.ref(line.n));
          applyHeaderState(current, header[2] ?? '', header[3] ?? header[5], header[4]);
          tally(ctx, line, true);
          continue;
        }
        if (!current) {
          tally(ctx, line, false);
          continue;
        }
        const record = current;
        const at = ctx.ref(line.n);
        if (HARDWARE.test(t)) {
          // `Hardware is Gigabit Ethernet, address is 70f3.5a2c.1a81 (bia 70f3.5a2c.1a81)`
          const addressAt = t.indexOf(ADDRESS_IS);
          const mac =
            addressAt < 0
              ? undefined
              : normalizeMac(/^[0-9a-fA-F.:-]+/.exec(t.slice(addressAt + ADDRESS_IS.length))?.[0]);
          if (mac) {
            record.mac = mac;
            record.fieldSources = { ...record.fieldSources, mac: at };
          }
          tally(ctx, line, true);
          continue;
        }
        const description = DESCRIPTION.exec(t);
        if (description) {
          record.description = description[1] ?? '';
          record.fieldSources = { ...record.fieldSources, description: at };
          tally(ctx, line, true);
          continue;
        }
        const internet = INTERNET.exec(t) ?? SECONDARY.exec(t);
        if (internet) {
          const address = ipv4Address(internet[1] ?? '', internet[2], at);
          if (address) {
            if (t.startsWith('Secondary')) address.secondary = true;
            if (!record.ipv4.some((a) => a.address === address.address)) record.ipv4.push(address);
          }
          tally(ctx, line, address !== undefined);
          continue;
        }
        const mtu = MTU.exec(t);
        if (mtu) {
          record.mtu = toInt(mtu[1]);
          tally(ctx, line, true);
          continue;
        }
        const duplexSpeed = DUPLEX_SPEED.exec(t);
        if (duplexSpeed) {
          const duplex = duplexOf(duplexSpeed[1] ?? '');
          if (duplex) record.duplex = duplex;
          record.duplexText = `${duplexSpeed[1]}${duplexSpeed[2] ?? ''}`;
          const speedText = (duplexSpeed[3] ?? '').trim();
          record.speedText = speedText;
          const speed = parseSpeedMbps(speedText);
          if (speed !== undefined) record.speedMbps = speed;
          tally(ctx, line, true);
          continue;
        }
        const inputErrors = INPUT_ERRORS.exec(t);
        if (inputErrors) {
          record.counters = {
            ...record.counters,
            inErrors: toInt(inputErrors[1]),
            crc: toInt(inputErrors[2]),
          };
          tally(ctx, line, true);
          continue;
        }
        const inputOnly = INPUT_ERRORS_ONLY.exec(t);
        if (inputOnly) {
          record.counters = { ...record.counters, inErrors: toInt(inputOnly[1]) };
          tally(ctx, line, true);
          continue;
        }
        const outputErrors = OUTPUT_ERRORS.exec(t);
        if (outputErrors) {
          record.counters = { ...record.counters, outErrors: toInt(outputErrors[1]) };
          tally(ctx, line, true);
          continue;
        }
        const queue = INPUT_QUEUE.exec(t);
        if (queue) {
          record.counters = { ...record.counters, inDiscards: toInt(queue[1]), outDiscards: toInt(queue[2]) };
          tally(ctx, line, true);
          continue;
        }
        const dot1q = DOT1Q.exec(t);
        if (dot1q) {
          const vlan = toVlan(dot1q[1]);
          if (vlan !== undefined) record.vlanId = vlan;
          tally(ctx, line, true);
          continue;
        }
        const members = MEMBERS.exec(t);
        if (members) {
          for (const name of (members[1] ?? '').split(/[\s,]+/)) {
            if (name === '') continue;
            table.get(name, at).lag = record.name;
          }
          tally(ctx, line, true);
          continue;
        }
        const member = MEMBER_LINE.exec(t);
        if (member) {
          table.get(member[1] ?? '', at).lag = record.name;
          tally(ctx, line, true);
          continue;
        }
        tally(ctx, line, matchesAny(t, KNOWN));
      }
      return seenAnything ? { interfaces: table.list() } : { interfaces: [] };
    });
}
