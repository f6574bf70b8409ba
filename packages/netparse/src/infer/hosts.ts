import { compareIp, formatCidr, networkOf, parseCidr } from '@lne/ip';
import { interfaceKey } from '../model/interface-names';
import type { NormalizedDevice, ParseWarning, SourceRef } from '../model/types';
import { normalizeMac } from '../model/values';
import { macKind, macVendor } from '../oui/index';
import type { DeviceIndex } from './identity';
import { MacIds, macBits } from './mac-ids';
import type { DeviceRole, GatewayKind, Host, Link, UnknownDevice, VlanSubnet } from './types';

/**
 * Virtual MACs of first-hop redundancy: HSRPv1 `0000.0c07.acXX`, HSRPv2 `0000.0c9f.fXXX`, HSRP for IPv6
 * `0005.73a0.0XXX`, VRRP and CARP `0000.5e00.01XX` / `0000.5e00.02XX`, GLBP `0007.b400.XXXX`.
 */
export function isFhrpMac(mac: string): boolean {
  return (
    mac.startsWith('00:00:0c:07:ac:') ||
    /^00:00:0c:9f:f[0-9a-f]:/.test(mac) ||
    /^00:05:73:a0:0[0-9a-f]:/.test(mac) ||
    mac.startsWith('00:00:5e:00:01:') ||
    mac.startsWith('00:00:5e:00:02:') ||
    mac.startsWith('00:07:b4:00:')
  );
}

/** Neighbours behind which end hosts are still learned on the same port (a PC behind a phone, clients of an AP). */
const END_NEIGHBOURS = new Set<DeviceRole>([
  'phone',
  'access-point',
  'workstation',
  'server',
  'plc',
  'hmi',
  'io-module',
]);

/** Ports that are not edge ports of a device: links to infrastructure, LAGs and their members, STP root ports. */
function uplinkPorts(
  index: DeviceIndex,
  links: readonly Link[],
  unknownRoles: ReadonlyMap<string, DeviceRole>,
  roles: Record<string, { role: DeviceRole }>,
): Map<NormalizedDevice, Set<string>> {
  const out = new Map<NormalizedDevice, Set<string>>();
  const mark = (device: NormalizedDevice, name: string | undefined) => {
    if (!name) return;
    const set = out.get(device) ?? new Set<string>();
    set.add(interfaceKey(name, device.platform));
    out.set(device, set);
  };
  for (const link of links) {
    if (link.kind !== 'l2') continue;
    for (const [end, other] of [
      [link.a, link.b],
      [link.b, link.a],
    ] as const) {
      if (!end.known) continue;
      const device = index.named(end.device)[0];
      if (!device) continue;
      const otherRole = other.known
        ? roles[other.device]?.role
        : unknownRoles.get(other.device.toLowerCase());
      if (otherRole && END_NEIGHBOURS.has(otherRole)) continue;
      mark(device, end.interface);
      for (const member of link.lag?.members ?? []) mark(device, end === link.a ? member.a : member.b);
    }
  }
  for (const device of index.devices) {
    for (const iface of device.interfaces) if (iface.type === 'lag' || iface.lag) mark(device, iface.name);
    for (const lag of device.lags) {
      mark(device, lag.name);
      for (const member of lag.members) mark(device, member.interface);
    }
    for (const instance of device.stp?.instances ?? []) {
      mark(device, instance.rootPort);
      for (const port of instance.ports) if (port.role === 'root') mark(device, port.interface);
    }
  }
  return out;
}

/** The VLAN of a VLAN interface (`Vlan10`, `vlan10`, `irb.10` with its VLAN, `Gi0/0.10` with its tag). */
export function vlanOfInterface(iface: { name: string; type: string; vlanId?: number }): number | undefined {
  if (iface.vlanId !== undefined) return iface.vlanId;
  if (iface.type !== 'vlan') return undefined;
  const match = /(\d+)$/.exec(iface.name);
  const vlan = match ? Number(match[1]) : Number.NaN;
  return vlan >= 1 && vlan <= 4094 ? vlan : undefined;
}

/** A port as one spelling in a device's MAC table names it, resolved once per spelling. */
type Port = {
  /** The interface's name (`iface.name`), or the spelling when the device has no such interface. */
  name: string;
  /** MACs learned on the port, under any spelling (the entries of its interface key). */
  macs: { count: number };
  /** An edge port: no link to infrastructure, no LAG or member, no root port, no VLAN/loopback/tunnel interface. */
  edge: boolean;
};

