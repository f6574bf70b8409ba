import { canonicalInterface } from '../../model/interface-names';
import type { Lag, Neighbor } from '../../model/types';
import { isIpv4, isMac, normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { junosLines, wordsWithColumns } from './common';

/** Releases without LAG support print no `Parent Interface` column. */
const SUMMARY_HEADER = /^Local Interface\s+(?:Parent Interface\s+)?Chassis Id\s+Port info\s+System Name\s*$/;
/** `Key   : value` lines of the detail form. */
const DETAIL_FIELD = /^\s*([A-Za-z][A-Za-z0-9 ./()-]*):\s?(.*)$/;

/**
 * `show lldp neighbors` (one row per neighbour) and `show lldp neighbors interface X` (the detail form, one
 * block per neighbour): local port, its LAG, chassis ID, remote port and system name, and in the detail form the
 * remote port description, management addresses, capabilities and system description.
 */
export function parseJunosShowLldpNeighbors(text: string, input: ParseInput): ParseResult {
  const frame = junosLines(text, input);
  if (frame.rejected) return frame.rejected;
  const detail = frame.lines.some((l) => /^\s*Local Interface\s*:/.test(l.text));
  return detail ? readDetail(frame, input) : readSummary(frame, input);
}

type Frame = ReturnType<typeof junosLines>;

function lagsOf(members: Map<string, string[]>, lines: Map<string, number>, file: string): Lag[] {
  return [...members].map(([name, list]) => ({
    name,
    shortName: name,
    members: list.map((m) => ({ interface: m })),
    source: { file, line: lines.get(name) ?? 0 },
  }));
}

function readSummary({ log, lines }: Frame, input: ParseInput): ParseResult {
  const neighbors: Neighbor[] = [];
  const lagMembers = new Map<string, string[]>();
  const lagLines = new Map<string, number>();
  let portColumn = -1;
  let nameColumn = -1;
  let withParent = true;
  for (const { n, text: raw } of lines) {
    if (SUMMARY_HEADER.test(raw.trim())) {
      portColumn = raw.indexOf('Port info');
      nameColumn = raw.indexOf('System Name');
      withParent = raw.includes('Parent Interface');
      log.recognized++;
      continue;
    }
    const words = wordsWithColumns(raw);
    const local = words[0];
    const parent = withParent ? words[1] : undefined;
    const chassis = withParent ? words[2] : words[1];
    if (portColumn < 0 || !local || !chassis || words.length < (withParent ? 4 : 3)) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    // Port info and system name may hold spaces: split them at the System Name column when a gap stands there,
    // else at the first run of two spaces.
    const tail = raw.slice(chassis.start + chassis.word.length);
    let port: string;
    let name: string;
    if (nameColumn > 0 && raw.length > nameColumn && /\s/.test(raw[nameColumn - 1] ?? '')) {
      port = raw.slice(chassis.start + chassis.word.length, nameColumn).trim();
      name = raw.slice(nameColumn).trim();
    } else {
      const parts = tail.trim().split(/\s{2,}/);
      port = parts[0] ?? '';
      name = parts.slice(1).join(' ');
    }
    const localName = canonicalInterface(local.word, 'juniper_junos').name;
    const neighbor: Neighbor = {
      protocol: 'lldp',
      localInterface: localName,
      source: { file: input.file, line: n },
    };
    if (name) neighbor.remoteName = name;
    if (port) {
      neighbor.remotePort = port;
      neighbor.remotePortKind = portKind(port);
    }
    neighbor.remoteChassisId = normalizeMac(chassis.word) ?? chassis.word;
    neighbors.push(neighbor);
    if (parent && parent.word !== '-') {
      const lag = canonicalInterface(parent.word, 'juniper_junos').name;
      if (!lagMembers.has(lag)) lagLines.set(lag, n);
      lagMembers.set(lag, [...(lagMembers.get(lag) ?? []), localName]);
    }
    log.recognized++;
  }
  const lags = lagsOf(lagMembers, lagLines, input.file);
  return log.result({ neighbors, ...(lags.length > 0 ? { lags } : {}) });
}

function portKind(port: string): Neighbor['remotePortKind'] {
  if (isMac(port)) return 'mac';
  if (/^\d+$/.test(port)) return 'ifindex';
  return 'name';
}

function readDetail({ log, lines }: Frame, input: ParseInput): ParseResult {
  const neighbors: Neighbor[] = [];
  const lagMembers = new Map<string, string[]>();
  const lagLines = new Map<string, number>();
  let current: (Neighbor & { portId?: string; portType?: string }) | undefined;
  let block: 'local' | 'remote' | 'capabilities' | 'management' | 'other' = 'other';

  const finish = () => {
    if (!current) return;
    const { portId, portType, ...neighbor } = current;
    // The port ID names the port unless it is a number the neighbour assigned locally (Junos sends its
    // ifIndex there): then the port description, which Junos fills with the port's name, names it, as the
    // summary's `Port info` column does.
    const local = portType !== undefined && /locally assigned/i.test(portType) && /^\d+$/.test(portId ?? '');
    if (local && neighbor.remotePortDescription) {
      neighbor.remotePort = neighbor.remotePortDescription;
      neighbor.remotePortKind = 'name';
    } else if (portId) {
      neighbor.remotePort = portId;
      neighbor.remotePortKind = local
        ? 'local'
        : portType && /mac/i.test(portType)
          ? 'mac'
          : portKind(portId);
    }
    neighbors.push(neighbor);
    current = undefined;
  };

  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    if (/^LLDP Neighbor Information:$/.test(line)) {
      finish();
      log.recognized++;
      continue;
    }
    if (/^Local Information:?$/.test(line)) {
      block = 'local';
      log.recognized++;
      continue;
    }
    if (/^Neighbou?r Information:?$/.test(line)) {
      block = 'remote';
      log.recognized++;
      continue;
    }
    if (/^System capabilities:?$/i.test(line)) {
      block = 'capabilities';
      log.recognized++;
      continue;
    }
    if (/^Management (?:Information|Address)/i.test(line)) {
      block = 'management';
      log.recognized++;
      continue;
    }
    const field = DETAIL_FIELD.exec(raw);
    if (!field) {
      // The system description wraps onto lines of its own.
      if (current?.remoteSoftware && block === 'remote') {
        current.remoteSoftware = `${current.remoteSoftware} ${line}`;
        log.recognized++;
      } else log.unrecognizedLine(n, raw);
      continue;
    }
    const key = (field[1] ?? '').trim().toLowerCase();
    const value = (field[2] ?? '').trim();
    log.recognized++;
    if (key === 'local interface') {
      finish();
      current = {
        protocol: 'lldp',
        localInterface: canonicalInterface(value, 'juniper_junos').name,
        source: { file: input.file, line: n },
      };
      continue;
    }
    if (!current) continue;
    if (block === 'local' || key === 'parent interface') {
      if (key === 'parent interface' && value !== '-' && value !== '') {
        const lag = canonicalInterface(value, 'juniper_junos').name;
        if (!lagMembers.has(lag)) lagLines.set(lag, n);
        lagMembers.set(lag, [...(lagMembers.get(lag) ?? []), current.localInterface]);
      }
      continue;
    }
    if (block === 'capabilities') {
      if (key === 'enabled' || (key === 'supported' && !current.remoteCapabilities)) {
        current.remoteCapabilities = value
          .toLowerCase()
          .split(/[\s,]+/)
          .filter((w) => w !== '' && w !== 'none');
      }
      continue;
    }
    if (block === 'management') {
      if (key === 'address' && (isIpv4(value) || value.includes(':'))) {
        current.remoteManagementIps = [...(current.remoteManagementIps ?? []), value];
      }
      continue;
    }
    switch (key) {
      case 'chassis id':
        current.remoteChassisId = normalizeMac(value) ?? value;
        break;
      case 'port id':
        current.portId = value;
        break;
      case 'port type':
        current.portType = value;
        break;
      case 'port description':
        if (value) {
          current.remotePortDescription = value;
        }
        break;
      case 'system name':
        current.remoteName = value;
        break;
      case 'system description':
        current.remoteSoftware = value;
        break;
      default:
        break;
    }
  }
  finish();
  const lags = lagsOf(lagMembers, lagLines, input.file);
  return log.result({ neighbors, ...(lags.length > 0 ? { lags } : {}) });
}
