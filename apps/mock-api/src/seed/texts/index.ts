import { stringify } from 'yaml';
import type { DeviceRecord, GroupNode, HostRecord } from '../../model/documents';
import type { CliPlatform } from '../catalog';
import { ipNetwork } from '../ipv4';
import type { DeviceTextInfo } from '../types';
import {
  type ArpRow,
  ciscoConfig,
  ciscoShowCdpNeighborsDetail,
  ciscoShowEtherchannelSummary,
  ciscoShowInterfacesStatus,
  ciscoShowIpArp,
  ciscoShowIpRoute,
  ciscoShowLldpNeighborsDetail,
  ciscoShowMacAddressTable,
  ciscoShowSpanningTree,
  ciscoShowVersion,
} from './cisco';
import {
  addressOf,
  isCisco,
  neighboursOf,
  neighbourTables,
  type Services,
  type StateIndex,
  type TextContext,
  vlanInterfaces,
} from './context';
import {
  procurveConfig,
  procurveShowCdpDetail,
  procurveShowInterfacesBrief,
  procurveShowLldpDetail,
  procurveShowMacAddress,
  procurveShowSpanningTree,
  procurveShowSystem,
} from './procurve';
import {
  routerosArpPrint,
  routerosBridgeHostPrint,
  routerosConfig,
  routerosInterfacePrint,
  routerosNeighborPrint,
  routerosRoutePrint,
  routerosSystemResource,
  routerosSystemRouterboard,
} from './routeros';

export { indexState, type StateIndex } from './context';

/** One file of a collection, in the snapshot-folder layout the import reads. */
export type TextFile = { path: string; text: string };

export const SERVICES: Services = {
  ntp: ['10.0.0.5', '10.0.0.6'],
  syslog: '10.0.0.50',
  snmpCommunity: 'n3tM0n-r0',
  domain: 'corp.example',
};

/** Where a device sits, room to site: its SNMP location. */
export function locationOf(groups: readonly GroupNode[], groupId: string): string {
  const byId = groupsById(groups);
  const names: string[] = [];
  let group = byId.get(groupId);
  while (group) {
    names.push(group.label);
    group = group.parent ? byId.get(group.parent) : undefined;
  }
  return names.join(', ');
}

/**
 * The groups by id, made once per list (every device of a state asks with the same list); made again when the
 * list has grown since.
 */
const groupIndexes = new WeakMap<readonly GroupNode[], { size: number; byId: Map<string, GroupNode> }>();

function groupsById(groups: readonly GroupNode[]): Map<string, GroupNode> {
  const known = groupIndexes.get(groups);
  if (known && known.size === groups.length) return known.byId;
  const byId = new Map(groups.map((g) => [g.id, g]));
  groupIndexes.set(groups, { size: groups.length, byId });
  return byId;
}

/** The configuration revision in effect at `at`, and when it was written. */
export function revisionAt(info: DeviceTextInfo, at: number): { revision: number; changedAt: number } {
  let revision = 1;
  let changedAt = info.configChanges[0] ?? at;
  info.configChanges.forEach((change, index) => {
    if (change <= at) {
      revision = index + 1;
      changedAt = change;
    }
  });
  return { revision, changedAt };
}

export function textContext(
  device: DeviceRecord,
  info: DeviceTextInfo,
  state: StateIndex,
  at: number,
  location: string,
): TextContext {
  const model = state.models.get(device.unique_id);
  if (!model) throw new Error(`${device.data.name} has no model`);
  return { device, info, model, state, at, ...revisionAt(info, at), services: SERVICES, location };
}

/** The running configuration of a device with a CLI, in its platform's syntax. */
export function renderConfig(c: TextContext): string {
  switch (c.model.platform) {
    case 'cisco_xe':
    case 'cisco_ios':
      return ciscoConfig(c);
    case 'mikrotik_routeros':
      return routerosConfig(c);
    case 'hp_procurve':
      return procurveConfig(c);
    default:
      return '';
  }
}

/** The file a device's configuration is collected into. */
export function configPath(device: DeviceRecord, platform: CliPlatform): string {
  return `configs/${device.data.name}.${platform === 'mikrotik_routeros' ? 'rsc' : 'cfg'}`;
}

