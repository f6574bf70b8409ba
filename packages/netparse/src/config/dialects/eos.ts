/** Arista EOS configurations. */

import type { ConfigNode, SourceRef } from '../../model/types';
import { CommandTable, type Stmt } from '../commands';
import type { ConfigContext } from '../context';
import type { Dialect } from '../engine';
import {
  CISCO_INTERFACE_VOCABULARY,
  type IfEntry,
  interfaceTable,
  setVrf,
  voiceVlan,
} from '../sections/interface';
import { domainName, service, serviceDefault } from '../sections/management';
import { stpDefault, stpVlan, vrfDefinition } from '../sections/switching';
import {
  CISCO_GLOBAL_VOCABULARY,
  ciscoGlobalEntries,
  type GlobalEntry,
  interfaceEntry,
  table,
} from './cisco-common';

const EOS_VOCABULARY: (string | GlobalEntry)[] = [
  'transceiver',
  'service routing',
  'queue-monitor',
  'hardware',
  'platform',
  'daemon',
  'event-handler',
  'mlag',
  'peer-filter',
  'ip virtual-router',
  'ipv6 virtual-router',
  'ip routing',
  'ip igmp',
  'ip pim',
  'ip multicast-routing',
  'ipv6 neighbor',
  'ip dhcp',
  'ip security',
  'ip hardware',
  'ip tacacs',
  'ip radius',
  'ip ftp',
  'ip http client',
  'ip host',
  'ip domain lookup',
  'ptp',
  'tap',
  'sflow',
  'agent',
  'cvx',
  'schedule',
  'prompt',
  'load-interval',
  'switchport default',
  'interface defaults',
  'system',
  'email',
  'maintenance',
  'qos',
  'traffic-policies',
  'role',
  'arp',
  'mpls',
  'router multicast',
  'router general',
  'router pim',
  'router igmp',
  'router msdp',
  'router l2-vpn',
  'router traffic-engineering',
  'router path-selection',
  'router adaptive-virtual-topology',
  'router isis',
  'spanning-tree',
  'vrf',
  'trackers',
  'track',
  'monitor',
  'ip ssh',
  'dot1x',
  'errdisable',
  'mac address-table',
  'clock',
  'vlan internal',
  'hostname',
  'management',
];

type ManagementState = {
  kind: 'telnet' | 'ssh' | 'api' | 'other';
  /** The `management …` block itself. */
  block: ConfigNode;
  vrf?: string;
  /** `management ssh` / `vrf X` / `no shutdown`: the VRFs the SSH server is turned on in. */
  sshVrfs?: Map<string, SourceRef>;
  /** The HTTP API, shared by the block and its `vrf` sub-blocks: `no shutdown` seen, and the `protocol http` statement. */
  api: { enabled?: boolean; http?: { on: boolean; node: ConfigNode } };
};

/** `shutdown` / `no shutdown` of a management service: telnet and the HTTP API are off until `no shutdown`. */
function managementShutdown(c: ConfigContext, s: Stmt, st: ManagementState): boolean {
  const on = s.negated;
  if (st.kind === 'ssh' && st.vrf !== undefined) {
    if (on) st.sshVrfs?.set(st.vrf, c.at(s.node));
    else st.sshVrfs?.delete(st.vrf);
    return true;
  }
  // The block is the evidence: `management telnet` with its `no shutdown`, not the bare `no shutdown`.
  if (st.kind === 'telnet') {
    service(c, 'telnetServer', on, s.node);
    c.config.services.sources.telnetServer = c.src(st.block);
  } else if (st.kind === 'ssh') {
    service(c, 'sshServer', on, s.node);
    c.config.services.sources.sshServer = c.src(st.block);
  } else if (st.kind === 'api') {
    st.api.enabled = on;
    service(c, 'httpsServer', on, s.node);
  }
  return true;
}

const MANAGEMENT_CHILDREN: CommandTable<ConfigContext, ManagementState> = new CommandTable<
  ConfigContext,
  ManagementState