/**
 * What the network shows of each MAC, by MAC number (`Macs.id`): one slot per MAC in flat arrays rather than
 * an object and three growing lists per MAC, which a few hundred thousand hosts would otherwise cost in memory
 * and garbage collection. The entries behind each MAC are logged in table order and cut into its evidence at
 * the end.
 */
class Seen {
  /** The MAC's text, as first seen. */
  readonly mac: string[] = [];
  /** Whether the MAC is a host (not a device's own, not a chassis id, FHRP virtual or group MAC). */
  readonly host: boolean[] = [];
  /** The place it is learned on with the fewest MACs (the most specific), the first of equals in table order. */
  readonly device: (NormalizedDevice | undefined)[] = [];
  readonly port: (Port | undefined)[] = [];
  readonly vlan: (number | undefined)[] = [];
  readonly source: (SourceRef | undefined)[] = [];
  /** The first device it is learned on; every such device once there are two. */
  readonly firstDevice: (NormalizedDevice | undefined)[] = [];
  readonly devices = new Map<number, Set<NormalizedDevice>>();
  /** Its first address and VLAN; the others in order, for the few MACs that have more. */
  readonly ip: (string | undefined)[] = [];
  readonly moreIps = new Map<number, string[]>();
  readonly firstVlan: (number | undefined)[] = [];
  readonly moreVlans = new Map<number, number[]>();
  /** The entries behind the MACs, in table order: whose (the MAC number) and which. */
  readonly owner: number[] = [];
  readonly entry: SourceRef[] = [];

  add(mac: string, host: boolean): void {
    this.mac.push(mac);
    this.host.push(host);
    this.device.push(undefined);
    this.port.push(undefined);
    this.vlan.push(undefined);
    this.source.push(undefined);
    this.firstDevice.push(undefined);
    this.ip.push(undefined);
    this.firstVlan.push(undefined);
  }

  note(id: number, source: SourceRef, vlan: number | undefined): void {
    this.owner.push(id);
    this.entry.push(source);
    if (vlan === undefined) return;
    const first = this.firstVlan[id];
    if (first === undefined) this.firstVlan[id] = vlan;
    else if (first !== vlan) {
      const more = this.moreVlans.get(id);
      if (!more) this.moreVlans.set(id, [vlan]);
      else if (!more.includes(vlan)) more.push(vlan);
    }
  }

  address(id: number, ip: string): void {
    const first = this.ip[id];
    if (first === undefined) this.ip[id] = ip;
    else if (first !== ip) {
      const more = this.moreIps.get(id);
      if (!more) this.moreIps.set(id, [ip]);
      else if (!more.includes(ip)) more.push(ip);
    }
  }

  /** Learned on an edge port of a device: the most specific port wins (fewest MACs, then device, then port). */
  learned(id: number, device: NormalizedDevice, port: Port, vlan: number | undefined, source: SourceRef) {
    const first = this.firstDevice[id];
    if (!first) this.firstDevice[id] = device;
    else if (first !== device) {
      const devices = this.devices.get(id);
      if (devices) devices.add(device);
      else this.devices.set(id, new Set([first, device]));
    } else this.devices.get(id)?.add(device);
    const bestPort = this.port[id];
    const bestDevice = this.device[id];
    if (
      !bestPort ||
      !bestDevice ||
      (port.macs.count - bestPort.macs.count ||
        device.hostname.localeCompare(bestDevice.hostname) ||
        port.name.localeCompare(bestPort.name)) < 0
    ) {
      this.device[id] = device;
      this.port[id] = port;
      this.vlan[id] = vlan;
      this.source[id] = source;
    }
  }

  /** The evidence of every MAC, by MAC number: its entries in table order. */
  evidence(): (id: number) => SourceRef[] {
    const count = this.mac.length;
    const start = new Int32Array(count + 1);
    for (const id of this.owner) start[id + 1] = (start[id + 1] ?? 0) + 1;
    for (let id = 0; id < count; id++) start[id + 1] = (start[id + 1] ?? 0) + (start[id] ?? 0);
    const at = start.slice(0, count);
    const ordered: SourceRef[] = new Array(this.entry.length);
    this.owner.forEach((id, i) => {
      const entry = this.entry[i];
      const slot = at[id] ?? 0;
      if (entry) ordered[slot] = entry;
      at[id] = slot + 1;
    });
    return (id) => ordered.slice(start[id] ?? 0, start[id + 1] ?? 0);
  }
}

/**
 * Hosts: MACs learned on edge ports (not a link to infrastructure, not a LAG, not a root port) and MACs of ARP
 * entries; a known device's own MACs, neighbours' chassis ids, FHRP virtual MACs and group addresses never are.
 * The IP addresses come from every device's ARP table; the vendor from the IEEE registry. One pass over the
 * tables, each MAC judged once and numbered (`MacIds` for MACs of the model's form, by text for others): linear
 * in the entries.
 */
