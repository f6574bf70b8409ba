/**
 * HP/Aruba AOS-S (ProCurve) configurations: 3-space blocks closed by `exit`, quoted names, VLAN membership
 * written in the VLAN (`vlan 10` + `untagged 1-4` / `tagged Trk1`), trunks as `trunk 47-48 trk1 lacp`,
 * spanning tree settings per port list at the top level.
 */
import { canonicalInterface } from '../../model/interface-names';
import type { ConfigNode, NormalizedInterface, SourceRef } from '../../model/types';
import { isIpv4 } from '../../model/values';
import { CommandTable, restate, type Stmt } from '../commands';
import type { ConfigContext } from '../context';
import type { Dialect } from '../engine';
import { numberedAcl } from '../sections/acl';
import {
  accessGroup,
  bpduGuard,
  describe,
  fhrpGroup,
  type IfEntry,
  type IfState,
  interfaceTable,
  joinLag,
  readInterface,
} from '../sections/interface';
import {
  aaaMethodList,
  banner,
  domainName,
  nameServers,
  ntpServer,
  service,
  serviceDefault,
  snmpUser,
} from '../sections/management';
import { stpMode } from '../sections/switching';
import { expandPortList, int, readIpv4, readIpv6Address, vlanList } from '../sections/values';
import { CISCO_GLOBAL_VOCABULARY, ciscoGlobalEntries, type GlobalEntry, table } from './cisco-common';

/** Per-port VLAN membership gathered from the VLAN blocks, resolved into modes after the walk. */
type Membership = { untagged?: { vlan: number; source: SourceRef }; tagged: Map<number, SourceRef> };
const MEMBERSHIP = new WeakMap<ConfigContext, Map<string, Membership>>();

function membership(c: ConfigContext, port: string): Membership {
  let all = MEMBERSHIP.get(c);
  if (!all) {
    all = new Map();
    MEMBERSHIP.set(c, all);
  }
  let found = all.get(port);
  if (!found) {
    found = { tagged: new Map() };
    all.set(port, found);
  }
  return found;
}

function ports(c: ConfigContext, text: string): string[] | undefined {
  return expandPortList(text)?.map((p) => canonicalInterface(p, c.platform).name);
}

/**
 * A port a statement outside its `interface` block names (VLAN membership, `trunk`, `spanning-tree <ports>`):
 * the statement's line becomes one of its sources, so that a port known only so still says where it was read.
 */
function namedPort(c: ConfigContext, port: string, node: ConfigNode): NormalizedInterface {
  const iface = c.iface(port);
  const at = c.at(node);
  if (!iface.sources.some((s) => s.line === at.line)) iface.sources.push(at);
  return iface;
}

function setMembership(
  c: ConfigContext,
  vlan: number,
  words: readonly string[],
  tagged: boolean,
  negated: boolean,
  node: ConfigNode,
): boolean {
  const list = ports(c, words.join(','));
  if (list === undefined || list.length === 0) return false;
  const at = c.at(node);
  for (const port of list) {
    namedPort(c, port, node);
    const m = membership(c, port);
    if (tagged) {
      if (negated) m.tagged.delete(vlan);
      else m.tagged.set(vlan, at);
    } else if (negated) {
      if (m.untagged?.vlan === vlan) m.untagged = undefined;
    } else m.untagged = { vlan, source: at };
  }
  return true;
}

type VlanState = { id: number; node: ConfigNode; iface?: IfState };

/** The VLAN's routed interface (`Vlan10`), created when the block gives it an address or a filter. */
function vlanInterface(c: ConfigContext, st: VlanState): IfState {
  if (!st.iface) st.iface = { iface: c.iface(`vlan ${st.id}`, st.node), node: st.node, extra: [] };
  return st.iface;
}

const VRRP_CHILDREN = new CommandTable<ConfigContext, { g: ReturnType<typeof fhrpGroup> }>([
  {
    phrase: 'virtual-ip-address',
    handle: (_c, s, b) => {
      if (!s.negated && s.args[0]) b.g.virtualIp = s.args[0];
      return true;
    },
  },
  {
    phrase: 'priority',
    handle: (_c, s, b) => {
      const p = int(s.args[0], 0, 255);
      if (p === undefined) return s.negated;
      b.g.priority = p;
      return true;
    },
  },
  {
    phrase: 'preempt-mode',
    handle: (_c, s, b) => {
      b.g.preempt = !s.negated;
      return true;
    },
  },
  'enable',
  'disable',
  'owner',
  'backup',
  'advertise-interval',
  'exit',
]);

