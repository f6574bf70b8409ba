import { canonicalInterface } from '../../model/interface-names';
import type {
  Lag,
  MacEntry,
  Neighbor,
  SpanningTree,
  StpInstance,
  StpPort,
  StpPortRole,
  StpPortState,
  Vlan,
} from '../../model/types';
import { expandVlanRanges, isIpv4, normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { cdpCapabilityLetters } from '../cisco_ios/lines';
import { isSeparator } from '../common/columns';
import { remotePort } from '../common/neighbors';
import { capabilityWords, interfaceName } from '../common/records';
import { parseShowOutput, type ShowContext } from '../common/show-output';
import { procurvePairs, procurvePort, readProcurveTable } from './values';

/**
 * Neighbours in `Key : value` blocks (`show cdp neighbors detail`, `show lldp info remote-device detail`): the
 * key `opener` (lower case) begins a neighbour on the local port it names; `fields` gives each neighbour a
 * reader of its other pairs, with state of its own, answering whether it knew a key. Blank lines, dashes and
 * those `known` are read.
 */
function readNeighborBlocks(
  { lines, log, ref, platform }: ShowContext,
  protocol: Neighbor['protocol'],
  opener: string,
  known: (trimmed: string) => boolean,
  fields: (neighbor: Neighbor) => (key: string, value: string) => boolean,
): Neighbor[] {
  const neighbors: Neighbor[] = [];
  let current: { neighbor: Neighbor; read: (key: string, value: string) => boolean } | undefined;
  for (const { n, text: line } of lines) {
    const trimmed = line.trim();
    if (trimmed === '' || isSeparator(line) || known(trimmed)) {
      log.recognized++;
      continue;
    }
    const pair = procurvePairs(line)[0];
    const key = pair?.key.toLowerCase() ?? '';
    const value = pair?.value ?? '';
    if (key === opener) {
      const neighbor: Neighbor = {
        protocol,
        localInterface: interfaceName(procurvePort(value).port, platform),
        source: ref(n),
      };
      current = { neighbor, read: fields(neighbor) };
      neighbors.push(neighbor);
      log.recognized++;
      continue;
    }
    if (!current || !pair) {
      log.unrecognizedLine(n, line);
      continue;
    }
    current.neighbor.source.endLine = n;
    if (current.read(key, value)) log.recognized++;
    else log.unrecognizedLine(n, line);
  }
  return neighbors;
}

/** `show vlans`: ID, name and status of each VLAN. */
export function parseProcurveShowVlans(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, (ctx) => {
    const vlans: Vlan[] = [];
    readProcurveTable(
      ctx,
      (trimmed) =>
        /^Status and Counters - VLAN Information$/.test(trimmed) ||
        /^(?:Maximum VLANs to support|Primary VLAN|Management VLAN)\s*:/.test(trimmed) ||
        /^(?:802\.1Q )?VLAN ID\s+Name\s+Status/.test(trimmed),
      ([id, name, status] = [], n) => {
        // A row cut short (a truncated capture) has no status yet, and maybe half a name.
        if (!id || !/^\d+$/.test(id) || !name || !status) return false;
        vlans.push({ id: Number(id), name, status, source: ctx.ref(n) });
        return true;
      },
    );
    return vlans.length > 0 ? { vlans } : {};
  });
}

/**
 * `show vlans <id>`: one VLAN with its name, status and ports; the untagged ports are its access ports (as
 * `Vlan.interfaces` holds them), the tagged ones carry it on a trunk and are left to the port outputs.
 */
export function parseProcurveShowVlanId(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, (ctx) => {
    let vlan: Vlan | undefined;
    readProcurveTable(
      ctx,
      (trimmed) =>
        /^Status and Counters - VLAN Information - VLAN \d+$/.test(trimmed) ||
        /^Port Information\s+Mode\s+Unknown VLAN/.test(trimmed),
      (cells, n, line) => {
        // Above the port table, the VLAN's `Key : value` pairs.
        const pair = cells ? undefined : procurvePairs(line)[0];
        const key = pair?.key.toLowerCase() ?? '';
        if (pair && key === 'vlan id' && /^\d+$/.test(pair.value)) {
          vlan = { id: Number(pair.value), source: ctx.ref(n), interfaces: [] };
          return true;
        }
        if (pair && vlan && (key === 'name' || key === 'status' || key === 'voice' || key === 'jumbo')) {
          if (key === 'name' && pair.value !== '') vlan.name = pair.value;
          if (key === 'status' && pair.value !== '') vlan.status = pair.value;
          return true;
        }
        const [port, mode] = cells ?? [];
        if (!vlan || !port || (mode !== 'Untagged' && mode !== 'Tagged')) return false;
        if (mode === 'Untagged') vlan.interfaces?.push(interfaceName(procurvePort(port).port, ctx.platform));
        vlan.source.endLine = n;
        return true;
      },
    );
    return vlan ? { vlans: [vlan] } : {};
  });
}

