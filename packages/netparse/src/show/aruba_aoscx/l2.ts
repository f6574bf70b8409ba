import { canonicalInterface } from '../../model/interface-names';
import type {
  Lag,
  MacEntry,
  MacEntryType,
  Neighbor,
  Platform,
  SpanningTree,
  StpInstance,
  StpPortRole,
  StpPortState,
  Vlan,
} from '../../model/types';
import { expandVlanRanges, isIpv4, normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { type Column, cellsOf, columnsFromHeader, fitsColumns, isSeparator } from '../common/columns';
import { remotePort } from '../common/neighbors';
import { capabilityWords, interfaceName, keyValue } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/**
 * An AOS-CX port list with ranges: `1/1/2-1/1/4,1/1/6`, `lag1-lag3`, `1/1/1`. Ranges run over the last number
 * of ports that share everything before it. Items it cannot read are reported through `onBad`.
 */
export function expandAoscxPorts(text: string, platform: Platform, onBad?: (item: string) => void): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[,\s]+/)) {
    const item = raw.trim();
    if (item === '') continue;
    const range = /^(\d+\/\d+\/|lag)?(\d+)-(\d+\/\d+\/|lag)?(\d+)$/.exec(item);
    if (range && (range[1] ?? '') === (range[3] ?? '')) {
      const from = Number(range[2]);
      const to = Number(range[4]);
      if (to < from || to - from > 4096) {
        onBad?.(item);
        continue;
      }
      for (let i = from; i <= to; i++) out.push(interfaceName(`${range[1] ?? ''}${i}`, platform));
      continue;
    }
    const canonical = canonicalInterface(item, platform);
    if (canonical.type === 'other') {
      onBad?.(item);
      continue;
    }
    out.push(canonical.name);
  }
  return out;
}

/** `show vlan`: ID, name, status and member interfaces; interface ranges are expanded and may wrap. */
export function parseAoscxShowVlan(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const vlans: Vlan[] = [];
    let columns: Column[] | undefined;
    let current: Vlan | undefined;
    const addPorts = (vlan: Vlan, list: string, n: number) => {
      vlan.interfaces ??= [];
      vlan.interfaces.push(
        ...expandAoscxPorts(list, platform, (item) =>
          log.warn(n, 'bad-port-range', `cannot read port item ${item}`),
        ),
      );
    };
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line)) {
        log.recognized++;
        continue;
      }
      if (/^VLAN\s+Name\s+Status/.test(trimmed)) {
        columns =
          columnsFromHeader(line, ['VLAN', 'Name', 'Status', 'Reason', 'Type', 'Interfaces']) ??
          columnsFromHeader(line, ['VLAN', 'Name', 'Status', 'Reason', 'Type']);
        log.recognized++;
        continue;
      }
      const cells = columns && fitsColumns(line, columns) ? cellsOf(line, columns) : undefined;
      const [id, name, status, , , interfaces] = cells ?? [];
      if (id && /^\d+$/.test(id) && name) {
        current = { id: Number(id), name, source: ref(n), interfaces: [] };
        if (status) current.status = status;
        vlans.push(current);
        if (interfaces) addPorts(current, interfaces, n);
        log.recognized++;
        continue;
      }
      if (current && /^\s/.test(line) && cells?.slice(0, 5).every((c) => c === '') && interfaces) {
        addPorts(current, interfaces, n);
        current.source.endLine = n;
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    return vlans.length > 0 ? { vlans } : {};
  });
}

/** `show lldp neighbor-info detail` keys that carry nothing the model keeps (lower case). */
const LLDP_IGNORED = [
  /^neighbor entries/,
  /^total neighbor entries/,
  /^ttl$/,
  /^chassis capabilities available$/,
  /^neighbor (?:poe|power|powered|mac-phy|auto-ne|mau|eee|tx |rx |fallback|pd )/,
  /^pd /,
  /^pse /,
  /^power at pd/,
  /^powering on both/,
  /^neighbor mac-phy details$/,
];

