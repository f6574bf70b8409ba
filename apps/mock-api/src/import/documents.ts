import { formatCidr, networkOf, parseCidr } from '@lne/ip';
import {
  type ConfigFacts,
  interfaceKey,
  type Link,
  macVendor,
  type NormalizedDevice,
  type NormalizedInterface,
  nameKey,
  normalizeMac,
  type ParsedSnapshot,
  type StpPortRole as ParsedStpRole,
  type StpPortState as ParsedStpState,
  type RoleDecision,
  type UnknownDevice,
  vlanOfInterface,
} from '@lne/netparse';
import type { StoredConfig, StoredHost } from '../db/network-store';
import type {
  DeviceInfo,
  DeviceLag,
  DevicePort,
  DeviceRecord,
  DeviceRoute,
  DeviceStp,
  DevType,
  GroupNode,
  LinkSource,
  NeighborConnection,
  PortState,
  PortType,
  StpInstance,
  StpPortRole,
  StpPortState,
  StpProtocol,
  UnixSeconds,
  VlanRecord,
} from '../model/documents';
import { deviceVendor, softwareText, vendorKey } from './vendors';

/**
 * What a parsed snapshot becomes in a network's documents: devices (imported ones known, neighbours nobody
 * logged into unknown), hosts, VLANs, site groups and configuration versions. Identity is kept across runs: a
 * device is the one it was by serial, then hostname, then chassis MAC; a host by its MAC; a VLAN by site and
 * id. What the user added (tags, notes, zones, creation dates) stays; devices and hosts missing from the
 * import stay with their `last_seen`.
 */

/** An interface as the importer reads it: without where each of its fields was read. */
export type ImportedInterface = Omit<NormalizedInterface, 'sources' | 'fieldSources'>;

/**
 * A device as the importer reads it: what its documents are made of, without the evidence kept for other
 * readers (the configuration tree and its other facts, MAC and ARP tables, neighbour entries, inventory,
 * firmware, the files read).
 */
export type ImportedDevice = Omit<
  NormalizedDevice,
  'interfaces' | 'config' | 'neighbors' | 'macTable' | 'arp' | 'inventory' | 'firmware' | 'files'
> & {
  interfaces: ImportedInterface[];
  config?: Pick<ConfigFacts, 'file' | 'stp'>;
};

/** A parse as the importer reads it (`snapshotToDocuments`, the parse report); any `ParsedSnapshot` is one. */
export type ImportedSnapshot = Omit<ParsedSnapshot, 'devices'> & { devices: ImportedDevice[] };

/**
 * The parse with only what the importer reads: about a third of its size, so that it crosses from the parse
 * worker to the server's thread quickly. `snapshotToDocuments` gives the same documents from either.
 */
export function importedSnapshot(parsed: ParsedSnapshot): ImportedSnapshot {
  return {
    ...parsed,
    devices: parsed.devices.map(
      ({ interfaces, config, neighbors, macTable, arp, inventory, firmware, files, ...device }) => ({
        ...device,
        interfaces: interfaces.map(({ sources, fieldSources, ...iface }) => iface),
        ...(config ? { config: { file: config.file, stp: config.stp } } : {}),
      }),
    ),
  };
}

export type ExistingDocuments = {
  devices: readonly DeviceRecord[];
  hosts: readonly StoredHost[];
  vlans: readonly VlanRecord[];
  groups: readonly GroupNode[];
  configs: readonly StoredConfig[];
};

export type IdAllocator = {
  /** The next numeric device id, unique across every network. */
  device: () => number;
  host: () => number;
  config: () => number;
  vlan: () => number;
  group: () => number;
  ulid: (ms: number) => string;
};

export type ImportDocuments = {
  /** Every device document to write (changed or new); devices missing from the import are not in it. */
  devices: DeviceRecord[];
  hosts: StoredHost[];
  vlans: VlanRecord[];
  groups: GroupNode[];
  /** New configuration versions only: a device whose text did not change gets none. */
  configs: StoredConfig[];
  summary: {
    devicesKnown: number;
    devicesUnknown: number;
    devicesNew: number;
    hosts: number;
    vlans: number;
    configVersions: number;
    links: number;
  };
};

