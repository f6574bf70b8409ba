import type {
  DeviceInfo,
  DevicePort,
  DeviceRecord,
  DevType,
  GroupNode,
  HostRecord,
  NetworkData,
  PortSpeed,
  StpProtocol,
  Tag,
  UnixSeconds,
  VlanRecord,
  Zone,
} from '../model/documents';
import {
  type CliPlatform,
  type DeviceModel,
  HOST_PROFILES,
  type HostProfileKey,
  MODELS,
  type ModelKey,
  OUIS,
} from './catalog';
import { type Cidr, cidrSize, formatCidr, hostIp, ipNetwork, maskOf } from './ipv4';
import { linkUp, nominalSpeed, setPortNature } from './ports';
import { type Rng, ulid } from './prng';
import { configureStp } from './stp';
import { linkSource } from './texts/context';
import type { Fhrp } from './types';

/** Counters shared by every network, so database ids are unique across the dataset. */
export type IdCounters = { device: number; vlan: number; zone: number; config: number; group: number };

export type GenContext = {
  rng: Rng;
  now: UnixSeconds;
  ids: IdCounters;
  macs: Set<string>;
  tags: Tag[];
};

export type LinkMode =
  | { kind: 'trunk'; vlans: number[]; native?: number }
  | { kind: 'routed'; subnet: Cidr; vrf?: string }
  | { kind: 'access'; vlan: number };

export type LinkOptions = {
  aPort?: string;
  bPort?: string;
  /** The link is a member of this LAG on both ends (LAG numbers per side). */
  lag?: { aGroup: number; bGroup: number };
  /** Which kind of port each end takes (default: access ports for access links, else uplinks). */
  aRole?: 'access' | 'uplink';
  bRole?: 'access' | 'uplink';
};

const DAY = 86_400;
/** The bridge of a RouterOS switch. */
export const ROUTEROS_BRIDGE = 'bridge1';
const CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

export function isoDate(unixSeconds: UnixSeconds): string {
  return new Date(unixSeconds * 1000).toISOString();
}

/** A LAG's interface name as the platform spells it (the canonical name `@lne/netparse` gives it). */
export function lagName(platform: CliPlatform, group: number): string {
  switch (platform) {
    case 'mikrotik_routeros':
      return `bond${group}`;
    case 'hp_procurve':
      return `Trk${group}`;
    default:
      return `Port-channel${group}`;
  }
}

export function shortLagName(name: string): string {
  return name.replace(/^Port-channel/, 'Po');
}

/** First-hop redundancy on a VLAN interface: the group's virtual address is the VLAN's gateway. */
type VlanState = { record: VlanRecord; cidr: Cidr; nextHost: number; nextInfra: number };

/** Builds one network's live data step by step; every step keeps both ends of a relation in sync. */
export class NetworkBuilder {
  readonly data: NetworkData;
  readonly models = new Map<string, DeviceModel>();
  /** The catalog key of each device's model. */
  readonly modelKeys = new Map<string, ModelKey>();
  /** First-hop redundancy groups per device, by VLAN interface. */
  readonly fhrp = new Map<string, Map<string, Fhrp>>();
  private readonly byId = new Map<string, DeviceRecord>();
  private readonly usedPorts = new Map<string, Set<string>>();
  private readonly vlanStates = new Map<number, VlanState>();
  private groupNumber = 0;

  constructor(
    readonly ctx: GenContext,
    readonly networkId: number,
  ) {
    this.data = {
      explorer_network_id: networkId,
      groups: [],
      devices: [],
      hosts: [],
      vlans: [],
      zones: [],
      configs: [],
      tags: ctx.tags,
    };
  }

  get rng(): Rng {
    return this.ctx.rng;
  }

  /**
   * Runs `build` drawing from `rng` instead of the network's stream, so that what it adds leaves every later
   * draw of the network (secrets, configuration changes) as it was.
   */
  drawingFrom<T>(rng: Rng, build: () => T): T {
    const saved = this.ctx.rng;
    this.ctx.rng = rng;
    try {
      return build();
    } finally {
      this.ctx.rng = saved;
    }
  }

