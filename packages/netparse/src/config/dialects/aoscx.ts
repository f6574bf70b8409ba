/**
 * Aruba AOS-CX configurations: 4-space blocks, `interface 1/1/1`, `interface lag 1`, `interface vlan 10`,
 * `vlan access` / `vlan trunk allowed` / `vlan trunk native` on ports, `routing` / `no routing`, `vrf attach`,
 * `access-list ip NAME` and `apply access-list`, `user X group G password ciphertext …`.
 */
import { CommandTable, restate, type Stmt } from '../commands';
import { type ConfigContext, ipText } from '../context';
import type { Dialect } from '../engine';
import { aoscxAcl } from '../sections/acl';
import {
  bpduGuard,
  CISCO_INTERFACE_VOCABULARY,
  type IfEntry,
  type IfState,
  interfaceTable,
  joinLag,
  setVrf,
  unset,
} from '../sections/interface';
import { nameServers, service, serviceDefault, snmpText, snmpUser } from '../sections/management';
import { staticRoute } from '../sections/routing';
import { stpMode, vrfDefinition } from '../sections/switching';
import { allowedVlansValue, applyAllowedVlans, int, vlanId, vlanList } from '../sections/values';
import {
  CISCO_GLOBAL_VOCABULARY,
  ciscoGlobalEntries,
  type GlobalEntry,
  interfaceEntry,
  table,
} from './cisco-common';

/** LACP mode written on `interface lag N` (`lacp mode active`), applied to its members after the walk. */
const LAG_MODES = new WeakMap<ConfigContext, Map<string, string>>();

/** `vlan access 10`, `vlan trunk native 1`, `vlan trunk allowed 10,20|all` (cumulative, `no` removes). */
function vlanOnPort(c: ConfigContext, s: Stmt, st: IfState): boolean {
  const what = s.largs[0];
  if (what === 'access') {
    // `no vlan access` leaves an access port in VLAN 1.
    if (s.negated) {
      unset(st.iface, 'accessVlan');
      c.set(st.iface, 'mode', 'access', s.node);
      return true;
    }
    const id = vlanId(s.args[1]);
    if (id === undefined) return false;
    c.set(st.iface, 'mode', 'access', s.node);
    c.set(st.iface, 'accessVlan', id, s.node);
    return true;
  }
  if (what === 'trunk') {
    const kind = s.largs[1];
    if (kind === 'native') {
      if (s.negated) {
        unset(st.iface, 'nativeVlan');
        return true;
      }
      const id = vlanId(s.args[2]);
      if (id === undefined) return false;
      c.set(st.iface, 'mode', 'trunk', s.node);
      c.set(st.iface, 'nativeVlan', id, s.node);
      return true;
    }
    if (kind === 'allowed') {
      const words = s.args.slice(2);
      const op = s.negated
        ? ['remove', ...words]
        : words[0]?.toLowerCase() === 'all'
          ? words
          : ['add', ...words];
      // The first list of a port replaces the default (every VLAN); later lines add to it.
      const base = st.allowed === undefined && !s.negated && op[0] === 'add' ? new Set<number>() : st.allowed;
      const next = applyAllowedVlans(base, op);
      if (next === undefined) return false;
      st.allowed = next;
      c.set(st.iface, 'mode', 'trunk', s.node);
      c.set(st.iface, 'allowedVlans', allowedVlansValue(next), s.node);
      return true;
    }
  }
  return false;
}

function routing(c: ConfigContext, s: Stmt, st: IfState): boolean {
  if (!s.negated) c.set(st.iface, 'mode', 'routed', s.node);
  else if (st.iface.mode === undefined || st.iface.mode === 'routed')
    c.set(st.iface, 'mode', 'access', s.node);
  return true;
}

function applyAcl(c: ConfigContext, s: Stmt, st: IfState): boolean {
  // `apply access-list ip NAME in|out`, `apply policy NAME in`.
  if (s.largs[0] === 'policy') {
    const name = s.args[1];
    if (name === undefined) return false;
    c.reference('policy-map', name, `interface ${st.iface.name} apply policy`, s.node);
    st.extra.push(s.node.text);
    return true;
  }
  if (s.largs[0] !== 'access-list') return false;
  const family = s.largs[1];
  const name = s.args[2];
  if (name === undefined) return false;
  const direction = s.largs[3] === 'out' ? 'out' : 'in';
  c.reference(
    'acl',
    name,
    `interface ${st.iface.name} apply access-list ${family ?? ''} ${direction}`,
    s.node,
  );
  if (s.negated) return true;
  if (family === 'ip')
    c.set(st.iface, 'accessGroups', { ...st.iface.accessGroups, [direction]: name }, s.node);
  else st.extra.push(s.node.text);
  return true;
}