/**
 * The product's device types from what a device is. A layer-3 switch is a switch (its routed interfaces are
 * in its ports); `unknown` leaves the type a document had.
 */
const DEV_TYPE: Record<RoleDecision['role'], DevType> = {
  router: 'router',
  'l3-switch': 'switch',
  switch: 'switch',
  firewall: 'firewall',
  'wireless-controller': 'wireless-controller',
  'access-point': 'access-point',
  server: 'server',
  workstation: 'workstation',
  phone: 'phone',
  plc: 'plc',
  hmi: 'hmi',
  'io-module': 'io-module',
  gateway: 'gateway',
  unknown: 'unknown',
};

/** The type of a device: what it is by the parse, else what its document said (a user's, or an earlier one). */
function devType(role: RoleDecision['role'] | undefined, before: DeviceRecord | undefined): DevType {
  const inferred = DEV_TYPE[role ?? 'unknown'];
  return inferred === 'unknown' ? (before?.dev_type ?? 'unknown') : inferred;
}

function isoDate(seconds: UnixSeconds): string {
  return new Date(seconds * 1000).toISOString();
}

function maskOf(length: number): string {
  const mask = length === 0 ? 0 : (0xffffffff << (32 - length)) >>> 0;
  return [24, 16, 8, 0].map((shift) => (mask >>> shift) & 255).join('.');
}

function portState(iface: ImportedInterface): PortState {
  if (/err-?disabled/i.test(iface.statusText ?? '')) return 'err-disabled';
  if (iface.operUp === true) return 'up';
  if (iface.operUp === false || iface.adminUp === false) return 'down';
  return iface.adminUp === true ? 'up' : 'down';
}

function portType(iface: ImportedInterface): PortType {
  if (iface.lag) return 'lag-member';
  if (iface.type === 'management') return 'management';
  if (iface.mode === 'trunk') return 'trunk';
  if (iface.mode === 'access') return 'access';
  if (iface.ipv4.length > 0 || iface.mode === 'routed' || iface.type === 'vlan' || iface.type === 'loopback')
    return 'routed';
  return 'access';
}

/**
 * Ports of the device model: the interfaces a device has, physical and logical. An interface that carries
 * VLAN interfaces of its own (RouterOS `vlan10` on `ether2`, IOS `Gi0/1.10`) and has no switchport mode is a
 * trunk of those VLANs.
 */
function portsOf(device: ImportedDevice, vlanIds: number[]): Record<string, DevicePort> {
  const ports: Record<string, DevicePort> = {};
  const carried = new Map<string, number[]>();
  for (const iface of device.interfaces) {
    if (iface.parent === undefined || iface.vlanId === undefined) continue;
    if (iface.type !== 'vlan' && iface.type !== 'subinterface') continue;
    const key = interfaceKey(iface.parent, device.platform);
    carried.set(key, [...(carried.get(key) ?? []), iface.vlanId]);
  }
  for (const iface of device.interfaces) {
    if (iface.type === 'null') continue;
    const subVlans = carried.get(interfaceKey(iface.name, device.platform));
    const type = subVlans && iface.mode === undefined && iface.ipv4.length === 0 ? 'trunk' : portType(iface);
    const tagged =
      iface.allowedVlans === 'all'
        ? vlanIds
        : (iface.allowedVlans ?? (subVlans ? [...subVlans].sort((a, b) => a - b) : []));
    // A LAG member carries what its switchport carries (the LAG's VLANs).
    const carries =
      type === 'lag-member'
        ? iface.mode === 'trunk'
          ? 'trunk'
          : iface.mode === 'access'
            ? 'access'
            : 'none'
        : type;
    ports[iface.name] = {
      if_no: iface.name,
      if_no_short: iface.shortName,
      if_state: portState(iface),
      port_type: type,
      vlan_id:
        carries === 'trunk'
          ? (iface.nativeVlan ?? 1)
          : carries === 'access'
            ? (iface.accessVlan ?? 1)
            : (vlanOfInterface(iface) ?? null),
      tagged: carries === 'trunk' ? [...tagged] : iface.voiceVlan !== undefined ? [iface.voiceVlan] : [],
      description: iface.description ?? '',
      speed: iface.speedMbps ?? iface.speedText ?? null,
      duplex: iface.duplex ?? 'unknown',
    };
  }
  return ports;
}

