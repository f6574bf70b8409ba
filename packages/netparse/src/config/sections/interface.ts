/**
 * Interface blocks of the Cisco-like dialects (IOS, IOS-XE, NX-OS, EOS; AOS-CX shares most of it): the
 * statements the model has fields for, and the shared vocabulary of those it keeps as extra configuration.
 */
import { canonicalInterface } from '../../model/interface-names';
import type { ConfigNode, FhrpGroup, NormalizedInterface, SwitchportMode } from '../../model/types';
import { parseSpeedMbps } from '../../model/values';
import { CommandTable, type Entry, restate, type Stmt } from '../commands';
import { type ConfigContext, ipText } from '../context';
import {
  type AllowedVlans,
  allowedVlansValue,
  applyAllowedVlans,
  int,
  readIpv4,
  readIpv6Address,
  vlanId,
} from './values';

export type IfState = {
  iface: NormalizedInterface;
  node: ConfigNode;
  allowed?: AllowedVlans;
  extra: string[];
};

export type IfEntry = Entry<ConfigContext, IfState>;

/** A `no` form that takes a field back to the platform default: the field and its line are gone. */
export function unset(iface: NormalizedInterface, ...keys: (keyof NormalizedInterface)[]): void {
  for (const key of keys) {
    delete iface[key];
    if (iface.fieldSources) delete iface.fieldSources[key];
  }
}

export function describe(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) return true;
  c.set(st.iface, 'description', s.rest(1), s.node);
  return true;
}

export function shutdown(c: ConfigContext, s: Stmt, st: IfState): boolean {
  c.set(st.iface, 'adminUp', s.negated, s.node);
  return true;
}

function ipAddress(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) {
    if (s.args.length === 0) st.iface.ipv4 = [];
    return true;
  }
  const first = s.largs[0];
  // DHCP, negotiated and unnumbered addresses are not known from the configuration.
  if (first === 'dhcp' || first === 'negotiated' || first === 'dhcp-bootp') {
    st.extra.push(s.node.text);
    return true;
  }
  const read = readIpv4(s.args);
  if (!read) return false;
  const secondary = s.largs.slice(read.used).includes('secondary');
  const address = { address: read.address, prefixLength: read.prefixLength, source: c.at(s.node) };
  if (secondary) st.iface.ipv4.push({ ...address, secondary: true });
  else {
    // A second primary replaces the first, as on the device.
    st.iface.ipv4 = st.iface.ipv4.filter((a) => a.secondary);
    st.iface.ipv4.unshift(address);
  }
  return true;
}

function ipv6Address(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) return true;
  const first = s.largs[0];
  if (first === 'autoconfig' || first === 'dhcp') {
    st.extra.push(s.node.text);
    return true;
  }
  const read = readIpv6Address(s.args);
  if (!read) return false;
  st.iface.ipv6.push({ ...read, source: c.at(s.node) });
  return true;
}

export function setVrf(c: ConfigContext, s: Stmt, st: IfState, name: string | undefined): boolean {
  if (s.negated) return true;
  if (!name) return false;
  c.set(st.iface, 'vrf', name, s.node);
  c.vrf(name);
  return true;
}

function switchport(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) c.set(st.iface, 'mode', 'routed', s.node);
  else if (st.iface.mode === 'routed') {
    st.iface.mode = undefined;
    if (st.iface.fieldSources) st.iface.fieldSources.mode = undefined;
  }
  return true;
}

const MODES: Record<string, SwitchportMode> = {
  access: 'access',
  trunk: 'trunk',
  'dot1q-tunnel': 'dot1q-tunnel',
  dynamic: 'dynamic',
  routed: 'routed',
  'private-vlan': 'access',
};

function switchportMode(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) return true;
  // Typed configurations abbreviate the value too (`sw mo acc`).
  const word = s.largs[0] ?? '';
  const spelled = Object.keys(MODES).filter((m) => m === word || (word.length >= 2 && m.startsWith(word)));
  const mode = spelled.length === 1 ? MODES[spelled[0] ?? ''] : MODES[word];
  if (!mode) {
    // EOS tap/tool ports and the like: known words, no mode of the model.
    st.extra.push(s.node.text);
    return s.largs[0] === 'tap' || s.largs[0] === 'tool';
  }
  c.set(st.iface, 'mode', mode, s.node);
  if (s.largs[0] === 'private-vlan') st.extra.push(s.node.text);
  return true;
}

