import { emptyConfigFacts } from '../../model/empty';
import { canonicalInterface } from '../../model/interface-names';
import type {
  Acl,
  ConfigFacts,
  ConfigNode,
  DeviceFacts,
  DeviceSystem,
  Lag,
  NextHop,
  NormalizedInterface,
  Route,
  RoutingProcess,
  SourceRef,
  Vlan,
  Vrf,
} from '../../model/types';
import { expandVlanRanges, isIpv4, normalizeMac } from '../../model/values';
import { looksBinary, splitLines } from '../../parse/lines';
import { type ParseInput, ParseLog, type ParseResult } from '../../parse/types';
import { rfc5952 } from '../../show/common/ipv6-text';
import { type KeyValue, pairsToMap, readKeyValues } from './kv';

export { type KeyValue, type KeyValueLine, readKeyValues } from './kv';

/**
 * RouterOS `/export` (and `/export verbose`, `/export terse`) into the model.
 *
 * The export is a script: `/menu` lines open a menu, `add` / `set` / `remove` commands carry `key=value` pairs,
 * `set [ find default-name=ether1 ] …` names an item by a query and `set ether1 …` by name; a trailing `\`
 * continues a command on the next line (the command keeps its first line's number); `#` lines are comments,
 * the header ones giving version, model and serial. `disabled=yes` items are read as disabled, or left out
 * where a disabled item does nothing (addresses, routes, rules).
 *
 * Menus outside the vocabulary below count as unrecognised lines, each with a warning.
 */

/** One command of the export, continuation lines joined. */
export type RouterosCommand = {
  /** The menu, e.g. `/interface bridge port`. */
  menu: string;
  verb: 'add' | 'set' | 'remove' | 'other';
  /** `[ find default-name=ether1 ]` as pairs, or a positional item (`ether1`, `0`). */
  find?: Map<string, string>;
  item?: string;
  /** Flags without a value (`add blackhole …`). */
  words: string[];
  pairs: KeyValue[];
  values: Map<string, string>;
  line: number;
  endLine: number;
  text: string;
};

const PROMPT = /^\[[^[\]@]{1,64}@[^[\]]{1,128}\][^>]{0,200}>/;
const VERBS = new Set([
  'add',
  'set',
  'remove',
  'print',
  'enable',
  'disable',
  'move',
  'unset',
  'edit',
  'export',
  'import',
]);

