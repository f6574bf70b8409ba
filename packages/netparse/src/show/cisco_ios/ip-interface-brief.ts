import type { Platform } from '../../model/types';
import { isIpv4 } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { InterfaceTable } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { tally } from './lines';

/**
 * IOS and IOS-XE `show ip interface brief`: interface, address (without its mask), how the address was set,
 * status and line protocol.
 */

const HEADER = /^Interface\s+IP-Address\s+OK\?\s+Method\s+Status\s+Protocol/;
const ROW =
  /^(\S+)\s+(\S+)\s+(YES|NO)\s+(\S+)\s+(administratively down|up|down|deleted|reset|testing|standby|initializing)\s+(up|down|testing|unknown|dormant|notpresent|lowerlayerdown)\s*$/i;

export function iosIpInterfaceBriefParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t) || HEADER.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        const row = ROW.exec(t);
        if (row) {
          const record = table.get(row[1] ?? '', ctx.ref(line.n));
          const status = row[5] ?? '';
          const protocol = row[6] ?? '';
          record.adminUp = !status.startsWith('administratively');
          record.operUp = protocol.toLowerCase() === 'up';
          record.statusText = `${status}/${protocol}`;
          const address = row[2] ?? '';
          if (isIpv4(address)) record.ipv4WithoutPrefix = [address];
        }
        tally(ctx, line, row !== null);
      }
      return { interfaces: table.list() };
    });
}
