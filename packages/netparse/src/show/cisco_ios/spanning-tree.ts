import type {
  Platform,
  SpanningTree,
  StpInstance,
  StpMode,
  StpPort,
  StpPortRole,
  StpPortState,
} from '../../model/types';
import { normalizeMac } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { matchesAny, tally, toInt, toVlan } from './lines';

/**
 * `show spanning-tree` and `show spanning-tree root` of IOS, IOS-XE and NX-OS, in PVST+ (`protocol ieee`),
 * Rapid-PVST (`protocol rstp`) and MST (`protocol mstp`, `MST0`, `MST1` …): per VLAN or instance the root
 * bridge, this bridge, the root port and cost, and each port's role, state, cost, priority and link type.
 */

const INSTANCE = /^(VLAN0*(\d+)|MST0*(\d+))(?:\s+vlans mapped:\s+(\S+))?$/;
const PROTOCOL = /^Spanning tree enabled protocol (\S+)/;
const ROOT_PRIORITY = /^Root ID\s+Priority\s+(\d+)/;
const BRIDGE_PRIORITY = /^Bridge ID\s+Priority\s+(\d+)/;
const ADDRESS = /^Address\s+([0-9a-fA-F.:-]+)$/;
const COST = /^Cost\s+(\d+)$/;
const ROOT_PORT = /^Port\s+(\d+)\s+\((\S+)\)$/;
const THIS_IS_ROOT = /^This bridge is the root$/;
const PORT_HEADER = /^Interface\s+Role\s+Sts\s+Cost\s+Prio\.Nbr\s+Type/;
/** A port row; a broken port's state runs into its cost (`BKN*4`). */
const PORT_ROW =
  /^(\S+)\s+(Root|Desg|Altn|Back|Mstr|Disb|Bkup|Mast|None)\s+([A-Z]{3})\*?\s*(\d+)\s+(\d+)\.(\d+)(?:\s+(\S.*))?$/;
const VLANS_MAPPED = /^VLANs? mapped:\s+(\S+)/i;

const KNOWN: readonly RegExp[] = [
  /^Hello Time\s+\d+/,
  /^Aging Time\s+\d+/,
  /^(?:UplinkFast|BackboneFast|Loopguard|Portfast|BPDU|Bridge Assurance|Pathcost method|EtherChannel misconfig)/i,
  /^Max hops/i,
  /^Regional Root ID/,
  /^Configured\s+Hello/,
  /^Peer vPC/i,
  /^Spanning tree instance\(s\) for vlan/i,
];

const ROLES: Record<string, StpPortRole> = {
  Root: 'root',
  Desg: 'designated',
  Altn: 'alternate',
  Back: 'backup',
  Bkup: 'backup',
  Mstr: 'master',
  Mast: 'master',
  Disb: 'disabled',
};

function stateOf(text: string): StpPortState | undefined {
  const s = text.replace(/\*$/, '').toUpperCase();
  if (s === 'FWD') return 'forwarding';
  if (s === 'BLK' || s === 'LBK') return 'blocking';
  if (s === 'LIS') return 'listening';
  if (s === 'LRN') return 'learning';
  if (s === 'DSC' || s === 'DIS') return s === 'DIS' ? 'disabled' : 'discarding';
  if (s === 'BKN') return 'broken';
  return undefined;
}

function modeOf(protocol: string): StpMode | undefined {
  const p = protocol.toLowerCase();
  if (p === 'ieee') return 'pvst';
  if (p === 'rstp') return 'rapid-pvst';
  if (p === 'mstp') return 'mst';
  return undefined;
}

