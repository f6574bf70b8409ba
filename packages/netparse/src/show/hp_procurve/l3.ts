import type { ArpEntry, NextHop, Route, RouteProtocol } from '../../model/types';
import { isIpv4, normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { type Column, cellsOf, columnsFromSeparator, isSeparator } from '../common/columns';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { procurvePort } from './values';

/** `show arp`: IP, MAC, type and port per entry. */
export function parseProcurveShowArp(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const arp: ArpEntry[] = [];
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        isSeparator(line) ||
        /^IP ARP table$/.test(trimmed) ||
        /^IP Address\s+MAC Address\s+Type/.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      const row = /^(\S+)\s+(\S+)\s+(dynamic|static|other|local)(?:\s+(\S+))?(?:\s+(\S+))?$/i.exec(trimmed);
      const mac = row ? normalizeMac(row[2]) : undefined;
      if (!row || !isIpv4(row[1] ?? '') || !mac) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const entry: ArpEntry = { ip: row[1] ?? '', mac, source: ref(n) };
      const type = (row[3] ?? '').toLowerCase();
      entry.type = type === 'dynamic' || type === 'static' || type === 'local' ? type : 'other';
      if (row[4]) entry.interface = interfaceName(procurvePort(row[4]).port, platform);
      arp.push(entry);
      log.recognized++;
    }
    return arp.length > 0 ? { arp } : {};
  });
}

function routeProtocol(type: string): RouteProtocol {
  switch (type.toLowerCase()) {
    case 'connected':
      return 'connected';
    case 'static':
      return 'static';
    case 'ospf':
      return 'ospf';
    case 'ospfv3':
      return 'ospfv3';
    case 'rip':
      return 'rip';
    case 'bgp':
      return 'bgp';
    case 'aggregate':
      return 'aggregate';
    default:
      return 'other';
  }
}

/** `show ip route`: destination, gateway, VLAN, type, sub-type, metric and distance per route. */
export function parseProcurveShowIpRoute(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const routes: Route[] = [];
    let columns: Column[] | undefined;
    let previous: Route | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        /^IP Route Entries$/.test(trimmed) ||
        /^Destination\s+Gateway\s+VLAN\s+Type/.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      if (isSeparator(line)) {
        columns = columnsFromSeparator(line);
        log.recognized++;
        continue;
      }
      const [destination, gateway, vlan, type, subtype, metric, distance] = columns
        ? cellsOf(line, columns)
        : [];
      const slash = (destination ?? '').indexOf('/');
      const network = (destination ?? '').slice(0, slash);
      // An ECMP route lists its further gateways on rows with the destination left empty.
      if (!destination && gateway && previous) {
        const hop = nextHop(gateway, vlan ?? '', platform);
        if (hop) previous.nextHops.push(hop);
        previous.source.endLine = n;
        log.recognized++;
        continue;
      }
      // AOS-S lists each path of an ECMP route on its own row with the destination repeated.
      if (previous && destination === previous.prefix && type === previous.protocolCode && gateway) {
        const hop = nextHop(gateway, vlan ?? '', platform);
        if (hop) previous.nextHops.push(hop);
        previous.source.endLine = n;
        log.recognized++;
        continue;
      }
      if (!destination || slash < 0 || !isIpv4(network) || !type) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const route: Route = {
        prefix: destination,
        protocol: routeProtocol(type),
        protocolCode: type,
        nextHops: [],
        source: ref(n),
      };
      if (subtype) route.subtype = subtype.toLowerCase();
      if (metric && /^\d+$/.test(metric)) route.metric = Number(metric);
      if (distance && /^\d+$/.test(distance)) route.distance = Number(distance);
      const hop = nextHop(gateway ?? '', vlan ?? '', platform);
      if (hop) route.nextHops.push(hop);
      routes.push(route);
      previous = route;
      log.recognized++;
    }
    return routes.length > 0 ? { routes } : {};
  });
}

/**
 * A gateway cell: an address, `reject`/`blackhole` (discard), or the name of the VLAN a connected route is on
 * (the VLAN column gives its interface).
 */
function nextHop(gateway: string, vlan: string, platform: ParseInput['platform']): NextHop | undefined {
  const hop: NextHop = {};
  if (isIpv4(gateway)) hop.ip = gateway;
  else if (/^(?:reject|blackhole)$/i.test(gateway)) hop.discard = true;
  if (/^\d+$/.test(vlan)) hop.interface = interfaceName(`Vlan${vlan}`, platform);
  else if (!hop.ip && !hop.discard && /^lo\d*$/i.test(gateway)) hop.interface = gateway;
  return hop.ip || hop.interface || hop.discard ? hop : undefined;
}
