import { canonicalInterface } from '../../model/interface-names';
import type { NextHop, Route, RouteProtocol } from '../../model/types';
import { isIpv4 } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { rfc5952 } from '../common/ipv6-text';
import { junosLines } from './common';

const TABLE = /^(\S+):\s+\d+ destinations?,\s+\d+ routes?\b/;
const LEGEND = /^\+ = Active Route/;
/** `10.0.0.0/24  *[OSPF/10] 2d 04:05:06, metric 20, tag 0` or the entry alone under its prefix. */
const ENTRY = /^([*+\- ]?)\[([A-Za-z0-9-]+)\/(\d+)\]\s*(.*)$/;
const PREFIX = /^([0-9A-Fa-f.:]+\/\d{1,3})(?:\s+(.*))?$/;
/** `> to 10.0.0.2 via ge-0/0/1.0`, `to 10.0.0.6 via ge-0/0/2.0, Push 299776`, `> via irb.10`. */
const HOP = /^(>?)\s*(?:to\s+([0-9A-Fa-f.:]+)\s+)?via\s+(\S+?)(?:,.*)?$/;

const PROTOCOLS: Record<string, RouteProtocol> = {
  direct: 'connected',
  local: 'local',
  static: 'static',
  ospf: 'ospf',
  ospf3: 'ospfv3',
  bgp: 'bgp',
  aggregate: 'aggregate',
  'is-is': 'isis',
  rip: 'rip',
  ripng: 'rip',
};

/** `inet.0` and `inet6.0` are the master instance; `CUST-A.inet.0` is the VRF `CUST-A`; other tables are not unicast. */
function tableVrf(table: string): { unicast: boolean; vrf?: string } {
  const match = /^(?:(.+)\.)?inet6?\.0$/.exec(table);
  if (!match || table.startsWith(':') || table.startsWith('__')) return { unicast: false };
  return match[1] ? { unicast: true, vrf: match[1] } : { unicast: true };
}

/**
 * `show route` (and `show route table X`, `show route protocol X`): each protocol entry of each destination of
 * the unicast tables (`inet.0`, `inet6.0`, `<instance>.inet.0`) as a route: protocol, preference, metric, age,
 * active (`*`), next hops (`to … via …`, `via …`, `Local via …`, `Discard`, `Reject`). Entries with several
 * next hops (ECMP, or backups the device keeps) list them all. Other tables (`inet.3`, `mpls.0`,
 * `bgp.l3vpn.0`) are read as layout.
 */
export function parseJunosShowRoute(text: string, input: ParseInput): ParseResult {
  const { log, lines, rejected } = junosLines(text, input);
  if (rejected) return rejected;
  const routes: Route[] = [];
  let table: { unicast: boolean; vrf?: string } = { unicast: true };
  let prefix: string | undefined;
  let current: Route | undefined;
  const skipped = new Set<string>();

  const openEntry = (match: RegExpExecArray, n: number) => {
    if (!prefix || !table.unicast) {
      current = undefined;
      return;
    }
    const code = match[2] ?? '';
    const rest = match[4] ?? '';
    const route: Route = {
      prefix,
      protocol: PROTOCOLS[code.toLowerCase()] ?? 'other',
      protocolCode: code,
      distance: Number(match[3]),
      nextHops: [],
      active: match[1] === '*' || match[1] === '+',
      source: { file: input.file, line: n },
    };
    if (table.vrf) route.vrf = table.vrf;
    const age = /^([^,]+)/.exec(rest)?.[1]?.trim();
    if (age) route.age = age;
    const metric = /,\s*metric\s+(\d+)/.exec(rest)?.[1];
    if (metric) route.metric = Number(metric);
    const tag = /,\s*tag\s+(\d+)/.exec(rest)?.[1];
    if (tag) route.tag = Number(tag);
    routes.push(route);
    current = route;
  };

  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    const tableMatch = TABLE.exec(line);
    if (tableMatch) {
      const name = tableMatch[1] ?? '';
      table = tableVrf(name);
      if (!table.unicast && !skipped.has(name)) {
        skipped.add(name);
        log.warn(
          n,
          'table-skipped',
          `routes of table ${name} are not unicast routes and are not read`,
          'info',
        );
      }
      prefix = undefined;
      current = undefined;
      log.recognized++;
      continue;
    }
    if (LEGEND.test(line) || /^Restart Complete$/i.test(line)) {
      log.recognized++;
      continue;
    }
    if (/^\S/.test(raw)) {
      const head = PREFIX.exec(line);
      if (!head) {
        log.unrecognizedLine(n, raw);
        continue;
      }
      const [address = '', length = ''] = (head[1] ?? '').split('/');
      prefix = `${rfc5952(address)}/${length}`;
      current = undefined;
      const entry = head[2] ? ENTRY.exec(head[2]) : null;
      if (entry) openEntry(entry, n);
      else if (head[2]) {
        log.unrecognizedLine(n, raw);
        continue;
      }
      log.recognized++;
      continue;
    }
    const entry = ENTRY.exec(line);
    if (entry) {
      openEntry(entry, n);
      log.recognized++;
      continue;
    }
    const hop = HOP.exec(line);
    if (hop) {
      if (current) {
        const next: NextHop = { interface: canonicalInterface(hop[3] ?? '', 'juniper_junos').name };
        const address = hop[2];
        if (address && (isIpv4(address) || address.includes(':'))) next.ip = rfc5952(address);
        if (current.vrf) next.vrf = current.vrf;
        current.nextHops.push(next);
      }
      log.recognized++;
      continue;
    }
    if (/^(?:Discard|Reject)$/.test(line)) {
      current?.nextHops.push({ discard: true, ...(current.vrf ? { vrf: current.vrf } : {}) });
      log.recognized++;
      continue;
    }
    if (
      /^(?:Receive|MultiRecv|Multicast \(IPv[46]\).*|to table \S+|AS path: .*|Local|Indirect|Table \S+)$/i.test(
        line,
      ) ||
      /^Local via \S+$/.test(line)
    ) {
      const local = /^Local via (\S+)$/.exec(line);
      if (local && current)
        current.nextHops.push({ interface: canonicalInterface(local[1] ?? '', 'juniper_junos').name });
      log.recognized++;
      continue;
    }
    log.unrecognizedLine(n, raw);
  }
  return log.result({ routes });
}
