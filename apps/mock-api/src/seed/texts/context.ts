import type { DevicePort, DeviceRecord, HostRecord, NetworkData, UnixSeconds } from '../../model/documents';
import { type CliPlatform, type DeviceModel, MODELS, type ModelKey } from '../catalog';
import { ipNetwork } from '../ipv4';
import type { Misconfig } from '../misconfig';
import type { DeviceTextInfo } from '../types';

/**
 * What rendering one device's texts at one collection needs: the device as the network was then, the other
 * devices (the neighbours it names), the hosts it sees, and what the generator keeps beside the documents.
 */
export type TextContext = {
  device: DeviceRecord;
  info: DeviceTextInfo;
  model: DeviceModel;
  state: StateIndex;
  /** When the collection ran. */
  at: UnixSeconds;
  /** The configuration revision in effect then (1, 2, 3). */
  revision: number;
  /** When the configuration in effect was written. */
  changedAt: UnixSeconds;
  services: Services;
  /** SNMP location: the device's room, building and site. */
  location: string;
};

export type Services = { ntp: string[]; syslog: string; snmpCommunity: string; domain: string };

/** One network state indexed for rendering. */
export type StateIndex = {
  data: NetworkData;
  devices: ReadonlyMap<string, DeviceRecord>;
  /** The hosts seen on each device (by device id). */
  hostsOn: ReadonlyMap<string, HostRecord[]>;
  /** Every host by its VLAN record, for the ARP tables of the VLANs' gateways. */
  hostsInVlan: ReadonlyMap<number, HostRecord[]>;
  models: ReadonlyMap<string, DeviceModel>;
  /** The gateway of each /24 VLAN subnet (by its network number), of the first VLAN record with one. */
  gateways: ReadonlyMap<number, string>;
};

export function indexState(data: NetworkData, info: Readonly<Record<string, DeviceTextInfo>>): StateIndex {
  const devices = new Map(data.devices.map((d) => [d.unique_id, d]));
  const hostsOn = new Map<string, HostRecord[]>();
  const hostsInVlan = new Map<number, HostRecord[]>();
  for (const host of data.hosts) {
    const on = host.data.seen_on_device;
    if (on !== null) {
      const list = hostsOn.get(on) ?? [];
      list.push(host);
      hostsOn.set(on, list);
    }
    const inVlan = hostsInVlan.get(host.vlan_db_id) ?? [];
    inVlan.push(host);
    hostsInVlan.set(host.vlan_db_id, inVlan);
  }
  const models = new Map<string, DeviceModel>();
  for (const device of data.devices) {
    const key = info[device.unique_id]?.model;
    if (key) models.set(device.unique_id, MODELS[key as ModelKey]);
  }
  const gateways = new Map<number, string>();
  for (const vlan of data.vlans) {
    if (!vlan.subnet || !vlan.gateway) continue;
    const [network = '', length] = vlan.subnet.split('/');
    if (Number(length) !== 24) continue;
    const key = ipNetwork(network, 24);
    if (!gateways.has(key)) gateways.set(key, vlan.gateway);
  }
  return { data, devices, hostsOn, hostsInVlan, models, gateways };
}

export const has = (c: TextContext, m: Misconfig) => c.info.misconfigs.includes(m);

export const isCisco = (platform: CliPlatform) => platform === 'cisco_xe' || platform === 'cisco_ios';

/** Physical ports and LAG members, in the device's order (not its LAGs and VLAN interfaces). */
export function physicalPorts(device: DeviceRecord): DevicePort[] {
  return Object.values(device.data.ports).filter(
    (p) => !device.data.lags[p.if_no] && !/^(?:[Vv]lan\d+|Loopback\d+)$/.test(p.if_no),
  );
}

/** The VLAN interfaces (SVIs) of a device. */
export function vlanInterfaces(device: DeviceRecord): DevicePort[] {
  return Object.values(device.data.ports).filter((p) => /^[Vv]lan\d+$/.test(p.if_no));
}

/** The loopback interfaces of a device. */
export function loopbacks(device: DeviceRecord): DevicePort[] {
  return Object.values(device.data.ports).filter((p) => /^Loopback\d+$/.test(p.if_no));
}

/** The device's VLANs, ascending. */
export function vlansOf(device: DeviceRecord) {
  return Object.values(device.data.vlans).sort((a, b) => a.vlan_id - b.vlan_id);
}