/** `show lldp neighbor-info detail`: one neighbour per `Port :` block. */
export function parseAoscxShowLldpNeighborInfoDetail(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const neighbors: Neighbor[] = [];
    let current: Neighbor | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line) || /^LLDP Neighbor Information$/.test(trimmed)) {
        log.recognized++;
        continue;
      }
      const kv = keyValue(trimmed);
      const key = kv?.key.toLowerCase() ?? trimmed.toLowerCase();
      const value = kv?.value ?? '';
      if (kv && key === 'port') {
        current = { protocol: 'lldp', localInterface: interfaceName(value, platform), source: ref(n) };
        neighbors.push(current);
        log.recognized++;
        continue;
      }
      if (current) current.source.endLine = n;
      if (!current && !LLDP_IGNORED.some((p) => p.test(key))) {
        log.unrecognizedLine(n, line);
        continue;
      }
      if (!current) {
        log.recognized++;
        continue;
      }
      if (key === 'neighbor chassis-name' || key === 'neighbor system-name') {
        if (value !== '') current.remoteName = value;
      } else if (key === 'neighbor chassis-description' || key === 'neighbor system-description') {
        if (value !== '') current.remoteSoftware = value;
      } else if (key === 'neighbor chassis-id') {
        if (value !== '') current.remoteChassisId = normalizeMac(value) ?? value;
      } else if (key === 'neighbor management-address') {
        for (const address of value.split(/[\s,]+/)) {
          if (isIpv4(address) || address.includes(':')) {
            current.remoteManagementIps ??= [];
            current.remoteManagementIps.push(address);
          }
        }
      } else if (key === 'chassis capabilities enabled') {
        const words = capabilityWords(value);
        if (words.length > 0) current.remoteCapabilities = words;
      } else if (key === 'neighbor port-id') {
        if (value !== '') {
          const port = remotePort(value);
          current.remotePort = port.port;
          current.remotePortKind = port.kind;
        }
      } else if (key === 'neighbor port-desc') {
        if (value !== '') current.remotePortDescription = value;
      } else if (key === 'neighbor port vlan id') {
        if (/^\d+$/.test(value) && Number(value) > 0) current.remoteNativeVlan = Number(value);
      } else if (!LLDP_IGNORED.some((p) => p.test(key))) {
        log.unrecognizedLine(n, line);
        continue;
      }
      log.recognized++;
    }
    return neighbors.length > 0 ? { neighbors } : {};
  });
}

/** `show lldp neighbor-info`: the table of neighbours (local port, chassis, port, description, name). */
export function parseAoscxShowLldpNeighborInfo(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const neighbors: Neighbor[] = [];
    let columns: Column[] | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        isSeparator(line) ||
        /^LLDP Neighbor Information$/.test(trimmed) ||
        /^Total Neighbor Entries/.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      if (/^LOCAL-PORT\s+CHASSIS-ID\s+PORT-ID/.test(trimmed)) {
        columns = columnsFromHeader(line, [
          'LOCAL-PORT',
          'CHASSIS-ID',
          'PORT-ID',
          'PORT-DESC',
          'TTL',
          'SYS-NAME',
        ]);
        log.recognized++;
        continue;
      }
      const cells = columns ? cellsOf(line, columns) : [];
      const [local, chassis, port, description, ttl, name] = cells;
      if (
        !local ||
        !chassis ||
        !port ||
        canonicalInterface(local, platform).type === 'other' ||
        (ttl && !/^\d+$/.test(ttl))
      ) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const remote = remotePort(port);
      const neighbor: Neighbor = {
        protocol: 'lldp',
        localInterface: interfaceName(local, platform),
        remoteChassisId: normalizeMac(chassis) ?? chassis,
        remotePort: remote.port,
        remotePortKind: remote.kind,
        source: ref(n),
      };
      if (name) neighbor.remoteName = name;
      if (description) neighbor.remotePortDescription = description;
      neighbors.push(neighbor);
      log.recognized++;
    }
    return neighbors.length > 0 ? { neighbors } : {};
  });
}

function macType(text: string): MacEntryType {
  const t = text.toLowerCase();
  if (t === 'dynamic') return 'dynamic';
  if (t === 'static') return 'static';
  if (/security|secure|sticky/.test(t)) return 'secure';
  return 'other';
}

