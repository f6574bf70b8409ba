import type { Neighbor, Platform } from '../../model/types';
import { isIpv4 } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { interfaceName, keyValue, pushUnique } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import {
  cdpCapabilityLetters,
  cdpCapabilityWords,
  matchesAny,
  tally,
  toVlan,
  type Word,
  wordsOf,
} from './lines';

/**
 * `show cdp neighbors` and `show cdp neighbors detail` of IOS, IOS-XE and NX-OS.
 *
 * The table's Device ID wraps onto a line of its own when it is long, and some captures collapse the column
 * spacing, so rows are read from their words: local interface (one or two words), hold time, capability
 * letters, then platform and port (a port is one word, or two when the last is its number: `Gig 0/1`).
 * NX-OS announces `name(serial)` as its device id; it is kept unchanged.
 */

const TABLE_HEADER = /^Device[- ]ID\s+Local Intrfce\s+Ho?ld/i;
/** Legend lines before the table: `Capability Codes: R - Router, …`, `S - Switch, H - Host, …`. */
const LEGEND = /(?:^Capability Codes:|(?:^|\s)[A-Za-z]\s?-\s?[A-Z][\w-]*)/;
const TOTAL = /^Total (?:cdp )?entries displayed\s*:\s*\d+/i;

function isInterfaceLike(text: string): boolean {
  return /^[A-Za-z][\w/.:-]*\d/.test(text) || /^\d+(?:\/\d+)+$/.test(text);
}

type TableRow = {
  local: string;
  capabilities: string[];
  platform: string;
  port: string;
};

/** Reads the cells after the Device ID: local interface, hold time, capabilities, platform, port. */
function readRest(words: readonly Word[], line: string): TableRow | undefined {
  let hold = -1;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]?.text ?? '';
    if (!/^\d+$/.test(word)) continue;
    const local = words.slice(0, i).map((w) => w.text);
    if (!local.some((w) => /\d/.test(w))) continue;
    const next = words[i + 1]?.text ?? '';
    if (next.length === 1 && /[A-Za-z]/.test(next)) {
      hold = i;
      break;
    }
    if (hold < 0) hold = i;
  }
  if (hold < 1) return undefined;
  const local = words
    .slice(0, hold)
    .map((w) => w.text)
    .join(' ');
  let at = hold + 1;
  const letters: string[] = [];
  while (
    at < words.length - 1 &&
    (words[at]?.text.length ?? 0) === 1 &&
    /[A-Za-z]/.test(words[at]?.text ?? '')
  ) {
    letters.push(words[at]?.text ?? '');
    at++;
  }
  const rest = words.slice(at);
  if (rest.length === 0) return undefined;
  const last = rest[rest.length - 1];
  const beforeLast = rest[rest.length - 2];
  const twoWordPort = last !== undefined && beforeLast !== undefined && /^\d/.test(last.text);
  const portStart = twoWordPort ? beforeLast : last;
  if (!portStart || !last) return undefined;
  const platformWords = rest.slice(0, rest.length - (twoWordPort ? 2 : 1));
  const firstPlatform = platformWords[0];
  const lastPlatform = platformWords[platformWords.length - 1];
  return {
    local,
    capabilities: letters,
    platform: firstPlatform && lastPlatform ? line.slice(firstPlatform.start, lastPlatform.end) : '',
    port: line.slice(portStart.start, last.end),
  };
}

export function ciscoCdpNeighborsParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const neighbors: Neighbor[] = [];
      let inTable = false;
      let pending: { name: string; line: number } | undefined;
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t) || TOTAL.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        if (TABLE_HEADER.test(t)) {
          inTable = true;
          tally(ctx, line, true);
          continue;
        }
        if (!inTable) {
          tally(ctx, line, LEGEND.test(t));
          continue;
        }
        const words = wordsOf(line.text);
        if (words.length === 1 && !/^\s/.test(line.text)) {
          pending = { name: t, line: line.n };
          tally(ctx, line, true);
          continue;
        }
        const name = pending ? pending.name : words[0]?.text;
        const row = readRest(pending ? words : words.slice(1), line.text);
        const first = pending?.line ?? line.n;
        pending = undefined;
        if (!row || name === undefined || !isInterfaceLike(row.local.replace(/\s+/g, ''))) {
          tally(ctx, line, false);
          continue;
        }
        const neighbor: Neighbor = {
          protocol: 'cdp',
          localInterface: interfaceName(row.local, platform),
          remoteName: name,
          remotePort: row.port,
          remotePortKind: 'name',
          source: ctx.ref(first, line.n),
        };
        if (row.platform !== '') neighbor.remotePlatform = row.platform;
        const capabilities = cdpCapabilityLetters(row.capabilities);
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

const DEVICE_ID = /^Device ID\s*:\s*(.+)$/;
/** `Platform: cisco WS-C3650-48TS,  Capabilities: Router Switch IGMP`. */
const PLATFORM_LINE = /^Platform\s?:/;
const CAPABILITIES_AT = /,\s+Capabilities\s?:/;
/** `Interface: GigabitEthernet1/0/48,  Port ID (outgoing port): GigabitEthernet0/0/2`. */
const INTERFACE_LINE = /^Interface\s?:/;
const PORT_AT = /,\s+Port ID \(outgoing port\)\s?:/;

