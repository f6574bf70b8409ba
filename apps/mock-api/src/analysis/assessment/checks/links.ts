import { compactVlanRanges, type NormalizedInterface } from '@lne/netparse';
import { type DevicePort, type NeighborConnection, portSpeedMbps, speedText } from '../../../model/documents';
import { type Check, operationalCheck } from '../check';
import type { Ref } from '../evidence';
import { configEvidence, finding, interfaceBlock, interfaceOf, settingsOf, stateEvidence } from '../evidence';
import type { AssessmentNetwork } from '../network';
import type { AssessedDevice, Evidence, Finding } from '../types';

/**
 * Checks across the two ends of a link (the devices' neighbour tables, or a shared subnet): what one end
 * configures must match the other. A link is reported once, on the end whose device name sorts first.
 */

type End = {
  device: AssessedDevice;
  name: string;
  port: DevicePort | undefined;
  iface: NormalizedInterface | undefined;
  /** The interface with the port's switching and addressing settings (Junos: its unit 0), else `iface`. */
  settings: NormalizedInterface | undefined;
};

type LinkPair = { a: End; b: End; connection: NeighborConnection };

function end(device: AssessedDevice, name: string): End {
  const iface = interfaceOf(device, name);
  return {
    device,
    name,
    port: device.record.data.ports[name],
    iface,
    settings: settingsOf(device.config, iface),
  };
}

/** The links of a device to other known devices, each once (from the end whose name sorts first). */
function linksOf(device: AssessedDevice, network: AssessmentNetwork): LinkPair[] {
  const pairs: LinkPair[] = [];
  for (const neighbor of Object.values(device.record.data.neighbors)) {
    const peer = network.get(neighbor.neigh_id);
    if (!peer?.record.data.known || peer === device) continue;
    const order = device.record.data.name.localeCompare(peer.record.data.name);
    if (order > 0 || (order === 0 && device.record.unique_id > peer.record.unique_id)) continue;
    for (const connection of neighbor.connections) {
      if (!connection.if_local || !connection.if_remote) continue;
      pairs.push({ a: end(device, connection.if_local), b: end(peer, connection.if_remote), connection });
    }
  }
  return pairs;
}

const label = (e: End) => `${e.device.record.data.name} ${e.name}`;

/** The configuration lines of an end's interface (block and fields), and its operational state. */
function endEvidence(
  e: End,
  fields: readonly (keyof NormalizedInterface)[],
  note: string | null = null,
): Evidence[] {
  const out: Evidence[] = [];
  const config = e.device.config;
  if (config && e.iface) {
    const refs: (Ref | undefined)[] = [
      interfaceBlock(config, e.iface),
      ...fields.map((f) =>
        // Each address keeps its own line.
        f === 'ipv4'
          ? e.settings?.ipv4.find((x) => !x.secondary)?.source
          : (e.iface?.fieldSources?.[f] ?? e.settings?.fieldSources?.[f]),
      ),
    ];
    // Junos states an interface in statements of their own (a `set` line or a leaf each), on the port and
    // on its unit: those are its block.
    if (config.family === 'junos') {
      refs.push(...e.iface.sources);
      if (e.settings && e.settings !== e.iface) refs.push(...e.settings.sources);
    }
    out.push(configEvidence(e.device, refs, note));
  }
  if (e.port)
    out.push(
      stateEvidence(e.device, [
        `${e.port.if_no}: ${e.port.if_state}, ${e.port.port_type}, ${speedText(e.port)} ${e.port.duplex} duplex${e.port.vlan_id !== null ? `, VLAN ${e.port.vlan_id}` : ''}`,
      ]),
    );
  return out;
}

function linkCheck(
  description: Parameters<typeof operationalCheck>[0],
  compare: (
    pair: LinkPair,
  ) => { severity: Finding['severity']; detail: string; fields: (keyof NormalizedInterface)[] } | undefined,
): Check {
  return operationalCheck(description, (device, network) =>
    linksOf(device, network).flatMap((pair) => {
      const found = compare(pair);
      if (!found) return [];
      return [
        finding(
          found.severity,
          `${label(pair.a)} – ${label(pair.b)}: ${found.detail}`,
          [...endEvidence(pair.a, found.fields), ...endEvidence(pair.b, found.fields)],
          pair.a.name,
        ),
      ];
    }),
  );
}

/**
 * Whether an end negotiates speed and duplex: what its configuration says (`negotiation auto` beside `speed`
 * and `duplex` still negotiates, `speed forced 100full` does not), else its platform's rule: RouterOS
 * negotiates until `auto-negotiation=no`, whatever `speed=` and `full-duplex=` name.
 */
