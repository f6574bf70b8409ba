import type { NextHop, Platform, Route, RouteProtocol } from '../../model/types';
import { isIpv4 } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { tally, wordsOf } from './lines';

/**
 * IOS and IOS-XE `show ip route` and `show ip route vrf X`: every route with its protocol code, administrative
 * distance, metric, age and next hops. Next hops of equal-cost routes continue on indented lines; a classful
 * heading (`10.0.0.0/24 is subnetted, 4 subnets`) gives the length of routes printed without one; a
 * `Routing Table: X` heading starts the routes of VRF X.
 */

const CODES_HEAD = /^Codes: /;
const LEGEND_LINE = /^(?:[A-Za-z0-9*+%&]{1,3} - [A-Za-z]|[+%&*] - )/;
const GATEWAY = /^Gateway of last resort is /;
const ROUTING_TABLE = /^Routing Table: (\S+)/;
const TIMESTAMP = /^(?:\*?\w{3} \w{3} +\d+ [\d:.]+(?: \w+)?|\w{3} \w{3} \d+ \d{4} [\d:.]+(?: \w+)?)$/;
const SUBNETTED = /^(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2}) is (variably )?subnetted/;
const PREFIX = /^(\d{1,3}(?:\.\d{1,3}){3})(?:\/(\d{1,2}))?$/;
const CODE_WORD = /^[A-Za-z*+%&][A-Za-z0-9*+%&]{0,3}$/;
const DISTANCE = /^\[(\d+)\/(\d+)\]/;
const AGE = /^(?:\d+[ywdhms](?:\d+[ywdhms])*|\d{1,2}:\d{2}:\d{2}|never)$/;

const MAIN_CODES: Record<string, RouteProtocol> = {
  C: 'connected',
  L: 'local',
  S: 'static',
  R: 'rip',
  M: 'other',
  B: 'bgp',
  D: 'eigrp',
  O: 'ospf',
  i: 'isis',
  o: 'odr',
  P: 'static',
  U: 'static',
  H: 'nhrp',
  l: 'lisp',
  a: 'other',
  E: 'other',
  I: 'other',
  m: 'other',
  n: 'other',
  Ni: 'other',
  No: 'other',
  Nd: 'other',
  G: 'nhrp',
  g: 'nhrp',
};

const SUBTYPES: Record<string, string> = {
  IA: 'ia',
  E1: 'e1',
  E2: 'e2',
  N1: 'n1',
  N2: 'n2',
  L1: 'l1',
  L2: 'l2',
  ia: 'ia',
  su: 'su',
  EX: 'external',
};

type Code = { protocol: RouteProtocol; subtype?: string; known: boolean };

/** The protocol of a code (`O IA`, `B*`, `O*E2`, `i L1`, `D EX`, `S*`), flags (`*`, `+`, `%`, `&`, `p`) aside. */
export function readRouteCode(code: string): Code {
  const words = code
    .replace(/([*+%&])/g, ' $1 ')
    .split(/\s+/)
    .filter((w) => w !== '');
  const main = words[0] ?? '';
  const protocol = MAIN_CODES[main];
  let subtype: string | undefined;
  let known = protocol !== undefined;
  for (const word of words.slice(1)) {
    if (/^[*+%&p]$/.test(word)) continue;
    const sub = SUBTYPES[word];
    if (sub) subtype = sub;
    else known = false;
  }
  return { protocol: protocol ?? 'other', subtype, known };
}

/** The classful length of a network printed without one. */
function classfulLength(address: string): number {
  const first = Number(address.split('.')[0]);
  if (first < 128) return 8;
  if (first < 192) return 16;
  return 24;
}

/** Whether two addresses share their classful network (the scope of a `… is subnetted` heading). */
function sameMajorNetwork(a: string, b: string): boolean {
  const octets = classfulLength(a) / 8;
  return a.split('.').slice(0, octets).join('.') === b.split('.').slice(0, octets).join('.');
}

type Path = { distance?: number; metric?: number; hop?: NextHop; age?: string };

/**
 * One path: `[110/2] via 10.0.0.2, 00:01:02, GigabitEthernet0/1`, `is directly connected, Vlan10`,
 * `[200/0], 3w4d, Null0`, `is a summary, 00:10:00, Null0`, `[1/0] via 10.0.0.1 (VRF-B)`.
 */
