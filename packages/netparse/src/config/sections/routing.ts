/**
 * Routing: `router ospf|bgp|eigrp|rip|isis` processes of every Cisco-like dialect (NX-OS and EOS `vrf` and
 * neighbour blocks, IOS address families), and static routes (`ip route`, `ipv6 route`).
 */
import { canonicalInterface } from '../../model/interface-names';
import type { ConfigNode, NextHop, Route, RoutingProcess, StructureKind } from '../../model/types';
import { isIpv4 } from '../../model/values';
import { CommandTable, type Stmt } from '../commands';
import { type ConfigContext, ipText } from '../context';
import { int, readIpv4, readIpv6Prefix } from './values';

type Neighbor = {
  address: string;
  remoteAs?: string;
  description?: string;
  group?: string;
  node: ConfigNode;
};

type ProcState = {
  proc: RoutingProcess;
  /** BGP neighbours and peer groups by name, shared by the process and its VRFs for group inheritance. */
  peers: Map<string, Neighbor>;
  /** The process's text for references: `router bgp 65000`, `router ospf 1 vrf RED`. */
  context: string;
  extra: string[];
  /** Processes of VRFs inside this one (NX-OS `vrf X`, IOS `address-family ipv4 vrf X`). */
  vrfProcs: Map<string, ProcState>;
  root?: ProcState;
  /** The neighbour a NX-OS `neighbor X` block is about. */
  neighbor?: Neighbor;
};

function isAddress(text: string): boolean {
  return ipText(text.split('/')[0]) !== undefined;
}

function peerOf(st: ProcState, name: string, node: ConfigNode): Neighbor {
  let peer = st.peers.get(name);
  if (!peer) {
    peer = { address: name, node };
    st.peers.set(name, peer);
  }
  return peer;
}

function ref(
  c: ConfigContext,
  kind: StructureKind,
  name: string | undefined,
  context: string,
  node: ConfigNode,
): void {
  if (name !== undefined) c.reference(kind, name, context, node);
}

/** Route-map, prefix-list, filter-list and distribute-list settings of a neighbour or group. */
function neighborPolicy(
  c: ConfigContext,
  st: ProcState,
  peer: string,
  words: readonly string[],
  raw: readonly string[],
  node: ConfigNode,
): void {
  const what = words[0];
  const direction = words[2] ?? '';
  const context = `${st.context} neighbor ${peer} ${what} ${direction}`.trim();
  if (what === 'route-map') ref(c, 'route-map', raw[1], context, node);
  else if (what === 'prefix-list') ref(c, 'prefix-list', raw[1], context, node);
  else if (what === 'filter-list') ref(c, 'as-path-list', raw[1], context, node);
  else if (what === 'distribute-list') ref(c, 'acl', raw[1], context, node);
  else if (what === 'unsuppress-map' || what === 'advertise-map' || what === 'default-originate') {
    const at = words.indexOf('route-map');
    if (what !== 'default-originate') ref(c, 'route-map', raw[1], context, node);
    else if (at >= 0) ref(c, 'route-map', raw[at + 1], context, node);
  }
}

/**
 * `neighbor X …` on one line (IOS, EOS, AOS-CX): remote AS, description, peer group membership, policies.
 * NX-OS writes `neighbor X` as a block with the same statements inside.
 */
function neighbor(c: ConfigContext, s: Stmt, st: ProcState): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  if (s.negated) return true;
  const words = s.largs.slice(1);
  const raw = s.args.slice(1);
  const peer = peerOf(st.root ?? st, name, s.node);
  if (words.length === 0 || (words[0] === 'remote-as' && s.node.children.length > 0)) {
    if (words[0] === 'remote-as') peer.remoteAs = raw[1];
    registerNeighbor(st, peer);
    c.walk(s.node.children, NEIGHBOR_BLOCK, { ...st, neighbor: peer }, st.extra);
    return true;
  }
  applyNeighborSetting(c, st, peer, words, raw, s.node);
  return true;
}

function registerNeighbor(st: ProcState, peer: Neighbor): void {
  if (!isAddress(peer.address)) return;
  if (!st.proc.neighbors.some((n) => n.address === peer.address)) {
    st.proc.neighbors.push({ address: peer.address, source: { file: '', line: peer.node.line } });
  }
}

