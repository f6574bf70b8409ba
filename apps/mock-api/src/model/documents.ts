/**
 * The network documents the server stores per network and snapshot, whatever wrote them: the generator, the
 * snapshot import or the parser run. `DeviceInfo` and `Host` follow the real backend's models field by field
 * (see BACKEND-FACTS.md); the records around them carry what the server keeps beside those models.
 */

/** Unix time in seconds. */
export type UnixSeconds = number;

export type MacAddress = { address: string };

export type PortState = 'up' | 'down' | 'err-disabled';
export type Duplex = 'full' | 'half' | 'auto' | 'unknown';
export type PortType = 'access' | 'trunk' | 'routed' | 'lag-member' | 'management';

/** The port of `device` on which a host was seen; undefined for a host placed on no port. */
export function hostPort(device: DeviceRecord, host: Pick<Host, 'port_if_no'>): DevicePort | undefined {
  return host.port_if_no === null ? undefined : device.data.ports[host.port_if_no];
}

export type DevicePort = {
  if_no: string;
  if_no_short: string;
  if_state: PortState;
  port_type: PortType;
  /** Access (untagged) VLAN; the native VLAN of a trunk; null on routed ports. */
  vlan_id: number | null;
  /** VLANs carried tagged (trunks only). */
  tagged: number[];
  description: string;
  /**
   * Mbit/s; the device's own text where it shows no rate (`auto` on a port without link); null when nothing
   * was read. `portSpeedMbps` gives the rate or nothing.
   */
  speed: PortSpeed;
  duplex: Duplex;
};

/** A port's speed as the contract has it: Mbit/s, or the text the device reports, or null. */
export type PortSpeed = number | string | null;

/** A port's speed in words: `1000 Mb/s`, the device's text (`auto`), or `unknown speed`. */
export function speedText(port: Pick<DevicePort, 'speed'>): string {
  if (typeof port.speed === 'number') return `${port.speed} Mb/s`;
  return port.speed === null || port.speed === '' ? 'unknown speed' : port.speed;
}

/** A port's rate in Mbit/s, or undefined when the port reports none (`auto`, nothing read). */
export function portSpeedMbps(port: Pick<DevicePort, 'speed'>): number | undefined {
  return typeof port.speed === 'number' && Number.isFinite(port.speed) ? port.speed : undefined;
}

/**
 * An address of a host or of a device's host list. Collected hosts carry an IPv4 address; one written through
 * the API may carry an IPv6 address instead, or both (the contract's `ExplorerIpAddress`).
 */
export type IpAddressEntry = { ipv4?: string; ipv6?: string };

export type DeviceHost = {
  hw_id: string;
  addresses: IpAddressEntry[];
  vendor: string;
  port_if_no: string;
  port_if_no_short: string;
};

/** How a link between two ports is known. */
export type LinkSource = 'cdp' | 'lldp' | 'mndp' | 'subnet';

export type NeighborConnection = {
  if_local: string;
  if_remote: string;
  /**
   * `cdp`/`lldp`/`mndp`: a neighbour table names the other end; `subnet`: a layer-3 link inferred from two interfaces
   * in one subnet, with no layer-2 evidence. Absent on documents written before it was recorded.
   */
  source?: LinkSource;
  /** Only one of the two ends reports the link (the other end's table lacks it, or was not collected). */
  one_sided?: boolean;
};

export type DeviceNeighbor = {
  neigh_id: string;
  name: string;
  ip_address: string;
  /** `known` for a device we can log into, `unknown` for a discovered neighbour. */
  status: 'known' | 'unknown';
  connections: NeighborConnection[];
};

/**
 * How a route was learned, as the parser names it (`connected`, `local`, `static`, `ospf`, `bgp`, `eigrp`,
 * `rip`, `isis`, …, or `other`): open, as in the contract.
 */
export type RouteProtocol =
  | 'connected'
  | 'local'
  | 'static'
  | 'ospf'
  | 'bgp'
  | 'eigrp'
  | 'rip'
  | (string & {});

export type DeviceRoute = {
  network: string;
  /** Dotted-decimal mask, e.g. 255.255.255.0. */
  mask: string;
  protocol: RouteProtocol;
  nexthop_ip: string | null;
  nexthop_if: string | null;
  vrf: string;
};

