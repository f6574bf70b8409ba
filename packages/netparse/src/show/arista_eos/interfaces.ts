import { canonicalIp } from '@lne/ip';
import { canonicalInterface } from '../../model/interface-names';
import type { InterfaceCounters, Lag, NormalizedInterface, SwitchportMode } from '../../model/types';
import { expandVlanRanges, normalizeMac, parseSpeedMbps } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { type Column, cellsOf, columnsFromHeader, fitsColumns, isSeparator } from '../common/columns';
import { InterfaceTable, interfaceName, ipv4Address, keyValue, parseDuplex } from '../common/records';
import { parseShowOutput } from '../common/show-output';

const HEADER =
  /^(\S+) is (up|down|administratively down|notpresent|[\w-]+(?: [\w-]+)?), line protocol is (\S+)(?: \(([^)]*)\))?\s*$/;

/** Lines of `show interfaces` that carry nothing the model keeps. */
const FULL_IGNORED = [
  /^Broadcast address is /,
  /^Address determined by /,
  /^No IPv6 global unicast address is assigned/,
  /^IPv6 global unicast address\(es\):/,
  /^IPv6 subnet is /,
  /^(?:Up|Down) \d/,
  /^(?:Up|Down) (?:under|less than) /,
  /^Loopback Mode\s*:/,
  /^\d+ link status changes? since last clear/,
  /^Last clearing of /,
  /^\d+ (?:seconds|minutes?) (?:input|output) rate /,
  /^\d+ PAUSE (?:input|output)/,
  /^(?:Received|Sent) \d+ broadcasts/,
  /^Active members in this channel: \d+/,
  /^Fallback mode is: /,
  /^Auto-negotiation/,
  /^Errdisabled reason/,
  /^Interface is /,
  /^MLAG /,
  /^Forwarding Model/i,
  /^Hardware is \S+$/,
  /^Fallback /,
  /^Link status changes? since last clear/,
];

/** A counter line: `0 input errors, 0 CRC, 0 alignment, 0 symbol, 0 input discards`. */
function readCounters(line: string, counters: InterfaceCounters): boolean {
  const items = line.trim().split(/,\s*/);
  const found: [number, string][] = [];
  for (const item of items) {
    const m = /^(\d+) ([A-Za-z][\w ]*)$/.exec(item.trim());
    if (!m) return false;
    found.push([Number(m[1]), (m[2] ?? '').toLowerCase()]);
  }
  for (const [value, what] of found) {
    if (what === 'input errors') counters.inErrors = value;
    else if (what === 'output errors') counters.outErrors = value;
    else if (what === 'crc') counters.crc = value;
    else if (what === 'input discards') counters.inDiscards = value;
    else if (what === 'output discards') counters.outDiscards = value;
  }
  return true;
}

function unquote(text: string): string {
  const t = text.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
}