/** The address of an interface as `a.b.c.d/len`. */
export function addressOf(device: DeviceRecord, ifNo: string): { ip: string; length: number } | undefined {
  const first = device.data.ip_configs[ifNo]?.ip_interfaces[0];
  return first ? { ip: first.ipv4, length: first.prefix_length } : undefined;
}

/** The neighbour entries of a port: the remote device and port at the other end of each connection. */
export type PortNeighbour = {
  local: DevicePort;
  remote: DeviceRecord;
  remoteModel: DeviceModel | undefined;
  /** The remote port (absent when the remote device does not have it). */
  remotePort: DevicePort | undefined;
  remotePortName: string;
};

export function neighboursOf(c: TextContext): PortNeighbour[] {
  const out: PortNeighbour[] = [];
  for (const neighbor of Object.values(c.device.data.neighbors)) {
    const remote = c.state.devices.get(neighbor.neigh_id);
    if (!remote) continue;
    for (const connection of neighbor.connections) {
      const local = c.device.data.ports[connection.if_local];
      if (!local) continue;
      out.push({
        local,
        remote,
        remoteModel: c.state.models.get(remote.unique_id),
        remotePort: remote.data.ports[connection.if_remote],
        remotePortName: connection.if_remote,
      });
    }
  }
  return out.sort((a, b) => portOrder(c.device, a.local) - portOrder(c.device, b.local));
}

const orders = new WeakMap<DeviceRecord, Map<string, number>>();

/** A port's position on its device (1-based): the port number spanning tree and SNMP give it. */
export function portOrder(device: DeviceRecord, port: DevicePort): number {
  let order = orders.get(device);
  if (!order) {
    order = new Map(Object.keys(device.data.ports).map((name, i) => [name, i + 1]));
    orders.set(device, order);
  }
  return order.get(port.if_no) ?? 0;
}

/**
 * Which neighbour tables name the other end of a link: between two Cisco devices logged into, CDP only (LLDP
 * is off on those links); a device nobody logs into announcing CDP (a Cisco access point or router) is in both
 * tables; every other link is in the LLDP tables.
 */
export function neighbourTables(
  local: DeviceModel | undefined,
  remote: DeviceModel | undefined,
): { cdp: boolean; lldp: boolean } {
  const cisco = (m: DeviceModel | undefined) => m !== undefined && isCisco(m.platform);
  if (cisco(local) && cisco(remote)) return { cdp: true, lldp: false };
  const cdpAnnouncer = (m: DeviceModel | undefined) => m?.platform === 'none' && m.announces === 'cdp';
  return { cdp: cdpAnnouncer(local) || cdpAnnouncer(remote), lldp: true };
}

/** How the network knows a link: LLDP where a table has it, else CDP (the importer prefers LLDP). */
export function linkSource(a: DeviceModel | undefined, b: DeviceModel | undefined): 'cdp' | 'lldp' {
  return neighbourTables(a, b).lldp ? 'lldp' : 'cdp';
}

/** What a device announces of itself to its neighbours (LLDP system description, CDP version). */
export function announcedDescription(device: DeviceRecord, model: DeviceModel | undefined): string {
  if (!model) return '';
  if (model.description) return model.description.replace('{version}', device.data.version.software);
  const software = device.data.version.software;
  const version = software.replace(/^\S+\s+/, '');
  switch (model.platform) {
    case 'cisco_xe':
      return `Cisco IOS Software [Cupertino], ${ciscoImageFamily(model)} Software (${ciscoImage(model)}), Version ${version}, RELEASE SOFTWARE (fc3)`;
    case 'cisco_ios':
      return `Cisco IOS Software, ${ciscoImageFamily(model)} Software (${ciscoImage(model)}), Version ${version}, RELEASE SOFTWARE (fc1)`;
    case 'mikrotik_routeros':
      return `MikroTik RouterOS ${version} (stable) ${model.model}`;
    case 'hp_procurve':
      return `Aruba ${model.model} 2930F-48G-4SFP+ Switch, revision ${version}, ROM WC.16.01.0008 (/ws/swbuildm/rel_ukiah_qaoff/code/build/bom(swbuildm_rel_ukiah_qaoff_rel_ukiah))`;
    default:
      return '';
  }
}

/** The capabilities a device announces: switches bridge, layer-3 switches and routers also route. */
export function announcedCapabilities(device: DeviceRecord, model: DeviceModel | undefined): string[] {
  if (!model) return [];
  if (model.capabilities || model.platform === 'none') return [...(model.capabilities ?? [])];
  const routes = Object.keys(device.data.ip_configs).length > 0;
  if (model.devType === 'router') return ['router'];
  return routes ? ['bridge', 'router'] : ['bridge'];
}