const VLAN_CHILDREN = new CommandTable<ConfigContext, VlanState>([
  {
    phrase: 'name',
    handle: (c, s, st) => {
      if (!s.negated) c.vlan(st.id, s.node).name = s.rest(1);
      return true;
    },
  },
  { phrase: 'untagged', handle: (c, s, st) => setMembership(c, st.id, s.args, false, s.negated, s.node) },
  { phrase: 'tagged', handle: (c, s, st) => setMembership(c, st.id, s.args, true, s.negated, s.node) },
  {
    phrase: 'ip address',
    handle: (c, s, st) => {
      if (s.negated) {
        // `no ip address` takes back the addresses written before in this block (a VLAN without any gets none).
        if (st.iface && s.args.length === 0) st.iface.iface.ipv4 = [];
        return true;
      }
      const v = vlanInterface(c, st);
      if (s.largs[0] === 'dhcp-bootp') {
        v.extra.push(s.node.text);
        return true;
      }
      const read = readIpv4(s.args);
      if (!read) return false;
      v.iface.ipv4.push({ address: read.address, prefixLength: read.prefixLength, source: c.at(s.node) });
      return true;
    },
  },
  {
    phrase: 'ipv6 address',
    handle: (c, s, st) => {
      if (s.negated) return true;
      const read = readIpv6Address(s.args);
      if (!read) return s.largs[0] === 'autoconfig' || s.largs[0] === 'dhcp';
      vlanInterface(c, st).iface.ipv6.push({ ...read, source: c.at(s.node) });
      return true;
    },
  },
  {
    phrase: 'ip access-group',
    handle: (c, s, st) => accessGroup(c, s, vlanInterface(c, st), 'ip access-group'),
  },
  {
    phrase: 'vrrp vrid',
    handle: (c, s, st) => {
      const group = int(s.args[0], 1, 255);
      if (group === undefined) return false;
      const v = vlanInterface(c, st);
      const g = fhrpGroup(c, v, 'vrrp', group, s.node);
      c.walk(s.node.children, VRRP_CHILDREN, { g });
      return true;
    },
  },
  {
    phrase: 'jumbo',
    handle: (c, s, st) => {
      c.vlan(st.id, s.node);
      return true;
    },
  },
  'forbid',
  'voice',
  'ip helper-address',
  'ip igmp',
  'ip ospf',
  'ip rip',
  'ip proxy-arp',
  'ip forward-protocol',
  'ip pim-sparse',
  'ip pim-dense',
  'ip directed-broadcast',
  'ip irdp',
  'ip bootp-gateway',
  'ipv6 enable',
  'ipv6 nd',
  'ipv6 ospf3',
  'dhcp-snooping',
  'dhcpv6-snooping',
  'arp-protect',
  'qos',
  'monitor',
  'protocols',
  'primary-vlan',
  'isolated-vlan',
  'no ip address',
  'ip address dhcp-bootp',
  'dhcp-server',
  'management-vlan',
  'ip mtu',
]);

function vlanBlock(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const id = int(s.args[0], 1, 4094);
  if (id === undefined) return false;
  c.vlan(id, s.node);
  const st: VlanState = { id, node: s.node };
  c.walk(s.node.children, VLAN_CHILDREN, st);
  if (st.iface) {
    const iface = st.iface.iface;
    if (st.iface.extra.length > 0)
      iface.extraConfig = [...new Set([...(iface.extraConfig ?? []), ...st.iface.extra])];
  }
  return true;
}

/** `trunk 47-48 trk1 lacp|trunk|dt-lacp|dt-trunk`: ports bundled into a trunk (a LAG). */
function trunk(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const members = ports(c, s.args[0] ?? '');
  const name = s.args[1];
  if (!members || name === undefined || !/^trk\d+$/i.test(name)) return false;
  const kind = s.largs[2] ?? 'trunk';
  const mode = kind === 'lacp' || kind === 'dt-lacp' ? 'active' : 'on';
  const lagName = canonicalInterface(name, c.platform).name;
  for (const port of members) {
    const st: IfState = { iface: namedPort(c, port, s.node), node: s.node, extra: [] };
    joinLag(c, st, lagName, mode, s.node);
  }
  const lag = c.lag(lagName, s.node);
  lag.protocol = kind.endsWith('lacp') ? 'lacp' : 'static';
  return true;
}