/** `show interfaces`: state, addresses, MTU, speed and duplex, MAC, LAG membership, error counters. */
export function parseEosShowInterfaces(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const table = new InterfaceTable(platform);
    const lags = new Map<string, Lag>();
    let current: NormalizedInterface | undefined;
    let first = 0;
    let last = 0;
    const close = () => {
      if (current && last > first) {
        const head = current.sources[current.sources.length - 1];
        if (head && head.line === first) head.endLine = last;
      }
    };
    const lagOf = (name: string, line: number): Lag => {
      const canonical = interfaceName(name, platform);
      let lag = lags.get(canonical);
      if (!lag) {
        const short = canonicalInterface(name, platform).shortName;
        lag = { name: canonical, shortName: short, members: [], source: ref(line) };
        lags.set(canonical, lag);
      }
      return lag;
    };

    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '') {
        log.recognized++;
        continue;
      }
      const header = HEADER.exec(trimmed);
      if (header && !/^\s/.test(line)) {
        close();
        current = table.get(header[1] ?? '', ref(n));
        first = n;
        last = n;
        const admin = header[2] ?? '';
        const protocol = header[3] ?? '';
        current.adminUp = admin !== 'administratively down' && admin !== 'disabled';
        current.operUp = protocol === 'up';
        current.statusText = header[4] ?? `${admin}/${protocol}`;
        log.recognized++;
        continue;
      }
      if (!current) {
        log.unrecognizedLine(n, line);
        continue;
      }
      last = n;
      const hardware = /^Hardware is (\S+), address is ([0-9a-f.]+)(?: \(bia ([0-9a-f.]+)\))?$/.exec(trimmed);
      if (hardware) {
        const mac = normalizeMac(hardware[2]);
        if (mac) current.mac = mac;
        log.recognized++;
        continue;
      }
      const description = /^Description: ?(.*)$/.exec(trimmed);
      if (description) {
        const value = unquote(description[1] ?? '');
        if (value !== '') current.description = value;
        log.recognized++;
        continue;
      }
      const address = /^(Internet|Secondary) address is (\S+)/.exec(trimmed);
      if (address) {
        const parsed = ipv4Address(address[2] ?? '', undefined, ref(n));
        if (parsed) {
          if (address[1] === 'Secondary') parsed.secondary = true;
          current.ipv4.push(parsed);
          log.recognized++;
        } else if (/virtual|dhcp|unnumbered/i.test(trimmed)) log.recognized++;
        else log.unrecognizedLine(n, line);
        continue;
      }
      const linkLocal = /^IPv6 link-local address is ([0-9a-fA-F:]+)\/(\d+)/.exec(trimmed);
      if (linkLocal) {
        const ip = canonicalIp(linkLocal[1] ?? '');
        if (ip) current.ipv6.push({ address: ip, prefixLength: 64, flags: ['link-local'], source: ref(n) });
        log.recognized++;
        continue;
      }
      const global = /^([0-9a-fA-F:]+), subnet is [0-9a-fA-F:]+\/(\d+)/.exec(trimmed);
      if (global) {
        const ip = canonicalIp(global[1] ?? '');
        if (ip) current.ipv6.push({ address: ip, prefixLength: Number(global[2]), source: ref(n) });
        log.recognized++;
        continue;
      }
      const mtu = /^(?:IP|Ethernet) MTU (\d+) bytes(?: \(default\))?\s*(?:, BW (\d+) kbit)?/.exec(trimmed);
      if (mtu) {
        current.mtu = Number(mtu[1]);
        log.recognized++;
        continue;
      }
      const duplex = /^(Full|Half|Unknown|Auto)-duplex, ([^,]+?)\s*(?:,|$)/.exec(trimmed);
      if (duplex) {
        const d = parseDuplex(duplex[1]);
        if (d) current.duplex = d;
        current.duplexText = `${duplex[1]}-duplex`;
        const speed = parseSpeedMbps(duplex[2]);
        if (speed !== undefined) {
          current.speedMbps = speed;
          current.speedText = duplex[2];
        }
        log.recognized++;
        continue;
      }
      const member = /^Member of (\S+)$/.exec(trimmed);
      if (member) {
        const lag = lagOf(member[1] ?? '', n);
        current.lag = lag.name;
        if (!lag.members.some((m) => m.interface === current?.name))
          lag.members.push({ interface: current.name });
        log.recognized++;
        continue;
      }
      const active = /^\.\.\. (\S+)\s*,/.exec(trimmed);
      if (active) {
        const lag = lagOf(current.name, n);
        const name = interfaceName(active[1] ?? '', platform);
        const existing = lag.members.find((m) => m.interface === name);
        if (existing) existing.bundled = true;
        else lag.members.push({ interface: name, bundled: true });
        log.recognized++;
        continue;
      }
      if (/^\d/.test(trimmed)) {
        const counters = current.counters ?? {};
        if (readCounters(trimmed, counters)) {
          if (Object.keys(counters).length > 0) current.counters = counters;
          log.recognized++;
          continue;
        }
      }
      if (FULL_IGNORED.some((pattern) => pattern.test(trimmed))) {
        log.recognized++;
        continue;
      }
      log.unrecognizedLine(n, line);
    }
    close();
    for (const lag of lags.values()) {
      const record = table.find(lag.name);
      if (record?.operUp !== undefined) lag.operUp = record.operUp;
    }
    const facts: { interfaces?: NormalizedInterface[]; lags?: Lag[] } = {};
    if (table.size > 0) facts.interfaces = table.list();
    if (lags.size > 0) facts.lags = [...lags.values()];
    return facts;
  });
}

const STATUS_WORDS =
  /^(?:connected|notconnect|disabled|errdisabled|err-disabled|inactive|monitoring|suspended|sfpAbsent|xcvrAbsent|notpresent|down|up)$/;
const DUPLEX_WORD = /^(?:a-)?(?:full|half|auto|unconf|unknown|-)$/i;
const SPEED_WORD = /^(?:a-)?(?:\d+(?:\.\d+)?[MG]?|auto|unconf|unknown|-)$/i;

