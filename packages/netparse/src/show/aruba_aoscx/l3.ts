import { canonicalIp } from '@lne/ip';
import type { ArpEntry, NextHop, Route, RouteProtocol, Vrf } from '../../model/types';
import { isIpv4, normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { type Column, cellsOf, columnsFromHeader, isSeparator } from '../common/columns';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/** `show arp` and `show arp all-vrfs`: IP, MAC, routed port, physical port, state and VRF. */
export function parseAoscxShowArp(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const arp: ArpEntry[] = [];
    let hasVrf = false;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line) || /^Total Number Of ARP Entries Listed/i.test(trimmed)) {
        log.recognized++;
        continue;
      }
      if (/^IPv4 Address\s+MAC\s+Port/.test(trimmed)) {
        hasVrf = /\sVRF$/.test(trimmed);
        log.recognized++;
        continue;
      }
      const words = trimmed.split(/\s+/);
      const ip = words[0] ?? '';
      const mac = normalizeMac(words[1]);
      const incomplete =
        /^incomplete$/i.test(words[1] ?? '') ||
        /^incomplete$/i.test(words[words.length - (hasVrf ? 2 : 1)] ?? '');
      if (!isIpv4(ip) || (!mac && !incomplete) || words.length < 3) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const entry: ArpEntry = { ip, source: ref(n) };
      if (mac) entry.mac = mac;
      // An incomplete entry has no MAC: its port follows the address.
      const port = mac
        ? words[2]
        : words[1] !== undefined && !/^incomplete$/i.test(words[1])
          ? words[1]
          : undefined;
      if (port && port !== '-') entry.interface = interfaceName(port, platform);
      if (hasVrf) {
        const vrf = words[words.length - 1];
        if (vrf) entry.vrf = vrf;
      }
      const state = (words[words.length - (hasVrf ? 2 : 1)] ?? '').toLowerCase();
      if (state === 'permanent' || state === 'static') entry.type = 'static';
      else if (mac) entry.type = 'dynamic';
      arp.push(entry);
      log.recognized++;
    }
    return arp.length > 0 ? { arp } : {};
  });
}

/** AOS-CX origin names and codes. */
function routeProtocol(text: string): RouteProtocol {
  switch (text.toLowerCase()) {
    case 'connected':
    case 'c':
      return 'connected';
    case 'local':
    case 'l':
      return 'local';
    case 'static':
    case 's':
      return 'static';
    case 'bgp':
    case 'b':
      return 'bgp';
    case 'ospf':
    case 'o':
      return 'ospf';
    case 'ospfv3':
      return 'ospfv3';
    case 'rip':
    case 'r':
      return 'rip';
    case 'aggregate':
      return 'aggregate';
    default:
      return 'other';
  }
}

function hopFrom(text: string, platform: ParseInput['platform']): NextHop | undefined {
  const value = text.trim();
  if (value === '' || value === '-') return undefined;
  if (isIpv4(value)) return { ip: value };
  if (value.includes(':')) {
    const ip = canonicalIp(value);
    if (ip) return { ip };
  }
  if (/^(?:null|blackhole|reject|nullroute)/i.test(value)) return { discard: true };
  return { interface: interfaceName(value, platform) };
}

const ROUTE_LEGEND = [
  /^Displaying ipv[46] routes selected for forwarding/i,
  /^'\[x\/y\]' denotes \[distance\/metric\]/,
  /^(?:Origin|Type) Codes:/,
  /^[A-Z][A-Z0-9]? - [A-Za-z]/,
  /^Type\s+Metric$/,
  /^Prefix\s+Nexthop\s+Interface/,
  /^Total Route Count\s*:/,
];

/**
 * `show ip route` and `show ip route all-vrfs`, in both layouts of AOS-CX: `prefix, vrf X` with `via` lines
 * below (10.0x), and the table with origin codes and a `VRF:` header (10.1x).
 */