  device(id: string): DeviceRecord {
    const device = this.byId.get(id);
    if (!device) throw new Error(`unknown device ${id}`);
    return device;
  }

  group(kind: GroupNode['kind'], label: string, parent: GroupNode | null = null): GroupNode {
    this.groupNumber += 1;
    const kindTitle = { site: 'Site', building: 'Building', room: 'Room', area: 'Area' }[kind];
    const group: GroupNode = {
      id: `parent-${this.groupNumber}`,
      number: this.groupNumber,
      kind,
      label,
      title: parent ? `${kindTitle}: ${label}\nIn: ${parent.label}` : `${kindTitle}: ${label}`,
      parent: parent ? parent.id : null,
    };
    this.data.groups.push(group);
    return group;
  }

  zone(name: string, description: string, purdueLevel: string | null = null): Zone {
    this.ctx.ids.zone += 1;
    const zone: Zone = {
      id: this.ctx.ids.zone,
      name,
      description,
      purdue_level: purdueLevel,
      vlan_db_ids: [],
      device_ids: [],
    };
    this.data.zones.push(zone);
    return zone;
  }

  vlan(
    vlanId: number,
    name: string,
    group: GroupNode,
    subnet: Cidr | null,
    zone: Zone | null,
    description = '',
  ): VlanRecord {
    this.ctx.ids.vlan += 1;
    const record: VlanRecord = {
      vlan_db_id: this.ctx.ids.vlan,
      vlan_id: vlanId,
      name,
      description: description || `${name} (${group.label})`,
      subnet: subnet ? formatCidr(subnet) : null,
      gateway: subnet ? hostIp(subnet, 1) : null,
      group_id: group.id,
      zone_id: zone ? zone.id : null,
    };
    this.data.vlans.push(record);
    if (zone) zone.vlan_db_ids.push(record.vlan_db_id);
    if (subnet) this.vlanStates.set(record.vlan_db_id, { record, cidr: subnet, nextHost: 50, nextInfra: 10 });
    return record;
  }

  /** Next infrastructure address (.10–.49) of a VLAN subnet: switch management and SVIs. */
  infraIp(vlan: VlanRecord): string {
    const state = this.vlanState(vlan);
    // Large networks spill infrastructure addresses into the host range.
    if (state.nextInfra >= 50) return this.hostIpIn(vlan);
    const ip = hostIp(state.cidr, state.nextInfra);
    state.nextInfra += 1;
    return ip;
  }

  /** Next host address (.50 upwards) of a VLAN subnet. */
  hostIpIn(vlan: VlanRecord): string {
    const state = this.vlanState(vlan);
    if (state.nextHost >= cidrSize(state.cidr) - 1) throw new Error(`${vlan.subnet} is full`);
    const ip = hostIp(state.cidr, state.nextHost);
    state.nextHost += 1;
    return ip;
  }

  private vlanState(vlan: VlanRecord): VlanState {
    const state = this.vlanStates.get(vlan.vlan_db_id);
    if (!state) throw new Error(`VLAN ${vlan.name} has no subnet`);
    return state;
  }

  mac(vendor: string): string {
    const ouis = OUIS[vendor] ?? OUIS.dell ?? ['02:00:00'];
    for (;;) {
      const bytes = [0, 0, 0].map(() => this.rng.int(0, 255).toString(16).toUpperCase().padStart(2, '0'));
      const mac = `${this.rng.pick(ouis)}:${bytes.join(':')}`;
      if (!this.ctx.macs.has(mac)) {
        this.ctx.macs.add(mac);
        return mac;
      }
    }
  }

  private serial(model: DeviceModel): string {
    let serial = model.serialPrefix;
    while (serial.length < model.serialLength) serial += this.rng.pick([...CHARS]);
    return serial;
  }