/** Reads the commands of an export; continuation lines joined, comments and menus counted as layout. */
export function readRouterosExport(
  text: string,
  log: ParseLog,
): { commands: RouterosCommand[]; comments: { text: string; line: number }[] } {
  const lines = splitLines(typeof text === 'string' ? text : '');
  const commands: RouterosCommand[] = [];
  const comments: { text: string; line: number }[] = [];
  let menu = '';
  /** The parts of a command continued over lines, joined once it ends (joining as it goes would be quadratic). */
  let pending: { parts: string[]; line: number; endLine: number } | undefined;

  const handle = (joined: string, line: number, endLine: number) => {
    let rest = joined.trim();
    if (rest.startsWith('/')) {
      // `/ip address` alone, or `/ip address add …` on one line.
      const words = rest.split(/\s+/);
      const verbAt = words.findIndex((w, i) => i > 0 && VERBS.has(w));
      menu = (verbAt > 0 ? words.slice(0, verbAt) : words).join(' ');
      if (verbAt < 0) {
        log.recognized += endLine - line + 1;
        return;
      }
      rest = words.slice(verbAt).join(' ');
    }
    const verbMatch = /^(\S+)\s*(.*)$/.exec(rest);
    const verbWord = verbMatch?.[1] ?? '';
    let body = verbMatch?.[2] ?? '';
    const command: RouterosCommand = {
      menu,
      verb: verbWord === 'add' || verbWord === 'set' || verbWord === 'remove' ? verbWord : 'other',
      words: [],
      pairs: [],
      values: new Map(),
      line,
      endLine,
      text: joined.trim(),
    };
    const find = /^\[\s*find\b([^\]]*)\]\s*/.exec(body);
    if (find) {
      command.find = pairsToMap(readKeyValues(find[1] ?? '').pairs);
      body = body.slice(find[0].length);
    }
    const { pairs, leading } = readKeyValues(body);
    command.pairs = pairs;
    command.values = pairsToMap(pairs);
    if (command.verb === 'set' && !command.find && leading.length > 0) {
      command.item = leading[0];
      command.words = leading.slice(1);
    } else command.words = leading;
    commands.push(command);
  };

  for (const { n, text: raw } of lines) {
    const trimmed = raw.trim();
    let part: string;
    if (pending) {
      // The continuation's indent is layout; a space before the `\` (kept) separates words.
      part = trimmed;
      pending.endLine = n;
    } else if (trimmed === '') {
      log.recognized++;
      continue;
    } else if (PROMPT.test(trimmed)) {
      // `[admin@rtr1] > /export`: the prompt of a captured session.
      log.recognized++;
      continue;
    } else if (trimmed.startsWith('#')) {
      comments.push({ text: trimmed.replace(/^#+\s?/, ''), line: n });
      log.recognized++;
      continue;
    } else {
      part = trimmed;
      pending = { parts: [], line: n, endLine: n };
    }
    if (endsWithContinuation(part)) {
      pending.parts.push(part.slice(0, -1));
      continue;
    }
    pending.parts.push(part);
    handle(pending.parts.join(''), pending.line, pending.endLine);
    pending = undefined;
  }
  if (pending) handle(pending.parts.join(''), pending.line, pending.endLine);
  return { commands, comments };
}

/** A trailing `\` continues the line, unless it is the second of an escaped `\\`. */
function endsWithContinuation(text: string): boolean {
  let count = 0;
  for (let i = text.length - 1; i >= 0 && text[i] === '\\'; i--) count++;
  return count % 2 === 1;
}

type Outcome = 'fact' | 'known' | 'unknown';

/** Menus the parser reads into facts. */
const READERS: Record<string, (ctx: Ctx, c: RouterosCommand) => Outcome> = {
  '/system identity': readIdentity,
  '/system note': readNote,
  '/interface ethernet': readEthernet,
  '/interface bridge': readBridge,
  '/interface bridge port': readBridgePort,
  '/interface bridge vlan': readBridgeVlan,
  '/interface vlan': readVlanInterface,
  '/interface bonding': readBonding,
  '/ip address': readAddress,
  '/ipv6 address': readAddress,
  '/ip route': readRoute,
  '/ipv6 route': readRoute,
  '/ip vrf': readVrf,
  '/ip route vrf': readVrf,
  '/ip dns': readDns,
  '/ip service': readService,
  '/snmp': readSnmp,
  '/snmp community': readSnmpCommunity,
  '/user': readUser,
  '/user aaa': readUserAaa,
  '/radius': readRadius,
  '/user ssh-keys': readUserKey,
  '/system ntp client': readNtp,
  '/system ntp client servers': readNtp,
  '/system logging action': readLoggingAction,
  '/ip firewall filter': readFilter,
  '/ipv6 firewall filter': readFilter,
  '/routing ospf instance': readOspf,
  '/routing ospf interface-template': readOspf,
  '/routing ospf network': readOspf,
  '/routing bgp connection': readBgp,
  '/routing bgp peer': readBgp,
  '/routing bgp instance': readBgp,
  '/interface bridge settings': () => 'known',
  '/ip neighbor discovery-settings': readDiscovery,
};

/** Menus understood and read for nothing the model keeps. */
const KNOWN_MENUS = new Set([
  '/interface list',
  '/interface list member',
  '/interface wireless',
  '/interface wireless security-profiles',
  '/interface ethernet switch',
  '/interface ethernet switch port',
  '/ip pool',
  '/ip dhcp-server',
  '/ip dhcp-server network',
  '/ip dhcp-server lease',
  '/ip dhcp-client',
  '/ip firewall nat',
  '/ip firewall mangle',
  '/ip firewall address-list',
  '/ip firewall raw',
  '/ip settings',
  '/ipv6 settings',
  '/system clock',
  '/system logging',
  '/system routerboard settings',
  '/tool mac-server',
  '/tool mac-server mac-winbox',
  '/tool romon',
  '/user group',
  '/routing ospf area',
  '/routing bgp template',
  '/routing table',
  '/queue simple',
  '/queue tree',
  '/certificate settings',
  '/disk settings',
]);

type Ctx = {
  file: string;
  config: ConfigFacts;
  interfaces: Map<string, NormalizedInterface>;
  /** Default names (`ether1`) to their current names (`wan`). */
  renamed: Map<string, string>;
  bridges: Map<string, { vlanFiltering?: boolean; line: number }>;
  bridgeVlans: { bridge: string; ids: number[]; tagged: string[]; untagged: string[]; source: SourceRef }[];
  /** The ports of bridges, with their `pvid` when set, resolved once the bridges' VLAN filtering is known. */
  bridgePorts: { name: string; bridge: string; pvid?: number; frames: string; source: SourceRef }[];
  vlans: Map<number, Vlan>;
  lags: Lag[];
  routes: Route[];
  vrfs: Map<string, Vrf>;
  acls: Map<string, Acl>;
  routing: Map<string, RoutingProcess>;
  system: DeviceSystem;
  hostname?: string;
  logActions: Map<string, { address?: string; remote: boolean; source: SourceRef }>;
  /** `/snmp set enabled=yes`, and whether a statement set the built-in community (`[ find default=yes ]`). */
  snmp: { enabledAt?: SourceRef; defaultCommunitySet: boolean };
};

const ros = (raw: string) => canonicalInterface(raw, 'mikrotik_routeros');

function iface(ctx: Ctx, rawName: string, source: SourceRef): NormalizedInterface {
  const name = ctx.renamed.get(rawName) ?? rawName;
  let entry = ctx.interfaces.get(name);
  if (!entry) {
    const named = ros(name);
    entry = {
      name: named.name,
      shortName: named.shortName,
      type: named.type,
      ipv4: [],
      ipv6: [],
      sources: [source],
    };
    ctx.interfaces.set(name, entry);
  } else if (!entry.sources.some((s) => s.line === source.line)) entry.sources.push(source);
  return entry;
}

const src = (ctx: Ctx, c: RouterosCommand): SourceRef =>
  c.endLine > c.line
    ? { file: ctx.file, line: c.line, endLine: c.endLine }
    : { file: ctx.file, line: c.line };
const disabled = (c: RouterosCommand) => c.values.get('disabled') === 'yes';
const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function applyCommon(entry: NormalizedInterface, c: RouterosCommand): void {
  const comment = c.values.get('comment');
  if (comment !== undefined) entry.description = comment;
  if (c.values.has('disabled')) entry.adminUp = !disabled(c);
  const mtu = c.values.get('mtu');
  if (mtu && /^\d+$/.test(mtu)) entry.mtu = Number(mtu);
  const mac = normalizeMac(c.values.get('mac-address') ?? c.values.get('admin-mac'));
  if (mac) entry.mac = mac;
}

function readIdentity(ctx: Ctx, c: RouterosCommand): Outcome {
  const name = c.values.get('name');
  if (c.verb !== 'set' || !name) return 'unknown';
  ctx.hostname = name;
  return 'fact';
}

/**
 * `/system note set note="…" show-at-login=yes`: the text shown at login (RouterOS 7 shows it unless
 * `show-at-login=no`), a banner of kind `note`; a note kept from the login screen is of kind `note-hidden`.
 */
function readNote(ctx: Ctx, c: RouterosCommand): Outcome {
  if (c.verb !== 'set') return 'unknown';
  const text = c.values.get('note');
  if (text === undefined) return 'known';
  const kind = c.values.get('show-at-login') === 'no' ? 'note-hidden' : 'note';
  ctx.config.banners.push({ kind, text, source: src(ctx, c) });
  return 'fact';
}

function readEthernet(ctx: Ctx, c: RouterosCommand): Outcome {
  if (c.verb !== 'set') return 'unknown';
  const current = c.find?.get('default-name') ?? c.find?.get('name') ?? c.item;
  if (!current) return 'unknown';
  const name = c.values.get('name') ?? current;
  if (name !== current) {
    ctx.renamed.set(current, name);
    const before = ctx.interfaces.get(current);
    if (before) {
      ctx.interfaces.delete(current);
      const named = ros(name);
      Object.assign(before, { name: named.name, shortName: named.shortName });
      ctx.interfaces.set(name, before);
    }
  }
  const entry = iface(ctx, name, src(ctx, c));
  entry.type = 'physical';
  applyCommon(entry, c);
  const speed = c.values.get('speed');
  if (speed) {
    entry.speedText = speed;
    const match = /^(\d+)([MG])bps/.exec(speed);
    if (match) entry.speedMbps = Number(match[1]) * (match[2] === 'G' ? 1000 : 1);
  }
  const duplex = c.values.get('full-duplex');
  if (duplex) entry.duplex = duplex === 'yes' ? 'full' : 'half';
  // `speed=` and `full-duplex=` apply only with `auto-negotiation=no`; the port negotiates by default.
  const negotiation = c.values.get('auto-negotiation');
  if (negotiation === 'yes' || negotiation === 'no') {
    entry.autoNegotiation = negotiation === 'yes';
    entry.fieldSources = { ...entry.fieldSources, autoNegotiation: src(ctx, c) };
  }
  return 'fact';
}

function readBridge(ctx: Ctx, c: RouterosCommand): Outcome {
  const name = c.values.get('name') ?? c.find?.get('name') ?? c.item;
  if (!name) return 'unknown';
  const entry = iface(ctx, name, src(ctx, c));
  entry.type = 'other';
  applyCommon(entry, c);
  const bridge = ctx.bridges.get(name) ?? { line: c.line };
  const filtering = c.values.get('vlan-filtering');
  if (filtering) bridge.vlanFiltering = filtering === 'yes';
  ctx.bridges.set(name, bridge);
  const stp = ctx.config.stp;
  const mode = c.values.get('protocol-mode');
  if (mode) stp.mode = mode === 'mstp' ? 'mst' : mode === 'none' ? 'none' : mode === 'stp' ? 'stp' : 'rstp';
  else if (c.verb === 'add') stp.mode ??= 'rstp';
  const priority = c.values.get('priority');
  if (priority && Number.isFinite(Number(priority))) {
    stp.priorities.push({ scope: 'bridge', priority: Number(priority), source: src(ctx, c) });
  }
  return 'fact';
}

function readBridgePort(ctx: Ctx, c: RouterosCommand): Outcome {
  const name = c.values.get('interface');
  if (c.verb !== 'add' || !name) return c.verb === 'set' ? 'known' : 'unknown';
  if (disabled(c)) return 'known';
  const source = src(ctx, c);
  const entry = iface(ctx, name, source);
  const pvidText = c.values.get('pvid');
  const pvid = pvidText !== undefined && /^\d{1,4}$/.test(pvidText) ? Number(pvidText) : undefined;
  const frames = c.values.get('frame-types') ?? '';
  ctx.bridgePorts.push({ name, bridge: c.values.get('bridge') ?? '', pvid, frames, source });
  if (/untagged/.test(frames) && pvid !== undefined) {
    entry.mode = 'access';
    entry.accessVlan = pvid;
    entry.fieldSources = { ...entry.fieldSources, mode: source, accessVlan: source };
  } else if (frames === 'admit-only-vlan-tagged') entry.mode = 'trunk';
  const edge = c.values.get('edge');
  if (edge === 'yes' || edge === 'yes-discover') entry.stpEdge = true;
  if (c.values.get('bpdu-guard') === 'yes') entry.bpduGuard = true;
  const comment = c.values.get('comment');
  if (comment) entry.extraConfig = [...(entry.extraConfig ?? []), `bridge port: ${comment}`];
  const bridge = c.values.get('bridge');
  if (bridge) entry.extraConfig = [...(entry.extraConfig ?? []), `bridge ${bridge}`];
  return 'fact';
}

function readBridgeVlan(ctx: Ctx, c: RouterosCommand, log?: ParseLog): Outcome {
  if (c.verb !== 'add') return 'unknown';
  if (disabled(c)) return 'known';
  const ids = expandVlanRanges(c.values.get('vlan-ids') ?? '', (bad) =>
    log?.warn(c.line, 'bad-vlan-range', `unreadable VLAN range ${bad}`),
  );
  if (ids === 'all' || ids.length === 0) return 'unknown';
  ctx.bridgeVlans.push({
    bridge: c.values.get('bridge') ?? '',
    ids,
    tagged: list(c.values.get('tagged')),
    untagged: list(c.values.get('untagged')),
    source: src(ctx, c),
  });
  return 'fact';
}

function readVlanInterface(ctx: Ctx, c: RouterosCommand): Outcome {
  const name = c.values.get('name');
  if (c.verb !== 'add' || !name) return 'unknown';
  const entry = iface(ctx, name, src(ctx, c));
  entry.type = 'vlan';
  applyCommon(entry, c);
  const id = c.values.get('vlan-id');
  if (id && /^\d+$/.test(id)) {
    entry.vlanId = Number(id);
    if (!ctx.vlans.has(entry.vlanId)) ctx.vlans.set(entry.vlanId, { id: entry.vlanId, source: src(ctx, c) });
  }
  const parent = c.values.get('interface');
  if (parent) entry.parent = ros(ctx.renamed.get(parent) ?? parent).name;
  return 'fact';
}

function readBonding(ctx: Ctx, c: RouterosCommand): Outcome {
  const name = c.values.get('name');
  if (c.verb !== 'add' || !name) return 'unknown';
  const entry = iface(ctx, name, src(ctx, c));
  entry.type = 'lag';
  applyCommon(entry, c);
  const mode = c.values.get('mode') ?? 'balance-rr';
  const members = list(c.values.get('slaves')).map((m) => ctx.renamed.get(m) ?? m);
  ctx.lags.push({
    name: entry.name,
    shortName: entry.shortName,
    protocol: mode === '802.3ad' ? 'lacp' : 'static',
    members: members.map((m) => ({ interface: ros(m).name })),
    source: src(ctx, c),
  });
  for (const member of members) {
    const port = iface(ctx, member, src(ctx, c));
    port.lag = entry.name;
    port.lagMode = mode;
  }
  return 'fact';
}

function readAddress(ctx: Ctx, c: RouterosCommand): Outcome {
  const address = c.values.get('address');
  const name = c.values.get('interface');
  if (c.verb !== 'add' || !address || !name) return 'unknown';
  if (disabled(c)) return 'known';
  const match = /^([0-9A-Fa-f.:]+)(?:\/(\d{1,3}))?$/.exec(address);
  if (!match) return 'unknown';
  const ip = rfc5952(match[1] ?? '');
  const entry = iface(ctx, name, src(ctx, c));
  const v6 = ip.includes(':');
  const value = {
    address: ip,
    prefixLength: match[2] ? Number(match[2]) : v6 ? 128 : 32,
    source: src(ctx, c),
  };
  if (v6) entry.ipv6.push(value);
  else entry.ipv4.push(value);
  return 'fact';
}

function readRoute(ctx: Ctx, c: RouterosCommand): Outcome {
  if (c.verb !== 'add') return c.verb === 'set' ? 'known' : 'unknown';
  if (disabled(c)) return 'known';
  const dst = c.values.get('dst-address') ?? (c.menu.startsWith('/ipv6') ? '::/0' : '0.0.0.0/0');
  const [address = '', length] = dst.split('/');
  if (!(isIpv4(address) || address.includes(':'))) return 'unknown';
  const canonical = rfc5952(address);
  const table = c.values.get('routing-table') ?? c.values.get('routing-mark');
  const vrf = table && table !== 'main' ? table : undefined;
  const route: Route = {
    prefix: `${canonical}/${length ?? (canonical.includes(':') ? '128' : '32')}`,
    protocol: 'static',
    protocolCode: 'static',
    distance: Number(c.values.get('distance') ?? 1),
    nextHops: [],
    source: src(ctx, c),
  };
  if (vrf) route.vrf = vrf;
  const comment = c.values.get('comment');
  if (comment) route.name = comment;
  const type = c.values.get('type');
  if (
    c.words.includes('blackhole') ||
    type === 'blackhole' ||
    type === 'unreachable' ||
    type === 'prohibit'
  ) {
    route.nextHops.push({ discard: true, ...(vrf ? { vrf } : {}) });
  }
  for (const gateway of list(c.values.get('gateway'))) {
    // `10.0.0.1@main`, `10.0.0.1%ether1`: an address resolved in a table or through an interface.
    const [target = '', via] = gateway.split('%');
    const bare = target.split('@')[0] ?? '';
    const hop: NextHop =
      isIpv4(bare) || bare.includes(':')
        ? { ip: rfc5952(bare) }
        : { interface: ros(ctx.renamed.get(bare) ?? bare).name };
    if (via) hop.interface = ros(via).name;
    if (vrf) hop.vrf = vrf;
    route.nextHops.push(hop);
  }
  ctx.routes.push(route);
  return 'fact';
}

function readVrf(ctx: Ctx, c: RouterosCommand): Outcome {
  const name = c.values.get('name') ?? c.values.get('routing-mark');
  if (c.verb !== 'add' || !name) return 'unknown';
  if (disabled(c)) return 'known';
  const interfaces = list(c.values.get('interfaces')).map((i) => ros(ctx.renamed.get(i) ?? i).name);
  ctx.vrfs.set(name, { name, interfaces, source: src(ctx, c) });
  for (const i of interfaces) iface(ctx, i, src(ctx, c)).vrf = name;
  return 'fact';
}

function readDns(ctx: Ctx, c: RouterosCommand): Outcome {
  if (c.verb !== 'set') return 'unknown';
  for (const server of list(c.values.get('servers'))) ctx.config.dnsServers.push(rfc5952(server));
  return c.values.has('servers') ? 'fact' : 'known';
}

/** RouterOS services: which model flag each one sets. */
const SERVICE_FLAGS: Record<string, 'telnetServer' | 'sshServer' | 'httpServer' | 'httpsServer'> = {
  telnet: 'telnetServer',
  ssh: 'sshServer',
  www: 'httpServer',
  'www-ssl': 'httpsServer',
};
/** Enabled out of the box: the export lists only what differs. */
const SERVICE_DEFAULTS: Record<string, boolean> = {
  telnet: true,
  ftp: true,
  www: true,
  ssh: true,
  'www-ssl': false,
  api: true,
  winbox: true,
  'api-ssl': true,
};

function readService(ctx: Ctx, c: RouterosCommand): Outcome {
  const name = c.item ?? c.find?.get('name');
  if (c.verb !== 'set' || !name) return 'unknown';
  const enabled = !disabled(c);
  const services = ctx.config.services;
  const flag = SERVICE_FLAGS[name];
  // `address=10.0.0.0/24,192.0.2.7`: the only sources the service answers.
  const addresses = list(c.values.get('address'));
  if (addresses.length > 0) {
    ctx.config.managementAccess.push({
      services: [name],
      addresses: addresses.map((a) => (a.includes('/') ? a : `${a}/${a.includes(':') ? 128 : 32}`)),
      context: `/ip service ${name}`,
      source: src(ctx, c),
    });
  }
  if (!c.values.has('disabled')) return addresses.length > 0 ? 'fact' : 'known';
  if (flag) {
    services[flag] = enabled;
    services.sources[flag] = src(ctx, c);
  } else services.otherServers = { ...services.otherServers, [name]: enabled };
  return 'fact';
}

function readSnmp(ctx: Ctx, c: RouterosCommand): Outcome {
  if (c.verb !== 'set') return 'unknown';
  const snmp = ctx.config.snmp;
  const enabled = c.values.get('enabled');
  if (enabled) snmp.enabled = enabled === 'yes';
  if (enabled === 'yes') ctx.snmp.enabledAt = src(ctx, c);
  const contact = c.values.get('contact');
  if (contact !== undefined) snmp.contact = contact;
  const location = c.values.get('location');
  if (location !== undefined) snmp.location = location;
  for (const target of list(c.values.get('trap-target')))
    snmp.trapHosts.push({ address: rfc5952(target), source: src(ctx, c) });
  return 'fact';
}

function readSnmpCommunity(ctx: Ctx, c: RouterosCommand): Outcome {
  const snmp = ctx.config.snmp;
  // `set [ find default=yes ] name=x` renames the built-in `public` community.
  const name =
    c.values.get('name') ?? c.find?.get('name') ?? (c.find?.get('default') === 'yes' ? 'public' : c.item);
  if (!name || (c.verb !== 'add' && c.verb !== 'set')) return 'unknown';
  const target = c.find?.get('default') === 'yes' ? 'public' : (c.find?.get('name') ?? c.item);
  if (c.verb === 'set' && target === 'public') ctx.snmp.defaultCommunitySet = true;
  if (disabled(c)) return 'known';
  const community = {
    name,
    access: c.values.get('write-access') === 'yes' ? ('rw' as const) : ('ro' as const),
    source: src(ctx, c),
  };
  const addresses = c.values.get('addresses');
  snmp.communities.push(
    addresses && addresses !== '::/0' && addresses !== '0.0.0.0/0'
      ? { ...community, acl: addresses }
      : community,
  );
  for (const version of ['v1', 'v2c'] as const)
    if (!snmp.versions.includes(version)) snmp.versions.push(version);
  return 'fact';
}

function readUser(ctx: Ctx, c: RouterosCommand): Outcome {
  const name = c.values.get('name') ?? c.find?.get('name') ?? c.item;
  if (!name || (c.verb !== 'add' && c.verb !== 'set')) return 'unknown';
  if (disabled(c)) return 'known';
  // The export never shows passwords: their kind is unknown.
  const user = { name, passwordKind: 'unknown' as const, source: src(ctx, c) };
  const group = c.values.get('group');
  ctx.config.users.push(group ? { ...user, role: group } : user);
  return 'fact';
}

/** `/user aaa set use-radius=yes`: logins are checked against RADIUS first, then the local users. */
function readUserAaa(ctx: Ctx, c: RouterosCommand): Outcome {
  if (c.verb !== 'set') return 'unknown';
  const use = c.values.get('use-radius');
  if (use === 'yes') {
    ctx.config.aaa.authentication.push({
      service: 'login',
      list: 'default',
      methods: ['radius', 'local'],
      source: src(ctx, c),
    });
  }
  return use === undefined ? 'known' : 'fact';
}

/** `/radius add address=10.0.0.20 service=login secret=…`: a RADIUS server; `login` is the one for administrators. */
function readRadius(ctx: Ctx, c: RouterosCommand): Outcome {
  if (c.verb !== 'add') return c.verb === 'set' ? 'known' : 'unknown';
  if (disabled(c)) return 'known';
  const address = c.values.get('address');
  if (!address) return 'unknown';
  if (list(c.values.get('service')).includes('login')) {
    ctx.config.aaa.servers.push({ protocol: 'radius', address: rfc5952(address), source: src(ctx, c) });
  }
  return 'fact';
}

function readUserKey(ctx: Ctx, c: RouterosCommand): Outcome {
  const name = c.values.get('user');
  if (!name) return 'unknown';
  const user = ctx.config.users.find((u) => u.name === name);
  if (user) user.hasKey = true;
  else ctx.config.users.push({ name, passwordKind: 'unknown', hasKey: true, source: src(ctx, c) });
  return 'fact';
}

function readNtp(ctx: Ctx, c: RouterosCommand): Outcome {
  const ntp = ctx.config.ntp;
  const servers = [
    ...list(c.values.get('servers')),
    ...list(c.values.get('primary-ntp')),
    ...list(c.values.get('secondary-ntp')),
    ...list(c.values.get('server-dns-names')),
    ...(c.menu.endsWith('servers') ? list(c.values.get('address')) : []),
  ].filter((s) => s !== '0.0.0.0');
  if (c.values.get('enabled') === 'no') return 'known';
  for (const address of servers) ntp.servers.push({ address: rfc5952(address), source: src(ctx, c) });
  return servers.length > 0 || c.values.has('enabled') ? 'fact' : 'known';
}

function readLoggingAction(ctx: Ctx, c: RouterosCommand): Outcome {
  const name = c.values.get('name') ?? c.item ?? '';
  const remote = c.values.get('remote');
  const target = c.values.get('target');
  if (c.verb !== 'add' && c.verb !== 'set') return 'unknown';
  // The built-in action 3 is `remote`: `set 3 remote=192.0.2.50` points it at a server.
  if (remote && (target === 'remote' || target === undefined)) {
    const address = rfc5952(remote);
    ctx.config.logging.hosts.push({ address, source: src(ctx, c) });
    ctx.logActions.set(name, { address, remote: true, source: src(ctx, c) });
    return 'fact';
  }
  return 'known';
}

function readFilter(ctx: Ctx, c: RouterosCommand): Outcome {
  if (c.verb !== 'add') return 'unknown';
  const chain = c.values.get('chain');
  if (!chain) return 'unknown';
  const v6 = c.menu.startsWith('/ipv6');
  const key = `${v6 ? 'ipv6' : 'ip'}|${chain}`;
  let acl = ctx.acls.get(key);
  if (!acl) {
    acl = { name: chain, kind: v6 ? 'ipv6' : 'firewall-filter', entries: [], source: src(ctx, c) };
    ctx.acls.set(key, acl);
    if (!ctx.config.definitions.some((d) => d.kind === 'firewall-filter' && d.name === chain)) {
      ctx.config.definitions.push({ kind: 'firewall-filter', name: chain, source: src(ctx, c) });
    }
  }
  if (disabled(c)) return 'known';
  const action = c.values.get('action') ?? 'accept';
  acl.entries.push({
    seq: acl.entries.length,
    action:
      action === 'accept'
        ? 'permit'
        : action === 'drop' || action === 'reject' || action === 'tarpit'
          ? 'deny'
          : 'other',
    text: c.pairs
      .filter((p) => p.key !== 'chain')
      .map((p) => `${p.key}=${p.quoted ? JSON.stringify(p.value) : p.value}`)
      .join(' '),
    source: src(ctx, c),
  });
  const jump = c.values.get('jump-target');
  if (jump) {
    ctx.config.references.push({
      kind: 'firewall-filter',
      name: jump,
      context: `${c.menu} chain=${chain} jump-target`,
      source: src(ctx, c),
    });
  }
  for (const listKey of ['src-address-list', 'dst-address-list']) {
    const name = c.values.get(listKey);
    if (name)
      ctx.config.references.push({
        kind: 'other',
        name: name.replace(/^!/, ''),
        context: `${c.menu} chain=${chain} ${listKey}`,
        source: src(ctx, c),
      });
  }
  return 'fact';
}

function routingProcess(
  ctx: Ctx,
  protocol: RoutingProcess['protocol'],
  vrf: string | undefined,
  source: SourceRef,
): RoutingProcess {
  const key = `${protocol}|${vrf ?? ''}`;
  let process = ctx.routing.get(key);
  if (!process) {
    process = { protocol, networks: [], neighbors: [], source, ...(vrf ? { vrf } : {}) };
    ctx.routing.set(key, process);
  }
  return process;
}

function readOspf(ctx: Ctx, c: RouterosCommand): Outcome {
  if (c.verb !== 'add') return 'unknown';
  const table = c.values.get('routing-table');
  const process = routingProcess(ctx, 'ospf', table && table !== 'main' ? table : undefined, src(ctx, c));
  const routerId = c.values.get('router-id');
  if (routerId) process.routerId = routerId;
  for (const network of [...list(c.values.get('networks')), ...list(c.values.get('network'))]) {
    process.networks.push(`${network}${c.values.get('area') ? ` area ${c.values.get('area')}` : ''}`);
  }
  for (const name of list(c.values.get('interfaces'))) {
    if (c.values.get('passive') !== undefined || c.words.includes('passive'))
      process.passiveInterfaces = [...(process.passiveInterfaces ?? []), ros(name).name];
  }
  return 'fact';
}

function readBgp(ctx: Ctx, c: RouterosCommand): Outcome {
  // RouterOS 6: `/routing bgp instance set default as=65010 router-id=…`.
  if (c.verb === 'set' && c.menu === '/routing bgp instance') {
    const process = routingProcess(ctx, 'bgp', undefined, src(ctx, c));
    const as = c.values.get('as');
    if (as) process.id = as;
    const routerId = c.values.get('router-id');
    if (routerId) process.routerId = routerId;
    return as || routerId ? 'fact' : 'known';
  }
  if (c.verb !== 'add') return 'unknown';
  const address = c.values.get('remote.address') ?? c.values.get('remote-address');
  const table = c.values.get('routing-table') ?? c.values.get('vrf');
  const process = routingProcess(ctx, 'bgp', table && table !== 'main' ? table : undefined, src(ctx, c));
  const as = c.values.get('as') ?? c.values.get('local.as');
  if (as) process.id = as;
  if (!address) return 'known';
  const neighbor: RoutingProcess['neighbors'][number] = {
    address: rfc5952(address.split('/')[0] ?? address),
    source: src(ctx, c),
  };
  const remoteAs = c.values.get('remote.as') ?? c.values.get('remote-as');
  if (remoteAs) neighbor.remoteAs = remoteAs;
  const name = c.values.get('name') ?? c.values.get('comment');
  if (name) neighbor.description = name;
  process.neighbors.push(neighbor);
  return 'fact';
}

function readDiscovery(ctx: Ctx, c: RouterosCommand): Outcome {
  const protocols = c.values.get('protocol');
  if (protocols !== undefined) {
    ctx.config.services.lldp = protocols.split(',').includes('lldp');
    ctx.config.services.cdp = protocols.split(',').includes('cdp');
    ctx.config.services.sources.lldp = src(ctx, c);
    return 'fact';
  }
  return 'known';
}

/** The export header: `# 2024-03-18 10:00:01 by RouterOS 7.12.2`, `# model = …`, `# serial number = …`. */
function readHeader(comments: { text: string; line: number }[], ctx: Ctx): void {
  const system = ctx.system;
  for (const { text, line } of comments) {
    const version = /\bby RouterOS (\S+)/.exec(text);
    if (version?.[1]) {
      system.osVersion = version[1];
      system.image = 'RouterOS';
      ctx.config.softwareVersion = { text: version[1], source: { file: ctx.file, line } };
    }
    const field = /^(model|serial number)\s*=\s*(.+)$/.exec(text.trim());
    if (field?.[1] === 'model') system.model = (field[2] ?? '').trim();
    if (field?.[1] === 'serial number') system.serial = (field[2] ?? '').trim();
  }
}

/** A RouterOS `/export` into the model; never throws. */
export function parseRouterosExport(text: string, input: ParseInput): ParseResult {
  const log = new ParseLog(input.file);
  const source = typeof text === 'string' ? text : '';
  if (looksBinary(source)) log.warn(0, 'binary-content', 'the text holds binary bytes');
  const { commands, comments } = readRouterosExport(source, log);
  const ctx: Ctx = {
    file: input.file,
    config: emptyConfigFacts(input.file),
    interfaces: new Map(),
    renamed: new Map(),
    bridges: new Map(),
    bridgeVlans: [],
    bridgePorts: [],
    vlans: new Map(),
    lags: [],
    routes: [],
    vrfs: new Map(),
    acls: new Map(),
    routing: new Map(),
    system: { vendor: 'MikroTik' },
    logActions: new Map(),
    snmp: { defaultCommunitySet: false },
  };
  readHeader(comments, ctx);
  const tree: ConfigNode[] = [];
  const menus = new Map<string, ConfigNode>();
  let sawServices = false;
  for (const command of commands) {
    let node = menus.get(command.menu);
    if (!node) {
      node = { text: command.menu, line: command.line, children: [] };
      menus.set(command.menu, node);
      tree.push(node);
    }
    node.children.push({ text: command.text, line: command.line, children: [] });
    const reader = READERS[command.menu];
    let outcome: Outcome;
    if (command.menu === '') outcome = 'unknown';
    else if (reader)
      outcome =
        command.menu === '/interface bridge vlan' ? readBridgeVlan(ctx, command, log) : reader(ctx, command);
    else outcome = KNOWN_MENUS.has(command.menu) ? 'known' : 'unknown';
    if (command.menu === '/ip service') sawServices = true;
    const lines = command.endLine - command.line + 1;
    if (outcome === 'unknown') {
      log.unrecognizedLine(command.line, `${command.menu} ${command.text}`.trim());
      log.unrecognized += lines - 1;
    } else log.recognized += lines;
  }
  finishBridgeVlans(ctx, log);
  finishBridgePorts(ctx);
  finishSnmp(ctx);
  // Services not in the export stand at their defaults; say so rather than leave them unknown.
  if (commands.length > 0) {
    const services = ctx.config.services;
    const assumed: string[] = [];
    for (const [name, enabled] of Object.entries(SERVICE_DEFAULTS)) {
      const flag = SERVICE_FLAGS[name];
      if (flag ? services[flag] === undefined : services.otherServers?.[name] === undefined) {
        if (flag) services[flag] = enabled;
        else services.otherServers = { ...services.otherServers, [name]: enabled };
        assumed.push(`${name} ${enabled ? 'enabled' : 'disabled'}`);
      }
    }
    log.warn(
      0,
      'service-defaults',
      `${sawServices ? 'services not set in /ip service' : 'no /ip service section'}: RouterOS defaults assumed (${assumed.join(', ')})`,
      'info',
    );
  }
  const config = ctx.config;
  config.tree = tree;
  config.acls = [...ctx.acls.values()];
  config.routing = [...ctx.routing.values()];
  if (ctx.hostname) ctx.system.hostname = ctx.hostname;
  const facts: DeviceFacts = {
    ...(ctx.hostname ? { hostname: ctx.hostname } : {}),
    platform: 'mikrotik_routeros',
    system: ctx.system,
    interfaces: [...ctx.interfaces.values()],
    vlans: [...ctx.vlans.values()].sort((a, b) => a.id - b.id),
    vrfs: [...ctx.vrfs.values()],
    routes: ctx.routes,
    lags: ctx.lags,
    config,
  };
  return log.result(facts);
}

/**
 * RouterOS has a community `public` (read-only, every address) from the start; the export leaves it out while
 * nobody changed it. Once SNMP is on, it answers.
 */
function finishSnmp(ctx: Ctx): void {
  const snmp = ctx.config.snmp;
  const at = ctx.snmp.enabledAt;
  if (snmp.enabled !== true || !at || ctx.snmp.defaultCommunitySet) return;
  if (snmp.communities.some((c) => c.name === 'public')) return;
  snmp.communities.unshift({ name: 'public', access: 'ro', builtIn: true, source: at });
  for (const version of ['v1', 'v2c'] as const)
    if (!snmp.versions.includes(version)) snmp.versions.push(version);
}

/**
 * Ports of a VLAN-filtering bridge that the VLAN table neither tags nor leaves untagged elsewhere: access ports
 * of their `pvid`, which is VLAN 1 when the export does not set it (RouterOS leaves the default out). Ports of
 * a bridge without VLAN filtering are in no VLAN.
 */
function finishBridgePorts(ctx: Ctx): void {
  for (const port of ctx.bridgePorts) {
    if (ctx.bridges.get(port.bridge)?.vlanFiltering !== true) continue;
    const entry = ctx.interfaces.get(ctx.renamed.get(port.name) ?? port.name);
    if (!entry || entry.mode !== undefined) continue;
    entry.mode = 'access';
    entry.fieldSources = { ...entry.fieldSources, mode: port.source };
    if (port.pvid !== undefined) {
      entry.accessVlan = port.pvid;
      entry.fieldSources.accessVlan = port.source;
    }
  }
}

/**
 * The bridge VLAN table into port modes, for bridges with `vlan-filtering=yes` (without it the table does
 * nothing): untagged in one VLAN only → access; tagged anywhere → trunk, its untagged VLAN native.
 */
function finishBridgeVlans(ctx: Ctx, log: ParseLog): void {
  const ports = new Map<string, { tagged: Set<number>; untagged: Set<number>; source: SourceRef }>();
  for (const entry of ctx.bridgeVlans) {
    const bridge = ctx.bridges.get(entry.bridge);
    if (bridge && bridge.vlanFiltering !== true) {
      log.warn(
        entry.source.line,
        'vlan-filtering-off',
        `bridge ${entry.bridge} does not filter VLANs: its VLAN table is not applied`,
        'info',
      );
      continue;
    }
    for (const id of entry.ids) {
      const vlan = ctx.vlans.get(id) ?? { id, interfaces: [], source: entry.source };
      vlan.interfaces = [
        ...new Set([
          ...(vlan.interfaces ?? []),
          ...entry.untagged.map((u) => ros(ctx.renamed.get(u) ?? u).name),
        ]),
      ];
      ctx.vlans.set(id, vlan);
    }
    const add = (name: string, kind: 'tagged' | 'untagged') => {
      const key = ctx.renamed.get(name) ?? name;
      const port = ports.get(key) ?? {
        tagged: new Set<number>(),
        untagged: new Set<number>(),
        source: entry.source,
      };
      for (const id of entry.ids) port[kind].add(id);
      ports.set(key, port);
    };
    for (const name of entry.tagged) add(name, 'tagged');
    for (const name of entry.untagged) add(name, 'untagged');
  }
  for (const [name, port] of ports) {
    const entry = iface(ctx, name, port.source);
    const untagged = [...port.untagged].sort((a, b) => a - b);
    if (port.tagged.size > 0) {
      entry.mode = 'trunk';
      entry.allowedVlans = [...port.tagged].sort((a, b) => a - b);
      if (untagged[0] !== undefined) entry.nativeVlan = untagged[0];
    } else if (untagged[0] !== undefined) {
      entry.mode = 'access';
      entry.accessVlan = untagged[0];
    }
  }
}