export function inferHosts(
  index: DeviceIndex,
  links: readonly Link[],
  unknownDevices: readonly UnknownDevice[],
  roles: Record<string, { role: DeviceRole }>,
): { hosts: Host[]; warnings: ParseWarning[] } {
  const warnings: ParseWarning[] = [];
  // The imported devices' own MACs (the index knows them) and the chassis ids of the unknown neighbours.
  const unknownChassis = new Set<string>();
  for (const device of unknownDevices) {
    const mac = device.chassisId ? normalizeMac(device.chassisId) : undefined;
    if (mac) unknownChassis.add(mac);
  }
  // Without MAC tables no MAC is placed on a port: the ports that are no edge ports need not be known.
  const unknownRoles = new Map(unknownDevices.map((d) => [d.name.toLowerCase(), d.role.role]));
  let entries = 0;
  for (const device of index.devices) entries += device.macTable.length;
  const uplinks =
    entries > 0 ? uplinkPorts(index, links, unknownRoles, roles) : new Map<NormalizedDevice, Set<string>>();

  // Tables repeat MACs (every switch on the path, every gateway's ARP): each MAC is judged once and numbered;
  // MACs of the model's form by their 48 bits, others by their text (numbered after the first).
  const numbers = new MacIds(entries);
  /** The number in `seen` of each MAC of `numbers`, and of each MAC of another spelling. */
  const idOfNumber: number[] = [];
  const idOfText = new Map<string, number>();
  const seen = new Seen();
  const id = (mac: string): number => {
    const bits = macBits(mac);
    let found: number | undefined;
    if (bits >= 0) {
      const number = numbers.add(bits);
      found = idOfNumber[number];
      if (found === undefined) {
        found = seen.mac.length;
        idOfNumber.push(found);
      }
    } else {
      found = idOfText.get(mac);
      if (found === undefined) {
        found = seen.mac.length;
        idOfText.set(mac, found);
      }
    }
    if (found === seen.mac.length) {
      seen.add(
        mac,
        macKind(mac) !== 'multicast' &&
          !isFhrpMac(mac) &&
          !index.isDeviceMac(mac) &&
          !unknownChassis.has(mac),
      );
    }
    return seen.host[found] ? found : -1;
  };

  /** The port of each entry of the device at hand (the same spellings repeat through a table). */
  const portOfEntry: (Port | undefined)[] = [];
  for (const device of index.devices) {
    if (device.macTable.length === 0) continue;
    const edgeBlocked = uplinks.get(device);
    const ports = new Map<string, Port>();
    const counts = new Map<string, { count: number }>();
    const table = device.macTable;
    portOfEntry.length = table.length;
    for (let i = 0; i < table.length; i++) {
      const raw = table[i]?.interface;
      if (!raw) {
        portOfEntry[i] = undefined;
        continue;
      }
      let port = ports.get(raw);
      if (!port) {
        const key = interfaceKey(raw, device.platform);
        let macs = counts.get(key);
        if (!macs) {
          macs = { count: 0 };
          counts.set(key, macs);
        }
        const iface = index.interfaceByKey(device, key);
        const edge =
          !edgeBlocked?.has(key) &&
          !(iface?.type === 'lag' || iface?.lag) &&
          !(iface?.type === 'vlan' || iface?.type === 'loopback' || iface?.type === 'tunnel');
        port = { name: iface?.name ?? raw, macs, edge };
        ports.set(raw, port);
      }
      port.macs.count++;
      portOfEntry[i] = port;
    }
    for (let i = 0; i < table.length; i++) {
      const port = portOfEntry[i];
      const entry = table[i];
      if (!port?.edge || !entry || entry.type === 'system') continue;
      const mac = id(entry.mac);
      if (mac < 0) continue;
      seen.note(mac, entry.source, entry.vlan);
      seen.learned(mac, device, port, entry.vlan, entry.source);
    }
  }
  portOfEntry.length = 0;

  for (const device of index.devices) {
    if (device.arp.length === 0) continue;
    /** The VLAN of each interface spelling of the ARP table (-1 for none). */
    const vlanOf = new Map<string, number>();
    for (const entry of device.arp) {
      if (!entry.mac || entry.type === 'local') continue;
      const mac = id(entry.mac);
      if (mac < 0) continue;
      seen.address(mac, entry.ip);
      let vlan: number | undefined;
      if (entry.interface) {
        let known = vlanOf.get(entry.interface);
        if (known === undefined) {
          const iface = index.interfaceOf(device, entry.interface);
          known = (iface ? vlanOfInterface(iface) : undefined) ?? -1;
          vlanOf.set(entry.interface, known);
        }
        vlan = known < 0 ? undefined : known;
      }
      seen.note(mac, entry.source, vlan);
    }
  }

  const evidenceOf = seen.evidence();
  const hosts: Host[] = [];
  const host = (id: number) => {
    const mac = seen.mac[id];
    if (mac === undefined || !seen.host[id]) return;
    const device = seen.device[id];
    const port = seen.port[id];
    const source = seen.source[id];
    const best = device && port && source ? { device, port, source } : undefined;
    const devices = seen.devices.get(id);
    if (best && devices) {
      warnings.push({
        file: best.source.file,
        line: best.source.line,
        severity: 'info',
        code: 'host-on-several-edge-ports',
        text: `${mac} is learned on edge ports of ${devices.size} devices; placed on ${best.device.hostname} ${best.port.name}`,
      });
    }
    const ip = seen.ip[id];
    const moreIps = seen.moreIps.get(id);
    const vlan = seen.firstVlan[id];
    const moreVlans = seen.moreVlans.get(id);
    hosts.push({
      mac,
      ips: ip === undefined ? [] : moreIps ? [ip, ...moreIps].sort(compareIp) : [ip],
      vendor: macVendor(mac),
      location: best
        ? {
            device: best.device.hostname,
            interface: best.port.name,
            vlan: seen.vlan[id],
            evidence: best.source,
          }
        : undefined,
      vlans: vlan === undefined ? [] : moreVlans ? [vlan, ...moreVlans].sort((a, b) => a - b) : [vlan],
      evidence: evidenceOf(id),
    });
  };
  // By MAC text: numbers of the model's form sort as their texts do; the other spellings merged in between.
  const spelled = [...idOfText.entries()].sort(([x], [y]) => (x < y ? -1 : 1));
  let next = 0;
  for (const bits of numbers.sorted()) {
    const id = idOfNumber[numbers.get(bits)] ?? -1;
    const mac = seen.mac[id];
    if (mac === undefined || !seen.host[id]) continue;
    for (let other = spelled[next]; other && other[0] < mac; other = spelled[++next]) host(other[1]);
    host(id);
  }
  for (; next < spelled.length; next++) host(spelled[next]?.[1] ?? -1);
  return { hosts, warnings };
}

