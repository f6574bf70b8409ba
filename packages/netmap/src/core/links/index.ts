import type { EdgePort, NetEdgeAttributes } from '../ingest/types';

/**
 * Interface names in the short forms engineers write (`Gi1/0/1`, `Te1/1/4`, `Po1`), the labels at both ends of
 * a link, and what kind of link an edge is. Pure; the renderer draws what these answer.
 */

/** Long interface-name prefixes (Cisco IOS/NX-OS, Huawei, Arista, Dell, HPE) and their short forms. */
const PREFIXES: readonly [RegExp, string][] = [
  [/^hundredgig(abit)?e(thernet)?/i, 'Hu'],
  [/^fortygig(abit)?e(thernet)?/i, 'Fo'],
  [/^twentyfivegig(abit)?e(thernet)?/i, 'Twe'],
  [/^tengig(abit)?e(thernet)?/i, 'Te'],
  [/^(gigabitethernet|gige)/i, 'Gi'],
  [/^fastethernet/i, 'Fa'],
  [/^port-?channel/i, 'Po'],
  [/^bundle-ether/i, 'BE'],
  [/^eth-trunk/i, 'Eth-Trunk'],
  [/^ethernet/i, 'Eth'],
  [/^loopback/i, 'Lo'],
  [/^management/i, 'Mgmt'],
  [/^tunnel/i, 'Tu'],
  [/^serial/i, 'Se'],
  [/^vlan-?interface/i, 'Vlanif'],
  [/^vlan/i, 'Vl'],
];

/**
 * The short form of an interface name: `GigabitEthernet1/0/1` → `Gi1/0/1`, `Port-channel10` → `Po10`. Names
 * that have no common short form (`ether1`, `xe-0/0/0`, `1/1/3`) are kept as they are.
 */
export function shortInterfaceName(name: string): string {
  const trimmed = name.trim();
  for (const [pattern, short] of PREFIXES) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const rest = trimmed.slice(match[0].length).trim();
    // Only a prefix followed by a number or a slot: `Ethernet` alone or `Vlans` is not an interface name.
    if (/^\d/.test(rest)) return `${short}${rest}`;
  }
  return trimmed;
}

export type LinkKind = 'l2' | 'l3' | 'access' | 'custom';

/** What kind of link an edge is: a host link, a custom edge, a layer-3 link from a shared subnet, else layer 2. */
export function linkKind(a: Pick<NetEdgeAttributes, 'kind' | 'linkSource'>): LinkKind {
  if (a.kind === 'access') return 'access';
  if (a.kind === 'custom') return 'custom';
  return a.linkSource === 'subnet' ? 'l3' : 'l2';
}

function portName(port: EdgePort, end: 'source' | 'target'): string {
  const short = end === 'source' ? port.sourceShort : port.targetShort;
  return short ?? shortInterfaceName(end === 'source' ? port.source : port.target);
}

/**
 * The label at one end of a link: the LAG interface when the link is a LAG whose interface that end names, else
 * the port (`Gi1/0/1`), or the first port and how many more (`Gi1/0/1 +1`) for parallel links. Undefined when
 * the edge names no port.
 */
export function portLabel(
  a: Pick<NetEdgeAttributes, 'ports' | 'lag'>,
  end: 'source' | 'target',
): string | undefined {
  const lagName = a.lag?.[end];
  if (lagName) return shortInterfaceName(lagName);
  const ports = (a.ports ?? []).filter((p) => (end === 'source' ? p.source : p.target) !== '');
  const [first] = ports;
  if (!first) return undefined;
  const name = portName(first, end);
  return ports.length > 1 ? `${name} +${ports.length - 1}` : name;
}

/** The text in the middle of a link: the LAG and its members, parallel links, or the access VLAN. */
export function linkMiddleLabel(
  a: Pick<NetEdgeAttributes, 'lag' | 'redundancy' | 'label'>,
): string | undefined {
  if (a.lag) return `LAG ×${a.lag.members}`;
  if (a.redundancy !== undefined && a.redundancy > 1) return `×${a.redundancy}`;
  return a.label;
}