function accessVlan(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) {
    unset(st.iface, 'accessVlan');
    return true;
  }
  // EOS writes the name of a VLAN here too (`switchport access vlan name X`): kept, not resolved.
  const id = vlanId(s.args[0]);
  if (id === undefined) return false;
  c.set(st.iface, 'accessVlan', id, s.node);
  return true;
}

function nativeVlan(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) {
    unset(st.iface, 'nativeVlan');
    return true;
  }
  if (s.largs[0] === 'tag') {
    st.extra.push(s.node.text);
    return true;
  }
  const id = vlanId(s.args[0]);
  if (id === undefined) return false;
  c.set(st.iface, 'nativeVlan', id, s.node);
  return true;
}

export function voiceVlan(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) return true;
  const id = vlanId(s.args[0]);
  if (id === undefined) {
    // `dot1p`, `untagged`, `none`: a voice setting without a VLAN.
    st.extra.push(s.node.text);
    return ['dot1p', 'untagged', 'none'].includes(s.largs[0] ?? '');
  }
  c.set(st.iface, 'voiceVlan', id, s.node);
  return true;
}

function trunkAllowed(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) {
    // Back to the default: a trunk carries every VLAN.
    st.allowed = undefined;
    unset(st.iface, 'allowedVlans');
    return true;
  }
  const next = applyAllowedVlans(st.allowed, s.args);
  if (next === undefined) return false;
  st.allowed = next;
  c.set(st.iface, 'allowedVlans', allowedVlansValue(next), s.node);
  return true;
}

/** `channel-group 10 mode active` (IOS, NX-OS, EOS); no mode means a static bundle (`on`). */
function channelGroup(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) return true;
  const id = int(s.args[0]);
  if (id === undefined) return false;
  const modeAt = s.largs.indexOf('mode');
  const mode = modeAt >= 0 ? s.largs[modeAt + 1] : 'on';
  if (!mode) return false;
  joinLag(c, st, `Port-channel${id}`, mode, s.node);
  return true;
}

export function joinLag(
  c: ConfigContext,
  st: IfState,
  lagName: string,
  mode: string,
  node: ConfigNode,
): void {
  const lag = c.lag(lagName, node);
  c.set(st.iface, 'lag', lag.name, node);
  c.set(st.iface, 'lagMode', mode, node);
  lag.members.push({ interface: st.iface.name });
  lag.protocol ??=
    mode === 'active' || mode === 'passive'
      ? 'lacp'
      : mode === 'auto' || mode === 'desirable'
        ? 'pagp'
        : mode === 'on' || mode === 'static'
          ? 'static'
          : 'other';
}

export function speed(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) {
    unset(st.iface, 'speedText', 'speedMbps', 'autoNegotiation');
    return true;
  }
  const text = s.rest(1);
  if (text === '') return false;
  c.set(st.iface, 'speedText', text, s.node);
  // `speed auto [1000]` negotiates (IOS, NX-OS, EOS, AOS-CX): the speeds named are those it advertises.
  if (/^auto\b/i.test(text)) {
    c.set(st.iface, 'autoNegotiation', true, s.node);
    return true;
  }
  // EOS `speed forced 10000full`, AOS-CX `speed 1000-full`, NX-OS `speed 10000`, IOS `speed 100`.
  const words = text.toLowerCase().replace(/^forced\s+/, '');
  const duplex = /(full|half)$/.exec(words)?.[1];
  const mbps = parseSpeedMbps(words.replace(/-?(full|half)$/, ''));
  if (mbps !== undefined) c.set(st.iface, 'speedMbps', mbps, s.node);
  if (duplex === 'full' || duplex === 'half') c.set(st.iface, 'duplex', duplex, s.node);
  // A speed forced together with its duplex does not negotiate.
  if (/^forced\s/i.test(text) || duplex !== undefined) c.set(st.iface, 'autoNegotiation', false, s.node);
  return true;
}

/** IOS `negotiation auto`, NX-OS `negotiate auto`, and their `no` forms. */
function negotiation(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.largs[0] !== 'auto') return false;
  c.set(st.iface, 'autoNegotiation', !s.negated, s.node);
  return true;
}