export function parseAoscxShowIpRoute(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const routes: Route[] = [];
    let current: Route | undefined;
    let vrf: string | undefined;
    let columns: Column[] | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line)) {
        log.recognized++;
        continue;
      }
      const vrfHeader = /^VRF:\s*(\S+)$/.exec(trimmed);
      if (vrfHeader) {
        vrf = vrfHeader[1];
        current = undefined;
        log.recognized++;
        continue;
      }
      if (/^Prefix\s+Nexthop\s+Interface/.test(trimmed)) {
        columns = columnsFromHeader(line, [
          'Prefix',
          'Nexthop',
          'Interface',
          'VRF(egress)',
          'Origin/',
          'Distance/',
          'Age',
        ]);
        log.recognized++;
        continue;
      }
      // 10.0x: `10.0.0.0/24, vrf default` (maybe `, tag 0`), then `via  vlan10,  [0/0],  connected`.
      const head = /^([0-9a-fA-F.:]+\/\d{1,3}), vrf (\S+?)(?:,.*)?$/.exec(trimmed);
      if (head) {
        current = {
          prefix: head[1] ?? '',
          vrf: head[2] ?? '',
          protocol: 'other',
          nextHops: [],
          source: ref(n),
        };
        routes.push(current);
        log.recognized++;
        continue;
      }
      const via = /^via\s+(\S+?),\s+\[(\d+)\/(\d+)\],\s+(\S+)/.exec(trimmed);
      if (via && current) {
        const hop = hopFrom(via[1] ?? '', platform);
        if (hop) current.nextHops.push(hop);
        current.distance = Number(via[2]);
        current.metric = Number(via[3]);
        current.protocolCode = via[4];
        current.protocol = routeProtocol(via[4] ?? '');
        current.source.endLine = n;
        log.recognized++;
        continue;
      }
      // 10.1x: a table row, or an ECMP row with the prefix left empty.
      if (columns) {
        const [prefix, nexthop, iface, , origin, metrics, age] = cellsOf(line, columns);
        const distance = /^\[(\d+)\/(\d+)\]$/.exec(metrics ?? '');
        if (prefix && /\/\d{1,3}$/.test(prefix) && origin && distance) {
          const code = origin.split('/')[0]?.trim() ?? origin;
          current = {
            prefix,
            protocol: routeProtocol(code),
            protocolCode: origin,
            distance: Number(distance[1]),
            metric: Number(distance[2]),
            nextHops: [],
            source: ref(n),
          };
          if (vrf !== undefined) current.vrf = vrf;
          if (age && age !== '-') current.age = age;
          const hop: NextHop = hopFrom(nexthop ?? '', platform) ?? {};
          if (iface && iface !== '-') hop.interface = interfaceName(iface, platform);
          if (hop.ip || hop.interface || hop.discard) current.nextHops.push(hop);
          routes.push(current);
          log.recognized++;
          continue;
        }
        if (!prefix && current && (nexthop || iface)) {
          const hop: NextHop = hopFrom(nexthop ?? '', platform) ?? {};
          if (iface && iface !== '-') hop.interface = interfaceName(iface, platform);
          current.nextHops.push(hop);
          current.source.endLine = n;
          log.recognized++;
          continue;
        }
      }
      if (ROUTE_LEGEND.some((p) => p.test(trimmed))) {
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    return routes.length > 0 ? { routes } : {};
  });
}

/** `show vrf`: each VRF with its interfaces (and RD when configured). */
export function parseAoscxShowVrf(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const vrfs: Vrf[] = [];
    let current: Vrf | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        isSeparator(line) ||
        /^VRF Configuration:?$/i.test(trimmed) ||
        /^Interfaces\s+Status$/.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      const name = /^VRF Name\s*:\s*(\S+)$/i.exec(trimmed);
      if (name) {
        current = { name: name[1] ?? '', interfaces: [], source: ref(n) };
        vrfs.push(current);
        log.recognized++;
        continue;
      }
      if (!current) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const rd = /^(?:RD|Route Distinguisher)\s*:\s*(\S+)$/i.exec(trimmed);
      if (rd) {
        if (!/^(?:-|none)$/i.test(rd[1] ?? '')) current.rd = rd[1];
        log.recognized++;
        continue;
      }
      const member = /^(\S+)\s+(up|down)$/i.exec(trimmed);
      if (member) {
        current.interfaces.push(interfaceName(member[1] ?? '', platform));
        if (current.source) current.source.endLine = n;
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    return vrfs.length > 0 ? { vrfs } : {};
  });
}
