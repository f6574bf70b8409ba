import { formatCidr, networkOf, parseCidr } from '@lne/ip';
import { canonicalInterface, interfaceKey } from '../model/interface-names';
import type { Neighbor, NormalizedDevice, ParseWarning, SourceRef } from '../model/types';
import { normalizeMac } from '../model/values';
import { appendAll } from '../util/arrays';
import { type DeviceIndex, nameKey } from './identity';
import { neighbourRole } from './roles';
import type { Link, LinkEnd, UnknownDevice } from './types';

/** One neighbour entry, resolved: who saw whom, on which ports. */
type Observation = {
  from: NormalizedDevice;
  fromInterface: string;
  to: LinkEnd;
  protocol: Neighbor['protocol'];
  source: SourceRef;
};

/** The key of one end: device and interface, case and spelling folded. */
function endKey(end: LinkEnd, platformOf: (device: string) => string | undefined): string {
  const device = end.known ? `k:${end.device.toLowerCase()}` : `u:${end.device.toLowerCase()}`;
  const iface = end.interface ? interfaceKey(end.interface, platformOf(end.device)) : '';
  return `${device}|${iface}`;
}

function deviceKey(end: LinkEnd): string {
  return end.known ? `k:${end.device.toLowerCase()}` : `u:${end.device.toLowerCase()}`;
}

/** The far end's port in the far device's own spelling, found by name, MAC or description. */
function remoteInterface(
  index: DeviceIndex,
  device: NormalizedDevice,
  neighbor: Neighbor,
): string | undefined {
  const port = neighbor.remotePort;
  const kind = neighbor.remotePortKind ?? 'name';
  if (port && kind === 'mac') return index.interfaceWithMac(device, port)?.name;
  if (port && (kind === 'name' || kind === 'local')) {
    const found = index.interfaceOf(device, port);
    if (found) return found.name;
    if (kind === 'name') return canonicalInterface(port, device.platform).name;
  }
  // LLDP often puts the interface name in the port description when the port id is a MAC or an ifIndex.
  if (neighbor.remotePortDescription) {
    const found = index.interfaceOf(device, neighbor.remotePortDescription);
    if (found) return found.name;
  }
  return undefined;
}

export type L2Result = { links: Link[]; unknownDevices: UnknownDevice[]; warnings: ParseWarning[] };

/**
 * L2 links from CDP and LLDP: each entry resolved to an imported device (name, then management address, then
 * chassis MAC) or to an unknown device; entries of both ends joined into one link; LAG members folded.
 */
