import { canonicalInterface } from '../../model/interface-names';
import type { InterfaceAddress, NormalizedInterface } from '../../model/types';
import { normalizeMac, parseSpeedMbps } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { junosLines } from './common';

const PHYSICAL =
  /^Physical interface:\s*(\S+?),\s*(Enabled|Administratively down|Disabled)(?:,\s*Physical link is (Up|Down))?/i;
const LOGICAL = /^Logical interface\s+(\S+)/;
const PROTOCOL = /^Protocol\s+(\S+?),(?:\s*MTU:\s*(\d+))?/;
/** `Destination: 10.0.0.0/24, Local: 10.0.0.1, Broadcast: …`, `Local: 127.0.0.1`, `Destination: Unspecified, Local: …`. */
const ADDRESS = /^(?:Destination:\s*(\S+?),\s*)?Local:\s*([0-9A-Fa-f.:]+)/;
/** Indented `Key: value` lines of the blocks the model keeps nothing of (counters, flags, queues). */
const ATTRIBUTE = /^[A-Z][A-Za-z0-9 ()/+.,-]*:/;

/**
 * `show interfaces` (and `… detail`/`extensive`): physical ports with admin and link state, description, MTU,
 * speed, duplex and MAC; logical units (`ge-0/0/0.10`) with their state, family MTU and addresses. Also reads the
 * `show interfaces terse` table when given one.
 */
export function parseJunosShowInterfaces(text: string, input: ParseInput): ParseResult {
  const frame = junosLines(text, input);
  if (frame.rejected) return frame.rejected;
  if (frame.lines.some((l) => /^Interface\s+Admin\s+Link\s+Proto/.test(l.text.trim())))
    return readTerse(frame, input);
  const { log, lines } = frame;
  const interfaces: NormalizedInterface[] = [];
  let current: NormalizedInterface | undefined;
  let family: string | undefined;
  let familyMtuSet = false;

  const open = (raw: string, n: number): NormalizedInterface => {
    const named = canonicalInterface(raw, 'juniper_junos');
    const iface: NormalizedInterface = {
      name: named.name,
      shortName: named.shortName,
      type: named.type,
      ipv4: [],
      ipv6: [],
      sources: [{ file: input.file, line: n }],
    };
    interfaces.push(iface);
    return iface;
  };

  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    const physical = PHYSICAL.exec(line);
    if (physical) {
      current = open(physical[1] ?? '', n);
      current.adminUp = /^enabled$/i.test(physical[2] ?? '');
      if (physical[3]) current.operUp = /^up$/i.test(physical[3]);
      current.statusText = `${physical[2]}${physical[3] ? `, ${physical[3]}` : ''}`;
      family = undefined;
      familyMtuSet = false;
      log.recognized++;
      continue;
    }
    const logical = LOGICAL.exec(line);
    if (logical) {
      const parent = current && !current.name.includes('.') ? current.name : undefined;
      current = open(logical[1] ?? '', n);
      if (parent) current.parent = parent;
      const unit = /\.(\d+)$/.exec(current.name);
      if (current.type === 'physical' && unit) current.type = 'subinterface';
      family = undefined;
      familyMtuSet = false;
      log.recognized++;
      continue;
    }
    if (!current) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    log.recognized++;
    readAttribute(current, line, n, input.file, family, familyMtuSet);
    const protocol = PROTOCOL.exec(line);
    if (protocol) {
      family = protocol[1];
      if (protocol[2] && !familyMtuSet && family === 'inet') {
        current.mtu = Number(protocol[2]);
        familyMtuSet = true;
      }
      continue;
    }
    const address = ADDRESS.exec(line);
    if (address && (family === 'inet' || family === 'inet6')) {
      const local = address[2] ?? '';
      const destination = address[1];
      const length = destination && /\/(\d+)$/.exec(destination)?.[1];
      const entry: InterfaceAddress = {
        address: local,
        prefixLength: length ? Number(length) : family === 'inet' ? 32 : 128,
        source: { file: input.file, line: n },
      };
      if (family === 'inet') current.ipv4.push(entry);
      else current.ipv6.push(entry);
      continue;
    }
    if (!ATTRIBUTE.test(line) && !isTableRow(line) && !/^(?:Addresses|Flags)/.test(line)) {
      log.recognized--;
      log.unrecognizedLine(n, raw);
    }
  }
  return log.result({ interfaces });
}

/** A counters row (`Bit errors      1`): words, a gap of two spaces or more, a value. */
function isTableRow(line: string): boolean {
  return /^[A-Za-z]/.test(line) && /\S\s{2,}\S/.test(line);
}