export type DeviceVlan = { vlan_id: number; vlan_name: string };

export type DeviceVrf = {
  vrf_name: string;
  proto: 'ipv4';
  interfaces: string[];
  route_distinguisher: string | null;
};

export type LagMember = { if_no: string; status: 'up' | 'down' };

export type DeviceLag = {
  group_id: number;
  name: string;
  protocol: 'lacp' | 'static';
  members: Record<string, LagMember>;
};

export type IpInterface = { ipv4: string; prefix_length: number };

export type DeviceIpConfig = {
  interface_name: string;
  ip_interfaces: IpInterface[];
  port_status: PortState;
  vrf: string;
};

/** Port roles as the contract spells them (802.1D/w/s roles; `Master` on an MST region's boundary). */
export type StpPortRole = 'Root' | 'Designated' | 'Alternate' | 'Backup' | 'Master' | 'Disabled';
/** Port states as the contract spells them; RSTP's discarding is `Blocking`. */
export type StpPortState = 'Forwarding' | 'Blocking' | 'Learning' | 'Listening' | 'Disabled' | 'Broken';

export type StpInterface = {
  if_no: string;
  if_no_short: string;
  role: StpPortRole;
  state: StpPortState;
  cost: number;
  priority: number;
};

export type StpInstance = {
  mapped_vlans: number[];
  is_root: boolean;
  root_port: string | null;
  root_port_short: string | null;
  bridge_priority: number;
  root_priority: number;
  bridge_address: MacAddress;
  root_address: MacAddress;
  interfaces: StpInterface[];
};

/** `pvst`/`rapid-pvst`: one tree per VLAN (Cisco), keyed by the VLAN id; the others one tree, or MST instances. */
export type StpProtocol = 'stp' | 'rstp' | 'mstp' | 'pvst' | 'rapid-pvst';

export type DeviceStp = {
  protocol: StpProtocol;
  /** Keyed by instance number ("0" is the CIST / the single RSTP tree; PVST: the VLAN id). */
  instances: Record<string, StpInstance>;
};

export type DeviceVersion = { vendor: string; model: string; software: string; serial: string };

/** The backend's device model. Maps are keyed by interface name, hw_id, neighbour node id, VLAN id, VRF name… */
export type DeviceInfo = {
  /** The device's node id (ULID). */
  id: string;
  name: string;
  /** The device can be logged into (false for discovered neighbours). */
  known: boolean;
  last_seen: UnixSeconds;
  ip_address: string;
  mac: MacAddress;
  version: DeviceVersion;
  ports: Record<string, DevicePort>;
  hosts: Record<string, DeviceHost>;
  neighbors: Record<string, DeviceNeighbor>;
  routes: Record<string, DeviceRoute>;
  vlans: Record<string, DeviceVlan>;
  vrfs: Record<string, DeviceVrf>;
  lags: Record<string, DeviceLag>;
  ip_configs: Record<string, DeviceIpConfig>;
  /** Null on devices that run no spanning tree. */
  stp: DeviceStp | null;
};

/** The backend's host model. */
export type Host = {
  hw_id: string;
  addresses: IpAddressEntry[];
  mac: MacAddress;
  vendor: string;
  last_seen: UnixSeconds;
  /** Node id (ULID) of the device whose port the host was seen on; null for a host written by hand without one. */
  seen_on_device: string | null;
  seen_on_device_name: string | null;
  port_if_no: string | null;
  port_if_no_short: string | null;
  vlan_ids: number[];
};

export type DevType =
  | 'switch'
  | 'router'
  | 'firewall'
  | 'wireless-controller'
  | 'access-point'
  | 'phone'
  | 'plc'
  | 'hmi'
  | 'workstation'
  | 'server'
  | 'gateway'
  | 'power-meter'
  | 'io-module'
  | 'unknown';

/** Sites, buildings, rooms and Purdue-level areas: group nodes of the map, which nest. */
export type GroupNode = {
  /** `parent-<number>`. */
  id: string;
  number: number;
  kind: 'site' | 'building' | 'room' | 'area';
  label: string;
  title: string;
  parent: string | null;
};