function readPath(text: string, platform: Platform): Path | undefined {
  let rest = text.trim();
  const path: Path = {};
  const distance = DISTANCE.exec(rest);
  if (distance) {
    path.distance = Number(distance[1]);
    path.metric = Number(distance[2]);
    rest = rest.slice(distance[0].length).trim();
  }
  const hop: NextHop = {};
  if (rest.startsWith('is directly connected')) rest = rest.slice('is directly connected'.length);
  else if (rest.startsWith('is a summary')) rest = rest.slice('is a summary'.length);
  else if (rest.startsWith('via ')) {
    const words = wordsOf(rest.slice(4));
    const target = (words[0]?.text ?? '').replace(/,$/, '');
    if (isIpv4(target)) hop.ip = target;
    else if (/^[A-Za-z]/.test(target)) hop.interface = interfaceName(target, platform);
    else return undefined;
    rest = rest.slice(4 + (words[0]?.end ?? 0));
    const vrf = /^\s*\(([^)]+)\)/.exec(rest);
    if (vrf) {
      hop.vrf = vrf[1];
      rest = rest.slice(vrf[0].length);
    }
  } else if (!distance) return undefined;
  for (const raw of rest.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    if (AGE.test(item)) path.age = item;
    else if (/^[A-Za-z][\w/.:-]*\d[\w/.:-]*$/.test(item) || /^[A-Za-z][\w-]*$/.test(item)) {
      hop.interface = interfaceName(item, platform);
    } else return undefined;
  }
  if (hop.interface !== undefined && /^null\d*$/i.test(hop.interface)) hop.discard = true;
  if (hop.ip !== undefined || hop.interface !== undefined) path.hop = hop;
  return path;
}

export function iosIpRouteParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const routes: Route[] = [];
      let vrf: string | undefined;
      let inLegend = false;
      /** The classful network being listed and the length of its subnets (`is subnetted`), if one. */
      let classful: { network: string; length?: number } | undefined;
      let last: Route | undefined;
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '') {
          inLegend = false;
          tally(ctx, line, true);
          continue;
        }
        if (CODES_HEAD.test(t)) {
          inLegend = true;
          tally(ctx, line, true);
          continue;
        }
        if (inLegend && LEGEND_LINE.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        inLegend = false;
        const table = ROUTING_TABLE.exec(t);
        if (table) {
          vrf = table[1];
          classful = undefined;
          last = undefined;
          tally(ctx, line, true);
          continue;
        }
        if (GATEWAY.test(t) || TIMESTAMP.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        if (t.startsWith('%')) {
          ctx.log.warn(line.n, 'device-message', t, 'info');
          tally(ctx, line, true);
          continue;
        }
        const subnetted = SUBNETTED.exec(t);
        if (subnetted) {
          classful = { network: subnetted[1] ?? '', length: subnetted[3] ? undefined : Number(subnetted[2]) };
          tally(ctx, line, true);
          continue;
        }
        if (/^\s/.test(line.text)) {
          // A further next hop of the route above (equal-cost paths), or the path of a wrapped route line.
          const path = last ? readPath(t, platform) : undefined;
          if (!last || !path?.hop) {
            tally(ctx, line, false);
            continue;
          }
          if (last.nextHops.length === 0) {
            last.distance ??= path.distance;
            last.metric ??= path.metric;
            if (path.age) last.age ??= path.age;
          }
          last.nextHops.push(path.hop);
          last.source = ctx.ref(last.source.line, line.n);
          tally(ctx, line, true);
          continue;
        }
        const words = wordsOf(t);
        const prefixAt = words.findIndex((w) => PREFIX.test(w.text));
        const codeWords = words.slice(0, Math.max(prefixAt, 0));
        if (prefixAt < 1 || prefixAt > 4 || !codeWords.every((w) => CODE_WORD.test(w.text))) {
          tally(ctx, line, false);
          continue;
        }
        const prefixWord = words[prefixAt];
        const prefix = PREFIX.exec(prefixWord?.text ?? '');
        const network = prefix?.[1] ?? '';
        if (!prefix || !isIpv4(network)) {
          tally(ctx, line, false);
          continue;
        }
        let length = prefix[2] === undefined ? undefined : Number(prefix[2]);
        if (length === undefined) {
          const heading = classful && sameMajorNetwork(network, classful.network) ? classful : undefined;
          length = heading?.length ?? classfulLength(network);
          if (heading?.length === undefined) {
            ctx.log.warn(
              line.n,
              'classful-length',
              `${network} has no length; its class gives /${length}`,
              'info',
            );
          }
        }
        const codeText = t.slice(0, prefixWord?.start ?? 0).trim();
        const code = readRouteCode(codeText);
        if (!code.known)
          ctx.log.warn(line.n, 'unknown-route-code', `route code ${codeText} is not known`, 'info');
        const route: Route = {
          prefix: `${network}/${length}`,
          protocol: code.protocol,
          protocolCode: codeText.replace(/\s+/g, ' '),
          nextHops: [],
          source: ctx.ref(line.n),
        };
        if (vrf !== undefined) route.vrf = vrf;
        if (code.subtype) route.subtype = code.subtype;
        const restText = t.slice(prefixWord?.end ?? t.length).trim();
        if (restText !== '') {
          const path = readPath(restText, platform);
          if (!path) {
            tally(ctx, line, false);
            continue;
          }
          if (path.distance !== undefined) route.distance = path.distance;
          if (path.metric !== undefined) route.metric = path.metric;
          if (path.age) route.age = path.age;
          if (path.hop) route.nextHops.push(path.hop);
        }
        routes.push(route);
        last = route;
        tally(ctx, line, true);
      }
      return { routes };
    });
}