const IF_ENTRIES: IfEntry[] = [
  { phrase: 'vlan', handle: vlanOnPort },
  { phrase: 'routing', handle: routing },
  { phrase: 'vrf attach', handle: (c, s, st) => setVrf(c, s, st, s.args[0]) },
  {
    phrase: 'lag',
    handle: (c, s, st) => {
      if (s.negated) return true;
      const id = int(s.args[0]);
      if (id === undefined) return false;
      joinLag(c, st, `lag${id}`, 'on', s.node);
      return true;
    },
  },
  {
    phrase: 'lacp mode',
    handle: (c, s, st) => {
      const mode = s.largs[0];
      if (mode === undefined) return s.negated;
      let modes = LAG_MODES.get(c);
      if (!modes) {
        modes = new Map();
        LAG_MODES.set(c, modes);
      }
      modes.set(st.iface.name, s.negated ? 'on' : mode);
      st.extra.push(s.node.text);
      return true;
    },
  },
  { phrase: 'apply', handle: applyAcl },
  {
    phrase: 'ip static',
    handle: (c, s, st) => {
      // The management port's address: `ip static 10.0.0.5/24`.
      const text = s.args[0] ?? '';
      const slash = text.indexOf('/');
      const address = ipText(text.slice(0, slash));
      const length = int(text.slice(slash + 1), 0, 128);
      if (s.negated) return true;
      if (!address || length === undefined) return false;
      (address.includes(':') ? st.iface.ipv6 : st.iface.ipv4).push({
        address,
        prefixLength: length,
        source: c.at(s.node),
      });
      return true;
    },
  },
  {
    phrase: 'default-gateway',
    handle: (c, s) => {
      const gateway = ipText(s.args[0]);
      if (!gateway) return s.negated;
      c.config.defaultGateway = gateway;
      return true;
    },
  },
  { phrase: 'nameserver', handle: nameServers },
  {
    phrase: 'spanning-tree port-type',
    handle: (c, s, st) => {
      c.set(st.iface, 'stpEdge', !s.negated && s.largs[0] === 'admin-edge', s.node);
      return true;
    },
  },
  { phrase: 'spanning-tree bpdu-guard', handle: (c, s, st) => bpduGuard(c, restate(s, { largs: [] }), st) },
];

const IF_VOCABULARY = [
  ...CISCO_INTERFACE_VOCABULARY,
  'active-gateway',
  'vsx-sync',
  'loop-protect',
  'persona',
  'port-access',
  'aaa',
  'mvrp',
  'ip mtu',
  'l3-counters',
  'ip dhcp',
  'ip ospf',
  'ip igmp',
  'ip pim-sparse',
  'ip source-interface',
  'lacp',
  'vrrp',
  'no routing',
  'description',
  'client',
  'tunneled-node-server',
  'flow-control',
  'energy-efficient-ethernet',
  'error-control',
  'sflow',
];

const INTERFACES = interfaceTable(IF_VOCABULARY, IF_ENTRIES);

/** `user X group G password ciphertext|plaintext …`. */
function user(c: ConfigContext, s: Stmt): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  if (s.negated) return true;
  const groupAt = s.largs.indexOf('group');
  const passwordAt = s.largs.indexOf('password');
  const kindWord = passwordAt >= 0 ? s.largs[passwordAt + 1] : undefined;
  const passwordKind =
    kindWord === 'plaintext'
      ? 'cleartext'
      : kindWord === 'ciphertext'
        ? 'hashed'
        : passwordAt >= 0
          ? 'unknown'
          : 'none';
  const entry: ConfigContext['config']['users'][number] = { name, passwordKind, source: c.at(s.node) };
  const group = groupAt >= 0 ? s.args[groupAt + 1] : undefined;
  if (group !== undefined) entry.role = group;
  c.config.users.push(entry);
  return true;
}

type CommunityState = { index: number };
const COMMUNITY_CHILDREN = new CommandTable<ConfigContext, CommunityState>([
  {
    phrase: 'access-level',
    handle: (c, s, st) => {
      const community = c.config.snmp.communities[st.index];
      if (community && (s.largs[0] === 'rw' || s.largs[0] === 'ro')) community.access = s.largs[0];
      return true;
    },
  },
  {
    phrase: 'access-list',
    handle: (c, s, st) => {
      const community = c.config.snmp.communities[st.index];
      const name = s.largs[0] === 'ip' || s.largs[0] === 'ipv6' ? s.args[1] : s.args[0];
      if (!community || name === undefined) return false;
      community.acl = name;
      c.reference('acl', name, `snmp-server community ${community.name}`, s.node);
      return true;
    },
  },
  'view',
]);

