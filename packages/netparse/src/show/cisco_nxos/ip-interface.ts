import type { NormalizedInterface, SourceRef } from '../../model/types';
import { isIpv4 } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { matchesAny, noteRepeat, readInterfaceBlocks, tally, toInt, wordsOf } from '../cisco_ios/lines';
import { InterfaceTable, interfaceName, ipv4Address } from '../common/records';
import { parseShowOutput, type ShowContext } from '../common/show-output';

/**
 * NX-OS `show ip interface` and `show ip interface vrf all`: per VRF heading the interfaces with their
 * protocol/link/admin state, primary and secondary IPv4 addresses with their subnet, MTU and access lists.
 */

const PLATFORM = 'cisco_nxos';

const VRF_HEAD = /^IP Interface Status for VRF "([^"]+)"(?:\(\d+\))?/;
const INTERFACE_HEAD = /^(\S+), Interface status: protocol-(\w+)\/link-(\w+)\/admin-(\w+)/;
const ADDRESS =
  /^IP address: (\d{1,3}(?:\.\d{1,3}){3}), IP subnet: (\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})( secondary)?/;
const MTU = /^IP MTU: (\d+) bytes/;
const ACL = /^IP (inbound|outbound) access list: (\S+)/;
const LIST_HEADS = /^(?:IP multicast groups locally joined:|Unnumbered interfaces of \S+:)/;

const KNOWN: readonly RegExp[] = [
  /^IP address: none$/,
  /^IP broadcast address: /,
  /^IP primary address route-preference: /,
  /^IP (?:Local )?proxy ARP ?: /i,
  /^IP multicast routing: /,
  /^IP icmp /,
  /^IP directed-broadcast: /,
  /^IP Forwarding: /,
  /^IP unicast reverse path forwarding: /,
  /^IP load sharing: /,
  /^IP interface statistics last reset: /,
  /^IP interface software stats: /,
  /^IP unnumbered interface /,
  /^(?:Unicast|Multicast|Broadcast|Labeled) (?:packets|bytes)\s*: /,
  /^WCCP Redirect /,
  /^IP (?:inbound|outbound) access list: /,
  /^IP hsrp /i,
  /^IP tunnel /i,
  /^IP Policy /i,
];

/**
 * The interfaces of an NX-OS `show ip interface` or `show ipv6 interface`: blocks under per-VRF headings
 * (`vrfHead`, its first group the VRF), each opened by `Eth1/1, Interface status: protocol-up/link-up/admin-up`;
 * `body` reads the other lines of a block. An interface listed twice is warned of.
 */
export function readNxosInterfaceBlocks(
  ctx: ShowContext,
  vrfHead: RegExp,
  body: (record: NormalizedInterface) => (text: string, at: SourceRef) => boolean,
): NormalizedInterface[] {
  const table = new InterfaceTable(PLATFORM);
  const seen = new Set<string>();
  let vrf: string | undefined;
  readInterfaceBlocks(ctx, {
    heading: (t) => {
      const head = vrfHead.exec(t);
      if (head) vrf = head[1];
      return head !== null;
    },
    open: (line, t) => {
      const head = INTERFACE_HEAD.exec(t);
      if (!head) return undefined;
      const name = head[1] ?? '';
      noteRepeat(ctx, seen, interfaceName(name, PLATFORM), line);
      const record = table.get(name, ctx.ref(line.n));
      record.operUp = head[2] === 'up';
      record.adminUp = head[4] === 'up';
      record.statusText = `protocol-${head[2]}/link-${head[3]}/admin-${head[4]}`;
      if (vrf !== undefined) {
        record.vrf = vrf;
        record.fieldSources = { ...record.fieldSources, vrf: ctx.ref(line.n) };
      }
      return record;
    },
    body,
  });
  return table.list();
}

/** The reader of one interface's block of `show ip interface`. */
function ipv4Block(record: NormalizedInterface): (t: string, at: SourceRef) => boolean {
  let inList = false;
  return (t, at) => {
    // Continuation of a group or unnumbered list: addresses or `mti18:` words only.
    if (inList && wordsOf(t).every((w) => isIpv4(w.text) || /^[A-Za-z][\w/.-]*\d:?$/.test(w.text)))
      return true;
    inList = LIST_HEADS.test(t);
    if (inList) return true;
    const address = ADDRESS.exec(t);
    if (address) {
      const parsed = ipv4Address(address[1] ?? '', address[3], at);
      if (parsed) {
        if (address[4]) parsed.secondary = true;
        if (!record.ipv4.some((a) => a.address === parsed.address)) record.ipv4.push(parsed);
      }
      return parsed !== undefined;
    }
    const mtu = MTU.exec(t);
    if (mtu) {
      record.mtu = toInt(mtu[1]);
      return true;
    }
    const acl = ACL.exec(t);
    if (acl) {
      const direction = acl[1] === 'inbound' ? 'in' : 'out';
      record.accessGroups = { ...record.accessGroups, [direction]: acl[2] };
      record.fieldSources = { ...record.fieldSources, accessGroups: at };
      return true;
    }
    return matchesAny(t, KNOWN);
  };
}

export const parseNxosShowIpInterface: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => ({ interfaces: readNxosInterfaceBlocks(ctx, VRF_HEAD, ipv4Block) }));

// ─── brief ───────────────────────────────────────────────────────────────────────────────────────────────────

const BRIEF_HEADER = /^Interface\s+IP Address\s+Interface Status/;
const BRIEF_ROW = /^(\S+)\s+(\S+)\s+protocol-(\w+)\/link-(\w+)\/admin-(\w+)\s*$/;

/** NX-OS `show ip interface brief` (with `vrf all` or `vrf X`): interface, address without mask, state. */
export const parseNxosShowIpInterfaceBrief: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const table = new InterfaceTable(PLATFORM);
    let vrf: string | undefined;
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '' || BRIEF_HEADER.test(t)) {
        tally(ctx, line, true);
        continue;
      }
      const vrfHead = VRF_HEAD.exec(t);
      if (vrfHead) {
        vrf = vrfHead[1];
        tally(ctx, line, true);
        continue;
      }
      const row = BRIEF_ROW.exec(t);
      if (!row) {
        tally(ctx, line, false);
        continue;
      }
      const record = table.get(row[1] ?? '', ctx.ref(line.n));
      const address = row[2] ?? '';
      if (isIpv4(address)) record.ipv4WithoutPrefix = [address];
      record.operUp = row[3] === 'up';
      record.adminUp = row[5] === 'up';
      record.statusText = `protocol-${row[3]}/link-${row[4]}/admin-${row[5]}`;
      if (vrf !== undefined) record.vrf = vrf;
      tally(ctx, line, true);
    }
    return { interfaces: table.list() };
  });