function duplex(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) {
    unset(st.iface, 'duplex', 'duplexText');
    return true;
  }
  const value = s.largs[0];
  if (value !== 'full' && value !== 'half' && value !== 'auto') return false;
  c.set(st.iface, 'duplex', value, s.node);
  c.set(st.iface, 'duplexText', value, s.node);
  return true;
}

export function mtu(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) {
    unset(st.iface, 'mtu');
    return true;
  }
  const value = int(s.args[0], 64, 65535);
  if (value === undefined) return false;
  c.set(st.iface, 'mtu', value, s.node);
  return true;
}

function portSecurity(c: ConfigContext, s: Stmt, st: IfState): boolean {
  const current = st.iface.portSecurity ?? { enabled: false };
  const what = s.largs[0];
  if (what === undefined) {
    current.enabled = !s.negated;
  } else if (what === 'maximum') {
    const max = int(s.args[1]);
    if (max === undefined && !s.negated) return false;
    if (!s.negated) current.maxMacs = max;
  } else if (what === 'violation') {
    if (!s.negated) current.violation = s.largs[1];
  } else {
    // Sticky and static secure MACs, aging: kept as written.
    st.extra.push(s.node.text);
  }
  c.set(st.iface, 'portSecurity', current, s.node);
  return true;
}

export function bpduGuard(c: ConfigContext, s: Stmt, st: IfState): boolean {
  const value = s.largs[0];
  c.set(st.iface, 'bpduGuard', !s.negated && value !== 'disable', s.node);
  return true;
}

/** IOS `spanning-tree portfast [edge] [trunk|disable]`, EOS `spanning-tree portfast`. */
function portfast(c: ConfigContext, s: Stmt, st: IfState): boolean {
  const value = s.largs.includes('disable') || s.negated ? false : s.largs[0] !== 'network';
  if (s.largs.includes('bpduguard')) return bpduGuard(c, restate(s, { largs: s.largs.slice(1) }), st);
  c.set(st.iface, 'stpEdge', value, s.node);
  return true;
}

/** NX-OS `spanning-tree port type edge [trunk]` / `network` / `normal`. */
function portType(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) {
    c.set(st.iface, 'stpEdge', false, s.node);
    return true;
  }
  const kind = s.largs[0];
  if (kind !== 'edge' && kind !== 'network' && kind !== 'normal') return false;
  c.set(st.iface, 'stpEdge', kind === 'edge', s.node);
  return true;
}

function stormControl(c: ConfigContext, s: Stmt, st: IfState): boolean {
  const kind = s.largs[0];
  if (kind !== 'broadcast' && kind !== 'multicast' && kind !== 'unicast') {
    // `storm-control action shutdown`, `storm-control all …`: known, kept.
    st.extra.push(s.node.text);
    return true;
  }
  if (s.negated) return true;
  const levelAt = s.largs.indexOf('level');
  const level = (levelAt >= 0 ? s.args.slice(levelAt + 1) : s.args.slice(1)).join(' ');
  if (level === '') return false;
  const list = (st.iface.stormControl ?? []).filter((x) => x.kind !== kind);
  list.push({ kind, level });
  c.set(st.iface, 'stormControl', list, s.node);
  return true;
}

export function accessGroup(c: ConfigContext, s: Stmt, st: IfState, context: string): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  const direction = s.largs[1] === 'out' ? 'out' : 'in';
  const where = `interface ${st.iface.name} ${context} ${direction}`;
  if (s.negated) {
    // `no ip access-group WEB in` takes the ACL off the interface: no use of it is left there.
    c.config.references = c.config.references.filter(
      (r) => !(r.kind === 'acl' && r.name === name && r.context === where),
    );
    if (st.iface.accessGroups?.[direction] === name) {
      const { [direction]: _removed, ...rest } = st.iface.accessGroups;
      st.iface.accessGroups = rest;
    }
    return true;
  }
  c.reference('acl', name, where, s.node);
  c.set(st.iface, 'accessGroups', { ...st.iface.accessGroups, [direction]: name }, s.node);
  return true;
}

function ipv6Filter(c: ConfigContext, s: Stmt, st: IfState, context: string): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  c.reference('acl', name, `interface ${st.iface.name} ${context} ${s.largs[1] ?? 'in'}`, s.node);
  st.extra.push(s.node.text);
  return true;
}

