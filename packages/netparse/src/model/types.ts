/**
 * The vendor-neutral model: what a device's texts (configuration, show outputs) say about it, whatever the vendor.
 *
 * Conventions, everywhere in this model:
 * - Keys are names and MACs, never database ids (identity is the importer's job).
 * - Interface names are canonical long forms of the device's platform (`GigabitEthernet1/0/1`, `Ethernet1/1`,
 *   `Port-channel1`, `xe-0/0/0`, `ether1`); short forms sit beside them (`shortName`).
 * - MAC addresses are lower-case colon form (`00:1b:54:c2:3a:01`).
 * - IP addresses are text as `@lne/ip` prints them (IPv6 in RFC 5952 form); prefixes are `address/length`.
 * - Speeds are numbers in Mbit/s with the device's own text kept beside them.
 * - Every fact keeps where it was read (`SourceRef`): file and 1-based line numbers.
 */

/** netmiko / ntc-templates platform names of the platforms with built-in parsers. */
export const PLATFORMS = [
  'cisco_ios',
  'cisco_xe',
  'cisco_nxos',
  'arista_eos',
  'juniper_junos',
  'hp_procurve',
  'aruba_aoscx',
  'mikrotik_routeros',
] as const;
export type KnownPlatform = (typeof PLATFORMS)[number];
/** A known platform, another netmiko name given by an inventory (`cisco_xr`, …), or `unknown`. */
export type Platform = KnownPlatform | 'unknown' | (string & {});

/** Where a fact was read: a file and a 1-based line range (`endLine` omitted for one line). */
export type SourceRef = { file: string; line: number; endLine?: number };

export type WarningSeverity = 'info' | 'warning' | 'error';

/** Something a parser could not read, or read with doubt. Never an exception. */
export type ParseWarning = {
  file: string;
  /** 1-based; 0 when the warning is about the whole file. */
  line: number;
  severity: WarningSeverity;
  /** Stable machine code, e.g. `unrecognized-line`, `pager-residue`, `binary-content`, `merge-conflict`. */
  code: string;
  text: string;
};

/** As Batfish's file parse status. */
export type FileStatus = 'parsed' | 'partial' | 'failed' | 'unknown-format';

export type FileKind = 'config' | 'show' | 'unknown';

export type FileReport = {
  file: string;
  kind: FileKind;
  status: FileStatus;
  platform: Platform;
  /** The full command of a show output, e.g. `show lldp neighbors detail`. */
  command?: string;
  /** Which parser read the file, e.g. `cisco_ios show lldp neighbors detail`, or `cisco_ios config (fallback)`. */
  parser?: string;
  /** The hostname of the device the file belongs to, when known. */
  device?: string;
  recognizedLines: number;
  unrecognizedLines: number;
  warnings: ParseWarning[];
};

// ─── Device and hardware ──────────────────────────────────────────────────────────────────────────────────────

export type InventoryItem = {
  name: string;
  description?: string;
  model?: string;
  serial?: string;
  version?: string;
  source: SourceRef;
};

/**
 * One firmware image of a component, as `show chassis firmware` lists them: the boot ROM, the O/S, U-Boot and
 * the loader of each FPC and routing engine.
 */
export type FirmwareVersion = {
  /** The component, e.g. `FPC 0`, `Routing Engine 1`; prefixed with the member (`lcc0-re0 / FPC 1`) when the
   * output has member sections. */
  component: string;
  /** The image's kind as the device says it: `ROM`, `O/S`, `U-Boot`, `uboot`, `loader`. */
  type: string;
  /** The version read from the text: `4.1b2` of `Juniper ROM Monitor Version 4.1b2`, `1.1.6` of `U-Boot 1.1.6 (…)`. */
  version: string;
  /** The device's text, verbatim. */
  text: string;
  source: SourceRef;
};

