import { emptyConfigFacts } from '../../model/empty';
import { canonicalInterface } from '../../model/interface-names';
import type {
  Acl,
  ConfigFacts,
  DeviceFacts,
  Lag,
  NextHop,
  NormalizedInterface,
  PasswordKind,
  PrefixList,
  Route,
  RouteMap,
  RoutingProcess,
  SourceRef,
  StructureKind,
  Vlan,
  Vrf,
} from '../../model/types';
import { expandVlanRanges, isIpv4, parseSpeedMbps } from '../../model/values';
import type { ParseInput } from '../../parse/types';
import { rfc5952 } from '../../show/common/ipv6-text';
import { appendAll } from '../../util/arrays';
import type { JunosSetLine } from './flatten';

/**
 * Junos `set` lines into the model. Interfaces follow Junos' own split: the physical port (`ge-0/0/0`) carries
 * description, `disable`, speed, MTU, LAG membership; each unit is a logical interface (`ge-0/0/0.0`, type
 * `subinterface`, `parent` the port) carrying addresses, filters, VRF and the ethernet-switching mode and VLANs,
 * as `show ethernet-switching interfaces` and the MAC tables name units. `irb.N`, `vlan.N`, `lo0.0`, `ae0.0`
 * are units the same way.
 */

type Context = {
  file: string;
  config: ConfigFacts;
  interfaces: Map<string, NormalizedInterface>;
  /** Unit interfaces' VLAN members by name, resolved once `vlans` are read. */
  vlanMembers: Map<string, { names: string[]; source: SourceRef }>;
  vlans: Map<string, Vlan & { l3?: string }>;
  vrfs: Map<string, Vrf>;
  routes: Route[];
  lags: Map<string, Lag>;
  lacp: Map<string, string>;
  /** Ports whose `native-vlan-id` is set on the physical interface (ELS). */
  nativeVlans: Map<string, number>;
  acls: Map<string, Acl>;
  aclTerms: Map<string, Acl['entries'][number]>;
  routeMaps: Map<string, RouteMap>;
  prefixLists: Map<string, PrefixList>;
  routing: Map<string, RoutingProcess>;
  /** BGP groups by instance and name: their `peer-as` and their neighbours, which inherit it. */
  bgpGroups: Map<string, { peerAs?: string; neighbors: RoutingProcess['neighbors'] }>;
  /** `routing-options router-id` per instance (`''` for the master instance), given to its processes. */
  routerIds: Map<string, string>;
  hostname?: string;
  domain?: string;
  /** Records by key (`route|vrf|prefix`, `user|name` …), so that finding one costs no scan of the others. */
  seen: Map<string, unknown>;
};

/** What one set line gave: read into facts, understood without a fact, or not understood. */
export type LineOutcome = 'fact' | 'known' | 'unknown';

export function newContext(file: string): Context {
  return {
    file,
    config: emptyConfigFacts(file),
    interfaces: new Map(),
    vlanMembers: new Map(),
    vlans: new Map(),
    vrfs: new Map(),
    routes: [],
    lags: new Map(),
    lacp: new Map(),
    nativeVlans: new Map(),
    acls: new Map(),
    aclTerms: new Map(),
    routeMaps: new Map(),
    prefixLists: new Map(),
    routing: new Map(),
    bgpGroups: new Map(),
    routerIds: new Map(),
    seen: new Map(),
  };
}

const junosName = (raw: string) => canonicalInterface(raw, 'juniper_junos');

/** The record under a key, made and remembered on first use. */
function memo<T>(ctx: Context, key: string, make: () => T): { value: T; created: boolean } {
  const found = ctx.seen.get(key);
  if (found !== undefined) return { value: found as T, created: false };
  const value = make();
  ctx.seen.set(key, value);
  return { value, created: true };
}

function interfaceOf(ctx: Context, name: string, source: SourceRef): NormalizedInterface {
  let iface = ctx.interfaces.get(name);
  if (!iface) {
    const named = junosName(name);
    iface = {
      name: named.name,
      shortName: named.shortName,
      type: named.type,
      ipv4: [],
      ipv6: [],
      sources: [source],
    };
    const dot = named.name.lastIndexOf('.');
    if (dot > 0) {
      iface.parent = named.name.slice(0, dot);
      if (iface.type === 'physical' || iface.type === 'lag') iface.type = 'subinterface';
    }
    ctx.interfaces.set(name, iface);
  } else if (iface.sources[iface.sources.length - 1]?.line !== source.line) iface.sources.push(source);
  return iface;
}

function define(ctx: Context, kind: StructureKind, name: string, source: SourceRef): void {
  const { created } = memo(ctx, `def|${kind}|${name}`, () => true);
  if (created) ctx.config.definitions.push({ kind, name, source });
}

function reference(
  ctx: Context,
  kind: StructureKind,
  name: string,
  context: string,
  source: SourceRef,
): void {
  ctx.config.references.push({ kind, name, context, source });
}

/** `$6$…` sha512, `$5$` sha256, `$1$` md5, `$9$` Junos' reversible encoding. */
function passwordKind(hash: string): PasswordKind {
  if (hash.startsWith('$6$')) return 'sha512';
  if (hash.startsWith('$5$')) return 'sha256';
  if (hash.startsWith('$1$')) return 'md5';
  if (hash.startsWith('$9$')) return 'type7';
  return hash === '' ? 'none' : 'hashed';
}

/** `4k` → 4096, `16k` → 16384, `0` → 0. */
function bridgePriority(text: string | undefined): number | undefined {
  const match = /^(\d+)(k?)$/i.exec(text ?? '');
  if (!match) return undefined;
  return Number(match[1]) * (match[2] ? 1024 : 1);
}

