import { parseSpeedMbps } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { tally, wordsOf } from '../cisco_ios/lines';
import { isSeparator } from '../common/columns';
import { InterfaceTable } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/**
 * NX-OS `show interface description`: Ethernet ports (`Port Type Speed Description`), and other interfaces
 * (`Interface Description`). `--` means no description.
 */

const PLATFORM = 'cisco_nxos';
const PORT_HEADER = /^(?:Port|Interface)\s+Type\s+Speed\s+Description/;
const OTHER_HEADER = /^(?:Interface|Port)\s+Description/;

export const parseNxosShowInterfaceDescription: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const table = new InterfaceTable(PLATFORM);
    let kind: 'ports' | 'other' | undefined;
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '' || isSeparator(t)) {
        tally(ctx, line, true);
        continue;
      }
      if (PORT_HEADER.test(t)) {
        kind = 'ports';
        tally(ctx, line, true);
        continue;
      }
      if (OTHER_HEADER.test(t)) {
        kind = 'other';
        tally(ctx, line, true);
        continue;
      }
      const words = wordsOf(t);
      const port = words[0];
      const first = kind === 'ports' ? words[3] : words[1];
      if (!kind || !port || (kind === 'ports' && words.length < 3)) {
        tally(ctx, line, false);
        continue;
      }
      const record = table.get(port.text, ctx.ref(line.n));
      if (kind === 'ports') {
        const speed = words[2]?.text ?? '';
        if (speed !== '' && speed !== '--') {
          record.speedText = speed;
          const mbps = parseSpeedMbps(speed);
          if (mbps !== undefined) record.speedMbps = mbps;
        }
      }
      const description = first ? t.slice(first.start).trim() : '';
      if (description !== '' && description !== '--') record.description = description;
      tally(ctx, line, true);
    }
    return { interfaces: table.list() };
  });