  /**
   * A device of the catalog. A model with a CLI platform is a device the collector logs into (`known`); one
   * without (PLCs, HMIs, meters, servers, another team's firewalls) is known from what it announces to its
   * neighbours. `name` may be empty: a device that announces no system name.
   */
  addDevice(spec: {
    name: string;
    model: ModelKey;
    group: GroupNode;
    ip: string;
    zone?: Zone | null;
    createdAt?: UnixSeconds;
    tagIds?: number[];
    notes?: string;
  }): DeviceRecord {
    const model: DeviceModel = MODELS[spec.model];
    const known = model.platform !== 'none';
    const created = spec.createdAt ?? this.ctx.now - this.rng.int(known ? 200 : 20, 900) * DAY;
    const record = this.newRecord({
      name: spec.name,
      ip: spec.ip,
      group: spec.group,
      zone: spec.zone ?? null,
      created,
      devType: model.devType,
      known,
      vendor: model.vendor,
      model: model.model,
      software: model.software,
      serial: this.serial(model),
    });
    record.tag_ids = spec.tagIds ?? [];
    record.notes = spec.notes ?? '';
    this.models.set(record.unique_id, model);
    this.modelKeys.set(record.unique_id, spec.model);
    // IOS shows `auto` for a port without link; AOS-S and RouterOS show no rate then, RouterOS none at all.
    const idle =
      model.platform === 'cisco_xe' || model.platform === 'cisco_ios'
        ? { speed: 'auto', duplex: 'auto' as const }
        : { speed: null, duplex: 'unknown' as const };
    const rates = model.platform !== 'mikrotik_routeros' && model.platform !== 'none';
    for (const group of model.ports) {
      for (let i = 0; i < group.count; i++) {
        const n = String(group.from + i);
        const port: DevicePort = {
          if_no: group.long.replace('{n}', n),
          if_no_short: group.short.replace('{n}', n),
          if_state: 'down',
          port_type: 'access',
          vlan_id: 1,
          tagged: [],
          description: '',
          speed: idle.speed,
          duplex: idle.duplex,
        };
        setPortNature(port, { speed: group.speed, idle, rates });
        record.data.ports[port.if_no] = port;
      }
    }
    if (model.bridge) record.data.stp = { protocol: 'rstp', instances: {} };
    return record;
  }

  /**
   * The bridge's spanning tree: `rapid-pvst` one tree per VLAN of `instances[0]`, `mstp` its instances, `rstp`
   * one tree. Cisco bridges report priorities with the system id extension.
   */
  stp(
    device: DeviceRecord,
    protocol: StpProtocol,
    instances: { id: number; vlans: number[]; priority: number }[],
  ): void {
    const platform = this.platformOf(device);
    configureStp(device, protocol, instances, platform === 'cisco_xe' || platform === 'cisco_ios');
    // A RouterOS bridge is an interface of its own (it forwards, it takes no part in its own tree).
    if (platform === 'mikrotik_routeros' && !device.data.ports[ROUTEROS_BRIDGE])
      this.logicalPort(device, ROUTEROS_BRIDGE, ROUTEROS_BRIDGE, null);
  }

  /** The CLI platform of a device (`none` for a device nobody logs into). */
  platformOf(device: DeviceRecord): CliPlatform {
    return this.models.get(device.unique_id)?.platform ?? 'none';
  }