/** Reads one set line; the answer says whether it was understood. */
export function readSetLine(ctx: Context, line: JunosSetLine): LineOutcome {
  const w = line.words;
  const source: SourceRef = { file: ctx.file, line: line.line };
  // `apply-groups` at any level were expanded by the flattener.
  if (w[w.length - 2] === 'apply-groups' || w[w.length - 2] === 'apply-groups-except') return 'known';
  switch (w[0]) {
    case 'version':
      if (w[1]) ctx.config.softwareVersion ??= { text: w[1], source };
      return 'known';
    case 'system':
      return readSystem(ctx, w.slice(1), source);
    case 'interfaces':
      return readInterfaces(ctx, w.slice(1), source, undefined);
    case 'vlans':
      return readVlans(ctx, w.slice(1), source);
    case 'routing-options':
      return readRoutingOptions(ctx, w.slice(1), source, undefined);
    case 'routing-instances':
      return readRoutingInstance(ctx, w.slice(1), source);
    case 'protocols':
      return readProtocols(ctx, w.slice(1), source, undefined);
    case 'snmp':
      return readSnmp(ctx, w.slice(1), source);
    case 'firewall':
      return readFirewall(ctx, w.slice(1), source);
    case 'policy-options':
      return readPolicyOptions(ctx, w.slice(1), source);
    case 'apply-groups':
    case 'groups':
      return 'known';
    case 'chassis':
      return w[1] === 'aggregated-devices' || w[1] === 'alarm' || w[1] === 'redundancy' ? 'known' : 'unknown';
    default:
      return w.includes('apply-groups') ? 'known' : 'unknown';
  }
}

function readSystem(ctx: Context, w: string[], source: SourceRef): LineOutcome {
  const c = ctx.config;
  const [key, a, b, d, e] = w;
  switch (key) {
    case 'host-name':
      if (!a) return 'unknown';
      ctx.hostname = a;
      return 'fact';
    case 'domain-name':
      if (!a) return 'unknown';
      ctx.domain = a;
      return 'fact';
    case 'name-server':
      if (!a) return 'unknown';
      if (memo(ctx, `dns|${rfc5952(a)}`, () => true).created) c.dnsServers.push(rfc5952(a));
      return 'fact';
    case 'root-authentication':
      return readUser(ctx, 'root', 'super-user', w.slice(1), source);
    case 'login':
      if (a === 'user' && b) {
        if (d === 'class' && e) return readUser(ctx, b, e, [], source);
        if (d === 'authentication') return readUser(ctx, b, undefined, w.slice(4), source);
        if (d === 'uid' || d === 'full-name') return readUser(ctx, b, undefined, [], source);
        return 'unknown';
      }
      if ((a === 'message' || a === 'announcement') && b !== undefined) {
        c.banners.push({
          kind: a === 'message' ? 'login' : 'announcement',
          text: b.replace(/\\n/g, '\n'),
          source,
        });
        return 'fact';
      }
      if (a === 'class' || a === 'retry-options' || a === 'password') return 'known';
      return 'unknown';
    case 'services':
      return readServices(ctx, w.slice(1), source);
    case 'ntp':
      if (a === 'server' && b) {
        const server: ConfigFacts['ntp']['servers'][number] = { address: rfc5952(b), source };
        const rest = w.slice(3);
        if (rest.includes('prefer')) server.prefer = true;
        const key = rest.indexOf('key');
        if (key >= 0 && /^\d+$/.test(rest[key + 1] ?? '')) server.key = Number(rest[key + 1]);
        const vrf = rest.indexOf('routing-instance');
        if (vrf >= 0 && rest[vrf + 1]) server.vrf = rest[vrf + 1];
        const { value: existing, created } = memo(ctx, `ntp|${server.address}`, () => server);
        if (created) c.ntp.servers.push(server);
        else Object.assign(existing, { ...server, source: existing.source });
        return 'fact';
      }
      if (a === 'source-address' && b) {
        c.ntp.sourceInterface = b;
        return 'fact';
      }
      if (a === 'authentication-key' || a === 'trusted-key' || a === 'boot-server') return 'known';
      return 'unknown';
    case 'syslog':
      if (a === 'host' && b) {
        const { value: host, created } = memo(
          ctx,
          `syslog|${rfc5952(b)}`,
          () =>
            ({
              address: rfc5952(b),
              source,
            }) as ConfigFacts['logging']['hosts'][number],
        );
        if (created) c.logging.hosts.push(host);
        const vrf = w.indexOf('routing-instance');
        if (vrf >= 0 && w[vrf + 1]) host.vrf = w[vrf + 1];
        return 'fact';
      }
      if (a === 'source-address' && b) {
        c.logging.sourceInterface = b;
        return 'fact';
      }
      if (a === 'file' || a === 'user' || a === 'console' || a === 'archive' || a === 'time-format')
        return 'known';
      return 'unknown';
    case 'authentication-order':
      if (!a) return 'unknown';
      {
        let entry = c.aaa.authentication.find((x) => x.service === 'login' && x.list === 'default');
        if (!entry) {
          entry = { service: 'login', list: 'default', methods: [], source };
          c.aaa.authentication.push(entry);
        }
        entry.methods.push(a === 'tacplus' ? 'tacacs+' : a === 'password' ? 'local' : a);
        c.aaa.newModel = true;
      }
      return 'fact';
    case 'tacplus-server':
    case 'radius-server':
      if (!a) return 'unknown';
      {
        const protocol = key === 'tacplus-server' ? 'tacacs+' : 'radius';
        if (memo(ctx, `aaa|${protocol}|${a}`, () => true).created) {
          c.aaa.servers.push({ protocol, address: rfc5952(a), source });
        }
      }
      return 'fact';
    case 'time-zone':
    case 'commit':
    case 'archival':
    case 'max-configurations-on-flash':
    case 'max-configuration-rollbacks':
    case 'processes':
    case 'internet-options':
    case 'location':
      return 'known';
    default:
      return 'unknown';
  }
}

function readUser(
  ctx: Context,
  name: string,
  role: string | undefined,
  auth: string[],
  source: SourceRef,
): LineOutcome {
  const { value: user, created } = memo(
    ctx,
    `user|${name}`,
    () =>
      ({
        name,
        passwordKind: 'none' as PasswordKind,
        source,
      }) as ConfigFacts['users'][number],
  );
  if (created) ctx.config.users.push(user);
  if (role) user.role = role;
  const [kind, value] = auth;
  if (kind === 'encrypted-password' && value !== undefined) user.passwordKind = passwordKind(value);
  else if (kind === 'plain-text-password') user.passwordKind = 'cleartext';
  else if (kind === 'ssh-rsa' || kind === 'ssh-ecdsa' || kind === 'ssh-ed25519' || kind === 'ssh-dsa')
    user.hasKey = true;
  else if (kind !== undefined) return 'unknown';
  return 'fact';
}