export function ciscoSpanningTreeParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const instances: StpInstance[] = [];
      let mode: StpMode | undefined;
      let current: StpInstance | undefined;
      let part: 'root' | 'bridge' | 'ports' | 'none' = 'none';
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t)) {
          tally(ctx, line, true);
          continue;
        }
        const instance = /^\s/.test(line.text) ? null : INSTANCE.exec(t);
        if (instance) {
          current = { name: instance[1] ?? '', ports: [], source: ctx.ref(line.n) };
          const vlan = toVlan(instance[2]);
          if (vlan !== undefined) current.vlan = vlan;
          if (instance[3] !== undefined) {
            current.mstInstance = Number(instance[3]);
            mode ??= 'mst';
          }
          instances.push(current);
          part = 'none';
          tally(ctx, line, true);
          continue;
        }
        if (/^No spanning tree instance/i.test(t) || /^Spanning tree instance\(s\) for vlan/i.test(t)) {
          ctx.log.warn(line.n, 'device-message', t, 'info');
          tally(ctx, line, true);
          continue;
        }
        if (!current) {
          tally(ctx, line, false);
          continue;
        }
        const record = current;
        record.source = ctx.ref(record.source.line, line.n);
        const protocol = PROTOCOL.exec(t);
        if (protocol) {
          const found = modeOf(protocol[1] ?? '');
          if (found && (mode === undefined || mode !== 'mst')) mode = found;
          tally(ctx, line, true);
          continue;
        }
        const mapped = VLANS_MAPPED.exec(t);
        if (mapped) {
          tally(ctx, line, true);
          continue;
        }
        const rootPriority = ROOT_PRIORITY.exec(t);
        if (rootPriority) {
          part = 'root';
          record.rootPriority = toInt(rootPriority[1]);
          tally(ctx, line, true);
          continue;
        }
        const bridgePriority = BRIDGE_PRIORITY.exec(t);
        if (bridgePriority) {
          part = 'bridge';
          record.bridgePriority = toInt(bridgePriority[1]);
          tally(ctx, line, true);
          continue;
        }
        const address = ADDRESS.exec(t);
        if (address && (part === 'root' || part === 'bridge')) {
          const mac = normalizeMac(address[1]);
          if (mac) {
            if (part === 'root') record.rootMac = mac;
            else record.bridgeMac = mac;
          }
          if (record.rootMac !== undefined && record.bridgeMac !== undefined) {
            record.isRoot =
              record.rootMac === record.bridgeMac && record.rootPriority === record.bridgePriority;
          }
          tally(ctx, line, mac !== undefined);
          continue;
        }
        const cost = COST.exec(t);
        if (cost && part === 'root') {
          record.rootCost = toInt(cost[1]);
          tally(ctx, line, true);
          continue;
        }
        const rootPort = ROOT_PORT.exec(t);
        if (rootPort && part === 'root') {
          record.rootPort = interfaceName(rootPort[2] ?? '', platform);
          tally(ctx, line, true);
          continue;
        }
        if (THIS_IS_ROOT.test(t)) {
          record.isRoot = true;
          record.rootCost ??= 0;
          tally(ctx, line, true);
          continue;
        }
        if (PORT_HEADER.test(t)) {
          part = 'ports';
          tally(ctx, line, true);
          continue;
        }
        const row = part === 'ports' ? PORT_ROW.exec(t) : null;
        if (row) {
          const state = stateOf(row[3] ?? '');
          const type = (row[7] ?? '').trim();
          const port: StpPort = {
            interface: interfaceName(row[1] ?? '', platform),
            role: ROLES[row[2] ?? ''] ?? 'unknown',
            state: state ?? 'disabled',
            cost: toInt(row[4]),
            priority: toInt(row[5]),
            portId: `${row[5]}.${row[6]}`,
          };
          if (type !== '') {
            port.type = type;
            port.edge = /\bEdge\b/.test(type);
          }
          if (!state) ctx.log.warn(line.n, 'unknown-port-state', `port state ${row[3]} is not known`, 'info');
          record.ports.push(port);
          tally(ctx, line, true);
          continue;
        }
        tally(ctx, line, matchesAny(t, KNOWN));
      }
      const stp: SpanningTree = { instances };
      if (mode) stp.mode = mode;
      return { stp };
    });
}

// ─── root ────────────────────────────────────────────────────────────────────────────────────────────────────

const ROOT_ROW =
  /^(VLAN0*(\d+)|MST0*(\d+))\s+(\d+)\s+([0-9a-fA-F]{4}\.[0-9a-fA-F]{4}\.[0-9a-fA-F]{4})\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)(?:\s+(\S.*))?$/;
const ROOT_HEADER = /^(?:Root\s+Hello\s+Max\s+Fwd|Vlan\s+Root ID\s+Cost)/;

export function ciscoSpanningTreeRootParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const instances: StpInstance[] = [];
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t) || ROOT_HEADER.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        const row = ROOT_ROW.exec(t);
        if (!row) {
          tally(ctx, line, false);
          continue;
        }
        const instance: StpInstance = {
          name: row[1] ?? '',
          rootPriority: toInt(row[4]),
          rootMac: normalizeMac(row[5]),
          rootCost: toInt(row[6]),
          ports: [],
          source: ctx.ref(line.n),
        };
        const vlan = toVlan(row[2]);
        if (vlan !== undefined) instance.vlan = vlan;
        if (row[3] !== undefined) instance.mstInstance = Number(row[3]);
        const port = (row[10] ?? '').trim();
        // IOS leaves the root port empty on the root bridge; NX-OS says so.
        if (/^This bridge is (?:the )?root$/i.test(port) || (port === '' && instance.rootCost === 0)) {
          instance.isRoot = true;
        } else if (port !== '') {
          instance.rootPort = interfaceName(port, platform);
          instance.isRoot = false;
        }
        instances.push(instance);
        tally(ctx, line, true);
      }
      return { stp: { instances } };
    });
}