type StatusRow = {
  port: string;
  name: string;
  status: string;
  vlan: string;
  duplex: string;
  speed: string;
  type: string;
};

/** A status row printed with collapsed spacing: the status word is the anchor between the name and the rest. */
function statusRowByWords(line: string): StatusRow | undefined {
  const words = line.trim().split(/\s+/);
  const port = words[0];
  if (!port) return undefined;
  for (let i = 1; i < words.length; i++) {
    if (!STATUS_WORDS.test(words[i] ?? '')) continue;
    let at = i + 1;
    let vlan = words[at] ?? '';
    if (vlan === 'in' && words[at + 1]) {
      vlan = `in ${words[at + 1]}`;
      at++;
    }
    const duplex = words[at + 1] ?? '';
    const speed = words[at + 2] ?? '';
    if (!DUPLEX_WORD.test(duplex) || !SPEED_WORD.test(speed)) continue;
    return {
      port,
      name: words.slice(1, i).join(' '),
      status: words[i] ?? '',
      vlan,
      duplex,
      speed,
      type: words.slice(at + 3).join(' '),
    };
  }
  return undefined;
}

function applyVlanColumn(record: NormalizedInterface, vlan: string, platform: ParseInput['platform']): void {
  if (/^\d+$/.test(vlan)) {
    record.mode = 'access';
    record.accessVlan = Number(vlan);
  } else if (vlan === 'trunk') record.mode = 'trunk';
  else if (vlan === 'routed') record.mode = 'routed';
  else if (vlan === 'dot1q-tunnel') record.mode = 'dot1q-tunnel';
  else {
    const lag = /^(?:in )?(Po\S+|Port-Channel\S+)$/i.exec(vlan);
    if (lag) record.lag = interfaceName(lag[1] ?? '', platform);
  }
}

/** `show interfaces status`: description, status, VLAN or mode, duplex and speed per port. */
export function parseEosShowInterfacesStatus(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const table = new InterfaceTable(platform);
    let columns: Column[] | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line)) {
        log.recognized++;
        continue;
      }
      if (/^Port\s+Name\s+Status\s+Vlan/.test(trimmed)) {
        columns = columnsFromHeader(line, ['Port', 'Name', 'Status', 'Vlan', 'Duplex', 'Speed', 'Type']);
        log.recognized++;
        continue;
      }
      let row: StatusRow | undefined;
      if (columns && fitsColumns(line, columns)) {
        const [port, name, status, vlan, duplex, speed, type] = cellsOf(line, columns);
        if (port && status && STATUS_WORDS.test(status))
          row = {
            port,
            name: name ?? '',
            status,
            vlan: vlan ?? '',
            duplex: duplex ?? '',
            speed: speed ?? '',
            type: type ?? '',
          };
      }
      row ??= statusRowByWords(line);
      if (!row || !/^[A-Za-z]/.test(row.port)) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const record = table.get(row.port, ref(n));
      if (row.name !== '') record.description = row.name;
      record.statusText = row.status;
      record.operUp = row.status === 'connected';
      record.adminUp = row.status !== 'disabled';
      applyVlanColumn(record, row.vlan, platform);
      const duplex = parseDuplex(row.duplex);
      if (duplex) record.duplex = duplex;
      if (row.duplex !== '') record.duplexText = row.duplex;
      if (row.speed !== '') record.speedText = row.speed;
      const speed = parseSpeedMbps(row.speed);
      if (speed !== undefined) record.speedMbps = speed;
      log.recognized++;
    }
    return table.size > 0 ? { interfaces: table.list() } : {};
  });
}

/** `show interfaces description`: status, protocol and description per interface. */
export function parseEosShowInterfacesDescription(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const table = new InterfaceTable(platform);
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line) || /^Interface\s+Status\s+Protocol/.test(trimmed)) {
        log.recognized++;
        continue;
      }
      const row = /^(\S+)\s+(admin down|\S+)\s+(\S+)(?:\s+(.*))?$/.exec(trimmed);
      if (!row) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const status = row[2] ?? '';
      const protocol = row[3] ?? '';
      const record = table.get(row[1] ?? '', ref(n));
      record.adminUp = status !== 'admin down';
      record.operUp = protocol === 'up';
      record.statusText = `${status}/${protocol}`;
      const description = row[4]?.trim() ?? '';
      if (description !== '') record.description = description;
      log.recognized++;
    }
    return table.size > 0 ? { interfaces: table.list() } : {};
  });
}