function readServices(ctx: Context, w: string[], source: SourceRef): LineOutcome {
  const s = ctx.config.services;
  const [service, a] = w;
  switch (service) {
    case 'ssh':
      s.sshServer = true;
      s.sources.sshServer ??= source;
      if (a === 'protocol-version') {
        // A list: `protocol-version [ v1 v2 ]`, or one `set` line per version; any v1 lets version 1 in.
        const versions = w.slice(2).filter((v) => /^v\d$/.test(v));
        if (versions.length === 0) return 'unknown';
        if (versions.includes('v1')) {
          s.sshVersion = 1;
          s.sources.sshVersion = source;
        } else if (s.sshVersion !== 1) {
          s.sshVersion = 2;
          s.sources.sshVersion = source;
        }
      }
      return 'fact';
    case 'telnet':
      s.telnetServer = true;
      s.sources.telnetServer ??= source;
      return 'fact';
    case 'web-management':
      if (a === 'http') {
        s.httpServer = true;
        s.sources.httpServer ??= source;
        return 'fact';
      }
      if (a === 'https') {
        s.httpsServer = true;
        s.sources.httpsServer ??= source;
        return 'fact';
      }
      return a === undefined || a === 'session' ? 'known' : 'unknown';
    case 'netconf':
    case 'ftp':
      s.otherServers = { ...s.otherServers, [service]: true };
      return 'fact';
    case 'dhcp':
    case 'dhcp-local-server':
    case 'rest':
    case 'xnm-clear-text':
    case 'xnm-ssl':
    case 'outbound-ssh':
    case 'extension-service':
      return 'known';
    default:
      return 'unknown';
  }
}

function readInterfaces(ctx: Context, w: string[], source: SourceRef, vrf: string | undefined): LineOutcome {
  const [name, key, ...rest] = w;
  if (!name) return 'unknown';
  if (name === 'interface-range' || name === 'apply-groups') return 'known';
  const physical = interfaceOf(ctx, name, source);
  if (key === undefined) return 'fact';
  switch (key) {
    case 'description':
      physical.description = rest[0] ?? '';
      physical.fieldSources = { ...physical.fieldSources, description: source };
      return 'fact';
    case 'disable':
      physical.adminUp = false;
      return 'fact';
    case 'mtu':
      if (!/^\d+$/.test(rest[0] ?? '')) return 'unknown';
      physical.mtu = Number(rest[0]);
      physical.fieldSources = { ...physical.fieldSources, mtu: source };
      return 'fact';
    case 'speed': {
      physical.speedText = rest[0] ?? '';
      const speed = parseSpeedMbps(rest[0]);
      if (speed !== undefined) physical.speedMbps = speed;
      physical.fieldSources = { ...physical.fieldSources, speedMbps: source };
      return 'fact';
    }
    case 'link-mode':
      physical.duplexText = rest[0] ?? '';
      physical.duplex = /half/.test(rest[0] ?? '') ? 'half' : /full/.test(rest[0] ?? '') ? 'full' : 'auto';
      physical.fieldSources = { ...physical.fieldSources, duplex: source };
      return 'fact';
    case 'native-vlan-id':
      if (!/^\d+$/.test(rest[0] ?? '')) return 'unknown';
      ctx.nativeVlans.set(physical.name, Number(rest[0]));
      return 'fact';
    case 'ether-options':
    case 'gigether-options': {
      const [option, value] = rest;
      if (option === '802.3ad' && value) {
        const lag = junosName(value).name;
        physical.lag = lag;
        lagOf(ctx, lag, source).members.push({ interface: physical.name });
        return 'fact';
      }
      if (option === 'speed' && value) {
        physical.speedText = value;
        const speed = parseSpeedMbps(value.replace(/^ethernet-/, ''));
        if (speed !== undefined) physical.speedMbps = speed;
        physical.fieldSources = { ...physical.fieldSources, speedMbps: source };
        return 'fact';
      }
      if (option === 'link-mode' && value) {
        physical.duplexText = value;
        physical.duplex = /half/.test(value) ? 'half' : 'full';
        physical.fieldSources = { ...physical.fieldSources, duplex: source };
        return 'fact';
      }
      if (option === 'auto-negotiation' || option === 'no-auto-negotiation') {
        physical.autoNegotiation = option === 'auto-negotiation';
        physical.fieldSources = { ...physical.fieldSources, autoNegotiation: source };
        return 'fact';
      }
      return option === 'flow-control' || option === 'no-flow-control' ? 'known' : 'unknown';
    }
    case 'aggregated-ether-options': {
      const [option, value] = rest;
      const lag = lagOf(ctx, physical.name, source);
      if (option === 'lacp') {
        lag.protocol = 'lacp';
        if (value === 'active' || value === 'passive') ctx.lacp.set(physical.name, value);
        return 'fact';
      }
      return option === 'minimum-links' || option === 'link-speed' ? 'known' : 'unknown';
    }
    case 'vlan-tagging':
    case 'flexible-vlan-tagging':
    case 'encapsulation':
    case 'hold-time':
    case 'traceoptions':
      return 'known';
    case 'unit':
      return readUnit(ctx, physical, rest, source, vrf);
    default:
      return 'unknown';
  }
}

function lagOf(ctx: Context, name: string, source: SourceRef): Lag {
  let lag = ctx.lags.get(name);
  if (!lag) {
    lag = { name, shortName: name, protocol: 'static', members: [], source };
    ctx.lags.set(name, lag);
  }
  return lag;
}

function readUnit(
  ctx: Context,
  physical: NormalizedInterface,
  w: string[],
  source: SourceRef,
  vrf: string | undefined,
): LineOutcome {
  const [unit, key, ...rest] = w;
  if (!unit || !/^\d+$/.test(unit)) return 'unknown';
  const iface = interfaceOf(ctx, `${physical.name}.${unit}`, source);
  iface.parent = physical.name;
  if (vrf) iface.vrf = vrf;
  if (key === undefined) return 'fact';
  switch (key) {
    case 'description':
      iface.description = rest[0] ?? '';
      iface.fieldSources = { ...iface.fieldSources, description: source };
      return 'fact';
    case 'disable':
      iface.adminUp = false;
      return 'fact';
    case 'vlan-id':
      if (!/^\d+$/.test(rest[0] ?? '')) return 'unknown';
      iface.vlanId = Number(rest[0]);
      return 'fact';
    case 'family':
      return readFamily(ctx, iface, rest, source);
    case 'encapsulation':
    case 'vlan-tags':
      return 'known';
    default:
      return 'unknown';
  }
}

