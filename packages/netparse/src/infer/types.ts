import type { NeighborProtocol, ParseWarning, SourceRef } from '../model/types';

/**
 * What only the whole network shows: links between devices, hosts on edge ports, VLAN subnets and their
 * gateways, and what each device is. Keyed by hostnames and MACs, never by database ids.
 */

/** What a device is, from its model, its capabilities and its role in the network. */
export type DeviceRole =
  | 'router'
  | 'l3-switch'
  | 'switch'
  | 'firewall'
  | 'wireless-controller'
  | 'access-point'
  | 'server'
  | 'workstation'
  | 'phone'
  | 'plc'
  | 'hmi'
  | 'io-module'
  | 'gateway'
  | 'unknown';

export type RoleDecision = {
  role: DeviceRole;
  /** Why, in words: `model ISR4331`, `capabilities router, switch with routed VLAN interfaces`, … */
  reason: string;
};

/** A neighbour that is not one of the imported devices: a device the network knows of but nobody logged into. */
export type UnknownDevice = {
  /** The name it announces (NX-OS `name(serial)` and domains stripped), or its chassis id when it has none. */
  name: string;
  /** The name exactly as announced first. */
  announcedName?: string;
  managementIps: string[];
  chassisId?: string;
  platform?: string;
  capabilities: string[];
  role: RoleDecision;
  /** Where it was seen: the neighbour entries that name it. */
  evidence: SourceRef[];
};

export type LinkEnd = {
  /** Hostname of an imported device, or the name of an unknown device. */
  device: string;
  known: boolean;
  /**
   * The interface in the device's own spelling (canonical long form of its platform). For an unknown device,
   * the port as its neighbour announced it. Absent when the neighbour announced only an ifIndex or nothing.
   */
  interface?: string;
};

export type LinkKind = 'l2' | 'l3';

export type LinkLag = {
  /** The LAG interface at each end (`Port-channel1`, `ae0`, …), when known. */
  a?: string;
  b?: string;
  /** The member links folded into this one. */
  members: { a?: string; b?: string }[];
};

export type Link = {
  kind: LinkKind;
  a: LinkEnd;
  b: LinkEnd;
  /** `cdp`, `lldp` for L2 links; `subnet` for L3 links synthesised from a shared subnet. */
  protocols: (NeighborProtocol | 'subnet')[];
  /**
   * Seen from one end only, although both ends are imported devices that report their neighbours (or the far
   * end is not imported: `oneSided` is then true and `b.known` false).
   */
  oneSided: boolean;
  /** Set when LAG members were folded into this link: its redundancy is the member count. */
  lag?: LinkLag;
  /** L3 links: the shared subnet and the VRF of each end. */
  subnet?: string;
  /** The neighbour entries or interface addresses that prove the link. */
  evidence: SourceRef[];
};

export type HostLocation = {
  device: string;
  interface: string;
  vlan?: number;
  evidence: SourceRef;
};

export type Host = {
  mac: string;
  /** From ARP tables of any device; sorted. */
  ips: string[];
  /** From the IEEE OUI registry; `undefined` for unregistered or locally administered MACs. */
  vendor?: string;
  /** The edge port it is learned on; absent for a host known from ARP only. */
  location?: HostLocation;
  /** VLANs it was seen in (MAC tables, and the VLAN of the ARP interface). */
  vlans: number[];
  evidence: SourceRef[];
};

export type GatewayKind = 'svi' | 'hsrp' | 'vrrp' | 'glbp' | 'varp' | 'carp' | 'routed';

export type VlanSubnet = {
  vlan?: number;
  /** `10.1.10.0/24`. */
  subnet: string;
  vrf?: string;
  gateways: { ip: string; device: string; interface: string; kind: GatewayKind; evidence?: SourceRef }[];
};

export type NetworkInference = {
  links: Link[];
  unknownDevices: UnknownDevice[];
  hosts: Host[];
  vlanSubnets: VlanSubnet[];
  /** What each imported device is, by hostname. */
  roles: Record<string, RoleDecision>;
  /** Network-level doubts: ambiguous neighbours, a MAC on two edge ports, … (file and line of the evidence). */
  warnings: ParseWarning[];
};