function negotiates(e: End): boolean {
  const said = e.iface?.autoNegotiation;
  if (said !== undefined) return said;
  return e.device.config?.family === 'routeros';
}

/** The duplex an end is fixed to, undefined when it negotiates. */
const fixedDuplex = (e: End) =>
  !negotiates(e) && (e.iface?.duplex === 'full' || e.iface?.duplex === 'half') ? e.iface.duplex : undefined;

/** The speed an end is fixed to, undefined when it negotiates. */
const fixedSpeed = (e: End) => (negotiates(e) ? undefined : e.iface?.speedMbps);

const speedDuplexMismatch = linkCheck(
  {
    type: 'link_speed_duplex_mismatch',
    title: 'Speed or duplex mismatch on a link',
    subtitle: 'The two ends of a link run or are set to different speed or duplex',
    tags: ['Interface', 'Performance'],
    long_description:
      'When one end is fixed to full duplex and the other negotiates, the negotiating end falls back to half duplex: the link works, slowly, with late collisions and CRC errors that grow with the load.',
    recommendation: 'Set both ends to auto-negotiation, or fix speed and duplex identically on both ends.',
    config_suggestion: 'interface <port>\n speed auto\n duplex auto',
  },
  ({ a, b }) => {
    const da = fixedDuplex(a);
    const db = fixedDuplex(b);
    if (da && db && da !== db)
      return {
        severity: 'high',
        detail: `duplex set to ${da} against ${db}`,
        fields: ['duplex', 'speedMbps', 'autoNegotiation'],
      };
    // A fixed end does not negotiate; the negotiating end then assumes half duplex.
    if (a.iface && b.iface && (da === undefined) !== (db === undefined) && (da ?? db) === 'full')
      return {
        severity: 'medium',
        detail: `one end is fixed to ${da ?? db} duplex, the other negotiates (and falls back to half duplex)`,
        fields: ['duplex', 'speedMbps', 'autoNegotiation'],
      };
    const sa = fixedSpeed(a);
    const sb = fixedSpeed(b);
    if (sa !== undefined && sb !== undefined && sa !== sb)
      return {
        severity: 'high',
        detail: `speed set to ${sa} against ${sb} Mb/s`,
        fields: ['speedMbps', 'autoNegotiation'],
      };
    const pa = a.port;
    const pb = b.port;
    if (pa?.if_state === 'up' && pb?.if_state === 'up') {
      const known = (d: string) => d === 'full' || d === 'half';
      if (known(pa.duplex) && known(pb.duplex) && pa.duplex !== pb.duplex)
        return {
          severity: 'high',
          detail: `running ${pa.duplex} against ${pb.duplex} duplex`,
          fields: ['duplex'],
        };
      const ra = portSpeedMbps(pa) ?? 0;
      const rb = portSpeedMbps(pb) ?? 0;
      if (ra > 0 && rb > 0 && ra !== rb)
        return {
          severity: 'high',
          detail: `running ${ra} against ${rb} Mb/s`,
          fields: ['speedMbps'],
        };
    }
    return undefined;
  },
);

type L2View = {
  mode: 'access' | 'trunk' | 'routed' | undefined;
  access: number;
  native: number;
  allowed: number[] | 'all';
};

/**
 * The switchport mode of an interface, or its platform's default: an EOS Ethernet port or port channel is an
 * access port in VLAN 1 until `switchport mode` or `no switchport` says otherwise.
 */
function modeOf(e: End, i: NormalizedInterface): NormalizedInterface['mode'] {
  if (i.mode !== undefined) return i.mode;
  return e.device.config?.family === 'eos' && (i.type === 'physical' || i.type === 'lag')
    ? 'access'
    : undefined;
}

function l2View(e: End): L2View | undefined {
  if (e.iface?.lag !== undefined) return undefined;
  const i = e.settings;
  const mode = i ? modeOf(e, i) : undefined;
  if (i && (mode === 'access' || mode === 'trunk'))
    return {
      mode,
      access: i.accessVlan ?? 1,
      native: i.nativeVlan ?? 1,
      allowed: i.allowedVlans ?? 'all',
    };
  const p = e.port;
  if (!i && p && (p.port_type === 'access' || p.port_type === 'trunk'))
    return { mode: p.port_type, access: p.vlan_id ?? 1, native: p.vlan_id ?? 1, allowed: p.tagged };
  return undefined;
}

