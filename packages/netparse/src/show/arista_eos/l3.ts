import { canonicalIp } from '@lne/ip';
import type { ArpEntry, NextHop, Route, RouteProtocol, Vrf } from '../../model/types';
import { isIpv4, normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { type Column, cellsOf, columnsFromSeparator, isSeparator } from '../common/columns';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/** An ARP age in minutes: `0` in a `(min)` table, `45` or `0:03:12` in a `(sec)` table; `N/A` gives nothing. */
function ageMinutes(text: string, unit: 'min' | 'sec'): number | undefined {
  const clock = /^(\d+):(\d{2}):(\d{2})$/.exec(text);
  if (clock) return Math.floor((Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3])) / 60);
  if (!/^\d+$/.test(text)) return undefined;
  return unit === 'min' ? Number(text) : Math.floor(Number(text) / 60);
}

/** `show ip arp` (and `vrf all`): IP, MAC, age and interface, per VRF when the output names them. */
export function parseEosShowIpArp(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const arp: ArpEntry[] = [];
    let vrf: string | undefined;
    let unit: 'min' | 'sec' = 'min';
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line)) {
        log.recognized++;
        continue;
      }
      const vrfLine = /^VRF:\s*(\S+)$/.exec(trimmed);
      if (vrfLine) {
        vrf = vrfLine[1];
        log.recognized++;
        continue;
      }
      const header = /^Address\s+Age \((min|sec)\)\s+Hardware Addr\s+Interface/.exec(trimmed);
      if (header) {
        unit = header[1] === 'sec' ? 'sec' : 'min';
        log.recognized++;
        continue;
      }
      const row = /^(\d+\.\d+\.\d+\.\d+)\s+(\S+)\s+(\S+)\s+(.+)$/.exec(trimmed);
      const mac = row ? normalizeMac(row[3]) : undefined;
      const incomplete = row ? /incomplete/i.test(row[3] ?? '') : false;
      if (!row || !isIpv4(row[1] ?? '') || (!mac && !incomplete)) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const entry: ArpEntry = { ip: row[1] ?? '', source: ref(n) };
      if (mac) entry.mac = mac;
      // `Vlan101, Port-Channel2`: the routed interface, then the port it was learned on.
      const routed = (row[4] ?? '').split(',')[0]?.trim() ?? '';
      if (routed !== '') entry.interface = interfaceName(routed, platform);
      if (vrf !== undefined) entry.vrf = vrf;
      const age = ageMinutes(row[2] ?? '', unit);
      if (age !== undefined) {
        entry.ageMinutes = age;
        entry.type = 'dynamic';
      } else if (/not learned/i.test(row[4] ?? '')) entry.type = 'static';
      arp.push(entry);
      log.recognized++;
    }
    return arp.length > 0 ? { arp } : {};
  });
}

/** EOS route codes, as the legend of `show ip route` spells them. */
function routeProtocol(code: string): { protocol: RouteProtocol; subtype?: string } {
  const [first = '', second] = code.split(' ');
  switch (first) {
    case 'C':
      return { protocol: 'connected' };
    case 'S':
    case 'NG':
      return { protocol: 'static' };
    case 'O':
      return second ? { protocol: 'ospf', subtype: second.toLowerCase() } : { protocol: 'ospf' };
    case 'O3':
      return second ? { protocol: 'ospfv3', subtype: second.toLowerCase() } : { protocol: 'ospfv3' };
    case 'B':
      if (second === 'I') return { protocol: 'bgp', subtype: 'internal' };
      if (second === 'E') return { protocol: 'bgp', subtype: 'external' };
      return { protocol: 'bgp' };
    case 'R':
      return { protocol: 'rip' };
    case 'I':
      return second ? { protocol: 'isis', subtype: second.toLowerCase() } : { protocol: 'isis' };
    case 'A':
      return second ? { protocol: 'aggregate', subtype: second.toLowerCase() } : { protocol: 'aggregate' };
    default:
      return { protocol: 'other' };
  }
}

