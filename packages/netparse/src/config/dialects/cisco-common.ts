/**
 * The top-level statements shared by IOS, IOS-XE, NX-OS and EOS (and partly AOS-CX): each dialect's table
 * starts from these and adds or replaces entries.
 */
import { CommandTable, type Entry, restate, type Stmt } from '../commands';
import { type ConfigContext, ipText } from '../context';
import { namedAcl, numberedAcl } from '../sections/acl';
import { type IfState, readInterface } from '../sections/interface';
import {
  aaaGroup,
  aaaMethodList,
  aaaServerBlock,
  banner,
  domainName,
  enableSecret,
  hostname,
  legacyAaaHost,
  lineBlock,
  loggingHost,
  nameServers,
  ntpServer,
  service,
  snmpCommunity,
  snmpGroup,
  snmpHost,
  snmpText,
  snmpUser,
  sourceInterface,
  username,
} from '../sections/management';
import { asPathList, classMap, communityList, policyMap, prefixList, routeMap } from '../sections/policy';
import { routerBlock, staticRoute } from '../sections/routing';
import {
  mstConfiguration,
  stpDefault,
  stpMode,
  stpMst,
  stpVlan,
  vlanBlock,
  vrfDefinition,
} from '../sections/switching';

export type GlobalEntry = Entry<ConfigContext, unknown>;
export type GlobalTable = CommandTable<ConfigContext, unknown>;

/** The whole statement as words, for readers that look at the keyword too. */
export function whole(s: Stmt): Stmt {
  return restate(s, { args: s.words, largs: s.lower });
}

export function interfaceEntry(table: CommandTable<ConfigContext, IfState>): GlobalEntry {
  return {
    phrase: 'interface',
    handle: (c, s) => {
      if (s.negated) return true;
      // `interface range …` is typed, not stored: no running configuration has it.
      if (s.largs[0] === 'range') return false;
      return readInterface(c, s.node, s.rest(1), table) !== undefined;
    },
  };
}

/** `logging host X`, `logging X`, `logging server X` (NX-OS), `logging vrf V host X` (EOS); the rest is known. */
function logging(c: ConfigContext, s: Stmt): boolean {
  const first = s.largs[0];
  if (first === 'host' || first === 'server' || first === 'vrf' || ipText(s.args[0]))
    return loggingHost(c, whole(s), 1);
  if (first === 'buffered' && !s.negated) {
    const level = s.args.find((w) => !/^\d+$/.test(w) && w.toLowerCase() !== 'buffered');
    if (level !== undefined) c.config.logging.bufferedLevel = level;
    return true;
  }
  if (first === 'source-interface') return sourceInterface(c, whole(s), 'logging');
  return true;
}

function ntp(c: ConfigContext, s: Stmt): boolean {
  const first = s.largs[0];
  if (first === 'server') return ntpServer(c, restate(s, { args: s.args.slice(1), largs: s.largs.slice(1) }));
  if (first === 'authenticate') {
    c.config.ntp.authenticate = !s.negated;
    return true;
  }
  if (first === 'source' || first === 'source-interface') return sourceInterface(c, whole(s), 'ntp');
  if (first === 'access-group') {
    // `ntp access-group [ipv4|ipv6] peer|serve|serve-only|query-only ACL`.
    const name = s.args[s.args.length - 1];
    if (name === undefined || s.args.length < 3) return false;
    c.reference('acl', name, `ntp access-group ${s.largs[s.largs.length - 2] ?? ''}`.trim(), s.node);
    return true;
  }
  return true;
}

function snmpServer(c: ConfigContext, s: Stmt): boolean {
  if (s.negated && s.args.length === 0) c.config.snmp.enabled = false;
  return true;
}

function aaaNewModel(c: ConfigContext, s: Stmt): boolean {
  c.config.aaa.newModel = !s.negated;
  c.config.aaa.source = c.at(s.node);
  return true;
}