function applyNeighborSetting(
  c: ConfigContext,
  st: ProcState,
  peer: Neighbor,
  words: readonly string[],
  raw: readonly string[],
  node: ConfigNode,
): void {
  const what = words[0];
  if (what === 'remote-as') peer.remoteAs = raw[1];
  else if (what === 'description') peer.description = raw.slice(1).join(' ');
  else if (what === 'peer-group' || (what === 'peer' && words[1] === 'group')) {
    const group = what === 'peer' ? raw[2] : raw[1];
    if (group !== undefined) peer.group = group;
  } else if (what === 'inherit' && words[1] === 'peer') peer.group = raw[2];
  else neighborPolicy(c, st, peer.address, words, raw, node);
  if (isAddress(peer.address)) registerNeighbor(st, peer);
  if (what !== 'remote-as' && what !== 'description' && what !== 'peer-group' && what !== 'peer') {
    st.extra.push(node.text);
  }
}

/** Statements inside a NX-OS `neighbor X` block and its address families. */
const NEIGHBOR_BLOCK = new CommandTable<ConfigContext, ProcState>([
  {
    phrase: 'remote-as',
    handle: (_c, s, st) => {
      if (st.neighbor && !s.negated) st.neighbor.remoteAs = s.args[0];
      return true;
    },
  },
  {
    phrase: 'description',
    handle: (_c, s, st) => {
      if (st.neighbor && !s.negated) st.neighbor.description = s.rest(1);
      return true;
    },
  },
  {
    phrase: 'inherit peer',
    handle: (_c, s, st) => {
      if (st.neighbor && !s.negated && s.args[0]) st.neighbor.group = s.args[0];
      return true;
    },
  },
  ...[
    'route-map',
    'prefix-list',
    'filter-list',
    'distribute-list',
    'unsuppress-map',
    'advertise-map',
    'default-originate',
  ].map((what) => ({
    phrase: what,
    keep: true,
    handle: (c: ConfigContext, s: Stmt, st: ProcState) => {
      if (st.neighbor) neighborPolicy(c, st, st.neighbor.address, s.lower, s.words, s.node);
      return true;
    },
  })),
  {
    phrase: 'address-family',
    keep: true,
    handle: (c, s, st) => {
      c.walk(s.node.children, NEIGHBOR_BLOCK, st, st.extra);
      return true;
    },
  },
  'update-source',
  'ebgp-multihop',
  'password',
  'timers',
  'bfd',
  'shutdown',
  'send-community',
  'soft-reconfiguration',
  'next-hop-self',
  'route-reflector-client',
  'maximum-prefix',
  'allowas-in',
  'as-override',
  'local-as',
  'remove-private-as',
  'weight',
  'disable-connected-check',
  'transport',
  'capability',
  'log-neighbor-changes',
  'dynamic-capability',
  'low-memory',
  'suppress-inactive',
  'default-originate',
  'next-hop-third-party',
  'additional-paths',
  'update-source',
  'peer-type',
  'activate',
  'inherit',
  'graceful-restart',
]);

function networkStatement(c: ConfigContext, s: Stmt, st: ProcState): boolean {
  if (s.negated) return true;
  const text = s.rest(1);
  if (text === '') return false;
  st.proc.networks.push(text);
  const at = s.largs.indexOf('route-map');
  if (at >= 0) ref(c, 'route-map', s.args[at + 1], `${st.context} network`, s.node);
  return true;
}

function routerId(_c: ConfigContext, s: Stmt, st: ProcState): boolean {
  if (s.negated) return true;
  const id = s.args[0];
  if (id === undefined || !isIpv4(id)) return false;
  st.proc.routerId = id;
  return true;
}

function passive(_c: ConfigContext, s: Stmt, st: ProcState): boolean {
  const name = s.rest(1);
  if (name === '') return false;
  const value = name.toLowerCase() === 'default' ? 'default' : canonicalInterface(name, _c.platform).name;
  const list = st.proc.passiveInterfaces ?? [];
  if (s.negated) st.proc.passiveInterfaces = list.filter((n) => n !== value);
  else if (!list.includes(value)) st.proc.passiveInterfaces = [...list, value];
  if (s.negated && value !== 'default') st.extra.push(s.node.text);
  return true;
}