function snmpCommunity(c: ConfigContext, s: Stmt): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  if (s.negated) return true;
  c.config.snmp.communities.push({ name, access: 'ro', source: c.src(s.node) });
  c.config.snmp.enabled = true;
  for (const v of ['v1', 'v2c'] as const)
    if (!c.config.snmp.versions.includes(v)) c.config.snmp.versions.push(v);
  c.walk(s.node.children, COMMUNITY_CHILDREN, { index: c.config.snmp.communities.length - 1 });
  return true;
}

/**
 * `spanning-tree` (on, MSTP by default), `spanning-tree mode mstp|rpvst`, `spanning-tree priority N` (times
 * 4096), `spanning-tree config-name`, `config-revision`, `instance N vlan …|priority N`, `vlan N priority P`.
 */
function spanningTree(c: ConfigContext, s: Stmt): boolean {
  const stp = c.config.stp;
  const first = s.largs[0];
  if (first === undefined) {
    stp.mode = s.negated ? 'none' : (stp.mode ?? 'mst');
    stp.source ??= c.at(s.node);
    return true;
  }
  if (first === 'mode') return stpMode(c, restate(s, { args: s.args.slice(1), largs: s.largs.slice(1) }));
  if (first === 'priority') {
    const step = int(s.args[1], 0, 15);
    if (step === undefined) return s.negated;
    stp.priorities.push({ scope: 'bridge', priority: step * 4096, source: c.at(s.node) });
    return true;
  }
  if (first === 'config-name' || first === 'config-revision') {
    stp.mstRegion ??= { instances: [] };
    if (first === 'config-name') stp.mstRegion.name = s.rest(2);
    else {
      const revision = int(s.args[1]);
      if (revision === undefined) return s.negated;
      stp.mstRegion.revision = revision;
    }
    return true;
  }
  if (first === 'instance') {
    const id = int(s.args[1], 0, 64);
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
  return true;
}

type ClassState = { name: string };
const POLICY_CHILDREN = new CommandTable<ConfigContext, ClassState>([
  {
    phrase: '* class',
    handle: (c, s, st) => {
      // `10 class ip NAME action drop`.
      const name = s.args[1];
      if (name === undefined) return false;
      c.reference('class-map', name, `policy ${st.name} class`, s.node);
      return true;
    },
  },
  'class',
  'description',
]);

const AOSCX_ENTRIES: GlobalEntry[] = [
  { phrase: 'user', handle: user },
  {
    phrase: 'ssh server',
    handle: (c, s) => {
      if (s.largs[0] !== 'vrf') return true;
      const vrf = s.args[1];
      if (vrf !== undefined && !s.negated) {
        c.config.services.sshServerVrfs ??= [];
        c.config.services.sshServerVrfs.push({ vrf, source: c.at(s.node) });
      }
      return service(
        c,
        'sshServer',
        !s.negated || (c.config.services.sshServerVrfs?.length ?? 0) > 0,
        s.node,
      );
    },
  },
  {
    phrase: 'https-server',
    handle: (c, s) => (s.largs[0] === 'vrf' ? service(c, 'httpsServer', !s.negated, s.node) : true),
  },
  {
    phrase: 'lldp',
    handle: (c, s) => (s.largs.length === 0 ? service(c, 'lldp', !s.negated, s.node) : true),
  },
  { phrase: 'vrf', handle: (c, s) => vrfDefinition(c, s, 0) },
  { phrase: 'ip route', handle: (c, s) => staticRoute(c, s, 4, { vrfAfterIsRouteVrf: true }) },
  { phrase: 'ipv6 route', handle: (c, s) => staticRoute(c, s, 6, { vrfAfterIsRouteVrf: true }) },
  { phrase: 'access-list', handle: aoscxAcl },
  {
    phrase: 'class',
    handle: (c, s) => {
      const name = s.args[1];
      if (name === undefined) return false;
      c.define('class-map', name, s.node);
      c.okDeep(s.node);
      return true;
    },
  },
  {
    phrase: 'policy',
    handle: (c, s) => {
      const name = s.args[0];
      if (name === undefined) return false;
      c.define('policy-map', name, s.node);
      c.walk(s.node.children, POLICY_CHILDREN, { name });
      return true;
    },
  },
  {
    phrase: 'apply access-list',
    handle: (c, s) => {
      const name = s.args[1];
      if (name === undefined) return false;
      c.reference('acl', name, `apply access-list ${s.largs.slice(2).join(' ')}`.trim(), s.node);
      // `apply access-list ip MGMT control-plane vrf mgmt`: the ACL guards what reaches the switch itself.
      if (!s.negated && s.largs[2] === 'control-plane') {
        const vrf = s.largs[3] === 'vrf' ? s.args[4] : undefined;
        c.config.managementAccess.push({
          services: ['all'],
          acl: name,
          context: `control-plane${vrf ? ` vrf ${vrf}` : ''}`,
          ...(vrf ? { vrf } : {}),
          source: c.at(s.node),
        });
      }
      return true;
    },
  },
  { phrase: 'snmp-server community', handle: snmpCommunity },
  { phrase: 'snmp-server system-location', handle: (c, s) => snmpText(c, s, 'location') },
  { phrase: 'snmp-server system-contact', handle: (c, s) => snmpText(c, s, 'contact') },
  {
    phrase: 'snmp-server vrf',
    handle: (c, s) => {
      c.config.snmp.enabled = !s.negated;
      return true;
    },
  },
  { phrase: 'snmpv3 user', handle: (c, s) => snmpUser(c, s, true) },
  {
    phrase: 'ip dns',
    handle: (c, s) => {
      if (s.largs[0] === 'domain-name') {
        if (!s.negated && s.args[1]) c.system.domain = s.args[1];
        return s.negated || s.args[1] !== undefined;
      }
      if (s.largs[0] === 'server-address') return nameServers(c, s);
      return true;
    },
  },
  { phrase: 'spanning-tree', handle: spanningTree },
];

const AOSCX_VOCABULARY = [
  'led',
  'usb',
  'profile',
  'vsx',
  'vsf',
  'qos',
  'mirror',
  'system',
  'clock',
  'console',
  'session-timeout',
  'cli-session',
  'power-over-ethernet',
  'ip icmp',
  'ip source-interface',
  'ipv6 source-interface',
  'dhcp-server',
  'mac-address-table',
  'loop-protect',
  'port-access',
  'radius',
  'evpn',
  'nae-script',
  'nae-agent',
  'analytics',
  'ubt',
  'mvrp',
  'user-group',
  'virtual-mac',
  'debug',
  'sflow',
  'pbr-action-list',
  'https-server',
  'ssh',
  'ntp',
  'snmpv3',
  'interface-group',
  'job',
  'aaa',
  'tacacs-server',
  'radius-server',
  'ip ssh',
  'ip igmp',
  'ip dhcp',
  'ip ospf',
  'ip helper-address',
  'bfd',
  'mgmd',
  'router pim',
  'ipv6 ra',
  'ip sla',
  'portfilter',
  'vsx-sync',
  'central',
  'vlan',
  'access-list',
  'ip prefix-list',
  'route-map',
  'object-group',
  'hostname',
  'lacp',
  'errdisable',
  'lldp',
  'cdp',
  'logging',
  'snmp-server',
  'banner',
  'crypto',
  'domain-name',
  'ip dns',
  'timezone',
  'dhcpv4-snooping',
  'dhcpv6-snooping',
  'arp-inspection',
  'nd-snooping',
  'ip source-binding',
  'apply',
  'flow-tracking',
  'flow',
  'ip-neighbor-flood-tracking',
  'alias',
  'tunnel',
  'firmware',
  'ip arp',
  'macsec',
  'mka',
  'track',
  'cpu-limit',
];

const GLOBAL = table(
  [...CISCO_GLOBAL_VOCABULARY, ...AOSCX_VOCABULARY],
  [...ciscoGlobalEntries(), interfaceEntry(INTERFACES), ...AOSCX_ENTRIES],
);

export const AOSCX_DIALECT: Dialect = {
  vendor: 'Aruba',
  global: GLOBAL,
  // Ports and LAGs are shut until `no shutdown`; VLAN interfaces, loopbacks and the management port are up.
  adminDefault: (iface) =>
    !(
      iface.type === 'physical' ||
      iface.type === 'lag' ||
      iface.type === 'other' ||
      iface.type === 'subinterface'
    ),
  comments(c, comments) {
    for (const comment of comments) {
      // `!Version ArubaOS-CX GL.10.04.0001`.
      const version = /^Version ArubaOS-CX\s+(\S+)/i.exec(comment.text);
      if (version?.[1]) {
        c.system.osVersion ??= version[1];
        c.config.softwareVersion ??= { text: version[1], source: { file: c.file, line: comment.line } };
      }
    }
  },
  finish(c) {
    const modes = LAG_MODES.get(c);
    if (modes) {
      for (const lag of c.lags.values()) {
        const mode = modes.get(lag.name);
        if (mode === undefined) continue;
        lag.protocol = mode === 'active' || mode === 'passive' ? 'lacp' : 'static';
        for (const member of lag.members) {
          const iface = c.interfaces.get(member.interface);
          if (iface) iface.lagMode = mode;
        }
      }
    }
    serviceDefault(c, 'lldp', true);
  },
};