export type DeviceSystem = {
  hostname?: string;
  domain?: string;
  vendor?: string;
  model?: string;
  serial?: string;
  /** Software version, e.g. `15.2(4)E7`, `9.3(8)`, `4.28.3M`, `20.4R3-S2.6`. */
  osVersion?: string;
  /** Software image or family text, e.g. `C2960X-UNIVERSALK9-M`, `JUNOS`, `RouterOS`. */
  image?: string;
  baseMac?: string;
  uptimeSeconds?: number;
  /** The device's own uptime text, e.g. `2 years, 4 weeks, 1 day, 3 hours, 12 minutes`. */
  uptimeText?: string;
  /** The capabilities a neighbour or the device itself reports (router, switch, bridge, …), lower case. */
  capabilities?: string[];
  /**
   * The members of a switch stack (or a virtual chassis) as the device lists them, each with its own model,
   * serial and base MAC; absent on a single device. `system.model`/`serial`/`baseMac` stay those of the
   * member the output was read on.
   */
  stackMembers?: StackMember[];
  /**
   * The default gateway a switch that does not route uses for its own traffic, as its show output reports it
   * (AOS-S `show ip` `Default Gateway`); the configuration's `ip default-gateway` is `ConfigFacts.defaultGateway`.
   */
  defaultGateway?: string;
};

/** One member of a switch stack, e.g. `Switch 2` of a Catalyst 9300 stack. */
export type StackMember = {
  /** The member's number in the stack (`1`, `2`, …). */
  number: number;
  model?: string;
  serial?: string;
  baseMac?: string;
  osVersion?: string;
  image?: string;
  /** The member the output was read on (`*` in IOS `show version`). */
  current?: boolean;
  source: SourceRef;
};

// ─── Interfaces ───────────────────────────────────────────────────────────────────────────────────────────────

export type InterfaceType =
  | 'physical'
  | 'lag'
  | 'vlan'
  | 'loopback'
  | 'tunnel'
  | 'management'
  | 'subinterface'
  | 'null'
  | 'other';

export type SwitchportMode = 'access' | 'trunk' | 'routed' | 'dot1q-tunnel' | 'dynamic' | 'hybrid';

export type Duplex = 'full' | 'half' | 'auto';

export type InterfaceAddress = {
  /** `10.0.0.1` or `2001:db8::1`. */
  address: string;
  prefixLength: number;
  secondary?: boolean;
  /** IPv6 only: link-local, EUI-64, anycast … as the device says. */
  flags?: string[];
  source?: SourceRef;
};

/** A first-hop redundancy group on an interface (HSRP, VRRP, GLBP, VARP …). */
export type FhrpGroup = {
  protocol: 'hsrp' | 'vrrp' | 'glbp' | 'varp' | 'carp';
  group: number;
  virtualIp?: string;
  priority?: number;
  preempt?: boolean;
  source?: SourceRef;
};

export type InterfaceCounters = {
  inErrors?: number;
  outErrors?: number;
  crc?: number;
  inDiscards?: number;
  outDiscards?: number;
};