  private newRecord(spec: {
    name: string;
    ip: string;
    group: GroupNode;
    zone: Zone | null;
    created: UnixSeconds;
    devType: DevType;
    known: boolean;
    vendor: string;
    model: string;
    software: string;
    serial: string;
  }): DeviceRecord {
    this.ctx.ids.device += 1;
    const id = ulid(this.rng, spec.created * 1000);
    const info: DeviceInfo = {
      id,
      name: spec.name,
      known: spec.known,
      last_seen: this.ctx.now - this.rng.int(60, 3600),
      ip_address: spec.ip,
      mac: { address: this.mac(spec.vendor) },
      version: { vendor: spec.vendor, model: spec.model, software: spec.software, serial: spec.serial },
      ports: {},
      hosts: {},
      neighbors: {},
      routes: {},
      vlans: {},
      vrfs: {},
      lags: {},
      ip_configs: {},
      stp: null,
    };
    const record: DeviceRecord = {
      unique_id: id,
      id: this.ctx.ids.device,
      created: isoDate(spec.created),
      explorer_network_id: this.networkId,
      dev_type: spec.devType,
      group_id: spec.group.id,
      zone_id: spec.zone ? spec.zone.id : null,
      new_device: false,
      tag_ids: [],
      notes: '',
      data: info,
    };
    this.data.devices.push(record);
    this.byId.set(id, record);
    this.usedPorts.set(id, new Set());
    if (spec.zone) spec.zone.device_ids.push(id);
    return record;
  }

  /** Takes the named port, or the first free one of the preferred role (then of any role). */
  takePort(device: DeviceRecord, role: 'access' | 'uplink', name?: string): DevicePort {
    const used = this.usedPorts.get(device.unique_id) ?? new Set<string>();
    if (name) {
      const port = device.data.ports[name] ?? this.logicalPort(device, name, name, 'auto');
      used.add(port.if_no);
      return port;
    }
    const model = this.models.get(device.unique_id);
    if (model) {
      const groups = [
        ...model.ports.filter((g) => g.role === role),
        ...model.ports.filter((g) => g.role !== role),
      ];
      for (const group of groups) {
        for (let i = 0; i < group.count; i++) {
          const ifNo = group.long.replace('{n}', String(group.from + i));
          if (!used.has(ifNo)) {
            used.add(ifNo);
            const port = device.data.ports[ifNo];
            if (port) return port;
          }
        }
      }
      throw new Error(`${device.data.name} has no free port`);
    }
    throw new Error(`${device.data.name} has no model`);
  }

  freePortCount(device: DeviceRecord): number {
    const used = this.usedPorts.get(device.unique_id) ?? new Set<string>();
    return Object.keys(device.data.ports).filter((p) => !used.has(p)).length;
  }

  /** A logical interface (LAG, VLAN interface): up, with the given speed (null: it reports none). */
  logicalPort(device: DeviceRecord, ifNo: string, short: string, speed: PortSpeed): DevicePort {
    const port: DevicePort = {
      if_no: ifNo,
      if_no_short: short,
      if_state: 'up',
      port_type: 'access',
      vlan_id: 1,
      tagged: [],
      description: '',
      speed,
      duplex: speed === null ? 'unknown' : 'full',
    };
    device.data.ports[ifNo] = port;
    return port;
  }

  private configurePort(
    device: DeviceRecord,
    port: DevicePort,
    mode: LinkMode,
    speed: number,
    description: string,
  ): void {
    port.if_state = 'up';
    if (!device.data.known) {
      // A device nobody logs into: its ports are the names its neighbours see, nothing more.
      port.port_type = 'access';
      port.vlan_id = null;
      port.tagged = [];
      port.description = '';
      port.speed = null;
      port.duplex = 'unknown';
      return;
    }
    linkUp(port, speed);
    port.description = description;
    if (mode.kind === 'trunk') {
      port.port_type = 'trunk';
      port.vlan_id = mode.native ?? 1;
      port.tagged = [...mode.vlans];
    } else if (mode.kind === 'routed') {
      port.port_type = 'routed';
      port.vlan_id = null;
      port.tagged = [];
    } else {
      port.port_type = 'access';
      port.vlan_id = mode.vlan;
      port.tagged = [];
    }
  }

