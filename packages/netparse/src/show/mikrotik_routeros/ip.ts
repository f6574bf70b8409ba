import { canonicalInterface } from '../../model/interface-names';
import type {
  ArpEntry,
  InterfaceAddress,
  Neighbor,
  NextHop,
  NormalizedInterface,
  Route,
  RouteProtocol,
} from '../../model/types';
import { isIpv4, normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { rfc5952 } from '../common/ipv6-text';
import { isDisabled, routerosLines } from './common';
import { interfaceItems } from './interfaces';

const ifName = (raw: string): string => canonicalInterface(raw, 'mikrotik_routeros').name;

/**
 * `/ip address print` (table, `detail`, `terse`) and `/ipv6 address print`: addresses per interface. Disabled
 * (`X`) and invalid (`I`) addresses are not on their interface and are left out.
 */
export function parseRouterosIpAddressPrint(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const byName = new Map<string, NormalizedInterface>();
  for (const item of interfaceItems(frame)) {
    const address = item.fields.get('address');
    const iface = item.fields.get('interface');
    const match = address ? /^([0-9A-Fa-f.:]+)\/(\d{1,3})$/.exec(address) : null;
    if (!match || !iface) {
      frame.log.warn(item.line, 'unreadable-address', `no address/interface in this item: ${address ?? ''}`);
      continue;
    }
    if (isDisabled(item.flags) || item.flags.includes('I')) continue;
    const name = ifName(iface);
    let entry = byName.get(name);
    if (!entry) {
      const named = canonicalInterface(iface, 'mikrotik_routeros');
      entry = { name, shortName: named.shortName, type: named.type, ipv4: [], ipv6: [], sources: [] };
      byName.set(name, entry);
    }
    entry.sources.push({ file: input.file, line: item.line });
    const value: InterfaceAddress = {
      address: rfc5952(match[1] ?? ''),
      prefixLength: Number(match[2]),
      source: { file: input.file, line: item.line },
    };
    if (item.flags.includes('D')) value.flags = ['dynamic'];
    if (isIpv4(value.address)) entry.ipv4.push(value);
    else entry.ipv6.push(value);
  }
  return frame.log.result({ interfaces: [...byName.values()] });
}

const NEIGHBOR_STATES = /^(?:reachable|stale|delay|probe|failed|incomplete|permanent|noarp|none)$/;

/**
 * `/ip arp print` (table, `terse`, `without-paging`): IP, MAC and interface. `D` entries are dynamic, others
 * static; disabled entries are left out.
 */
export function parseRouterosIpArpPrint(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const arp: ArpEntry[] = [];
  for (const item of interfaceItems(frame)) {
    const ipText = item.fields.get('address');
    const ip = ipText === undefined ? undefined : rfc5952(ipText);
    if (!ip || !(isIpv4(ip) || ip.includes(':'))) {
      frame.log.warn(item.line, 'unreadable-arp', `no address in this item: ${ip ?? ''}`);
      continue;
    }
    if (isDisabled(item.flags)) continue;
    const entry: ArpEntry = { ip, source: { file: input.file, line: item.line } };
    const mac = normalizeMac(item.fields.get('mac-address'));
    if (mac) entry.mac = mac;
    const iface = item.fields.get('interface');
    if (iface && !NEIGHBOR_STATES.test(iface)) entry.interface = ifName(iface);
    entry.type = item.flags.includes('D') ? 'dynamic' : 'static';
    arp.push(entry);
  }
  return frame.log.result({ arp });
}

/** `2a05:C100:7::/64` → `2a05:c100:7::/64`; an address without length gets the host length. */
function prefixText(raw: string): string {
  const [address = '', length] = raw.split('/');
  const text = rfc5952(address);
  return `${text}/${length ?? (text.includes(':') ? '128' : '32')}`;
}

/** Route flags of RouterOS 6 (upper case `C`, `S`) and 7 (lower case `c`, `s`, `v` …) to protocols. */
function routeProtocol(
  flags: string,
  values: Map<string, string>,
): { protocol: RouteProtocol; code: string } {
  const order: [string, RouteProtocol][] = [
    ['C', 'connected'],
    ['c', 'connected'],
    ['S', 'static'],
    ['s', 'static'],
    ['b', 'bgp'],
    ['o', 'ospf'],
    ['r', 'rip'],
    ['i', 'isis'],
  ];
  for (const [letter, protocol] of order) if (flags.includes(letter)) return { protocol, code: letter };
  for (const letter of ['d', 'v', 'm', 'y'])
    if (flags.includes(letter)) return { protocol: 'other', code: letter };
  // RouterOS 6 detail prints leave the protocol flag out of static routes shown as `type=blackhole`.
  if (values.get('type') === 'blackhole' || flags.includes('B')) return { protocol: 'static', code: 'B' };
  return { protocol: 'other', code: flags };
}

/**
 * `/ip route print detail|terse` and `/ipv6 route print …`, RouterOS 6 and 7: prefix, protocol from the flags,
 * gateways (several for ECMP, interfaces or addresses), distance, routing table or mark, blackhole.
 */
export function parseRouterosIpRoutePrint(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const routes: Route[] = [];
  for (const item of interfaceItems(frame)) {
    const dst = item.fields.get('dst-address');
    const prefix = dst ? prefixText(dst) : undefined;
    if (!prefix) {
      frame.log.warn(item.line, 'route-without-prefix', 'a route item without dst-address is skipped');
      continue;
    }
    if (isDisabled(item.flags)) continue;
    const { protocol, code } = routeProtocol(item.flags, item.fields);
    const route: Route = {
      prefix,
      protocol,
      protocolCode: code,
      nextHops: [],
      source: { file: input.file, line: item.line },
    };
    route.active = item.flags.includes('A');
    const distance = item.fields.get('distance');
    if (distance && /^\d+$/.test(distance)) route.distance = Number(distance);
    const vrf = item.fields.get('routing-table') ?? item.fields.get('routing-mark');
    if (vrf && vrf !== 'main') route.vrf = vrf;
    const type = item.fields.get('type');
    const blackhole = item.fields.get('blackhole');
    if (
      type === 'blackhole' ||
      type === 'unreachable' ||
      type === 'prohibit' ||
      blackhole === 'yes' ||
      blackhole === ''
    ) {
      route.nextHops.push({ discard: true });
    }
    for (const gateway of (item.fields.get('gateway') ?? '').split(',')) {
      const text = gateway.trim();
      if (text === '') continue;
      const hop: NextHop = {};
      // `10.0.0.1%ether1`: an address reached through an interface.
      const [target = '', via] = text.split('%');
      // `172.16.0.1@mgmt`: the gateway resolved in another routing table.
      const address = target.split('@')[0];
      if (address && (isIpv4(address) || address.includes(':'))) {
        hop.ip = rfc5952(address);
        if (via) hop.interface = ifName(via);
      } else hop.interface = ifName(text);
      if (route.vrf) hop.vrf = route.vrf;
      route.nextHops.push(hop);
    }
    if (item.comment) route.name = item.comment;
    else if (item.fields.get('comment')) route.name = item.fields.get('comment');
    routes.push(route);
  }
  return frame.log.result({ routes });
}

/**
 * `/ip neighbor print detail`: neighbours found by MNDP, CDP or LLDP. `interface=ether2,bridge1` names the port
 * and the bridge it belongs to; the port is the local interface.
 */
export function parseRouterosIpNeighborPrint(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const neighbors: Neighbor[] = [];
  for (const item of interfaceItems(frame)) {
    const local = (item.fields.get('interface') ?? '').split(',')[0]?.trim();
    if (!local) {
      frame.log.warn(
        item.line,
        'neighbor-without-interface',
        'a neighbour without a local interface is skipped',
      );
      continue;
    }
    const discovered = item.fields.get('discovered-by') ?? '';
    const protocol: Neighbor['protocol'] = /lldp/.test(discovered)
      ? 'lldp'
      : /cdp/.test(discovered)
        ? 'cdp'
        : 'mndp';
    const neighbor: Neighbor = {
      protocol,
      localInterface: ifName(local),
      source: { file: input.file, line: item.line },
    };
    const identity = item.fields.get('identity');
    if (identity) neighbor.remoteName = identity;
    const port = item.fields.get('interface-name');
    if (port) {
      neighbor.remotePort = port;
      neighbor.remotePortKind = 'name';
    }
    const mac = normalizeMac(item.fields.get('mac-address'));
    if (mac) neighbor.remoteChassisId = mac;
    const ips = [item.fields.get('address4'), item.fields.get('address6'), item.fields.get('address')]
      .filter((a): a is string => a !== undefined && a !== '')
      .map(rfc5952)
      .filter((a, i, all) => all.indexOf(a) === i);
    if (ips.length > 0) neighbor.remoteManagementIps = ips;
    const platform = [item.fields.get('platform'), item.fields.get('board')].filter((p) => p).join(' ');
    if (platform) neighbor.remotePlatform = platform;
    const version = item.fields.get('version');
    if (version) neighbor.remoteSoftware = version;
    const caps = item.fields.get('system-caps-enabled') || item.fields.get('system-caps');
    if (caps)
      neighbor.remoteCapabilities = caps
        .split(',')
        .map((c) => c.trim().toLowerCase())
        .filter((c) => c);
    neighbors.push(neighbor);
  }
  return frame.log.result({ neighbors });
}