function readFamily(ctx: Context, iface: NormalizedInterface, w: string[], source: SourceRef): LineOutcome {
  const [family, key, a, b, c] = w;
  if (family === 'inet' || family === 'inet6') {
    if (key === undefined) return 'fact';
    if (key === 'address' && a) {
      const match = /^([0-9A-Fa-f.:]+)\/(\d{1,3})$/.exec(a);
      if (!match) return 'unknown';
      const address = rfc5952(match[1] ?? '');
      const list = family === 'inet' ? iface.ipv4 : iface.ipv6;
      const { value: entry, created } = memo(ctx, `addr|${iface.name}|${address}`, () => ({
        address,
        prefixLength: Number(match[2]),
        source,
      }));
      if (created) list.push(entry);
      if (b === undefined) return 'fact';
      if (b === 'primary' || b === 'preferred') return 'fact';
      if (b === 'vrrp-group' || b === 'vrrp-inet6-group') return readVrrp(iface, w.slice(5), source, c);
      return b === 'arp' || b === 'broadcast' ? 'known' : 'unknown';
    }
    if (key === 'filter' && (a === 'input' || a === 'output') && b) {
      iface.accessGroups = { ...iface.accessGroups, [a === 'input' ? 'in' : 'out']: b };
      reference(ctx, 'firewall-filter', b, `interfaces ${iface.name} family ${family} filter ${a}`, source);
      // An input filter on the loopback guards the routing engine: every management service behind it.
      if (a === 'input' && family === 'inet' && /^lo0(?:\.\d+)?$/.test(iface.name)) {
        const context = `interfaces ${iface.name} family inet filter input`;
        if (memo(ctx, `mgmt-filter|${context}|${b}`, () => true).created) {
          ctx.config.managementAccess.push({ services: ['all'], acl: b, context, source });
        }
      }
      return 'fact';
    }
    if (key === 'mtu' && /^\d+$/.test(a ?? '')) {
      iface.mtu = Number(a);
      return 'fact';
    }
    return key === 'dhcp' ||
      key === 'dhcp-client' ||
      key === 'sampling' ||
      key === 'no-redirects' ||
      key === 'rpf-check'
      ? 'known'
      : 'unknown';
  }
  if (family === 'ethernet-switching') {
    if (key === undefined) {
      iface.mode ??= 'access';
      return 'fact';
    }
    if ((key === 'interface-mode' || key === 'port-mode') && a) {
      if (a === 'access' || a === 'trunk') iface.mode = a;
      else return 'unknown';
      return 'fact';
    }
    if (key === 'vlan' && a === 'members' && b) {
      const members = ctx.vlanMembers.get(iface.name) ?? { names: [], source };
      members.names.push(b);
      ctx.vlanMembers.set(iface.name, members);
      iface.mode ??= 'access';
      return 'fact';
    }
    if (key === 'native-vlan-id' && /^\d+$/.test(a ?? '')) {
      iface.nativeVlan = Number(a);
      return 'fact';
    }
    if (key === 'filter' && (a === 'input' || a === 'output') && b) {
      reference(
        ctx,
        'firewall-filter',
        b,
        `interfaces ${iface.name} family ethernet-switching filter ${a}`,
        source,
      );
      return 'fact';
    }
    return key === 'storm-control' || key === 'recovery-timeout' ? 'known' : 'unknown';
  }
  if (family === 'iso' || family === 'mpls' || family === 'inet-vpn' || family === 'bridge') return 'known';
  return 'unknown';
}

function readVrrp(
  iface: NormalizedInterface,
  w: string[],
  source: SourceRef,
  group: string | undefined,
): LineOutcome {
  if (!group || !/^\d+$/.test(group)) return 'unknown';
  iface.fhrp ??= [];
  let entry = iface.fhrp.find((g) => g.protocol === 'vrrp' && g.group === Number(group));
  if (!entry) {
    entry = { protocol: 'vrrp', group: Number(group), source };
    iface.fhrp.push(entry);
  }
  const [key, value] = w;
  if (key === undefined) return 'fact';
  if (key === 'virtual-address' || key === 'virtual-inet6-address') {
    if (value) entry.virtualIp = rfc5952(value);
    return 'fact';
  }
  if (key === 'priority' && /^\d+$/.test(value ?? '')) {
    entry.priority = Number(value);
    return 'fact';
  }
  if (key === 'preempt' || key === 'no-preempt') {
    entry.preempt = key === 'preempt';
    return 'fact';
  }
  return key === 'accept-data' ||
    key === 'track' ||
    key === 'authentication-type' ||
    key === 'authentication-key'
    ? 'known'
    : 'unknown';
}

function readVlans(ctx: Context, w: string[], source: SourceRef): LineOutcome {
  const [name, key, a] = w;
  if (!name) return 'unknown';
  let vlan = ctx.vlans.get(name);
  if (!vlan) {
    vlan = { id: 0, name, source };
    ctx.vlans.set(name, vlan);
  }
  switch (key) {
    case undefined:
      return 'fact';
    case 'vlan-id':
      if (!/^\d+$/.test(a ?? '')) return a === 'none' ? 'known' : 'unknown';
      vlan.id = Number(a);
      return 'fact';
    case 'l3-interface':
      if (!a) return 'unknown';
      vlan.l3 = junosName(a).name;
      return 'fact';
    case 'interface':
      if (!a) return 'unknown';
      vlan.interfaces = [...(vlan.interfaces ?? []), junosName(a).name];
      return 'fact';
    case 'description':
      return 'known';
    default:
      return 'unknown';
  }
}