function routesOf(device: ImportedDevice): Record<string, DeviceRoute> {
  const routes: Record<string, DeviceRoute> = {};
  for (const route of device.routes) {
    const cidr = parseCidr(route.prefix);
    if (cidr?.version !== 4) continue;
    const network = formatCidr(networkOf(cidr)).split('/')[0] ?? '';
    const vrf = route.vrf ?? 'default';
    const hops = route.nextHops.length > 0 ? route.nextHops : [{}];
    for (const hop of hops) {
      const key = `${vrf}|${network}/${cidr.length}|${hop.ip ?? hop.interface ?? ''}`;
      routes[key] = {
        network,
        mask: maskOf(cidr.length),
        protocol: route.protocol,
        nexthop_ip: hop.ip ?? null,
        nexthop_if: hop.interface ?? (hop.discard ? 'Null0' : null),
        vrf,
      };
    }
  }
  return routes;
}

function lagsOf(device: ImportedDevice): Record<string, DeviceLag> {
  const lags: Record<string, DeviceLag> = {};
  const members = new Map<string, { if_no: string; status: 'up' | 'down' }[]>();
  for (const lag of device.lags) {
    members.set(
      lag.name,
      lag.members.map((m) => ({ if_no: m.interface, status: m.bundled === false ? 'down' : 'up' })),
    );
  }
  for (const iface of device.interfaces) {
    if (!iface.lag) continue;
    const list = members.get(iface.lag) ?? [];
    if (
      !list.some((m) => interfaceKey(m.if_no, device.platform) === interfaceKey(iface.name, device.platform))
    ) {
      list.push({ if_no: iface.name, status: iface.operUp === false ? 'down' : 'up' });
    }
    members.set(iface.lag, list);
  }
  for (const [name, list] of members) {
    const lag = device.lags.find((l) => l.name === name);
    const number = Number(/(\d+)$/.exec(name)?.[1] ?? 0);
    lags[name] = {
      group_id: number,
      name,
      protocol: lag?.protocol === 'static' ? 'static' : 'lacp',
      members: Object.fromEntries(list.map((m) => [m.if_no, m])),
    };
  }
  return lags;
}

const STP_ROLES: Record<ParsedStpRole, StpPortRole> = {
  root: 'Root',
  designated: 'Designated',
  alternate: 'Alternate',
  backup: 'Backup',
  master: 'Master',
  disabled: 'Disabled',
  unknown: 'Disabled',
};

const STP_STATES: Record<ParsedStpState, StpPortState> = {
  forwarding: 'Forwarding',
  blocking: 'Blocking',
  discarding: 'Blocking',
  listening: 'Listening',
  learning: 'Learning',
  disabled: 'Disabled',
  broken: 'Broken',
};

const STP_PROTOCOLS: Record<string, StpProtocol> = {
  mst: 'mstp',
  rstp: 'rstp',
  stp: 'stp',
  pvst: 'pvst',
  'rapid-pvst': 'rapid-pvst',
};

/**
 * The VLANs of an instance: those the device lists for it, the one VLAN of a PVST instance, an MST instance's
 * from the region's mapping in the configuration (the CIST: every VLAN of the device mapped elsewhere not),
 * and every VLAN of the device for the one tree of RSTP or STP.
 */
function instanceVlans(
  device: ImportedDevice,
  instance: NonNullable<ImportedDevice['stp']>['instances'][number],
  protocol: StpProtocol,
): number[] {
  if (instance.vlans) return [...instance.vlans];
  if (instance.vlan !== undefined) return [instance.vlan];
  const all = device.vlans.map((v) => v.id).sort((a, b) => a - b);
  if (protocol !== 'mstp') return all;
  const region = device.config?.stp.mstRegion?.instances ?? [];
  const id = instance.mstInstance ?? 0;
  if (id !== 0) return [...(region.find((r) => r.id === id)?.vlans ?? [])];
  const elsewhere = new Set(region.flatMap((r) => r.vlans));
  return all.filter((v) => !elsewhere.has(v));
}