export type DeviceRecord = {
  /** ULID, also `data.id`. */
  unique_id: string;
  /** Numeric database id, unique across the dataset. */
  id: number;
  /** ISO 8601 date the device was first collected. */
  created: string;
  explorer_network_id: number;
  dev_type: DevType;
  /** Group node (`parent-<n>`) the device sits in. */
  group_id: string;
  zone_id: number | null;
  new_device: boolean;
  tag_ids: number[];
  notes: string;
  data: DeviceInfo;
};

export type HostRecord = {
  created: string;
  explorer_network_id: number;
  new_device: boolean;
  tag_ids: number[];
  notes: string;
  /** The network VLAN (`VlanRecord.vlan_db_id`) whose subnet holds the host's address. */
  vlan_db_id: number;
  data: Host;
};

export type VlanRecord = {
  vlan_db_id: number;
  vlan_id: number;
  name: string;
  description: string;
  /** CIDR of the VLAN's subnet in this site/building; null for VLANs without a layer-3 interface. */
  subnet: string | null;
  gateway: string | null;
  /** The group (site or building) in which this VLAN id has this subnet. */
  group_id: string;
  zone_id: number | null;
};

export type Zone = {
  id: number;
  name: string;
  description: string;
  /** Purdue level, e.g. "L3.5", for OT zones; null for IT zones. */
  purdue_level: string | null;
  vlan_db_ids: number[];
  device_ids: string[];
};

export type TagClass = 'criticality' | 'owner' | 'location' | 'role';

export type Tag = { tag_id: number; name: string; klass: TagClass; color: string };

export type DeviceConfig = {
  id: number;
  /** Device node id (ULID). */
  device_id: string;
  device_name: string;
  /** 1, 2, 3… per device, in order of `created`. */
  version: number;
  created: UnixSeconds;
  filename: string;
  /** Config dialect, e.g. `ios-xe`, `routeros`, `aos-s`, `vrp`, `fortios`, `scalance`, `hios`, `moxa`. */
  platform: string;
  text: string;
};

export type ExplorerNetwork = { id: number; name: string };

export type Snapshot = {
  id: number;
  name: string;
  created: UnixSeconds;
  explorer_network_id: number;
};

/** Everything of one explorer network at one point in time (live or a snapshot). */
export type NetworkData = {
  explorer_network_id: number;
  groups: GroupNode[];
  devices: DeviceRecord[];
  hosts: HostRecord[];
  vlans: VlanRecord[];
  zones: Zone[];
  /** Every config version created up to this point in time. */
  configs: DeviceConfig[];
  /** The dataset's tags (names are needed for the map's titles). */
  tags: Tag[];
};

export type SnapshotData = { snapshot: Snapshot; data: NetworkData };

export type IpamVrf = {
  id: number;
  name: string;
  rd: string | null;
  description: string;
  enforce_unique: boolean;
};

export type IpamPrefixStatus = 'container' | 'active' | 'reserved' | 'deprecated';

export type IpamPrefix = {
  id: number;
  prefix: string;
  vrf_id: number;
  /** The smallest prefix of the same VRF that contains this one; null at the top. */
  parent_id: number | null;
  status: IpamPrefixStatus;
  description: string;
  vlan_id: number | null;
  location_id: number | null;
  is_pool: boolean;
  tag_ids: number[];
};

export type IpamAddressStatus = 'active' | 'reserved' | 'dhcp' | 'deprecated';

export type IpamIpAddress = {
  id: number;
  /** Address with the prefix length of its subnet, e.g. 10.1.20.15/24. */
  address: string;
  vrf_id: number;
  prefix_id: number;
  status: IpamAddressStatus;
  dns_name: string;
  description: string;
  mac_address: string | null;
};

export type IpamVlan = {
  id: number;
  vid: number;
  name: string;
  status: 'active' | 'reserved' | 'deprecated';
  location_id: number | null;
  description: string;
};

export type IpamLocation = {
  id: number;
  name: string;
  kind: 'site' | 'building' | 'room';
  parent_id: number | null;
  description: string;
};

export type IpamData = {
  vrfs: IpamVrf[];
  prefixes: IpamPrefix[];
  ip_addresses: IpamIpAddress[];
  vlans: IpamVlan[];
  locations: IpamLocation[];
};