/** `show cdp neighbors detail`: one neighbour per `Port :` block. */
export function parseProcurveShowCdpNeighborsDetail(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, (ctx) => {
    const neighbors = readNeighborBlocks(
      ctx,
      'cdp',
      'port',
      (trimmed) => /^CDP neighbors information$/.test(trimmed),
      (current) => (key, value) => {
        if (key === 'device id') {
          if (value !== '') current.remoteName = value;
        } else if (key === 'address') {
          if (isIpv4(value)) current.remoteManagementIps = [value];
        } else if (key === 'platform') {
          if (value !== '') current.remotePlatform = value;
        } else if (key === 'capability') {
          const words = capabilityWords(value.replace(/\s+/g, ','));
          if (words.length > 0) current.remoteCapabilities = words;
        } else if (key === 'device port') {
          if (value !== '') {
            current.remotePort = value;
            current.remotePortKind = 'name';
          }
        } else if (key === 'version') {
          if (value !== '') current.remoteSoftware = value;
        } else return key === 'address type';
        return true;
      },
    );
    return neighbors.length > 0 ? { neighbors } : {};
  });
}

/** `show lldp info remote-device`: the table of neighbours. */
export function parseProcurveShowLldpInfoRemoteDevice(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, (ctx) => {
    const neighbors: Neighbor[] = [];
    readProcurveTable(
      ctx,
      (trimmed) =>
        /^LLDP Remote Devices Information$/.test(trimmed) || /^LocalPort\s+\|\s*ChassisId/.test(trimmed),
      ([local, chassis, port, description, name] = [], n, line) => {
        if (!local || !chassis || !line.includes('|')) return false;
        const neighbor: Neighbor = {
          protocol: 'lldp',
          localInterface: interfaceName(procurvePort(local).port, ctx.platform),
          remoteChassisId: normalizeMac(chassis) ?? chassis,
          source: ctx.ref(n),
        };
        if (port) {
          const remote = remotePort(port);
          neighbor.remotePort = remote.port;
          neighbor.remotePortKind = remote.kind;
        }
        if (description) neighbor.remotePortDescription = description;
        if (name) neighbor.remoteName = name;
        neighbors.push(neighbor);
        return true;
      },
    );
    return neighbors.length > 0 ? { neighbors } : {};
  });
}

/** Keys of `show lldp info remote-device detail` that carry nothing the model keeps (lower case). */
const LLDP_DETAIL_IGNORED = new Set([
  'chassistype',
  'system capabilities supported',
  'type',
  'endpointclass',
  'poe device type',
  'power source',
  'power priority',
  'power requested',
  'pd requested power value',
  'pse allocated power value',
  'media policy vlan id',
  'media policy priority',
  'media policy dscp',
  'media policy tagged',
  'poe plus information detail',
]);