/**
 * `spanning-tree` with no words turns it on (MSTP by default); per-port settings take a port list first
 * (`spanning-tree 1-24 admin-edge-port`, `spanning-tree 1 bpdu-protection`); priorities are multiples of 4096.
 */
function spanningTree(c: ConfigContext, s: Stmt): boolean {
  const stp = c.config.stp;
  const first = s.largs[0];
  if (first === undefined) {
    stp.mode = s.negated ? 'none' : (stp.mode ?? 'mst');
    stp.source ??= c.at(s.node);
    return true;
  }
  if (first === 'force-version' || first === 'mode')
    return stpMode(c, restate(s, { args: s.args.slice(1), largs: s.largs.slice(1) }));
  if (first === 'priority') {
    const step = int(s.args[1], 0, 15);
    if (step === undefined) return s.negated;
    stp.priorities.push({ scope: 'bridge', priority: step * 4096, source: c.at(s.node) });
    return true;
  }
  if (first === 'config-name') {
    stp.mstRegion ??= { instances: [] };
    stp.mstRegion.name = s.rest(2);
    return true;
  }
  if (first === 'config-revision') {
    stp.mstRegion ??= { instances: [] };
    const revision = int(s.args[1]);
    if (revision !== undefined) stp.mstRegion.revision = revision;
    return revision !== undefined || s.negated;
  }
  if (first === 'instance') {
    const id = int(s.args[1], 0, 4094);
    if (id === undefined) return false;
    if (s.largs[2] === 'vlan') {
      const vlans = vlanList(s.args.slice(3).join(','));
      if (vlans === undefined || vlans === 'all') return false;
      stp.mstRegion ??= { instances: [] };
      const existing = stp.mstRegion.instances.find((i) => i.id === id);
      if (existing) existing.vlans = [...new Set([...existing.vlans, ...vlans])].sort((a, b) => a - b);
      else stp.mstRegion.instances.push({ id, vlans });
      return true;
    }
    if (s.largs[2] === 'priority') {
      const step = int(s.args[3], 0, 15);
      if (step === undefined) return false;
      stp.priorities.push({ scope: 'instance', id, priority: step * 4096, source: c.at(s.node) });
      return true;
    }
    return true;
  }
  if (first === 'vlan') {
    const vlans = vlanList(s.args[1] ?? '');
    if (vlans === undefined || vlans === 'all') return false;
    if (s.largs[2] === 'priority') {
      const step = int(s.args[3], 0, 15);
      if (step === undefined) return false;
      for (const id of vlans)
        stp.priorities.push({ scope: 'vlan', id, priority: step * 4096, source: c.at(s.node) });
    }
    return true;
  }
  if (/^[a-z]*\d/.test(first)) {
    const list = ports(c, s.args[0] ?? '');
    if (!list) return false;
    const what = s.largs[1];
    for (const port of list) {
      const st: IfState = { iface: namedPort(c, port, s.node), node: s.node, extra: [] };
      if (what === 'admin-edge-port' || what === 'edge-port') c.set(st.iface, 'stpEdge', !s.negated, s.node);
      else if (what === 'bpdu-protection') bpduGuard(c, restate(s, { largs: [] }), st);
      else {
        st.iface.extraConfig = [...new Set([...(st.iface.extraConfig ?? []), s.node.text])];
      }
    }
    return true;
  }
  // Timers, traps, hold counts, BPDU protection timeouts: known settings of the bridge.
  return true;
}

/** `password manager|operator [user-name "x"] [sha1|plaintext "…"]`. */
function password(c: ConfigContext, s: Stmt): boolean {
  const role = s.largs[0];
  if (role !== 'manager' && role !== 'operator' && role !== 'port-access') return true;
  if (s.negated) return true;
  const nameAt = s.largs.indexOf('user-name');
  const name = nameAt >= 0 ? (s.args[nameAt + 1] ?? role) : role;
  const kindWord = s.largs.find(
    (w) => w === 'sha1' || w === 'plaintext' || w === 'sha256' || w === 'sha-256',
  );
  const kind = kindWord === 'plaintext' ? 'cleartext' : kindWord === undefined ? 'unknown' : 'hashed';
  c.config.users.push({ name, role, passwordKind: kind, source: c.at(s.node) });
  return true;
}

