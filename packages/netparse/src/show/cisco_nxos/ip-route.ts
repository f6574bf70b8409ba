import type { NextHop, Route, RouteProtocol } from '../../model/types';
import { isIpv4 } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { tally, toInt } from '../cisco_ios/lines';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/**
 * NX-OS `show ip route` (with `vrf X` or `vrf all`): per `IP Route Table for VRF "X"` heading, each prefix
 * (`10.0.0.0/24, ubest/mbest: 2/0, attached`) and its paths on `*via` lines (`*` marks a best path): next hop
 * (`%vrf` when it lies in another VRF), interface, `[preference/metric]`, age, protocol with its process
 * (`ospf-10`, `bgp-65000`, `direct`, `local`, `static`, `hsrp`) and route type (`intra`, `type-2`, `external`).
 * Paths of one protocol and preference become one route with several next hops; a prefix known by several
 * protocols (`local` and `direct`) gives one route per protocol.
 */

const PLATFORM = 'cisco_nxos';
const VRF_HEAD = /^IP Route Table for VRF "([^"]+)"/;
const LEGEND = /^'[^']+' (?:denotes|in via output denotes) /;
const PREFIX = /^(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2}), ubest\/mbest: \d+\/\d+/;
const VIA = /^(\*{0,2})via ([^\s,]+),\s*(.*)$/;
const PREF = /^\[(\d+)\/(\d+)\]$/;
const AGE = /^(?:\d+[ywdhms](?:\d+[ywdhms])*|\d{1,2}:\d{2}:\d{2}|\d+\.\d+|never)$/;

const PROTOCOLS: Record<string, RouteProtocol> = {
  static: 'static',
  local: 'local',
  direct: 'connected',
  ospf: 'ospf',
  ospfv3: 'ospfv3',
  bgp: 'bgp',
  eigrp: 'eigrp',
  rip: 'rip',
  isis: 'isis',
  lisp: 'lisp',
};

const SUBTYPES: Record<string, string> = {
  intra: 'intra',
  inter: 'ia',
  'type-1': 'e1',
  'type-2': 'e2',
  'nssa type-1': 'n1',
  'nssa type-2': 'n2',
  external: 'external',
  internal: 'internal',
  'level-1': 'l1',
  'level-2': 'l2',
  summary: 'summary',
};

type Path = {
  best: boolean;
  hop: NextHop;
  distance?: number;
  metric?: number;
  age?: string;
  protocolName: string;
  subtype?: string;
  tag?: number;
};

function readVia(text: string): Path | undefined {
  const via = VIA.exec(text);
  if (!via) return undefined;
  const target = via[2] ?? '';
  const hop: NextHop = {};
  const [address = '', vrf] = target.split('%');
  if (isIpv4(address)) hop.ip = address;
  else hop.interface = interfaceName(address, PLATFORM);
  if (vrf !== undefined && vrf !== '') hop.vrf = vrf;
  const path: Path = { best: (via[1] ?? '') !== '', hop, protocolName: '' };
  const items = (via[3] ?? '').split(',').map((i) => i.trim());
  let at = 0;
  const first = items[0] ?? '';
  if (!first.startsWith('[')) {
    hop.interface = interfaceName(first, PLATFORM);
    at++;
  }
  const pref = PREF.exec(items[at] ?? '');
  if (!pref) return undefined;
  path.distance = toInt(pref[1]);
  path.metric = toInt(pref[2]);
  at++;
  if (AGE.test(items[at] ?? '')) {
    path.age = items[at];
    at++;
  }
  path.protocolName = items[at] ?? '';
  if (path.protocolName === '') return undefined;
  for (const item of items.slice(at + 1)) {
    const sub = SUBTYPES[item];
    if (sub) path.subtype = sub;
    else if (item === 'discard') hop.discard = true;
    const tag = /^tag (\d+)/.exec(item);
    if (tag) path.tag = toInt(tag[1]);
  }
  if (hop.interface !== undefined && /^null\d*$/i.test(hop.interface)) hop.discard = true;
  return path;
}

function protocolOf(name: string): RouteProtocol {
  const family = name.replace(/-.*$/, '').toLowerCase();
  return PROTOCOLS[family] ?? 'other';
}

export const parseNxosShowIpRoute: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const routes: Route[] = [];
    let vrf: string | undefined;
    let prefix: string | undefined;
    let prefixLine = 0;
    /** The routes of the current prefix, by protocol, preference, metric and best. */
    let groups = new Map<string, Route>();
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '' || LEGEND.test(t)) {
        tally(ctx, line, true);
        continue;
      }
      const head = VRF_HEAD.exec(t);
      if (head) {
        vrf = head[1];
        prefix = undefined;
        tally(ctx, line, true);
        continue;
      }
      const found = PREFIX.exec(t);
      if (found && isIpv4(found[1] ?? '')) {
        prefix = `${found[1]}/${found[2]}`;
        prefixLine = line.n;
        groups = new Map();
        tally(ctx, line, true);
        continue;
      }
      const path = prefix ? readVia(t) : undefined;
      if (!path || prefix === undefined) {
        tally(ctx, line, false);
        continue;
      }
      const key = `${path.protocolName}|${path.distance}|${path.metric}|${path.best}`;
      let route = groups.get(key);
      if (!route) {
        route = {
          prefix,
          protocol: protocolOf(path.protocolName),
          protocolCode: path.protocolName,
          nextHops: [],
          active: path.best,
          source: ctx.ref(prefixLine, line.n),
        };
        if (vrf !== undefined) route.vrf = vrf;
        if (path.distance !== undefined) route.distance = path.distance;
        if (path.metric !== undefined) route.metric = path.metric;
        if (path.age !== undefined) route.age = path.age;
        if (path.subtype !== undefined) route.subtype = path.subtype;
        if (path.tag !== undefined) route.tag = path.tag;
        groups.set(key, route);
        routes.push(route);
      }
      route.nextHops.push(path.hop);
      route.source = ctx.ref(prefixLine, line.n);
      tally(ctx, line, true);
    }
    return { routes };
  });