/**
 * The ARP table of a device: its own addresses, the hosts of the VLANs it is the gateway of (the active one of
 * a redundant pair), and the neighbours on its routed links.
 */
function arpRows(c: TextContext, hostsInSubnet: ReadonlyMap<string, HostRecord[]>): ArpRow[] {
  const d = c.device;
  const rows: ArpRow[] = [];
  const age = (n: number) => (n * 7) % 240;
  for (const svi of vlanInterfaces(d)) {
    const address = addressOf(d, svi.if_no);
    if (!address) continue;
    rows.push({ ip: address.ip, mac: d.data.mac.address, ageMinutes: null, iface: svi.if_no });
    const fhrp = c.info.fhrp[svi.if_no];
    if (fhrp) {
      // HSRP version 2's virtual MAC: 0000.0c9f.fXXX, XXX the group.
      const group = fhrp.group.toString(16).padStart(3, '0');
      const mac = `00:00:0c:9f:f${group.slice(0, 1)}:${group.slice(1)}`;
      rows.push({ ip: fhrp.virtualIp, mac, ageMinutes: null, iface: svi.if_no });
      // The standby router learns the hosts too, but only the active one answers for the gateway.
      if (fhrp.priority < 110) continue;
    }
    const key = `${ipNetwork(address.ip, address.length)}/${address.length}`;
    for (const [i, host] of (hostsInSubnet.get(key) ?? []).entries()) {
      const ip = host.data.addresses[0]?.ipv4;
      if (ip) rows.push({ ip, mac: host.data.mac.address, ageMinutes: age(i + 1), iface: svi.if_no });
    }
  }
  for (const n of neighboursOf(c)) {
    if (n.local.port_type !== 'routed') continue;
    const own = addressOf(d, n.local.if_no);
    const remote = addressOf(n.remote, n.remotePortName);
    if (own) rows.push({ ip: own.ip, mac: d.data.mac.address, ageMinutes: null, iface: n.local.if_no });
    if (remote)
      rows.push({ ip: remote.ip, mac: n.remote.data.mac.address, ageMinutes: 3, iface: n.local.if_no });
  }
  return rows;
}

const show = (device: DeviceRecord, command: string, text: string): TextFile => ({
  path: `show/${device.data.name}/${command}.txt`,
  text,
});