export function inferL2Links(index: DeviceIndex): L2Result {
  const warnings: ParseWarning[] = [];
  const unknown = new Map<string, UnknownDevice>();
  const observations: Observation[] = [];
  const reportsNeighbours = new Set<NormalizedDevice>();

  for (const device of index.devices) {
    if (device.neighbors.length > 0) reportsNeighbours.add(device);
    for (const neighbor of device.neighbors) {
      const addresses = neighbor.remoteManagementIps ?? [];
      const portMac = neighbor.remotePortKind === 'mac' ? neighbor.remotePort : undefined;
      const resolved =
        index.resolve(neighbor.remoteName, addresses, neighbor.remoteChassisId) ??
        (portMac ? index.resolve(undefined, [], portMac) : undefined);
      if (neighbor.remoteName && index.named(neighbor.remoteName).length > 1) {
        warnings.push({
          file: neighbor.source.file,
          line: neighbor.source.line,
          severity: 'warning',
          code: 'ambiguous-neighbour',
          text: `${neighbor.remoteName} names more than one imported device`,
        });
      }
      let to: LinkEnd;
      if (resolved?.device) {
        if (resolved.device === device) continue; // a device hearing itself (a loop, or a shared segment)
        to = {
          device: resolved.device.hostname,
          known: true,
          interface: remoteInterface(index, resolved.device, neighbor),
        };
      } else {
        const record = unknownDevice(unknown, neighbor);
        if (!record) {
          warnings.push({
            file: neighbor.source.file,
            line: neighbor.source.line,
            severity: 'info',
            code: 'anonymous-neighbour',
            text: `a ${neighbor.protocol.toUpperCase()} neighbour on ${neighbor.localInterface} announces no name, address or chassis id`,
          });
          continue;
        }
        to = {
          device: record.name,
          known: false,
          interface:
            neighbor.remotePort && neighbor.remotePortKind !== 'ifindex' ? neighbor.remotePort : undefined,
        };
      }
      observations.push({
        from: device,
        fromInterface: neighbor.localInterface,
        to,
        protocol: neighbor.protocol,
        source: neighbor.source,
      });
    }
  }

  const platforms = new Map<string, string | undefined>();
  const platformOf = (name: string) => {
    if (platforms.has(name)) return platforms.get(name);
    const platform = index.named(name)[0]?.platform;
    platforms.set(name, platform);
    return platform;
  };
  type Building = Link & { seenFrom: Set<string> };
  const links = new Map<string, Building>();
  /** The links by the key of each of their ends, in the order they were made. */
  const byEnd = new Map<string, Building[]>();
  const pending: Observation[] = [];
  const join = (link: Building, observation: Observation) => {
    if (!link.protocols.includes(observation.protocol)) link.protocols.push(observation.protocol);
    link.evidence.push(observation.source);
    link.seenFrom.add(deviceKey({ device: observation.from.hostname, known: true }));
  };
  const add = (observation: Observation) => {
    const a: LinkEnd = {
      device: observation.from.hostname,
      known: true,
      interface: observation.fromInterface,
    };
    const b = observation.to;
    const keyA = endKey(a, platformOf);
    const keyB = endKey(b, platformOf);
    const key = keyA < keyB ? `${keyA}~${keyB}` : `${keyB}~${keyA}`;
    const existing = links.get(key);
    if (existing) {
      join(existing, observation);
      return;
    }
    const [first, second] = keyA < keyB ? [a, b] : [b, a];
    const link: Building = {
      kind: 'l2',
      a: first,
      b: second,
      protocols: [observation.protocol],
      oneSided: true,
      evidence: [observation.source],
      seenFrom: new Set([deviceKey(a)]),
    };
    links.set(key, link);
    for (const end of keyA === keyB ? [keyA] : [keyA, keyB]) {
      const list = byEnd.get(end);
      if (list) list.push(link);
      else byEnd.set(end, [link]);
    }
  };
  for (const observation of observations) {
    if (observation.to.known && observation.to.interface === undefined) pending.push(observation);
    else add(observation);
  }
  // An entry that names the far device but not its port (an ifIndex, say) joins the link the far end reported:
  // the first link made at this port whose other end is that device.
  for (const observation of pending) {
    const local = endKey(
      { device: observation.from.hostname, known: true, interface: observation.fromInterface },
      platformOf,
    );
    const far = deviceKey(observation.to);
    const match = byEnd.get(local)?.find((link) => deviceKey(link.a) === far || deviceKey(link.b) === far);
    if (match) join(match, observation);
    else add(observation);
  }

  const out: Link[] = [];
  for (const { seenFrom, ...link } of links.values()) {
    const bothKnown = link.a.known && link.b.known;
    link.oneSided = !(bothKnown && seenFrom.size === 2);
    out.push(link);
  }
  appendAll(warnings, conflictingEnds(out, platformOf));
  return {
    links: foldLags(out, index),
    unknownDevices: [...unknown.values()].sort((x, y) => x.name.localeCompare(y.name)),
    warnings,
  };
}

/** An unknown neighbour, keyed by its name (or chassis id, or address); created on first sight. */
function unknownDevice(unknown: Map<string, UnknownDevice>, neighbor: Neighbor): UnknownDevice | undefined {
  const chassis = neighbor.remoteChassisId
    ? (normalizeMac(neighbor.remoteChassisId) ?? neighbor.remoteChassisId)
    : undefined;
  const announced = neighbor.remoteName?.trim();
  const name = announced ? stripSerial(announced) : (chassis ?? neighbor.remoteManagementIps?.[0]);
  if (!name) return undefined;
  const key = nameKey(name);
  let record = unknown.get(key);
  if (!record) {
    record = {
      name,
      announcedName: announced,
      managementIps: [],
      chassisId: chassis,
      platform: neighbor.remotePlatform,
      capabilities: [],
      role: { role: 'unknown', reason: 'not imported' },
      evidence: [],
    };
    unknown.set(key, record);
  }
  for (const address of neighbor.remoteManagementIps ?? [])
    if (!record.managementIps.includes(address)) record.managementIps.push(address);
  for (const capability of neighbor.remoteCapabilities ?? [])
    if (!record.capabilities.includes(capability)) record.capabilities.push(capability);
  record.platform ??= neighbor.remotePlatform;
  record.chassisId ??= chassis;
  record.evidence.push(neighbor.source);
  record.role = neighbourRole(record.platform, record.capabilities, neighbor.remoteSoftware);
  return record;
}

