import type { NormalizedInterface } from '../../model/types';
import { isIpv4, parseSpeedMbps } from '../../model/values';
import type { TextParser } from '../../parse/types';
import { tally, toVlan, wordsOf } from '../cisco_ios/lines';
import { isSeparator } from '../common/columns';
import { InterfaceTable, interfaceName, ipv4Address } from '../common/records';
import { parseShowOutput } from '../common/show-output';

/**
 * NX-OS `show interface brief`: one table per kind of interface, each with its own header: Ethernet ports and
 * port-channels (VLAN, type, mode, status, reason, speed, port-channel or protocol), the management port (VRF,
 * status, address, speed, MTU), loopbacks (status, description), VLAN interfaces (status, reason), NVE and
 * tunnel interfaces.
 */

const PLATFORM = 'cisco_nxos';

type Kind = 'ethernet' | 'port-channel' | 'management' | 'described' | 'vlan' | 'nve' | 'tunnel';

function kindOf(header: string): Kind | undefined {
  if (/^Ethernet\s+VLAN\s+Type\s+Mode\s+Status\s+Reason/.test(header)) return 'ethernet';
  if (/^Port-channel\s+VLAN\s+Type\s+Mode\s+Status\s+Reason/.test(header)) return 'port-channel';
  if (/^Port\s+VRF\s+Status\s+IP Address/.test(header)) return 'management';
  if (/^Interface\s+Status\s+Description/.test(header)) return 'described';
  if (/^Interface\s+Secondary VLAN\(Type\)\s+Status\s+Reason/.test(header)) return 'vlan';
  if (/^Port\s+Status\s+Reason\s+MTU/.test(header)) return 'nve';
  if (/^Interface\s+Status\s+IP Address\s+Encap type\s+MTU/.test(header)) return 'tunnel';
  return undefined;
}

/** The second header line of the Ethernet and port-channel tables. */
const HEADER_TAIL = /^Interface(?:\s+Ch #)?$/;

function applyStatus(record: NormalizedInterface, status: string, reason: string): void {
  record.statusText =
    reason !== '' && reason !== 'none' && reason !== '--' ? `${status} (${reason})` : status;
  record.operUp = status === 'up';
  record.adminUp = !/^Admin(?:istratively down)?$/i.test(reason);
}

function applySpeed(record: NormalizedInterface, text: string): void {
  if (text === '--' || text === '') return;
  record.speedText = text;
  const speed = parseSpeedMbps(text.replace(/\([A-Z]\)$/, ''));
  if (speed !== undefined) record.speedMbps = speed;
}

export const parseNxosShowInterfaceBrief: TextParser = (text, input) =>
  parseShowOutput(text, input, (ctx) => {
    const table = new InterfaceTable(PLATFORM);
    let kind: Kind | undefined;
    for (const line of ctx.lines) {
      const t = line.text.trim();
      if (t === '' || isSeparator(t) || HEADER_TAIL.test(t)) {
        tally(ctx, line, true);
        continue;
      }
      const header = kindOf(t);
      if (header) {
        kind = header;
        tally(ctx, line, true);
        continue;
      }
      const words = wordsOf(t).map((w) => w.text);
      const port = words[0] ?? '';
      const ok = kind !== undefined && words.length >= 2 && /\d/.test(port);
      if (!ok) {
        tally(ctx, line, false);
        continue;
      }
      const record = table.get(port, ctx.ref(line.n));
      switch (kind) {
        case 'ethernet':
        case 'port-channel': {
          if (words.length < 7) {
            tally(ctx, line, false);
            continue;
          }
          const [, vlan = '', , mode = '', status = ''] = words;
          const reason = words.slice(5, -2).join(' ');
          applyStatus(record, status, reason);
          if (mode === 'access' || mode === 'trunk' || mode === 'routed') record.mode = mode;
          if (mode === 'access') {
            const access = toVlan(vlan);
            if (access !== undefined) record.accessVlan = access;
          }
          applySpeed(record, words[words.length - 2] ?? '');
          const last = words[words.length - 1] ?? '';
          if (kind === 'ethernet' && /^\d+$/.test(last))
            record.lag = interfaceName(`port-channel${last}`, PLATFORM);
          if (kind === 'port-channel' && /^(?:lacp|none)$/i.test(last)) record.lagMode = last.toLowerCase();
          break;
        }
        case 'management': {
          const [, vrf = '', status = '', address = '', speed = '', mtu = ''] = words;
          applyStatus(record, status, '');
          if (vrf !== '--') record.vrf = vrf;
          if (isIpv4(address)) record.ipv4WithoutPrefix = [address];
          applySpeed(record, speed);
          if (/^\d+$/.test(mtu)) record.mtu = Number(mtu);
          break;
        }
        case 'described': {
          const status = words[1] ?? '';
          applyStatus(record, status, '');
          const description = words.slice(2).join(' ');
          if (description !== '' && description !== '--') record.description = description;
          break;
        }
        case 'vlan':
          applyStatus(record, words[2] ?? '', words.slice(3).join(' '));
          break;
        case 'nve':
          applyStatus(record, words[1] ?? '', words.slice(2, -1).join(' '));
          if (/^\d+$/.test(words[words.length - 1] ?? '')) record.mtu = Number(words[words.length - 1]);
          break;
        case 'tunnel': {
          applyStatus(record, words[1] ?? '', '');
          const address = ipv4Address(words[2] ?? '', undefined, ctx.ref(line.n));
          if (address) record.ipv4.push(address);
          if (/^\d+$/.test(words[words.length - 1] ?? '')) record.mtu = Number(words[words.length - 1]);
          break;
        }
        default:
          break;
      }
      tally(ctx, line, true);
    }
    return { interfaces: table.list() };
  });