export type NormalizedInterface = {
  /** Canonical long form of the platform, e.g. `GigabitEthernet1/0/1`. */
  name: string;
  /** Short form, e.g. `Gi1/0/1`. */
  shortName: string;
  type: InterfaceType;
  description?: string;
  /** Configured up (`no shutdown`) or administratively down. */
  adminUp?: boolean;
  /** Link (operational) state. */
  operUp?: boolean;
  /** The device's own status text, e.g. `connected`, `notconnect`, `err-disabled`, `up/up`. */
  statusText?: string;
  speedMbps?: number;
  speedText?: string;
  duplex?: Duplex;
  duplexText?: string;
  /**
   * Whether the port negotiates speed and duplex, where the configuration says so: `negotiation auto` (IOS),
   * `negotiate auto` (NX-OS), `speed auto …` (IOS, NX-OS, EOS, AOS-CX), `speed-duplex auto…` (AOS-S),
   * `ether-options auto-negotiation` (Junos), `auto-negotiation=yes` (RouterOS); false for their `no` forms and
   * for a forced speed with its duplex (`speed forced 100full`, `speed 1000-full`, `speed-duplex 100-full`,
   * `no-auto-negotiation`, `auto-negotiation=no`). Absent when the configuration does not say (the platform's
   * default applies).
   */
  autoNegotiation?: boolean;
  mtu?: number;
  mac?: string;
  mode?: SwitchportMode;
  accessVlan?: number;
  voiceVlan?: number;
  nativeVlan?: number;
  /** Allowed VLANs of a trunk, ranges expanded and sorted; `all` when every VLAN is allowed. */
  allowedVlans?: number[] | 'all';
  ipv4: InterfaceAddress[];
  ipv6: InterfaceAddress[];
  /**
   * IPv4 addresses a show output lists without their prefix length (IOS and NX-OS `show ip interface brief`).
   * The configuration or `show ip interface` gives the prefix; until then the address alone still places the
   * interface.
   */
  ipv4WithoutPrefix?: string[];
  /** IPv6 addresses a show output lists without their prefix length (IOS and NX-OS `show ipv6 interface brief`). */
  ipv6WithoutPrefix?: string[];
  vrf?: string;
  /**
   * The VRF a tunnel's transport (its source and destination) is resolved in: IOS `tunnel vrf X`, `Tunnel VPN
   * Routing/Forwarding "X"` of `show ip interface`. The tunnel's own addresses are in `vrf`.
   */
  tunnelVrf?: string;
  /** The LAG this interface is a member of (canonical name, e.g. `Port-channel1`, `ae0`, `bond1`). */
  lag?: string;
  /** LACP/static mode of the member, e.g. `active`, `passive`, `on`. */
  lagMode?: string;
  /**
   * The interface a logical interface rides on: a Junos unit's physical port (`ge-0/0/0` of `ge-0/0/0.10`), a
   * RouterOS VLAN interface's `interface=` (`bond1` of `vlan10@bond1`), an IOS sub-interface's parent.
   */
  parent?: string;
  /**
   * The VLAN of a VLAN interface or the 802.1Q tag a logical interface sends and receives: `Vlan10`, `irb.10`
   * bound to a VLAN, a Junos unit's `vlan-id`, a RouterOS `/interface vlan` `vlan-id=`, an IOS subinterface's
   * `encapsulation dot1Q 10`.
   */
  vlanId?: number;
  fhrp?: FhrpGroup[];
  /** ACLs / filters applied: name per direction. */
  accessGroups?: { in?: string; out?: string };
  portSecurity?: { enabled: boolean; maxMacs?: number; violation?: string };
  bpduGuard?: boolean;
  /** Edge port (portfast, `edge-port`, `spanning-tree port type edge`). */
  stpEdge?: boolean;
  stormControl?: { kind: 'broadcast' | 'multicast' | 'unicast'; level: string }[];
  /** Other interface statements of the configuration the model has no field for, verbatim. */
  extraConfig?: string[];
  counters?: InterfaceCounters;
  /** Where the interface was seen (its configuration block, or show output rows). */
  sources: SourceRef[];
  /** Where single fields were read, for evidence: `fieldSources.accessVlan` is the `switchport access vlan` line. */
  fieldSources?: Partial<Record<keyof NormalizedInterface, SourceRef>>;
};

// ─── Layer 2 ──────────────────────────────────────────────────────────────────────────────────────────────────

export type Vlan = {
  id: number;
  name?: string;
  /** `active`, `suspend`, `act/unsup` … as the device says. */
  status?: string;
  /** Access ports of the VLAN as `show vlan` lists them (canonical names). */
  interfaces?: string[];
  source: SourceRef;
};

/** `mndp`: MikroTik Neighbor Discovery, which RouterOS lists beside CDP and LLDP in `/ip neighbor`. */
export type NeighborProtocol = 'cdp' | 'lldp' | 'mndp';

export type Neighbor = {
  protocol: NeighborProtocol;
  /** Canonical local interface name. */
  localInterface: string;
  /** The neighbour's name as it announces itself (system name / device id), unchanged. */
  remoteName?: string;
  /**
   * The neighbour's port as announced: an interface name (as the neighbour spells it), or a MAC or an ifIndex
   * when that is all LLDP gives (`remotePortKind` says which).
   */
  remotePort?: string;
  remotePortKind?: 'name' | 'mac' | 'ifindex' | 'local';
  remotePortDescription?: string;
  remoteChassisId?: string;
  /** Management addresses announced. */
  remoteManagementIps?: string[];
  remotePlatform?: string;
  remoteSoftware?: string;
  /** Lower-case capability words: `router`, `switch`, `bridge`, `host`, `phone`, `wlan-access-point`, … */
  remoteCapabilities?: string[];
  remoteNativeVlan?: number;
  source: SourceRef;
};

