import type { Neighbor, Platform } from '../../model/types';
import { isIpv4, isMac, normalizeMac } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { capabilityWords, interfaceName, keyValue, pushUnique } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { matchesAny, tally, toVlan, type Word, wordsOf } from './lines';

/**
 * `show lldp neighbors` and `show lldp neighbors detail` of IOS, IOS-XE and NX-OS.
 *
 * The remote port is what the neighbour announces as its port id: an interface name, a MAC or an ifIndex
 * (`remotePortKind` says which); its port description is kept beside it.
 */

const TABLE_HEADER = /^Device ID\s+Local Intf\s+Hold-time\s+Capability\s+Port ID/;
const LEGEND = /^(?:Capability codes:|\(\w+\) [A-Z])/;
const TOTAL = /^Total entries displayed:\s*\d+/;
/** IOS writes `B,R`, NX-OS `BR`; an empty cell is allowed. */
const CAPABILITY_CELL = /^(?:[BRTCWPSO](?:,[BRTCWPSO])*|[BRTCWPSO]{2,8})$/;

/**
 * The port id a neighbour announced and what kind it is. IOS and NX-OS do not print the LLDP subtype, so the
 * value tells: a MAC (written in the model's colon form), a bare number (the ifIndex, as Junos and many
 * switches announce), else an interface name.
 */
function announcedPort(value: string): {
  port: string;
  kind: NonNullable<Neighbor['remotePortKind']>;
} {
  const text = value.trim();
  if (isMac(text)) return { port: normalizeMac(text) ?? text, kind: 'mac' };
  if (/^\d+$/.test(text)) return { port: text, kind: 'ifindex' };
  return { port: text, kind: 'name' };
}

/** Capability letters or words (`B,R`, `BR`, `B, R`, `Bridge, Router`) in the model's words. */
function lldpCapabilities(text: string): string[] {
  const t = text.trim();
  if (/^[BRTCWPSO]{2,8}$/.test(t)) return capabilityWords(t.split('').join(','));
  return capabilityWords(t);
}

function isInterfaceLike(text: string): boolean {
  return /^[A-Za-z][\w/.:-]*\d/.test(text);
}

type TableRow = { name: string; local: string; capabilities: string; port: string };

/**
 * A table row from its words: the local interface is the word before the hold time nearest the header's
 * Hold-time column; the Device ID is what precedes it (it may hold spaces), the Port ID what follows the
 * capabilities (it may hold spaces too).
 */
function readTableRow(
  line: string,
  holdColumn: number,
  localColumn: number,
  hasName: boolean,
): TableRow | undefined {
  const words = wordsOf(line);
  let best: { index: number; distance: number } | undefined;
  for (let i = 1; i < words.length - 1; i++) {
    const word = words[i] as Word;
    const before = words[i - 1] as Word;
    if (!/^\d+$/.test(word.text) || !isInterfaceLike(before.text)) continue;
    // With a Device ID on the line, the local interface is not the first word unless the ID runs into it.
    if (hasName && i === 1 && !(before.start < localColumn && before.end > localColumn)) continue;
    const distance = Math.abs(word.start - holdColumn);
    if (!best || distance < best.distance) best = { index: i, distance };
  }
  if (!best) return undefined;
  let local = words[best.index - 1] as Word;
  // A Device ID cut to its 20-character column runs into the local interface: cut at the column.
  if (hasName && best.index === 1 && local.start < localColumn && local.end > localColumn) {
    const cut = localColumn - local.start;
    local = { text: local.text.slice(cut), start: localColumn, end: local.end };
  }
  let at = best.index + 1;
  let capabilities = '';
  const candidate = words[at];
  if (candidate && at < words.length - 1 && CAPABILITY_CELL.test(candidate.text)) {
    capabilities = candidate.text;
    at++;
  }
  const portStart = words[at];
  if (!portStart) return undefined;
  return {
    name: line.slice(0, local.start).trim(),
    local: local.text,
    capabilities,
    port: line.slice(portStart.start).trim(),
  };
}

export function ciscoLldpNeighborsParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const neighbors: Neighbor[] = [];
      let holdColumn = -1;
      let localColumn = -1;
      let pending: { name: string; line: number } | undefined;
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t) || TOTAL.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        if (TABLE_HEADER.test(t)) {
          holdColumn = line.text.indexOf('Hold-time');
          localColumn = line.text.indexOf('Local Intf');
          tally(ctx, line, true);
          continue;
        }
        if (holdColumn < 0) {
          tally(ctx, line, LEGEND.test(t));
          continue;
        }
        const wrapped = /^\s/.test(line.text) && pending !== undefined;
        const row = readTableRow(line.text, holdColumn, localColumn, !wrapped);
        if (!row) {
          if (!/^\s/.test(line.text) && wordsOf(t).length === 1) {
            // A Device ID too long for its column sits alone on its line; the row follows.
            if (pending)
              ctx.log.warn(pending.line, 'truncated-record', `${pending.name} has no row after its name`);
            pending = { name: t, line: line.n };
            tally(ctx, line, true);
          } else tally(ctx, line, false);
          continue;
        }
        if (pending && !wrapped) {
          ctx.log.warn(pending.line, 'truncated-record', `${pending.name} has no row after its name`);
        }
        const name = wrapped ? (pending?.name ?? '') : row.name;
        const first = wrapped ? (pending?.line ?? line.n) : line.n;
        pending = undefined;
        const announced = announcedPort(row.port);
        const neighbor: Neighbor = {
          protocol: 'lldp',
          localInterface: interfaceName(row.local, platform),
          remotePort: announced.port,
          remotePortKind: announced.kind,
          source: ctx.ref(first, line.n),
        };
        if (name !== '') neighbor.remoteName = name;
        const capabilities = lldpCapabilities(row.capabilities);
        if (capabilities.length > 0) neighbor.remoteCapabilities = capabilities;
        neighbors.push(neighbor);
        tally(ctx, line, true);
      }
      if (pending)
        ctx.log.warn(pending.line, 'truncated-record', `${pending.name} has no row after its name`);
      return { neighbors };
    });
}

// ─── detail ──────────────────────────────────────────────────────────────────────────────────────────────────

/** `System Name - not advertised`, `Management Addresses - not advertised`, `Auto Negotiation - supported, …`. */
const DASH_VALUE = /^([A-Za-z][A-Za-z ()/+-]*?) - (.*)$/;

/** Keys of detail entries the model has no field for, lower case. */
const DETAIL_KEYS = new Set([
  'local intf service instance',
  'time remaining',
  'system capabilities',
  'auto negotiation',
  'physical media capabilities',
  'media attachment unit type',
  'peer source mac',
  'med information',
  'med codes',
  'h/w revision',
  'f/w revision',
  's/w revision',
  'serial number',
  'manufacturer',
  'asset id',
  'capabilities',
  'device type',
  'network policy(voice)',
  'network policy(voice signal)',
  'network policy(guest voice)',
  'network policy(guest voice signal)',
  'network policy(softphone voice)',
  'network policy(video conferencing)',
  'network policy(streaming video)',
  'network policy(video signalling)',
  'network policies',
  'power requirements',
  'location',
  'inventory information',
  'poe+ power-via-mdi tlv',
  'power-via-mdi tlv',
  'power pair',
  'power class',
  'power device type',
  'power source',
  'power priority',
  'power requested',
  'power allocated',
  'management address ipv6',
  'management addresses',
  'management address',
  'system name',
  'port description',
  'vlan id',
  'unknown tlvs',
  'total entries displayed',
  'chassis id',
  'port id',
]);

/** Keys read into the model, lower case. */
const HANDLED_KEYS = new Set(['local port id', 'system description', 'enabled capabilities', 'model']);

const DETAIL_KNOWN: readonly RegExp[] = [
  /^\(\w+\) /,
  /^PD device, /,
  /^OID:$/,
  /^[\d.]+\.?$/,
  /^(?:\d+base[-\w]*|Other\/unknown|Symm(?:, Asym)? Pause|Asym(?:, Symm)? Pause|\d+GBASE[-\w]*)(?:\([FH]D\))?$/i,
  /^Capability codes:/,
  /^Device ID\s+Local Intf/,
  /^Total entries displayed/,
];

type DetailState = {
  neighbor: Neighbor;
  system?: string[];
  enabled?: string[];
  managementIps: string[];
  hasLocal: boolean;
  hasChassis: boolean;
};

export function ciscoLldpNeighborsDetailParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const neighbors: Neighbor[] = [];
      let current: DetailState | undefined;
      /** Lines that continue the value of a key: the system description, management address lists. */
      let continuing: 'description' | 'addresses' | 'none' = 'none';
      const close = (): void => {
        if (current) {
          const n = current.neighbor;
          const capabilities = current.enabled ?? current.system;
          if (capabilities && capabilities.length > 0) n.remoteCapabilities = capabilities;
          if (current.managementIps.length > 0) n.remoteManagementIps = current.managementIps;
          if (n.localInterface === '') {
            ctx.log.warn(n.source.line, 'truncated-record', 'an LLDP neighbour entry has no local interface');
          } else neighbors.push(n);
        }
        current = undefined;
        continuing = 'none';
      };
      const open = (line: number): DetailState => {
        close();
        current = {
          neighbor: { protocol: 'lldp', localInterface: '', source: ctx.ref(line) },
          managementIps: [],
          hasLocal: false,
          hasChassis: false,
        };
        return current;
      };
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (isSeparator(t)) {
          close();
          tally(ctx, line, true);
          continue;
        }
        if (t === '') {
          if (continuing === 'description' && current?.neighbor.remoteSoftware !== undefined)
            continuing = 'none';
          tally(ctx, line, true);
          continue;
        }
        const kv = keyValue(t);
        const key = kv?.key.toLowerCase() ?? '';
        const value = kv?.value ?? '';
        if (key === 'local intf' || key === 'chassis id') {
          let state = current;
          if (
            !state ||
            (key === 'local intf' && state.hasLocal) ||
            (key === 'chassis id' && state.hasChassis)
          ) {
            state = open(line.n);
          }
          if (key === 'local intf') {
            state.neighbor.localInterface = interfaceName(value, platform);
            state.hasLocal = true;
          } else {
            state.neighbor.remoteChassisId = normalizeMac(value) ?? value;
            state.hasChassis = true;
          }
          continuing = 'none';
          tally(ctx, line, true);
          continue;
        }
        if (!current) {
          tally(ctx, line, matchesAny(t, DETAIL_KNOWN) || LEGEND.test(t));
          continue;
        }
        const state = current;
        const n = state.neighbor;
        n.source = ctx.ref(n.source.line, line.n);
        if (continuing === 'description') {
          if (!kv || !(DETAIL_KEYS.has(key) || HANDLED_KEYS.has(key))) {
            n.remoteSoftware ??= t;
            tally(ctx, line, true);
            continue;
          }
          continuing = 'none';
        }
        if (continuing === 'addresses') {
          const address = /^(?:IP|IPV6|IPv6):\s*(\S+)$/.exec(t);
          if (address) {
            const ip = address[1] ?? '';
            if (isIpv4(ip) || ip.includes(':')) pushUnique(state.managementIps, ip.toLowerCase());
            tally(ctx, line, true);
            continue;
          }
          if (/^OID:$/.test(t) || /^[\d.]+\.?$/.test(t)) {
            tally(ctx, line, true);
            continue;
          }
          continuing = 'none';
        }
        if (kv) {
          switch (key) {
            case 'local port id':
              n.localInterface = interfaceName(value, platform);
              state.hasLocal = true;
              tally(ctx, line, true);
              continue;
            case 'port id': {
              const announced = announcedPort(value);
              n.remotePort = announced.port;
              n.remotePortKind = announced.kind;
              tally(ctx, line, true);
              continue;
            }
            case 'port description':
              if (value !== '') n.remotePortDescription = value;
              tally(ctx, line, true);
              continue;
            case 'system name':
              if (value !== '') n.remoteName = value;
              tally(ctx, line, true);
              continue;
            case 'system description':
              if (value !== '') n.remoteSoftware = value;
              continuing = 'description';
              tally(ctx, line, true);
              continue;
            case 'system capabilities':
              state.system = lldpCapabilities(value);
              tally(ctx, line, true);
              continue;
            case 'enabled capabilities':
              state.enabled = lldpCapabilities(value);
              tally(ctx, line, true);
              continue;
            case 'management addresses':
              continuing = 'addresses';
              tally(ctx, line, true);
              continue;
            case 'management address':
            case 'management address ipv6': {
              const ip = value.toLowerCase();
              if (isIpv4(ip) || /^[0-9a-f:]+$/.test(ip)) pushUnique(state.managementIps, ip);
              tally(ctx, line, true);
              continue;
            }
            case 'vlan id': {
              const vlan = toVlan(value);
              if (vlan !== undefined) n.remoteNativeVlan = vlan;
              tally(ctx, line, true);
              continue;
            }
            case 'model':
              if (value !== '' && value !== '-') n.remotePlatform = value;
              tally(ctx, line, true);
              continue;
            default:
              if (DETAIL_KEYS.has(key)) {
                tally(ctx, line, true);
                continue;
              }
          }
        }
        // `Enabled Capabilities - not advertised`: a key the model reads, with nothing to read.
        const dash = DASH_VALUE.exec(t);
        const dashKey = (dash?.[1] ?? '').toLowerCase();
        if (dash && (DETAIL_KEYS.has(dashKey) || HANDLED_KEYS.has(dashKey))) {
          tally(ctx, line, true);
          continue;
        }
        tally(ctx, line, matchesAny(t, DETAIL_KNOWN));
      }
      close();
      return { neighbors };
    });
}