  /** A physical link with LLDP/CDP entries on both ends. Returns the two interface names. */
  link(a: DeviceRecord, b: DeviceRecord, mode: LinkMode, options: LinkOptions = {}): [string, string] {
    const role = mode.kind === 'access' ? 'access' : 'uplink';
    const pa = this.takePort(a, options.aRole ?? role, options.aPort);
    const pb = this.takePort(b, options.bRole ?? role, options.bPort);
    const speed = Math.min(nominalSpeed(pa), nominalSpeed(pb));
    this.configurePort(
      a,
      pa,
      mode,
      speed,
      b.data.known ? `${b.data.name} ${pb.if_no_short}` : b.data.name || b.data.version.model,
    );
    this.configurePort(
      b,
      pb,
      mode,
      speed,
      a.data.known ? `${a.data.name} ${pa.if_no_short}` : a.data.name || a.data.version.model,
    );
    if (mode.kind === 'routed') {
      // A /30 or /31 transit: the lower address on `a`.
      const vrf = mode.vrf ?? 'default';
      const first = mode.subnet.length === 31 ? 0 : 1;
      this.ipConfig(a, pa.if_no, hostIp(mode.subnet, first), mode.subnet.length, vrf);
      this.ipConfig(b, pb.if_no, hostIp(mode.subnet, first + 1), mode.subnet.length, vrf);
    }
    if (options.lag) {
      this.lagMember(a, options.lag.aGroup, pa, mode);
      this.lagMember(b, options.lag.bGroup, pb, mode);
    }
    this.addConnection(a, b, pa.if_no, pb.if_no);
    this.addConnection(b, a, pb.if_no, pa.if_no);
    return [pa.if_no, pb.if_no];
  }

  private lagMember(device: DeviceRecord, group: number, member: DevicePort, mode: LinkMode): void {
    const name = lagName(this.platformOf(device), group);
    let lag = device.data.lags[name];
    if (!lag) {
      lag = { group_id: group, name, protocol: 'lacp', members: {} };
      device.data.lags[name] = lag;
      const logical = this.logicalPort(device, name, shortLagName(name), 0);
      this.configurePort(device, logical, mode, 0, member.description.replace(/ \S+$/, ''));
    }
    lag.members[member.if_no] = { if_no: member.if_no, status: 'up' };
    const logical = device.data.ports[name];
    if (logical)
      logical.speed = (typeof logical.speed === 'number' ? logical.speed : 0) + nominalSpeed(member);
    member.port_type = 'lag-member';
  }

  /**
   * One end's neighbour entry of a link: how it is known (the neighbour tables that name it) and whether only
   * one end reports it (a device nobody logs into reports nothing).
   */
  addConnection(local: DeviceRecord, remote: DeviceRecord, ifLocal: string, ifRemote: string): void {
    const key = remote.unique_id;
    const connection = {
      if_local: ifLocal,
      if_remote: ifRemote,
      source: linkSource(this.models.get(local.unique_id), this.models.get(remote.unique_id)),
      one_sided: !local.data.known || !remote.data.known,
    };
    const existing = local.data.neighbors[key];
    if (existing) {
      existing.connections.push(connection);
      return;
    }
    local.data.neighbors[key] = {
      neigh_id: key,
      name: remote.data.name,
      ip_address: remote.data.ip_address,
      status: remote.data.known ? 'known' : 'unknown',
      connections: [connection],
    };
  }

  ipConfig(device: DeviceRecord, ifName: string, ip: string, length: number, vrf = 'default'): void {
    const existing = device.data.ip_configs[ifName];
    if (existing) {
      existing.ip_interfaces.push({ ipv4: ip, prefix_length: length });
    } else {
      const port = device.data.ports[ifName];
      device.data.ip_configs[ifName] = {
        interface_name: ifName,
        ip_interfaces: [{ ipv4: ip, prefix_length: length }],
        port_status: port ? port.if_state : 'up',
        vrf,
      };
    }
    const network = hostIp({ network: ipNetwork(ip, length), length }, 0);
    this.route(device, { network, length, protocol: 'connected', nexthopIp: null, nexthopIf: ifName, vrf });
    // IOS lists each interface address as a local host route beside the connected subnet.
    const platform = this.platformOf(device);
    if ((platform === 'cisco_xe' || platform === 'cisco_ios') && length < 32)
      this.route(device, {
        network: ip,
        length: 32,
        protocol: 'local',
        nexthopIp: null,
        nexthopIf: ifName,
        vrf,
      });
    if (vrf !== 'default') {
      const entry = device.data.vrfs[vrf];
      if (entry && !entry.interfaces.includes(ifName)) entry.interfaces.push(ifName);
    }
  }