/** `show lldp info remote-device detail` (and `… <port>`): one neighbour per `Local Port :` block. */
export function parseProcurveShowLldpInfoRemoteDeviceDetail(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, (ctx) => {
    const neighbors = readNeighborBlocks(
      ctx,
      'lldp',
      'local port',
      (trimmed) =>
        /^LLDP Remote Device Information Detail$/.test(trimmed) ||
        /^(?:Remote Management Address|MED Information Detail|Poe Plus Information Detail)$/.test(trimmed),
      (current) => {
        let portType: string | undefined;
        return (key, value) => {
          if (key === 'chassisid') {
            if (value !== '') current.remoteChassisId = normalizeMac(value) ?? value;
          } else if (key === 'porttype') {
            portType = value;
          } else if (key === 'portid') {
            if (value !== '') {
              const remote = remotePort(value, portType);
              current.remotePort = remote.port;
              current.remotePortKind = remote.kind;
            }
          } else if (key === 'sysname') {
            if (value !== '') current.remoteName = value;
          } else if (key === 'system descr') {
            if (value !== '') current.remoteSoftware = value;
          } else if (key === 'portdescr') {
            if (value !== '') current.remotePortDescription = value;
          } else if (key === 'pvid') {
            if (/^\d+$/.test(value) && Number(value) > 0) current.remoteNativeVlan = Number(value);
          } else if (key === 'system capabilities enabled') {
            const words = capabilityWords(value);
            if (words.length > 0) current.remoteCapabilities = words;
          } else if (key === 'address') {
            if (isIpv4(value) || value.includes(':')) {
              current.remoteManagementIps ??= [];
              current.remoteManagementIps.push(value);
            }
          } else return LLDP_DETAIL_IGNORED.has(key);
          return true;
        };
      },
    );
    return neighbors.length > 0 ? { neighbors } : {};
  });
}

/** `show mac-address`: MAC and port, and the VLAN where the output has that column. */
export function parseProcurveShowMacAddress(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const entries: MacEntry[] = [];
    let vlan: number | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line) || /^MAC Address\s+(?:Port|Located on Port)/.test(trimmed)) {
        log.recognized++;
        continue;
      }
      const title = /^Status and Counters - (?:Port )?Address Table(?: - VLAN (\d+))?/.exec(trimmed);
      if (title) {
        vlan = title[1] !== undefined ? Number(title[1]) : undefined;
        log.recognized++;
        continue;
      }
      const row = /^(\S+)\s+(\S+)(?:\s+(\d+))?$/.exec(trimmed);
      const mac = row ? normalizeMac(row[1]) : undefined;
      if (!row || !mac) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const entry: MacEntry = {
        mac,
        interface: interfaceName(procurvePort(row[2] ?? '').port, platform),
        type: 'dynamic',
        source: ref(n),
      };
      const entryVlan = row[3] !== undefined ? Number(row[3]) : vlan;
      if (entryVlan !== undefined) entry.vlan = entryVlan;
      entries.push(entry);
      log.recognized++;
    }
    return entries.length > 0 ? { macTable: entries } : {};
  });
}

function trunkProtocol(type: string): Lag['protocol'] {
  const t = type.toLowerCase();
  if (t === 'lacp') return 'lacp';
  if (t === 'trunk') return 'static';
  return 'other';
}

/** `show trunks`: the trunks (`Trk1`), their type (LACP, Trunk) and member ports. */
export function parseProcurveShowTrunks(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, (ctx) => {
    const lags = new Map<string, Lag>();
    readProcurveTable(
      ctx,
      (trimmed) =>
        /^Load Balancing(?: Method)?\s*:/.test(trimmed) || /^Port\s+\|\s*Name\s+Type/.test(trimmed),
      (row = [], n) => {
        const port = row[0];
        const group = row[row.length - 2];
        const type = row[row.length - 1];
        if (!port || !group || !/^Trk\d+$/i.test(group) || !type) return false;
        const canonical = canonicalInterface(group, ctx.platform);
        let lag = lags.get(canonical.name);
        if (!lag) {
          lag = { name: canonical.name, shortName: canonical.shortName, members: [], source: ctx.ref(n) };
          lags.set(canonical.name, lag);
        }
        lag.protocol = trunkProtocol(type);
        lag.members.push({ interface: interfaceName(port, ctx.platform) });
        lag.source.endLine = n;
        return true;
      },
    );
    return lags.size > 0 ? { lags: [...lags.values()] } : {};
  });
}

