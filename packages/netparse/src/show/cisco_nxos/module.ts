import type { InventoryItem } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { tally } from '../cisco_ios/lines';
import { type Column, cellsOf, columnsFromSeparator, isSeparator } from '../common/columns';
import { parseShowOutput } from '../common/show-output';

/**
 * NX-OS `show module`: the module table (ports, type, model, status), then per module its software and
 * hardware versions, its MAC range and serial, and its diagnostic status; fabric (`Xbar`) tables alike. Each
 * module becomes an inventory item named as `show inventory` names it (`Slot 1`).
 */

type Table = 'modules' | 'versions' | 'serials' | 'other';

function tableOf(header: string): Table {
  if (/^Mod\s+Ports\s+Module-Type/.test(header)) return 'modules';
  if (/^Mod\s+Sw\s+Hw/.test(header)) return 'versions';
  if (/^Mod\s+MAC-Address\(es\)\s+Serial-Num/.test(header)) return 'serials';
  return 'other';
}

const HEADER = /^(?:Mod|Xbar)\s+\S/;

export const parseNxosShowModule: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const items = new Map<string, InventoryItem>();
    let table: Table | undefined;
    let columns: Column[] | undefined;
    let xbar = false;
    const item = (slot: string, line: number): InventoryItem => {
      const name = `${xbar ? 'Xbar' : 'Slot'} ${slot}`;
      let record = items.get(name);
      if (!record) {
        record = { name, source: ctx.ref(line) };
        items.set(name, record);
      }
      return record;
    };
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '') {
        tally(ctx, line, true);
        continue;
      }
      if (isSeparator(t)) {
        if (table !== undefined && columns === undefined) columns = columnsFromSeparator(line.text);
        tally(ctx, line, true);
        continue;
      }
      if (HEADER.test(t) && !/^\d/.test(t)) {
        table = tableOf(t);
        xbar = t.startsWith('Xbar');
        columns = undefined;
        tally(ctx, line, true);
        continue;
      }
      if (/^\* this terminal session/.test(t)) {
        tally(ctx, line, true);
        continue;
      }
      if (!table || !columns || !/^\d+\s/.test(t)) {
        tally(ctx, line, false);
        continue;
      }
      const cells = cellsOf(line.text, columns);
      const slot = cells[0] ?? '';
      const record = item(slot, line.n);
      if (table === 'modules') {
        const type = cells[2] ?? '';
        const model = cells[3] ?? '';
        if (type !== '') record.description = type;
        if (model !== '') record.model = model;
      } else if (table === 'versions') {
        const version = cells[1] ?? '';
        if (version !== '' && version !== 'NA') record.version = version;
      } else if (table === 'serials') {
        const serial = cells[cells.length - 1] ?? '';
        if (serial !== '' && serial !== 'NA') record.serial = serial;
      }
      record.source = ctx.ref(
        record.source.line,
        Math.max(record.source.endLine ?? record.source.line, line.n),
      );
      tally(ctx, line, true);
    }
    return { inventory: [...items.values()] };
  });
