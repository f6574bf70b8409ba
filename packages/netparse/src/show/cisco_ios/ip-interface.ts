import type { NormalizedInterface, Platform, SourceRef } from '../../model/types';
import { isIpv4 } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { InterfaceTable, ipv4Address } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { openIosInterface } from './interfaces';
import { matchesAny, readInterfaceBlocks, toInt } from './lines';

/**
 * IOS and IOS-XE `show ip interface`: per interface its state, primary and secondary IPv4 addresses, VRF, MTU
 * and the access lists applied in and out.
 */

const PRIMARY = /^Internet address is (\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})/;
const SECONDARY = /^Secondary address (\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})/;
const VRF = /^VPN Routing\/Forwarding "([^"]+)"/;
/** The VRF of a tunnel's transport (`tunnel vrf`), printed after the interface's own VRF. */
const TUNNEL_VRF = /^Tunnel VPN Routing\/Forwarding "([^"]+)"/;
const MTU = /^MTU is (\d+) bytes/;
const ACL_OUT = /^Outgoing access list is (.+)$/;
const ACL_IN = /^Inbound\s+access list is (.+)$/;
/** Lists that continue on lines of their own: helper addresses, joined multicast groups. */
const ADDRESS_LIST_HEAD =
  /^(?:Helper addresses? (?:is|are)|Multicast reserved groups joined:|Multicast groups joined)/;

/** Lines of `show ip interface` the model has no field for. */
const KNOWN: readonly RegExp[] = [
  /^Broadcast address is /,
  /^Address determined by /,
  /^Helper address is /,
  /^Directed broadcast forwarding is /,
  /^(?:Outgoing|Inbound)\s+Common access list is /,
  /^Proxy ARP is /,
  /^Local Proxy ARP is /,
  /^Security level is /,
  /^Split horizon is /,
  /^ICMP (?:redirects|unreachables|mask replies) /,
  /^IP /,
  /^TCP\/IP header compression /,
  /^RTP\/IP header compression /,
  /^Probe proxy name replies /,
  /^Policy routing is /,
  /^Network address translation is /,
  /^BGP Policy Mapping is /,
  /^(?:Input|Output|Post encapsulation) features: /,
  /^(?:IPv4 )?WCCP Redirect /,
  /^Associated unicast routing topologies:/,
  /^Topology "[^"]*", operation state is /,
  /^Router Discovery is /,
  /^Sampled Netflow is /,
  /^Downstream VPN Routing\/Forwarding/,
  /^Dialer interface is /,
  /^Peer address is /,
  /^Internet protocol processing disabled/,
  /^Internet address will be negotiated/,
  /^Internet address is unassigned/,
  /^Interface is unnumbered/,
  /^Rate-limit /,
  /^Outgoing access list is /,
  /^Inbound\s+access list is /,
  /^Multicast reserved groups joined:/,
  /^Multicast groups joined/,
  /^Helper addresses? (?:is|are)/,
  /^Unicast RPF /,
  /^Multicast /,
  /^Input queue: /,
  /^Hardware /,
];

function aclName(text: string): string | undefined {
  const name = text.trim();
  return name === '' || name === 'not set' ? undefined : name;
}

/** The reader of one interface's block of `show ip interface`. */
function ipv4Block(record: NormalizedInterface): (t: string, at: SourceRef) => boolean {
  let inAddressList = false;
  return (t, at) => {
    if (inAddressList && t.split(/\s+/).every(isIpv4)) return true;
    inAddressList = ADDRESS_LIST_HEAD.test(t);
    const address = PRIMARY.exec(t) ?? SECONDARY.exec(t);
    if (address) {
      const parsed = ipv4Address(address[1] ?? '', address[2], at);
      if (parsed) {
        if (t.startsWith('Secondary')) parsed.secondary = true;
        if (!record.ipv4.some((a) => a.address === parsed.address)) record.ipv4.push(parsed);
      }
      return parsed !== undefined;
    }
    const vrf = VRF.exec(t);
    if (vrf) {
      record.vrf = vrf[1];
      record.fieldSources = { ...record.fieldSources, vrf: at };
      return true;
    }
    const tunnelVrf = TUNNEL_VRF.exec(t);
    if (tunnelVrf) {
      record.tunnelVrf = tunnelVrf[1];
      record.fieldSources = { ...record.fieldSources, tunnelVrf: at };
      return true;
    }
    const mtu = MTU.exec(t);
    if (mtu) {
      record.mtu = toInt(mtu[1]);
      return true;
    }
    const aclOut = ACL_OUT.exec(t);
    const aclIn = aclOut ? null : ACL_IN.exec(t);
    if (aclOut || aclIn) {
      const name = aclName((aclOut ?? aclIn)?.[1] ?? '');
      if (name !== undefined) {
        record.accessGroups = { ...record.accessGroups, [aclOut ? 'out' : 'in']: name };
        record.fieldSources = { ...record.fieldSources, accessGroups: at };
      }
      return true;
    }
    return matchesAny(t, KNOWN);
  };
}

export function iosIpInterfaceParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      readInterfaceBlocks(ctx, { open: (line, t) => openIosInterface(table, ctx, line, t), body: ipv4Block });
      return { interfaces: table.list() };
    });
}