/** `show lacp`: LACP state per port; ports in a trunk group make up its LAG. */
export function parseProcurveShowLacp(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const lags = new Map<string, Lag>();
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        isSeparator(line) ||
        /^LACP$/.test(trimmed) ||
        /^LACP\s+Trunk\s+Port/.test(trimmed) ||
        /^Port\s+Enabled\s+Group\s+Status/.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      const row =
        /^(\S+)\s+(Active|Passive|Disabled)\s+(\S+)\s+(Up|Down|Disabled)\s+(Yes|No)\s+(\S+)(?:\s+\d+\s+\d+)?$/i.exec(
          trimmed,
        );
      if (!row) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const group = row[3] ?? '';
      if (/^Trk\d+$/i.test(group)) {
        const canonical = canonicalInterface(group, platform);
        let lag = lags.get(canonical.name);
        if (!lag) {
          lag = {
            name: canonical.name,
            shortName: canonical.shortName,
            protocol: 'lacp',
            members: [],
            source: ref(n),
          };
          lags.set(canonical.name, lag);
        }
        const up = /^up$/i.test(row[4] ?? '');
        const partner = /^yes$/i.test(row[5] ?? '');
        lag.members.push({
          interface: interfaceName(row[1] ?? '', platform),
          state: `${row[4]}/${row[6]}`,
          bundled: up && partner && /^success$/i.test(row[6] ?? ''),
        });
        lag.operUp = (lag.operUp ?? false) || up;
        lag.source.endLine = n;
      }
      log.recognized++;
    }
    return lags.size > 0 ? { lags: [...lags.values()] } : {};
  });
}

function stpRole(text: string): StpPortRole {
  const t = text.toLowerCase();
  if (t === 'root') return 'root';
  if (t === 'designated') return 'designated';
  if (t === 'alternate') return 'alternate';
  if (t === 'backup') return 'backup';
  if (t === 'master') return 'master';
  if (t === 'disabled') return 'disabled';
  return 'unknown';
}

function stpState(text: string): StpPortState | undefined {
  const t = text.toLowerCase();
  if (t === 'forwarding') return 'forwarding';
  if (t === 'blocking') return 'blocking';
  if (t === 'discarding') return 'discarding';
  if (t === 'learning') return 'learning';
  if (t === 'listening') return 'listening';
  if (t === 'disabled') return 'disabled';
  return undefined;
}

/** `show spanning-tree` keys that carry nothing the model keeps (lower case). */
const STP_IGNORED = new Set([
  'max age',
  'max hops',
  'forward delay',
  'hello time',
  'topology change count',
  'time since last change',
  'ist remaining hops',
  'root guard ports',
  'loop guard ports',
  'tcn guard ports',
  'bpdu protected ports',
  'bpdu filtered ports',
  'pvst protected ports',
  'pvst filtered ports',
  'auto edge ports',
  'admin edge ports',
  'mst configuration name',
  'mst configuration revision',
  'mst configuration digest',
  'ist regional root mac address',
  'ist regional root priority',
  'ist regional root path cost',
  'stp enabled',
]);

/**
 * `show spanning-tree`: the mode (`Force Version`), the common tree (the CIST of MSTP, the one tree of RSTP)
 * with its root and this switch, and the ports' roles and states.
 */