/** The priority the configuration gives a bridge in an instance (per VLAN, per MST instance, or the bridge's). */
function configuredPriority(device: ImportedDevice, key: number, protocol: StpProtocol): number | undefined {
  const priorities = device.config?.stp.priorities ?? [];
  const scope = protocol === 'mstp' ? 'instance' : 'vlan';
  return (
    priorities.find((p) => p.scope === scope && p.id === key)?.priority ??
    priorities.find((p) => p.scope === 'bridge')?.priority
  );
}

function stpOf(device: ImportedDevice): DeviceStp | null {
  const stp = device.stp;
  if (!stp || stp.instances.length === 0) return null;
  const mode = stp.mode ?? device.config?.stp.mode;
  if (mode === 'none') return null;
  const protocol = STP_PROTOCOLS[mode ?? ''] ?? 'rstp';
  const instances: Record<string, StpInstance> = {};
  const shortName = new Map(device.interfaces.map((i) => [i.name, i.shortName]));
  for (const [index, instance] of stp.instances.entries()) {
    const id = instance.mstInstance ?? instance.vlan ?? index;
    const bridgePriority = instance.bridgePriority ?? configuredPriority(device, id, protocol) ?? 32768;
    instances[String(id)] = {
      mapped_vlans: instanceVlans(device, instance, protocol),
      is_root: instance.isRoot === true,
      root_port: instance.rootPort ?? null,
      root_port_short: instance.rootPort ? (shortName.get(instance.rootPort) ?? instance.rootPort) : null,
      bridge_priority: bridgePriority,
      root_priority: instance.rootPriority ?? bridgePriority,
      bridge_address: { address: instance.bridgeMac ?? '' },
      root_address: { address: instance.rootMac ?? '' },
      interfaces: instance.ports.map((port) => ({
        if_no: port.interface,
        if_no_short: shortName.get(port.interface) ?? port.interface,
        role: STP_ROLES[port.role],
        state: STP_STATES[port.state],
        cost: port.cost ?? 0,
        priority: port.priority ?? 128,
      })),
    };
  }
  return { protocol, instances };
}

/** Matches a parsed device to an existing document: serial, then hostname, then base MAC. */
class Identities {
  private readonly bySerial = new Map<string, DeviceRecord>();
  private readonly byName = new Map<string, DeviceRecord>();
  private readonly byMac = new Map<string, DeviceRecord>();
  private readonly byAddress = new Map<string, DeviceRecord>();

  constructor(devices: readonly DeviceRecord[]) {
    for (const device of devices) {
      const serial = device.data.version.serial?.trim().toLowerCase();
      if (serial) this.bySerial.set(serial, device);
      this.byName.set(nameKey(device.data.name), device);
      const mac = normalizeMac(device.data.mac.address);
      if (mac) this.byMac.set(mac, device);
      if (device.data.ip_address) this.byAddress.set(device.data.ip_address, device);
    }
  }

  known(device: ImportedDevice): DeviceRecord | undefined {
    const serial = device.system.serial?.trim().toLowerCase();
    return (
      (serial ? this.bySerial.get(serial) : undefined) ??
      this.byName.get(nameKey(device.hostname)) ??
      (device.system.baseMac ? this.byMac.get(device.system.baseMac) : undefined)
    );
  }

  unknown(device: UnknownDevice): DeviceRecord | undefined {
    const mac = device.chassisId ? normalizeMac(device.chassisId) : undefined;
    return (
      this.byName.get(nameKey(device.name)) ??
      (mac ? this.byMac.get(mac) : undefined) ??
      device.managementIps.map((ip) => this.byAddress.get(ip)).find((d) => d !== undefined)
    );
  }
}

type Built = { record: DeviceRecord; isNew: boolean };