function version(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const v = s.args[0];
  if (v === undefined) return false;
  c.system.osVersion ??= v;
  c.config.softwareVersion ??= { text: v, source: c.at(s.node) };
  return true;
}

function controlPlane(c: ConfigContext, s: Stmt): boolean {
  c.walk(s.node.children, CONTROL_PLANE, undefined);
  return true;
}

const CONTROL_PLANE = new CommandTable<ConfigContext, unknown>([
  {
    phrase: 'service-policy',
    handle: (c, s) => {
      const name = s.args[s.args.length - 1];
      if (name === undefined || s.args.length < 2) return false;
      c.reference('policy-map', name, 'control-plane service-policy', s.node);
      return true;
    },
  },
  'management-interface',
  'host',
]);

/** `ip nat inside source list ACL …` / `… route-map X …`: the structures NAT names. */
function ipNat(c: ConfigContext, s: Stmt): boolean {
  const list = s.largs.indexOf('list');
  if (list >= 0) c.reference('acl', s.args[list + 1] ?? '', 'ip nat source list', s.node);
  const map = s.largs.indexOf('route-map');
  if (map >= 0) c.reference('route-map', s.args[map + 1] ?? '', 'ip nat source route-map', s.node);
  if (s.largs[0] === 'pool') c.okDeep(s.node);
  return true;
}

/** `ip http access-class [ipv4] ACL`. */
function ipHttpAccessClass(c: ConfigContext, s: Stmt): boolean {
  const name = s.largs[0] === 'ipv4' ? s.args[1] : s.args[0];
  if (name) c.reference('acl', name, 'ip http access-class', s.node);
  return true;
}

function ipSsh(c: ConfigContext, s: Stmt): boolean {
  const what = s.largs[0];
  if (what === undefined || what === 'server') {
    if (s.negated) return service(c, 'sshServer', false, s.node);
    if (what === undefined) return service(c, 'sshServer', true, s.node);
    return true;
  }
  if (what === 'version') {
    const v = s.args[1];
    if (s.negated) return true;
    if (v === '2') service(c, 'sshVersion', 2, s.node);
    else if (v === '1') service(c, 'sshVersion', 1, s.node);
    else return false;
    return service(c, 'sshServer', true, s.node);
  }
  if (what === 'pubkey-chain') c.okDeep(s.node);
  return true;
}

