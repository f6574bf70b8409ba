import type { NormalizedInterface, SwitchportMode } from '../../model/types';
import { normalizeMac, parseSpeedMbps } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { matchesAny, noteRepeat, tally, toInt } from '../cisco_ios/lines';
import { InterfaceTable, interfaceName, ipv4Address, parseDuplex } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/**
 * NX-OS `show interface`: state and reason, admin state, description, MAC, IPv4 address, MTU, duplex and
 * speed, port mode, port-channel membership (`Belongs to Po1`, `Members in this channel: …`) and the error and
 * discard counters of the RX and TX blocks.
 */

const PLATFORM = 'cisco_nxos';

/** `Ethernet1/1 is up`, `Vlan20 is down (VLAN/BD is down), line protocol is down`, `mgmt0 is up`. */
const HEADER =
  /^(\S+) is (up|down|administratively down|trunking|testing|initializing|err-disabled)(?: \(([^)]*)\))?(?:, line protocol is (\w+))?(?:, autostate \w+)?\s*$/;
const ADMIN_STATE = /^admin state is (up|down)\b/i;
const HARDWARE =
  /^Hardware(?::| is) ([^,]+)(?:, address(?::| is)\s+([0-9a-fA-F.]+)(?: \(bia ([0-9a-fA-F.]+)\))?)?/;
/** `Description: …`; Fibre Channel ports say `Port description is …`. */
const DESCRIPTION = /^(?:Description: ?|Port description is )(.*)$/;
const INTERNET = /^Internet [Aa]ddress is (\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})(?: secondary)?/;
const MTU = /^MTU (\d+) bytes/;
const DUPLEX = /^(full|half|auto)-duplex, ([^,]+)/i;
const PORT_MODE = /^Port mode is (\S+)/;
const BELONGS = /^Belongs to (\S+)/;
const MEMBERS = /^Members in this channel: (.+)$/;