/** Turns a parsed snapshot into the network's documents, keeping identities and what users added. */
export function snapshotToDocuments(
  parsed: ImportedSnapshot,
  existing: ExistingDocuments,
  options: {
    networkId: number;
    now: UnixSeconds;
    ids: IdAllocator;
    /** The text of a configuration file of the snapshot, by the path its report names. */
    textOf: (file: string) => string | undefined;
  },
): ImportDocuments {
  const { networkId, now, ids } = options;
  const identities = new Identities(existing.devices);
  const groups = siteGroups(parsed, existing.groups, ids);

  // Devices: imported ones (known) first, then neighbours nobody logged into (unknown).
  const byHostname = new Map<string, Built>();
  const vlanIdsOf = (device: ImportedDevice) => device.vlans.map((v) => v.id);
  for (const device of parsed.devices) {
    const before = identities.known(device);
    const site = parsed.inventory[device.hostname]?.site;
    const group = site ? groups.bySite.get(site) : undefined;
    const id = before?.unique_id ?? ids.ulid(now * 1000);
    const info: DeviceInfo = {
      id,
      name: device.hostname,
      known: true,
      last_seen: now,
      ip_address: device.managementIp ?? '',
      mac: { address: device.system.baseMac ?? device.interfaces.find((i) => i.mac)?.mac ?? '' },
      version: {
        vendor: deviceVendor(device.platform, device.system.vendor, device.system.model),
        model: device.system.model ?? '',
        software: softwareText(device.platform, device.system.osVersion),
        serial: device.system.serial ?? '',
      },
      ports: portsOf(device, vlanIdsOf(device)),
      hosts: {},
      neighbors: {},
      routes: routesOf(device),
      vlans: Object.fromEntries(
        device.vlans.map((v) => [String(v.id), { vlan_id: v.id, vlan_name: v.name ?? `VLAN${v.id}` }]),
      ),
      vrfs: Object.fromEntries(
        device.vrfs.map((v) => [
          v.name,
          {
            vrf_name: v.name,
            proto: 'ipv4' as const,
            interfaces: [...v.interfaces],
            route_distinguisher: v.rd ?? null,
          },
        ]),
      ),
      lags: lagsOf(device),
      ip_configs: Object.fromEntries(
        device.interfaces
          .filter((i) => i.ipv4.length > 0)
          .map((i) => [
            i.name,
            {
              interface_name: i.name,
              ip_interfaces: i.ipv4.map((a) => ({ ipv4: a.address, prefix_length: a.prefixLength })),
              port_status: portState(i),
              vrf: i.vrf ?? 'default',
            },
          ]),
      ),
      stp: stpOf(device),
    };
    const record: DeviceRecord = {
      unique_id: id,
      id: before?.id ?? ids.device(),
      created: before?.created ?? isoDate(now),
      explorer_network_id: networkId,
      dev_type: devType(parsed.inference.roles[device.hostname]?.role, before),
      group_id: group?.id ?? before?.group_id ?? groups.unassigned().id,
      zone_id: before?.zone_id ?? null,
      new_device: before === undefined,
      tag_ids: before?.tag_ids ?? [],
      notes: before?.notes ?? '',
      data: info,
    };
    byHostname.set(device.hostname.toLowerCase(), { record, isNew: before === undefined });
  }
  const unknownByName = new Map<string, Built>();
  /** Documents of devices imported earlier and not in this import: links point at them, they stay unchanged. */
  const untouched = new Set<DeviceRecord>();
  for (const device of parsed.inference.unknownDevices) {
    const before = identities.unknown(device);
    if (before?.data.known && !byHostname.has(before.data.name.toLowerCase())) {
      unknownByName.set(device.name.toLowerCase(), { record: before, isNew: false });
      untouched.add(before);
      continue;
    }
    const id = before?.unique_id ?? ids.ulid(now * 1000);
    const chassis = device.chassisId ? normalizeMac(device.chassisId) : undefined;
    const record: DeviceRecord = {
      unique_id: id,
      id: before?.id ?? ids.device(),
      created: before?.created ?? isoDate(now),
      explorer_network_id: networkId,
      dev_type: devType(device.role.role, before),
      group_id: before?.group_id ?? groups.unassigned().id,
      zone_id: before?.zone_id ?? null,
      new_device: before === undefined,
      tag_ids: before?.tag_ids ?? [],
      notes: before?.notes ?? '',
      data: {
        id,
        // A neighbour that announced no name is known by its chassis MAC only: it stays nameless, as the
        // product's discovered devices are ('Discovered Device'), with the MAC as its identity.
        name: chassis !== undefined && normalizeMac(device.name) === chassis ? '' : device.name,
        known: false,
        last_seen: now,
        ip_address: device.managementIps[0] ?? '',
        mac: { address: chassis ?? '' },
        // What its neighbours announce: the model (CDP platform, LLDP-MED model), the maker of its MAC.
        version: {
          // CDP announces no MAC, but is Cisco's own: its platform names the maker.
          vendor: chassis
            ? vendorKey(macVendor(chassis))
            : /^cisco\s/i.test(device.platform ?? '')
              ? 'cisco'
              : '',
          model: (device.platform ?? '').replace(/^cisco\s+/i, ''),
          software: '',
          serial: '',
        },
        ports: {},
        hosts: {},
        neighbors: {},
        routes: {},
        vlans: {},
        vrfs: {},
        lags: {},
        ip_configs: {},
        stp: null,
      },
    };
    unknownByName.set(device.name.toLowerCase(), { record, isNew: before === undefined });
  }
  const recordOf = (end: Link['a']) =>
    (end.known ? byHostname.get(end.device.toLowerCase()) : unknownByName.get(end.device.toLowerCase()))
      ?.record;

  // Neighbours, from both ends of every link.
  let linkCount = 0;
  for (const link of parsed.inference.links) {
    const a = recordOf(link.a);
    const b = recordOf(link.b);
    if (!a || !b) continue;
    linkCount++;
    const pairs = link.lag?.members.length
      ? link.lag.members
      : [{ a: link.a.interface, b: link.b.interface }];
    const source = linkSource(link);
    for (const [local, remote, side] of [
      [a, b, 'a'],
      [b, a, 'b'],
    ] as const) {
      if (untouched.has(local)) continue;
      const connections: NeighborConnection[] = pairs.map((p) => ({
        if_local: (side === 'a' ? p.a : p.b) ?? '',
        if_remote: (side === 'a' ? p.b : p.a) ?? '',
        source,
        one_sided: link.oneSided,
      }));
      const existingNeighbor = local.data.neighbors[remote.unique_id];
      if (existingNeighbor) existingNeighbor.connections.push(...connections);
      else {
        local.data.neighbors[remote.unique_id] = {
          neigh_id: remote.unique_id,
          name: remote.data.name,
          ip_address: remote.data.ip_address,
          status: remote.data.known ? 'known' : 'unknown',
          connections,
        };
      }
      // An unknown device learns its own ports from what its neighbours announced of it.
      if (!local.data.known) {
        for (const c of connections) {
          if (c.if_local && !local.data.ports[c.if_local]) {
            local.data.ports[c.if_local] = {
              if_no: c.if_local,
              if_no_short: c.if_local,
              if_state: 'up',
              port_type: 'access',
              vlan_id: null,
              tagged: [],
              description: '',
              speed: null,
              duplex: 'unknown',
            };
          }
        }
      }
    }
  }

  const vlans = vlanRecords(
    parsed,
    existing.vlans,
    [...existing.groups, ...groups.created],
    [...byHostname.values()].map((b) => b.record),
    ids,
  );
  const hosts = hostRecords(parsed, existing.hosts, byHostname, vlans, { networkId, now, ids });
  const configs = configVersions(parsed, existing.configs, byHostname, now, ids, options.textOf);

  const devices = [...byHostname.values(), ...unknownByName.values()]
    .map((b) => b.record)
    .filter((record) => !untouched.has(record));
  const unique = new Map(devices.map((d) => [d.unique_id, d]));
  return {
    devices: [...unique.values()],
    hosts,
    vlans,
    groups: groups.created,
    configs,
    summary: {
      devicesKnown: byHostname.size,
      devicesUnknown: [...unknownByName.values()].filter((b) => !b.record.data.known).length,
      devicesNew: [...byHostname.values(), ...unknownByName.values()].filter((b) => b.isNew).length,
      hosts: hosts.length,
      vlans: vlans.length,
      configVersions: configs.length,
      links: linkCount,
    },
  };
}