/** `sw1(FOX123)` → `sw1`, `sw1.example.com` → `sw1`; an address or a MAC stays whole. */
function stripSerial(name: string): string {
  const bare = /^(.+?)\s*\([^()]*\)$/.exec(name)?.[1] ?? name;
  if (
    /^\d{1,3}(\.\d{1,3}){3}$/.test(bare) ||
    bare.includes(':') ||
    /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i.test(bare)
  )
    return bare;
  const dot = bare.indexOf('.');
  return dot > 0 ? bare.slice(0, dot) : bare;
}

/** One port of an imported device linked to two different known ports: the neighbour tables disagree. */
function conflictingEnds(
  links: readonly Link[],
  platformOf: (device: string) => string | undefined,
): ParseWarning[] {
  const seen = new Map<string, Link>();
  const warnings: ParseWarning[] = [];
  for (const link of links) {
    if (!link.a.known || !link.b.known) continue;
    for (const end of [link.a, link.b]) {
      if (!end.interface) continue;
      const key = endKey(end, platformOf);
      const other = seen.get(key);
      if (other && other !== link) {
        const evidence = link.evidence[0];
        warnings.push({
          file: evidence?.file ?? '',
          line: evidence?.line ?? 0,
          severity: 'warning',
          code: 'neighbour-conflict',
          text: `${end.device} ${end.interface} is linked to more than one port (a shared segment, or neighbour tables that disagree)`,
        });
      } else seen.set(key, link);
    }
  }
  return warnings;
}

/** The LAG of each member interface of a device, by interface key, from its LAG list. */
const LAG_MEMBERS = new WeakMap<NormalizedDevice, Map<string, string>>();

function lagMembers(device: NormalizedDevice): Map<string, string> {
  let members = LAG_MEMBERS.get(device);
  if (!members) {
    members = new Map();
    for (const lag of device.lags) {
      for (const member of lag.members) {
        const key = interfaceKey(member.interface, device.platform);
        if (!members.has(key)) members.set(key, lag.name);
      }
    }
    LAG_MEMBERS.set(device, members);
  }
  return members;
}

/** The LAG an interface is a member of: from the interface itself or the device's LAG list. */
function lagOf(index: DeviceIndex, deviceName: string, iface: string | undefined): string | undefined {
  if (!iface) return undefined;
  const device = index.named(deviceName)[0];
  if (!device) return undefined;
  const own = index.interfaceOf(device, iface)?.lag;
  if (own) return index.interfaceOf(device, own)?.name ?? own;
  return lagMembers(device).get(interfaceKey(iface, device.platform));
}

/** Member links of one LAG between the same two devices become one link, with the members listed. */
function foldLags(links: readonly Link[], index: DeviceIndex): Link[] {
  const groups = new Map<string, Link[]>();
  const out: Link[] = [];
  for (const link of links) {
    const lagA = link.a.known ? lagOf(index, link.a.device, link.a.interface) : undefined;
    const lagB = link.b.known ? lagOf(index, link.b.device, link.b.interface) : undefined;
    if (!lagA && !lagB) {
      out.push(link);
      continue;
    }
    const key = `${deviceKey(link.a)}|${lagA ?? ''}~${deviceKey(link.b)}|${lagB ?? ''}`;
    const group = groups.get(key) ?? [];
    group.push(link);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const first = group[0];
    if (!first) continue;
    const lagA = first.a.known ? lagOf(index, first.a.device, first.a.interface) : undefined;
    const lagB = first.b.known ? lagOf(index, first.b.device, first.b.interface) : undefined;
    out.push({
      kind: 'l2',
      a: { ...first.a, interface: lagA ?? first.a.interface },
      b: { ...first.b, interface: lagB ?? first.b.interface },
      protocols: [...new Set(group.flatMap((link) => link.protocols))],
      oneSided: group.every((link) => link.oneSided),
      lag: {
        a: lagA,
        b: lagB,
        members: group.map((link) => ({ a: link.a.interface, b: link.b.interface })),
      },
      evidence: group.flatMap((link) => link.evidence),
    });
  }
  return out;
}

