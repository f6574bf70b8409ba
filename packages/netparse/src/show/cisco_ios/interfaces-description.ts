import type { Platform } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { isSeparator } from '../common/columns';
import { InterfaceTable } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { tally } from './lines';

/**
 * IOS and IOS-XE `show interfaces description`: interface, status, protocol and the full description (this
 * output does not cut it, unlike `show interfaces status`).
 */

const HEADER = /^Interface\s+Status\s+Protocol\s+Description/;
const ROW =
  /^(\S+)\s+(admin down|administratively down|up|down|deleted|reset|testing|standby|dormant|notPresent|lowerLayerDown|unknown)\s+(up|down|testing|unknown|dormant|notPresent|lowerLayerDown)(?:\s+(\S.*))?$/;

export function iosInterfacesDescriptionParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '' || isSeparator(t) || HEADER.test(t)) {
          tally(ctx, line, true);
          continue;
        }
        const row = ROW.exec(line.text.trimEnd());
        if (row) {
          const record = table.get(row[1] ?? '', ctx.ref(line.n));
          const status = row[2] ?? '';
          const protocol = row[3] ?? '';
          record.adminUp = !status.startsWith('admin');
          record.operUp = protocol === 'up';
          record.statusText = `${status}/${protocol}`;
          const description = (row[4] ?? '').trim();
          if (description !== '') record.description = description;
        }
        tally(ctx, line, row !== null);
      }
      return { interfaces: table.list() };
    });
}