export function fhrpGroup(
  c: ConfigContext,
  st: IfState,
  protocol: FhrpGroup['protocol'],
  group: number,
  node: ConfigNode,
): FhrpGroup {
  st.iface.fhrp ??= [];
  let found = st.iface.fhrp.find((g) => g.protocol === protocol && g.group === group);
  if (!found) {
    found = { protocol, group, source: c.at(node) };
    st.iface.fhrp.push(found);
  }
  return found;
}

/** `standby [group] ip|priority|preempt …` (IOS HSRP); other HSRP settings are kept. */
function standby(c: ConfigContext, s: Stmt, st: IfState): boolean {
  const hasGroup = int(s.args[0]) !== undefined;
  const group = hasGroup ? (int(s.args[0]) ?? 0) : 0;
  const words = s.largs.slice(hasGroup ? 1 : 0);
  const raw = s.args.slice(hasGroup ? 1 : 0);
  const what = words[0];
  if (what === undefined) return false;
  if (what === 'version' || what === 'bfd' || what === 'delay' || what === 'use-bia' || what === 'redirect') {
    st.extra.push(s.node.text);
    return true;
  }
  const g = fhrpGroup(c, st, 'hsrp', group, s.node);
  return fhrpSetting(g, what, raw.slice(1), s, st);
}

/** Sets a group's address, priority or preemption; other settings are kept as extra configuration. */
function fhrpSetting(g: FhrpGroup, what: string, values: readonly string[], s: Stmt, st: IfState): boolean {
  switch (what) {
    case 'ip':
    case 'ipv4':
    case 'address':
    case 'virtual-ip-address': {
      if (s.negated) return true;
      const address = ipText(values[0]);
      if (!address) return values.length === 0;
      // Secondary virtual addresses do not replace the primary one.
      if (values.some((v) => v.toLowerCase() === 'secondary') && g.virtualIp) st.extra.push(s.node.text);
      else g.virtualIp = address;
      return true;
    }
    case 'priority':
    case 'priority-level': {
      if (s.negated) return true;
      const priority = int(values[0], 0, 255);
      if (priority === undefined) return false;
      g.priority = priority;
      return true;
    }
    case 'preempt':
      g.preempt = !s.negated;
      return true;
    case 'authentication':
    case 'timers':
    case 'track':
    case 'name':
    case 'description':
    case 'mac-address':
    case 'follow':
    case 'advertisement-interval':
    case 'shutdown':
    case 'session':
    case 'ipv6':
    case 'vrrpv2':
    case 'bfd':
    case 'version':
    case 'delay':
    case 'forwarding-threshold':
    case 'load-balancing':
    case 'weighting':
      st.extra.push(s.node.text);
      return true;
    default:
      return false;
  }
}

type FhrpBlock = { g: FhrpGroup; st: IfState };
const FHRP_CHILDREN = new CommandTable<ConfigContext, FhrpBlock>([
  { phrase: 'address', handle: (_c, s, b) => fhrpSetting(b.g, 'address', s.args, s, b.st) },
  { phrase: 'ip', handle: (_c, s, b) => fhrpSetting(b.g, 'ip', s.args, s, b.st) },
  { phrase: 'priority', handle: (_c, s, b) => fhrpSetting(b.g, 'priority', s.args, s, b.st) },
  { phrase: 'preempt', handle: (_c, s, b) => fhrpSetting(b.g, 'preempt', s.args, s, b.st) },
  { phrase: 'shutdown', handle: (_c, s, b) => fhrpSetting(b.g, 'shutdown', s.args, s, b.st) },
  ...[
    'authentication',
    'timers',
    'track',
    'name',
    'description',
    'mac-address',
    'follow',
    'advertisement-interval',
    'vrrpv2',
    'version',
    'bfd',
    'load-balancing',
    'weighting',
    'forwarding-threshold',
  ].map((word) => ({
    phrase: word,
    handle: (_c: ConfigContext, s: Stmt, b: FhrpBlock) => fhrpSetting(b.g, word, s.args, s, b.st),
  })),
]);

/**
 * VRRP: IOS one-line `vrrp 10 ip …` / `vrrp 10 priority …`, EOS `vrrp 10 ipv4 …` / `priority-level`, and the
 * block forms of NX-OS (`vrrp 10` + `address …`) and of IOS-XE VRRPv3 and AOS-CX (`vrrp 10 address-family
 * ipv4` + `address … primary`).
 */