function readStaticRoute(ctx: Context, w: string[], source: SourceRef, vrf: string | undefined): LineOutcome {
  const [prefixText, key, a, b, c] = w;
  if (!prefixText) return 'unknown';
  const [address = '', length] = prefixText.split('/');
  if (!(isIpv4(address) || address.includes(':'))) return 'unknown';
  const canonical = rfc5952(address);
  const prefix = `${canonical}/${length ?? (canonical.includes(':') ? '128' : '32')}`;
  const { value: route, created } = memo(
    ctx,
    `route|${vrf ?? ''}|${prefix}`,
    (): Route => ({
      prefix,
      protocol: 'static',
      protocolCode: 'static',
      distance: 5,
      nextHops: [],
      source,
      ...(vrf ? { vrf } : {}),
    }),
  );
  if (created) ctx.routes.push(route);
  const hop = (target: string): NextHop => {
    const h: NextHop =
      isIpv4(target) || target.includes(':')
        ? { ip: rfc5952(target) }
        : { interface: junosName(target).name };
    if (vrf) h.vrf = vrf;
    return h;
  };
  switch (key) {
    case undefined:
      return 'fact';
    case 'next-hop':
      if (!a) return 'unknown';
      route.nextHops.push(hop(a));
      return 'fact';
    case 'qualified-next-hop':
      if (!a) return 'unknown';
      if (memo(ctx, `nh|${vrf ?? ''}|${prefix}|${a}`, () => true).created) route.nextHops.push(hop(a));
      if (b === 'preference' || b === 'metric' || b === 'interface' || b === undefined) return 'fact';
      return c === undefined ? 'unknown' : 'known';
    case 'discard':
    case 'reject':
      route.nextHops.push({ discard: true, ...(vrf ? { vrf } : {}) });
      return 'fact';
    case 'preference':
      if (!/^\d+$/.test(a ?? '')) return 'unknown';
      route.distance = Number(a);
      return 'fact';
    case 'tag':
      if (!/^\d+$/.test(a ?? '')) return 'unknown';
      route.tag = Number(a);
      return 'fact';
    case 'metric':
      if (!/^\d+$/.test(a ?? '')) return 'unknown';
      route.metric = Number(a);
      return 'fact';
    case 'next-table':
    case 'no-readvertise':
    case 'retain':
    case 'no-retain':
    case 'resolve':
    case 'install':
    case 'active':
    case 'passive':
      return 'known';
    default:
      return 'unknown';
  }
}

function readRoutingOptions(
  ctx: Context,
  w: string[],
  source: SourceRef,
  vrf: string | undefined,
): LineOutcome {
  const [key, a] = w;
  if (key === 'static' && a === 'route') return readStaticRoute(ctx, w.slice(2), source, vrf);
  if (key === 'static' && (a === 'defaults' || a === undefined)) return 'known';
  if (key === 'rib' && w[2] === 'static' && w[3] === 'route')
    return readStaticRoute(ctx, w.slice(4), source, vrf);
  if (key === 'router-id' && a) {
    ctx.routerIds.set(vrf ?? '', a);
    return 'fact';
  }
  if (
    key === 'autonomous-system' ||
    key === 'forwarding-table' ||
    key === 'aggregate' ||
    key === 'generate' ||
    key === 'graceful-restart' ||
    key === 'interface-routes' ||
    key === 'rib-groups'
  ) {
    return 'known';
  }
  return 'unknown';
}

function readRoutingInstance(ctx: Context, w: string[], source: SourceRef): LineOutcome {
  const [name, key, a, ...rest] = w;
  if (!name) return 'unknown';
  let vrf = ctx.vrfs.get(name);
  if (!vrf) {
    vrf = { name, interfaces: [], source };
    ctx.vrfs.set(name, vrf);
  }
  switch (key) {
    case undefined:
    case 'instance-type':
    case 'description':
    case 'vrf-target':
    case 'vrf-table-label':
    case 'vrf-import':
    case 'vrf-export':
      if (key === 'vrf-import' || key === 'vrf-export') {
        if (a) reference(ctx, 'policy-statement', a, `routing-instances ${name} ${key}`, source);
      }
      return key === undefined || key === 'instance-type' ? 'fact' : 'known';
    case 'route-distinguisher':
      if (!a) return 'unknown';
      vrf.rd = a;
      return 'fact';
    case 'interface':
      if (!a) return 'unknown';
      {
        const iface = junosName(a).name;
        if (memo(ctx, `vrf-if|${name}|${iface}`, () => true).created) vrf.interfaces.push(iface);
        const unit = ctx.interfaces.get(iface);
        if (unit) unit.vrf = name;
      }
      return 'fact';
    case 'routing-options':
      return readRoutingOptions(
        ctx,
        [a ?? '', ...rest].filter((x) => x !== ''),
        source,
        name,
      );
    case 'protocols':
      return readProtocols(
        ctx,
        [a ?? '', ...rest].filter((x) => x !== ''),
        source,
        name,
      );
    default:
      return 'unknown';
  }
}

function processOf(
  ctx: Context,
  protocol: RoutingProcess['protocol'],
  id: string | undefined,
  vrf: string | undefined,
  source: SourceRef,
): RoutingProcess {
  const key = `${protocol}|${vrf ?? ''}`;
  let process = ctx.routing.get(key);
  if (!process) {
    process = { protocol, networks: [], neighbors: [], source };
    if (id) process.id = id;
    if (vrf) process.vrf = vrf;
    ctx.routing.set(key, process);
  }
  return process;
}

function readProtocols(ctx: Context, w: string[], source: SourceRef, vrf: string | undefined): LineOutcome {
  const [protocol, ...rest] = w;
  switch (protocol) {
    case 'rstp':
    case 'mstp':
    case 'vstp':
    case 'stp':
      return readStp(ctx, protocol, rest, source);
    case 'layer2-control': {
      // `layer2-control bpdu-block interface ge-0/0/1`: the port shuts when a BPDU arrives (BPDU guard).
      const [what, kind, name] = rest;
      if (what !== 'bpdu-block') return 'unknown';
      if (kind === 'interface' && name && name !== 'all') {
        const iface = interfaceOf(ctx, junosName(name).name, source);
        iface.bpduGuard = true;
        iface.fieldSources = { ...iface.fieldSources, bpduGuard: source };
      }
      return 'fact';
    }
    case 'lldp':
    case 'lldp-med': {
      if (protocol === 'lldp') {
        const services = ctx.config.services;
        if (rest[0] === 'disable') services.lldp = false;
        else services.lldp ??= true;
        services.sources.lldp ??= source;
      }
      return 'fact';
    }
    case 'ospf':
    case 'ospf3':
      return readOspf(ctx, protocol === 'ospf' ? 'ospf' : 'ospfv3', rest, source, vrf);
    case 'bgp':
      return readBgp(ctx, rest, source, vrf);
    case 'igmp-snooping':
    case 'mpls':
    case 'rsvp':
    case 'ldp':
    case 'router-advertisement':
    case 'bfd':
      return 'known';
    default:
      return 'unknown';
  }
}

