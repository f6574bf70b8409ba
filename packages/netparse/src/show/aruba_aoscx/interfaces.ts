import { canonicalIp } from '@lne/ip';
import { canonicalInterface } from '../../model/interface-names';
import type { Lag, NormalizedInterface } from '../../model/types';
import { expandVlanRanges, normalizeMac, parseSpeedMbps } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { type Column, cellsOf, columnsFromHeader, isSeparator } from '../common/columns';
import { InterfaceTable, interfaceName, ipv4Address, keyValue, parseDuplex } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/** `key: value` lines of `show interface` that carry nothing the model keeps (keys in lower case). */
const INTERFACE_KEYS_IGNORED = new Set([
  'link state',
  'link transitions',
  'persona',
  'state information',
  'flow-control',
  'error-control',
  'mdi mode',
  'leader-follower mode',
  'l3 counters',
  'subinterface count',
  'aggregation-key',
  'lacp rate',
  'hash',
  'type',
  'system-id',
  'system-priority',
  'lacp-fallback',
  'lacp mode',
]);

/** Lines without a `key:` shape that carry nothing the model keeps. */
const INTERFACE_IGNORED = [
  /^Admin state is (?:up|down)$/,
  /^qos trust /,
  /^rate-limit /,
  /^Auto-negotiation is /,
  /^Energy-Efficient Ethernet is /,
  /^Rate collection interval/,
  /^active-gateway /,
  /^Type /,
  /^Rate\s+RX\s+TX/,
  /^Statistic\s+RX\s+TX/,
  /^(?:Mbits|KPkts) \/ sec\s/,
  /^Utilization %\s/,
  /^(?:Packets|Unicast|Multicast|Broadcast|Bytes|Jumbos|Filtered|Pause Frames|Collision|Runts|Giants)\s+\S+\s+\S+\s+\S+$/,
  /^L3 Counters/,
  /^Port security/i,
];

function counterValue(text: string | undefined): number | undefined {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

/**
 * `show interface`: state, description, MAC, addresses, VRF, MTU, speed and duplex, VLAN mode, LAG members and
 * error counters of ports, LAGs, VLAN interfaces and loopbacks.
 */
export function parseAoscxShowInterface(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const table = new InterfaceTable(platform);
    const lags: Lag[] = [];
    let current: NormalizedInterface | undefined;
    let currentLag: Lag | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line)) {
        log.recognized++;
        continue;
      }
      const header = /^(Interface|Aggregate) (\S+) is (up|down)(?: \(([^)]*)\))?$/.exec(trimmed);
      if (header && !/^\s/.test(line)) {
        current = table.get(header[2] ?? '', ref(n));
        current.operUp = header[3] === 'up';
        current.statusText = header[4] ? `${header[3]} (${header[4]})` : (header[3] ?? '');
        if (header[4] && /administratively down/i.test(header[4])) current.adminUp = false;
        currentLag = undefined;
        if (header[1] === 'Aggregate') {
          currentLag = { name: current.name, shortName: current.shortName, members: [], source: ref(n) };
          currentLag.operUp = current.operUp;
          lags.push(currentLag);
        }
        log.recognized++;
        continue;
      }
      if (!current) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const head = current.sources[0];
      if (head) head.endLine = n;
      if (currentLag) currentLag.source.endLine = n;
      const admin = /^Admin state is (up|down)$/.exec(trimmed);
      if (admin) {
        current.adminUp = admin[1] === 'up';
        log.recognized++;
        continue;
      }
      const address = /^IPv4 address (\S+)( secondary)?$/.exec(trimmed);
      if (address) {
        const parsed = ipv4Address(address[1] ?? '', undefined, ref(n));
        if (parsed) {
          if (address[2]) parsed.secondary = true;
          current.ipv4.push(parsed);
          log.recognized++;
        } else log.unrecognizedLine(n, line);
        continue;
      }
      const v6 = /^IPv6 address ([0-9a-fA-F:]+)\/(\d+)(?:\s+(.*))?$/.exec(trimmed);
      if (v6) {
        const ip = canonicalIp(v6[1] ?? '');
        if (ip) {
          const entry = { address: ip, prefixLength: Number(v6[2]), source: ref(n) };
          current.ipv6.push(v6[3] ? { ...entry, flags: v6[3].split(/\s+/) } : entry);
          log.recognized++;
        } else log.unrecognizedLine(n, line);
        continue;
      }
      const vrf = /^VRF name is (\S+)$/.exec(trimmed);
      if (vrf) {
        current.vrf = vrf[1];
        log.recognized++;
        continue;
      }
      const mtu = /^(?:IP )?MTU (\d+)$/.exec(trimmed);
      if (mtu) {
        current.mtu = Number(mtu[1]);
        log.recognized++;
        continue;
      }
      const duplex = /^(Full|Half)-duplex$/.exec(trimmed);
      if (duplex) {
        const d = parseDuplex(duplex[1]);
        if (d) current.duplex = d;
        current.duplexText = trimmed;
        log.recognized++;
        continue;
      }
      const speed = /^Speed(?:\s*:)?\s+(\d+ [MG]b\/s)$/.exec(trimmed);
      if (speed) {
        const mbps = parseSpeedMbps((speed[1] ?? '').replace(' ', ''));
        current.speedText = speed[1];
        if (mbps !== undefined && mbps > 0) current.speedMbps = mbps;
        log.recognized++;
        continue;
      }
      // The error rows of the statistics table: `Errors  0  0  0`, `CRC/FCS  0  n/a  0`, `Dropped  0  13  13`.
      const stat = /^(Errors|CRC\/FCS|Dropped)\s+(\S+)\s+(\S+)\s+(\S+)$/.exec(trimmed);
      if (stat) {
        const counters = current.counters ?? {};
        const rx = counterValue(stat[2]);
        const tx = counterValue(stat[3]);
        if (stat[1] === 'Errors') {
          if (rx !== undefined) counters.inErrors = rx;
          if (tx !== undefined) counters.outErrors = tx;
        } else if (stat[1] === 'CRC/FCS') {
          if (rx !== undefined) counters.crc = rx;
        } else {
          if (rx !== undefined) counters.inDiscards = rx;
          if (tx !== undefined) counters.outDiscards = tx;
        }
        current.counters = counters;
        log.recognized++;
        continue;
      }
      const kv = keyValue(trimmed);
      const key = kv?.key.toLowerCase() ?? '';
      const value = kv?.value ?? '';
      if (kv && /^description$/.test(key)) {
        if (value !== '') current.description = value;
      } else if (kv && key === 'hardware') {
        // `Ethernet, MAC Address: bc:d7:a5:be:a5:3f`
        const mac = /MAC Address:\s*(\S+)/.exec(value);
        const normalised = normalizeMac(mac?.[1]);
        if (normalised) current.mac = normalised;
      } else if (kv && key === 'mac address') {
        const normalised = normalizeMac(value);
        if (normalised) current.mac = normalised;
      } else if (kv && key === 'vlan mode') {
        // `access`, `native-untagged`, `native-tagged`: the last two are trunks.
        if (value === 'access') current.mode = 'access';
        else if (/^native-(?:un)?tagged$/.test(value)) current.mode = 'trunk';
      } else if (kv && key === 'access vlan') {
        if (/^\d+$/.test(value)) current.accessVlan = Number(value);
      } else if (kv && key === 'native vlan') {
        if (/^\d+$/.test(value)) current.nativeVlan = Number(value);
      } else if (kv && key === 'allowed vlan list') {
        current.allowedVlans = expandVlanRanges(value, (item) =>
          log.warn(n, 'bad-vlan-range', `cannot read VLAN range item ${item}`),
        );
      } else if (kv && key === 'aggregated-interfaces' && currentLag) {
        for (const member of value.split(/[\s,]+/)) {
          if (member === '') continue;
          const name = interfaceName(member, platform);
          currentLag.members.push({ interface: name });
        }
      } else if (kv && key === 'aggregate mode' && currentLag) {
        const mode = value.toLowerCase();
        currentLag.protocol = mode === 'active' || mode === 'passive' ? 'lacp' : 'static';
        for (const member of currentLag.members) {
          const record = table.find(member.interface);
          if (record) record.lagMode = mode;
        }
      } else if (
        !(kv && INTERFACE_KEYS_IGNORED.has(key)) &&
        !INTERFACE_IGNORED.some((p) => p.test(trimmed))
      ) {
        log.unrecognizedLine(n, line);
        continue;
      }
      log.recognized++;
    }
    // Members seen in this output learn their LAG.
    for (const lag of lags) {
      for (const member of lag.members) {
        const record = table.find(member.interface);
        if (record) record.lag = lag.name;
      }
    }
    const facts: { interfaces?: NormalizedInterface[]; lags?: Lag[] } = {};
    if (table.size > 0) facts.interfaces = table.list();
    if (lags.length > 0) facts.lags = lags;
    return facts;
  });
}