const IF_ENTRIES: IfEntry[] = [
  { phrase: 'name', handle: describe },
  {
    phrase: 'disable',
    handle: (c, s, st) => {
      c.set(st.iface, 'adminUp', s.negated, s.node);
      return true;
    },
  },
  {
    phrase: 'enable',
    handle: (c, s, st) => {
      c.set(st.iface, 'adminUp', !s.negated, s.node);
      return true;
    },
  },
  {
    phrase: 'speed-duplex',
    handle: (c, s, st) => {
      if (s.negated) return true;
      const text = s.args[0];
      if (text === undefined) return false;
      c.set(st.iface, 'speedText', text, s.node);
      // `auto`, `auto-1000` negotiate (the speed named is the one advertised); `100-full` is forced.
      c.set(st.iface, 'autoNegotiation', /^auto/i.test(text), s.node);
      const m = /^(?:auto-)?(\d+)(?:-(full|half))?$/i.exec(text);
      if (m) {
        c.set(st.iface, 'speedMbps', Number(m[1]), s.node);
        const d = m[2]?.toLowerCase();
        if (d === 'full' || d === 'half') c.set(st.iface, 'duplex', d, s.node);
      } else if (/^auto/i.test(text)) c.set(st.iface, 'duplex', 'auto', s.node);
      return true;
    },
  },
  {
    phrase: 'broadcast-limit',
    handle: (c, s, st) => {
      if (s.negated) return true;
      const level = s.args[0];
      if (level === undefined) return false;
      c.set(st.iface, 'stormControl', [{ kind: 'broadcast', level }], s.node);
      return true;
    },
  },
  {
    phrase: 'untagged vlan',
    handle: (c, s, st) => {
      const vlan = int(s.args[0], 1, 4094);
      if (vlan === undefined) return false;
      return setMembership(c, vlan, [st.iface.name], false, s.negated, s.node);
    },
  },
  {
    phrase: 'tagged vlan',
    handle: (c, s, st) => {
      const list = vlanList(s.args.join(','));
      if (list === undefined || list === 'all') return false;
      for (const vlan of list) setMembership(c, vlan, [st.iface.name], true, s.negated, s.node);
      return true;
    },
  },
  {
    phrase: 'spanning-tree admin-edge-port',
    handle: (c, s, st) => {
      c.set(st.iface, 'stpEdge', !s.negated, s.node);
      return true;
    },
  },
  {
    phrase: 'spanning-tree bpdu-protection',
    handle: (c, s, st) => bpduGuard(c, restate(s, { largs: [] }), st),
  },
];

const IF_VOCABULARY = [
  'flow-control',
  'lacp',
  'power-over-ethernet',
  'poe-allocate-by',
  'poe-priority',
  'poe-lldp-detect',
  'mdix-mode',
  'lldp',
  'unknown-vlans',
  'loop-protect',
  'dhcp-snooping',
  'arp-protect',
  'aaa',
  'qos',
  'rate-limit',
  'bandwidth-min',
  'spanning-tree',
  'gvrp',
  'mvrp',
  'energy-efficient-ethernet',
  'monitor',
  'port-security',
  'ip',
  'ipv6',
  'link-keepalive',
  'fault-finder',
  'tunneled-node-server',
  'intrusion-alert',
  'mirror',
  'service-policy',
  'trunk',
  'cdp',
];

const INTERFACES = interfaceTable([], [...IF_ENTRIES]);
for (const word of IF_VOCABULARY) INTERFACES.add({ phrase: word });
INTERFACES.add({ phrase: 'ip access-group', handle: (c, s, st) => accessGroup(c, s, st, 'ip access-group') });

