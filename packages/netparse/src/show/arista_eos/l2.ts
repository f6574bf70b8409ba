import { canonicalIp } from '@lne/ip';
import { canonicalInterface } from '../../model/interface-names';
import type {
  Lag,
  MacEntry,
  MacEntryType,
  Neighbor,
  SpanningTree,
  StpInstance,
  StpPort,
  StpPortRole,
  StpPortState,
  Vlan,
} from '../../model/types';
import { isIpv4, normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { appendAll } from '../../util/arrays';
import {
  type Column,
  cellsOf,
  columnsFromHeader,
  columnsFromSeparator,
  fitsColumns,
  isSeparator,
} from '../common/columns';
import { remotePort } from '../common/neighbors';
import { capabilityWords, interfaceName, keyValue } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/** `show vlan`: ID, name, status and access ports; port lists wrap onto indented lines. */
export function parseEosShowVlan(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const vlans: Vlan[] = [];
    let columns: Column[] | undefined;
    let current: Vlan | undefined;
    const addPorts = (vlan: Vlan, text: string) => {
      for (const port of text.split(/[,\s]+/)) {
        if (port === '') continue;
        vlan.interfaces ??= [];
        vlan.interfaces.push(interfaceName(port, platform));
      }
    };
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '') {
        log.recognized++;
        continue;
      }
      if (/^VLAN\s+Name\s+Status\s+Ports/.test(trimmed)) {
        columns = columnsFromHeader(line, ['VLAN', 'Name', 'Status', 'Ports']);
        log.recognized++;
        continue;
      }
      if (isSeparator(line)) {
        const fromDashes = columnsFromSeparator(line);
        if (fromDashes.length >= 4) columns = fromDashes;
        log.recognized++;
        continue;
      }
      const cells = columns ? cellsOf(line, columns) : [];
      const [id, name, status, ports] = cells;
      if (id && /^\d+$/.test(id) && name && status) {
        current = { id: Number(id), name, status, source: ref(n) };
        vlans.push(current);
        if (ports) addPorts(current, ports);
        else current.interfaces = [];
        log.recognized++;
        continue;
      }
      const words = /^(\d+)\s+(\S+)\s+(\S+)(?:\s+(.*))?$/.exec(trimmed);
      if (words && !/^\s/.test(line)) {
        current = { id: Number(words[1]), name: words[2] ?? '', status: words[3] ?? '', source: ref(n) };
        vlans.push(current);
        current.interfaces = [];
        if (words[4]) addPorts(current, words[4]);
        log.recognized++;
        continue;
      }
      if (current && /^\s/.test(line) && isPortList(trimmed)) {
        addPorts(current, trimmed);
        const source = current.source;
        source.endLine = n;
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    return vlans.length > 0 ? { vlans } : {};
  });
}

/** Whether a text is only interface names separated by commas or spaces (a wrapped port list). */
function isPortList(text: string): boolean {
  const words = text.split(/[,\s]+/).filter((w) => w !== '');
  return words.length > 0 && words.every((w) => /^[A-Za-z][\w/.:-]*$/.test(w));
}

function macType(text: string): MacEntryType {
  const t = text.toLowerCase();
  if (t === 'dynamic' || t === 'learned') return 'dynamic';
  if (t === 'static' || t === 'configured') return 'static';
  if (t === 'secure') return 'secure';
  if (t === 'system' || t === 'router') return 'system';
  return 'other';
}

/** Ports of the MAC table that are not interfaces of the device. */
const NOT_A_PORT = /^(?:cpu|router|switch|drop|-+)$/i;