export type MacEntryType = 'dynamic' | 'static' | 'secure' | 'system' | 'other';

export type MacEntry = {
  mac: string;
  vlan?: number;
  /** The VLAN's name where the table prints names rather than IDs (Junos), resolved to `vlan` when known. */
  vlanName?: string;
  /** Canonical interface name; absent for CPU / router entries. */
  interface?: string;
  type: MacEntryType;
  source: SourceRef;
};

export type ArpEntry = {
  ip: string;
  /** Absent for incomplete entries. */
  mac?: string;
  interface?: string;
  vrf?: string;
  ageMinutes?: number;
  type?: 'dynamic' | 'static' | 'local' | 'other';
  source: SourceRef;
};

export type Lag = {
  /** Canonical name, e.g. `Port-channel1`, `ae0`, `bond1`, `lag 1` as `Trk1` on ProCurve. */
  name: string;
  shortName: string;
  protocol?: 'lacp' | 'pagp' | 'static' | 'other';
  members: { interface: string; state?: string; bundled?: boolean }[];
  operUp?: boolean;
  source: SourceRef;
};

export type StpMode = 'pvst' | 'rapid-pvst' | 'mst' | 'rstp' | 'stp' | 'none';

export type StpPortRole = 'root' | 'designated' | 'alternate' | 'backup' | 'master' | 'disabled' | 'unknown';
export type StpPortState =
  | 'forwarding'
  | 'blocking'
  | 'listening'
  | 'learning'
  | 'discarding'
  | 'disabled'
  | 'broken';

export type StpPort = {
  interface: string;
  role: StpPortRole;
  state: StpPortState;
  cost?: number;
  priority?: number;
  portId?: string;
  edge?: boolean;
  type?: string;
};

/** One spanning-tree instance: a VLAN of PVST+, an MST instance (0 = CIST), or the one tree of RSTP. */
export type StpInstance = {
  /** `VLAN0010`, `MST0`, `cist`, … as the device names it. */
  name: string;
  vlan?: number;
  mstInstance?: number;
  /** VLANs mapped to an MST instance. */
  vlans?: number[];
  rootBridgeId?: string;
  rootPriority?: number;
  rootMac?: string;
  rootCost?: number;
  rootPort?: string;
  bridgePriority?: number;
  bridgeMac?: string;
  isRoot?: boolean;
  ports: StpPort[];
  source: SourceRef;
};

export type SpanningTree = {
  mode?: StpMode;
  instances: StpInstance[];
};

// ─── Layer 3 ──────────────────────────────────────────────────────────────────────────────────────────────────

export type Vrf = {
  name: string;
  rd?: string;
  interfaces: string[];
  source?: SourceRef;
};

/**
 * Route protocols, normalised. Open: a protocol without a name here keeps the device's code in `protocolCode`
 * and `other` here.
 */
export type RouteProtocol =
  | 'connected'
  | 'local'
  | 'static'
  | 'ospf'
  | 'ospfv3'
  | 'bgp'
  | 'eigrp'
  | 'rip'
  | 'isis'
  | 'odr'
  | 'aggregate'
  | 'direct'
  | 'nhrp'
  | 'lisp'
  | 'other';

export type NextHop = {
  ip?: string;
  interface?: string;
  /** `Null0`, `discard`, `reject`, `blackhole`. */
  discard?: boolean;
  vrf?: string;
};

export type Route = {
  /** `10.0.0.0/8`, `::/0`. */
  prefix: string;
  vrf?: string;
  protocol: RouteProtocol;
  /** The device's own code or name, e.g. `O IA`, `B`, `OSPF`, `dyn`. */
  protocolCode?: string;
  distance?: number;
  metric?: number;
  /** ECMP routes have several. */
  nextHops: NextHop[];
  /** `ia`, `e1`, `e2`, `n1`, `l1`, `l2`, `external`, `internal` … */
  subtype?: string;
  age?: string;
  active?: boolean;
  /** Tag, name and other attributes of a configured static route. */
  tag?: number;
  name?: string;
  source: SourceRef;
};