/** How the link is known: a neighbour protocol where one saw it (LLDP, CDP, MNDP), else the shared subnet. */
function linkSource(link: Link): LinkSource {
  return (['lldp', 'cdp', 'mndp'] as const).find((p) => link.protocols.includes(p)) ?? 'subnet';
}

/** A site group per inventory site (existing ones reused by label), and an `Imported` group for the rest. */
function siteGroups(parsed: ImportedSnapshot, existing: readonly GroupNode[], ids: IdAllocator) {
  const created: GroupNode[] = [];
  const bySite = new Map<string, GroupNode>();
  const make = (label: string): GroupNode => {
    const found =
      existing.find((g) => g.label === label && g.parent === null) ?? created.find((g) => g.label === label);
    if (found) return found;
    const number = ids.group();
    const group: GroupNode = {
      id: `parent-${number}`,
      number,
      kind: 'site',
      label,
      title: label,
      parent: null,
    };
    created.push(group);
    return group;
  };
  for (const host of Object.values(parsed.inventory)) if (host.site) bySite.set(host.site, make(host.site));
  let unassigned: GroupNode | undefined;
  return { bySite, created, unassigned: () => (unassigned ??= make('Imported')) };
}

/** VLANs per site: the devices' VLAN names, and the subnet and gateway of their VLAN interfaces. */
function vlanRecords(
  parsed: ImportedSnapshot,
  existing: readonly VlanRecord[],
  groups: readonly GroupNode[],
  devices: readonly DeviceRecord[],
  ids: IdAllocator,
): VlanRecord[] {
  const out = new Map<string, VlanRecord>();
  const groupOf = new Map(devices.map((d) => [d.data.name.toLowerCase(), d.group_id]));
  const parentOf = new Map(groups.map((g) => [g.id, g.parent]));
  const byVlan = new Map<number, VlanRecord[]>();
  for (const vlan of existing) byVlan.set(vlan.vlan_id, [...(byVlan.get(vlan.vlan_id) ?? []), vlan]);
  /** The VLAN documented for the device's group or the nearest group it sits in (its room's building, site). */
  const documented = (groupId: string, vlanId: number): VlanRecord | undefined => {
    const candidates = byVlan.get(vlanId);
    if (!candidates) return undefined;
    for (let group: string | null | undefined = groupId; group; group = parentOf.get(group)) {
      const found = candidates.find((v) => v.group_id === group);
      if (found) return found;
    }
    return undefined;
  };
  const record = (groupId: string, vlanId: number, name: string | undefined): VlanRecord => {
    const before = documented(groupId, vlanId);
    const at = before?.group_id ?? groupId;
    const key = `${at}|${vlanId}`;
    let found = out.get(key);
    if (!found) {
      found = {
        vlan_db_id: before?.vlan_db_id ?? ids.vlan(),
        vlan_id: vlanId,
        name: name ?? before?.name ?? `VLAN${vlanId}`,
        description: before?.description ?? '',
        subnet: before?.subnet ?? null,
        gateway: before?.gateway ?? null,
        group_id: at,
        zone_id: before?.zone_id ?? null,
      };
      out.set(key, found);
    } else if (name && found.name === `VLAN${vlanId}`) found.name = name;
    return found;
  };
  for (const device of parsed.devices) {
    const groupId = groupOf.get(device.hostname.toLowerCase()) ?? '';
    for (const vlan of device.vlans) record(groupId, vlan.id, vlan.name);
  }
  for (const subnet of parsed.inference.vlanSubnets) {
    if (subnet.vlan === undefined) continue;
    const owner = subnet.gateways[0]?.device.toLowerCase();
    const found = record(owner ? (groupOf.get(owner) ?? '') : '', subnet.vlan, undefined);
    found.subnet = subnet.subnet;
    // The virtual address of a redundancy group is the hosts' gateway; else the one VLAN interface's.
    const virtual = subnet.gateways.find((g) => g.kind !== 'svi' && g.kind !== 'routed');
    found.gateway = virtual?.ip ?? subnet.gateways[0]?.ip ?? null;
  }
  return [...out.values()].sort((a, b) => a.vlan_id - b.vlan_id || a.group_id.localeCompare(b.group_id));
}

