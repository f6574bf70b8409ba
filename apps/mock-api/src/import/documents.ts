import { containsIp, formatCidr, networkOf, parseCidr, parseIp } from '@lne/ip';
import {
  interfaceKey,
  type Link,
  type NormalizedDevice,
  type NormalizedInterface,
  nameKey,
  normalizeMac,
  type ParsedSnapshot,
  type RoleDecision,
  type UnknownDevice,
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
  UnixSeconds,
  VlanRecord,
} from '../model/documents';

/**
 * What a parsed snapshot becomes in a network's documents: devices (imported ones known, neighbours nobody
 * logged into unknown), hosts, VLANs, site groups and configuration versions. Identity is kept across runs: a
 * device is the one it was by serial, then hostname, then chassis MAC; a host by its MAC; a VLAN by site and
 * id. What the user added (tags, notes, zones, creation dates) stays; devices and hosts missing from the
 * import stay with their `last_seen`.
 */

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

/** The product's device types from what a device is (open: the contract's `dev_type` is a string). */
const DEV_TYPE: Record<RoleDecision['role'], DevType | string> = {
  router: 'router',
  'l3-switch': 'l3-switch',
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

const VENDOR_OF_PLATFORM: Record<string, string> = {
  cisco_ios: 'Cisco',
  cisco_xe: 'Cisco',
  cisco_nxos: 'Cisco',
  cisco_xr: 'Cisco',
  cisco_asa: 'Cisco',
  arista_eos: 'Arista',
  juniper_junos: 'Juniper',
  hp_procurve: 'HPE Aruba',
  aruba_aoscx: 'HPE Aruba',
  mikrotik_routeros: 'MikroTik',
};

function isoDate(seconds: UnixSeconds): string {
  return new Date(seconds * 1000).toISOString();
}

function maskOf(length: number): string {
  const mask = length === 0 ? 0 : (0xffffffff << (32 - length)) >>> 0;
  return [24, 16, 8, 0].map((shift) => (mask >>> shift) & 255).join('.');
}

function portState(iface: NormalizedInterface): PortState {
  if (/err-?disabled/i.test(iface.statusText ?? '')) return 'err-disabled';
  if (iface.operUp === true) return 'up';
  if (iface.operUp === false || iface.adminUp === false) return 'down';
  return iface.adminUp === true ? 'up' : 'down';
}

function portType(iface: NormalizedInterface): PortType {
  if (iface.lag) return 'lag-member';
  if (iface.type === 'management') return 'management';
  if (iface.mode === 'trunk') return 'trunk';
  if (iface.mode === 'access') return 'access';
  if (iface.ipv4.length > 0 || iface.mode === 'routed' || iface.type === 'vlan' || iface.type === 'loopback')
    return 'routed';
  return 'access';
}

/** Ports of the device model: the interfaces a device has, physical and logical. */
function portsOf(device: NormalizedDevice, vlanIds: number[]): Record<string, DevicePort> {
  const ports: Record<string, DevicePort> = {};
  for (const iface of device.interfaces) {
    if (iface.type === 'null') continue;
    const type = portType(iface);
    const tagged = iface.allowedVlans === 'all' ? vlanIds : (iface.allowedVlans ?? []);
    ports[iface.name] = {
      if_no: iface.name,
      if_no_short: iface.shortName,
      if_state: portState(iface),
      port_type: type,
      vlan_id:
        type === 'trunk'
          ? (iface.nativeVlan ?? 1)
          : type === 'access'
            ? (iface.accessVlan ?? 1)
            : (iface.vlanId ?? null),
      tagged: type === 'trunk' ? [...tagged] : iface.voiceVlan !== undefined ? [iface.voiceVlan] : [],
      description: iface.description ?? '',
      speed: iface.speedMbps ?? 0,
      duplex: iface.duplex ?? 'unknown',
    };
  }
  return ports;
}

function routesOf(device: NormalizedDevice): Record<string, DeviceRoute> {
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
        protocol: route.protocol as DeviceRoute['protocol'],
        nexthop_ip: hop.ip ?? null,
        nexthop_if: hop.interface ?? (hop.discard ? 'Null0' : null),
        vrf,
      };
    }
  }
  return routes;
}