/** Top-level statements every Cisco-like dialect reads. */
export function ciscoGlobalEntries(): GlobalEntry[] {
  return [
    { phrase: 'hostname', handle: hostname },
    { phrase: 'version', handle: version },
    { phrase: 'ip domain-name', handle: (c, s) => domainName(c, s) },
    { phrase: 'ip domain name', handle: (c, s) => domainName(c, s) },
    { phrase: 'ip name-server', handle: nameServers },
    { phrase: 'username', handle: username },
    { phrase: 'enable secret', handle: (c, s) => enableSecret(c, s, true) },
    { phrase: 'enable password', handle: (c, s) => enableSecret(c, s, false) },
    { phrase: 'aaa new-model', handle: aaaNewModel },
    { phrase: 'aaa authentication', handle: (c, s) => aaaMethodList(c, s, 'authentication') },
    { phrase: 'aaa authorization', handle: (c, s) => aaaMethodList(c, s, 'authorization') },
    { phrase: 'aaa accounting', handle: (c, s) => aaaMethodList(c, s, 'accounting') },
    { phrase: 'aaa group server', handle: aaaGroup },
    { phrase: 'tacacs-server host', handle: (c, s) => legacyAaaHost(c, s, 'tacacs+') },
    { phrase: 'radius-server host', handle: (c, s) => legacyAaaHost(c, s, 'radius') },
    { phrase: 'tacacs server', handle: (c, s) => aaaServerBlock(c, s, 'tacacs+') },
    { phrase: 'radius server', handle: (c, s) => aaaServerBlock(c, s, 'radius') },
    { phrase: 'snmp-server', handle: snmpServer },
    { phrase: 'snmp-server community', handle: snmpCommunity },
    { phrase: 'snmp-server host', handle: snmpHost },
    { phrase: 'snmp-server user', handle: (c, s) => snmpUser(c, s) },
    { phrase: 'snmp-server group', handle: snmpGroup },
    { phrase: 'snmp-server location', handle: (c, s) => snmpText(c, s, 'location') },
    { phrase: 'snmp-server contact', handle: (c, s) => snmpText(c, s, 'contact') },
    { phrase: 'logging', handle: logging },
    { phrase: 'ntp', handle: ntp },
    { phrase: 'banner', handle: banner },
    { phrase: 'line', handle: lineBlock },
    {
      phrase: 'service password-encryption',
      handle: (c, s) => service(c, 'passwordEncryption', !s.negated, s.node),
    },
    // One phrase each, so that the CLI's abbreviations (`ip http serv`) are read as the device reads them.
    { phrase: 'ip http' },
    { phrase: 'ip http server', handle: (c, s) => service(c, 'httpServer', !s.negated, s.node) },
    { phrase: 'ip http secure-server', handle: (c, s) => service(c, 'httpsServer', !s.negated, s.node) },
    { phrase: 'ip http access-class', handle: ipHttpAccessClass },
    { phrase: 'ip ssh', handle: ipSsh },
    { phrase: 'cdp run', handle: (c, s) => service(c, 'cdp', !s.negated, s.node) },
    { phrase: 'cdp enable', handle: (c, s) => service(c, 'cdp', !s.negated, s.node) },
    { phrase: 'lldp run', handle: (c, s) => service(c, 'lldp', !s.negated, s.node) },
    { phrase: 'access-list', handle: numberedAcl },
    { phrase: 'ip access-list', handle: (c, s) => namedAcl(c, s, 'ip') },
    { phrase: 'ipv6 access-list', handle: (c, s) => namedAcl(c, s, 'ipv6') },
    { phrase: 'mac access-list', handle: (c, s) => namedAcl(c, s, 'mac') },
    { phrase: 'ip prefix-list', handle: (c, s) => prefixList(c, s, 'ipv4') },
    { phrase: 'ipv6 prefix-list', handle: (c, s) => prefixList(c, s, 'ipv6') },
    { phrase: 'route-map', handle: routeMap },
    { phrase: 'ip community-list', handle: communityList },
    { phrase: 'ip extcommunity-list', handle: communityList },
    { phrase: 'ip large-community-list', handle: communityList },
    { phrase: 'ip as-path access-list', handle: asPathList },
    { phrase: 'class-map', handle: classMap },
    { phrase: 'policy-map', handle: policyMap },
    { phrase: 'router', handle: routerBlock },
    {
      phrase: 'ipv6 router',
      handle: (c, s) =>
        routerBlock(c, restate(s, { args: ['ipv6', ...s.args], largs: ['ipv6', ...s.largs] })),
    },
    { phrase: 'ip route', handle: (c, s) => staticRoute(c, s, 4) },
    { phrase: 'ipv6 route', handle: (c, s) => staticRoute(c, s, 6) },
    {
      phrase: 'ip default-gateway',
      handle: (c, s) => {
        if (s.negated) return true;
        const gateway = ipText(s.args[0]);
        if (!gateway) return false;
        c.config.defaultGateway = gateway;
        return true;
      },
    },
    { phrase: 'vlan', handle: (c, s) => vlanBlock(c, s) },
    { phrase: 'spanning-tree mode', handle: stpMode },
    { phrase: 'spanning-tree vlan', handle: stpVlan },
    { phrase: 'spanning-tree mst', handle: stpMst },
    { phrase: 'spanning-tree mst configuration', handle: mstConfiguration },
    { phrase: 'spanning-tree portfast default', handle: (c, s) => stpDefault(c, s, 'portfastDefault') },
    { phrase: 'spanning-tree portfast edge default', handle: (c, s) => stpDefault(c, s, 'portfastDefault') },
    {
      phrase: 'spanning-tree portfast bpduguard default',
      handle: (c, s) => stpDefault(c, s, 'bpduGuardDefault'),
    },
    {
      phrase: 'spanning-tree portfast edge bpduguard default',
      handle: (c, s) => stpDefault(c, s, 'bpduGuardDefault'),
    },
    { phrase: 'vrf definition', handle: (c, s) => vrfDefinition(c, s, 0) },
    { phrase: 'ip vrf', handle: (c, s) => vrfDefinition(c, s, 0) },
    { phrase: 'control-plane', handle: controlPlane },
    { phrase: 'ip nat', handle: ipNat },
  ];
}