>([
  { phrase: 'shutdown', handle: managementShutdown },
  {
    phrase: 'ip access-group',
    handle: (c, s, st) => {
      const name = s.args[0];
      if (name === undefined) return false;
      c.reference('acl', name, `management ${st.kind} ip access-group`, s.node);
      // `ip access-group MGMT [vrf V] in`: who may reach the service.
      if (!s.negated && s.largs[s.largs.length - 1] !== 'out') {
        const at = s.largs.indexOf('vrf');
        const vrf = at > 0 ? s.args[at + 1] : st.vrf;
        c.config.managementAccess.push({
          services: [st.kind],
          acl: name,
          context: `management ${st.kind === 'api' ? 'api http-commands' : st.kind}`,
          ...(vrf ? { vrf } : {}),
          source: c.at(s.node),
        });
      }
      return true;
    },
  },
  {
    phrase: 'ipv6 access-group',
    handle: (c, s, st) => {
      const name = s.args[0];
      if (name === undefined) return false;
      c.reference('acl', name, `management ${st.kind} ipv6 access-group`, s.node);
      return true;
    },
  },
  {
    phrase: 'protocol',
    handle: (c, s, st) => {
      // Whether the API answers plain HTTP is known once the block says whether it is shut down.
      if (s.largs[0] === 'http') st.api.http = { on: !s.negated, node: s.node };
      if (s.largs[0] === 'https') return service(c, 'httpsServer', !s.negated, s.node);
      return true;
    },
  },
  {
    phrase: 'vrf',
    handle: (c, s, st) => {
      c.walk(s.node.children, MANAGEMENT_CHILDREN, { ...st, vrf: s.args[0] });
      return true;
    },
  },
  'idle-timeout',
  'authentication',
  'cipher',
  'key-exchange',
  'mac',
  'hostkey',
  'login-timeout',
  'log-level',
  'server-port',
  'connection',
  'fips',
  'session-limit',
  'cors',
  'qos',
  'username',
  'client-strict-checking',
  'tunnel',
  'certificate',
  'trusted-ca',
  'known-hosts',
  'logging',
  'rate-limit',
]);

const CONTROL_PLANE_CHILDREN: CommandTable<ConfigContext, undefined> = new CommandTable<
  ConfigContext,
  undefined
>([
  {
    phrase: 'ip access-group',
    handle: (c, s) => {
      const name = s.args[0];
      if (name === undefined) return false;
      c.reference('acl', name, 'system control-plane ip access-group', s.node);
      if (!s.negated) {
        const at = s.largs.indexOf('vrf');
        const vrf = at > 0 ? s.args[at + 1] : undefined;
        c.config.managementAccess.push({
          services: ['all'],
          acl: name,
          context: 'system control-plane',
          ...(vrf ? { vrf } : {}),
          source: c.at(s.node),
        });
      }
      return true;
    },
  },
  {
    phrase: 'ipv6 access-group',
    handle: (c, s) => {
      const name = s.args[0];
      if (name === undefined) return false;
      c.reference('acl', name, 'system control-plane ipv6 access-group', s.node);
      return true;
    },
  },
]);

/** `system control-plane` with `ip access-group X in`: an ACL on everything that reaches the switch's CPU. */
function controlPlane(c: ConfigContext, s: Stmt): boolean {
  c.walk(s.node.children, CONTROL_PLANE_CHILDREN, undefined);
  return true;
}

function managementBlock(c: ConfigContext, s: Stmt): boolean {
  const what = s.largs[0];
  const kind: ManagementState['kind'] =
    what === 'telnet'
      ? 'telnet'
      : what === 'ssh'
        ? 'ssh'
        : what === 'api' && s.largs[1] === 'http-commands'
          ? 'api'
          : 'other';
  if (kind === 'other') {
    c.okDeep(s.node);
    return true;
  }
  const sshVrfs = new Map<string, SourceRef>();
  const st: ManagementState = { kind, block: s.node, sshVrfs, api: {} };
  c.walk(s.node.children, MANAGEMENT_CHILDREN, st);
  if (kind === 'ssh' && sshVrfs.size > 0) {
    c.config.services.sshServerVrfs ??= [];
    for (const [vrf, source] of sshVrfs) c.config.services.sshServerVrfs.push({ vrf, source });
  }
  // `protocol http` serves plain HTTP only while the API runs: it is shut down until `no shutdown`.
  const http = st.api.http;
  if (http) service(c, 'httpServer', http.on && st.api.enabled === true, http.node);
  return true;
}