function vrrp(c: ConfigContext, s: Stmt, st: IfState): boolean {
  const group = int(s.args[0], 0, 255);
  if (group === undefined) {
    st.extra.push(s.node.text);
    return s.largs[0] === 'version' || s.largs[0] === 'delay';
  }
  const g = fhrpGroup(c, st, 'vrrp', group, s.node);
  const what = s.largs[1];
  if (what === undefined || what === 'address-family') {
    if (s.largs[2] === 'ipv6') {
      st.iface.fhrp = (st.iface.fhrp ?? []).filter((x) => x !== g);
      st.extra.push(s.node.text);
      c.okDeep(s.node);
      return true;
    }
    c.walk(s.node.children, FHRP_CHILDREN, { g, st });
    return true;
  }
  return fhrpSetting(g, what, s.args.slice(2), s, st);
}

/** NX-OS `hsrp 10 [ipv4|ipv6]` blocks; `hsrp version 2` and `hsrp bfd` are settings. */
function hsrpBlock(c: ConfigContext, s: Stmt, st: IfState): boolean {
  const group = int(s.args[0]);
  if (group === undefined) {
    st.extra.push(s.node.text);
    return s.largs[0] === 'version' || s.largs[0] === 'bfd' || s.largs[0] === 'delay';
  }
  if (s.largs[1] === 'ipv6') {
    st.extra.push(s.node.text);
    c.okDeep(s.node);
    return true;
  }
  const g = fhrpGroup(c, st, 'hsrp', group, s.node);
  c.walk(s.node.children, FHRP_CHILDREN, { g, st });
  return true;
}

function glbp(c: ConfigContext, s: Stmt, st: IfState): boolean {
  const group = int(s.args[0]);
  if (group === undefined) return false;
  const g = fhrpGroup(c, st, 'glbp', group, s.node);
  const what = s.largs[1];
  if (what === undefined) return false;
  return fhrpSetting(g, what, s.args.slice(2), s, st);
}

/** EOS VARP: `ip virtual-router address 10.0.0.1` and `ip address virtual 10.0.0.1/24`. */
function varp(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (s.negated) return true;
  const text = s.args[0]?.split('/')[0];
  const address = ipText(text);
  if (!address) return false;
  const g = fhrpGroup(c, st, 'varp', 0, s.node);
  if (g.virtualIp) st.extra.push(s.node.text);
  else g.virtualIp = address;
  return true;
}

function servicePolicy(c: ConfigContext, s: Stmt, st: IfState): boolean {
  // `service-policy [type qos] input|output NAME`.
  const name = s.args[s.args.length - 1];
  if (name === undefined || s.args.length < 2) return false;
  const direction = s.largs.find((w) => w === 'input' || w === 'output' || w === 'in' || w === 'out') ?? '';
  c.reference('policy-map', name, `interface ${st.iface.name} service-policy ${direction}`.trim(), s.node);
  st.extra.push(s.node.text);
  return true;
}

function policyRouteMap(c: ConfigContext, s: Stmt, st: IfState): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  c.reference('route-map', name, `interface ${st.iface.name} ip policy route-map`, s.node);
  st.extra.push(s.node.text);
  return true;
}

/** `encapsulation dot1Q 10` of an IOS sub-interface: its 802.1Q tag. */
function encapsulation(c: ConfigContext, s: Stmt, st: IfState): boolean {
  st.extra.push(s.node.text);
  if (s.negated) return true;
  if (s.largs[0] === 'dot1q') {
    const tag = vlanId(s.args[1]);
    if (tag === undefined) return false;
    c.set(st.iface, 'vlanId', tag, s.node);
  }
  return true;
}

/** `tunnel vrf X`: the VRF the tunnel's source and destination are in (the tunnel's own VRF is `vrf forwarding`). */
function tunnelVrf(c: ConfigContext, s: Stmt, st: IfState): boolean {
  st.extra.push(s.node.text);
  if (s.negated) return true;
  const name = s.args[0];
  if (name === undefined) return false;
  c.set(st.iface, 'tunnelVrf', name, s.node);
  return true;
}