// ─── Configuration: management plane, policies, references ───────────────────────────────────────────────────

export type PasswordKind =
  | 'cleartext'
  | 'type7'
  | 'md5'
  | 'sha256'
  | 'scrypt'
  | 'sha512'
  | 'hashed'
  | 'none'
  | 'unknown';

export type LocalUser = {
  name: string;
  privilege?: number;
  role?: string;
  passwordKind: PasswordKind;
  /** `ssh-rsa` keys and the like. */
  hasKey?: boolean;
  source: SourceRef;
};

export type EnableSecret = { passwordKind: PasswordKind; level?: number; source: SourceRef };

export type AaaConfig = {
  newModel?: boolean;
  /** Method lists, e.g. `login default group tacacs+ local`. */
  authentication: { service: string; list: string; methods: string[]; source: SourceRef }[];
  authorization: { service: string; list: string; methods: string[]; source: SourceRef }[];
  accounting: { service: string; list: string; methods: string[]; source: SourceRef }[];
  servers: { protocol: 'tacacs+' | 'radius'; address: string; source: SourceRef }[];
  source?: SourceRef;
};

export type SnmpCommunity = {
  name: string;
  access: 'ro' | 'rw';
  acl?: string;
  view?: string;
  /**
   * A community the platform has without a statement for it (RouterOS's `public`, left out of the export while
   * unchanged); `source` is then the statement that turns SNMP on.
   */
  builtIn?: boolean;
  source: SourceRef;
};

export type SnmpConfig = {
  enabled?: boolean;
  communities: SnmpCommunity[];
  /** Versions in use: communities imply v1/v2c, users v3. */
  versions: ('v1' | 'v2c' | 'v3')[];
  users: { name: string; group?: string; auth?: string; priv?: string; source: SourceRef }[];
  trapHosts: { address: string; version?: string; community?: string; source: SourceRef }[];
  location?: string;
  contact?: string;
};

export type LoggingConfig = {
  hosts: { address: string; vrf?: string; source: SourceRef }[];
  bufferedLevel?: string;
  sourceInterface?: string;
};

export type NtpConfig = {
  servers: {
    address: string;
    vrf?: string;
    key?: number;
    prefer?: boolean;
    /** `sntp` for AOS-S `sntp server` entries, used only while `timesync sntp` selects SNTP. */
    protocol?: 'sntp';
    source: SourceRef;
  }[];
  authenticate?: boolean;
  sourceInterface?: string;
  /** AOS-S `timesync sntp|ntp|timep`: the protocol that sets the clock; absent where no statement selects one. */
  timesync?: { protocol: string; source: SourceRef };
};

export type Banner = { kind: string; text: string; source: SourceRef };

export type LineConfig = {
  kind: 'vty' | 'console' | 'aux' | 'other';
  /** `0 4`, `0 15`, … */
  range: string;
  /** `ssh`, `telnet`, `all`, `none` … as configured; absent when not set (the platform default applies). */
  transportInput?: string[];
  accessClassIn?: string;
  accessClassOut?: string;
  execTimeoutSeconds?: number;
  /** `login local`, `login authentication X`, `login` … verbatim. */
  login?: string;
  hasPassword?: boolean;
  source: SourceRef;
};

export type Services = {
  telnetServer?: boolean;
  sshServer?: boolean;
  sshVersion?: 1 | 2 | '1.99';
  httpServer?: boolean;
  httpsServer?: boolean;
  passwordEncryption?: boolean;
  cdp?: boolean;
  lldp?: boolean;
  /**
   * The VRFs an SSH server listens in, each with its statement: AOS-CX `ssh server vrf mgmt`, EOS `management
   * ssh` / `vrf MGMT` / `no shutdown` (and EOS's default VRF, on unless shut down, without a source).
   */
  sshServerVrfs?: { vrf: string; source?: SourceRef }[];
  /**
   * Other management services by the device's name, enabled or not: RouterOS `/ip service` `ftp`, `api`,
   * `api-ssl`, `winbox`; Junos `netconf`, `ftp`.
   */
  otherServers?: Record<string, boolean>;
  /** Statement lines behind each flag, for evidence. */
  sources: Partial<Record<Exclude<keyof Services, 'sources' | 'sshServerVrfs'>, SourceRef>>;
};