function readStp(ctx: Context, protocol: string, w: string[], source: SourceRef): LineOutcome {
  const stp = ctx.config.stp;
  stp.mode =
    protocol === 'mstp' ? 'mst' : protocol === 'vstp' ? 'rapid-pvst' : protocol === 'stp' ? 'stp' : 'rstp';
  stp.source ??= source;
  const [key, a, b, c] = w;
  switch (key) {
    case undefined:
      return 'fact';
    case 'bridge-priority': {
      const priority = bridgePriority(a);
      if (priority === undefined) return 'unknown';
      stp.priorities.push({ scope: 'bridge', priority, source });
      return 'fact';
    }
    case 'interface': {
      if (!a) return 'unknown';
      const iface = a === 'all' ? undefined : interfaceOf(ctx, junosName(a).name, source);
      if (b === undefined) return 'fact';
      if (b === 'edge') {
        if (iface) iface.stpEdge = true;
        return 'fact';
      }
      if (b === 'no-root-port') {
        if (iface) iface.extraConfig = [...(iface.extraConfig ?? []), `${protocol} no-root-port`];
        return 'fact';
      }
      return b === 'cost' || b === 'priority' || b === 'mode' || b === 'disable' ? 'known' : 'unknown';
    }
    case 'bpdu-block-on-edge':
      stp.bpduGuardDefault = true;
      return 'fact';
    case 'configuration-name':
      stp.mstRegion = { ...(stp.mstRegion ?? { instances: [] }), ...(a ? { name: a } : {}) };
      return 'fact';
    case 'revision-level':
      if (!/^\d+$/.test(a ?? '')) return 'unknown';
      stp.mstRegion = { ...(stp.mstRegion ?? { instances: [] }), revision: Number(a) };
      return 'fact';
    case 'msti': {
      if (!/^\d+$/.test(a ?? '')) return 'unknown';
      const id = Number(a);
      if (b === 'bridge-priority') {
        const priority = bridgePriority(c);
        if (priority === undefined) return 'unknown';
        stp.priorities.push({ scope: 'instance', id, priority, source });
        return 'fact';
      }
      if (b === 'vlan' && c) {
        const region = stp.mstRegion ?? { instances: [] };
        stp.mstRegion = region;
        let instance = region.instances.find((i) => i.id === id);
        if (!instance) {
          instance = { id, vlans: [] };
          region.instances.push(instance);
        }
        const vlans = expandVlanRanges(c);
        if (vlans !== 'all')
          instance.vlans = [...new Set([...instance.vlans, ...vlans])].sort((x, y) => x - y);
        return 'fact';
      }
      return b === 'interface' ? 'known' : 'unknown';
    }
    case 'vlan': {
      if (!/^\d+$/.test(a ?? '')) return a ? 'known' : 'unknown';
      if (b === 'bridge-priority') {
        const priority = bridgePriority(c);
        if (priority === undefined) return 'unknown';
        stp.priorities.push({ scope: 'vlan', id: Number(a), priority, source });
        return 'fact';
      }
      return 'known';
    }
    case 'hello-time':
    case 'forward-delay':
    case 'max-age':
    case 'system-identifier':
    case 'max-hops':
      return 'known';
    default:
      return 'unknown';
  }
}

function readOspf(
  ctx: Context,
  protocol: 'ospf' | 'ospfv3',
  w: string[],
  source: SourceRef,
  vrf: string | undefined,
): LineOutcome {
  const process = processOf(ctx, protocol, undefined, vrf, source);
  const [key, a, b, c, d] = w;
  if (key === 'area' && a) {
    if (b === 'interface' && c) {
      const name = junosName(c).name;
      const network = `area ${a} interface ${name}`;
      if (memo(ctx, `ospf|${vrf ?? ''}|${network}`, () => true).created) process.networks.push(network);
      if (d === 'passive')
        process.passiveInterfaces = [...new Set([...(process.passiveInterfaces ?? []), name])];
      return 'fact';
    }
    return b === 'stub' || b === 'nssa' || b === 'area-range' || b === undefined ? 'known' : 'unknown';
  }
  if ((key === 'export' || key === 'import') && a) {
    reference(
      ctx,
      'policy-statement',
      a,
      `protocols ${protocol === 'ospf' ? 'ospf' : 'ospf3'} ${key}`,
      source,
    );
    return 'fact';
  }
  return key === 'reference-bandwidth' || key === 'traceoptions' || key === 'graceful-restart'
    ? 'known'
    : 'unknown';
}

function readBgp(ctx: Context, w: string[], source: SourceRef, vrf: string | undefined): LineOutcome {
  const process = processOf(ctx, 'bgp', undefined, vrf, source);
  const [key, group, ...rest] = w;
  const policy = (words: string[], context: string): LineOutcome => {
    const [kind, name] = words;
    if ((kind === 'import' || kind === 'export') && name) {
      reference(ctx, 'policy-statement', name, `${context} ${kind}`, source);
      return 'fact';
    }
    return 'unknown';
  };
  if (key === 'import' || key === 'export') return policy(w, 'protocols bgp');
  if (key !== 'group' || !group) {
    return key === 'local-as' || key === 'log-updown' || key === 'traceoptions' || key === 'graceful-restart'
      ? 'known'
      : 'unknown';
  }
  const groupKey = `${vrf ?? ''}|${group}`;
  let groupEntry = ctx.bgpGroups.get(groupKey);
  if (!groupEntry) {
    groupEntry = { neighbors: [] };
    ctx.bgpGroups.set(groupKey, groupEntry);
  }
  const [what, a, b, c] = rest;
  if (
    what === undefined ||
    what === 'type' ||
    what === 'description' ||
    what === 'local-address' ||
    what === 'multihop' ||
    what === 'family' ||
    what === 'authentication-key' ||
    what === 'hold-time' ||
    what === 'local-as'
  ) {
    return 'known';
  }
  if (what === 'peer-as' && a) {
    groupEntry.peerAs = a;
    return 'fact';
  }
  if (what === 'import' || what === 'export') return policy(rest, `protocols bgp group ${group}`);
  if (what === 'neighbor' && a) {
    const address = rfc5952(a);
    const { value: neighbor, created } = memo(
      ctx,
      `bgp|${vrf ?? ''}|${address}`,
      () =>
        ({
          address,
          source,
        }) as RoutingProcess['neighbors'][number],
    );
    if (created) {
      process.neighbors.push(neighbor);
      groupEntry.neighbors.push(neighbor);
    }
    if (b === undefined) return 'fact';
    if (b === 'peer-as' && c) {
      neighbor.remoteAs = c;
      return 'fact';
    }
    if (b === 'description' && c !== undefined) {
      neighbor.description = c;
      return 'fact';
    }
    if (b === 'import' || b === 'export')
      return policy([b, c ?? ''], `protocols bgp group ${group} neighbor ${address}`);
    return 'known';
  }
  return 'unknown';
}

