import type { NormalizedInterface, Platform, SourceRef } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { InterfaceTable, ipv6Address, ipv6Text, isLinkLocalIpv6, pushUnique } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { applyHeaderState, openIosInterface } from './interfaces';
import { matchesAny, readInterfaceBlocks } from './lines';

/**
 * IOS and IOS-XE `show ipv6 interface`: per interface its state, link-local and global unicast addresses with
 * their subnet lengths and flags (`[EUI]`, `[ANY]`, `[TEN]` …), description and VRF. `show ipv6 interface brief`:
 * state and addresses without their lengths (a link-local address is a /64 by construction; the others are kept
 * in `ipv6WithoutPrefix` until the configuration or the full output gives their length).
 */

/** `IPv6 is enabled, link-local address is FE80::1 [TEN]`; `… is unassigned` when IPv6 is off. */
const LINK_LOCAL = /^IPv6 is (\w+), link-local address is (\S+)(?:\s+\[([A-Z/]+)\])?/;
/** `2001:DB8::1, subnet is 2001:DB8::/64 [EUI/TEN]`. */
const GLOBAL = /^([0-9A-Fa-f:]+), subnet is [0-9A-Fa-f:]+\/(\d{1,3})(?:\s+\[([A-Z/]+)\])?/;
const VRF = /^VPN Routing\/Forwarding "([^"]+)"/;
const DESCRIPTION = /^Description: (.*)$/;
/** The address lists of the output: each item on its own line below the heading. */
const LIST_HEAD =
  /^(?:Joined group address\(es\):|Virtual link-local address\(es\):|Global unicast address\(es\):)/;

/** Lines of `show ipv6 interface` the model has no field for. */
const KNOWN: readonly RegExp[] = [
  /^No Virtual link-local address\(es\):/,
  /^No global unicast address is configured/,
  /^Interface is unnumbered\. Using address of /,
  /^MTU is \d+ bytes/,
  /^ICMP /,
  /^ND /,
  /^Hosts use /,
  /^(?:Input|Output) features: /,
  /^Unicast RPF /,
  /^IPv6 (?:is disabled|is stalled)/,
  /^Inbound access list /,
  /^Outgoing access list /,
  /^Tunnel VPN Routing\/Forwarding/,
];

/** Flags of an address (`EUI/TEN`) in the model's lower-case words. */
function flagsOf(text: string | undefined): string[] {
  if (!text) return [];
  const words: Record<string, string> = {
    EUI: 'eui-64',
    ANY: 'anycast',
    TEN: 'tentative',
    DEP: 'deprecated',
    DUP: 'duplicate',
    OOD: 'optimistic',
    CAL: 'calendar',
    PRE: 'preferred',
  };
  return text.split('/').map((f) => words[f] ?? f.toLowerCase());
}

function addAddress(record: NormalizedInterface, address: NonNullable<ReturnType<typeof ipv6Address>>): void {
  pushUnique(record.ipv6, address, (a) => a.address);
}

/** The reader of one interface's block of `show ipv6 interface`. */
function ipv6Block(record: NormalizedInterface): (t: string, at: SourceRef) => boolean {
  let list: string | undefined;
  return (t, at) => {
    const heading = LIST_HEAD.exec(t);
    if (heading) {
      list = heading[0];
      return true;
    }
    if (list?.startsWith('Global')) {
      const global = GLOBAL.exec(t);
      if (global) {
        const parsed = ipv6Address(global[1] ?? '', global[2], at, flagsOf(global[3]));
        if (parsed) addAddress(record, parsed);
        return parsed !== undefined;
      }
    } else if (list !== undefined && /^[0-9A-Fa-f:]+$/.test(t)) {
      // Joined groups and virtual link-local addresses: known, not kept.
      return true;
    }
    list = undefined;
    const linkLocal = LINK_LOCAL.exec(t);
    if (linkLocal) {
      const parsed =
        linkLocal[2] === 'unassigned'
          ? undefined
          : ipv6Address(linkLocal[2] ?? '', undefined, at, flagsOf(linkLocal[3]));
      if (parsed) addAddress(record, parsed);
      return parsed !== undefined || linkLocal[2] === 'unassigned';
    }
    const vrf = VRF.exec(t);
    if (vrf) {
      record.vrf = vrf[1];
      record.fieldSources = { ...record.fieldSources, vrf: at };
      return true;
    }
    const description = DESCRIPTION.exec(t);
    if (description) {
      const value = (description[1] ?? '').trim();
      if (value !== '') record.description = value;
      return true;
    }
    return matchesAny(t, KNOWN);
  };
}

export function iosIpv6InterfaceParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      readInterfaceBlocks(ctx, { open: (line, t) => openIosInterface(table, ctx, line, t), body: ipv6Block });
      return { interfaces: table.list() };
    });
}

/** `GigabitEthernet0/0   [up/up]`, `Vlan1   [administratively down/down]`. */
const BRIEF_HEADER = /^(\S+)\s+\[([a-z][a-z -]*?)\/([a-z][a-z -]*?)\]\s*$/i;

/** The reader of one interface's block of `show ipv6 interface brief`: its addresses, one a line. */
function briefBlock(record: NormalizedInterface): (t: string, at: SourceRef) => boolean {
  return (t, at) => {
    if (t === 'unassigned' || /^unnumbered \(\S+\)$/.test(t)) return true;
    const address = ipv6Text(t);
    if (!address) return false;
    if (isLinkLocalIpv6(address)) {
      const parsed = ipv6Address(address, undefined, at);
      if (parsed) addAddress(record, parsed);
    } else {
      record.ipv6WithoutPrefix ??= [];
      if (!record.ipv6WithoutPrefix.includes(address)) record.ipv6WithoutPrefix.push(address);
    }
    return true;
  };
}

export function iosIpv6InterfaceBriefParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      readInterfaceBlocks(ctx, {
        open: (line, t) => {
          const header = /^\s/.test(line.text) ? null : BRIEF_HEADER.exec(t);
          if (!header) return undefined;
          const record = table.get(header[1] ?? '', ctx.ref(line.n));
          applyHeaderState(record, header[2] ?? '', undefined, header[3]);
          return record;
        },
        body: briefBlock,
      });
      return { interfaces: table.list() };
    });
}
