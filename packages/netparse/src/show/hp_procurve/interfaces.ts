import type { DeviceSystem, NormalizedInterface } from '../../model/types';
import { isIpv4 } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { InterfaceTable, interfaceName, ipv4Address, ipv6Address, pushUnique } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import {
  type ProcurveColumns,
  procurveCells,
  procurveColumns,
  procurveMode,
  procurvePort,
  readProcurveTable,
} from './values';

/** A number as AOS-S prints counters: `98,581`. */
function count(text: string | undefined): number | undefined {
  const digits = (text ?? '').replace(/,/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

/** `show interfaces`: the port counters table (errors received, drops sent). */
export function parseProcurveShowInterfaces(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const table = new InterfaceTable(platform);
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (
        trimmed === '' ||
        isSeparator(line) ||
        /^Status and Counters - Port Counters$/.test(trimmed) ||
        /^Flow(?:\s+Bcast)?$/.test(trimmed) ||
        /^Port\s+Total Bytes\s+Total Frames/.test(trimmed)
      ) {
        log.recognized++;
        continue;
      }
      const row = /^(\S+)\s+([\d,]+)\s+([\d,]+)\s+([\d,]+)\s+([\d,]+)(?:\s+(on|off)(?:\s+(\d+))?)?$/.exec(
        trimmed,
      );
      if (!row) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const { port, lag } = procurvePort(row[1] ?? '');
      const record = table.get(port, ref(n));
      if (lag) record.lag = interfaceName(lag, platform);
      const counters = record.counters ?? {};
      const errors = count(row[4]);
      const drops = count(row[5]);
      if (errors !== undefined) counters.inErrors = errors;
      if (drops !== undefined) counters.outDiscards = drops;
      record.counters = counters;
      log.recognized++;
    }
    return table.size > 0 ? { interfaces: table.list() } : {};
  });
}

/** Footnotes under AOS-S port tables. */
const FOOTNOTES = [/^Note: /, /^\* /];

/** `show interfaces brief`: type, enabled, status and mode (speed and duplex) per port. */
export function parseProcurveShowInterfacesBrief(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, (ctx) => {
    const table = new InterfaceTable(ctx.platform);
    readProcurveTable(
      ctx,
      (trimmed) =>
        /^Status and Counters - Port Status$/.test(trimmed) ||
        /^\|\s*Intrusion/.test(trimmed) ||
        /^Port\s+Type\s+\|\s*Alert/.test(trimmed) ||
        FOOTNOTES.some((p) => p.test(trimmed)),
      ([portCell, , , enabled, status, mode] = [], n) => {
        if (!portCell || !status || !/^(?:Up|Down)$/.test(status) || !/^(?:Yes|No)$/.test(enabled ?? '')) {
          return false;
        }
        const { port, lag } = procurvePort(portCell);
        const record = table.get(port, ctx.ref(n));
        if (lag) record.lag = interfaceName(lag, ctx.platform);
        record.adminUp = enabled === 'Yes';
        record.operUp = status === 'Up';
        record.statusText = status;
        applyMode(record, mode ?? '');
        return true;
      },
    );
    return table.size > 0 ? { interfaces: table.list() } : {};
  });
}

function applyMode(record: NormalizedInterface, text: string): void {
  const mode = text.replace(/\*$/, '');
  if (mode === '' || mode === '.') return;
  const { speedMbps, duplex } = procurveMode(mode);
  record.speedText = mode;
  if (speedMbps !== undefined) record.speedMbps = speedMbps;
  if (duplex) {
    record.duplex = duplex;
    record.duplexText = mode;
  }
}

/** `show interfaces status`: name, status, mode, and the tagged and untagged VLANs per port. */
export function parseProcurveShowInterfacesStatus(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, (ctx) => {
    const table = new InterfaceTable(ctx.platform);
    readProcurveTable(
      ctx,
      (trimmed) => /^Port\s+Name\s+Status\s+Config-mode/.test(trimmed),
      ([portCell, name, status, , speed, , tagged, untagged] = [], n) => {
        if (!portCell || !status || !/^(?:Up|Down)$/.test(status)) return false;
        const { port, lag } = procurvePort(portCell);
        const record = table.get(port, ctx.ref(n));
        if (lag) record.lag = interfaceName(lag, ctx.platform);
        // Names cut to the column (`SW-01-0...`) are not the description; the configuration holds it whole.
        if (name && !name.endsWith('...')) record.description = name;
        record.operUp = status === 'Up';
        record.statusText = status;
        applyMode(record, speed ?? '');
        const untaggedVlan = /^\d+$/.test(untagged ?? '') ? Number(untagged) : undefined;
        if (tagged === 'No' || tagged === '') {
          if (untaggedVlan !== undefined) {
            record.mode = 'access';
            record.accessVlan = untaggedVlan;
          }
        } else {
          record.mode = 'trunk';
          if (untaggedVlan !== undefined) record.nativeVlan = untaggedVlan;
          if (/^\d+$/.test(tagged ?? '')) record.allowedVlans = [Number(tagged)];
        }
        return true;
      },
    );
    return table.size > 0 ? { interfaces: table.list() } : {};
  });
}

/**
 * The interface of a VLAN named in `show ip`: AOS-S names VLAN 1 `DEFAULT_VLAN` and new VLANs `VLANnnn`; other
 * names cannot be told from this output alone and are kept as the interface name.
 */