const PROCURVE_VOCABULARY = [
  'module',
  'flexible-module',
  'ip routing',
  'ip authorized-managers',
  'ip icmp',
  'ip igmp',
  'ip timep',
  'ip udp-bcast-forward',
  'ip irdp',
  'ip zero-broadcast',
  'ip source-route',
  'ip load-sharing',
  'ip client-tracker',
  'ip dns',
  'ipv6',
  'sntp',
  'time',
  'console',
  'include-credentials',
  'encrypt-credentials',
  'oobm',
  'dhcp-snooping',
  'dhcp-relay',
  'arp-protect',
  'loop-protect',
  'qos',
  'fault-finder',
  'max-vlans',
  'primary-vlan',
  'igmp',
  'mirror-port',
  'monitor',
  'mesh',
  'stacking',
  'stack',
  'vsf',
  'rest-interface',
  'allow-unsupported-transceiver',
  'job',
  'instrumentation',
  'sflow',
  'device-profile',
  'smart-link',
  'power-over-ethernet',
  'activate',
  'aruba-central',
  'gvrp',
  'filter',
  'management-vlan',
  'snmp-server',
  'snmpv3',
  'crypto',
  'radius-server',
  'tacacs-server',
  'aaa',
  'web-management',
  'logging',
  'lldp',
  'cdp',
  'password',
  'no autorun',
  'autorun',
  'ssh',
  'port-security',
  'interface',
  'qinq',
  'mac-age-time',
  'mac-notify',
  'mac-lockout',
  'lacp',
  'trunk-load-balance',
  'ip access-list',
  'access-list',
  'route-map',
  'ip prefix-list',
  'router',
  'ip route',
  'ip default-gateway',
  'ip ssh',
  'ip ssh filetransfer',
  'banner',
  'hostname',
  'tftp',
  'kms',
  'vlan',
  'licenses',
  'ntp',
  'dns-resolver',
  'trunk',
  'spanning-tree',
  'telnet-server',
  'key-management',
  'virus-throttle',
  'connection-rate-filter',
  'distributed-trunking',
  'switch-interconnect',
  'uplink-failure-detection',
  'console',
  'rmon',
  'exec-timeout',
  'local-user',
];

function ipDns(c: ConfigContext, s: Stmt): boolean {
  if (s.largs[0] === 'domain-name') return domainName(c, s, 1);
  if (s.largs[0] === 'server-address') return nameServers(c, s);
  return true;
}

const PROCURVE_ENTRIES: GlobalEntry[] = [
  {
    phrase: 'interface',
    handle: (c, s) => {
      if (s.negated) return true;
      const list = ports(c, s.args.join(','));
      if (!list || list.length === 0) return false;
      for (const port of list) readInterface(c, s.node, port, INTERFACES);
      return true;
    },
  },
  { phrase: 'vlan', handle: vlanBlock },
  { phrase: 'trunk', handle: trunk },
  { phrase: 'spanning-tree', handle: spanningTree },
  { phrase: 'password', handle: password },
  { phrase: 'ip dns', handle: ipDns },
  {
    phrase: 'sntp server',
    handle: (c, s) => {
      const before = c.config.ntp.servers.length;
      const read = ntpServer(c, s);
      for (const server of c.config.ntp.servers.slice(before)) server.protocol = 'sntp';
      return read;
    },
  },
  {
    // `timesync sntp|ntp|timep`: which protocol sets the clock; without `timesync sntp` SNTP servers go unused.
    phrase: 'timesync',
    handle: (c, s) => {
      const protocol = s.largs[0];
      if (protocol === undefined) return false;
      if (s.negated) delete c.config.ntp.timesync;
      else c.config.ntp.timesync = { protocol, source: c.at(s.node) };
      return true;
    },
  },
  {
    phrase: 'ntp server',
    handle: (c, s) => ntpServer(c, s),
  },
  { phrase: 'snmpv3 user', handle: (c, s) => snmpUser(c, s, true) },
  {
    phrase: 'snmpv3 enable',
    handle: (c, s) => {
      if (!s.negated && !c.config.snmp.versions.includes('v3')) c.config.snmp.versions.push('v3');
      return true;
    },
  },
  { phrase: 'aaa authentication', handle: (c, s) => aaaMethodList(c, s, 'authentication', true) },
  { phrase: 'aaa accounting', handle: (c, s) => aaaMethodList(c, s, 'accounting', true) },
  { phrase: 'aaa authorization', handle: (c, s) => aaaMethodList(c, s, 'authorization', true) },
  { phrase: 'telnet-server', handle: (c, s) => service(c, 'telnetServer', !s.negated, s.node) },
  // Stores passwords and keys encrypted in the configuration (the AOS-S counterpart of IOS's service).
  {
    phrase: 'encrypt-credentials',
    handle: (c, s) => service(c, 'passwordEncryption', !s.negated, s.node),
  },
  {
    phrase: 'web-management',
    handle: (c, s) => {
      if (s.largs[0] === 'ssl') return service(c, 'httpsServer', !s.negated, s.node);
      if (s.largs[0] === 'plaintext' || s.largs.length === 0)
        return service(c, 'httpServer', !s.negated, s.node);
      return true;
    },
  },
  {
    phrase: 'ip ssh',
    handle: (c, s) => {
      if (s.largs.length === 0) return service(c, 'sshServer', !s.negated, s.node);
      // `ip ssh version 2`, `ip ssh version 1-or-2` (version 1 clients accepted, as IOS's 1.99).
      if (s.largs[0] === 'version' && !s.negated) {
        const version = s.largs[1];
        if (version === '2') return service(c, 'sshVersion', 2, s.node);
        if (version === '1') return service(c, 'sshVersion', 1, s.node);
        if (version === '1-or-2') return service(c, 'sshVersion', '1.99', s.node);
        return false;
      }
      return true;
    },
  },
  { phrase: 'ip authorized-managers', handle: authorizedManagers },
  { phrase: 'banner', handle: banner },
  { phrase: 'access-list', handle: numberedAcl },
];

