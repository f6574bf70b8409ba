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

  const ends = new Ends(index);
  const links = new Map<number, Map<number, Building>>();
  /** The links by each of their ends, in the order they were made. */
  const byEnd: (Building[] | undefined)[] = [];
  /** The links in the order they were made. */
  const built: Building[] = [];
  const pending: Observation[] = [];
  const join = (building: Building, observation: Observation) => {
    const { link } = building;
    if (!link.protocols.includes(observation.protocol)) link.protocols.push(observation.protocol);
    link.evidence.push(observation.source);
    building.seenFrom.add(ends.device(observation.from.hostname, true).id);
  };
  const add = (observation: Observation) => {
    const a: LinkEnd = {
      device: observation.from.hostname,
      known: true,
      interface: observation.fromInterface,
    };
    const b = observation.to;
    const endA = ends.of(a);
    const endB = ends.of(b);
    const aFirst = ends.key(endA) < ends.key(endB);
    const [first, second] = aFirst ? [endA, endB] : [endB, endA];
    let from = links.get(first);
    if (!from) {
      from = new Map();
      links.set(first, from);
    }
    const existing = from.get(second);
    if (existing) {
      join(existing, observation);
      return;
    }
    const building: Building = {
      link: {
        kind: 'l2',
        a: aFirst ? a : b,
        b: aFirst ? b : a,
        protocols: [observation.protocol],
        oneSided: true,
        evidence: [observation.source],
      },
      seenFrom: new Set([ends.deviceOf(endA)]),
      a: first,
      b: second,
    };
    from.set(second, building);
    built.push(building);
    for (const end of endA === endB ? [endA] : [endA, endB]) {
      const list = byEnd[end];
      if (list) list.push(building);
      else byEnd[end] = [building];
    }
  };
  for (const observation of observations) {
    if (observation.to.known && observation.to.interface === undefined) pending.push(observation);
    else add(observation);
  }
  // An entry that names the far device but not its port (an ifIndex, say) joins the link the far end reported:
  // the first link made at this port whose other end is that device.
  for (const observation of pending) {
    const local = ends.of({
      device: observation.from.hostname,
      known: true,
      interface: observation.fromInterface,
    });
    const far = ends.device(observation.to.device, observation.to.known).id;
    const match = byEnd[local]?.find(
      (building) => ends.deviceOf(building.a) === far || ends.deviceOf(building.b) === far,
    );
    if (match) join(match, observation);
    else add(observation);
  }

  for (const { link, seenFrom } of built) {
    const bothKnown = link.a.known && link.b.known;
    link.oneSided = !(bothKnown && seenFrom.size === 2);
  }
  appendAll(warnings, conflictingEnds(built));
  return {
    links: foldLags(built, index, ends),
    unknownDevices: [...unknown.values()].sort((x, y) => x.name.localeCompare(y.name)),
    warnings,
  };
}

/** A link being joined from the entries of both ends, with the numbers of its ends (`Ends`). */
type Building = { link: Link; seenFrom: Set<number>; a: number; b: number };

/** A device at the end of links (imported or not, case folded) and the numbers of its ports by interface key. */
type EndDevice = {
  id: number;
  key: string;
  platform: string | undefined;
  /** The imported device of this name (the first, should two share it); for known ends only. */
  device: NormalizedDevice | undefined;
  ports: Map<string, number>;
};

/**
 * Numbers the ends of links, a device and a port each: the same device and port in any case and spelling
 * (`Gi1/0/1`, `GigabitEthernet1/0/1`) get one number, so that joining the entries of both ends compares numbers
 * rather than building and hashing a text per entry.
 */
class Ends {
  private readonly byName = [new Map<string, EndDevice>(), new Map<string, EndDevice>()];
  private readonly byKey = new Map<string, EndDevice>();
  /** By end number: the end's key (`k:<device>|<interface key>`, the order of the ends of a link) and device. */
  private readonly keys: string[] = [];
  private readonly devices: number[] = [];
  private readonly deviceAt: (NormalizedDevice | undefined)[] = [];