/** `show mac address-table`: unicast and multicast entries; a multicast entry gives one entry per port. */
export function parseEosShowMacAddressTable(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const entries: MacEntry[] = [];
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        isSeparator(line) ||
        /^(?:Multicast\s+)?mac Address Table$/i.test(trimmed) ||
        /^Vlan\s+Mac Address\s+Type/i.test(trimmed) ||
        /^Total Mac Addresses/i.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      const row = /^(\d+)\s+(\S+)\s+([A-Za-z]+)\s+(.*)$/.exec(trimmed);
      const mac = row ? normalizeMac(row[2]) : undefined;
      if (!row || !mac) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const vlan = Number(row[1]);
      const type = macType(row[3] ?? '');
      const rest = row[4] ?? '';
      // A unicast row ends with its moves and last move: `Et32  1  0:08:16 ago`.
      const unicast = /^(\S+)\s+\d+\s+.*ago$/.exec(rest);
      const ports = unicast ? [unicast[1] ?? ''] : rest.split(/\s+/).filter((p) => p !== '');
      const source = ref(n);
      if (ports.length === 0) entries.push({ mac, vlan, type, source });
      for (const port of ports) {
        if (NOT_A_PORT.test(port))
          entries.push({ mac, vlan, type: type === 'static' ? 'system' : type, source });
        else entries.push({ mac, vlan, interface: interfaceName(port, platform), type, source });
      }
      log.recognized++;
    }
    return entries.length > 0 ? { macTable: entries } : {};
  });
}

const LLDP_PREAMBLE = /^(?:Last table change time|Number of table (?:inserts|deletes|drops|age-outs))\s*:/;

/** `show lldp neighbors`: local port, neighbour name and port. */
export function parseEosShowLldpNeighbors(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const neighbors: Neighbor[] = [];
    let columns: Column[] | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line) || LLDP_PREAMBLE.test(trimmed)) {
        log.recognized++;
        continue;
      }
      if (/^Port\s+Neighbor Device ID\s+Neighbor Port ID/.test(trimmed)) {
        columns = columnsFromHeader(line, ['Port', 'Neighbor Device ID', 'Neighbor Port ID', 'TTL']);
        log.recognized++;
        continue;
      }
      let cells: (string | undefined)[] | undefined;
      if (columns && fitsColumns(line, columns)) cells = cellsOf(line, columns);
      const words = trimmed.split(/\s+/);
      if (!cells?.[0] || !cells[1] || !cells[2]) {
        cells = words.length === 4 ? words : undefined;
      }
      const [local, name, port, ttl] = cells ?? [];
      if (!local || !name || !port || (ttl !== undefined && ttl !== '' && !/^\d+$/.test(ttl))) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const remote = remotePort(port);
      neighbors.push({
        protocol: 'lldp',
        localInterface: interfaceName(local, platform),
        remoteName: name,
        remotePort: remote.port,
        remotePortKind: remote.kind,
        source: ref(n),
      });
      log.recognized++;
    }
    return neighbors.length > 0 ? { neighbors } : {};
  });
}

function unquote(text: string): string {
  const t = text.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
}

/** TLV titles (`- Title: value` lines) of `show lldp neighbors detail` that the model does not keep. */
const LLDP_TLV_IGNORED = [
  /^Time To Live/i,
  /^IEEE802\.3 Maximum Frame Size/i,
  /^IEEE802\.1\/IEEE802\.3 Link Aggregation/i,
  /^IEEE802\.3 Link Aggregation/i,
  /^IEEE802\.3 MAC\/PHY Configuration/i,
  /^IEEE802\.3 Power Via MDI/i,
  /^IEEE802\.1 Port And Protocol VLAN ID/i,
  /^IEEE802\.1 VLAN Name/i,
  /^LLDP-MED/i,
  /^Unknown TLV/i,
  /^Unknown organizationally-defined TLV/i,
  /^Organizationally Specific/i,
];

/** Keys inside TLVs (indented `Key : value` lines) that the model does not keep. */
const LLDP_KEYS_IGNORED = new Set([
  'interface number subtype',
  'interface number',
  'oid string',
  'link aggregation status',
  'port id',
  'auto-negotiation',
  'advertised capabilities',
  'operational mau type',
  'vlan id',
  'vlan name',
  'port and protocol vlan supported',
  'port and protocol vlan enabled',
  'device type',
  'capabilities',
  'power source',
  'power priority',
  'power value',
]);