const vlanMismatch = linkCheck(
  {
    type: 'link_vlan_mismatch',
    title: 'VLAN mismatch on a link',
    subtitle: 'Trunk allowed VLANs, native VLAN or access VLAN differ between the two ends',
    tags: ['Interface', 'Reliability'],
    long_description:
      'Both ends of a link must agree on the VLANs it carries. A VLAN allowed on one end only is dropped; different native VLANs leak untagged traffic from one VLAN into another; an access port facing a trunk joins its VLAN to the trunk’s native VLAN.',
    recommendation: 'Make the allowed VLANs, the native VLAN and the mode identical on both ends.',
    config_suggestion:
      'interface <port>\n switchport trunk native vlan <vlan>\n switchport trunk allowed vlan <vlans>',
  },
  ({ a, b }) => {
    const va = l2View(a);
    const vb = l2View(b);
    if (!va || !vb) return undefined;
    if (va.mode !== vb.mode)
      return {
        severity: 'high',
        detail: `${va.mode} port against ${vb.mode} port`,
        fields: ['mode', 'accessVlan', 'nativeVlan'],
      };
    if (va.mode === 'access') {
      if (va.access === vb.access) return undefined;
      return {
        severity: 'high',
        detail: `access VLAN ${va.access} against ${vb.access}`,
        fields: ['mode', 'accessVlan'],
      };
    }
    if (va.native !== vb.native)
      return {
        severity: 'high',
        detail: `native VLAN ${va.native} against ${vb.native}`,
        fields: ['mode', 'nativeVlan'],
      };
    if (va.allowed === 'all' && vb.allowed === 'all') return undefined;
    if (va.allowed === 'all' || vb.allowed === 'all') {
      const list = (va.allowed === 'all' ? vb.allowed : va.allowed) as number[];
      const side = va.allowed === 'all' ? b : a;
      return {
        severity: 'medium',
        detail: `${label(side)} allows only VLAN(s) ${compactVlanRanges(list)}, the other end every VLAN`,
        fields: ['mode', 'allowedVlans'],
      };
    }
    const inB = new Set(vb.allowed);
    const inA = new Set(va.allowed);
    const onlyA = va.allowed.filter((v) => !inB.has(v));
    const onlyB = vb.allowed.filter((v) => !inA.has(v));
    if (onlyA.length === 0 && onlyB.length === 0) return undefined;
    const parts = [
      onlyA.length > 0 ? `VLAN(s) ${compactVlanRanges(onlyA)} allowed on ${label(a)} only` : '',
      onlyB.length > 0 ? `VLAN(s) ${compactVlanRanges(onlyB)} allowed on ${label(b)} only` : '',
    ].filter(Boolean);
    return { severity: 'medium', detail: parts.join('; '), fields: ['mode', 'allowedVlans'] };
  },
);

/** The IP MTU every platform runs when none is configured. */
const DEFAULT_MTU = 1500;
/** Junos counts the Ethernet header in a port's `mtu` (its default is 1514). */
const JUNOS_HEADER = 14;

type Mtu = { ip: number; configured: boolean; shown: string };

/**
 * The IP MTU an end runs, comparable across platforms: its `mtu`, else the platform default. On Junos a unit's
 * `family inet mtu` is the IP MTU; the port's `mtu` counts the 14-byte Ethernet header.
 */
function mtuOf(e: End): Mtu | undefined {
  const i = e.iface;
  // AOS-S has no MTU per port: jumbo frames are a setting of the VLAN, which the model does not read.
  if (!i || !e.device.config || e.device.config.family === 'aos-s') return undefined;
  if (e.device.config.family === 'junos') {
    const unit = e.settings !== i ? e.settings?.mtu : undefined;
    if (unit !== undefined) return { ip: unit, configured: true, shown: `${unit}` };
    if (i.mtu !== undefined)
      return { ip: i.mtu - JUNOS_HEADER, configured: true, shown: `${i.mtu - JUNOS_HEADER} (mtu ${i.mtu})` };
    return { ip: DEFAULT_MTU, configured: false, shown: `${DEFAULT_MTU}` };
  }
  if (i.mtu !== undefined) return { ip: i.mtu, configured: true, shown: `${i.mtu}` };
  return { ip: DEFAULT_MTU, configured: false, shown: `${DEFAULT_MTU}` };
}