const KNOWN: readonly RegExp[] = [
  /^reliability \d+\/\d+/,
  /^Encapsulation /,
  /^Keepalive /,
  /^ARP type: /,
  /^Last clearing of /i,
  /^Last link flapped /,
  /^Interface last changed /,
  /^\d+ (?:seconds?|minutes?) (?:input|output) rate /,
  /^(?:Load-Interval #\d+: |input rate |input: )/,
  /^(?:RX|TX|Rx|Tx)$/,
  /^\d+ [A-Za-z]/,
  /^(?:L3 in|L3 out|L3) Switched:/,
  /^ucast: /,
  /^Beacon is /,
  /^Auto-Negotiation is /,
  /^Auto-mdix is /,
  /^Rate mode is /,
  /^Switchport monitor is /,
  /^EtherType is /,
  /^EEE \(efficient-ethernet\)/,
  /^(?:Input|input) flow-control is /,
  /^admin fec state is /,
  /^snmp link state traps /,
  /^vPC Status: /,
  /^No members$/,
  /^Port vsan is /,
  /^Port WWN is /,
  /^Admin port mode is /,
  /^Receive data field Size is /,
  /^Tunnel /,
  /^Transport protocol is /,
  /^VFC not bound$/,
  /^Current counters not available/,
  /^Admin State: /,
  /^Port mode is /,
  /^Hardware /,
  /^auto-duplex, auto-speed/,
  /^Belongs to /,
  /^Speed is /,
  /^Duplex mode is /,
  /^Interface mode is /,
  /^Source-Interface: /,
  /^Multicast-group: /,
];

function modeOf(text: string): SwitchportMode | undefined {
  const t = text.toLowerCase();
  if (t === 'access') return 'access';
  if (t === 'trunk' || t === 'fex-fabric') return 'trunk';
  if (t === 'routed') return 'routed';
  if (t === 'dot1q-tunnel') return 'dot1q-tunnel';
  return undefined;
}

function counters(record: NormalizedInterface, text: string): void {
  const read = (pattern: RegExp): number | undefined => toInt(pattern.exec(text)?.[1]);
  const next = { ...record.counters };
  const inErrors = read(/(\d+) input errors?\b/);
  const outErrors = read(/(\d+) output errors?\b/);
  const crc = read(/(\d+) CRC\b/);
  const inDiscards = read(/(\d+) input discards?\b/);
  const outDiscards = read(/(\d+) output discards?\b/);
  if (inErrors !== undefined) next.inErrors = inErrors;
  if (outErrors !== undefined) next.outErrors = outErrors;
  if (crc !== undefined) next.crc = crc;
  if (inDiscards !== undefined) next.inDiscards = inDiscards;
  if (outDiscards !== undefined) next.outDiscards = outDiscards;
  if (Object.keys(next).length > 0) record.counters = next;
}

export const parseNxosShowInterface: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const table = new InterfaceTable(PLATFORM);
    const seen = new Set<string>();
    let current: NormalizedInterface | undefined;
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '') {
        tally(ctx, line, true);
        continue;
      }
      const header = /^\s/.test(line.text) ? null : HEADER.exec(t);
      if (header) {
        const name = header[1] ?? '';
        noteRepeat(ctx, seen, interfaceName(name, PLATFORM), line);
        current = table.get(name, ctx.ref(line.n));
        const status = header[2] ?? '';
        const reason = header[3];
        const protocol = header[4];
        current.operUp =
          protocol !== undefined ? protocol === 'up' : status === 'up' || status === 'trunking';
        current.adminUp = !(
          status.startsWith('administratively') || /^administratively down$/i.test(reason ?? '')
        );
        current.statusText = reason ? `${status} (${reason})` : status;
        tally(ctx, line, true);
        continue;
      }
      if (!current) {
        tally(ctx, line, false);
        continue;
      }
      const record = current;
      const at = ctx.ref(line.n);
      const admin = ADMIN_STATE.exec(t);
      if (admin) {
        record.adminUp = admin[1]?.toLowerCase() === 'up';
        tally(ctx, line, true);
        continue;
      }
      const hardware = HARDWARE.exec(t);
      if (hardware) {
        const mac = normalizeMac(hardware[2]);
        if (mac) {
          record.mac = mac;
          record.fieldSources = { ...record.fieldSources, mac: at };
        }
        tally(ctx, line, true);
        continue;
      }
      const description = DESCRIPTION.exec(t);
      if (description) {
        record.description = description[1] ?? '';
        record.fieldSources = { ...record.fieldSources, description: at };
        tally(ctx, line, true);
        continue;
      }
      const internet = INTERNET.exec(t);
      if (internet) {
        const address = ipv4Address(internet[1] ?? '', internet[2], at);
        if (address) {
          if (/ secondary$/.test(t)) address.secondary = true;
          if (!record.ipv4.some((a) => a.address === address.address)) record.ipv4.push(address);
        }
        tally(ctx, line, address !== undefined);
        continue;
      }
      const mtu = MTU.exec(t);
      if (mtu) {
        record.mtu = toInt(mtu[1]);
        tally(ctx, line, true);
        continue;
      }
      const duplex = DUPLEX.exec(t);
      if (duplex) {
        const value = parseDuplex(duplex[1]);
        if (value) record.duplex = value;
        record.duplexText = `${duplex[1]}-duplex`;
        const speedText = (duplex[2] ?? '').trim();
        record.speedText = speedText;
        const speed = parseSpeedMbps(speedText);
        if (speed !== undefined) record.speedMbps = speed;
        tally(ctx, line, true);
        continue;
      }
      const mode = PORT_MODE.exec(t) ?? /, Port mode is (\S+)/.exec(t);
      if (mode) {
        const value = modeOf(mode[1] ?? '');
        if (value) record.mode = value;
        tally(ctx, line, true);
        continue;
      }
      const belongs = BELONGS.exec(t);
      if (belongs) {
        record.lag = interfaceName(belongs[1] ?? '', PLATFORM);
        tally(ctx, line, true);
        continue;
      }
      const members = MEMBERS.exec(t);
      if (members) {
        for (const name of (members[1] ?? '').split(/[\s,]+/)) {
          if (name !== '') table.get(name, at).lag = record.name;
        }
        tally(ctx, line, true);
        continue;
      }
      if (/^\d+ /.test(t)) counters(record, t);
      tally(ctx, line, matchesAny(t, KNOWN));
    }
    return { interfaces: table.list() };
  });