function lagsOf(device: NormalizedDevice): Record<string, DeviceLag> {
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

function stpOf(device: NormalizedDevice): DeviceStp | null {
  const stp = device.stp;
  if (!stp || stp.instances.length === 0) return null;
  const mode = stp.mode ?? device.config?.stp.mode;
  const instances: Record<string, StpInstance> = {};
  for (const [index, instance] of stp.instances.entries()) {
    const key = String(instance.mstInstance ?? instance.vlan ?? index);
    instances[key] = {
      mapped_vlans: instance.vlans ?? (instance.vlan !== undefined ? [instance.vlan] : []),
      is_root: instance.isRoot === true,
      root_port: instance.rootPort ?? null,
      root_port_short: instance.rootPort
        ? (device.interfaces.find((i) => i.name === instance.rootPort)?.shortName ?? instance.rootPort)
        : null,
      bridge_priority: instance.bridgePriority ?? 32768,
      root_priority: instance.rootPriority ?? instance.bridgePriority ?? 32768,
      bridge_address: { address: instance.bridgeMac ?? '' },
      root_address: { address: instance.rootMac ?? '' },
      interfaces: instance.ports.map((port) => ({
        if_no: port.interface,
        if_no_short: device.interfaces.find((i) => i.name === port.interface)?.shortName ?? port.interface,
        role: (['root', 'designated', 'alternate', 'disabled'].includes(port.role)
          ? port.role
          : port.role === 'backup'
            ? 'alternate'
            : 'disabled') as StpInstance['interfaces'][number]['role'],
        state:
          port.state === 'forwarding' ? 'Forwarding' : port.state === 'disabled' ? 'Disabled' : 'Blocking',
        cost: port.cost ?? 0,
        priority: port.priority ?? 128,
      })),
    };
  }
  const protocol = mode === 'mst' ? 'mstp' : mode === 'pvst' || mode === 'rapid-pvst' ? mode : 'rstp';
  return { protocol: protocol as DeviceStp['protocol'], instances };
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

  known(device: NormalizedDevice): DeviceRecord | undefined {
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
  parsed: ParsedSnapshot,
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
  const vlanIdsOf = (device: NormalizedDevice) => device.vlans.map((v) => v.id);
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
        vendor: device.system.vendor ?? VENDOR_OF_PLATFORM[device.platform] ?? 'unknown',
        model: device.system.model ?? '',
        software: device.system.osVersion ?? '',
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
      dev_type: (DEV_TYPE[parsed.inference.roles[device.hostname]?.role ?? 'unknown'] ??
        'unknown') as DevType,
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
    const record: DeviceRecord = {
      unique_id: id,
      id: before?.id ?? ids.device(),
      created: before?.created ?? isoDate(now),
      explorer_network_id: networkId,
      dev_type: (DEV_TYPE[device.role.role] ?? 'unknown') as DevType,
      group_id: before?.group_id ?? groups.unassigned().id,
      zone_id: before?.zone_id ?? null,
      new_device: before === undefined,
      tag_ids: before?.tag_ids ?? [],
      notes: before?.notes ?? '',
      data: {
        id,
        name: device.name,
        known: false,
        last_seen: now,
        ip_address: device.managementIps[0] ?? '',
        mac: { address: device.chassisId ? (normalizeMac(device.chassisId) ?? '') : '' },
        version: { vendor: '', model: device.platform ?? '', software: '', serial: '' },
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
              speed: 0,
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
function siteGroups(parsed: ParsedSnapshot, existing: readonly GroupNode[], ids: IdAllocator) {
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
  parsed: ParsedSnapshot,
  existing: readonly VlanRecord[],
  devices: readonly DeviceRecord[],
  ids: IdAllocator,
): VlanRecord[] {
  const out = new Map<string, VlanRecord>();
  const groupOf = new Map(devices.map((d) => [d.data.name.toLowerCase(), d.group_id]));
  for (const device of parsed.devices) {
    const groupId = groupOf.get(device.hostname.toLowerCase()) ?? '';
    for (const vlan of device.vlans) {
      const key = `${groupId}|${vlan.id}`;
      if (out.has(key)) continue;
      const before = existing.find((v) => v.group_id === groupId && v.vlan_id === vlan.id);
      out.set(key, {
        vlan_db_id: before?.vlan_db_id ?? ids.vlan(),
        vlan_id: vlan.id,
        name: vlan.name ?? before?.name ?? `VLAN${vlan.id}`,
        description: before?.description ?? '',
        subnet: before?.subnet ?? null,
        gateway: before?.gateway ?? null,
        group_id: groupId,
        zone_id: before?.zone_id ?? null,
      });
    }
  }
  for (const subnet of parsed.inference.vlanSubnets) {
    if (subnet.vlan === undefined) continue;
    const owner = subnet.gateways[0]?.device.toLowerCase();
    const groupId = owner ? (groupOf.get(owner) ?? '') : '';
    const key = `${groupId}|${subnet.vlan}`;
    let record = out.get(key);
    if (!record) {
      const before = existing.find((v) => v.group_id === groupId && v.vlan_id === subnet.vlan);
      record = {
        vlan_db_id: before?.vlan_db_id ?? ids.vlan(),
        vlan_id: subnet.vlan,
        name: before?.name ?? `VLAN${subnet.vlan}`,
        description: before?.description ?? '',
        subnet: null,
        gateway: null,
        group_id: groupId,
        zone_id: before?.zone_id ?? null,
      };
      out.set(key, record);
    }
    record.subnet = subnet.subnet;
    // The virtual address of a redundancy group is the hosts' gateway; else the one VLAN interface's.
    const virtual = subnet.gateways.find((g) => g.kind !== 'svi' && g.kind !== 'routed');
    record.gateway = virtual?.ip ?? subnet.gateways[0]?.ip ?? null;
  }
  return [...out.values()].sort((a, b) => a.vlan_id - b.vlan_id || a.group_id.localeCompare(b.group_id));
}

function hostRecords(
  parsed: ParsedSnapshot,
  existing: readonly StoredHost[],
  devices: ReadonlyMap<string, Built>,
  vlans: readonly VlanRecord[],
  options: { networkId: number; now: UnixSeconds; ids: IdAllocator },
): StoredHost[] {
  const byMac = new Map(existing.map((h) => [normalizeMac(h.data.mac.address) ?? h.data.mac.address, h]));
  const subnets = vlans
    .filter((v) => v.subnet)
    .map((v) => ({ vlan: v, cidr: parseCidr(v.subnet ?? '') }))
    .filter((s): s is { vlan: VlanRecord; cidr: NonNullable<typeof s.cidr> } => s.cidr !== null);
  const out: StoredHost[] = [];
  for (const host of parsed.inference.hosts) {
    const before = byMac.get(host.mac);
    const hwId = before?.data.hw_id ?? options.ids.ulid(options.now * 1000);
    const on = host.location ? devices.get(host.location.device.toLowerCase())?.record : undefined;
    const port = on && host.location ? on.data.ports[host.location.interface] : undefined;
    const address = host.ips[0] ? parseIp(host.ips[0]) : null;
    const vlan = address ? subnets.find((s) => containsIp(s.cidr, address))?.vlan : undefined;
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
        vendor: host.vendor ?? 'unknown',
        last_seen: options.now,
        seen_on_device: on?.unique_id ?? '',
        seen_on_device_name: on?.data.name ?? '',
        port_if_no: port?.if_no ?? host.location?.interface ?? '',
        port_if_no_short: port?.if_no_short ?? host.location?.interface ?? '',
        vlan_ids: host.vlans,
      },
    };
    if (on && host.location) {
      on.data.hosts[hwId] = {
        hw_id: hwId,
        addresses: record.data.addresses,
        vendor: record.data.vendor,
        port_if_no: record.data.port_if_no,
        port_if_no_short: record.data.port_if_no_short,
      };
    }
    out.push(record);
  }
  return out;
}

/** A new configuration version for each device whose text is not its latest version's. */
function configVersions(
  parsed: ParsedSnapshot,
  existing: readonly StoredConfig[],
  devices: ReadonlyMap<string, Built>,
  now: UnixSeconds,
  ids: IdAllocator,
  textOf: (file: string) => string | undefined,
): StoredConfig[] {
  const out: StoredConfig[] = [];
  for (const device of parsed.devices) {
    const built = devices.get(device.hostname.toLowerCase());
    const config = device.config;
    if (!built || !config) continue;
    const text = textOf(config.file);
    if (text === undefined) continue;
    const own = existing
      .filter((c) => c.device_id === built.record.unique_id)
      .sort((a, b) => b.version - a.version);
    if (own[0]?.text === text) continue;
    out.push({
      id: ids.config(),
      device_id: built.record.unique_id,
      device_name: device.hostname,
      version: (own[0]?.version ?? 0) + 1,
      created: now,
      filename: config.file.replace(/^.*\//, ''),
      platform: device.platform,
      text,
      commit_id: null,
    });
  }
  return out;
}