const GLOBAL = table(
  [...CISCO_GLOBAL_VOCABULARY, ...PROCURVE_VOCABULARY],
  [
    ...ciscoGlobalEntries().filter((e) => e.phrase !== 'interface' && e.phrase !== 'vlan'),
    ...PROCURVE_ENTRIES,
  ],
);

/**
 * `ip authorized-managers 10.0.0.0 255.255.255.0 [access manager|operator] [access-method all|ssh|telnet|web|
 * snmp|tftp]`: the addresses allowed to manage the switch (by every method unless one is named).
 */
function authorizedManagers(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const first = s.args[0] ?? '';
  const read = readIpv4(s.args, 0) ?? (isIpv4(first) ? { address: first, prefixLength: 32 } : undefined);
  if (!read) return false;
  const at = s.largs.indexOf('access-method');
  const method = at >= 0 ? s.largs[at + 1] : undefined;
  c.config.managementAccess.push({
    services: [method ?? 'all'],
    addresses: [`${read.address}/${read.prefixLength}`],
    context: 'ip authorized-managers',
    source: c.at(s.node),
  });
  return true;
}

/** Resolves tagged/untagged VLAN membership into each port's mode and VLANs. */
function resolveMembership(c: ConfigContext): void {
  const all = MEMBERSHIP.get(c);
  if (!all) return;
  for (const [port, m] of all) {
    const iface: NormalizedInterface = c.iface(port);
    const tagged = [...m.tagged.keys()].sort((a, b) => a - b);
    if (tagged.length === 0) {
      if (!m.untagged) continue;
      iface.mode = 'access';
      iface.accessVlan = m.untagged.vlan;
      iface.fieldSources = { ...iface.fieldSources, mode: m.untagged.source, accessVlan: m.untagged.source };
      continue;
    }
    const firstTagged = m.tagged.get(tagged[0] ?? 0);
    iface.mode = 'trunk';
    iface.allowedVlans = [...new Set([...tagged, ...(m.untagged ? [m.untagged.vlan] : [])])].sort(
      (a, b) => a - b,
    );
    iface.fieldSources = { ...iface.fieldSources };
    if (firstTagged) {
      iface.fieldSources.mode = firstTagged;
      iface.fieldSources.allowedVlans = firstTagged;
    }
    if (m.untagged) {
      iface.nativeVlan = m.untagged.vlan;
      iface.fieldSources.nativeVlan = m.untagged.source;
    }
  }
}

export const PROCURVE_DIALECT: Dialect = {
  vendor: 'Aruba',
  global: GLOBAL,
  // Ports are enabled until `disable`.
  adminDefault: () => true,
  comments(c, comments) {
    for (const comment of comments) {
      // `; J9728A Configuration Editor; Created on release #WB.16.02.0012`.
      const editor = /^(\S+) Configuration Editor; Created on release #(\S+)/i.exec(comment.text);
      if (editor) {
        c.system.model ??= editor[1];
        c.system.osVersion ??= editor[2];
        if (editor[2])
          c.config.softwareVersion ??= { text: editor[2], source: { file: c.file, line: comment.line } };
      }
    }
  },
  finish(c) {
    resolveMembership(c);
    serviceDefault(c, 'telnetServer', true);
    serviceDefault(c, 'httpServer', true);
    serviceDefault(c, 'lldp', true);
    serviceDefault(c, 'cdp', true);
  },
};