function readSnmp(ctx: Context, w: string[], source: SourceRef): LineOutcome {
  const snmp = ctx.config.snmp;
  const [key, a, b, c] = w;
  snmp.enabled = true;
  switch (key) {
    case 'community': {
      if (!a) return 'unknown';
      const { value: community, created } = memo(
        ctx,
        `community|${a}`,
        () =>
          ({
            name: a,
            access: 'ro',
            source,
          }) as ConfigFacts['snmp']['communities'][number],
      );
      if (created) {
        snmp.communities.push(community);
        if (!snmp.versions.includes('v2c')) snmp.versions.push('v2c');
      }
      if (b === undefined) return 'fact';
      if (b === 'authorization') {
        community.access = c === 'read-write' ? 'rw' : 'ro';
        return 'fact';
      }
      if (b === 'clients') {
        community.acl = [community.acl, c].filter((x) => x).join(' ');
        return 'fact';
      }
      if (b === 'view' && c) {
        community.view = c;
        return 'fact';
      }
      return b === 'routing-instance' ? 'known' : 'unknown';
    }
    case 'location':
      snmp.location = a ?? '';
      return 'fact';
    case 'contact':
      snmp.contact = a ?? '';
      return 'fact';
    case 'trap-group':
      if (b === 'targets' && c) {
        if (memo(ctx, `trap|${c}`, () => true).created)
          snmp.trapHosts.push({ address: rfc5952(c), community: a, source });
        return 'fact';
      }
      return 'known';
    case 'v3': {
      const user = w.indexOf('user');
      if (user >= 0 && w[user + 1]) {
        const name = w[user + 1] ?? '';
        if (memo(ctx, `snmp-user|${name}`, () => true).created) snmp.users.push({ name, source });
        if (!snmp.versions.includes('v3')) snmp.versions.push('v3');
        return 'fact';
      }
      return 'known';
    }
    case 'name':
    case 'description':
    case 'interface':
    case 'view':
    case 'trap-options':
    case 'filter-interfaces':
    case 'engine-id':
      return 'known';
    default:
      return 'unknown';
  }
}

function readFirewall(ctx: Context, w: string[], source: SourceRef): LineOutcome {
  // `firewall family inet filter F …` and the older `firewall filter F …` (family inet).
  let family = 'inet';
  let rest = w;
  if (w[0] === 'family' && w[1]) {
    family = w[1];
    rest = w.slice(2);
  }
  const [kind, name, termWord, term, section, ...body] = rest;
  if (kind === 'policer' || kind === 'three-color-policer') return 'known';
  if (kind !== 'filter' || !name) return 'unknown';
  define(ctx, 'firewall-filter', name, source);
  let acl = ctx.acls.get(`${family}|${name}`);
  if (!acl) {
    acl = {
      name,
      kind:
        family === 'inet6'
          ? 'ipv6'
          : family === 'ethernet-switching' || family === 'bridge'
            ? 'mac'
            : 'firewall-filter',
      entries: [],
      source,
    };
    ctx.acls.set(`${family}|${name}`, acl);
  }
  if (termWord === undefined) return 'fact';
  if (termWord === 'interface-specific') return 'known';
  if (termWord !== 'term' || !term) return 'unknown';
  const text = [section, ...body].filter((x) => x !== undefined).join(' ');
  const termKey = `${family}|${name}|${term}`;
  let entry = ctx.aclTerms.get(termKey);
  if (!entry) {
    entry = { action: 'other', text: `term ${term}`, source };
    acl.entries.push(entry);
    ctx.aclTerms.set(termKey, entry);
  }
  // The term's statements, one `from`/`then` each, in the order written.
  if (text) entry.text = entry.text === `term ${term}` ? `${entry.text} ${text}` : `${entry.text}; ${text}`;
  if (section === 'then') {
    const action = body[0];
    if (action === 'accept') entry.action = 'permit';
    else if (action === 'discard' || action === 'reject') entry.action = 'deny';
  }
  if (section === 'from') {
    const [match, list] = body;
    if (
      (match === 'prefix-list' || match === 'source-prefix-list' || match === 'destination-prefix-list') &&
      list
    ) {
      reference(ctx, 'prefix-list', list, `firewall filter ${name} term ${term} from ${match}`, source);
    }
  }
  return section === undefined || section === 'from' || section === 'then' ? 'fact' : 'unknown';
}