/** Known top-level statements shared by the Cisco-like dialects that the model does not read. */
export const CISCO_GLOBAL_VOCABULARY: (string | GlobalEntry)[] = [
  'service',
  'boot',
  'ip routing',
  'ipv6 unicast-routing',
  'ip multicast-routing',
  'ipv6 multicast-routing',
  'ip domain lookup',
  'ip domain-lookup',
  'ip domain list',
  'ip domain-list',
  'ip domain timeout',
  'ip host',
  'ip icmp',
  'ip igmp',
  'ip pim',
  'ip tcp',
  'ip ftp',
  'ip tftp',
  'ip scp',
  'ip dhcp snooping',
  'ip arp',
  'ip tacacs',
  'ip radius',
  'ip telnet',
  'ip options',
  'ip source-route',
  'ip forward-protocol',
  'ip bgp-community',
  'ip classless',
  'ip subnet-zero',
  'ip cef',
  'ipv6 cef',
  'ip multicast',
  'ip flow-export',
  'ip flow-cache',
  'ip gratuitous-arps',
  'ip finger',
  'ip bootp',
  'ip dns',
  'ip device',
  'ipv6 nd',
  'ipv6 icmp',
  'ipv6 dhcp',
  'ipv6 general-prefix',
  'aaa',
  'tacacs-server',
  'radius-server',
  'snmp',
  'cdp',
  'lldp',
  'errdisable',
  'udld',
  'vtp',
  'port-channel',
  'lacp',
  'mls',
  'power',
  'clock',
  'spanning-tree',
  'mac address-table',
  'mac-address-table',
  'hw-module',
  'platform',
  'privilege',
  'alias',
  'dot1x',
  'authentication',
  'access-session',
  'login',
  'security',
  'memory',
  'diagnostic',
  'archive',
  'file',
  'exception',
  'scheduler',
  'process',
  'ip sla',
  'default',
  'terminal',
  { phrase: 'crypto', opaque: true },
  { phrase: 'license', opaque: true },
  { phrase: 'redundancy', opaque: true },
  { phrase: 'call-home', opaque: true },
  { phrase: 'key chain', opaque: true },
  { phrase: 'monitor', opaque: true },
  { phrase: 'event', opaque: true },
  { phrase: 'track', opaque: true },
  { phrase: 'object-group', opaque: true },
  { phrase: 'ip dhcp', opaque: true },
  { phrase: 'ip sla', opaque: true },
  { phrase: 'kron', opaque: true },
  { phrase: 'telemetry', opaque: true },
  { phrase: 'flow', opaque: true },
  { phrase: 'sampler', opaque: true },
  { phrase: 'template', opaque: true },
  { phrase: 'parameter-map', opaque: true },
  { phrase: 'zone', opaque: true },
  { phrase: 'zone-pair', opaque: true },
];

/**
 * A top-level table: the vocabulary first (known blocks are opaque: their contents are deliberately not read),
 * then the entries that read statements, which replace a vocabulary entry of the same phrase.
 */
export function table(
  vocabulary: readonly (string | GlobalEntry)[],
  entries: readonly GlobalEntry[],
): GlobalTable {
  const out = new CommandTable<ConfigContext, unknown>([]);
  for (const item of vocabulary) out.add(typeof item === 'string' ? { phrase: item, opaque: true } : item);
  for (const entry of entries) out.add(entry);
  return out;
}