  /** Replaces an interface's address (and its connected and local routes) with another of `length` bits. */
  readdress(device: DeviceRecord, ifName: string, ip: string, length: number): void {
    const config = device.data.ip_configs[ifName];
    if (!config) throw new Error(`${device.data.name} ${ifName} has no address`);
    for (const [key, route] of Object.entries(device.data.routes))
      if (route.nexthop_if === ifName && (route.protocol === 'connected' || route.protocol === 'local'))
        delete device.data.routes[key];
    delete device.data.ip_configs[ifName];
    this.ipConfig(device, ifName, ip, length, config.vrf);
  }

  /**
   * A layer-3 VLAN interface (SVI); with `fhrp`, one of a redundant pair whose virtual address is the VLAN's
   * gateway (HSRP on IOS).
   */
  svi(
    device: DeviceRecord,
    vlan: VlanRecord,
    ip: string,
    length: number,
    vrf = 'default',
    fhrp?: Fhrp,
  ): void {
    const name = sviName(this.platformOf(device), vlan.vlan_id);
    this.logicalPort(device, name, name.replace(/^Vlan/, 'Vl'), null).port_type = 'routed';
    const port = device.data.ports[name];
    if (port) {
      port.vlan_id = vlan.vlan_id;
      port.description = vlan.name;
    }
    this.ipConfig(device, name, ip, length, vrf);
    if (fhrp) {
      const groups = this.fhrp.get(device.unique_id) ?? new Map<string, Fhrp>();
      groups.set(name, fhrp);
      this.fhrp.set(device.unique_id, groups);
    }
  }

  route(
    device: DeviceRecord,
    r: {
      network: string;
      length: number;
      protocol: 'connected' | 'local' | 'static' | 'ospf';
      nexthopIp: string | null;
      nexthopIf: string | null;
      vrf?: string;
    },
  ): void {
    const vrf = r.vrf ?? 'default';
    const key = `${vrf}|${r.network}/${r.length}|${r.nexthopIp ?? r.nexthopIf ?? ''}`;
    device.data.routes[key] = {
      network: r.network,
      mask: maskOf(r.length),
      protocol: r.protocol,
      nexthop_ip: r.nexthopIp,
      nexthop_if: r.nexthopIf,
      vrf,
    };
  }

  vrf(device: DeviceRecord, name: string, rd: string | null): void {
    device.data.vrfs[name] = { vrf_name: name, proto: 'ipv4', interfaces: [], route_distinguisher: rd };
  }

  private readonly defaultVlans = new Map<string, VlanRecord>();

  /**
   * The VLANs a switch has. An AOS-S switch also has its VLAN 1 (`DEFAULT_VLAN`, which its configuration always
   * lists), documented beside the VLANs it is given.
   */
  declareVlans(device: DeviceRecord, vlans: VlanRecord[]): void {
    for (const vlan of vlans) {
      device.data.vlans[String(vlan.vlan_id)] = { vlan_id: vlan.vlan_id, vlan_name: vlan.name };
    }
    const first = vlans[0];
    if (this.platformOf(device) !== 'hp_procurve' || !first) return;
    let record = this.defaultVlans.get(first.group_id);
    if (!record) {
      const group = this.data.groups.find((g) => g.id === first.group_id);
      if (!group) return;
      record = this.vlan(
        1,
        'DEFAULT_VLAN',
        group,
        null,
        null,
        `Default VLAN of the AOS-S switches (${group.label})`,
      );
      this.defaultVlans.set(first.group_id, record);
    }
    device.data.vlans['1'] = { vlan_id: 1, vlan_name: 'DEFAULT_VLAN' };
  }