/** The show outputs of a device, as a poll collects them. */
export function renderShows(c: TextContext, hostsInSubnet: ReadonlyMap<string, HostRecord[]>): TextFile[] {
  const d = c.device;
  const hosts = c.state.hostsOn.get(d.unique_id) ?? [];
  // Neighbours nobody logs into are seen only by their neighbours: links between two of them by nobody.
  const neighbours = neighboursOf(c);
  const cdp = neighbours.filter((n) => neighbourTables(c.model, n.remoteModel).cdp);
  // A port that does not receive LLDP (`TextFaults.lldpReceiveOff`) has no neighbour in the LLDP table.
  const deaf = new Set(c.info.faults.lldpReceiveOff ?? []);
  const lldp = neighbours.filter(
    (n) => neighbourTables(c.model, n.remoteModel).lldp && !deaf.has(n.local.if_no),
  );
  const files: TextFile[] = [];
  const platform = c.model.platform;
  if (isCisco(platform)) {
    files.push(show(d, 'show version', ciscoShowVersion(c)));
    files.push(show(d, 'show interfaces status', ciscoShowInterfacesStatus(c)));
    if (cdp.length > 0) files.push(show(d, 'show cdp neighbors detail', ciscoShowCdpNeighborsDetail(c, cdp)));
    if (lldp.length > 0)
      files.push(show(d, 'show lldp neighbors detail', ciscoShowLldpNeighborsDetail(lldp)));
    if (d.data.stp) files.push(show(d, 'show mac address-table', ciscoShowMacAddressTable(c, hosts)));
    const arp = arpRows(c, hostsInSubnet);
    if (arp.length > 0) files.push(show(d, 'show ip arp', ciscoShowIpArp(arp)));
    if (Object.keys(d.data.ip_configs).length > 0) {
      files.push(show(d, 'show ip route', ciscoShowIpRoute(d, null)));
      for (const vrf of Object.keys(d.data.vrfs))
        files.push(show(d, `show ip route vrf ${vrf}`, ciscoShowIpRoute(d, vrf)));
    }
    if (d.data.stp) files.push(show(d, 'show spanning-tree', ciscoShowSpanningTree(d)));
    if (Object.keys(d.data.lags).length > 0)
      files.push(show(d, 'show etherchannel summary', ciscoShowEtherchannelSummary(d)));
  } else if (platform === 'mikrotik_routeros') {
    files.push(show(d, 'system resource print', routerosSystemResource(c)));
    files.push(show(d, 'system routerboard print', routerosSystemRouterboard(c)));
    files.push(show(d, 'interface print detail', routerosInterfacePrint(c)));
    if (neighbours.length > 0)
      files.push(show(d, 'ip neighbor print detail', routerosNeighborPrint(c, neighbours)));
    // The bridge's spanning tree is in `/interface bridge monitor`, which a snapshot folder cannot hold (its
    // files are named by `print` commands): RouterOS switches report their hosts, not their tree.
    if (d.data.stp)
      files.push(show(d, 'interface bridge host print detail', routerosBridgeHostPrint(c, hosts)));
    const arp = arpRows(c, hostsInSubnet);
    if (arp.length > 0) files.push(show(d, 'ip arp print detail', routerosArpPrint(arp)));
    if (Object.keys(d.data.routes).length > 0)
      files.push(show(d, 'ip route print detail', routerosRoutePrint(d)));
  } else if (platform === 'hp_procurve') {
    files.push(show(d, 'show system', procurveShowSystem(c)));
    files.push(show(d, 'show interfaces brief', procurveShowInterfacesBrief(c)));
    if (lldp.length > 0)
      files.push(show(d, 'show lldp info remote-device detail', procurveShowLldpDetail(lldp)));
    if (cdp.length > 0) files.push(show(d, 'show cdp neighbors detail', procurveShowCdpDetail(cdp)));
    files.push(show(d, 'show mac-address', procurveShowMacAddress(c, hosts)));
    if (d.data.stp) files.push(show(d, 'show spanning-tree', procurveShowSpanningTree(d)));
  }
  return files;
}

/** The hosts of each VLAN subnet (`network/length`), for the gateways' ARP tables. */
export function hostsBySubnet(state: StateIndex): Map<string, HostRecord[]> {
  const out = new Map<string, HostRecord[]>();
  for (const vlan of state.data.vlans) {
    if (!vlan.subnet) continue;
    const [network = '', length = '24'] = vlan.subnet.split('/');
    const key = `${ipNetwork(network, Number(length))}/${length}`;
    const hosts = state.hostsInVlan.get(vlan.vlan_db_id) ?? [];
    out.set(key, [...(out.get(key) ?? []), ...hosts]);
  }
  return out;
}

/** `hosts.yaml` of a collection: each device logged into, with its management address and platform. */
export function inventoryFile(devices: readonly { device: DeviceRecord; platform: CliPlatform }[]): TextFile {
  const hosts: Record<string, { hostname: string; platform: string }> = {};
  for (const { device, platform } of devices)
    hosts[device.data.name] = { hostname: device.data.ip_address, platform };
  const plain = Object.entries(hosts).every(
    ([name, host]) =>
      PLAIN_NAME.test(name) && PLAIN_ADDRESS.test(host.hostname) && PLAIN_NAME.test(host.platform),
  );
  // Names, addresses and platforms that YAML reads as plain strings are written as `stringify` writes them, in
  // one pass; anything else goes through `stringify`, which quotes what needs it.
  if (!plain) return { path: 'hosts.yaml', text: stringify(hosts) };
  let text = '';
  for (const [name, host] of Object.entries(hosts))
    text += `${name}:\n  hostname: ${host.hostname}\n  platform: ${host.platform}\n`;
  return { path: 'hosts.yaml', text: text === '' ? '{}\n' : text };
}

/** A YAML plain scalar that reads back as this string (no number, boolean or null; no indicator characters). */
const PLAIN_NAME = /^(?!(?:true|false|null|yes|no|on|off|y|n)$)[A-Za-z][A-Za-z0-9_.-]*$/i;
const PLAIN_ADDRESS = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