/** Statements of interfaces the model reads, shared by IOS, IOS-XE, NX-OS and EOS. */
export const CISCO_INTERFACE_ENTRIES: IfEntry[] = [
  { phrase: 'description', handle: describe },
  { phrase: 'shutdown', handle: shutdown },
  { phrase: 'ip address', handle: ipAddress },
  { phrase: 'ipv6 address', handle: ipv6Address },
  { phrase: 'vrf forwarding', handle: (c, s, st) => setVrf(c, s, st, s.args[0]) },
  { phrase: 'ip vrf forwarding', handle: (c, s, st) => setVrf(c, s, st, s.args[0]) },
  { phrase: 'vrf member', handle: (c, s, st) => setVrf(c, s, st, s.args[0]) },
  { phrase: 'switchport', handle: switchport },
  { phrase: 'switchport mode', handle: switchportMode },
  { phrase: 'switchport access vlan', handle: accessVlan },
  { phrase: 'switchport trunk allowed vlan', handle: trunkAllowed },
  { phrase: 'switchport trunk native vlan', handle: nativeVlan },
  { phrase: 'switchport voice vlan', handle: voiceVlan },
  { phrase: 'switchport port-security', handle: portSecurity },
  { phrase: 'channel-group', handle: channelGroup },
  { phrase: 'speed', handle: speed },
  { phrase: 'duplex', handle: duplex },
  { phrase: 'negotiation', handle: negotiation },
  { phrase: 'negotiate', handle: negotiation },
  { phrase: 'mtu', handle: mtu },
  { phrase: 'spanning-tree portfast', handle: portfast },
  { phrase: 'spanning-tree port type', handle: portType },
  { phrase: 'spanning-tree bpduguard', handle: bpduGuard },
  { phrase: 'storm-control', handle: stormControl },
  { phrase: 'ip access-group', handle: (c, s, st) => accessGroup(c, s, st, 'ip access-group') },
  { phrase: 'ip port access-group', handle: (c, s, st) => ipv6Filter(c, s, st, 'ip port access-group') },
  { phrase: 'ipv6 traffic-filter', handle: (c, s, st) => ipv6Filter(c, s, st, 'ipv6 traffic-filter') },
  { phrase: 'ipv6 access-group', handle: (c, s, st) => ipv6Filter(c, s, st, 'ipv6 access-group') },
  { phrase: 'mac access-group', handle: (c, s, st) => ipv6Filter(c, s, st, 'mac access-group') },
  { phrase: 'standby', handle: standby },
  { phrase: 'vrrp', handle: vrrp },
  { phrase: 'hsrp', handle: hsrpBlock },
  { phrase: 'glbp', handle: glbp },
  { phrase: 'ip virtual-router address', handle: varp },
  { phrase: 'ip address virtual', handle: varp },
  { phrase: 'service-policy', handle: servicePolicy },
  { phrase: 'ip policy route-map', handle: policyRouteMap },
  { phrase: 'encapsulation', handle: encapsulation },
  { phrase: 'tunnel vrf', handle: tunnelVrf },
];