/** `show lldp neighbors detail`: one neighbour per `Neighbor …` block, with its TLVs. */
export function parseEosShowLldpNeighborsDetail(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const neighbors: Neighbor[] = [];
    let local: string | undefined;
    let current: Neighbor | undefined;
    let tlv = '';
    let portSubtype: string | undefined;
    let continuation = false;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '') {
        continuation = false;
        log.recognized++;
        continue;
      }
      const iface = /^Interface (\S+) detected (\d+) LLDP neighbors?:?$/.exec(trimmed);
      if (iface) {
        local = interfaceName(iface[1] ?? '', platform);
        current = undefined;
        log.recognized++;
        continue;
      }
      const head = /^Neighbor (\S+?)\/(.+), age (\d+) seconds?$/.exec(trimmed);
      if (head && local) {
        current = { protocol: 'lldp', localInterface: local, source: ref(n) };
        const chassis = head[1] ?? '';
        current.remoteChassisId = normalizeMac(chassis) ?? chassis;
        const port = remotePort(unquote(head[2] ?? ''));
        current.remotePort = port.port;
        current.remotePortKind = port.kind;
        neighbors.push(current);
        tlv = '';
        portSubtype = undefined;
        log.recognized++;
        continue;
      }
      if (!current) {
        log.unrecognizedLine(n, line);
        continue;
      }
      current.source.endLine = n;
      if (/^Discovered .* ago; Last changed .* ago$/.test(trimmed)) {
        log.recognized++;
        continue;
      }
      const title = /^- (.+)$/.exec(trimmed);
      const entry = keyValue(title ? (title[1] ?? '') : trimmed);
      if (title) {
        tlv = (entry?.key ?? title[1] ?? '').toLowerCase();
        // The bytes of a TLV the device does not decode follow its title, in hex.
        continuation = /^unknown /.test(tlv);
        if (continuation) {
          log.recognized++;
          continue;
        }
      }
      const key = entry?.key.toLowerCase() ?? '';
      const value = entry?.value ?? '';
      if (!entry) {
        // Lists under a TLV (`10BASE-T (full-duplex)` under `Auto-negotiation`) go on without a key.
        if (continuation || (title && LLDP_TLV_IGNORED.some((p) => p.test(title[1] ?? '')))) log.recognized++;
        else log.unrecognizedLine(n, line);
        continue;
      }
      continuation = key === 'auto-negotiation' || key === 'advertised capabilities';
      if (key === 'port id type') {
        portSubtype = value;
      } else if (key === 'chassis id type' || key === 'management address subtype') {
        // The subtype of the value on the next line; the value tells as much.
      } else if (key === 'chassis id') {
        current.remoteChassisId = normalizeMac(value) ?? value;
      } else if (key === 'port id' && tlv === 'port id type') {
        const port = remotePort(unquote(value), portSubtype);
        current.remotePort = port.port;
        current.remotePortKind = port.kind;
      } else if (key === 'port description') {
        const description = unquote(value);
        if (description !== '') current.remotePortDescription = description;
      } else if (key === 'system name') {
        const name = unquote(value);
        if (name !== '') current.remoteName = name;
      } else if (key === 'system description') {
        const description = unquote(value);
        if (description !== '') current.remoteSoftware = description;
      } else if (key === 'system capabilities') {
        // Supported; the enabled ones follow.
      } else if (key === 'enabled capabilities') {
        const words = capabilityWords(value);
        if (words.length > 0) current.remoteCapabilities = words;
      } else if (key === 'management address') {
        const ip = isIpv4(value) ? value : canonicalIp(value);
        if (ip && (isIpv4(ip) || ip.includes(':'))) {
          current.remoteManagementIps ??= [];
          if (!current.remoteManagementIps.includes(ip)) current.remoteManagementIps.push(ip);
        }
      } else if (key === 'ieee802.1 port vlan id') {
        const vlan = Number(value);
        if (Number.isInteger(vlan) && vlan > 0) current.remoteNativeVlan = vlan;
      } else if (!LLDP_KEYS_IGNORED.has(key) && !LLDP_TLV_IGNORED.some((p) => p.test(entry.key))) {
        log.unrecognizedLine(n, line);
        continue;
      }
      log.recognized++;
    }
    return neighbors.length > 0 ? { neighbors } : {};
  });
}

