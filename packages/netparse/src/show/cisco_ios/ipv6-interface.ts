import type { NormalizedInterface, Platform } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { InterfaceTable, ipv6Address, ipv6Text, isLinkLocalIpv6, pushUnique } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { applyHeaderState } from './interfaces';
import { matchesAny, tally } from './lines';

/**
 * IOS and IOS-XE `show ipv6 interface`: per interface its state, link-local and global unicast addresses with
 * their subnet lengths and flags (`[EUI]`, `[ANY]`, `[TEN]` …), description and VRF. `show ipv6 interface brief`:
 * state and addresses without their lengths (a link-local address is a /64 by construction; the others are kept
 * in `ipv6WithoutPrefix` until the configuration or the full output gives their length).
 */

const HEADER =
  /^(\S+) is ([a-z][a-z-]*(?: [a-z-]+)?)(?: \(([^)]*)\))?, line protocol is ([a-z][a-z-]*)(?: \(([^)]*)\))?/i;
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

export function iosIpv6InterfaceParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      let current: NormalizedInterface | undefined;
      let list: string | undefined;
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '') {
          tally(ctx, line, true);
          continue;
        }
        const header = /^\s/.test(line.text) ? null : HEADER.exec(t);
        if (header) {
          current = table.get(header[1] ?? '', ctx.ref(line.n));
          applyHeaderState(current, header[2] ?? '', header[3] ?? header[5], header[4]);
          list = undefined;
          tally(ctx, line, true);
          continue;
        }
        if (!current) {
          tally(ctx, line, false);
          continue;
        }
        const at = ctx.ref(line.n);
        const heading = LIST_HEAD.exec(t);
        if (heading) {
          list = heading[0];
          tally(ctx, line, true);
          continue;
        }
        if (list?.startsWith('Global')) {
          const global = GLOBAL.exec(t);
          if (global) {
            const parsed = ipv6Address(global[1] ?? '', global[2], at, flagsOf(global[3]));
            if (parsed) addAddress(current, parsed);
            tally(ctx, line, parsed !== undefined);
            continue;
          }
        } else if (list !== undefined && /^[0-9A-Fa-f:]+$/.test(t)) {
          // Joined groups and virtual link-local addresses: known, not kept.
          tally(ctx, line, true);
          continue;
        }
        list = undefined;
        const linkLocal = LINK_LOCAL.exec(t);
        if (linkLocal) {
          const parsed =
            linkLocal[2] === 'unassigned'
              ? undefined
              : ipv6Address(linkLocal[2] ?? '', undefined, at, flagsOf(linkLocal[3]));
          if (parsed) addAddress(current, parsed);
          tally(ctx, line, parsed !== undefined || linkLocal[2] === 'unassigned');
          continue;
        }
        const vrf = VRF.exec(t);
        if (vrf) {
          current.vrf = vrf[1];
          current.fieldSources = { ...current.fieldSources, vrf: at };
          tally(ctx, line, true);
          continue;
        }
        const description = DESCRIPTION.exec(t);
        if (description) {
          const value = (description[1] ?? '').trim();
          if (value !== '') current.description = value;
          tally(ctx, line, true);
          continue;
        }
        tally(ctx, line, matchesAny(t, KNOWN));
      }
      return { interfaces: table.list() };
    });
}

/** `GigabitEthernet0/0   [up/up]`, `Vlan1   [administratively down/down]`. */
const BRIEF_HEADER = /^(\S+)\s+\[([a-z][a-z -]*?)\/([a-z][a-z -]*?)\]\s*$/i;

export function iosIpv6InterfaceBriefParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      let current: NormalizedInterface | undefined;
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '') {
          tally(ctx, line, true);
          continue;
        }
        const header = /^\s/.test(line.text) ? null : BRIEF_HEADER.exec(t);
        if (header) {
          current = table.get(header[1] ?? '', ctx.ref(line.n));
          applyHeaderState(current, header[2] ?? '', undefined, header[3]);
          tally(ctx, line, true);
          continue;
        }
        if (!current) {
          tally(ctx, line, false);
          continue;
        }
        if (t === 'unassigned' || /^unnumbered \(\S+\)$/.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        const address = ipv6Text(t);
        if (!address) {
          tally(ctx, line, false);
          continue;
        }
        if (isLinkLocalIpv6(address)) {
          const parsed = ipv6Address(address, undefined, ctx.ref(line.n));
          if (parsed) addAddress(current, parsed);
        } else {
          current.ipv6WithoutPrefix ??= [];
          if (!current.ipv6WithoutPrefix.includes(address)) current.ipv6WithoutPrefix.push(address);
        }
        tally(ctx, line, true);
      }
      return { interfaces: table.list() };
    });
}