/** The two values of a `Key: a,  Other key: b` line, split where the second key starts. */
function twoValues(text: string, second: RegExp): [string, string] | undefined {
  const at = text.search(second);
  if (at < 0) return undefined;
  const first = text.slice(text.indexOf(':') + 1, at).trim();
  const rest = text.slice(at);
  return [first, rest.slice(rest.indexOf(':') + 1).trim()];
}
const ADDRESS_LINE = /^(?:IP(?:v4)? [Aa]ddress|IPv6 [Aa]ddress)\s*:\s*(\S+)/;
const ADDRESS_LISTS =
  /^(?:Entry address\(es\)|Interface address\(es\)|Management address\(es\)|Mgmt address\(es\))\s*:/;
const VERSION_HEAD = /^Version\s*:\s*$/;

/** Keys of detail entries the model has no field for, lower case. */
const DETAIL_KEYS = new Set([
  'holdtime',
  'advertisement version',
  'protocol hello',
  'vtp management domain',
  'vtp management domain name',
  'duplex',
  'power drawn',
  'power request id',
  'power request levels are',
  'power available tlv',
  'power available',
  'mtu',
  'physical location',
  'system name',
  'system object identifier',
  'unidirectional mode',
  'local interface mac',
  'remote interface mac',
  'spare pair poe',
  'spare pair detection required',
  'spare pair pd config',
  'management',
  'total cdp entries displayed',
  'sys name',
]);

const DETAIL_KNOWN: readonly RegExp[] = [
  /^Power request id: /,
  /^Power request levels are:/,
  /^Request-ID is /,
  /^Management-ID is /,
];

export function ciscoCdpNeighborsDetailParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const neighbors: Neighbor[] = [];
      let current: Neighbor | undefined;
      let addresses: 'entry' | 'management' | 'none' = 'none';
      let entryIps: string[] = [];
      let managementIps: string[] = [];
      let inVersion = false;
      const close = (): void => {
        if (current) {
          const all = [...managementIps];
          for (const ip of entryIps) pushUnique(all, ip);
          if (all.length > 0) current.remoteManagementIps = all;
          if (current.localInterface === '') {
            ctx.log.warn(
              current.source.line,
              'truncated-record',
              `${current.remoteName ?? ''} has no local interface`,
            );
          } else neighbors.push(current);
        }
        current = undefined;
        entryIps = [];
        managementIps = [];
        addresses = 'none';
        inVersion = false;
      };
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (isSeparator(t)) {
          close();
          tally(ctx, line, true);
          continue;
        }
        if (t === '') {
          inVersion = false;
          tally(ctx, line, true);
          continue;
        }
        const device = DEVICE_ID.exec(t);
        if (device) {
          close();
          current = {
            protocol: 'cdp',
            localInterface: '',
            remoteName: (device[1] ?? '').trim(),
            source: ctx.ref(line.n),
          };
          tally(ctx, line, true);
          continue;
        }
        if (!current) {
          tally(ctx, line, /^Total cdp entries displayed/i.test(t));
          continue;
        }
        const record = current;
        record.source = ctx.ref(record.source.line, line.n);
        if (inVersion) {
          // The software text runs to a blank line; its first line names the release.
          record.remoteSoftware ??= t;
          tally(ctx, line, true);
          continue;
        }
        if (VERSION_HEAD.test(t)) {
          inVersion = true;
          tally(ctx, line, true);
          continue;
        }
        if (ADDRESS_LISTS.test(t)) {
          addresses = /^(?:Management|Mgmt)/.test(t) ? 'management' : 'entry';
          tally(ctx, line, true);
          continue;
        }
        const address = ADDRESS_LINE.exec(t);
        if (address) {
          const ip = address[1] ?? '';
          const list = addresses === 'management' ? managementIps : entryIps;
          if (isIpv4(ip) || ip.includes(':')) pushUnique(list, ip.toLowerCase());
          tally(ctx, line, true);
          continue;
        }
        const platformLine = PLATFORM_LINE.test(t) ? twoValues(t, CAPABILITIES_AT) : undefined;
        if (platformLine) {
          const model = platformLine[0];
          if (model !== '') record.remotePlatform = model;
          const capabilities = cdpCapabilityWords(platformLine[1]);
          if (capabilities.length > 0) record.remoteCapabilities = capabilities;
          tally(ctx, line, true);
          continue;
        }
        const interfaceLine = INTERFACE_LINE.test(t) ? twoValues(t, PORT_AT) : undefined;
        if (interfaceLine) {
          record.localInterface = interfaceName(interfaceLine[0], platform);
          record.remotePort = interfaceLine[1];
          record.remotePortKind = 'name';
          tally(ctx, line, true);
          continue;
        }
        const kv = keyValue(t);
        if (kv && kv.key.toLowerCase() === 'native vlan') {
          const vlan = toVlan(kv.value);
          if (vlan !== undefined) record.remoteNativeVlan = vlan;
          tally(ctx, line, true);
          continue;
        }
        tally(
          ctx,
          line,
          (kv !== undefined && DETAIL_KEYS.has(kv.key.toLowerCase())) || matchesAny(t, DETAIL_KNOWN),
        );
      }
      close();
      return { neighbors };
    });
}