  /** By end number: the interface key of its port. */
  private readonly ports: string[] = [];

  constructor(private readonly index: DeviceIndex) {}

  /** The device of an end: `k:` and the name in lower case for an imported device, `u:` and it for others. */
  device(name: string, known: boolean): EndDevice {
    const names = this.byName[known ? 1 : 0] ?? new Map<string, EndDevice>();
    let device = names.get(name);
    if (!device) {
      const key = `${known ? 'k' : 'u'}:${name.toLowerCase()}`;
      device = this.byKey.get(key);
      if (!device) {
        // Names equal but for case have one name key, hence one device and platform.
        const named = this.index.named(name)[0];
        device = {
          id: this.byKey.size,
          key,
          platform: named?.platform,
          device: known ? named : undefined,
          ports: new Map(),
        };
        this.byKey.set(key, device);
      }
      names.set(name, device);
    }
    return device;
  }

  /** The number of an end. */
  of(end: LinkEnd): number {
    const device = this.device(end.device, end.known);
    const port = end.interface ? interfaceKey(end.interface, device.platform) : '';
    let id = device.ports.get(port);
    if (id === undefined) {
      id = this.keys.length;
      device.ports.set(port, id);
      this.keys.push(`${device.key}|${port}`);
      this.devices.push(device.id);
      this.ports.push(port);
      this.deviceAt.push(device.device);
    }
    return id;
  }

  key(end: number): string {
    return this.keys[end] ?? '';
  }

  deviceOf(end: number): number {
    return this.devices[end] ?? -1;
  }

  /** The imported device at an end, and the interface key of its port. */
  at(end: number): { device: NormalizedDevice | undefined; port: string } {
    return { device: this.deviceAt[end], port: this.ports[end] ?? '' };
  }
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
function conflictingEnds(links: readonly Building[]): ParseWarning[] {
  const seen = new Map<number, Link>();
  const warnings: ParseWarning[] = [];
  for (const { link, a, b } of links) {
    if (!link.a.known || !link.b.known) continue;
    for (const [end, key] of [
      [link.a, a],
      [link.b, b],
    ] as const) {
      if (!end.interface) continue;
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

/** The LAG an interface (by its interface key) is a member of: from the interface itself or the device's LAG list. */
function lagOf(index: DeviceIndex, device: NormalizedDevice, key: string): string | undefined {
  const own = index.interfaceByKey(device, key)?.lag;
  if (own) return index.interfaceOf(device, own)?.name ?? own;
  return lagMembers(device).get(key);
}

/** Member links of one LAG between the same two devices become one link, with the members listed. */
function foldLags(links: readonly Building[], index: DeviceIndex, ends: Ends): Link[] {
  /** The LAG of each end, by end number (the device and interface key decide it); null for none. */
  const lags: (string | null | undefined)[] = [];
  const lagAt = (end: LinkEnd, id: number): string | undefined => {
    if (!end.known || !end.interface) return undefined;
    let lag = lags[id];
    if (lag === undefined) {
      const { device, port } = ends.at(id);
      lag = (device && lagOf(index, device, port)) ?? null;
      lags[id] = lag;
    }
    return lag ?? undefined;
  };
  const groups = new Map<string, { lagA?: string; lagB?: string; links: Link[] }>();
  const out: Link[] = [];
  for (const { link, a, b } of links) {
    const lagA = lagAt(link.a, a);
    const lagB = lagAt(link.b, b);
    if (!lagA && !lagB) {
      out.push(link);
      continue;
    }
    // Interface names hold no line break.
    const key = `${ends.deviceOf(a)}:${ends.deviceOf(b)}:${lagA ?? ''}\n${lagB ?? ''}`;
    const group = groups.get(key);
    if (group) group.links.push(link);
    else groups.set(key, { lagA, lagB, links: [link] });
  }
  for (const { lagA, lagB, links: group } of groups.values()) {
    const first = group[0];
    if (!first) continue;
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