function redistribute(c: ConfigContext, s: Stmt, st: ProcState): boolean {
  const at = s.largs.indexOf('route-map');
  if (at >= 0)
    ref(c, 'route-map', s.args[at + 1], `${st.context} redistribute ${s.largs[0] ?? ''}`.trim(), s.node);
  return true;
}

function distributeList(c: ConfigContext, s: Stmt, st: ProcState): boolean {
  // `distribute-list prefix NAME in`, `distribute-list route-map NAME in`, `distribute-list ACL in`.
  const first = s.largs[0];
  if (first === 'prefix' || first === 'prefix-list')
    ref(c, 'prefix-list', s.args[1], `${st.context} distribute-list`, s.node);
  else if (first === 'route-map') ref(c, 'route-map', s.args[1], `${st.context} distribute-list`, s.node);
  else if (first === 'gateway')
    ref(c, 'prefix-list', s.args[1], `${st.context} distribute-list gateway`, s.node);
  else ref(c, 'acl', s.args[0], `${st.context} distribute-list`, s.node);
  return true;
}

function routeMapOption(c: ConfigContext, s: Stmt, st: ProcState, what: string): boolean {
  for (const word of ['route-map', 'attribute-map', 'advertise-map', 'suppress-map']) {
    const at = s.largs.indexOf(word);
    if (at >= 0) ref(c, 'route-map', s.args[at + 1], `${st.context} ${what}`, s.node);
  }
  return true;
}

function tableMap(c: ConfigContext, s: Stmt, st: ProcState): boolean {
  ref(c, 'route-map', s.args[0], `${st.context} table-map`, s.node);
  return true;
}

/** A process of a VRF inside this one, created on first use. */
function vrfProcess(c: ConfigContext, st: ProcState, vrf: string, node: ConfigNode): ProcState {
  const root = st.root ?? st;
  let found = root.vrfProcs.get(vrf);
  if (!found) {
    const proc: RoutingProcess = {
      protocol: root.proc.protocol,
      networks: [],
      neighbors: [],
      vrf,
      source: c.src(node),
    };
    if (root.proc.id !== undefined) proc.id = root.proc.id;
    found = {
      proc,
      peers: root.peers,
      context: `${root.context} vrf ${vrf}`,
      extra: [],
      vrfProcs: root.vrfProcs,
      root,
    };
    root.vrfProcs.set(vrf, found);
    c.vrf(vrf);
  }
  return found;
}

/** IOS `address-family ipv4 [unicast] [vrf X]`, NX-OS/EOS `address-family ipv4 unicast`: same statements. */
function addressFamily(c: ConfigContext, s: Stmt, st: ProcState): boolean {
  const vrfAt = s.largs.indexOf('vrf');
  const target = vrfAt >= 0 && s.args[vrfAt + 1] ? vrfProcess(c, st, s.args[vrfAt + 1] ?? '', s.node) : st;
  target.extra.push(s.node.text);
  c.walk(s.node.children, ROUTER_TABLE, target, target.extra);
  return true;
}

/** NX-OS and EOS `vrf X` inside a routing process. */
function vrfBlock(c: ConfigContext, s: Stmt, st: ProcState): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  const target = vrfProcess(c, st, name, s.node);
  c.walk(s.node.children, ROUTER_TABLE, target, target.extra);
  return true;
}

/** NX-OS `template peer NAME` blocks: a peer group by another name. */
function template(c: ConfigContext, s: Stmt, st: ProcState): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  const peer = peerOf(st.root ?? st, name, s.node);
  c.walk(s.node.children, NEIGHBOR_BLOCK, { ...st, neighbor: peer }, st.extra);
  return true;
}