/** Fields of a physical port's attribute lines, each `Key: value` pair of a comma-separated line. */
function readAttribute(
  iface: NormalizedInterface,
  line: string,
  n: number,
  file: string,
  family: string | undefined,
  familyMtuSet: boolean,
): void {
  const description = /^Description:\s?(.*)$/.exec(line);
  if (description) {
    iface.description = (description[1] ?? '').trim();
    iface.fieldSources = { ...iface.fieldSources, description: { file, line: n } };
    return;
  }
  if (family !== undefined) return;
  if (/^Flags:/.test(line) && iface.name.includes('.')) {
    iface.operUp = /\bUp\b/.test(line) && !/Device-Down|Link-Layer-Down/.test(line);
    iface.adminUp = !/\bDisabled\b/.test(line);
    return;
  }
  for (const pair of line.split(/,\s*/)) {
    const match = /^([A-Za-z][A-Za-z -]*):\s*(.+)$/.exec(pair.trim());
    if (!match) continue;
    const key = (match[1] ?? '').trim().toLowerCase();
    const value = (match[2] ?? '').trim();
    if (key === 'mtu' && !familyMtuSet && /^\d+$/.test(value)) iface.mtu = Number(value);
    else if (key === 'speed') {
      iface.speedText = value;
      const speed = parseSpeedMbps(value);
      if (speed !== undefined) iface.speedMbps = speed;
    } else if (key === 'link-mode' || key === 'duplex') {
      iface.duplexText = value;
      if (/full/i.test(value)) iface.duplex = 'full';
      else if (/half/i.test(value)) iface.duplex = 'half';
      else if (/auto/i.test(value)) iface.duplex = 'auto';
    } else if (key === 'current address') {
      const mac = normalizeMac(value);
      if (mac) iface.mac = mac;
    }
  }
}

const TERSE_ROW = /^(\S+)\s+(up|down)\s+(up|down)(?:\s+(\S+))?(?:\s+(\S+))?(?:\s+(?:-->\s*)?(\S+))?\s*$/;
const TERSE_MORE =
  /^(?:(inet6?|iso|mpls|eth-switch|bridge|multiservice|vpls|ccc|tnp|aenet|mlppp)\s+)?(\S+)(?:\s+(?:-->\s*)?\S+)?$/;

/** `show interfaces terse`: name, admin and link state, and each family's local addresses. */
function readTerse({ log, lines }: ReturnType<typeof junosLines>, input: ParseInput): ParseResult {
  const interfaces: NormalizedInterface[] = [];
  let current: NormalizedInterface | undefined;
  let family: string | undefined;
  const addAddress = (text: string, n: number) => {
    if (!current || (family !== 'inet' && family !== 'inet6')) return;
    const match = /^([0-9A-Fa-f.:]+)(?:\/(\d+))?$/.exec(text);
    if (!match) return;
    const entry: InterfaceAddress = {
      address: match[1] ?? '',
      prefixLength: match[2] ? Number(match[2]) : family === 'inet' ? 32 : 128,
      source: { file: input.file, line: n },
    };
    if (family === 'inet') current.ipv4.push(entry);
    else current.ipv6.push(entry);
  };
  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    if (/^Interface\s+Admin\s+Link\s+Proto/.test(line)) {
      log.recognized++;
      continue;
    }
    const row = /^\S/.test(raw) ? TERSE_ROW.exec(line) : null;
    if (row) {
      const named = canonicalInterface(row[1] ?? '', 'juniper_junos');
      current = {
        name: named.name,
        shortName: named.shortName,
        type: named.name.includes('.') && named.type === 'physical' ? 'subinterface' : named.type,
        adminUp: row[2] === 'up',
        operUp: row[3] === 'up',
        statusText: `${row[2]}/${row[3]}`,
        ipv4: [],
        ipv6: [],
        sources: [{ file: input.file, line: n }],
      };
      const dot = named.name.lastIndexOf('.');
      if (dot > 0) current.parent = named.name.slice(0, dot);
      interfaces.push(current);
      family = row[4];
      if (row[5]) addAddress(row[5], n);
      log.recognized++;
      continue;
    }
    const more = current ? TERSE_MORE.exec(line) : null;
    if (more) {
      if (more[1]) family = more[1];
      addAddress(more[2] ?? '', n);
      log.recognized++;
      continue;
    }
    log.unrecognizedLine(n, raw);
  }
  return log.result({ interfaces });
}