function vlanInterface(vlanName: string): string {
  if (vlanName === 'DEFAULT_VLAN') return 'Vlan1';
  const id = /^VLAN(\d{1,4})$/i.exec(vlanName);
  return id ? `Vlan${id[1]}` : vlanName;
}

const IP_IGNORED = [
  /^Internet \(IP\) Service$/,
  /^IP Routing\s*:/,
  /^Default TTL\s*:/,
  /^Arp Age\s*:/,
  /^Domain Suffix\s*:/,
  /^DNS server\s*:/,
  /^VLAN\s+\|\s*IP Config/,
  /^\|?\s*Proxy ARP$/,
  /^\|\s+Std\s+Local$/,
  /^IPv4 Config/i,
];

/** `show ip`: the addresses of each VLAN interface and the default gateway. */
export function parseProcurveShowIp(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const table = new InterfaceTable(platform);
    const system: DeviceSystem = {};
    let current: NormalizedInterface | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || isSeparator(line) || IP_IGNORED.some((p) => p.test(trimmed))) {
        log.recognized++;
        continue;
      }
      const gateway = /^Default Gateway\s*:\s*(\S*)$/.exec(trimmed);
      if (gateway) {
        if (gateway[1] && isIpv4(gateway[1])) system.defaultGateway = gateway[1];
        log.recognized++;
        continue;
      }
      const bar = line.indexOf('|');
      if (bar < 0) {
        log.unrecognizedLine(n, line);
        continue;
      }
      const vlanName = line.slice(0, bar).trim();
      const right = line
        .slice(bar + 1)
        .trim()
        .split(/\s+/)
        .filter((w) => w !== '');
      if (vlanName !== '') {
        const name = vlanInterface(vlanName);
        current = table.get(name, ref(n));
        current.type = 'vlan';
        if (!/^Vlan\d+$/.test(name)) {
          log.warn(n, 'vlan-id-unknown', `VLAN ${vlanName}: its ID is not in this output`, 'info');
        }
      }
      if (!current) {
        log.unrecognizedLine(n, line);
        continue;
      }
      // `Manual 10.11.11.200 255.255.255.0`, `DHCP/Bootp 10.10.10.1 255.255.255.0 Yes Yes`, `Disabled`, or a
      // further address of the VLAN on its own row (`10.1.2.1 255.255.255.0`).
      const at = right[0] !== undefined && isIpv4(right[0]) ? 0 : 1;
      const address = right[at];
      const mask = right[at + 1];
      if (address && mask) {
        const parsed = ipv4Address(address, mask, ref(n));
        if (!parsed) {
          log.unrecognizedLine(n, line);
          continue;
        }
        if (current.ipv4.length > 0) parsed.secondary = true;
        current.ipv4.push(parsed);
      }
      log.recognized++;
    }
    const facts: { interfaces?: NormalizedInterface[]; system?: DeviceSystem } = {};
    if (table.size > 0) facts.interfaces = table.list();
    if (system.defaultGateway) facts.system = system;
    return facts;
  });
}

const IPV6_IGNORED = [
  /^Internet \(IPv6\) Service$/,
  /^IPv6 Routing\s*:/,
  /^ND DAD\s*:/,
  /^DAD Attempts\s*:/,
  /^Address\s*\|\s*Address$/,
  /^Origin\s*\|\s*IPv6 Address\/Prefix Length\s+Status$/,
];

/**
 * `show ipv6`: per VLAN its IPv6 state and addresses (manual, autoconfig, DHCP), each with its prefix length and
 * status (`preferred`, `deprecated`, `tentative` …). VLANs are named; `DEFAULT_VLAN` and `VLANnn` give their
 * IDs, other names stay the interface's name with a `vlan-id-unknown` note (as `show ip`).
 */
export function parseProcurveShowIpv6(text: string, input: ParseInput): ParseResult {
  return parseShowOutput(text, input, ({ lines, log, ref, platform }) => {
    const table = new InterfaceTable(platform);
    let current: NormalizedInterface | undefined;
    let columns: ProcurveColumns | undefined;
    for (const { n, text: line } of lines) {
      const trimmed = line.trim();
      if (trimmed === '' || IPV6_IGNORED.some((p) => p.test(trimmed))) {
        log.recognized++;
        continue;
      }
      if (isSeparator(line)) {
        columns = procurveColumns(line);
        log.recognized++;
        continue;
      }
      const pair = /^(Vlan Name|IPv6 Status|Default Gateway)\s*:\s*(.*)$/.exec(trimmed);
      if (pair) {
        const value = (pair[2] ?? '').trim();
        if (pair[1] === 'Vlan Name') {
          const name = vlanInterface(value);
          current = table.get(name, ref(n));
          current.type = 'vlan';
          columns = undefined;
          if (!/^Vlan\d+$/.test(name)) {
            log.warn(n, 'vlan-id-unknown', `VLAN ${value}: its ID is not in this output`, 'info');
          }
        }
        log.recognized++;
        continue;
      }
      const [origin, address, status] = columns && current ? procurveCells(line, columns) : [];
      const parsed =
        current && origin && address
          ? ipv6Address(address, undefined, ref(n), status ? [status.toLowerCase()] : [])
          : undefined;
      if (!current || !parsed || !origin) {
        log.unrecognizedLine(n, line);
        continue;
      }
      if (origin !== 'manual') parsed.flags = [...(parsed.flags ?? []), origin.toLowerCase()];
      pushUnique(current.ipv6, parsed, (a) => a.address);
      log.recognized++;
    }
    return table.size > 0 ? { interfaces: table.list() } : {};
  });
}
