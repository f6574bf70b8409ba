import { canonicalInterface } from '../../model/interface-names';
import type { MacEntry, MacEntryType, NormalizedInterface, Vlan } from '../../model/types';
import { normalizeMac } from '../../model/values';
import type { ParseInput, ParseResult } from '../../parse/types';
import { junosLines } from './common';

/**
 * The VLAN ID a Junos VLAN name spells, when it spells one: a bare number, or `vlan100` / `VLAN_100` / `v100`
 * style names. Junos tables print names only; any other name is left for the VLAN table to resolve.
 */
export function vlanIdFromName(name: string): number | undefined {
  const match = /^(?:vlan[-_.]?|v)?(\d{1,4})$/i.exec(name);
  if (!match) return undefined;
  const id = Number(match[1]);
  return id >= 1 && id <= 4094 ? id : undefined;
}

type Membership = { name: string; tag?: number; tagged?: boolean };
type Port = { name: string; line: number; up?: boolean; members: Membership[] };

const TAGGING = /^(?:tagged|untagged)$/;

/**
 * `show ethernet-switching interfaces`, both the older form (`Interface State VLAN members Tag Tagging Blocking`)
 * and the ELS form (`Logical interface / Vlan members / TAG / … / Tagging`): each logical port's VLANs, tagged
 * or not, read as access (untagged only) or trunk (tagged, with a native VLAN when one is untagged).
 */
export function parseJunosShowEthernetSwitchingInterfaces(text: string, input: ParseInput): ParseResult {
  const { log, lines, rejected } = junosLines(text, input);
  if (rejected) return rejected;
  const ports: Port[] = [];
  let current: Port | undefined;
  let inFlagsLegend = false;
  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    if (
      /^Interface\s+State\s+VLAN members/.test(line) ||
      /^Logical\s+Vlan\s+TAG/i.test(line) ||
      /^interface\s+members\b/.test(line) ||
      /^Routing [Ii]nstance [Nn]ame\s*:/.test(line)
    ) {
      log.recognized++;
      continue;
    }
    if (/^Logical Interface flags \(/.test(line)) {
      inFlagsLegend = !line.endsWith(')');
      log.recognized++;
      continue;
    }
    if (inFlagsLegend) {
      inFlagsLegend = !line.endsWith(')');
      log.recognized++;
      continue;
    }
    const words = line.split(/\s+/);
    const indented = /^\s/.test(raw);
    if (!indented) {
      const name = words[0] ?? '';
      if (!/^[a-z][\w/:.-]*$/i.test(name) || !/\d/.test(name)) {
        log.unrecognizedLine(n, raw);
        continue;
      }
      current = { name: canonicalInterface(name, 'juniper_junos').name, line: n, members: [] };
      ports.push(current);
      const state = words[1];
      if (state === 'up' || state === 'down') {
        current.up = state === 'up';
        // The older form prints the first VLAN on the interface's own line.
        const member = readMembership(words.slice(2));
        if (member) current.members.push(member);
      }
      log.recognized++;
      continue;
    }
    const member = current ? readMembership(words) : undefined;
    if (!current || !member) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    current.members.push(member);
    log.recognized++;
  }

  const interfaces: NormalizedInterface[] = [];
  const vlans = new Map<number, Vlan>();
  for (const port of ports) {
    const named = canonicalInterface(port.name, 'juniper_junos');
    const iface: NormalizedInterface = {
      name: named.name,
      shortName: named.shortName,
      type: named.type,
      ipv4: [],
      ipv6: [],
      sources: [{ file: input.file, line: port.line }],
    };
    if (port.up !== undefined) iface.operUp = port.up;
    const tagged = port.members
      .filter((m) => m.tagged === true && m.tag !== undefined)
      .map((m) => m.tag ?? 0);
    const untagged = port.members.filter((m) => m.tagged === false);
    if (tagged.length > 0) {
      iface.mode = 'trunk';
      iface.allowedVlans = [...new Set(tagged)].sort((a, b) => a - b);
      const native = untagged.find((m) => m.tag !== undefined);
      if (native?.tag !== undefined) iface.nativeVlan = native.tag;
    } else if (untagged.length > 0) {
      iface.mode = 'access';
      const access = untagged.find((m) => m.tag !== undefined);
      if (access?.tag !== undefined) iface.accessVlan = access.tag;
    }
    interfaces.push(iface);
    for (const member of port.members) {
      if (member.tag !== undefined && !vlans.has(member.tag)) {
        vlans.set(member.tag, {
          id: member.tag,
          name: member.name,
          source: { file: input.file, line: port.line },
        });
      }
    }
  }
  return log.result({ interfaces, vlans: [...vlans.values()] });
}