/** `show mac-address-table`: MAC, VLAN, type and port per entry. */
export function parseAoscxShowMacAddressTable(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const entries: MacEntry[] = [];
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        isSeparator(line) ||
        /^MAC age-time\s*:/.test(trimmed) ||
        /^Number of MAC addresses\s*:/.test(trimmed) ||
        /^MAC Address\s+VLAN\s+Type\s+Port/.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      const row = /^(\S+)\s+(\d+)\s+(\S+)\s+(\S+)$/.exec(trimmed);
      const mac = row ? normalizeMac(row[1]) : undefined;
      if (!row || !mac) {
        log.unrecognizedLine(n, line);
        continue;
      }
      entries.push({
        mac,
        vlan: Number(row[2]),
        interface: interfaceName(row[4] ?? '', platform),
        type: macType(row[3] ?? ''),
        source: ref(n),
      });
      log.recognized++;
    }
    return entries.length > 0 ? { macTable: entries } : {};
  });
}

/** `show lacp aggregates` and `show lag`: each LAG with its members and mode. */
export function parseAoscxShowLag(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const lags: Lag[] = [];
    let current: Lag | undefined;
    const open = (name: string, n: number): Lag => {
      const canonical = canonicalInterface(name, platform);
      const lag: Lag = { name: canonical.name, shortName: canonical.shortName, members: [], source: ref(n) };
      lags.push(lag);
      return lag;
    };
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line)) {
        log.recognized++;
        continue;
      }
      const header = /^Aggregate (\S+) is (up|down)/.exec(trimmed);
      if (header) {
        current = open(header[1] ?? '', n);
        current.operUp = header[2] === 'up';
        log.recognized++;
        continue;
      }
      const kv = keyValue(trimmed);
      const key = kv?.key.toLowerCase() ?? '';
      const value = kv?.value ?? '';
      if (key === 'aggregate name' || key === 'aggregate-name') {
        current = open(value, n);
        log.recognized++;
        continue;
      }
      if (!current) {
        if (key === 'system-id' || key === 'system-priority') log.recognized++;
        else log.unrecognizedLine(n, line);
        continue;
      }
      current.source.endLine = n;
      if (key === 'interfaces' || key === 'aggregated-interfaces') {
        for (const member of value.split(/[\s,]+/)) {
          if (member !== '') current.members.push({ interface: interfaceName(member, platform) });
        }
      } else if (key === 'aggregate mode' || key === 'lacp mode') {
        const mode = value.toLowerCase();
        current.protocol =
          mode === 'active' || mode === 'passive'
            ? 'lacp'
            : mode === 'off' || mode === 'static'
              ? 'static'
              : 'other';
      } else if (
        !/^(?:admin state is|description|type|mac address|aggregation-key|hash|lacp rate|heartbeat rate|speed|mode|lacp-fallback|qos trust|vlan mode|native vlan|allowed vlan list|l3 counters|access vlan)/.test(
          key || trimmed.toLowerCase(),
        )
      ) {
        log.unrecognizedLine(n, line);
        continue;
      }
      log.recognized++;
    }
    return lags.length > 0 ? { lags } : {};
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
  if (t === 'disabled' || t === 'down') return 'disabled';
  return undefined;
}