  private readonly notedProfiles = new Set<HostProfileKey>();

  private hostTags(profile: HostProfileKey): number[] {
    const names = HOST_TAGS[profile] ?? [];
    return this.ctx.tags.filter((t) => names.includes(t.name)).map((t) => t.tag_id);
  }

  /** The first host of some kinds carries a note, as an operator would leave one. */
  private hostNote(profile: HostProfileKey): string {
    const note = HOST_NOTES[profile];
    if (!note || this.notedProfiles.has(profile)) return '';
    this.notedProfiles.add(profile);
    return note;
  }

  /**
   * An endpoint on a free access port of `device` (or on `port`, beside the hosts already there), addressed in
   * `vlan`'s subnet; in a VLAN without a subnet it has no address.
   */
  addHost(
    device: DeviceRecord,
    vlan: VlanRecord,
    profileKey: HostProfileKey,
    options: { createdAt?: UnixSeconds; voiceVlan?: number; port?: DevicePort } = {},
  ): HostRecord {
    const profile = HOST_PROFILES[profileKey];
    const vendor = this.rng.pick(profile.vendors);
    const port = options.port ?? this.takePort(device, 'access');
    port.if_state = 'up';
    port.port_type = 'access';
    port.vlan_id = vlan.vlan_id;
    // A voice VLAN beside the data VLAN is an IOS access port's (`switchport voice vlan`); elsewhere the phone
    // and the PC share the access VLAN.
    const platform = this.platformOf(device);
    const cisco = platform === 'cisco_xe' || platform === 'cisco_ios';
    port.tagged = options.voiceVlan && cisco ? [options.voiceVlan] : [];
    linkUp(port, Math.min(nominalSpeed(port), 1000));
    port.description = profile.kind;
    const created = options.createdAt ?? this.ctx.now - this.rng.int(3, 500) * DAY;
    const hwId = ulid(this.rng, created * 1000);
    const addresses = this.vlanStates.has(vlan.vlan_db_id) ? [{ ipv4: this.hostIpIn(vlan) }] : [];
    const host: HostRecord = {
      created: isoDate(created),
      explorer_network_id: this.networkId,
      new_device: false,
      tag_ids: this.hostTags(profileKey),
      notes: this.hostNote(profileKey),
      vlan_db_id: vlan.vlan_db_id,
      data: {
        hw_id: hwId,
        addresses: addresses.map((a) => ({ ...a })),
        mac: { address: this.mac(vendor) },
        vendor,
        last_seen: this.ctx.now - this.rng.int(30, 7 * DAY),
        seen_on_device: device.unique_id,
        seen_on_device_name: device.data.name,
        port_if_no: port.if_no,
        port_if_no_short: port.if_no_short,
        vlan_ids: [vlan.vlan_id],
      },
    };
    device.data.hosts[hwId] = {
      hw_id: hwId,
      addresses: addresses.map((a) => ({ ...a })),
      vendor,
      port_if_no: port.if_no,
      port_if_no_short: port.if_no_short,
    };
    this.data.hosts.push(host);
    return host;
  }
}

const HOST_TAGS: Partial<Record<HostProfileKey, string[]>> = {
  server: ['it-team', 'high'],
  scada: ['ot-team', 'high'],
  otController: ['ot-team', 'critical'],
  camera: ['facility'],
};

const HOST_NOTES: Partial<Record<HostProfileKey, string>> = {
  printer: 'Shared printer; toner contract with the facility team.',
  camera: 'Recording retention 30 days (works council agreement).',
  scada: 'Do not reboot during production shifts.',
};

/** A VLAN interface's name as `@lne/netparse` canonicalises it on the platform. */
export function sviName(platform: CliPlatform, vlanId: number): string {
  return platform === 'mikrotik_routeros' ? `vlan${vlanId}` : `Vlan${vlanId}`;
}