/** `vlan300 300 untagged blocked by RTG`, `v100 100 294912 0 Forwarding tagged`, `default` alone. */
function readMembership(words: string[]): Membership | undefined {
  const name = words[0];
  if (!name || TAGGING.test(name)) return undefined;
  const member: Membership = { name };
  const tag = words[1];
  if (tag !== undefined && /^\d{1,4}$/.test(tag)) member.tag = Number(tag);
  const tagging = words.find((w) => TAGGING.test(w));
  if (tagging) member.tagged = tagging === 'tagged';
  return member;
}

const MAC_TYPE_WORD: Record<string, MacEntryType> = {
  learn: 'dynamic',
  dynamic: 'dynamic',
  static: 'static',
  persistent: 'static',
};

/**
 * `show ethernet-switching table`, both the ELS form (`Vlan name / MAC address / MAC flags / Age / Logical
 * interface`) and the older one (`VLAN / MAC address / Type / Age / Interfaces`). Flood (`*`) rows are layout.
 */
export function parseJunosShowEthernetSwitchingTable(text: string, input: ParseInput): ParseResult {
  const { log, lines, rejected } = junosLines(text, input);
  if (rejected) return rejected;
  const macTable: MacEntry[] = [];
  let inLegend = false;
  for (const { n, text: raw } of lines) {
    const line = raw.trim();
    if (/^MAC flags \(/.test(line)) {
      inLegend = !line.endsWith(')');
      log.recognized++;
      continue;
    }
    if (inLegend) {
      inLegend = !line.endsWith(')');
      log.recognized++;
      continue;
    }
    if (
      /^Ethernet[- ]switching table\s*:/i.test(line) ||
      /^Routing instance\s*:/i.test(line) ||
      /^Vlan\s+MAC\s+MAC\b/i.test(line) ||
      /^name\s+address\s+flags\b/i.test(line) ||
      /^VLAN\s+MAC address\s+Type\b/i.test(line)
    ) {
      log.recognized++;
      continue;
    }
    const words = line.split(/\s+/);
    const [vlanName, macText, kind] = words;
    if (vlanName && macText === '*') {
      log.recognized++;
      continue;
    }
    const mac = normalizeMac(macText);
    if (!vlanName || !mac || !kind) {
      log.unrecognizedLine(n, raw);
      continue;
    }
    let type: MacEntryType = 'other';
    const word = MAC_TYPE_WORD[kind.toLowerCase()];
    if (word) type = word;
    else if (/^[A-Z,]+$/.test(kind))
      type = kind.includes('S') ? 'static' : kind.includes('D') ? 'dynamic' : 'other';
    let i = 3;
    while (i < words.length && /^(?:-|\d+|\d+:\d{2}(?::\d{2})?)$/.test(words[i] ?? '')) i++;
    const port = words[i];
    const entry: MacEntry = { mac, type, vlanName, source: { file: input.file, line: n } };
    const vlan = vlanIdFromName(vlanName);
    if (vlan !== undefined) entry.vlan = vlan;
    if (port && port !== 'Router' && port !== 'All-members') {
      entry.interface = canonicalInterface(port, 'juniper_junos').name;
    } else if (port === 'Router') entry.type = 'system';
    macTable.push(entry);
    log.recognized++;
  }
  return log.result({ macTable });
}