function readPolicyOptions(ctx: Context, w: string[], source: SourceRef): LineOutcome {
  const [kind, name, ...rest] = w;
  if (!name) return 'unknown';
  switch (kind) {
    case 'prefix-list': {
      define(ctx, 'prefix-list', name, source);
      let list = ctx.prefixLists.get(name);
      if (!list) {
        list = { name, family: 'ipv4', entries: [], source };
        ctx.prefixLists.set(name, list);
      }
      const [prefix] = rest;
      if (prefix === undefined) return 'fact';
      if (prefix === 'apply-path') return 'known';
      const [address = '', length] = prefix.split('/');
      if (!(isIpv4(address) || address.includes(':'))) return 'unknown';
      const canonical = rfc5952(address);
      if (canonical.includes(':')) list.family = 'ipv6';
      list.entries.push({
        action: 'permit',
        prefix: `${canonical}/${length ?? (canonical.includes(':') ? 128 : 32)}`,
        source,
      });
      return 'fact';
    }
    case 'policy-statement': {
      define(ctx, 'policy-statement', name, source);
      let map = ctx.routeMaps.get(name);
      if (!map) {
        map = { name, clauses: [], source };
        ctx.routeMaps.set(name, map);
      }
      // `term T from|then …`, or `from|then …` without a term (one unnamed clause).
      const termed = rest[0] === 'term';
      const term = termed ? (rest[1] ?? '') : '';
      const [section, ...body] = termed ? rest.slice(2) : rest;
      const { value: clause, created } = memo(
        ctx,
        `clause|${name}|${term}`,
        (): RouteMap['clauses'][number] => ({
          action: 'permit',
          matches: [],
          sets: [],
          source,
        }),
      );
      if (created) map.clauses.push(clause);
      if (section === undefined) return 'fact';
      const text = body.join(' ');
      if (section === 'from' || section === 'to') {
        clause.matches.push(`${section} ${text}`.trim());
        const [match, ref] = body;
        const kindOf: Record<string, StructureKind> = {
          'prefix-list': 'prefix-list',
          'prefix-list-filter': 'prefix-list',
          community: 'community-list',
          'as-path': 'as-path-list',
          policy: 'policy-statement',
        };
        const refKind = match ? kindOf[match] : undefined;
        if (refKind && ref)
          reference(
            ctx,
            refKind,
            ref,
            `policy-statement ${name}${term ? ` term ${term}` : ''} ${section} ${match}`,
            source,
          );
        return 'fact';
      }
      if (section === 'then') {
        const [action, a, b] = body;
        if (action === 'accept') clause.action = 'permit';
        else if (action === 'reject') clause.action = 'deny';
        else clause.sets.push(text);
        if (action === 'community' && b)
          reference(
            ctx,
            'community-list',
            b,
            `policy-statement ${name}${term ? ` term ${term}` : ''} then community ${a}`,
            source,
          );
        return 'fact';
      }
      return 'unknown';
    }
    case 'community':
      define(ctx, 'community-list', name, source);
      return rest[0] === 'members' || rest[0] === undefined || rest[0] === 'invert-match'
        ? 'fact'
        : 'unknown';
    case 'as-path':
      define(ctx, 'as-path-list', name, source);
      return 'fact';
    case 'as-path-group':
      define(ctx, 'as-path-list', name, source);
      return 'known';
    default:
      return 'unknown';
  }
}

/** What the lines add up to once all are read: VLAN names resolved, native VLANs placed, LAG modes set. */
export function finish(ctx: Context, input: ParseInput): DeviceFacts {
  const byName = new Map<string, Vlan & { l3?: string }>();
  for (const vlan of ctx.vlans.values()) byName.set(vlan.name ?? '', vlan);
  const idOf = (member: string): number[] | 'all' | undefined => {
    if (member === 'all') return 'all';
    const named = byName.get(member);
    if (named && named.id > 0) return [named.id];
    // ELS switches have the VLAN `default` (VLAN 1) without a definition.
    if (member === 'default') return [1];
    if (/^[\d,-]+$/.test(member)) {
      const ids = expandVlanRanges(member);
      return ids === 'all' ? 'all' : ids;
    }
    return undefined;
  };
  for (const [name, members] of ctx.vlanMembers) {
    const iface = ctx.interfaces.get(name);
    if (!iface) continue;
    const ids: number[] = [];
    let all = false;
    for (const member of members.names) {
      const resolved = idOf(member);
      if (resolved === 'all') all = true;
      else if (resolved) appendAll(ids, resolved);
      else {
        iface.extraConfig = [...(iface.extraConfig ?? []), `vlan members ${member} (no such VLAN)`];
      }
    }
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    if (iface.mode === 'trunk') {
      iface.allowedVlans = all ? 'all' : sorted;
      iface.fieldSources = { ...iface.fieldSources, allowedVlans: members.source };
    } else if (sorted[0] !== undefined) {
      iface.accessVlan = sorted[0];
      iface.fieldSources = { ...iface.fieldSources, accessVlan: members.source };
    }
    for (const member of members.names) {
      const vlan = byName.get(member);
      if (vlan && iface.mode !== 'trunk')
        vlan.interfaces = [...new Set([...(vlan.interfaces ?? []), iface.name])];
    }
  }
  for (const [port, native] of ctx.nativeVlans) {
    for (const iface of ctx.interfaces.values())
      if (iface.parent === port && iface.mode === 'trunk') iface.nativeVlan = native;
  }
  for (const [lagName, mode] of ctx.lacp) {
    const lag = ctx.lags.get(lagName);
    for (const member of lag?.members ?? []) {
      const iface = ctx.interfaces.get(member.interface);
      if (iface) iface.lagMode = mode;
    }
  }
  for (const vrf of ctx.vrfs.values()) {
    for (const name of vrf.interfaces) {
      const iface = ctx.interfaces.get(name);
      if (iface) iface.vrf = vrf.name;
    }
  }
  const vlans: Vlan[] = [];
  for (const vlan of ctx.vlans.values()) {
    const { l3, ...rest } = vlan;
    if (rest.id <= 0) continue;
    if (l3) {
      const iface = ctx.interfaces.get(l3);
      if (iface) iface.vlanId ??= rest.id;
    }
    vlans.push(rest);
  }
  const config = ctx.config;
  config.acls = [...ctx.acls.values()];
  config.prefixLists = [...ctx.prefixLists.values()];
  config.routeMaps = [...ctx.routeMaps.values()];
  for (const group of ctx.bgpGroups.values()) {
    for (const neighbor of group.neighbors)
      if (group.peerAs && !neighbor.remoteAs) neighbor.remoteAs = group.peerAs;
  }
  for (const process of ctx.routing.values()) {
    const routerId = ctx.routerIds.get(process.vrf ?? '');
    if (routerId) process.routerId ??= routerId;
  }
  config.routing = [...ctx.routing.values()];
  const system: DeviceFacts['system'] = { vendor: 'Juniper', image: 'JUNOS' };
  if (config.softwareVersion) system.osVersion = config.softwareVersion.text;
  if (ctx.hostname) system.hostname = ctx.hostname;
  if (ctx.domain) system.domain = ctx.domain;
  const vrfs = [...ctx.vrfs.values()].filter((v) => v.name !== '');
  return {
    ...(ctx.hostname ? { hostname: ctx.hostname } : {}),
    platform: input.platform === 'unknown' ? 'juniper_junos' : input.platform,
    system,
    interfaces: [...ctx.interfaces.values()],
    vlans,
    vrfs,
    routes: ctx.routes,
    lags: [...ctx.lags.values()],
    config,
  };
}