/** `show interface brief`: native VLAN, mode, state, reason, speed and description per interface. */
export function parseAoscxShowInterfaceBrief(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const table = new InterfaceTable(platform);
    let columns: Column[] | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line)) {
        log.recognized++;
        continue;
      }
      if (/^Port\s+Native\s+Mode\s+Type/.test(trimmed)) {
        columns =
          columnsFromHeader(line, [
            'Port',
            'Native',
            'Mode',
            'Type',
            'Enabled',
            'Status',
            'Reason',
            'Speed',
            'Description',
          ]) ??
          columnsFromHeader(line, ['Port', 'Native', 'Mode', 'Type', 'Enabled', 'Status', 'Reason', 'Speed']);
        log.recognized++;
        continue;
      }
      if (/^VLAN\s+\(Mb\/s\)$/.test(trimmed) || /^\(Mb\/s\)$/.test(trimmed)) {
        log.recognized++;
        continue;
      }
      const cells = columns ? cellsOf(line, columns) : [];
      const [port, native, mode, , enabled, status, reason, speed, description] = cells;
      const canonical = port ? canonicalInterface(port, platform) : undefined;
      if (!port || !canonical || canonical.type === 'other' || !status || !/^(?:up|down)$/.test(status)) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const record = table.get(port, ref(n));
      record.operUp = status === 'up';
      if (enabled === 'yes' || enabled === 'no') record.adminUp = enabled === 'yes';
      record.statusText = reason ? `${status} (${reason})` : status;
      if (mode === 'access' || mode === 'trunk' || mode === 'routed') record.mode = mode;
      if (native && /^\d+$/.test(native)) {
        if (mode === 'access') record.accessVlan = Number(native);
        else if (mode === 'trunk') record.nativeVlan = Number(native);
      }
      if (speed && /^\d+$/.test(speed)) {
        record.speedText = `${speed} Mb/s`;
        record.speedMbps = Number(speed);
      }
      if (description && description !== '--') record.description = description;
      log.recognized++;
    }
    return table.size > 0 ? { interfaces: table.list() } : {};
  });
}