/** The IOS image of a Cisco model, as `show version` prints it. */
export function ciscoImage(model: DeviceModel): string {
  if (/^C9[2-6]|^IE-9/.test(model.model)) return 'CAT9K_IOSXE';
  if (/^ISR4/.test(model.model)) return 'X86_64_LINUX_IOSD-UNIVERSALK9-M';
  if (/^C9800/.test(model.model)) return 'C9800_IOSXE-K9';
  if (/^IE-3[34]|^1783-(?:HMS|CMS)/.test(model.model)) return 'IE3x00-UNIVERSALK9-M';
  if (/^IE-4/.test(model.model)) return 'IE4000-UNIVERSALK9-M';
  if (/^IE-2|^1783-BMS/.test(model.model)) return 'IE2000-UNIVERSALK9-M';
  return 'C2960X-UNIVERSALK9-M';
}

function ciscoImageFamily(model: DeviceModel): string {
  if (/^ISR4/.test(model.model)) return 'ISR';
  if (/^C9800/.test(model.model)) return 'C9800';
  if (/^C9|^IE-9/.test(model.model)) return 'Catalyst L3 Switch';
  return 'Industrial Ethernet Switch';
}

// ─── Formats ────────────────────────────────────────────────────────────────────────────────────────────────

/** `AA:BB:CC:DD:EE:FF` as IOS prints it: `aabb.ccdd.eeff`. */
export function dottedMac(mac: string): string {
  const hex = mac.replace(/[^0-9a-fA-F]/g, '').toLowerCase();
  return `${hex.slice(0, 4)}.${hex.slice(4, 8)}.${hex.slice(8, 12)}`;
}

/** `AA:BB:CC:DD:EE:FF` as AOS-S prints it: `aabbcc-ddeeff`. */
export function hyphenMac(mac: string): string {
  const hex = mac.replace(/[^0-9a-fA-F]/g, '').toLowerCase();
  return `${hex.slice(0, 6)}-${hex.slice(6, 12)}`;
}

export function upperMac(mac: string): string {
  return mac.toUpperCase();
}

export function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text.padEnd(width);
}

export function maskOf(length: number): string {
  const mask = length === 0 ? 0 : (0xffffffff << (32 - length)) >>> 0;
  return [mask >>> 24, (mask >>> 16) & 255, (mask >>> 8) & 255, mask & 255].join('.');
}

export function maskLength(mask: string): number {
  return mask
    .split('.')
    .map(Number)
    .reduce((sum, octet) => sum + (octet.toString(2).match(/1/g)?.length ?? 0), 0);
}

/** `10,20,21,22,30` → `10,20-22,30`, as switches write VLAN lists. */
export function vlanRanges(vlans: readonly number[], separator = ','): string {
  const sorted = [...new Set(vlans)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i] ?? 0;
    let end = start;
    while (sorted[i + 1] === end + 1) {
      end += 1;
      i += 1;
    }
    parts.push(
      end > start + 1 ? `${start}-${end}` : end === start + 1 ? `${start}${separator}${end}` : `${start}`,
    );
  }
  return parts.join(separator);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `09:12:44 UTC Mon May 18 2026`, as IOS dates a configuration change. */
export function ciscoDate(at: UnixSeconds): string {
  const d = new Date(at * 1000);
  const time = d.toISOString().slice(11, 19);
  return `${time} UTC ${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()} ${d.getUTCFullYear()}`;
}

/** An uptime in IOS words: `1 year, 6 weeks, 2 days, 4 hours, 51 minutes`. */
export function uptimeWords(seconds: number): string {
  const units: [string, number][] = [
    ['year', 365 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const parts: string[] = [];
  let rest = Math.max(60, Math.floor(seconds));
  for (const [name, size] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
  }
  return parts.join(', ');
}

/** Seconds since the device last booted, at a collection: it booted a while after it was installed. */
export function uptimeAt(device: DeviceRecord, at: UnixSeconds): number {
  const created = Math.floor(Date.parse(device.created) / 1000);
  // Reboots for upgrades: the last one at most 200 days ago, fixed per device.
  const since = Math.max(created, at - 200 * 86400 + (device.id % 97) * 86400);
  return Math.max(600, at - since);
}