/** VLAN subnets by address: each prefix length's networks in a map (a network has thousands of subnets). */
function subnetIndex(vlans: readonly VlanRecord[]): (ip: string) => VlanRecord | undefined {
  const byLength = new Map<number, Map<string, VlanRecord>>();
  for (const vlan of vlans) {
    const cidr = vlan.subnet ? parseCidr(vlan.subnet) : null;
    if (!cidr) continue;
    const networks = byLength.get(cidr.length) ?? new Map<string, VlanRecord>();
    networks.set(formatCidr(networkOf(cidr)), vlan);
    byLength.set(cidr.length, networks);
  }
  const lengths = [...byLength.keys()].sort((a, b) => b - a);
  return (ip) => {
    for (const length of lengths) {
      const cidr = parseCidr(`${ip}/${length}`);
      const found = cidr ? byLength.get(length)?.get(formatCidr(networkOf(cidr))) : undefined;
      if (found) return found;
    }
    return undefined;
  };
}

function hostRecords(
  parsed: ImportedSnapshot,
  existing: readonly StoredHost[],
  devices: ReadonlyMap<string, Built>,
  vlans: readonly VlanRecord[],
  options: { networkId: number; now: UnixSeconds; ids: IdAllocator },
): StoredHost[] {
  const byMac = new Map(existing.map((h) => [normalizeMac(h.data.mac.address) ?? h.data.mac.address, h]));
  const vlanOf = subnetIndex(vlans);
  const out: StoredHost[] = [];
  for (const host of parsed.inference.hosts) {
    const before = byMac.get(host.mac);
    const hwId = before?.data.hw_id ?? options.ids.ulid(options.now * 1000);
    const on = host.location ? devices.get(host.location.device.toLowerCase())?.record : undefined;
    const port = on && host.location ? on.data.ports[host.location.interface] : undefined;
    const vlan = host.ips[0] ? vlanOf(host.ips[0]) : undefined;
    const portName = port?.if_no ?? host.location?.interface ?? '';
    const portShort = port?.if_no_short ?? host.location?.interface ?? '';
    const record: StoredHost = {
      id: before?.id ?? options.ids.host(),
      created: before?.created ?? isoDate(options.now),
      explorer_network_id: options.networkId,
      new_device: before === undefined,
      tag_ids: before?.tag_ids ?? [],
      notes: before?.notes ?? '',
      vlan_db_id: vlan?.vlan_db_id ?? before?.vlan_db_id ?? 0,
      data: {
        hw_id: hwId,
        addresses: host.ips.map((ip) => ({ ipv4: ip })),
        mac: { address: host.mac },
        vendor: vendorKey(host.vendor) || 'unknown',
        last_seen: options.now,
        seen_on_device: on?.unique_id ?? '',
        seen_on_device_name: on?.data.name ?? '',
        port_if_no: portName,
        port_if_no_short: portShort,
        vlan_ids: host.vlans,
      },
    };
    if (on && host.location) {
      on.data.hosts[hwId] = {
        hw_id: hwId,
        addresses: record.data.addresses,
        vendor: record.data.vendor,
        port_if_no: portName,
        port_if_no_short: portShort,
      };
    }
    out.push(record);
  }
  return out;
}

/** A new configuration version for each device whose text is not its latest version's. */
function configVersions(
  parsed: ImportedSnapshot,
  existing: readonly StoredConfig[],
  devices: ReadonlyMap<string, Built>,
  now: UnixSeconds,
  ids: IdAllocator,
  textOf: (file: string) => string | undefined,
): StoredConfig[] {
  const out: StoredConfig[] = [];
  const latest = new Map<string, StoredConfig>();
  for (const config of existing) {
    const seen = latest.get(config.device_id);
    if (!seen || config.version > seen.version) latest.set(config.device_id, config);
  }
  for (const device of parsed.devices) {
    const built = devices.get(device.hostname.toLowerCase());
    const config = device.config;
    if (!built || !config) continue;
    const text = textOf(config.file);
    if (text === undefined) continue;
    const own = latest.get(built.record.unique_id);
    if (own?.text === text) continue;
    out.push({
      id: ids.config(),
      device_id: built.record.unique_id,
      device_name: device.hostname,
      version: (own?.version ?? 0) + 1,
      created: now,
      filename: config.file.replace(/^.*\//, ''),
      platform: device.platform,
      text,
      commit_id: null,
    });
  }
  return out;
}