/** An interface address that takes part in L3 adjacency: not a loopback, not a host route, interface up. */
function usableAddresses(device: NormalizedDevice) {
  const out: { interface: string; vrf?: string; subnet: string; source?: SourceRef }[] = [];
  for (const iface of device.interfaces) {
    if (iface.type === 'loopback' || iface.type === 'null' || iface.type === 'management') continue;
    if (iface.adminUp === false || iface.operUp === false) continue;
    for (const address of iface.ipv4) {
      if (address.prefixLength >= 32) continue;
      const cidr = parseCidr(`${address.address}/${address.prefixLength}`);
      if (!cidr) continue;
      out.push({
        interface: iface.name,
        vrf: iface.vrf,
        subnet: formatCidr(networkOf(cidr)),
        source: address.source ?? iface.sources[0],
      });
    }
  }
  return out;
}

/**
 * A subnet shared by more devices than this is a LAN (a management VLAN of a whole building, say), not a set of
 * links: its full mesh would be n·(n−1)/2 links that say nothing the VLAN subnet does not. It gets a
 * `shared-subnet` note instead.
 */
export const MAX_L3_SUBNET_DEVICES = 16;

/**
 * L3 links from shared subnets, as Batfish synthesises them: every pair of active interfaces of two devices in
 * one subnet (not loopbacks, not /32), where no L2 link already joins the two devices. Subnets shared by more
 * than `MAX_L3_SUBNET_DEVICES` devices give a note rather than a full mesh, which keeps the work linear.
 */
export function inferL3Links(
  index: DeviceIndex,
  l2: readonly Link[],
): { links: Link[]; warnings: ParseWarning[] } {
  const joined = new Set<string>();
  for (const link of l2) {
    if (!link.a.known || !link.b.known) continue;
    const a = link.a.device.toLowerCase();
    const b = link.b.device.toLowerCase();
    joined.add(a < b ? `${a}~${b}` : `${b}~${a}`);
  }
  const bySubnet = new Map<
    string,
    { device: NormalizedDevice; interface: string; vrf?: string; source?: SourceRef }[]
  >();
  for (const device of index.devices) {
    for (const entry of usableAddresses(device)) {
      const members = bySubnet.get(entry.subnet);
      const member = { device, interface: entry.interface, vrf: entry.vrf, source: entry.source };
      if (members) members.push(member);
      else bySubnet.set(entry.subnet, [member]);
    }
  }
  const links: Link[] = [];
  const warnings: ParseWarning[] = [];
  for (const [subnet, members] of [...bySubnet.entries()].sort(([x], [y]) => x.localeCompare(y))) {
    if (members.length < 2) continue;
    const devices = new Set(members.map((m) => m.device));
    if (devices.size > MAX_L3_SUBNET_DEVICES) {
      const first = members[0]?.source;
      warnings.push({
        file: first?.file ?? '',
        line: first?.line ?? 0,
        severity: 'info',
        code: 'shared-subnet',
        text: `${subnet} is shared by ${members.length} interfaces of ${devices.size} devices: a LAN, given as its VLAN subnet rather than as links between every pair`,
      });
      continue;
    }
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const x = members[i];
        const y = members[j];
        if (!x || !y || x.device === y.device) continue;
        const a = x.device.hostname.toLowerCase();
        const b = y.device.hostname.toLowerCase();
        if (joined.has(a < b ? `${a}~${b}` : `${b}~${a}`)) continue;
        const [first, second] = a <= b ? [x, y] : [y, x];
        links.push({
          kind: 'l3',
          a: { device: first.device.hostname, known: true, interface: first.interface },
          b: { device: second.device.hostname, known: true, interface: second.interface },
          protocols: ['subnet'],
          oneSided: false,
          subnet,
          evidence: [first.source, second.source].filter((s): s is SourceRef => s !== undefined),
        });
      }
    }
  }
  return { links, warnings };
}
