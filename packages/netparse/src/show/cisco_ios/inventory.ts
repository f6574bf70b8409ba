import type { InventoryItem } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { parseShowOutput } from '../common/show-output';
import { tally } from './lines';

/**
 * `show inventory` of IOS, IOS-XE and NX-OS: pairs of `NAME: "…", DESCR: "…"` and `PID: …, VID: …, SN: …`
 * lines. Values are quoted on IOS and on most NX-OS items; NX-OS transceivers print them bare.
 */

const FIELD = /\b(NAME|DESCR|PID|VID|SN):\s*(?:"([^"]*)"|([^,]*))/g;

function fieldsOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of text.matchAll(FIELD)) {
    const value = (match[2] ?? match[3] ?? '').trim();
    out.set(match[1] ?? '', value);
  }
  return out;
}

/** A serial or version the device prints as absent (`N/A`, empty) is no serial. */
function present(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  return text === '' || /^(?:n\/a|na|none|--)$/i.test(text) ? undefined : text;
}

export const parseCiscoShowInventory: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const items: InventoryItem[] = [];
    let current: InventoryItem | undefined;
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '') {
        tally(ctx, line, true);
        continue;
      }
      const fields = fieldsOf(t);
      if (fields.has('NAME')) {
        current = { name: fields.get('NAME') ?? '', source: ctx.ref(line.n) };
        const description = present(fields.get('DESCR'));
        if (description !== undefined) current.description = description;
        items.push(current);
        tally(ctx, line, true);
        continue;
      }
      if (fields.has('PID') && current) {
        const model = present(fields.get('PID'));
        const version = present(fields.get('VID'));
        const serial = present(fields.get('SN'));
        if (model !== undefined) current.model = model;
        if (version !== undefined) current.version = version;
        if (serial !== undefined) current.serial = serial;
        current.source = ctx.ref(current.source.line, line.n);
        current = undefined;
        tally(ctx, line, true);
        continue;
      }
      tally(ctx, line, false);
    }
    return { inventory: items };
  });
