import type { NormalizedInterface, SourceRef } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { matchesAny, tally } from '../cisco_ios/lines';
import { InterfaceTable, ipv6Address, ipv6Text, isLinkLocalIpv6, pushUnique } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { readNxosInterfaceBlocks } from './ip-interface';

/**
 * NX-OS `show ipv6 interface` (and `vrf all`): per VRF heading the interfaces with their protocol/link/admin
 * state, global addresses with their lengths, the link-local address. `show ipv6 interface brief` (and `vrf
 * all`): per VRF table the interfaces, their state and their addresses without lengths (a link-local address is
 * a /64 by construction; the others are kept in `ipv6WithoutPrefix`).
 */

const PLATFORM = 'cisco_nxos';

const VRF_HEAD = /^IPv6 Interface Status (?:Table )?for VRF "([^"]+)"(?:\(\d+\))?/;
/** `2001:db8::1/64 [VALID]` under `IPv6 address:`. */
const ADDRESS = /^([0-9a-fA-F:]+\/\d{1,3})(?:\s+\[([A-Z-]+)\])?$/;
const LINK_LOCAL = /^IPv6 link-local address: ([0-9a-fA-F:]+)(?: \([^)]*\))?(?:\s+\[([A-Z-]+)\])?/;
const LIST_HEADS =
  /^(?:IPv6 address:|IPv6 multicast groups locally joined:|IPv6 virtual addresses configured:)/;

const KNOWN: readonly RegExp[] = [
  /^IPv6 subnet: /,
  /^IPv6 virtual addresses configured: none$/,
  /^IPv6 multicast routing: /,
  /^IPv6 report link local: /,
  /^IPv6 Forwarding feature: /,
  /^IPv6 multicast \(S,G\) entries joined: /,
  /^IPv6 MTU: /,
  /^IPv6 unicast reverse path forwarding: /,
  /^IPv6 load sharing: /,
  /^IPv6 interface statistics last reset: /,
  /^IPv6 interface RP-traffic statistics: /,
  /^IPv6 (?:inbound|outbound) access list: /,
  /^(?:Unicast|Multicast) (?:packets|bytes)\s*: /,
  /^IPv6 address: none$/,
];

function flags(text: string | undefined): string[] {
  return text ? [text.toLowerCase()] : [];
}

/** The reader of one interface's block of `show ipv6 interface`. */
function ipv6Block(record: NormalizedInterface): (t: string, at: SourceRef) => boolean {
  let list: string | undefined;
  return (t, at) => {
    if (LIST_HEADS.test(t) && !KNOWN.some((k) => k.test(t))) {
      list = t;
      return true;
    }
    if (list?.startsWith('IPv6 address:')) {
      const address = ADDRESS.exec(t);
      if (address) {
        const parsed = ipv6Address(address[1] ?? '', undefined, at, flags(address[2]));
        if (parsed) pushUnique(record.ipv6, parsed, (a) => a.address);
        return parsed !== undefined;
      }
    } else if (list !== undefined && t.split(/\s+/).every((w) => ipv6Text(w) !== undefined)) {
      // Joined groups and virtual addresses: known, not kept.
      return true;
    }
    list = undefined;
    const linkLocal = LINK_LOCAL.exec(t);
    if (linkLocal) {
      const parsed = ipv6Address(linkLocal[1] ?? '', undefined, at, flags(linkLocal[2]));
      if (parsed) pushUnique(record.ipv6, parsed, (a) => a.address);
      return parsed !== undefined;
    }
    return matchesAny(t, KNOWN);
  };
}

export const parseNxosShowIpv6Interface: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => ({ interfaces: readNxosInterfaceBlocks(ctx, VRF_HEAD, ipv6Block) }));

// ─── brief ───────────────────────────────────────────────────────────────────────────────────────────────────

const BRIEF_HEADER = /^Interface\s+IPv6 Address\/Link-local Address\s+Interface Status/;
const BRIEF_SUBHEADER = /^prot\/link\/admin$/;
const BRIEF_ROW = /^(\S+)\s+([0-9a-fA-F:]+)\s+(\w+)\/(\w+)\/(\w+)\s*$/;
const BRIEF_MORE = /^([0-9a-fA-F:]+)$/;

export const parseNxosShowIpv6InterfaceBrief: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const table = new InterfaceTable(PLATFORM);
    let vrf: string | undefined;
    let current: NormalizedInterface | undefined;
    const add = (record: NormalizedInterface, raw: string, n: number): boolean => {
      const address = ipv6Text(raw);
      if (!address) return false;
      if (isLinkLocalIpv6(address)) {
        const parsed = ipv6Address(address, undefined, ctx.ref(n));
        if (parsed) pushUnique(record.ipv6, parsed, (a) => a.address);
      } else {
        record.ipv6WithoutPrefix ??= [];
        if (!record.ipv6WithoutPrefix.includes(address)) record.ipv6WithoutPrefix.push(address);
      }
      return true;
    };
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '' || BRIEF_HEADER.test(t) || BRIEF_SUBHEADER.test(t)) {
        tally(ctx, line, true);
        continue;
      }
      const vrfHead = VRF_HEAD.exec(t);
      if (vrfHead) {
        vrf = vrfHead[1];
        current = undefined;
        tally(ctx, line, true);
        continue;
      }
      const row = /^\s/.test(line.text) ? null : BRIEF_ROW.exec(t);
      if (row) {
        current = table.get(row[1] ?? '', ctx.ref(line.n));
        current.operUp = row[3] === 'up';
        current.adminUp = row[5] === 'up';
        current.statusText = `protocol-${row[3]}/link-${row[4]}/admin-${row[5]}`;
        if (vrf !== undefined) current.vrf = vrf;
        tally(ctx, line, add(current, row[2] ?? '', line.n));
        continue;
      }
      const more = BRIEF_MORE.exec(t);
      if (more && current) {
        tally(ctx, line, add(current, more[1] ?? '', line.n));
        continue;
      }
      tally(ctx, line, false);
    }
    return { interfaces: table.list() };
  });