/** Interface statements the model has no field for, known on the Cisco-like platforms: kept verbatim. */
export const CISCO_INTERFACE_VOCABULARY: string[] = [
  'negotiation',
  'media-type',
  'load-interval',
  'bandwidth',
  'delay',
  'keepalive',
  'cdp enable',
  'lldp transmit',
  'lldp receive',
  'lldp',
  'logging event',
  'carrier-delay',
  'hold-queue',
  'flowcontrol',
  'flow-control',
  'ip helper-address',
  'ip dhcp relay',
  'ip dhcp snooping',
  'ip arp inspection',
  'ip verify',
  'ip ospf',
  'ip router',
  'ip pim',
  'ip igmp',
  'ip nat',
  'ip redirects',
  'ip unreachables',
  'ip proxy-arp',
  'ip local-proxy-arp',
  'ip directed-broadcast',
  'ip route-cache',
  'ip mroute-cache',
  'ip mtu',
  'ip tcp adjust-mss',
  'ip flow',
  'ip unnumbered',
  'ip sticky-arp',
  'ip dhcp',
  'ip summary-address',
  'ip authentication',
  'ip hello-interval',
  'ip hold-time',
  'ip split-horizon',
  'ip rip',
  'ip wccp',
  'ip virtual-reassembly',
  'ip nbar',
  'ip multicast',
  'ip mfib',
  'ip sap',
  'ipv6 enable',
  'ipv6 nd',
  'ipv6 ospf',
  'ipv6 router',
  'ipv6 link-local',
  'ipv6 mtu',
  'ipv6 redirects',
  'ipv6 unreachables',
  'ipv6 dhcp',
  'ipv6 pim',
  'ipv6 mld',
  'isis',
  'mpls',
  'bfd',
  'power inline',
  'poe',
  'auto qos',
  'mls qos',
  'qos',
  'trust',
  'priority-queue',
  'srr-queue',
  'queue-set',
  'udld',
  'dot1x',
  'authentication',
  'mab',
  'access-session',
  'switchport nonegotiate',
  'switchport trunk encapsulation',
  'switchport trunk pruning',
  'switchport block',
  'switchport protected',
  'switchport host',
  'switchport private-vlan',
  'switchport backup',
  'switchport autostate',
  'switchport dot1q',
  'switchport vlan',
  'switchport mode private-vlan',
  'spanning-tree guard',
  'spanning-tree link-type',
  'spanning-tree cost',
  'spanning-tree port-priority',
  'spanning-tree vlan',
  'spanning-tree mst',
  'spanning-tree bpdufilter',
  'spanning-tree',
  'channel-protocol',
  'lacp',
  'port-channel',
  'errdisable',
  'error-disable',
  'snmp trap',
  'snmp ifindex',
  'tunnel',
  'crypto',
  'ppp',
  'pppoe',
  'pppoe-client',
  'dialer',
  'dialer-group',
  'clock',
  'dsu',
  'framing',
  'linecode',
  'cablelength',
  'fair-queue',
  'no-shutdown',
  'mac-address',
  'arp',
  'ntp',
  'zone-member',
  'nameif',
  'security-level',
  'vpc',
  'mlag',
  'autostate',
  'management',
  'medium',
  'beacon',
  'link',
  'link-debounce',
  'rate-limit',
  'priority-flow-control',
  'fabric',
  'evpn',
  'vxlan',
  'member',
  'source-interface',
  'host-reachability',
  'ipv6 nd suppress-ra',
  'pim',
  'traffic-shape',
  'shape',
  'xconnect',
  'service instance',
  'bridge-group',
  'rewrite',
  'vlan-range',
  'transceiver',
  'sflow',
  'errdisable recovery',
  'macsec',
  'phy',
  'hardware',
  'counter',
  'unidirectional',
  'inherit',
  'dampening',
  'ip dhcp snooping trust',
  'device-tracking',
  'nve',
  'ipv6 virtual-router',
  'ip virtual-router',
  'ip attached-host',
  'ip proxy-arp',
  'default-gateway',
  'l2protocol-tunnel',
  'storm-control action',
  'service-policy type',
  'logging',
  'peer',
  'ip access-group mode',
];

/** The table of a dialect's interface blocks: shared statements, vocabulary, and the dialect's own. */
export function interfaceTable(
  vocabulary: readonly string[],
  own: readonly IfEntry[] = [],
): CommandTable<ConfigContext, IfState> {
  const table = new CommandTable<ConfigContext, IfState>(vocabulary);
  for (const entry of CISCO_INTERFACE_ENTRIES) table.add(entry);
  for (const entry of own) table.add(entry);
  return table;
}

/**
 * Reads one `interface NAME` block. `name` is the text after `interface`; the block's statements go through
 * the dialect's table, unknown ones into `extraConfig` and the report.
 */
export function readInterface(
  c: ConfigContext,
  node: ConfigNode,
  name: string,
  table: CommandTable<ConfigContext, IfState>,
): IfState | undefined {
  if (name === '') return undefined;
  const iface = c.iface(name, node);
  const st: IfState = { iface, node, extra: [] };
  const previous = iface.extraConfig ?? [];
  c.walk(node.children, table, st, st.extra);
  // A sub-interface rides on its parent (`GigabitEthernet0/0.10` on `GigabitEthernet0/0`).
  if (iface.type === 'subinterface' && iface.parent === undefined) {
    const dot = iface.name.lastIndexOf('.');
    if (dot > 0) iface.parent = canonicalInterface(iface.name.slice(0, dot), c.platform).name;
  }
  const extra = [...previous, ...st.extra];
  iface.extraConfig = extra.length > 0 ? [...new Set(extra)] : undefined;
  if (iface.extraConfig === undefined) delete iface.extraConfig;
  return st;
}
