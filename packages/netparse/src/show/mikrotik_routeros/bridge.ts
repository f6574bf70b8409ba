import { canonicalInterface } from '../../model/interface-names';
import type {
  MacEntry,
  NormalizedInterface,
  StpInstance,
  StpPort,
  StpPortRole,
  StpPortState,
  Vlan,
} from '../../model/types';
import { expandVlanRanges, normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { isDisabled, routerosLines } from './common';
import { interfaceItems } from './interfaces';

const ifName = (raw: string): string => canonicalInterface(raw, 'mikrotik_routeros').name;

function bareInterface(name: string, file: string, line: number): NormalizedInterface {
  const named = canonicalInterface(name, 'mikrotik_routeros');
  return {
    name: named.name,
    shortName: named.shortName,
    type: named.type,
    ipv4: [],
    ipv6: [],
    sources: [{ file, line }],
  };
}

/**
 * `/interface bridge host print` (table, `terse`, `detail`): MACs learnt on bridge ports. `on-interface` is the
 * port when the entry came through a bridge; `L` entries are the bridge's own MACs; disabled (`X`) and invalid
 * (`I`) entries forward nothing and are left out.
 */
export function parseRouterosBridgeHostPrint(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const macTable: MacEntry[] = [];
  for (const item of interfaceItems(frame)) {
    const mac = normalizeMac(item.fields.get('mac-address'));
    if (!mac) {
      frame.log.warn(item.line, 'unreadable-mac', `no MAC address in this item`);
      continue;
    }
    if (isDisabled(item.flags) || item.flags.includes('I')) continue;
    const entry: MacEntry = {
      mac,
      type: item.flags.includes('L') ? 'system' : item.flags.includes('D') ? 'dynamic' : 'static',
      source: { file: input.file, line: item.line },
    };
    const port = item.fields.get('on-interface') || item.fields.get('interface');
    if (port) entry.interface = ifName(port);
    const vid = item.fields.get('vid');
    if (vid && /^\d+$/.test(vid)) entry.vlan = Number(vid);
    macTable.push(entry);
  }
  return frame.log.result({ macTable });
}

/**
 * `/interface bridge port print`: bridge ports with their PVID, read as access ports when they admit only
 * untagged frames and as trunks when they admit only tagged ones; `edge=yes` and `bpdu-guard=yes` too.
 */
export function parseRouterosBridgePortPrint(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const interfaces: NormalizedInterface[] = [];
  for (const item of interfaceItems(frame)) {
    const name = item.fields.get('interface');
    if (!name) {
      frame.log.warn(item.line, 'item-without-interface', 'a bridge port without an interface is skipped');
      continue;
    }
    if (isDisabled(item.flags)) continue;
    const iface = bareInterface(name, input.file, item.line);
    const pvid = Number(item.fields.get('pvid') ?? Number.NaN);
    const frames = item.fields.get('frame-types') ?? '';
    if (/untagged/.test(frames) && Number.isInteger(pvid)) {
      iface.mode = 'access';
      iface.accessVlan = pvid;
    } else if (frames === 'admit-only-vlan-tagged') iface.mode = 'trunk';
    else if (Number.isInteger(pvid) && frames === 'admit-all') iface.nativeVlan = pvid;
    const edge = item.fields.get('edge');
    if (edge === 'yes' || edge === 'yes-discover') iface.stpEdge = true;
    else if (edge === 'no' || edge === 'no-discover') iface.stpEdge = false;
    if (item.fields.get('bpdu-guard') === 'yes') iface.bpduGuard = true;
    const comment = item.comment ?? item.fields.get('comment');
    if (comment) iface.description = comment;
    interfaces.push(iface);
  }
  return frame.log.result({ interfaces });
}

const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * `/interface bridge vlan print`: the bridge VLAN table. A port untagged in one VLAN and tagged in none is an
 * access port; a port tagged anywhere is a trunk (its untagged VLAN, if any, native). The configured
 * `tagged`/`untagged` lists win over the `current-…` ones.
 */
export function parseRouterosBridgeVlanPrint(text: string, input: ParseInput): ParseResult {
  const frame = routerosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const ports = new Map<string, { tagged: Set<number>; untagged: Set<number>; line: number }>();
  const vlans = new Map<number, Vlan>();
  const port = (name: string, line: number) => {
    const key = ifName(name);
    let entry = ports.get(key);
    if (!entry) {
      entry = { tagged: new Set(), untagged: new Set(), line };
      ports.set(key, entry);
    }
    return entry;
  };
  for (const item of interfaceItems(frame)) {
    if (isDisabled(item.flags)) continue;
    const ids = expandVlanRanges(item.fields.get('vlan-ids') ?? '', (bad) =>
      frame.log.warn(item.line, 'bad-vlan-range', `unreadable VLAN range ${bad}`),
    );
    if (ids === 'all' || ids.length === 0) continue;
    const tagged = listOf(item.fields.get('tagged') ?? item.fields.get('current-tagged'));
    const untagged = listOf(item.fields.get('untagged') ?? item.fields.get('current-untagged'));
    for (const id of ids) {
      for (const name of tagged) port(name, item.line).tagged.add(id);
      for (const name of untagged) port(name, item.line).untagged.add(id);
      const vlan = vlans.get(id) ?? { id, interfaces: [], source: { file: input.file, line: item.line } };
      vlan.interfaces = [...new Set([...(vlan.interfaces ?? []), ...untagged.map(ifName)])];
      vlans.set(id, vlan);
    }
  }
  const interfaces: NormalizedInterface[] = [];
  for (const [name, entry] of ports) {
    const iface = bareInterface(name, input.file, entry.line);
    const untagged = [...entry.untagged].sort((a, b) => a - b);
    if (entry.tagged.size > 0) {
      iface.mode = 'trunk';
      iface.allowedVlans = [...entry.tagged].sort((a, b) => a - b);
      if (untagged[0] !== undefined) iface.nativeVlan = untagged[0];
    } else if (untagged[0] !== undefined) {
      iface.mode = 'access';
      iface.accessVlan = untagged[0];
    }
    interfaces.push(iface);
  }
  return frame.log.result({ interfaces, vlans: [...vlans.values()] });
}

/** `key: v1 v2 v3` lines of a monitor of one or several items, one column per item. */
function monitorColumns(text: string, input: ParseInput) {
  const frame = routerosLines(text, input);
  const columns: { values: Map<string, string>; line: number }[] = [];
  if (frame.rejected) return { frame, columns };
  for (const { n, text: raw } of frame.lines) {
    const match = /^\s*([a-z][a-z0-9-]*):(?:\s+(.*))?$/.exec(raw);
    if (!match) {
      frame.log.unrecognizedLine(n, raw);
      continue;
    }
    frame.log.recognized++;
    const values = (match[2] ?? '').trim().split(/\s+/);
    values.forEach((value, i) => {
      let column = columns[i];
      if (!column) {
        column = { values: new Map(), line: n };
        columns[i] = column;
      }
      column.values.set(match[1] ?? '', value);
    });
  }
  return { frame, columns };
}

/** `0x8000.48:8F:5A:11:22:33` → priority and MAC. */
function bridgeId(text: string | undefined): { priority?: number; mac?: string } {
  const match = /^(0x[0-9a-f]+|\d+)\.(.+)$/i.exec(text ?? '');
  if (!match) return {};
  const priority = Number(match[1]);
  const mac = normalizeMac(match[2]);
  return { ...(Number.isFinite(priority) ? { priority } : {}), ...(mac ? { mac } : {}) };
}

/** `/interface bridge monitor`: each bridge's spanning-tree root (`root-bridge`, `root-bridge-id`, cost, port). */
export function parseRouterosBridgeMonitor(text: string, input: ParseInput): ParseResult {
  const { frame, columns } = monitorColumns(text, input);
  if (frame.rejected) return frame.rejected;
  const instances: StpInstance[] = [];
  for (const column of columns) {
    const v = column.values;
    const instance: StpInstance = {
      name: v.get('name') ?? v.get('bridge') ?? 'cist',
      ports: [],
      source: { file: input.file, line: column.line },
    };
    const root = bridgeId(v.get('root-bridge-id'));
    if (v.get('root-bridge-id')) instance.rootBridgeId = v.get('root-bridge-id');
    if (root.priority !== undefined) instance.rootPriority = root.priority;
    if (root.mac) instance.rootMac = root.mac;
    const cost = v.get('root-path-cost');
    if (cost && /^\d+$/.test(cost)) instance.rootCost = Number(cost);
    const rootPort = v.get('root-port');
    if (rootPort && rootPort !== 'none') instance.rootPort = ifName(rootPort);
    const own = normalizeMac(v.get('current-mac-address'));
    if (own) instance.bridgeMac = own;
    if (v.get('root-bridge') !== undefined) instance.isRoot = v.get('root-bridge') === 'yes';
    instances.push(instance);
  }
  return frame.log.result(instances.length > 0 ? { stp: { mode: 'rstp', instances } } : {});
}

const ROLES: Record<string, StpPortRole> = {
  'root-port': 'root',
  'designated-port': 'designated',
  'alternate-port': 'alternate',
  'backup-port': 'backup',
  'disabled-port': 'disabled',
  'master-port': 'master',
};

/** `/interface bridge port monitor`: each port's spanning-tree role, state (from learning/forwarding), edge. */
export function parseRouterosBridgePortMonitor(text: string, input: ParseInput): ParseResult {
  const { frame, columns } = monitorColumns(text, input);
  if (frame.rejected) return frame.rejected;
  const ports: StpPort[] = [];
  for (const column of columns) {
    const v = column.values;
    const name = v.get('interface');
    if (!name) continue;
    const forwarding = v.get('forwarding') === 'yes';
    const learning = v.get('learning') === 'yes';
    const state: StpPortState =
      v.get('status') === 'inactive'
        ? 'disabled'
        : forwarding
          ? 'forwarding'
          : learning
            ? 'learning'
            : 'discarding';
    const port: StpPort = { interface: ifName(name), role: ROLES[v.get('role') ?? ''] ?? 'unknown', state };
    const cost = v.get('actual-path-cost') ?? v.get('path-cost');
    if (cost && /^\d+$/.test(cost)) port.cost = Number(cost);
    if (v.get('edge-port') !== undefined) port.edge = v.get('edge-port') === 'yes';
    const number = v.get('port-number');
    if (number) port.portId = number;
    ports.push(port);
  }
  if (ports.length === 0) return frame.log.result({});
  return frame.log.result({
    stp: {
      mode: 'rstp',
      instances: [{ name: 'cist', ports, source: { file: input.file, line: columns[0]?.line ?? 1 } }],
    },
  });
}