/** Statements of routing processes, all protocols and dialects together. */
const ROUTER_TABLE = new CommandTable<ConfigContext, ProcState>([
  { phrase: 'router-id', handle: routerId },
  { phrase: 'bgp router-id', handle: routerId },
  { phrase: 'eigrp router-id', handle: routerId },
  { phrase: 'ospf router-id', handle: routerId },
  { phrase: 'network', handle: networkStatement },
  { phrase: 'net', handle: networkStatement },
  { phrase: 'neighbor', handle: neighbor },
  { phrase: 'passive-interface', handle: passive },
  { phrase: 'redistribute', handle: redistribute, keep: true },
  { phrase: 'distribute-list', handle: distributeList, keep: true },
  {
    phrase: 'default-information',
    handle: (c, s, st) => routeMapOption(c, s, st, 'default-information'),
    keep: true,
  },
  {
    phrase: 'aggregate-address',
    handle: (c, s, st) => routeMapOption(c, s, st, 'aggregate-address'),
    keep: true,
  },
  { phrase: 'table-map', handle: tableMap, keep: true },
  { phrase: 'address-family', handle: addressFamily },
  { phrase: 'vrf', handle: vrfBlock },
  { phrase: 'template peer', handle: template },
  { phrase: 'template peer-session', handle: template },
  { phrase: 'template peer-policy', handle: template },
  'bgp',
  'log-adjacency-changes',
  'log-neighbor-changes',
  'auto-cost',
  'timers',
  'maximum-paths',
  'maximum-prefix',
  'bfd',
  'default-metric',
  'summary-address',
  'summary-prefix',
  'distance',
  'max-metric',
  'max-lsa',
  'nsf',
  'graceful-restart',
  'ispf',
  'capability',
  'compatible',
  'shutdown',
  'discard-route',
  'mpls',
  'area',
  'auto-summary',
  'synchronization',
  'version',
  'metric',
  'metric-style',
  'variance',
  'traffic-share',
  'stub',
  'eigrp',
  'is-type',
  'is-hostname',
  'log-adjacency',
  'set-overload-bit',
  'authentication',
  'lsp-gen-interval',
  'spf-interval',
  'prc-interval',
  'lsp-refresh-interval',
  'max-lsp-lifetime',
  'hostname',
  'topology',
  'af-interface',
  'rd',
  'route-target',
  'vni',
  'maximum-routes',
  'update-source',
  'ucmp',
  'dynamic',
  'default',
  'local-preference',
  'additional-paths',
  'segment-routing',
  'flush-routes',
  'fast-reroute',
  'reference-bandwidth',
  'description',
  'enable',
  'disable',
  'next-hop',
  'next-hop-self',
  'send-community',
  'inherit',
  'import',
  'export',
  'nexthop',
  'advertise',
  'allocate-label',
  'dampening',
  'client-to-client',
  'cluster-id',
  'confederation',
  'enforce-first-as',
  'fast-external-fallover',
  'neighbor-down',
  'router-id-auto',
  'default-originate',
  'restart',
  'rfc1583compatibility',
  'compatibility',
  'areas',
]);

const PROTOCOLS: Record<string, RoutingProcess['protocol']> = {
  ospf: 'ospf',
  ospfv3: 'ospfv3',
  bgp: 'bgp',
  eigrp: 'eigrp',
  rip: 'rip',
  isis: 'isis',
};

/**
 * `router PROTOCOL [ID] [vrf X]` blocks. Neighbours that name a peer group inherit its remote AS; VRF parts
 * become processes of their own with `vrf` set.
 */
export function routerBlock(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const word = s.largs[0] ?? '';
  const protocol = PROTOCOLS[word] ?? (word === 'ipv6' && s.largs[1] === 'ospf' ? 'ospfv3' : undefined);
  if (!protocol) return false;
  const rest = s.args.slice(word === 'ipv6' ? 2 : 1);
  const lrest = rest.map((w) => w.toLowerCase());
  const proc: RoutingProcess = { protocol, networks: [], neighbors: [], source: c.src(s.node) };
  const vrfAt = lrest.indexOf('vrf');
  const id = vrfAt === 0 ? undefined : rest[0];
  if (id !== undefined) proc.id = id;
  if (vrfAt >= 0 && rest[vrfAt + 1]) {
    proc.vrf = rest[vrfAt + 1];
    c.vrf(proc.vrf ?? '');
  }
  const st: ProcState = { proc, peers: new Map(), context: s.node.text, extra: [], vrfProcs: new Map() };
  c.walk(s.node.children, ROUTER_TABLE, st, st.extra);
  const all = [st, ...st.vrfProcs.values()];
  for (const each of all) {
    each.proc.neighbors = each.proc.neighbors.map((n) => {
      const peer = st.peers.get(n.address);
      const group = peer?.group !== undefined ? st.peers.get(peer.group) : undefined;
      const out: RoutingProcess['neighbors'][number] = {
        address: n.address,
        source: c.at(peer?.node ?? s.node),
      };
      const remoteAs = peer?.remoteAs ?? group?.remoteAs;
      if (remoteAs !== undefined) out.remoteAs = remoteAs;
      const description = peer?.description ?? group?.description;
      if (description !== undefined) out.description = description;
      return out;
    });
    if (each.extra.length > 0) each.proc.extraConfig = [...new Set(each.extra)];
    c.config.routing.push(each.proc);
  }
  return true;
}