/**
 * A restriction of who may reach the device's management services, the equivalent of a vty access class on
 * the platforms without `line vty` (IOS and NX-OS access classes are `LineConfig.accessClassIn`): EOS
 * `management ssh` / `ip access-group X in` and `system control-plane` / `ip access-group X in`, a Junos
 * firewall filter applied as input on `lo0`, AOS-S `ip authorized-managers`, AOS-CX `apply access-list ip X
 * control-plane vrf V`, RouterOS `/ip service` `address=`.
 */
export type ManagementAccess = {
  /** The services it restricts by the device's words (`ssh`, `telnet`, `api`, `winbox`, `web`, `snmp`), or `all`. */
  services: string[];
  /** The ACL or firewall filter it applies, when it names one (its content is in `acls`). */
  acl?: string;
  /** The source addresses it allows, when the statement lists them (`10.0.0.0/24`). */
  addresses?: string[];
  /** Where the device applies it, in its words: `management ssh`, `control-plane vrf mgmt`, `ip authorized-managers`. */
  context: string;
  vrf?: string;
  source: SourceRef;
};

export type AclEntry = {
  seq?: number;
  action: 'permit' | 'deny' | 'remark' | 'other';
  /** The entry verbatim, without its sequence number. */
  text: string;
  source: SourceRef;
};

export type Acl = {
  name: string;
  kind: 'standard' | 'extended' | 'ipv6' | 'mac' | 'firewall-filter' | 'other';
  entries: AclEntry[];
  source: SourceRef;
};

export type PrefixList = {
  name: string;
  family: 'ipv4' | 'ipv6';
  entries: {
    seq?: number;
    action: 'permit' | 'deny';
    prefix: string;
    ge?: number;
    le?: number;
    source: SourceRef;
  }[];
  source: SourceRef;
};

export type RouteMap = {
  name: string;
  clauses: {
    seq?: number;
    action: 'permit' | 'deny';
    matches: string[];
    sets: string[];
    source: SourceRef;
  }[];
  source: SourceRef;
};

export type StructureKind =
  | 'acl'
  | 'prefix-list'
  | 'route-map'
  | 'class-map'
  | 'policy-map'
  | 'community-list'
  | 'as-path-list'
  | 'firewall-filter'
  | 'policy-statement'
  | 'other';

/** A named structure defined in the configuration. */
export type StructureDefinition = { kind: StructureKind; name: string; source: SourceRef };

/** A use of a named structure, e.g. `ip access-group WEB in` on an interface. */
export type StructureReference = {
  kind: StructureKind;
  name: string;
  /** Where it is used, e.g. `interface GigabitEthernet0/1 ip access-group in`, `line vty 0 4 access-class`. */
  context: string;
  source: SourceRef;
};

export type StpConfig = {
  mode?: StpMode;
  /** Priority per VLAN (PVST) or per MST instance; `scope: 'bridge'` for RSTP/STP of the whole bridge. */
  priorities: { scope: 'vlan' | 'instance' | 'bridge'; id?: number; priority: number; source: SourceRef }[];
  /**
   * `root primary` / `root secondary` macros (IOS): of VLANs (`spanning-tree vlan 10 root primary`, `vlans`
   * the VLAN ids) or of MST instances (`spanning-tree mst 1 root primary`, `vlans` the instance numbers).
   */
  rootMacros?: {
    scope: 'vlan' | 'instance';
    vlans: number[];
    role: 'primary' | 'secondary';
    source: SourceRef;
  }[];
  mstRegion?: { name?: string; revision?: number; instances: { id: number; vlans: number[] }[] };
  portfastDefault?: boolean;
  bpduGuardDefault?: boolean;
  source?: SourceRef;
};

export type RoutingProcess = {
  protocol: 'ospf' | 'ospfv3' | 'bgp' | 'eigrp' | 'rip' | 'isis' | 'other';
  /** Process id or AS number as text. */
  id?: string;
  vrf?: string;
  routerId?: string;
  /** `network` statements, verbatim. */
  networks: string[];
  neighbors: { address: string; remoteAs?: string; description?: string; source: SourceRef }[];
  passiveInterfaces?: string[];
  /** Other statements of the process the model has no field for, verbatim (as `extraConfig` of interfaces). */
  extraConfig?: string[];
  source: SourceRef;
};

