import { compareIp, formatCidr, networkOf, parseCidr } from '@lne/ip';
import { interfaceKey } from '../model/interface-names';
import type { NormalizedDevice, ParseWarning, SourceRef } from '../model/types';
import { normalizeMac } from '../model/values';
import { macKind, macVendor } from '../oui/index';
import type { DeviceIndex } from './identity';
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

type Candidate = {
  device: NormalizedDevice;
  interface: string;
  vlan?: number;
  source: SourceRef;
  portMacs: number;
};

/** The order of the places a MAC is learned: fewest MACs on the port first, then by device and port name. */
function byPlace(x: Candidate, y: Candidate): number {
  return (
    x.portMacs - y.portMacs ||
    x.device.hostname.localeCompare(y.device.hostname) ||
    x.interface.localeCompare(y.interface)
  );
}

/** What the network shows of one MAC: where it is learned, its addresses, VLANs and the entries behind them. */
type Seen = { candidates: Candidate[]; ips: string[]; vlans: number[]; evidence: SourceRef[] };

/**
 * Hosts: MACs learned on edge ports (not a link to infrastructure, not a LAG, not a root port) and MACs of ARP
 * entries; a known device's own MACs, neighbours' chassis ids, FHRP virtual MACs and group addresses never are.
 * The IP addresses come from every device's ARP table; the vendor from the IEEE registry. One pass over the
 * tables, one record per MAC: linear in the entries.
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
  const uplinks = index.devices.some((d) => d.macTable.length > 0)
    ? uplinkPorts(index, links, unknownRoles, roles)
    : new Map<NormalizedDevice, Set<string>>();

  // Tables repeat MACs (every switch on the path, every gateway's ARP): each MAC is judged once, and gets one
  // record (null for a MAC that is no host).
  const seenOf = new Map<string, Seen | null>();
  const seen = (mac: string): Seen | null => {
    let record = seenOf.get(mac);
    if (record === undefined) {
      const host =
        macKind(mac) !== 'multicast' &&
        !isFhrpMac(mac) &&
        !index.isDeviceMac(mac) &&
        !unknownChassis.has(mac);
      record = host ? { candidates: [], ips: [], vlans: [], evidence: [] } : null;
      seenOf.set(mac, record);
    }
    return record;
  };
  const note = (record: Seen, source: SourceRef, vlan?: number) => {
    record.evidence.push(source);
    if (vlan !== undefined && !record.vlans.includes(vlan)) record.vlans.push(vlan);
  };

  for (const device of index.devices) {
    const edgeBlocked = uplinks.get(device) ?? new Set<string>();
    const keys = device.macTable.map((entry) =>
      entry.interface ? interfaceKey(entry.interface, device.platform) : undefined,
    );
    const perPort = new Map<string, number>();
    for (const key of keys) if (key !== undefined) perPort.set(key, (perPort.get(key) ?? 0) + 1);
    device.macTable.forEach((entry, i) => {
      const key = keys[i];
      if (key === undefined || !entry.interface || entry.type === 'system') return;
      if (edgeBlocked.has(key)) return;
      const iface = index.interfaceByKey(device, key);
      if (iface?.type === 'lag' || iface?.lag) return;
      if (iface?.type === 'vlan' || iface?.type === 'loopback' || iface?.type === 'tunnel') return;
      const record = seen(entry.mac);
      if (!record) return;
      note(record, entry.source, entry.vlan);
      record.candidates.push({
        device,
        interface: iface?.name ?? entry.interface,
        vlan: entry.vlan,
        source: entry.source,
        portMacs: perPort.get(key) ?? 1,
      });
    });
  }

  for (const device of index.devices) {
    for (const entry of device.arp) {
      if (!entry.mac || entry.type === 'local') continue;
      const record = seen(entry.mac);
      if (!record) continue;
      if (!record.ips.includes(entry.ip)) record.ips.push(entry.ip);
      const iface = entry.interface ? index.interfaceOf(device, entry.interface) : undefined;
      note(record, entry.source, iface ? vlanOfInterface(iface) : undefined);
    }
  }

  const hosts: Host[] = [];
  const macs: string[] = [];
  for (const [mac, record] of seenOf) if (record) macs.push(mac);
  macs.sort();
  for (const mac of macs) {
    const record = seenOf.get(mac);
    if (!record) continue;
    // The most specific port wins: an access port with one MAC before an unmanaged switch's port with many.
    let best: Candidate | undefined;
    for (const c of record.candidates) if (!best || byPlace(c, best) < 0) best = c;
    if (best && record.candidates.some((c) => c.device !== best?.device)) {
      const devices = new Set(record.candidates.map((c) => c.device));
      warnings.push({
        file: best.source.file,
        line: best.source.line,
        severity: 'info',
        code: 'host-on-several-edge-ports',
        text: `${mac} is learned on edge ports of ${devices.size} devices; placed on ${best.device.hostname} ${best.interface}`,
      });
    }
    hosts.push({
      mac,
      ips: record.ips.length > 1 ? record.ips.sort(compareIp) : record.ips,
      vendor: macVendor(mac),
      location: best
        ? { device: best.device.hostname, interface: best.interface, vlan: best.vlan, evidence: best.source }
        : undefined,
      vlans: record.vlans.sort((a, b) => a - b),
      evidence: record.evidence,
    });
  }
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