/** VLAN subnets with their gateways: addresses of VLAN interfaces and their HSRP/VRRP/VARP virtual addresses. */
export function inferVlanSubnets(devices: readonly NormalizedDevice[]): VlanSubnet[] {
  const subnets = new Map<string, VlanSubnet>();
  /** The gateway addresses a subnet has of each device already (`device|ip`): a virtual address counts once. */
  const givenOf = new Map<VlanSubnet, Set<string>>();
  for (const device of devices) {
    for (const iface of device.interfaces) {
      const vlan = vlanOfInterface(iface);
      if (vlan === undefined) continue;
      for (const address of iface.ipv4) {
        const cidr = parseCidr(`${address.address}/${address.prefixLength}`);
        if (!cidr || address.prefixLength >= 32) continue;
        const subnet = formatCidr(networkOf(cidr));
        const key = `${iface.vrf ?? ''}|${subnet}|${vlan}`;
        let entry = subnets.get(key);
        let given = entry ? givenOf.get(entry) : undefined;
        if (!entry || !given) {
          entry = { vlan, subnet, vrf: iface.vrf, gateways: [] };
          given = new Set<string>();
          subnets.set(key, entry);
          givenOf.set(entry, given);
        }
        entry.gateways.push({
          ip: address.address,
          device: device.hostname,
          interface: iface.name,
          kind: 'svi',
          evidence: address.source ?? iface.sources[0],
        });
        given.add(`${device.hostname}|${address.address}`);
        for (const group of iface.fhrp ?? []) {
          if (!group.virtualIp) continue;
          const kind: GatewayKind = group.protocol;
          const virtual = `${device.hostname}|${group.virtualIp}`;
          if (given.has(virtual)) continue;
          given.add(virtual);
          entry.gateways.push({
            ip: group.virtualIp,
            device: device.hostname,
            interface: iface.name,
            kind,
            evidence: group.source ?? iface.sources[0],
          });
        }
      }
    }
  }
  return [...subnets.values()].sort(
    (a, b) =>
      (a.vlan ?? 0) - (b.vlan ?? 0) ||
      a.subnet.localeCompare(b.subnet) ||
      (a.vrf ?? '').localeCompare(b.vrf ?? ''),
  );
}