/** One node of a hierarchical configuration: the statement, its children, its line. */
export type ConfigNode = {
  text: string;
  line: number;
  children: ConfigNode[];
  /** The last line of a statement that spans several lines (a banner, a certificate); absent for one line. */
  endLine?: number;
  /** The lines after the first of such a statement, verbatim (banner text, certificate hex, PEM lines). */
  body?: string[];
};

/** What a configuration says beyond interfaces, VLANs, VRFs and routes. */
export type ConfigFacts = {
  /** The file the configuration was read from. */
  file: string;
  /** The configuration statements as a tree (IOS-like: indentation; Junos: `set` paths flattened to one level). */
  tree: ConfigNode[];
  users: LocalUser[];
  enableSecrets: EnableSecret[];
  aaa: AaaConfig;
  snmp: SnmpConfig;
  logging: LoggingConfig;
  ntp: NtpConfig;
  banners: Banner[];
  lines: LineConfig[];
  services: Services;
  /** Restrictions of management access outside `lines` (see `ManagementAccess`), in configuration order. */
  managementAccess: ManagementAccess[];
  acls: Acl[];
  prefixLists: PrefixList[];
  routeMaps: RouteMap[];
  definitions: StructureDefinition[];
  references: StructureReference[];
  stp: StpConfig;
  routing: RoutingProcess[];
  dnsServers: string[];
  /** `ip default-gateway` and the like on L2 switches. */
  defaultGateway?: string;
  /** Features switched on by name (NX-OS `feature lacp`, `feature telnet` …), in configuration order. */
  features?: string[];
  /**
   * The software release the configuration names, and the line that names it: IOS and NX-OS `version`, Junos
   * `version`, the header comments of EOS (`! device: … EOS-4.28.3M`), AOS-CX (`!Version ArubaOS-CX …`), AOS-S
   * (`; … Created on release #…`) and RouterOS (`# … by RouterOS 7.12.2`).
   */
  softwareVersion?: { text: string; source: SourceRef };
};

// ─── The device ───────────────────────────────────────────────────────────────────────────────────────────────

export type NormalizedDevice = {
  /** The identity of the device in this model: its hostname (as configured or reported), unchanged case. */
  hostname: string;
  platform: Platform;
  system: DeviceSystem;
  /** Management address: from an inventory, else the configuration (management interface, loopback), else none. */
  managementIp?: string;
  interfaces: NormalizedInterface[];
  vlans: Vlan[];
  vrfs: Vrf[];
  neighbors: Neighbor[];
  macTable: MacEntry[];
  arp: ArpEntry[];
  routes: Route[];
  lags: Lag[];
  stp?: SpanningTree;
  inventory: InventoryItem[];
  /** Firmware images per component; absent when no output listed them. */
  firmware?: FirmwareVersion[];
  /** Absent when no configuration was read. */
  config?: ConfigFacts;
  /** The files read for this device. */
  files: string[];
};

/** What parsing one text gives: partial facts of one device plus the file's report. */
export type ParsedFile = {
  report: FileReport;
  /** Facts read from this file; merged per device by `mergeDevice`. */
  facts: DeviceFacts;
};

/**
 * Partial facts of one device from one file. Parsers fill what their file says; `mergeDevice` joins the files
 * of a device (show output wins for operational state, configuration for intent, conflicts become warnings).
 */
export type DeviceFacts = {
  hostname?: string;
  platform?: Platform;
  system?: DeviceSystem;
  managementIp?: string;
  interfaces?: NormalizedInterface[];
  vlans?: Vlan[];
  vrfs?: Vrf[];
  neighbors?: Neighbor[];
  macTable?: MacEntry[];
  arp?: ArpEntry[];
  routes?: Route[];
  lags?: Lag[];
  stp?: SpanningTree;
  inventory?: InventoryItem[];
  firmware?: FirmwareVersion[];
  config?: ConfigFacts;
};
