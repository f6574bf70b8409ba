/** Cisco NX-OS configurations. */
import type { Stmt } from '../commands';
import type { ConfigContext } from '../context';
import type { Dialect } from '../engine';
import { CISCO_INTERFACE_VOCABULARY, interfaceTable } from '../sections/interface';
import { domainName, nameServers, service, serviceDefault } from '../sections/management';
import { staticRoute } from '../sections/routing';
import { stpDefault, vrfChildren, vrfDefinition } from '../sections/switching';
import {
  CISCO_GLOBAL_VOCABULARY,
  ciscoGlobalEntries,
  type GlobalEntry,
  interfaceEntry,
  table,
} from './cisco-common';

const NXOS_VOCABULARY = [
  'cfs',
  'vpc',
  'hardware',
  'copp',
  'system',
  'rmon',
  'nv overlay',
  'evpn',
  'fabric',
  'role',
  'userpassphrase',
  'password',
  'fips',
  'icam',
  'nxapi',
  'vdc',
  'interface breakout',
  'cli',
  'install',
  'ssh',
  'mac',
  'ip load-sharing',
  'ip arp',
  'ipv6 switch-packets',
  'port-profile',
  'slot',
  'power',
  'track',
  'key',
  'ip domain-lookup',
  'ip access-list match-local-traffic',
  'ip igmp',
  'ip pim',
  'ip msdp',
  'ip tacacs',
  'ip radius',
  'callhome',
  'snmp-server',
  'logging',
  'feature-set',
  'install feature-set',
  'vrf context',
  'ptp',
  'ntp',
  'system qos',
  'policy-map',
  'segment-routing',
  'mpls',
  'hsrp',
  'vtp',
  'errdisable',
  'udld',
  'lacp',
  'port-channel',
  'bfd',
  'ip route',
  'ipv6 route',
  'license',
  'spanning-tree port type network default',
  'spanning-tree',
  'username',
  'sflow',
  'ip dhcp',
  'service',
  'tacacs-server',
  'radius-server',
  'aaa',
  'banner',
  'boot',
  'clock',
  'vlan configuration',
  'nxdb',
  'macsec',
  'monitor',
  'terminal',
  'xml',
  'line',
  'router',
];

/** `feature X` / `no feature X`; Telnet, SSH and LLDP are switched on and off this way. */
function feature(c: ConfigContext, s: Stmt): boolean {
  const name = s.largs[0];
  if (name === undefined) return false;
  if (!s.negated) {
    c.config.features ??= [];
    if (!c.config.features.includes(name)) c.config.features.push(name);
  } else if (c.config.features) c.config.features = c.config.features.filter((f) => f !== name);
  if (name === 'telnet') service(c, 'telnetServer', !s.negated, s.node);
  else if (name === 'ssh') service(c, 'sshServer', !s.negated, s.node);
  else if (name === 'lldp') service(c, 'lldp', !s.negated, s.node);
  return true;
}

/** Statements of `vrf context X`: the VRF's static routes and DNS. */
const VRF_CONTEXT = vrfChildren([
  { phrase: 'ip route', handle: (c, s, st) => staticRoute(c, s, 4, { vrf: st.name }) },
  { phrase: 'ipv6 route', handle: (c, s, st) => staticRoute(c, s, 6, { vrf: st.name }) },
  { phrase: 'ip name-server', handle: (c, s) => nameServers(c, s) },
  { phrase: 'ip domain-name', handle: (c, s) => domainName(c, s) },
  'ip domain-lookup',
  'ip pim',
  'ip igmp',
  'ip multicast',
  'ip dns',
  'ip amt',
  'ip mroute',
  'ip arp',
]);

/**
 * `nxapi http port 80` / `nxapi https port 443` with `feature nxapi`: NX-API (and its sandbox web page) over
 * plain HTTP or HTTPS. Without the feature the statements do nothing.
 */
function nxapi(c: ConfigContext, s: Stmt, key: 'httpServer' | 'httpsServer'): boolean {
  const on = !s.negated && (c.config.features ?? []).includes('nxapi');
  return service(c, key, on, s.node);
}

const NXOS_ENTRIES: GlobalEntry[] = [
  { phrase: 'feature', handle: feature },
  { phrase: 'nxapi http', handle: (c, s) => nxapi(c, s, 'httpServer') },
  { phrase: 'nxapi https', handle: (c, s) => nxapi(c, s, 'httpsServer') },
  {
    phrase: 'switchname',
    handle: (c, s) => {
      if (s.negated || !s.args[0]) return s.negated;
      c.hostname = s.args[0];
      c.system.hostname = s.args[0];
      return true;
    },
  },
  { phrase: 'vrf context', handle: (c, s) => vrfDefinition(c, s, 0, VRF_CONTEXT) },
  { phrase: 'spanning-tree port type edge default', handle: (c, s) => stpDefault(c, s, 'portfastDefault') },
  {
    phrase: 'spanning-tree port type edge bpduguard default',
    handle: (c, s) => stpDefault(c, s, 'bpduGuardDefault'),
  },
  {
    phrase: 'cdp enable',
    handle: (c, s) => service(c, 'cdp', !s.negated, s.node),
  },
];

const INTERFACES = interfaceTable(CISCO_INTERFACE_VOCABULARY);

const GLOBAL = table(
  [...CISCO_GLOBAL_VOCABULARY, ...NXOS_VOCABULARY],
  [...ciscoGlobalEntries(), interfaceEntry(INTERFACES), ...NXOS_ENTRIES],
);

export const NXOS_DIALECT: Dialect = {
  vendor: 'Cisco',
  global: GLOBAL,
  // Ethernet ports, SVIs and NVE interfaces are shut until `no shutdown`; loopbacks, port channels and mgmt0
  // are up until `shutdown`.
  adminDefault: (iface) =>
    !(
      iface.type === 'physical' ||
      iface.type === 'subinterface' ||
      iface.type === 'vlan' ||
      iface.name.toLowerCase().startsWith('nve')
    ),
  comments(c, comments) {
    for (const comment of comments) {
      // `!Command: show running-config`, `!Running configuration last done at: …`, `!Time: …`.
      const version = /^version\s+(\S+)/i.exec(comment.text);
      if (version?.[1]) {
        c.system.osVersion ??= version[1];
        c.config.softwareVersion ??= { text: version[1], source: { file: c.file, line: comment.line } };
      }
    }
  },
  finish(c) {
    serviceDefault(c, 'telnetServer', false);
    // NX-OS has no web server of its own; NX-API listens on HTTP only with `nxapi http port`.
    serviceDefault(c, 'httpServer', false);
    serviceDefault(c, 'sshServer', true);
    serviceDefault(c, 'lldp', false);
    serviceDefault(c, 'cdp', true);
  },
};