export function parseProcurveShowSpanningTree(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const stp: SpanningTree = { instances: [] };
    let tree: StpInstance | undefined;
    const instance = (n: number): StpInstance => {
      if (!tree) {
        tree = { name: 'cist', ports: [], source: ref(n) };
        stp.instances.push(tree);
      }
      tree.source.endLine = n;
      return tree;
    };
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        isSeparator(line) ||
        /^(?:Multiple|Rapid) Spanning Tree \((?:MST|RST)\) Information$/.test(trimmed) ||
        /^Spanning Tree Information$/.test(trimmed) ||
        /^\|\s*Prio/.test(trimmed) ||
        /^Port\s+Type\s+Cost\s+/.test(trimmed) ||
        /^Port\s+Type\s+\|\s*Cost/.test(trimmed) ||
        /^\|?\s*Designated\s+Hello$/.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      // A port row: `1  100/1000T | 20000  128  Designated Forwarding 009c02-d6e2c0  2  Yes Yes`.
      const bar = line.indexOf('|');
      if (bar >= 0) {
        const left = line.slice(0, bar).trim().split(/\s+/);
        const right = line
          .slice(bar + 1)
          .trim()
          .split(/\s+/);
        const [cost, priority, role, state] = right;
        const portState = stpState(state ?? '');
        if (left[0] && portState && /^(?:\d+|Auto)$/.test(cost ?? '') && /^\d+$/.test(priority ?? '')) {
          const port: StpPort = {
            interface: interfaceName(procurvePort(left[0]).port, platform),
            role: stpRole(role ?? ''),
            state: portState,
            priority: Number(priority),
          };
          if (/^\d+$/.test(cost ?? '')) port.cost = Number(cost);
          if (left[1]) port.type = left[1];
          const edge = right[right.length - 1];
          if (edge === 'Yes') port.edge = true;
          instance(n).ports.push(port);
          log.recognized++;
          continue;
        }
      }
      const pairs = procurvePairs(line);
      if (pairs.length === 0) {
        log.unrecognizedLine(n, line);
        continue;
      }
      let unknown = false;
      for (const { key, value } of pairs) {
        const k = key.toLowerCase();
        if (k === 'force version') {
          stp.mode = /mstp/i.test(value)
            ? 'mst'
            : /rstp/i.test(value)
              ? 'rstp'
              : /stp/i.test(value)
                ? 'stp'
                : stp.mode;
          const t = instance(n);
          if (stp.mode === 'mst') t.mstInstance = 0;
          else t.name = 'cst';
        } else if (k === 'ist mapped vlans') {
          const vlans = expandVlanRanges(value);
          if (Array.isArray(vlans)) instance(n).vlans = vlans;
        } else if (k === 'switch mac address') {
          const mac = normalizeMac(value);
          if (mac) instance(n).bridgeMac = mac;
        } else if (k === 'switch priority') {
          if (/^\d+$/.test(value)) instance(n).bridgePriority = Number(value);
        } else if (k === 'cst root mac address' || k === 'root mac address') {
          const mac = normalizeMac(value);
          if (mac) instance(n).rootMac = mac;
        } else if (k === 'cst root priority' || k === 'root priority') {
          if (/^\d+$/.test(value)) instance(n).rootPriority = Number(value);
        } else if (k === 'cst root path cost' || k === 'root path cost') {
          if (/^\d+$/.test(value)) instance(n).rootCost = Number(value);
        } else if (k === 'cst root port' || k === 'root port') {
          if (value !== '' && !/this switch/i.test(value))
            instance(n).rootPort = interfaceName(value, platform);
        } else if (!STP_IGNORED.has(k)) unknown = true;
      }
      if (unknown) log.unrecognizedLine(n, line);
      else log.recognized++;
    }
    if (/^STP Enabled\s*:\s*No/im.test(text)) stp.mode = 'none';
    for (const t of stp.instances) {
      if (t.rootMac && t.bridgeMac) t.isRoot = t.rootMac === t.bridgeMac;
    }
    return stp.instances.length > 0 || stp.mode ? { stp } : {};
  });
}

/**
 * `show cdp neighbors`: the table of CDP neighbours, one row per neighbour: local port, device ID (a name, or a
 * MAC written in spaced pairs), platform and capability letters. The brief table names no remote port.
 */
export function parseProcurveShowCdpNeighbors(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, (ctx) => {
    const neighbors: Neighbor[] = [];
    readProcurveTable(
      ctx,
      (trimmed) =>
        /^CDP neighbors information$/.test(trimmed) ||
        /^Port\s+Device ID\s+\|\s*Platform\s+Capability$/.test(trimmed),
      ([port, deviceId, remotePlatform, capability] = [], n, line) => {
        if (!port || !deviceId || !line.includes('|')) return false;
        const neighbor: Neighbor = {
          protocol: 'cdp',
          localInterface: interfaceName(procurvePort(port).port, ctx.platform),
          source: ctx.ref(n),
        };
        // A neighbour without a name announces its MAC, which AOS-S prints in spaced pairs.
        const mac = /^(?:[0-9a-f]{2} ){5}[0-9a-f]{2}$/i.test(deviceId)
          ? normalizeMac(deviceId.replace(/ /g, ''))
          : undefined;
        if (mac) neighbor.remoteChassisId = mac;
        else neighbor.remoteName = deviceId;
        if (remotePlatform) neighbor.remotePlatform = remotePlatform;
        const words = cdpCapabilityLetters((capability ?? '').split(/\s+/));
        if (words.length > 0) neighbor.remoteCapabilities = words;
        neighbors.push(neighbor);
        return true;
      },
    );
    return neighbors.length > 0 ? { neighbors } : {};
  });
}