// ─── Static routes ────────────────────────────────────────────────────────────────────────────────────────

const DISCARD = new Set(['null0', 'null', 'blackhole', 'reject', 'nullroute', 'discard']);
const FLAGS = new Set(['permanent', 'global', 'multicast', 'bfd', 'track-bfd', 'unicast']);

export type StaticRouteOptions = {
  /** The VRF of a route written inside a VRF block (NX-OS `vrf context X`). */
  vrf?: string;
  /** AOS-CX writes the route's own VRF after the next hop; NX-OS writes the next hop's VRF there. */
  vrfAfterIsRouteVrf?: boolean;
};

/**
 * `ip route` and `ipv6 route` of every dialect: `[vrf X] PREFIX [MASK] [INTERFACE] [NEXT-HOP] [DISTANCE]
 * [tag N] [name X] [permanent] [track N]`, with `Null0`, `blackhole`, `reject` as discard.
 */
export function staticRoute(
  c: ConfigContext,
  s: Stmt,
  family: 4 | 6,
  options: StaticRouteOptions = {},
): boolean {
  if (s.negated) return true;
  let k = 0;
  let vrf = options.vrf;
  if (s.largs[0] === 'vrf') {
    vrf = s.args[1];
    k = 2;
  }
  let prefix: string | undefined;
  if (family === 4) {
    const read = readIpv4(s.args, k);
    if (!read) return false;
    prefix = `${read.address}/${read.prefixLength}`;
    k += read.used;
  } else {
    const read = readIpv6Prefix(s.args[k]);
    if (!read) return false;
    prefix = `${read.address}/${read.prefixLength}`;
    k += 1;
  }
  const hop: NextHop = {};
  const route: Route = { prefix, protocol: 'static', nextHops: [], source: c.at(s.node) };
  for (; k < s.args.length; k++) {
    const word = s.args[k] ?? '';
    const lower = word.toLowerCase();
    const next = s.args[k + 1];
    if (lower === 'name' || lower === 'description') {
      if (next === undefined) return false;
      route.name = s.args
        .slice(k + 1)
        .join(' ')
        .replace(/\s+(tag|track)\s.*$/i, '');
      const tagAt = s.largs.indexOf('tag', k);
      if (tagAt > k) {
        const tag = int(s.args[tagAt + 1]);
        if (tag !== undefined) route.tag = tag;
      }
      break;
    }
    if (lower === 'tag') {
      const tag = int(next);
      if (tag === undefined) return false;
      route.tag = tag;
      k++;
    } else if (lower === 'distance') {
      const distance = int(next, 0, 255);
      if (distance === undefined) return false;
      route.distance = distance;
      k++;
    } else if (lower === 'metric' || lower === 'track' || lower === 'preference' || lower === 'weight') {
      k++;
    } else if (lower === 'vrf') {
      if (next === undefined) return false;
      if (options.vrfAfterIsRouteVrf) vrf = next;
      else hop.vrf = next;
      k++;
    } else if (DISCARD.has(lower)) {
      hop.discard = true;
      if (lower === 'null0' || lower === 'null') hop.interface = 'Null0';
    } else if (FLAGS.has(lower)) {
      // Flags of the route's life, not of its path.
    } else if (/^\d{1,3}$/.test(word) && Number(word) <= 255) {
      route.distance = Number(word);
    } else if (ipText(word) && hop.ip === undefined) {
      hop.ip = ipText(word);
    } else if (/^[A-Za-z][A-Za-z-]*\s?[0-9]/.test(word) || /^mgmt\d*$/i.test(word)) {
      const name = canonicalInterface(word, c.platform).name;
      if (/^null/i.test(name)) {
        hop.discard = true;
        hop.interface = 'Null0';
      } else hop.interface = name;
    } else return false;
  }
  if (hop.ip === undefined && hop.interface === undefined && !hop.discard) return false;
  route.nextHops.push(hop);
  if (vrf !== undefined) {
    route.vrf = vrf;
    c.vrf(vrf);
  }
  c.routes.push(route);
  return true;
}