const EOS_ENTRIES: GlobalEntry[] = [
  { phrase: 'dns domain', handle: (c, s) => domainName(c, s) },
  { phrase: 'vrf instance', handle: (c, s) => vrfDefinition(c, s, 0) },
  { phrase: 'spanning-tree vlan-id', handle: stpVlan },
  {
    phrase: 'spanning-tree edge-port bpduguard default',
    handle: (c, s) => stpDefault(c, s, 'bpduGuardDefault'),
  },
  {
    phrase: 'spanning-tree portfast bpduguard default',
    handle: (c, s) => stpDefault(c, s, 'bpduGuardDefault'),
  },
  { phrase: 'management', handle: managementBlock },
  { phrase: 'system control-plane', handle: controlPlane },
];

const EOS_INTERFACE: IfEntry[] = [
  { phrase: 'vrf', handle: (c, s, st) => setVrf(c, s, st, s.args[0]) },
  { phrase: 'switchport phone vlan', handle: voiceVlan },
  {
    phrase: 'spanning-tree portfast',
    handle: (c, s, st) => {
      c.set(st.iface, 'stpEdge', !s.negated && s.largs[0] !== 'network', s.node);
      return true;
    },
  },
];

const INTERFACES = interfaceTable(
  [
    ...CISCO_INTERFACE_VOCABULARY,
    'switchport phone',
    'switchport trunk group',
    'switchport vlan',
    'switchport backup-link',
  ],
  EOS_INTERFACE,
);

const GLOBAL = table(
  [...CISCO_GLOBAL_VOCABULARY, ...EOS_VOCABULARY],
  [...ciscoGlobalEntries(), interfaceEntry(INTERFACES), ...EOS_ENTRIES],
);

export const EOS_DIALECT: Dialect = {
  vendor: 'Arista',
  global: GLOBAL,
  // EOS writes `shutdown` for an interface that is down.
  adminDefault: () => true,
  comments(c, comments) {
    for (const comment of comments) {
      // `! device: leaf1 (DCS-7050TX-64, EOS-4.20.5F)`.
      const device = /^device:\s*\S+\s*\(([^,()]+),\s*EOS-([^)\s]+)\)/i.exec(comment.text);
      if (device) {
        c.system.model ??= device[1]?.trim();
        c.system.osVersion ??= device[2];
        if (device[2])
          c.config.softwareVersion ??= { text: device[2], source: { file: c.file, line: comment.line } };
      }
    }
  },
  finish(c) {
    // An Ethernet port is a switchport in access mode (VLAN 1) until `no switchport` or another mode says
    // otherwise; port-channel members follow their port channel.
    for (const iface of c.interfaces.values())
      if (
        iface.type === 'physical' &&
        /^ethernet/i.test(iface.name) &&
        iface.mode === undefined &&
        iface.lag === undefined &&
        iface.ipv4.length === 0
      )
        iface.mode = 'access';
    serviceDefault(c, 'telnetServer', false);
    serviceDefault(c, 'sshServer', true);
    serviceDefault(c, 'lldp', true);
    // SSH runs in the default VRF unless `management ssh` shuts it down there.
    const services = c.config.services;
    const inVrfs = services.sshServerVrfs ?? [];
    if (services.sshServer === true) {
      const source = services.sources.sshServer;
      services.sshServerVrfs = [source ? { vrf: 'default', source } : { vrf: 'default' }, ...inVrfs];
    } else if (inVrfs[0]) {
      // Shut down in the default VRF, turned on in another: the server runs.
      services.sshServer = true;
      if (inVrfs[0].source) services.sources.sshServer = inVrfs[0].source;
    }
  },
};