const mtuMismatch = linkCheck(
  {
    type: 'link_mtu_mismatch',
    title: 'MTU mismatch on a link',
    subtitle: 'The two ends of a link have different MTUs',
    tags: ['Interface', 'Reliability'],
    long_description:
      'Frames larger than the smaller MTU are dropped or fragmented on one direction only; OSPF adjacencies stay in EXSTART and large transfers stall while pings succeed.',
    recommendation: 'Set the same MTU on both ends of the link.',
    config_suggestion: 'interface <port>\n mtu <bytes>',
  },
  ({ a, b }) => {
    const ma = mtuOf(a);
    const mb = mtuOf(b);
    if (!ma || !mb || (!ma.configured && !mb.configured) || ma.ip === mb.ip) return undefined;
    const unset = !ma.configured ? a : !mb.configured ? b : undefined;
    return {
      severity: 'medium',
      detail: `MTU ${ma.shown} against ${mb.shown}${unset ? ` (${label(unset)} runs the platform default)` : ''}`,
      fields: ['mtu'],
    };
  },
);

function ipv4Of(e: End): { address: string; prefixLength: number } | undefined {
  const configured = e.settings?.ipv4.find((x) => !x.secondary);
  if (configured) return configured;
  const stored = e.device.record.data.ip_configs[e.name]?.ip_interfaces[0];
  return stored ? { address: stored.ipv4, prefixLength: stored.prefix_length } : undefined;
}

const toNumber = (ip: string) => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
const networkOf = (ip: string, length: number) =>
  length === 0 ? 0 : Math.floor(toNumber(ip) / 2 ** (32 - length));

const subnetMismatch = linkCheck(
  {
    type: 'link_subnet_mismatch',
    title: 'Subnet mismatch on a layer-3 link',
    subtitle: 'The two ends of a routed link are in different subnets or use different masks',
    tags: ['Interface', 'Reliability'],
    long_description:
      'Both ends of a routed link need addresses of one subnet with the same mask. Otherwise one end does not answer ARP for the other, routing adjacencies do not form, or a wider mask on one side swallows addresses that live elsewhere.',
    recommendation: 'Address both ends from the same subnet with the same prefix length.',
    config_suggestion: 'interface <port>\n ip address <address> <mask>',
  },
  ({ a, b }) => {
    const ia = ipv4Of(a);
    const ib = ipv4Of(b);
    if (!ia || !ib || ia.address.includes(':') || ib.address.includes(':')) return undefined;
    if (ia.prefixLength !== ib.prefixLength)
      return {
        severity: 'high',
        detail: `${ia.address}/${ia.prefixLength} against ${ib.address}/${ib.prefixLength}: different masks`,
        fields: ['ipv4'],
      };
    if (networkOf(ia.address, ia.prefixLength) !== networkOf(ib.address, ib.prefixLength))
      return {
        severity: 'high',
        detail: `${ia.address}/${ia.prefixLength} and ${ib.address}/${ib.prefixLength} are not in one subnet`,
        fields: ['ipv4'],
      };
    return undefined;
  },
);

const oneSided = operationalCheck(
  {
    type: 'link_one_sided',
    title: 'One-sided neighbours',
    subtitle: 'A device sees a neighbour that does not see it back',
    tags: ['Interface', 'Suspicious'],
    long_description:
      'CDP and LLDP are symmetric: when only one end lists the other, the protocol is off on one port, a device in between (a media converter, an unmanaged switch) forwards one side only, or the neighbour table is stale.',
    recommendation: 'Check the cabling and the CDP/LLDP settings of both ports.',
    config_suggestion: null,
  },
  (device, network) =>
    Object.values(device.record.data.neighbors).flatMap((neighbor) => {
      const peer = network.get(neighbor.neigh_id);
      if (!peer?.record.data.known) return [];
      return neighbor.connections
        .filter((c) => c.one_sided === true && c.source !== 'subnet')
        .map((c) =>
          finding(
            'low',
            `${c.if_local} sees ${peer.record.data.name} ${c.if_remote || ''} over ${(c.source ?? 'a neighbour protocol').toUpperCase()}, but ${peer.record.data.name} does not report this link`.replace(
              '  ',
              ' ',
            ),
            [
              stateEvidence(device, [
                `${c.source ?? 'neighbour'} table: ${c.if_local} → ${peer.record.data.name} ${c.if_remote}`,
              ]),
              stateEvidence(peer, [
                `no neighbour entry for ${device.record.data.name} on ${c.if_remote || 'any port'}`,
              ]),
            ],
            c.if_local,
          ),
        );
    }),
);

export const LINK_CHECKS: readonly Check[] = [
  speedDuplexMismatch,
  vlanMismatch,
  mtuMismatch,
  subnetMismatch,
  oneSided,
];
