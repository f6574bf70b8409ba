import type { NextHop, Route } from '../../model/types';
import { isIpv4 } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { tally, wordsOf } from '../cisco_ios/lines';
import { isSeparator } from '../common/columns';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/**
 * NX-OS `show forwarding ipv4 route`: the forwarding table per `IPv4 routes for table VRF/base` heading, each
 * prefix with its next hops (equal-cost ones on the following lines). The table does not say which protocol
 * installed a route: `Attached` prefixes are connected, `Receive` ones the switch's own addresses, `Drop` ones
 * discarded; the others keep protocol `other` with the code `forwarding`.
 */

const PLATFORM = 'cisco_nxos';
const TABLE = /^IPv4 routes for table ([^\s/]+)(?:\/\S+)?$/;
const HEADER = /^Prefix\s*\|\s*Next-hop/;
const ROW = /^\*?(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2})\s+(\S.*)$/;

function hopOf(words: readonly string[]): { kind: string; hop: NextHop } | undefined {
  const [target = '', intf] = words;
  const hop: NextHop = {};
  if (intf !== undefined) hop.interface = interfaceName(intf, PLATFORM);
  if (isIpv4(target)) return { kind: 'ip', hop: { ip: target, ...hop } };
  if (/^(?:Attached|Receive|Drop|Glean|Punt|Null)$/i.test(target)) {
    if (/^drop$/i.test(target) || /^null\d*$/i.test(intf ?? '')) hop.discard = true;
    return { kind: target.toLowerCase(), hop };
  }
  return undefined;
}

export const parseNxosShowForwardingRoute: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const routes: Route[] = [];
    let vrf: string | undefined;
    let last: Route | undefined;
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '' || isSeparator(t) || HEADER.test(t)) {
        tally(ctx, line, true);
        continue;
      }
      const table = TABLE.exec(t);
      if (table) {
        vrf = table[1];
        last = undefined;
        tally(ctx, line, true);
        continue;
      }
      const row = ROW.exec(t);
      if (row) {
        const next = hopOf(wordsOf(row[2] ?? '').map((w) => w.text));
        if (!next) {
          tally(ctx, line, false);
          continue;
        }
        const route: Route = {
          prefix: row[1] ?? '',
          protocol: next.kind === 'attached' ? 'connected' : next.kind === 'receive' ? 'local' : 'other',
          protocolCode: next.kind === 'ip' ? 'forwarding' : next.kind,
          nextHops: [next.hop],
          source: ctx.ref(line.n),
        };
        if (vrf !== undefined) route.vrf = vrf;
        routes.push(route);
        last = route;
        tally(ctx, line, true);
        continue;
      }
      const more = /^\s/.test(line.text) && last ? hopOf(wordsOf(t).map((w) => w.text)) : undefined;
      if (more && last) {
        last.nextHops.push(more.hop);
        last.source = { ...last.source, endLine: line.n };
        tally(ctx, line, true);
        continue;
      }
      tally(ctx, line, false);
    }
    return { routes };
  });
