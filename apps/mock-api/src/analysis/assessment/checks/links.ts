import { compactVlanRanges, type NormalizedInterface } from '@lne/netparse';
import { type DevicePort, type NeighborConnection, portSpeedMbps, speedText } from '../../../model/documents';
import { type Check, operationalCheck } from '../check';
import { configEvidence, finding, interfaceBlock, interfaceOf, stateEvidence } from '../evidence';
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
};

type LinkPair = { a: End; b: End; connection: NeighborConnection };

function end(device: AssessedDevice, name: string): End {
  return { device, name, port: device.record.data.ports[name], iface: interfaceOf(device, name) };
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
  if (config && e.iface)
    out.push(
      configEvidence(
        e.device,
        [interfaceBlock(config, e.iface), ...fields.map((f) => e.iface?.fieldSources?.[f])],
        note,
      ),
    );
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

/** `negotiation auto` (IOS gigabit ports): the port negotiates whatever speed and duplex it also names. */
const negotiates = (i: NormalizedInterface | undefined) =>
  (i?.extraConfig ?? []).some((line) => /^\s*negotiation auto\b/i.test(line));

/** The duplex an interface is fixed to, undefined when it negotiates. */
const fixedDuplex = (i: NormalizedInterface | undefined) =>
  !negotiates(i) && (i?.duplex === 'full' || i?.duplex === 'half') ? i.duplex : undefined;

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
    const da = fixedDuplex(a.iface);
    const db = fixedDuplex(b.iface);
    if (da && db && da !== db)
      return {
        severity: 'high',
        detail: `duplex set to ${da} against ${db}`,
        fields: ['duplex', 'speedMbps'],
      };
    // A fixed end does not negotiate; the negotiating end then assumes half duplex.
    if (a.iface && b.iface && (da === undefined) !== (db === undefined) && (da ?? db) === 'full')
      return {
        severity: 'medium',
        detail: `one end is fixed to ${da ?? db} duplex, the other negotiates (and falls back to half duplex)`,
        fields: ['duplex', 'speedMbps'],
      };
    const sa = negotiates(a.iface) ? undefined : a.iface?.speedMbps;
    const sb = negotiates(b.iface) ? undefined : b.iface?.speedMbps;
    if (sa !== undefined && sb !== undefined && sa !== sb)
      return { severity: 'high', detail: `speed set to ${sa} against ${sb} Mb/s`, fields: ['speedMbps'] };
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

function l2View(e: End): L2View | undefined {
  const i = e.iface;
  if (i?.lag !== undefined) return undefined;
  if (i && (i.mode === 'access' || i.mode === 'trunk'))
    return {
      mode: i.mode,
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
        fields: ['accessVlan'],
      };
    }
    if (va.native !== vb.native)
      return {
        severity: 'high',
        detail: `native VLAN ${va.native} against ${vb.native}`,
        fields: ['nativeVlan'],
      };
    if (va.allowed === 'all' && vb.allowed === 'all') return undefined;
    if (va.allowed === 'all' || vb.allowed === 'all') {
      const list = (va.allowed === 'all' ? vb.allowed : va.allowed) as number[];
      const side = va.allowed === 'all' ? b : a;
      return {
        severity: 'medium',
        detail: `${label(side)} allows only VLAN(s) ${compactVlanRanges(list)}, the other end every VLAN`,
        fields: ['allowedVlans'],
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
    return { severity: 'medium', detail: parts.join('; '), fields: ['allowedVlans'] };
  },
);

/** The MTU an interface runs when none is configured, where the platform's default is the IP MTU. */
const DEFAULT_MTU: Record<string, number | undefined> = {
  ios: 1500,
  nxos: 1500,
  eos: 1500,
  'aos-s': 1500,
  'aos-cx': 1500,
  routeros: 1500,
  // Junos counts the layer-2 header in the physical MTU (1514): not comparable with the others.
  junos: undefined,
};

function mtuOf(e: End): number | undefined {
  if (e.iface?.mtu !== undefined) return e.iface.mtu;
  const family = e.device.config?.family;
  return family && e.iface ? DEFAULT_MTU[family] : undefined;
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
    if (a.iface?.mtu === undefined && b.iface?.mtu === undefined) return undefined;
    const ma = mtuOf(a);
    const mb = mtuOf(b);
    if (ma === undefined || mb === undefined || ma === mb) return undefined;
    const unset = a.iface?.mtu === undefined ? a : b.iface?.mtu === undefined ? b : undefined;
    return {
      severity: 'medium',
      detail: `MTU ${ma} against ${mb}${unset ? ` (${label(unset)} runs the platform default)` : ''}`,
      fields: ['mtu'],
    };
  },
);

function ipv4Of(e: End): { address: string; prefixLength: number } | undefined {
  const configured = e.iface?.ipv4.find((x) => !x.secondary);
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
