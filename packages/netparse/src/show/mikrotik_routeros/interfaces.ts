import { canonicalInterface } from '../../model/interface-names';
import type { InterfaceType, Lag, NormalizedInterface } from '../../model/types';
import { normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { isDisabled, isTable, type RouterosLines, readRecords, readTable, routerosLines } from './common';

/** RouterOS `type=` words to the model's interface types; names alone do not tell a bridge named `Lo0`. */
const TYPES: Record<string, InterfaceType> = {
  ether: 'physical',
  wlan: 'physical',
  wifi: 'physical',
  lte: 'physical',
  bond: 'lag',
  vlan: 'vlan',
  bridge: 'other',
  loopback: 'loopback',
  vrf: 'other',
  'pppoe-out': 'tunnel',
  'pppoe-in': 'tunnel',
  'pptp-out': 'tunnel',
  'pptp-in': 'tunnel',
  'l2tp-out': 'tunnel',
  'l2tp-in': 'tunnel',
  'sstp-out': 'tunnel',
  'ovpn-out': 'tunnel',
  'ovpn-in': 'tunnel',
  'gre-tunnel': 'tunnel',
  'eoip-tunnel': 'tunnel',
  'ipip-tunnel': 'tunnel',
  wg: 'tunnel',
  vxlan: 'tunnel',
};

/** One interface item, whatever the print's shape, as name → field. */
type Item = { fields: Map<string, string>; flags: string; comment?: string; line: number };

export function interfaceItems(frame: RouterosLines): Item[] {
  if (isTable(frame.lines)) {
    return readTable(frame).map((row) => {
      const fields = new Map<string, string>();
      for (const [column, value] of row.cells) fields.set(column.toLowerCase(), value);
      return { fields, flags: row.flags, ...(row.comment ? { comment: row.comment } : {}), line: row.line };
    });
  }
  return readRecords(frame).map((record) => ({
    fields: record.values,
    flags: record.flags,
    ...(record.comment !== undefined ? { comment: record.comment } : {}),
    line: record.line,
  }));
}

/** A model interface from one item: name, type, MTU, MAC, admin (`X`) and link (`R`) state, comment, VRF. */
export function interfaceFromItem(item: Item, file: string): NormalizedInterface | undefined {
  const raw = item.fields.get('name');
  if (!raw) return undefined;
  const named = canonicalInterface(raw, 'mikrotik_routeros');
  const typeWord = item.fields.get('type');
  const iface: NormalizedInterface = {
    name: named.name,
    shortName: named.shortName,
    type: (typeWord && TYPES[typeWord]) || named.type,
    ipv4: [],
    ipv6: [],
    sources: [{ file, line: item.line }],
  };
  iface.adminUp = !isDisabled(item.flags);
  iface.operUp = item.flags.includes('R');
  const comment = item.comment ?? item.fields.get('comment');
  if (comment) iface.description = comment;
  const mtu = item.fields.get('actual-mtu') ?? item.fields.get('mtu');
  if (mtu && /^\d+$/.test(mtu)) iface.mtu = Number(mtu);
  const mac = normalizeMac(item.fields.get('mac-address'));
  if (mac) iface.mac = mac;
  const vrf = item.fields.get('vrf');
  if (vrf) iface.vrf = vrf;
  const vlanId = item.fields.get('vlan-id');
  if (vlanId && /^\d+$/.test(vlanId)) iface.vlanId = Number(vlanId);
  const parent = item.fields.get('interface');
  if (parent) iface.parent = canonicalInterface(parent, 'mikrotik_routeros').name;
  return iface;
}

/**
 * `/interface print` in every shape (`detail`, `terse`, `brief`, the table), `/interface ethernet print` and
 * `/interface vlan print`: each interface with its type, MTU, MAC, admin and link state, comment, VRF, and for
 * VLAN interfaces their tag and parent.
 */
export function parseRouterosInterfacePrint(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const interfaces: NormalizedInterface[] = [];
  for (const item of interfaceItems(frame)) {
    const iface = interfaceFromItem(item, input.file);
    if (!iface) {
      frame.log.warn(item.line, 'item-without-name', 'an interface item without a name is skipped');
      continue;
    }
    interfaces.push(iface);
  }
  return frame.log.result({ interfaces });
}

/** `/interface vlan print`: VLAN interfaces, typed as such even when the print has no `type=`. */
export function parseRouterosInterfaceVlanPrint(text: string, input: ParseInput): ParseResult {
  const result = parseRouterosInterfacePrint(text, input);
  for (const iface of result.facts.interfaces ?? []) iface.type = 'vlan';
  return result;
}

/**
 * `/interface bonding print detail`: each bond as a LAG with its slaves (802.3ad is LACP, other modes are
 * static), and the bond as an interface.
 */
export function parseRouterosInterfaceBondingPrint(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const interfaces: NormalizedInterface[] = [];
  const lags: Lag[] = [];
  for (const item of interfaceItems(frame)) {
    const iface = interfaceFromItem(item, input.file);
    if (!iface) continue;
    iface.type = 'lag';
    interfaces.push(iface);
    const mode = item.fields.get('mode');
    const slaves = (item.fields.get('slaves') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const lag: Lag = {
      name: iface.name,
      shortName: iface.shortName,
      protocol: mode === '802.3ad' ? 'lacp' : mode ? 'static' : 'other',
      members: slaves.map((s) => ({ interface: canonicalInterface(s, 'mikrotik_routeros').name })),
      source: { file: input.file, line: item.line },
    };
    if (iface.operUp !== undefined) lag.operUp = iface.operUp;
    lags.push(lag);
    for (const member of lag.members) {
      const named = canonicalInterface(member.interface, 'mikrotik_routeros');
      interfaces.push({
        name: named.name,
        shortName: named.shortName,
        type: named.type,
        lag: iface.name,
        ...(mode ? { lagMode: mode } : {}),
        ipv4: [],
        ipv6: [],
        sources: [{ file: input.file, line: item.line }],
      });
    }
  }
  return frame.log.result({ interfaces, lags });
}
