import type { Platform, Vlan } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { InterfaceTable, interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { matchesAny, noteRepeat, tally, toVlan } from './lines';

/**
 * IOS router `show vlans`: the 802.1Q VLANs of routed subinterfaces. Per VLAN: the interfaces that carry it
 * (`VLAN trunk interfaces for VLAN ID N:`, older `vLAN Trunk Interface(s):`), the interfaces it is native on,
 * then per-protocol counters the model has no place for.
 */

const VLAN_HEAD = /^(?:VLAN ID|Virtual LAN ID):\s+(\d+)\s/;
const TRUNKS_HEAD = /^VLAN trunk interfaces for VLAN ID \d+:?$/;
const OLD_TRUNKS = /^vLAN Trunk Interfaces?:\s+(\S+)$/;
const NATIVE_HEAD = /^This is configured as native Vlan for the following interface\(s\)\s*:$/;
const NATIVE_ROW = /^(\S+)\s+Native-vlan Tx-type: \S+$/;
/** `GigabitEthernet0/0/0.100 (100)`, `Port-channel14.501 (501/3017)`: the per-interface counter heading. */
const COUNTER_HEAD = /^(\S+) \((\d+)(?:\/(\d+))?\)$/;
const BARE_INTERFACE = /^[A-Za-z][A-Za-z-]*\d\S*$/;

const KNOWN: readonly RegExp[] = [
  /^Protocols Configured:/,
  /^(?:IP|IPv6|IPX|MPLS|CLNS|Other|AppleTalk|DECnet|Bridging)\s+(?:\d{1,3}(?:\.\d{1,3}){3}\s+)?\d+\s+\d+$/,
  /^(?:IP|IPv6|IPX|MPLS|CLNS): \S+$/,
  /^(?:Total )?\d+ (?:packets|oversubscription)/,
];

export function iosVlansParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const vlans: Vlan[] = [];
      const table = new InterfaceTable(platform);
      const seen = new Set<string>();
      let current: Vlan | undefined;
      let list: 'trunks' | 'native' | 'none' = 'none';
      const add = (raw: string): void => {
        if (!current) return;
        const name = interfaceName(raw, platform);
        const members = current.interfaces ?? [];
        if (!members.includes(name)) members.push(name);
        current.interfaces = members;
      };
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '') {
          if (list === 'native') list = 'none';
          tally(ctx, line, true);
          continue;
        }
        const head = VLAN_HEAD.exec(t);
        if (head) {
          const id = toVlan(head[1]);
          if (id !== undefined) {
            noteRepeat(ctx, seen, `VLAN ${id}`, line);
            current = { id, interfaces: [], source: ctx.ref(line.n) };
            vlans.push(current);
          } else current = undefined;
          list = 'none';
          tally(ctx, line, id !== undefined);
          continue;
        }
        if (!current) {
          tally(ctx, line, false);
          continue;
        }
        current.source = ctx.ref(current.source.line, line.n);
        if (TRUNKS_HEAD.test(t)) {
          list = 'trunks';
          tally(ctx, line, true);
          continue;
        }
        const old = OLD_TRUNKS.exec(t);
        if (old) {
          list = 'trunks';
          add(old[1] ?? '');
          tally(ctx, line, true);
          continue;
        }
        if (NATIVE_HEAD.test(t)) {
          list = 'native';
          tally(ctx, line, true);
          continue;
        }
        const native = NATIVE_ROW.exec(t);
        if (native || (list === 'native' && BARE_INTERFACE.test(t))) {
          const raw = native?.[1] ?? t;
          add(raw);
          table.get(raw, ctx.ref(line.n)).nativeVlan = current.id;
          tally(ctx, line, true);
          continue;
        }
        const counters = COUNTER_HEAD.exec(t);
        if (counters) {
          add(counters[1] ?? '');
          // A subinterface that carries one tag (not an 802.1Q-in-Q pair) is that VLAN's interface.
          if ((counters[1] ?? '').includes('.') && counters[3] === undefined) {
            table.get(counters[1] ?? '', ctx.ref(line.n)).vlanId = current.id;
          }
          tally(ctx, line, true);
          continue;
        }
        if (list === 'trunks' && BARE_INTERFACE.test(t)) {
          add(t);
          tally(ctx, line, true);
          continue;
        }
        if (matchesAny(t, KNOWN)) {
          if (/^Protocols Configured:/.test(t)) list = 'none';
          tally(ctx, line, true);
          continue;
        }
        tally(ctx, line, false);
      }
      const facts = { vlans };
      return table.size > 0 ? { ...facts, interfaces: table.list() } : facts;
    });
}