/** `show spanning-tree`: the mode, the CIST (and MSTIs) with root and bridge, and the port roles. */
export function parseAoscxShowSpanningTree(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const stp: SpanningTree = { instances: [] };
    let current: StpInstance | undefined;
    let block: 'root' | 'bridge' | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line)) {
        log.recognized++;
        continue;
      }
      const status = /^Spanning tree status\s*:\s*(Enabled|Disabled)(?:\s+Protocol:\s*(\S+))?/i.exec(trimmed);
      if (status) {
        const protocol = (status[2] ?? '').toLowerCase();
        if (/^disabled$/i.test(status[1] ?? '')) stp.mode = 'none';
        else
          stp.mode =
            protocol === 'mstp'
              ? 'mst'
              : protocol === 'rpvst' || protocol === 'rapid-pvst'
                ? 'rapid-pvst'
                : protocol === 'rstp'
                  ? 'rstp'
                  : 'stp';
        log.recognized++;
        continue;
      }
      const instance = /^(MST(\d+)|VLAN(\d+))$/.exec(trimmed);
      if (instance) {
        current = { name: instance[1] ?? '', ports: [], source: ref(n) };
        if (instance[2] !== undefined) current.mstInstance = Number(instance[2]);
        if (instance[3] !== undefined) current.vlan = Number(instance[3]);
        stp.instances.push(current);
        block = undefined;
        log.recognized++;
        continue;
      }
      if (!current) {
        log.unrecognizedLine(n, line);
        continue;
      }
      current.source.endLine = n;
      const priority = /^(?:(Root|Bridge) ID\s+)?Priority\s*:\s*(\d+)$/.exec(trimmed);
      if (priority) {
        if (priority[1]) block = priority[1] === 'Root' ? 'root' : 'bridge';
        if (block === 'root') current.rootPriority = Number(priority[2]);
        if (block === 'bridge') current.bridgePriority = Number(priority[2]);
        log.recognized++;
        continue;
      }
      const mac = /^MAC-Address\s*:\s*(\S+)$/.exec(trimmed);
      if (mac) {
        const address = normalizeMac(mac[1]);
        if (address && block === 'root') current.rootMac = address;
        if (address && block === 'bridge') current.bridgeMac = address;
        log.recognized++;
        continue;
      }
      const vlans = /^Vlans? mapped\s*:\s*(.*)$/i.exec(trimmed);
      if (vlans) {
        const list = expandVlanRanges(vlans[1] ?? '');
        if (Array.isArray(list)) current.vlans = list;
        log.recognized++;
        continue;
      }
      const rootPort = /^Root Port\s*:\s*(\S+)/i.exec(trimmed);
      if (rootPort) {
        current.rootPort = interfaceName(rootPort[1] ?? '', platform);
        log.recognized++;
        continue;
      }
      const rootCost = /^Root (?:Path )?Cost\s*:\s*(\d+)/i.exec(trimmed);
      if (rootCost) {
        current.rootCost = Number(rootCost[1]);
        log.recognized++;
        continue;
      }
      const port =
        /^(\S+)\s+(Root|Designated|Alternate|Backup|Master|Disabled)\s+(\S+)\s+(\d+)\s+(\d+)\s+(.*)$/i.exec(
          trimmed,
        );
      const state = port ? stpState(port[3] ?? '') : undefined;
      if (port && state) {
        // The type (`P2P Edge`), then the BPDU and TCN counters.
        const rest = (port[6] ?? '').split(/\s+/);
        const type = rest.filter((word) => !/^\d+$/.test(word)).join(' ');
        const entry = {
          interface: interfaceName(port[1] ?? '', platform),
          role: stpRole(port[2] ?? ''),
          state,
          cost: Number(port[4]),
          priority: Number(port[5]),
          ...(type !== '' ? { type, ...(/\bEdge\b/i.test(type) ? { edge: true } : {}) } : {}),
        };
        current.ports.push(entry);
        if (entry.role === 'root') current.rootPort = entry.interface;
        log.recognized++;
        continue;
      }
      if (
        /^Hello time\(in seconds\)/i.test(trimmed) ||
        /^Forward Delay\(in seconds\)/i.test(trimmed) ||
        /^Port\s+Role\s+State\s+Cost/.test(trimmed) ||
        /^Number of topology changes/i.test(trimmed) ||
        /^Last topology change occurred/i.test(trimmed) ||
        /^This bridge is the root/i.test(trimmed)
      ) {
        if (/^This bridge is the root/i.test(trimmed)) current.isRoot = true;
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    for (const instance of stp.instances) {
      if (instance.isRoot === undefined && instance.rootMac && instance.bridgeMac)
        instance.isRoot =
          instance.rootMac === instance.bridgeMac && instance.rootPriority === instance.bridgePriority;
      if (instance.isRoot) instance.rootCost ??= 0;
    }
    return stp.instances.length > 0 ? { stp } : {};
  });
}