const ROUTE = /^([A-Z][A-Z0-9]{0,2}(?: [A-Z][A-Z0-9]?)?)\s+(?:[%*#]\s*)?([0-9a-fA-F.:]+\/\d{1,3})\s+(.*)$/;

/** Lines of `show ip route` around the routes: VRF headers, the legend, the gateway of last resort. */
const ROUTE_IGNORED = [
  /^Codes: /,
  /^[A-Z][A-Z0-9]{0,2}(?: [A-Z][A-Z0-9]?)?\s+- [\w-]/,
  /^WARNING: /,
  /^kernel, and they are marked with/,
  /^Gateway of last resort/,
  /^!/,
];

/** A next hop after `via`: `192.168.17.5, Ethernet18`, `VTEP 10.0.0.1 VNI 10010 …`, `Null0`. */
function nextHop(text: string, platform: ParseInput['platform']): NextHop | undefined {
  const vtep = /^VTEP (\S+)/.exec(text);
  if (vtep) return isIpv4(vtep[1] ?? '') ? { ip: vtep[1] } : undefined;
  const [first = '', second] = text.split(',').map((part) => part.trim());
  const hop: NextHop = {};
  if (isIpv4(first) || (first.includes(':') && canonicalIp(first)))
    hop.ip = isIpv4(first) ? first : (canonicalIp(first) ?? first);
  else if (/^[A-Za-z]/.test(first)) hop.interface = interfaceName(first, platform);
  else return undefined;
  if (second && /^[A-Za-z][\w/.-]*$/.test(second)) hop.interface = interfaceName(second, platform);
  if (hop.interface && /^Null\d/i.test(hop.interface)) hop.discard = true;
  return hop;
}

/** `show ip route` (and `vrf all`): routes per VRF, with ECMP next hops on `via` continuation lines. */
export function parseEosShowIpRoute(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const routes: Route[] = [];
    let vrf: string | undefined;
    let current: Route | undefined;
    let inLegend = false;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '') {
        inLegend = false;
        log.recognized++;
        continue;
      }
      const vrfLine = /^VRF(?: name)?:\s*(\S+)$/.exec(trimmed);
      if (vrfLine) {
        vrf = vrfLine[1];
        current = undefined;
        log.recognized++;
        continue;
      }
      if (/^Codes: /.test(trimmed)) inLegend = true;
      const route = ROUTE.exec(line.replace(/^\s+/, ''));
      if (route && !inLegend) {
        const code = route[1] ?? '';
        const { protocol, subtype } = routeProtocol(code);
        const prefixText = route[2] ?? '';
        const slash = prefixText.indexOf('/');
        const address = prefixText.slice(0, slash);
        const network = isIpv4(address) ? address : canonicalIp(address);
        if (!network) {
          log.unrecognizedLine(n, line);
          continue;
        }
        current = {
          prefix: `${network}${prefixText.slice(slash)}`,
          protocol,
          protocolCode: code,
          nextHops: [],
          source: ref(n),
        };
        if (subtype) current.subtype = subtype;
        if (vrf !== undefined) current.vrf = vrf;
        const rest = route[3] ?? '';
        const metrics = /^\[(\d+)\/(\d+)\]\s*(.*)$/.exec(rest);
        const after = metrics ? (metrics[3] ?? '') : rest;
        if (metrics) {
          current.distance = Number(metrics[1]);
          current.metric = Number(metrics[2]);
        }
        const via = /^via (.+)$/.exec(after);
        const connected = /^is directly connected, (.+)$/.exec(after);
        let hop: NextHop | undefined;
        if (via) hop = nextHop(via[1] ?? '', platform);
        else if (connected) hop = nextHop(connected[1] ?? '', platform);
        // A line cut short (a truncated capture) gives no route rather than a route without its next hop.
        if (!hop && after !== '') {
          current = undefined;
          log.unrecognizedLine(n, line);
          continue;
        }
        if (hop) current.nextHops.push(hop);
        routes.push(current);
        log.recognized++;
        continue;
      }
      const more = /^via (.+)$/.exec(trimmed);
      if (more && current && /^\s/.test(line)) {
        const hop = nextHop(more[1] ?? '', platform);
        if (hop) {
          current.nextHops.push(hop);
          current.source.endLine = n;
          log.recognized++;
          continue;
        }
      }
      if (inLegend || ROUTE_IGNORED.some((p) => p.test(trimmed))) {
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    return routes.length > 0 ? { routes } : {};
  });
}

/** `show vrf`: each VRF with its RD and interfaces, in the layouts of older and newer EOS releases. */
export function parseEosShowVrf(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const vrfs = new Map<string, Vrf>();
    let labels: string[] = [];
    let columns: Column[] | undefined;
    let current: Vrf | undefined;
    const addInterfaces = (vrf: Vrf, text: string) => {
      for (const item of text.split(',')) {
        const name = item.trim();
        if (name !== '' && !vrf.interfaces.includes(interfaceName(name, platform)))
          vrf.interfaces.push(interfaceName(name, platform));
      }
    };
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || /^Maximum number of vrfs allowed/i.test(trimmed)) {
        log.recognized++;
        continue;
      }
      if (/^VRF\s+/i.test(trimmed) && /Interfaces/.test(trimmed)) {
        labels = trimmed.split(/\s{2,}|\s+(?=[A-Z])/).map((label) => label.toLowerCase());
        log.recognized++;
        continue;
      }
      if (isSeparator(line)) {
        columns = columnsFromSeparator(line);
        log.recognized++;
        continue;
      }
      if (!columns || labels.length === 0) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const cells = cellsOf(line, columns);
      const at = (label: string) => cells[labels.indexOf(label)] ?? '';
      const name = at('vrf');
      if (name !== '') {
        current = vrfs.get(name);
        if (!current) {
          current = { name, interfaces: [], source: ref(n) };
          vrfs.set(name, current);
        }
        const rd = at('rd');
        if (rd !== '' && !/not set/i.test(rd)) current.rd = rd;
        addInterfaces(current, at('interfaces'));
        log.recognized++;
        continue;
      }
      if (current) {
        // A wrapped row: more interfaces, or the second address family's state.
        addInterfaces(current, at('interfaces'));
        if (current.source) current.source.endLine = n;
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    return vrfs.size > 0 ? { vrfs: [...vrfs.values()] } : {};
  });
}