/** `show ip interface brief`: the IPv4 address, state and MTU per interface. */
export function parseEosShowIpInterfaceBrief(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const table = new InterfaceTable(platform);
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        isSeparator(line) ||
        /^Interface\s+IP Address\s+Status/.test(trimmed) ||
        /^Address$/.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      const row = /^(\S+)\s+(\S+)\s+(admin down|\S+)\s+(\S+)\s+(\d+)(?:\s+(\S.*))?$/.exec(trimmed);
      const address = row ? ipv4Address(row[2] ?? '', undefined, ref(n)) : undefined;
      if (!row || (!address && row[2] !== 'unassigned')) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const record = table.get(row[1] ?? '', ref(n));
      if (address) record.ipv4.push(address);
      const status = row[3] ?? '';
      const protocol = row[4] ?? '';
      record.adminUp = !/admin/.test(status);
      record.operUp = protocol === 'up';
      record.statusText = `${status}/${protocol}`;
      record.mtu = Number(row[5]);
      log.recognized++;
    }
    return table.size > 0 ? { interfaces: table.list() } : {};
  });
}

/** `show interfaces switchport` keys that carry nothing the model keeps. */
const SWITCHPORT_IGNORED = new Set([
  'administrative mode',
  'mac address learning',
  'dot1q ethertype/tpid',
  'dot1q vlan tag required (administrative/operational)',
  'administrative native vlan tagging',
  'administrative private vlan mapping',
  'static trunk groups',
  'dynamic trunk groups',
  'source interface filtering',
  'vlan forwarding mode',
  'trunking vlans active',
  'pruning vlans enabled',
  'vlan translation',
  'phone trunk untagged',
  'trunk native vlan tagging',
]);

function switchportMode(text: string): SwitchportMode | undefined {
  const t = text.toLowerCase();
  if (/access/.test(t)) return 'access';
  if (/trunk/.test(t)) return 'trunk';
  if (/dot1q-tunnel/.test(t)) return 'dot1q-tunnel';
  if (/routed|down/.test(t)) return undefined;
  return undefined;
}

/** `show interfaces switchport`: mode, access, native and allowed VLANs per port. */
export function parseEosShowInterfacesSwitchport(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const table = new InterfaceTable(platform);
    let current: NormalizedInterface | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '') {
        log.recognized++;
        continue;
      }
      const kv = keyValue(trimmed);
      if (!kv) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const key = kv.key.toLowerCase();
      const value = kv.value;
      if (key === 'name') {
        current = table.get(value, ref(n));
        log.recognized++;
        continue;
      }
      if (!current) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const source = ref(n);
      current.fieldSources ??= {};
      if (key === 'switchport') {
        if (/disabled/i.test(value)) {
          current.mode = 'routed';
          current.fieldSources.mode = source;
        }
      } else if (key === 'operational mode') {
        const mode = switchportMode(value);
        if (mode) {
          current.mode = mode;
          current.fieldSources.mode = source;
        }
      } else if (key === 'access mode vlan') {
        const vlan = /^(\d+)/.exec(value);
        if (vlan) {
          current.accessVlan = Number(vlan[1]);
          current.fieldSources.accessVlan = source;
        }
      } else if (key === 'trunking native mode vlan') {
        const vlan = /^(\d+)/.exec(value);
        if (vlan) {
          current.nativeVlan = Number(vlan[1]);
          current.fieldSources.nativeVlan = source;
        }
      } else if (key === 'trunking vlans enabled') {
        current.allowedVlans = expandVlanRanges(value, (item) =>
          log.warn(n, 'bad-vlan-range', `cannot read VLAN range item ${item}`),
        );
        current.fieldSources.allowedVlans = source;
      } else if (key === 'phone vlan' || key === 'voice vlan') {
        const vlan = /^(\d+)/.exec(value);
        if (vlan) current.voiceVlan = Number(vlan[1]);
      } else if (!SWITCHPORT_IGNORED.has(key)) {
        log.unrecognizedLine(n, line);
        continue;
      }
      log.recognized++;
    }
    for (const record of table.list()) {
      if (record.fieldSources && Object.keys(record.fieldSources).length === 0) delete record.fieldSources;
    }
    return table.size > 0 ? { interfaces: table.list() } : {};
  });
}
