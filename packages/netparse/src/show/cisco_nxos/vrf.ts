import type { Vrf } from '../../model/types';
import type { TextParser } from '../../parse/types';
import { tally, wordsOf } from '../cisco_ios/lines';
import { isSeparator } from '../common/columns';
import { interfaceName } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/**
 * NX-OS `show vrf` (name, id, state) and `show vrf interface` (interface, VRF): the VRFs, and the interfaces
 * of each when the second form is read.
 */

const PLATFORM = 'cisco_nxos';
const VRF_HEADER = /^VRF-Name\s+VRF-ID\s+State/;
const INTERFACE_HEADER = /^Interface\s+VRF-Name\s+VRF-ID/;

export const parseNxosShowVrf: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const vrfs = new Map<string, Vrf>();
    let kind: 'vrfs' | 'interfaces' | undefined;
    const vrf = (name: string, line: number): Vrf => {
      let record = vrfs.get(name);
      if (!record) {
        record = { name, interfaces: [], source: ctx.ref(line) };
        vrfs.set(name, record);
      }
      return record;
    };
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '' || isSeparator(t)) {
        tally(ctx, line, true);
        continue;
      }
      if (VRF_HEADER.test(t)) {
        kind = 'vrfs';
        tally(ctx, line, true);
        continue;
      }
      if (INTERFACE_HEADER.test(t)) {
        kind = 'interfaces';
        tally(ctx, line, true);
        continue;
      }
      const words = wordsOf(t).map((w) => w.text);
      if (kind === 'vrfs' && words.length >= 3 && /^\d+$/.test(words[1] ?? '')) {
        vrf(words[0] ?? '', line.n);
        tally(ctx, line, true);
        continue;
      }
      if (kind === 'interfaces' && words.length >= 3 && /^\d+$/.test(words[2] ?? '')) {
        vrf(words[1] ?? '', line.n).interfaces.push(interfaceName(words[0] ?? '', PLATFORM));
        tally(ctx, line, true);
        continue;
      }
      tally(ctx, line, false);
    }
    return { vrfs: [...vrfs.values()] };
  });