/** `show port-channel summary` (and `dense`): each LAG, its protocol, state and members with their flags. */
export function parseEosShowPortChannelSummary(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const lags: Lag[] = [];
    let current: Lag | undefined;
    let inTable = false;
    const addMembers = (lag: Lag, text: string): boolean => {
      const items = text.trim().split(/\s+/);
      const parsed: Lag['members'] = [];
      for (const item of items) {
        const m = /^([A-Za-z][\w/.-]*)\(([^)]*)\)$/.exec(item);
        if (!m) return false;
        const flags = m[2] ?? '';
        parsed.push({
          interface: interfaceName(m[1] ?? '', platform),
          state: flags,
          bundled: flags.includes('P'),
        });
      }
      appendAll(lag.members, parsed);
      return true;
    };
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line)) {
        log.recognized++;
        continue;
      }
      if (/^Port-Channel\s+Protocol\s+Ports/.test(trimmed)) {
        inTable = true;
        log.recognized++;
        continue;
      }
      if (!inTable) {
        // The flags legend and the counts above the table.
        if (
          /^Flags$/.test(trimmed) ||
          /^\S{1,2} - /.test(trimmed) ||
          /^Number of (?:channels|aggregators)/.test(trimmed)
        )
          log.recognized++;
        else log.unrecognizedLine(n, line);
        continue;
      }
      const row = /^(Po\d+(?:\.\d+)?)\(([^)]*)\)\s+(\w+)(?:\(([^)]*)\))?(?:\s+(.*))?$/.exec(trimmed);
      if (row) {
        const canonical = canonicalInterface(row[1] ?? '', platform);
        const flags = row[2] ?? '';
        const protocol = (row[3] ?? '').toLowerCase();
        current = {
          name: canonical.name,
          shortName: canonical.shortName,
          protocol: protocol === 'lacp' ? 'lacp' : protocol === 'static' ? 'static' : 'other',
          members: [],
          operUp: flags.includes('U'),
          source: ref(n),
        };
        lags.push(current);
        if (row[5] && !addMembers(current, row[5])) log.unrecognizedLine(n, line);
        else log.recognized++;
        continue;
      }
      if (current && /^\s/.test(line) && addMembers(current, trimmed)) {
        current.source.endLine = n;
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    return lags.length > 0 ? { lags } : {};
  });
}

function stpRole(text: string): StpPortRole {
  const t = text.toLowerCase();
  if (t.startsWith('root')) return 'root';
  if (t.startsWith('desg') || t.startsWith('designated')) return 'designated';
  if (t.startsWith('altn') || t.startsWith('alternate')) return 'alternate';
  if (t.startsWith('back')) return 'backup';
  if (t.startsWith('mstr') || t.startsWith('master')) return 'master';
  if (t.startsWith('disabled') || t.startsWith('dis')) return 'disabled';
  return 'unknown';
}

function stpState(text: string): StpPortState | undefined {
  const t = text.toLowerCase();
  if (t.startsWith('forward') || t === 'fwd') return 'forwarding';
  if (t.startsWith('discard') || t === 'dis') return 'discarding';
  if (t.startsWith('block') || t === 'blk') return 'blocking';
  if (t.startsWith('learn') || t === 'lrn') return 'learning';
  if (t.startsWith('listen') || t === 'lis') return 'listening';
  if (t.startsWith('disabled')) return 'disabled';
  if (t.startsWith('broken') || t.startsWith('bkn')) return 'broken';
  return undefined;
}

const STP_IGNORED = [
  /^Hello Time\s/,
  /^This bridge is the root$/,
  /^Spanning tree enabled protocol /,
  /^Interface\s+Role\s+State/,
  /^Max Age\s/,
];

