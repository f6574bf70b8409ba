import { canonicalInterface } from '../../model/interface-names';
import type { StpInstance, StpMode, StpPort, StpPortRole, StpPortState } from '../../model/types';
import { normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { junosLines } from './common';

/** `4096.00:11:22:33:44:00` or `32768.544b8cabcd00` → priority and MAC. */
function bridgeId(text: string): { priority?: number; mac?: string } {
  const match = /^(\d+)\.([0-9a-fA-F:.-]+)$/.exec(text.trim());
  if (!match) return {};
  const mac = normalizeMac(match[2]);
  return { priority: Number(match[1]), ...(mac ? { mac } : {}) };
}

/** The instance a header names: `for CIST`, `for MSTI 1`, `for VLAN 10`, `for instance 0`, or none (the one tree). */
function instanceOf(header: string, source: { file: string; line: number }): StpInstance {
  const msti = /MSTI\s+(\d+)|instance\s+(\d+)/i.exec(header);
  const vlan = /VLAN\s+(\d+)/i.exec(header);
  if (vlan) return { name: `VLAN ${vlan[1]}`, vlan: Number(vlan[1]), ports: [], source };
  const id = msti ? Number(msti[1] ?? msti[2]) : 0;
  if (id > 0) return { name: `MSTI ${id}`, mstInstance: id, ports: [], source };
  return { name: 'CIST', mstInstance: 0, ports: [], source };
}

const MODES: Record<string, StpMode> = { RSTP: 'rstp', MSTP: 'mst', STP: 'stp', VSTP: 'rapid-pvst' };

/**
 * `show spanning-tree bridge`: the enabled protocol, and per tree (the one RSTP tree, the CIST and each MSTI,
 * each VSTP VLAN) the root bridge, root cost and port, and the local bridge ID.
 */
export function parseJunosShowSpanningTreeBridge(text: string, input: ParseInput): ParseResult {
  const { log, lines, rejected } = junosLines(text, input);
  if (rejected) return rejected;
  const instances: StpInstance[] = [];
  let mode: StpMode | undefined;
  let current: StpInstance | undefined;
  let local = false;
  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    const header = /^STP bridge parameters(?:\s+for\s+(.+))?$/i.exec(line);
    if (header) {
      // A bare header opens the one tree of RSTP/STP; with MSTP the CIST header follows it.
      current = instanceOf(header[1] ?? '', { file: input.file, line: n });
      instances.push(current);
      local = false;
      log.recognized++;
      continue;
    }
    const field = /^([A-Za-z][A-Za-z -]*):\s*(.*)$/.exec(line);
    if (!field) {
      if (/^Local parameters$/i.test(line)) {
        local = true;
        log.recognized++;
      } else log.unrecognizedLine(n, raw);
      continue;
    }
    log.recognized++;
    const key = (field[1] ?? '').trim().toLowerCase();
    const value = (field[2] ?? '').trim();
    if (key === 'enabled protocol') {
      mode = MODES[value.toUpperCase()] ?? mode;
      continue;
    }
    if (key === 'vlan id' && current && /^\d+$/.test(value)) {
      current.vlan = Number(value);
      current.name = `VLAN ${value}`;
      continue;
    }
    if (!current) continue;
    if ((key === 'root id' || key === 'msti regional root') && !local) {
      current.rootBridgeId = value;
      const id = bridgeId(value);
      if (id.priority !== undefined) current.rootPriority = id.priority;
      if (id.mac) current.rootMac = id.mac;
    } else if (key === 'root cost' && /^\d+$/.test(value)) current.rootCost = Number(value);
    else if (key === 'root port' && value !== '' && value !== 'none') {
      current.rootPort = canonicalInterface(value, 'juniper_junos').name;
    } else if (key === 'bridge id' && local) {
      const id = bridgeId(value);
      if (id.priority !== undefined) current.bridgePriority = id.priority;
      if (id.mac) current.bridgeMac = id.mac;
    }
  }
  // With MSTP the bare header is followed by the CIST's: drop the empty tree it opened.
  const trees = instances.filter(
    (i, index) => !(index === 0 && instances.length > 1 && !i.rootBridgeId && !i.bridgeMac),
  );
  for (const tree of trees) {
    if (tree.rootMac && tree.bridgeMac)
      tree.isRoot = tree.rootMac === tree.bridgeMac && tree.rootPriority === tree.bridgePriority;
  }
  return log.result({ stp: { ...(mode ? { mode } : {}), instances: trees } });
}

const ROLES: Record<string, StpPortRole> = {
  ROOT: 'root',
  DESG: 'designated',
  ALT: 'alternate',
  BKUP: 'backup',
  BKP: 'backup',
  DIS: 'disabled',
  MSTR: 'master',
};
const STATES: Record<string, StpPortState> = {
  FWD: 'forwarding',
  BLK: 'blocking',
  LRN: 'learning',
  LIS: 'listening',
  DIS: 'disabled',
  DSC: 'discarding',
};

/**
 * `show spanning-tree interface`: per tree (`for instance 0`, `for VLAN 10`) each port's ID, cost, state and role.
 */
export function parseJunosShowSpanningTreeInterface(text: string, input: ParseInput): ParseResult {
  const { log, lines, rejected } = junosLines(text, input);
  if (rejected) return rejected;
  const instances: StpInstance[] = [];
  let current: StpInstance | undefined;
  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    const header = /^Spanning tree interface parameters(?:\s+for\s+(.+))?$/i.exec(line);
    if (header) {
      current = instanceOf(header[1] ?? '', { file: input.file, line: n });
      instances.push(current);
      log.recognized++;
      continue;
    }
    if (/^Interface\s+Port ID\s+Designated/i.test(line) || /^port ID\s+bridge ID\s+Cost$/i.test(line)) {
      log.recognized++;
      continue;
    }
    const words = line.split(/\s+/);
    // `ge-0/0/0  128:1  128:1  4096.001122334400  20000  FWD  ROOT`
    const [name, portId, , , cost, state, role] = words;
    const known =
      state !== undefined && role !== undefined && STATES[state] !== undefined && ROLES[role] !== undefined;
    if (!name || words.length !== 7 || !known || !/^\d+$/.test(cost ?? '')) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    if (!current) {
      current = instanceOf('', { file: input.file, line: n });
      instances.push(current);
    }
    const port: StpPort = {
      interface: canonicalInterface(name, 'juniper_junos').name,
      role: ROLES[role] ?? 'unknown',
      state: STATES[state] ?? 'blocking',
      cost: Number(cost),
    };
    if (portId) {
      port.portId = portId;
      const priority = /^(\d+):/.exec(portId)?.[1];
      if (priority) port.priority = Number(priority);
    }
    current.ports.push(port);
    if (port.role === 'root') current.rootPort = port.interface;
    log.recognized++;
  }
  return log.result({ stp: { instances } });
}
