import type { Platform, Vrf } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { noteRepeat, tally } from './lines';

/**
 * IOS `show ip vrf` and IOS-XE `show vrf`: each VRF with its route distinguisher (`<not set>` for none), the
 * address families (`show vrf` only) and its interfaces, one per line after the first.
 */

const HEADER = /^Name\s+Default RD\s+(?:Protocols\s+)?Interfaces/;
const ROW = /^(\S+)\s+(<not set>|\S+:\S+)(?:\s+((?:ipv4|ipv6)(?:,(?:ipv4|ipv6))*))?(?:\s+(\S+))?$/;
const MORE = /^\s{12,}(\S+)\s*$/;

export function iosVrfParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const vrfs: Vrf[] = [];
      const seen = new Set<string>();
      let current: Vrf | undefined;
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || HEADER.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        const more = MORE.exec(line.text);
        if (more && current) {
          current.interfaces.push(interfaceName(more[1] ?? '', platform));
          current.source = ctx.ref(current.source?.line ?? line.n, line.n);
          tally(ctx, line, true);
          continue;
        }
        const row = ROW.exec(t);
        if (!row) {
          tally(ctx, line, false);
          continue;
        }
        noteRepeat(ctx, seen, `VRF ${row[1]}`, line);
        current = { name: row[1] ?? '', interfaces: [], source: ctx.ref(line.n) };
        if (row[2] !== '<not set>') current.rd = row[2];
        if (row[4]) current.interfaces.push(interfaceName(row[4], platform));
        vrfs.push(current);
        tally(ctx, line, true);
      }
      return { vrfs };
    });
}