/** `show spanning-tree`: the mode, and per instance (MST0…, VL10…) the root, the bridge and the port roles. */
export function parseEosShowSpanningTree(text: string, input: ParseInput): ParseResult {
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
      const instance = /^(MST(\d+)|VL(\d+)|VLAN(\d+))$/.exec(trimmed);
      if (instance && !/^\s/.test(line)) {
        current = { name: instance[1] ?? '', ports: [], source: ref(n) };
        if (instance[2] !== undefined) current.mstInstance = Number(instance[2]);
        const vlan = instance[3] ?? instance[4];
        if (vlan !== undefined) current.vlan = Number(vlan);
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
      const protocol = /^Spanning tree enabled protocol (\S+)/.exec(trimmed);
      if (protocol) {
        const p = (protocol[1] ?? '').toLowerCase();
        stp.mode = p === 'mstp' ? 'mst' : p === 'rapid-pvst' ? 'rapid-pvst' : p === 'rstp' ? 'rstp' : 'stp';
        log.recognized++;
        continue;
      }
      const priority = /^(Root ID|Bridge ID|Regional Root ID)?\s*Priority\s+(\d+)/.exec(trimmed);
      if (priority) {
        if (priority[1] === 'Root ID') block = 'root';
        else if (priority[1] === 'Bridge ID') block = 'bridge';
        else if (priority[1] === 'Regional Root ID') block = undefined;
        const value = Number(priority[2]);
        if (block === 'root') current.rootPriority = value;
        if (block === 'bridge') current.bridgePriority = value;
        log.recognized++;
        continue;
      }
      const address = /^Address\s+([0-9a-f.]+)$/.exec(trimmed);
      if (address) {
        const mac = normalizeMac(address[1]);
        if (mac && block === 'root') current.rootMac = mac;
        if (mac && block === 'bridge') current.bridgeMac = mac;
        log.recognized++;
        continue;
      }
      if (/^This bridge is the root$/.test(trimmed)) {
        current.isRoot = true;
        current.rootCost = 0;
        log.recognized++;
        continue;
      }
      // MST: `Cost 0 (Ext) 2000 (Int)`, the cost to the region's edge and within the region: the path to the root
      // costs both.
      const cost = /^Cost\s+(\d+)(?: \(Ext\) (\d+) \(Int\))?/.exec(trimmed);
      if (cost && block === 'root') {
        current.rootCost = Number(cost[1]) + Number(cost[2] ?? 0);
        log.recognized++;
        continue;
      }
      const rootPort = /^Port\s+\d+\s+\((\S+)\)$/.exec(trimmed);
      if (rootPort && block === 'root') {
        current.rootPort = interfaceName(rootPort[1] ?? '', platform);
        log.recognized++;
        continue;
      }
      const port = /^(\S+)\s+(\S+)\s+(\S+)\s+(\d+)\s+(\d+)\.(\d+)(?:\s+(.*))?$/.exec(trimmed);
      const state = port ? stpState(port[3] ?? '') : undefined;
      if (port && state) {
        const entry: StpPort = {
          interface: interfaceName(port[1] ?? '', platform),
          role: stpRole(port[2] ?? ''),
          state,
          cost: Number(port[4]),
          priority: Number(port[5]),
          portId: `${port[5]}.${port[6]}`,
        };
        const type = port[7]?.trim();
        if (type) {
          entry.type = type;
          if (/\bEdge\b/i.test(type)) entry.edge = true;
        }
        current.ports.push(entry);
        log.recognized++;
        continue;
      }
      if (STP_IGNORED.some((p) => p.test(trimmed))) {
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    for (const instance of stp.instances) {
      if (instance.isRoot === undefined && instance.rootMac && instance.bridgeMac)
        instance.isRoot = instance.rootMac === instance.bridgeMac;
    }
    return stp.instances.length > 0 ? { stp } : {};
  });
}
