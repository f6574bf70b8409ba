import type { NormalizedInterface, Platform, SwitchportMode } from '../../model/types';
import { expandVlanRanges } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { InterfaceTable, interfaceName, keyValue } from '../common/records';
import { parseShowOutput } from '../common/show-output';
import { tally, toVlan } from './lines';

/**
 * `show interfaces switchport` (IOS, IOS-XE) and `show interface switchport` (NX-OS): one `Name:` block per
 * port with its administrative and operational mode, access, native and voice VLANs, and the VLANs a trunk
 * carries. Long VLAN lists continue on lines of their own.
 */

/** Keys the model has no field for, lower case, as both platforms print them. */
const KNOWN_KEYS = new Set([
  'administrative trunking encapsulation',
  'operational trunking encapsulation',
  'negotiation of trunking',
  'administrative native vlan tagging',
  'operational native vlan tagging',
  'administrative private-vlan host-association',
  'administrative private-vlan mapping',
  'administrative private-vlan trunk native vlan',
  'administrative private-vlan trunk native vlan tagging',
  'administrative private-vlan trunk encapsulation',
  'administrative private-vlan trunk normal vlans',
  'administrative private-vlan trunk associations',
  'administrative private-vlan trunk mappings',
  'administrative private-vlan trunk private vlans',
  'administrative private-vlan primary host-association',
  'administrative private-vlan secondary host-association',
  'administrative private-vlan primary mapping',
  'administrative private-vlan secondary mapping',
  'operational private-vlan',
  'pruning vlans enabled',
  'capture vlans allowed',
  'protected',
  'unknown unicast blocked',
  'unknown multicast blocked',
  'appliance trust',
  'vepa enabled',
  'app interface',
  'operational dot1q ethertype',
  'priority for untagged frame',
  'override vlan tag priority',
  'voice vlan',
  'switchport monitor',
  'switchport isolated',
  'switchport block multicast',
  'switchport block unicast',
  'extended trust state',
  'fabricpath topology',
  'administrative trunking mode',
  'voice vlan tagging',
]);

type Block = {
  record: NormalizedInterface;
  enabled?: boolean;
  adminMode?: string;
  operMode?: string;
  access?: number;
  native?: number;
  voice?: number;
  trunkVlans?: string;
};

/** The model's switchport mode of a mode text (`static access`, `trunk`, `dynamic auto`, `tunnel`). */
function modeOf(text: string | undefined): SwitchportMode | undefined {
  const t = (text ?? '').toLowerCase();
  if (t === 'static access' || t === 'access' || t.startsWith('private-vlan host')) return 'access';
  if (t === 'trunk' || t.startsWith('private-vlan trunk') || t === 'fex-fabric') return 'trunk';
  if (t.startsWith('dynamic')) return 'dynamic';
  if (t === 'tunnel' || t === 'dot1q-tunnel' || t === 'dot1q tunnel') return 'dot1q-tunnel';
  if (t.startsWith('private-vlan promiscuous')) return 'access';
  return undefined;
}

function finish(block: Block, platform: Platform): void {
  const record = block.record;
  const operText = (block.operMode ?? '').replace(/\s*\(.*$/, '');
  const bundle = /member of bundle ([^\s)]+)\)/.exec(block.operMode ?? '')?.[1];
  if (bundle) record.lag = interfaceName(bundle, platform);
  const mode = block.enabled === false ? 'routed' : (modeOf(operText) ?? modeOf(block.adminMode));
  if (mode) record.mode = mode;
  if (mode === 'access' || mode === 'dynamic') {
    if (block.access !== undefined) record.accessVlan = block.access;
  }
  if (mode === 'trunk' || mode === 'dynamic') {
    if (block.native !== undefined) record.nativeVlan = block.native;
    if (block.trunkVlans !== undefined) record.allowedVlans = expandVlanRanges(block.trunkVlans);
  }
  if (block.voice !== undefined && mode !== 'routed') record.voiceVlan = block.voice;
}

export function ciscoSwitchportParser(platform: Platform): TextParser {
  return (text, input) =>
    parseShowOutput(text, input, (ctx) => {
      const table = new InterfaceTable(platform);
      let block: Block | undefined;
      /** The key the last line gave a value to, for values that continue on the next lines. */
      let lastKey = '';
      for (const line of ctx.lines) {
        const t = line.text.trim();
        if (t === '') {
          tally(ctx, line, true);
          continue;
        }
        if (/^[\d,\s-]+$/.test(t) && block && lastKey === 'trunking vlans') {
          block.trunkVlans = `${block.trunkVlans ?? ''},${t}`;
          tally(ctx, line, true);
          continue;
        }
        if (
          /^[\d,\s-]+$/.test(t) &&
          (lastKey === 'pruning vlans enabled' || lastKey === 'capture vlans allowed')
        ) {
          tally(ctx, line, true);
          continue;
        }
        if (/^Capture Mode (?:Enabled|Disabled)/.test(t)) {
          lastKey = 'capture mode';
          tally(ctx, line, true);
          continue;
        }
        const kv = keyValue(t);
        if (!kv) {
          tally(ctx, line, false);
          continue;
        }
        const key = kv.key.toLowerCase();
        const value = kv.value;
        if (key === 'name') {
          if (block) finish(block, platform);
          block = { record: table.get(value, ctx.ref(line.n)) };
          lastKey = key;
          tally(ctx, line, value !== '');
          continue;
        }
        if (!block) {
          tally(ctx, line, false);
          continue;
        }
        lastKey = key;
        switch (key) {
          case 'switchport':
            block.enabled = !/^disabled/i.test(value);
            break;
          case 'administrative mode':
            block.adminMode = value;
            break;
          case 'operational mode':
            block.operMode = value;
            break;
          case 'access mode vlan':
            block.access = toVlan(value.split(/\s/)[0]);
            break;
          case 'trunking native mode vlan':
            block.native = toVlan(value.split(/\s/)[0]);
            break;
          case 'voice vlan':
            block.voice = toVlan(value.split(/\s/)[0]);
            break;
          case 'trunking vlans enabled':
          case 'trunking vlans allowed':
            lastKey = 'trunking vlans';
            block.trunkVlans = value;
            break;
          default:
            if (!KNOWN_KEYS.has(key)) {
              tally(ctx, line, false);
              continue;
            }
        }
        tally(ctx, line, true);
      }
      if (block) finish(block, platform);
      return { interfaces: table.list() };
    });
}
